import { formatDateTime } from "@loansetu/domain/format";
import { SHARE_STATUSES, type ShareStatus } from "@loansetu/domain/lender-share";
import { Form, Link } from "react-router";
import { requireLenderPage } from "../../features/lender/lender.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/home";

/** `/lender`: the applications shared with the user's lender, 20 a page, filtered by status. */
export const handle: I18nHandle = { i18n: ["lender"] };

export async function loader(args: Route.LoaderArgs) {
  const { portal, user, locale } = requireLenderPage(args);
  const url = new URL(args.request.url);
  const wanted = url.searchParams.get("status");
  const status = (SHARE_STATUSES as readonly string[]).includes(wanted ?? "")
    ? (wanted as ShareStatus)
    : undefined;
  const cursorParam = url.searchParams.get("cursor") ?? "";
  const cursor = /^[0-9a-f-]{36}$/.test(cursorParam) ? cursorParam : undefined;
  const page = await portal.list(user, { status, cursor });
  return {
    page,
    status: status ?? "",
    paged: cursor !== undefined,
    lenderName: user.lenderName,
    title: translatorFor(locale)("lender.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: pageTitle(data?.title) }];

export default function LenderHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { page, status, paged } = loaderData;
  const query = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), ...extra }).toString()}`;
  return (
    <div>
      <h1 className="text-2xl font-semibold">
        {t("lender.list.heading", { lender: loaderData.lenderName })}
      </h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="block w-full min-w-0 sm:w-auto">
          <span className="block text-sm font-medium">{t("lender.list.filter")}</span>
          <select
            name="status"
            defaultValue={status}
            className="mt-1 w-full max-w-full rounded border border-line px-3 py-2 sm:w-auto"
          >
            <option value="">{t("lender.list.all")}</option>
            {SHARE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`lender.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          {t("lender.list.apply")}
        </button>
      </Form>
      {page.items.length === 0 ? (
        <p className="card mt-6 text-ink-soft" data-testid="lender-empty">
          {t("lender.list.empty")}
        </p>
      ) : (
        <ul
          className="mt-6 divide-y divide-line rounded border border-line bg-white"
          data-testid="lender-applications"
        >
          {page.items.map((item) => (
            <li key={item.applicationId} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
              <Link
                to={href(`/lender/applications/${item.applicationId}`)}
                className="font-semibold underline"
              >
                {item.applicationId}
              </Link>
              <span className="text-sm">{item.product}</span>
              <span className="text-sm font-medium">{t(`lender.status.${item.status}`)}</span>
              <span className="text-sm text-ink-soft sm:ml-auto">
                {t("lender.list.updated")}: {formatDateTime(new Date(item.updatedAt), locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex gap-4">
        {paged ? (
          <Link to={query({})} className="underline">
            {t("lender.list.first")}
          </Link>
        ) : null}
        {page.next ? (
          <Link to={query({ cursor: page.next })} className="underline">
            {t("lender.list.next")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
