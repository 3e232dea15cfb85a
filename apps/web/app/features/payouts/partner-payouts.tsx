import { useTranslation } from "../../i18n/i18n.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LenderName } from "../../ui/lender-badge.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import type { PartnerPayoutsView } from "./partner-payouts.server.ts";
import { tdsNoteText } from "./payout-figures.tsx";

/** The partner's payouts, newest first, and the monthly statement links (a page declares "payouts"). */
export function PartnerPayouts({ view }: { view: PartnerPayoutsView }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-soft">{t("payouts.partner.intro")}</p>
      <p className="text-sm text-ink-soft" data-testid="partner-tds-rule">
        {t("payouts.partner.tdsRule", view.tdsYear)}
      </p>
      {view.items.length === 0 ? (
        // Payouts follow disbursed referrals: the way to a first one is to refer a customer (the form above).
        <EmptyState
          compact
          text={t("payouts.partner.empty")}
          next={{ to: "#start-title", label: t("emptyList.referCustomer") }}
          testId="partner-payouts-empty"
        />
      ) : (
        <ul className="divide-y divide-line" data-testid="partner-payout-list">
          {view.items.map((p) => (
            <li key={p.reference} className="py-2 text-sm" data-testid={`partner-payout-${p.reference}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="inline-flex flex-wrap items-center gap-x-2 font-medium">
                  {t("payouts.partner.lead")} {p.reference} ·
                  <LenderName lender={view.badges[p.lender]} name={p.lender} />
                </span>
                <span
                  className="rounded-full bg-surface px-2 py-0.5 font-semibold"
                  data-testid="partner-payout-status"
                >
                  {t(`payouts.status.${p.status}`)}
                </span>
              </div>
              <p className="text-ink-soft">
                {t(`payouts.product.${p.product}`)} · {p.month}
              </p>
              <dl className="mt-1 grid grid-cols-2 gap-x-3 sm:grid-cols-4">
                <div>
                  <dt className="text-xs text-ink-soft">{t("payouts.figures.payout")}</dt>
                  <dd>{p.payout}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-soft">{t("payouts.list.gst")}</dt>
                  <dd>+ {p.gst}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-soft">{t("payouts.list.tds")}</dt>
                  <dd data-testid="partner-payout-tds">
                    − {p.tds}
                    {p.tdsNote ? (
                      <span className="block text-xs text-ink-soft">{tdsNoteText(t, p)}</span>
                    ) : null}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-soft">
                    {p.paid ? t("payouts.figures.paid") : t("payouts.figures.net")}
                  </dt>
                  <dd className="font-semibold" data-testid="partner-payout-amount">
                    {p.paid ?? p.net}
                  </dd>
                </div>
              </dl>
              {p.transfer ? (
                <p className="mt-1 text-ink-soft" data-testid="partner-payout-transfer">
                  {t("payouts.partner.transfer", p.transfer)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {view.months.length > 0 ? (
        <div>
          <h3 className="text-base font-semibold">{t("payouts.partner.statement")}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {view.months.map((month) => (
              <li key={month}>
                <a
                  href={href(`/partner/statement/${month}`)}
                  className="btn-secondary"
                  download
                  data-testid={`statement-${month}`}
                >
                  {t("payouts.partner.download", { month })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
