import {
  grandPrixStandings,
  keepLastMonthsWinners,
  kolkataMonth,
  leaderboard,
  monthRange,
  ownStanding,
  pastWinners,
  tiersFor,
} from "@loansetu/api/partners/grand-prix";
import { formatCompactAmount, formatDate } from "@loansetu/domain/format";
import { Trophy } from "lucide-react";
import { Link } from "react-router";
import { appContext } from "../context.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale, type Locale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/sales-grand-prix";

// `/sales-grand-prix` (spec §1, §2): the monthly contest's rules, this month's prize tiers
// (data/sales-grand-prix.json, dated), its dates, the live top ten from the database (cached a minute;
// shortened business names, never a customer), the signed-in partner's own rank and what the next tier
// needs, and past months' winners.

export const handle: I18nHandle = { i18n: ["partners"] };

const localeOf = (lang: string | undefined): Locale => (isLocale(lang) ? lang : "en");

function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(monthRange(month).start);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const t = translatorFor(locale);
  const { deps, partner } = context.get(appContext);
  const month = kolkataMonth(deps.clock());
  const file = await deps.data.get("sales-grand-prix.json");
  const tiers = tiersFor(file, month);
  await keepLastMonthsWinners(deps).catch((error: unknown) =>
    deps.logger.warn({ err: String(error) }, "Sales Grand Prix: last month's winners not kept"),
  );
  const [standings, past] = await Promise.all([
    grandPrixStandings(deps, month),
    pastWinners(deps.database.db),
  ]);
  const { start, end } = monthRange(month);
  const money = (amount: number) => formatCompactAmount(amount, { locale, rupee: true });
  const tierName = (id: string) => t(`partners.gp.tier.${id}`);
  const own = partner ? ownStanding(standings, partner.id, tiers) : null;
  return {
    title: t("partners.gp.metaTitle"),
    description: t("partners.gp.metaDescription"),
    month: monthName(month, locale),
    start: formatDate(start, locale),
    end: formatDate(new Date(end.getTime() - 1), locale),
    asOf: formatDate(new Date(file.asOf), locale),
    tiers: tiers
      .toSorted((a, b) => b.minAmount - a.minAmount)
      .map((tier) => ({
        id: tier.id,
        name: tierName(tier.id),
        amount: money(tier.minAmount),
        prize: locale === "hi" ? tier.prizeHi : tier.prize,
      })),
    rows: leaderboard(standings).map((row) => ({ ...row, amount: money(row.amount) })),
    own: own
      ? {
          rank: own.rank,
          amount: money(own.amount),
          count: own.count,
          next: own.next ? { tier: tierName(own.next.id), needed: money(own.needed) } : null,
        }
      : null,
    signedIn: Boolean(partner),
    past: past.map((winner) => ({
      ...winner,
      month: monthName(winner.month, locale),
      amount: money(winner.amount),
      prize: winner.prize ? tierName(winner.prize) : null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Sales Grand Prix") },
  { name: "description", content: loaderData?.description },
  { property: "og:title", content: loaderData?.title },
];

export default function SalesGrandPrix({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const d = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold text-brand-950">
          <Trophy aria-hidden className="text-amber-600" size={32} />
          {t("partners.gp.title")}
        </h1>
        <p className="mt-2 max-w-3xl text-ink-soft">{t("partners.gp.intro")}</p>
      </header>

      <section aria-labelledby="gp-month" className="card">
        <h2 id="gp-month" className="text-xl font-semibold">
          {t("partners.gp.monthTitle", { month: d.month })}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t("partners.gp.dates", { start: d.start, end: d.end })}</p>
        {d.own ? (
          <div className="mt-4 rounded-lg bg-brand-50 p-4" data-testid="gp-own">
            <h3 className="font-semibold">{t("partners.gp.yourTitle")}</h3>
            <p data-testid="gp-own-rank">
              {d.own.rank === null
                ? t("partners.gp.yourNoRank")
                : t("partners.gp.yourRank", { rank: d.own.rank, amount: d.own.amount, count: d.own.count })}
            </p>
            <p className="text-sm">
              {d.own.next
                ? t("partners.gp.yourNext", { needed: d.own.next.needed, tier: d.own.next.tier })
                : t("partners.gp.yourTop")}
            </p>
          </div>
        ) : (
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to={href("/partners")} className="btn-primary">
              {t("partners.gp.join")}
            </Link>
            <Link to={href("/partner")} className="btn-secondary">
              {t("partners.gp.login")}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="gp-board">
        <h2 id="gp-board" className="text-xl font-semibold">
          {t("partners.gp.leaderboardTitle")}
        </h2>
        {d.rows.length === 0 ? (
          <EmptyState
            className="mt-3"
            text={t("partners.gp.leaderboardEmpty")}
            next={{ to: href("/partner"), label: t("emptyList.partnerArea") }}
            testId="gp-empty"
          />
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm" data-testid="gp-leaderboard">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-2">
                    {t("partners.gp.rank")}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {t("partners.gp.partner")}
                  </th>
                  <th scope="col" className="hidden py-2 pr-2 sm:table-cell">
                    {t("partners.gp.city")}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    {t("partners.gp.amount")}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t("partners.gp.loans")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((row) => (
                  <tr key={`${row.rank}-${row.name}`} className="border-b border-line" data-testid="gp-row">
                    <td className="py-2 pr-2 font-bold">{row.rank}</td>
                    <td className="py-2 pr-2" lang="en" data-testid="gp-row-name">
                      {row.name}
                    </td>
                    <td className="hidden py-2 pr-2 sm:table-cell" lang="en">
                      {row.city}
                    </td>
                    <td className="py-2 pr-2 text-right whitespace-nowrap">{row.amount}</td>
                    <td className="py-2 text-right">{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-2 text-xs text-ink-soft">{t("partners.gp.updated")}</p>
      </section>

      <section aria-labelledby="gp-tiers">
        <h2 id="gp-tiers" className="text-xl font-semibold">
          {t("partners.gp.tiersTitle")}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="gp-tiers">
          {d.tiers.map((tier) => (
            <li key={tier.id} className="card">
              <p className="text-lg font-bold">{tier.name}</p>
              <p className="text-sm text-ink-soft">{t("partners.gp.tierLine", { amount: tier.amount })}</p>
              <p className="mt-1">{tier.prize}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="gp-rules">
        <h2 id="gp-rules" className="text-xl font-semibold">
          {t("partners.gp.rulesTitle")}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          {(["rule1", "rule2", "rule3", "rule4", "rule5"] as const).map((key) => (
            <li key={key}>{t(`partners.gp.${key}`)}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="gp-past">
        <h2 id="gp-past" className="text-xl font-semibold">
          {t("partners.gp.pastTitle")}
        </h2>
        {d.past.length === 0 ? (
          <p className="mt-2 text-ink-soft">{t("partners.gp.pastEmpty")}</p>
        ) : (
          <ul className="mt-3 space-y-1" data-testid="gp-past">
            {d.past.map((winner) => (
              <li key={`${winner.month}-${winner.rank}`}>
                <span className="font-semibold">{winner.month}</span> · #{winner.rank}{" "}
                <span lang="en">{winner.name}</span> (<span lang="en">{winner.city}</span>) · {winner.amount}
                {winner.prize ? ` · ${winner.prize}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
