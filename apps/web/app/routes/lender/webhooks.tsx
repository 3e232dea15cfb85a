import { formatDateTime } from "@loansetu/domain/format";
import { canActOnApplications } from "@loansetu/domain/lender-portal";
import { data, Form, useNavigation } from "react-router";
import { refusalOf, requireLenderPage } from "../../features/lender/lender.server.ts";
import { PortalNotice } from "../../features/lender/portal-notice.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/webhooks";

/** `/lender/webhooks`: the organisation's webhook delivery log, newest first, with a replay by hand. */
export const handle: I18nHandle = { i18n: ["lender"] };

export async function loader(args: Route.LoaderArgs) {
  const { portal, user, locale } = requireLenderPage(args);
  const items = await portal.deliveries(user);
  return {
    items: items.map((item) => ({
      id: item.id,
      eventType: item.eventType,
      status: item.status,
      attempts: item.attempts,
      lastStatus: item.lastStatus,
      createdAt: item.createdAt.toISOString(),
    })),
    canReplay: canActOnApplications(user.role),
    title: translatorFor(locale)("lender.webhooks.heading"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: pageTitle(loaded?.title) }];

export async function action(args: Route.ActionArgs) {
  const { portal, user, caller, locale } = requireLenderPage(args);
  const id = String((await args.request.formData()).get("deliveryId") ?? "");
  if (!/^[0-9a-f-]{36}$/.test(id)) return data({ error: "replayFailed", done: false }, { status: 400 });
  try {
    await portal.replay(user, id, caller, locale);
    return { error: null, done: true };
  } catch (error) {
    const refusal = refusalOf(error);
    return data(
      { error: refusal.key === "forbidden" ? "forbidden" : "replayFailed", done: false },
      { status: 400 },
    );
  }
}

export default function LenderWebhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== "idle";
  return (
    <div>
      <h1 className="text-2xl font-semibold">{t("lender.webhooks.heading")}</h1>
      <p className="mt-2 text-ink-soft">{t("lender.webhooks.intro")}</p>
      {actionData?.done ? <PortalNotice kind="done">{t("lender.webhooks.replayed")}</PortalNotice> : null}
      {actionData?.error ? (
        <PortalNotice kind="refused">{t(`lender.errors.${actionData.error}`)}</PortalNotice>
      ) : null}
      {loaderData.items.length === 0 ? (
        <p className="card mt-6 text-ink-soft">{t("lender.webhooks.empty")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded border border-line bg-white">
          {loaderData.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              <span className="font-mono">{item.eventType}</span>
              <span>
                {t("lender.webhooks.status")}: {item.status}
                {item.lastStatus ? ` (${item.lastStatus})` : ""}
              </span>
              <span>
                {t("lender.webhooks.attempts")}: {item.attempts}
              </span>
              <span className="text-ink-soft">{formatDateTime(new Date(item.createdAt), locale)}</span>
              {loaderData.canReplay ? (
                <Form method="post" className="sm:ml-auto">
                  <input type="hidden" name="deliveryId" value={item.id} />
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    {t("lender.webhooks.replay")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
