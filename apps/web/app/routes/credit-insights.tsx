import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from "@loansetu/domain/credit-score";
import { formatMonthYear } from "@loansetu/domain/format";
import {
  CreditReport,
  RatingPill,
  ReportSection,
  ScoreCard,
} from "../features/credit-score/credit-report.tsx";
import { checkedText, customerOrLogin, localeOf } from "../features/dashboard/dashboard.server.ts";
import { isAppError } from "../features/journey/journey.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import type { Route } from "./+types/credit-insights";

// The credit score detail page ('View Credit Insights' on the dashboard card, spec §2): the gauge, the
// bands of the one scale (decision 0046, in place of the spec's marks Poor 350 … Exceptional 900), the factors behind the score and its history,
// from the bureau adapter as `GET /api/credit-score?leadId=` answers it. Back goes to /dashboard.

export const handle: I18nHandle = { i18n: ["dashboard", "journey"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { customer, service } = customerOrLogin(context, locale);
  const t = translatorFor(locale);
  const detail = await service.creditScore(customer.user, params.leadId, locale).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  return {
    title: t("dashboard.meta.credit"),
    score: detail.creditScore,
    band: detail.band,
    expired: detail.isScoreExpire,
    checkedText: checkedText(t, detail.bureau, detail.checkedAt, locale),
    factors: detail.insights?.factors ?? [],
    history: (detail.insights?.history ?? []).map((point) => {
      const [year, month] = point.month.split("-").map(Number);
      return { label: formatMonthYear({ year: year!, month: month! }, locale), score: point.score };
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export default function CreditInsights({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  const at = (score: number) =>
    `${((score - CREDIT_SCORE_MIN) / (CREDIT_SCORE_MAX - CREDIT_SCORE_MIN)) * 100}%`;
  return (
    <CreditReport>
      {data.score === null ? (
        <p className="card mt-4">{t("dashboard.credit.noHistoryText")}</p>
      ) : (
        <>
          <ScoreCard score={data.score} band={data.band}>
            <p className="mt-2 text-xs text-ink-soft">{data.checkedText}</p>
            {data.expired ? <p className="text-xs text-ink-soft">{t("dashboard.credit.expired")}</p> : null}
          </ScoreCard>
          <ReportSection id="factors" title={t("dashboard.insights.factors")}>
            <ul className="mt-2 divide-y divide-line">
              {data.factors.map((factor) => (
                <li
                  key={factor.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                  data-testid="factor"
                >
                  <span>
                    <span className="block font-semibold">{t(`dashboard.insights.factor.${factor.id}`)}</span>
                    <span className="block text-xs text-ink-soft">
                      {t(`dashboard.insights.impact.${factor.impact}`)}
                    </span>
                  </span>
                  <RatingPill
                    rating={factor.rating}
                    label={t(`dashboard.insights.rating.${factor.rating}`)}
                  />
                </li>
              ))}
            </ul>
          </ReportSection>
          <ReportSection id="history" title={t("dashboard.insights.history")}>
            <table className="mt-2 w-full text-sm" data-testid="history">
              <thead>
                <tr className="text-left text-ink-soft">
                  <th scope="col" className="py-1 font-semibold">
                    {t("dashboard.insights.month")}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {t("dashboard.insights.score")}
                  </th>
                  <th scope="col" className="w-1/2 py-1">
                    <span className="sr-only">{t("dashboard.insights.score")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((point) => (
                  <tr key={point.label} className="border-t border-line">
                    <td className="py-1.5">{point.label}</td>
                    <td className="py-1.5 font-semibold">{point.score}</td>
                    <td className="py-1.5">
                      <span
                        aria-hidden
                        className="block h-2 rounded-full bg-brand-600"
                        style={{ width: at(point.score) }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ReportSection>
          <p className="mt-3 text-xs text-ink-soft">{t("dashboard.insights.sandbox")}</p>
        </>
      )}
    </CreditReport>
  );
}
