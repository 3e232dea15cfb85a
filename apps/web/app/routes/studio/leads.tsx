import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { formatDate } from "@loansetu/domain/format";
import { PIPELINE_STAGE_KEYS } from "@loansetu/domain/pipeline";
import { Link } from "react-router";
import {
  CITY_SLUGS,
  FILTER_KEYS,
  filterOf,
  pipelineServices,
} from "../../features/pipeline/pipeline.server.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { badgesByShortName, LenderName } from "../../ui/lender-badge.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/leads";

// `/studio/leads`: every application, newest first. The filters are a plain GET form, so they
// live in the URL and work without JavaScript; applying them leaves out the page number, so the list starts
// again at page 1. Counts per stage (under the other filters) link to that stage. Mobiles are masked.

export const handle: I18nHandle = { i18n: ["studio", "pipeline"] };
export const READ_ROLES = ["operations", "admin", "viewer"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { deps, locale } = await requireEmployeePage(args, READ_ROLES);
  const url = new URL(args.request.url);
  const { filter, invalid, page } = filterOf(url);
  const { queries } = pipelineServices(deps);
  const [result, lenders, cities] = await Promise.all([
    queries.list(filter, page),
    deps.data.get("lenders.json"),
    deps.data.get("cities.json"),
  ]);
  const t = translatorFor(locale);
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return {
    title: t("pipeline.list.title"),
    filter,
    query: search.toString(),
    invalid,
    ...result,
    lenders: lenders.lenders.map((l) => ({ id: l.id, name: l.shortName })),
    badges: badgesByShortName(
      lenders.lenders,
      result.leads.map((lead) => lead.lenderName),
    ),
    cities: cities.cities
      .filter((c) => CITY_SLUGS.includes(c.slug))
      .map((c) => ({ slug: c.slug, name: locale === "hi" ? c.nameHi : c.name })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Leads") },
  { name: "robots", content: "noindex, nofollow" },
];

const field = "mt-1 block w-full rounded border border-line bg-white px-2 py-1.5 text-sm text-ink";

export default function StudioLeads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const data = loaderData;
  const listPath = href("/studio/leads");
  const withQuery = (changes: Record<string, string | undefined>) => {
    const search = new URLSearchParams(data.query);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) search.delete(key);
      else search.set(key, value);
    }
    const text = search.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  const f = data.filter;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{t("pipeline.list.heading")}</h1>

      <nav aria-label={t("pipeline.list.countsLabel")} className="mt-4">
        <ul className="flex flex-wrap gap-2" data-testid="stage-counts">
          <li>
            <Link
              to={withQuery({ stage: undefined, page: undefined })}
              aria-current={f.stage === undefined ? "page" : undefined}
              className={`inline-block rounded-full border px-3 py-1 text-sm ${f.stage === undefined ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink"}`}
            >
              {t("pipeline.list.all")}
            </Link>
          </li>
          {PIPELINE_STAGE_KEYS.map((key) => (
            <li key={key}>
              <Link
                to={withQuery({ stage: key, page: undefined })}
                aria-current={f.stage === key ? "page" : undefined}
                data-testid={`stage-count-${key}`}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${f.stage === key ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink"}`}
              >
                {t(`pipeline.stage.${key}`)}: <strong>{data.counts[key]}</strong>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form method="get" action={listPath} className="mt-4 rounded-lg border border-line bg-white p-4">
        <h2 className="text-lg font-semibold text-brand-950">{t("pipeline.list.filters")}</h2>
        {data.invalid ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {t("pipeline.list.invalid")}
          </p>
        ) : null}
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className="block text-sm font-medium text-ink lg:col-span-2">
            {t("pipeline.list.search")}
            <input
              name="q"
              defaultValue={f.q ?? ""}
              inputMode="text"
              autoComplete="off"
              aria-describedby="search-hint"
              className={field}
            />
            <span id="search-hint" className="mt-1 block text-xs text-ink-soft">
              {t("pipeline.list.searchHint")}
            </span>
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.product")}
            <select name="product" defaultValue={f.product ?? ""} className={field}>
              <option value="">{t("pipeline.list.any")}</option>
              {JOURNEY_PRODUCTS.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {t(`pipeline.product.${p.slug}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.stage")}
            <select name="stage" defaultValue={f.stage ?? ""} className={field}>
              <option value="">{t("pipeline.list.any")}</option>
              {PIPELINE_STAGE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`pipeline.stage.${key}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.status")}
            <select name="status" defaultValue={f.status ?? ""} className={field}>
              <option value="">{t("pipeline.list.any")}</option>
              {(["active", "Completed", "Cancelled"] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`pipeline.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.lender")}
            <select
              name="lender"
              defaultValue={f.lender === undefined ? "" : String(f.lender)}
              className={field}
            >
              <option value="">{t("pipeline.list.any")}</option>
              {data.lenders.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.city")}
            <select name="city" defaultValue={f.city ?? ""} className={field}>
              <option value="">{t("pipeline.list.any")}</option>
              {data.cities.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.source")}
            <input name="source" defaultValue={f.source ?? ""} className={field} autoComplete="off" />
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.from")}
            <input type="date" name="from" defaultValue={f.from ?? ""} className={field} />
          </label>
          <label className="block text-sm font-medium text-ink">
            {t("pipeline.list.to")}
            <input type="date" name="to" defaultValue={f.to ?? ""} className={field} />
          </label>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary">
            {t("pipeline.list.apply")}
          </button>
          <Link to={listPath} className="text-sm text-brand-800 underline">
            {t("pipeline.list.clear")}
          </Link>
          <a
            href={`/api/studio/leads/export.csv${data.query ? `?${data.query}` : ""}`}
            className="ml-auto text-sm text-brand-800 underline"
            download
          >
            {t("pipeline.list.export")}
          </a>
        </div>
      </form>

      <p className="mt-4 text-sm text-ink-soft" data-testid="lead-total">
        {t("pipeline.list.total", { count: data.total })}
      </p>

      {data.leads.length === 0 ? (
        <EmptyState
          className="mt-2"
          text={t("pipeline.list.empty")}
          next={{ to: href("/studio/leads"), label: t("emptyList.clearFilters") }}
          testId="leads-empty"
        />
      ) : (
        // A region the keyboard can reach, so the wide table scrolls on a phone without a mouse.
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={t("pipeline.list.tableLabel")}
          className="mt-2 overflow-x-auto rounded-lg border border-line bg-white"
        >
          <table className="min-w-full text-left text-sm" data-testid="leads-table">
            <thead className="bg-brand-50 text-ink">
              <tr>
                {(
                  [
                    "reference",
                    "created",
                    "applicant",
                    "mobile",
                    "product",
                    "stage",
                    "status",
                    "lender",
                    "city",
                    "source",
                  ] as const
                ).map((col) => (
                  <th key={col} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                    {t(`pipeline.list.col.${col}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.leads.map((lead) => (
                <tr key={lead.reference} className="border-t border-line" data-testid="lead-row">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-semibold">
                    <Link to={href(`/studio/leads/${lead.reference}`)} className="text-brand-800 underline">
                      {lead.reference}
                    </Link>
                  </th>
                  <td className="whitespace-nowrap px-3 py-2">
                    {formatDate(new Date(lead.createdAt), locale)}
                  </td>
                  <td className="px-3 py-2">{lead.name ?? "—"}</td>
                  <td className="whitespace-nowrap px-3 py-2 font-mono" data-testid="lead-mobile">
                    {lead.mobileMasked}
                  </td>
                  <td className="px-3 py-2">{t(`pipeline.product.${lead.product}`)}</td>
                  <td className="px-3 py-2" data-testid="lead-stage">
                    {t(`pipeline.stage.${lead.stage}`)}
                  </td>
                  <td className="px-3 py-2">
                    {t(`pipeline.status.${lead.status}`)}
                    {lead.optedOut ? ` (${t("pipeline.list.optedOut")})` : ""}
                  </td>
                  <td className="px-3 py-2">
                    {lead.lenderName ? (
                      <LenderName
                        lender={data.badges[lead.lenderName]}
                        name={lead.lenderName}
                        className="whitespace-nowrap"
                      />
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-3 py-2">{data.cities.find((c) => c.slug === lead.city)?.name ?? "—"}</td>
                  <td className="px-3 py-2">{lead.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {data.pages > 1 ? (
        <nav aria-label={t("pipeline.list.pagination")} className="mt-4 flex items-center gap-4 text-sm">
          {data.page > 1 ? (
            <Link
              to={withQuery({ page: String(data.page - 1) })}
              className="text-brand-800 underline"
              rel="prev"
            >
              {t("pipeline.list.previous")}
            </Link>
          ) : null}
          <span>{t("pipeline.list.page", { page: data.page, pages: data.pages })}</span>
          {data.page < data.pages ? (
            <Link
              to={withQuery({ page: String(data.page + 1) })}
              className="text-brand-800 underline"
              rel="next"
            >
              {t("pipeline.list.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
