import { queryAudit } from "@loansetu/api/audit/query";
import { formatDateTime } from "@loansetu/domain/format";
import { Form, Link } from "react-router";
import { recordPageRead, requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import type { Route } from "./+types/audit";

/**
 * `/studio/audit` (admin): the audit log, newest first, 50 a page, filtered by actor, action, lead and days
 * (all in the URL, so a filtered view can be shared; a new filter starts at page 1). Read only.
 */
export const handle: I18nHandle = { i18n: ["studio"] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const clean = (value: string | null, max: number) => {
  const text = (value ?? "").trim().slice(0, max);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refuse control characters in filters
  return text && !/[\u0000-\u001f\u007f]/.test(text) ? text : "";
};

export async function loader(args: Route.LoaderArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, ["admin"]);
  const t = translatorFor(locale);
  const q = args.url.searchParams;
  const filters = {
    actor: clean(q.get("actor"), 254),
    action: clean(q.get("action"), 64),
    lead: clean(q.get("lead"), 40),
    from: DAY.test(q.get("from") ?? "") ? q.get("from")! : "",
    to: DAY.test(q.get("to") ?? "") ? q.get("to")! : "",
  };
  const page = Math.min(100_000, Math.max(1, Number.parseInt(q.get("page") ?? "1", 10) || 1));
  // Reading the audit log is itself recorded (it holds who did what to whose data).
  await recordPageRead(args, employee, "audit.view", { details: { ...filters, page } });
  const result = await queryAudit(deps.database.db, {
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    lead: filters.lead || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
  });
  return {
    title: t("studio.audit.title"),
    filters,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    items: result.items.map((item) => ({
      ...item,
      when: formatDateTime(new Date(item.at), locale),
      change: [item.before, item.after, item.details].map((v) => (v === null ? "" : JSON.stringify(v))),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Studio") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StudioAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, items, page, pageCount, total } = loaderData;
  const pageHref = (n: number) => {
    const search = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
    if (n > 1) search.set("page", String(n));
    return `?${search}`;
  };
  const input =
    "mt-1 w-full rounded-lg border border-line px-3 py-2 outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";
  const fields = [
    { name: "actor", type: "text", max: 254 },
    { name: "action", type: "text", max: 64 },
    { name: "lead", type: "text", max: 40 },
    { name: "from", type: "date", max: 10 },
    { name: "to", type: "date", max: 10 },
  ] as const;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{t("studio.audit.heading")}</h1>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6" role="search">
        {fields.map((field) => (
          <div key={field.name}>
            <label htmlFor={`audit-${field.name}`} className="block text-sm font-semibold">
              {t(`studio.audit.filter.${field.name}`)}
            </label>
            <input
              id={`audit-${field.name}`}
              name={field.name}
              type={field.type}
              maxLength={field.max}
              defaultValue={filters[field.name]}
              className={input}
            />
          </div>
        ))}
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            {t("studio.audit.apply")}
          </button>
          <Link to="?" className="px-2 py-2 text-sm font-semibold text-brand-800 underline">
            {t("studio.audit.clear")}
          </Link>
        </div>
      </Form>
      <p className="mt-4 text-sm" role="status">
        {t("studio.audit.count", { count: total })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          className="mt-4"
          text={t("studio.audit.empty")}
          next={{ to: "?", label: t("studio.audit.clear") }}
          testId="audit-empty"
        />
      ) : (
        <section
          className="mt-3 overflow-x-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-label={t("studio.audit.heading")}
        >
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                {["when", "actor", "role", "action", "lead", "change", "request"].map((key) => (
                  <th key={key} scope="col" className="px-2 py-2 font-semibold">
                    {t(`studio.audit.column.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-line align-top" data-testid="audit-row">
                  <td className="px-2 py-2 whitespace-nowrap">{item.when}</td>
                  <td className="px-2 py-2 break-all">{item.actorLabel ?? item.actorType}</td>
                  <td className="px-2 py-2">
                    {item.actorRole
                      ? item.actorRole
                          .split(",")
                          .filter(Boolean)
                          .map((role) => t(`studio.roles.${role}`))
                          .join(", ")
                      : ""}
                  </td>
                  <td className="px-2 py-2 font-mono">{item.action}</td>
                  <td className="px-2 py-2">{item.leadReference ?? ""}</td>
                  <td className="max-w-md px-2 py-2 font-mono text-xs break-all">
                    {item.change[0] ? <div>{t("studio.audit.before", { value: item.change[0] })}</div> : null}
                    {item.change[1] ? <div>{t("studio.audit.after", { value: item.change[1] })}</div> : null}
                    {item.change[2] ? <div>{item.change[2]}</div> : null}
                  </td>
                  <td className="px-2 py-2 font-mono text-xs break-all">
                    {item.requestId ?? ""} {item.ip ?? ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t("studio.audit.pages")} className="mt-4 flex items-center gap-4">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="font-semibold text-brand-800 underline">
              {t("studio.audit.previous")}
            </Link>
          ) : null}
          <span>{t("studio.audit.pageOf", { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} className="font-semibold text-brand-800 underline">
              {t("studio.audit.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
