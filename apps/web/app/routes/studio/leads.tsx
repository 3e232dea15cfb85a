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
import { FilterForm, FilterInput, FilterSelect } from "../../features/studio/list-filters.tsx";
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

      <FilterForm
        action={listPath}
        title={t("pipeline.list.filters")}
        invalid={data.invalid ? t("pipeline.list.invalid") : null}
        actions={
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
        }
      >
        <FilterInput
          label={t("pipeline.list.search")}
          name="q"
          value={f.q}
          className="lg:col-span-2"
          hint={{ id: "search-hint", text: t("pipeline.list.searchHint") }}
        />
        <FilterSelect
          label={t("pipeline.list.product")}
          name="product"
          value={f.product}
          any={t("pipeline.list.any")}
          options={JOURNEY_PRODUCTS.map((p) => ({ value: p.slug, label: t(`pipeline.product.${p.slug}`) }))}
        />
        <FilterSelect
          label={t("pipeline.list.stage")}
          name="stage"
          value={f.stage}
          any={t("pipeline.list.any")}
          options={PIPELINE_STAGE_KEYS.map((key) => ({ value: key, label: t(`pipeline.stage.${key}`) }))}
        />
        <FilterSelect
          label={t("pipeline.list.status")}
          name="status"
          value={f.status}
          any={t("pipeline.list.any")}
          options={(["active", "Completed", "Cancelled"] as const).map((s) => ({
            value: s,
            label: t(`pipeline.status.${s}`),
          }))}
        />
        <FilterSelect
          label={t("pipeline.list.lender")}
          name="lender"
          value={f.lender}
          any={t("pipeline.list.any")}
          options={data.lenders.map((l) => ({ value: l.id, label: l.name }))}
        />
        <FilterSelect
          label={t("pipeline.list.city")}
          name="city"
          value={f.city}
          any={t("pipeline.list.any")}
          options={data.cities.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <FilterInput label={t("pipeline.list.source")} name="source" value={f.source} />
        <FilterInput label={t("pipeline.list.from")} name="from" value={f.from} type="date" />
        <FilterInput label={t("pipeline.list.to")} name="to" value={f.to} type="date" />
      </FilterForm>

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
