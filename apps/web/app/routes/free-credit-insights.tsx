import { findBureau } from "@loansetu/api/content/bureaus";
import { formatDate, formatIndianNumber, formatRupees } from "@loansetu/domain/format";
import { Info } from "lucide-react";
import { Link, redirect } from "react-router";
import { creditCheckService } from "../features/credit-score/credit-check.server.ts";
import {
  CreditReport,
  RatingPill,
  ReportSection,
  ScoreCard,
} from "../features/credit-score/credit-report.tsx";
import { ScoreHistoryChart } from "../features/credit-score/score-history-chart.tsx";
import { customerOrLogin, localeOf } from "../features/dashboard/dashboard.server.ts";
import { learnContent } from "../features/learn/learn.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/free-credit-insights";

// The free credit score's detail page (spec §2 detail page, with the bands of the one scale of decision
// 0046): the score, the five factors rated from the report with why and what to do, the
// accounts and enquiries as reported, the history as a server-rendered SVG, the bureau lag notice, and
// what the next band is worth on a ₹5 lakh, 3-year personal loan. Server-rendered: no client JS needed.

export const handle: I18nHandle = { i18n: ["score", "dashboard", "journey", "learn"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { customer, deps } = customerOrLogin(context, locale);
  const t = translatorFor(locale);
  const view = await creditCheckService(deps).current(customer.user);
  if (!view) throw redirect(localePath(locale, "/free-credit-score"));
  const bureau = findBureau(view.bureau);
  const guide = (await learnContent(context)).guide(locale);
  const date = (iso: string) => formatDate(new Date(iso), locale);
  return {
    title: t("score.insights.title"),
    score: view.score,
    band: view.band,
    bureauSlug: view.bureau,
    fetchedText: t("score.insights.fetched", {
      bureau: bureau?.name[locale] ?? view.bureau,
      date: date(view.fetchedAt),
    }),
    refreshText: view.isScoreExpire
      ? t("score.insights.refreshNow")
      : t("score.insights.refreshOn", { date: date(view.refreshableAt) }),
    expired: view.isScoreExpire,
    factors: view.factors,
    accounts: view.report.accounts.map((a, index) => ({
      key: `${index}`,
      type: a.type,
      lender: a.lender,
      sanctioned: formatRupees(a.sanctioned),
      balance: formatRupees(a.balance),
      open: a.open,
      dpd: a.daysPastDue.slice(0, 12),
      late: a.daysPastDue.slice(0, 12).filter((days) => days > 0).length,
    })),
    enquiries: view.report.enquiries.map((e, index) => ({
      key: `${index}`,
      date: date(e.date),
      lender: e.lender,
      purpose: e.purpose,
    })),
    history: view.history.map((h) => ({ key: h.fetchedAt, label: date(h.fetchedAt), score: h.score })),
    notice: guide.notice,
    worth: {
      current: view.worth.current,
      next: view.worth.next,
      saving: view.worth.saving > 0 ? formatRupees(view.worth.saving) : null,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

const percent = (apr: number | null) => (apr === null ? "—" : `${formatIndianNumber(apr, 2)}%`);

export default function FreeCreditInsights({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const data = loaderData;
  const bandName = (band: string) => (band === "NA" ? t("score.worth.na") : band);
  return (
    <CreditReport>
      <ScoreCard score={data.score} band={data.band} testId="insights-score">
        <p className="mt-2 text-xs text-ink-soft" data-testid="fetched">
          {data.fetchedText}
        </p>
        <p className="text-xs text-ink-soft" data-testid="refresh">
          {data.refreshText}
        </p>
        {data.expired ? (
          <Link
            to={href(`/free-credit-score/${data.bureauSlug}`)}
            className="btn-secondary mt-3"
            data-testid="refresh-score"
          >
            {t("score.insights.refresh")}
          </Link>
        ) : null}
      </ScoreCard>

      <ReportSection id="worth" title={t("score.worth.title")} testId="worth">
        <p className="mt-1 text-sm text-ink-soft">{t("score.worth.intro")}</p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border border-line p-3">
            <dt className="text-sm text-ink-soft">{t("score.worth.yourBand")}</dt>
            <dd className="text-xl font-bold" data-testid="worth-current">
              {data.worth.current
                ? t("score.worth.apr", {
                    apr: percent(data.worth.current.apr),
                    band: bandName(data.worth.current.band),
                  })
                : t("score.worth.noOffer")}
            </dd>
          </div>
          {data.worth.next ? (
            <div className="rounded-lg border border-brand-200 bg-brand-50 p-3">
              <dt className="text-sm text-ink-soft">
                {t("score.worth.nextBand", { score: data.worth.next.fromScore })}
              </dt>
              <dd className="text-xl font-bold" data-testid="worth-next">
                {t("score.worth.apr", {
                  apr: percent(data.worth.next.apr),
                  band: bandName(data.worth.next.band),
                })}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 font-semibold" data-testid="worth-saving">
          {data.worth.saving
            ? t("score.worth.saving", { amount: data.worth.saving })
            : data.worth.next
              ? t("score.worth.noSaving")
              : t("score.worth.top")}
        </p>
        <p className="mt-1 text-xs text-ink-soft">{t("score.worth.method")}</p>
        <Link
          to={href("/apply/personal-loan")}
          className="btn-primary mt-3 w-full sm:w-auto"
          data-testid="worth-apply"
        >
          {t("score.worth.apply")}
        </Link>
      </ReportSection>

      <ReportSection id="factors" title={t("dashboard.insights.factors")}>
        <ul className="mt-2 divide-y divide-line">
          {data.factors.map((factor) => (
            <li key={factor.id} className="py-3" data-testid="factor">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{t(`score.factor.${factor.id}`)}</span>
                <RatingPill rating={factor.rating} label={t(`score.rating.${factor.rating}`)} />
              </div>
              <p className="mt-1 text-sm">
                {t(`score.why.${factor.id}.${factor.rating}`, { value: factor.value })}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {t(
                  `score.todo.${factor.id}.${factor.rating === "excellent" || factor.rating === "good" ? "keep" : factor.rating === "none" ? "none" : "fix"}`,
                )}
              </p>
            </li>
          ))}
        </ul>
      </ReportSection>

      <ReportSection id="accounts" title={t("score.accounts.title")}>
        {data.accounts.length === 0 ? (
          <p className="mt-2 text-sm">{t("score.accounts.none")}</p>
        ) : (
          // One card per account rather than a five-column table: on a 360 px phone the table's last column,
          // the late payments, sat off-screen in a sideways scroll. The cards keep every figure in view.
          <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="accounts">
            {data.accounts.map((a) => (
              <li key={a.key} className="rounded-lg border border-line p-3 text-sm" data-testid="account">
                <p className="font-semibold text-brand-950">
                  {t(`score.type.${a.type}`)} · <span lang="en">{a.lender}</span>
                  {a.open ? null : (
                    <span className="ml-2 rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-normal text-ink-soft">
                      {t("score.accounts.closed")}
                    </span>
                  )}
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
                  <div>
                    <dt className="text-xs text-ink-soft">{t("score.accounts.sanctioned")}</dt>
                    <dd className="font-semibold">{a.sanctioned}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-ink-soft">{t("score.accounts.balance")}</dt>
                    <dd className="font-semibold">{a.balance}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-ink-soft">{t("score.accounts.late")}</dt>
                    <dd
                      className={`font-semibold ${a.late > 0 ? "text-red-800" : "text-brand-800"}`}
                      data-testid="account-late"
                    >
                      {a.late === 0
                        ? t("score.accounts.noneLate")
                        : t("score.accounts.lateCount", { count: a.late })}
                    </dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-ink-soft">{t("score.accounts.dpd")}</dt>
                    <dd>
                      <ol className="mt-1 flex flex-wrap gap-1" data-testid="account-dpd">
                        {a.dpd.map((days, month) => (
                          <li
                            // The months are in a fixed order (latest first); the position is the identity.
                            // biome-ignore lint/suspicious/noArrayIndexKey: see above
                            key={month}
                            className={`min-w-8 rounded px-1 py-0.5 text-center text-xs tabular-nums ${
                              days > 0 ? "bg-red-50 font-semibold text-red-800" : "bg-zinc-100 text-ink-soft"
                            }`}
                          >
                            {days}
                          </li>
                        ))}
                      </ol>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-4 font-bold text-brand-950">{t("score.enquiries.title")}</h3>
        {data.enquiries.length === 0 ? (
          <p className="mt-1 text-sm">{t("score.enquiries.none")}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm" data-testid="enquiries">
            {data.enquiries.map((e) => (
              <li key={e.key}>
                {e.date} · <span lang="en">{e.lender}</span> · {t(`score.type.${e.purpose}`)}
              </li>
            ))}
          </ul>
        )}
      </ReportSection>

      <ReportSection id="history" title={t("score.history.title")}>
        {data.history.length === 0 ? (
          <p className="mt-2 text-sm">{t("score.history.none")}</p>
        ) : (
          <ScoreHistoryChart points={data.history} label={t("score.history.label")} />
        )}
      </ReportSection>

      <aside
        className="mt-4 flex gap-3 rounded-xl border border-accent-500/50 bg-amber-50 p-4"
        data-testid="lag-notice"
      >
        <Info aria-hidden size={22} className="mt-0.5 shrink-0 text-amber-700" />
        <div className="text-sm">
          <p>{data.notice}</p>
          <p className="mt-1">{t("score.insights.lag")}</p>
        </div>
      </aside>
    </CreditReport>
  );
}
