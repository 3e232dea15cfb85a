import { CREDIT_BUREAUS } from "@loansetu/api/content/bureaus";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { CreditGauge } from "./credit-gauge.tsx";

export type CreditCardData = {
  /** Where 'View Credit Insights' goes: the free check's page, or a lead's score page. */
  insightsPath: string;
  /** null: the bureau has no history for the person (NA/NH). */
  score: number | null;
  expired: boolean;
  checkedText: string;
  /** The free check's "can be refreshed from" line (isScoreExpire); null for a lead's score. */
  refreshText: string | null;
} | null;

/** §2 dashboard credit score card: the gauge and 'View Credit Insights', or the free one-time check. */
export function CreditCard({ credit }: { credit: CreditCardData }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <section className="card" aria-labelledby="credit-heading" data-testid="credit-card">
      <h2 id="credit-heading" className="text-lg font-bold text-brand-950">
        {t("dashboard.credit.title")}
      </h2>
      {credit === null ? (
        <div className="mt-2">
          <p className="font-semibold">{t("dashboard.credit.free")}</p>
          <p className="mt-1 text-sm text-ink-soft">{t("dashboard.credit.freeText")}</p>
          <Link
            to={href(`/free-credit-score/${CREDIT_BUREAUS[0]!.slug}`)}
            className="btn-primary mt-3 w-full"
            data-testid="free-check"
          >
            {t("dashboard.credit.freeStart")}
          </Link>
        </div>
      ) : (
        <div className="mt-3 text-center">
          {credit.score === null ? (
            <>
              <p className="font-semibold">{t("dashboard.credit.noHistory")}</p>
              <p className="mt-1 text-sm text-ink-soft">{t("dashboard.credit.noHistoryText")}</p>
            </>
          ) : (
            <CreditGauge score={credit.score} />
          )}
          <p className="mt-2 text-xs text-ink-soft">{credit.checkedText}</p>
          {credit.refreshText ? (
            <p className="mt-1 text-xs text-ink-soft" data-testid="credit-refresh">
              {credit.refreshText}
            </p>
          ) : credit.expired ? (
            <p className="mt-1 text-xs text-ink-soft">{t("dashboard.credit.expired")}</p>
          ) : null}
          {credit.score === null && credit.refreshText === null ? null : (
            <Link
              to={href(credit.insightsPath)}
              className="btn-secondary mt-3 w-full"
              data-testid="credit-insights"
            >
              {t("dashboard.credit.insights")}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
