import { formatPercent } from "@loansetu/domain/format";
import { PAYOUT_STATUSES } from "@loansetu/domain/payout";
import { Link } from "react-router";
import {
  PAYOUT_FILTER_KEYS,
  payoutFilterOf,
  payoutServices,
  rupeesOfPaise,
} from "../../features/payouts/payouts.server.ts";
import { FilterForm, FilterInput, FilterSelect } from "../../features/studio/list-filters.tsx";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { badgesByShortName, LenderName } from "../../ui/lender-badge.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/payouts";

// `/studio/payouts` (finance; admin reads): every payout, newest first, with the filters (status,
// partner, lender, month) as a plain GET form, the filter's totals and its CSV export (the API's route,
// audited). Each row opens the payout, where finance changes its status.

export const handle: I18nHandle = { i18n: ["studio", "payouts"] };
export const READ_ROLES = ["finance", "admin"] as const;
const PAGE_SIZE = 50;

export async function loader(args: Route.LoaderArgs) {
  const { deps, locale } = await requireEmployeePage(args, READ_ROLES);
  const url = new URL(args.request.url);
  const { filter, invalid, page } = payoutFilterOf(url);
  const { payouts } = payoutServices(deps);
  const [found, partners, lenders] = await Promise.all([
    payouts.list(filter, page, PAGE_SIZE),
    payouts.partnerOptions(),
    deps.data.get("lenders.json"),
  ]);
  const search = new URLSearchParams();
  for (const key of PAYOUT_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) search.set(key, String(value));
  }
  return {
    title: translatorFor(locale)("payouts.list.title"),
    filter,
    query: search.toString(),
    invalid,
    page,
    more: found.items.length === PAGE_SIZE,
    totals: {
      count: found.totals.count,
      payout: rupeesOfPaise(found.totals.payoutPaise),
      gst: rupeesOfPaise(found.totals.gstPaise),
      tds: rupeesOfPaise(found.totals.tdsPaise),
      net: rupeesOfPaise(found.totals.netPaise),
      paid: rupeesOfPaise(found.totals.paidRupees * 100),
    },
    items: found.items.map((p) => ({
      reference: p.reference,
      month: p.month,
      partner: p.partnerName,
      lender: p.lenderName,
      product: p.product,
      rate: formatPercent(p.rateBps / 100, 2),
      payout: rupeesOfPaise(p.payoutPaise),
      gst: rupeesOfPaise(p.gstPaise),
      tds: rupeesOfPaise(p.tdsPaise),
      net: rupeesOfPaise(p.netPaise),
      paid: p.paidRupees === null ? null : rupeesOfPaise(p.paidRupees * 100),
      status: p.status,
    })),
    partners: partners.map((p) => ({ id: p.id, name: `${p.name} (${p.code})` })),
    lenders: lenders.lenders.map((l) => ({ id: l.id, name: l.shortName })),
    badges: badgesByShortName(
      lenders.lenders,
      found.items.map((p) => p.lenderName),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Payouts") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StudioPayouts({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const listPath = href("/studio/payouts");
  const f = data.filter;
  const pageLink = (page: number) => {
    const search = new URLSearchParams(data.query);
    if (page > 1) search.set("page", String(page));
    const text = search.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  const exportHref = `/api/studio/payouts/export.csv${data.query ? `?${data.query}` : ""}`;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-950">{t("payouts.list.heading")}</h1>
        <Link to={href("/studio/payout-grid")} className="text-sm text-brand-800 underline">
          {t("payouts.list.grid")}
        </Link>
      </div>

      <FilterForm
        action={listPath}
        title={t("payouts.list.filters")}
        invalid={data.invalid ? t("payouts.list.invalid") : null}
        actions={
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              {t("payouts.list.apply")}
            </button>
            <Link to={listPath} className="btn-secondary">
              {t("payouts.list.clear")}
            </Link>
          </div>
        }
      >
        <FilterSelect
          label={t("payouts.list.status")}
          name="status"
          value={f.status}
          any={t("payouts.list.any")}
          options={PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`payouts.status.${s}`) }))}
        />
        <FilterSelect
          label={t("payouts.list.partner")}
          name="partnerId"
          value={f.partnerId}
          any={t("payouts.list.any")}
          options={data.partners.map((p) => ({ value: p.id, label: p.name }))}
        />
        <FilterSelect
          label={t("payouts.list.lender")}
          name="lenderId"
          value={f.lenderId}
          any={t("payouts.list.any")}
          options={data.lenders.map((l) => ({ value: l.id, label: l.name }))}
        />
        <FilterInput label={t("payouts.list.month")} name="month" value={f.month} type="month" />
      </FilterForm>

      <section aria-labelledby="payout-totals" className="mt-4 rounded-lg border border-line bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="payout-totals" className="text-lg font-semibold text-brand-950">
            {t("payouts.list.totals")}
          </h2>
          <a href={exportHref} className="btn-secondary" download>
            {t("payouts.list.export")}
          </a>
        </div>
        <dl
          data-testid="payout-totals"
          className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6"
        >
          {(
            [
              ["count", String(data.totals.count)],
              ["payout", data.totals.payout],
              ["gst", data.totals.gst],
              ["tds", data.totals.tds],
              ["net", data.totals.net],
              ["paid", data.totals.paid],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-ink-soft">
                {key === "count" || key === "gst" || key === "tds"
                  ? t(`payouts.list.${key}`)
                  : t(`payouts.figures.${key}`)}
              </dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {data.items.length === 0 ? (
        <EmptyState
          className="mt-4"
          text={t("payouts.list.empty")}
          next={{ to: href("/studio/payouts"), label: t("emptyList.clearFilters") }}
          testId="payouts-empty"
        />
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full min-w-[56rem] text-left text-sm" data-testid="payout-table">
            <thead className="bg-surface text-ink-soft">
              <tr>
                <th className="px-3 py-2">{t("payouts.list.reference")}</th>
                <th className="px-3 py-2">{t("payouts.list.month")}</th>
                <th className="px-3 py-2">{t("payouts.list.partner")}</th>
                <th className="px-3 py-2">{t("payouts.list.lender")}</th>
                <th className="px-3 py-2">{t("payouts.figures.rate")}</th>
                <th className="px-3 py-2 text-right">{t("payouts.figures.payout")}</th>
                <th className="px-3 py-2 text-right">{t("payouts.figures.net")}</th>
                <th className="px-3 py-2">{t("payouts.list.status")}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((p) => (
                <tr key={p.reference} className="border-t border-line" data-testid={`payout-${p.reference}`}>
                  <td className="px-3 py-2">
                    <Link
                      to={href(`/studio/payouts/${p.reference}`)}
                      aria-label={t("payouts.list.open", { reference: p.reference })}
                      className="font-medium text-brand-800 underline"
                    >
                      {p.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{p.month}</td>
                  <td className="px-3 py-2">{p.partner}</td>
                  <td className="px-3 py-2">
                    <LenderName
                      lender={data.badges[p.lender]}
                      name={p.lender}
                      className="whitespace-nowrap"
                    />
                  </td>
                  <td className="px-3 py-2">{p.rate}</td>
                  <td className="px-3 py-2 text-right">{p.payout}</td>
                  <td className="px-3 py-2 text-right">{p.net}</td>
                  <td className="px-3 py-2" data-testid="payout-status">
                    {t(`payouts.status.${p.status}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="mt-3 flex gap-3 text-sm" aria-label={t("payouts.list.page", { page: data.page })}>
        {data.page > 1 ? (
          <Link to={pageLink(data.page - 1)} className="text-brand-800 underline">
            {t("payouts.list.previous")}
          </Link>
        ) : null}
        {data.more ? (
          <Link to={pageLink(data.page + 1)} className="text-brand-800 underline">
            {t("payouts.list.next")}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
