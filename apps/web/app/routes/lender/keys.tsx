import { formatDateTime } from "@loansetu/domain/format";
import { canManageUsers } from "@loansetu/domain/lender-portal";
import { data, Form, useNavigation } from "react-router";
import { refusalOf, requireLenderPage } from "../../features/lender/lender.server.ts";
import { PortalNotice } from "../../features/lender/portal-notice.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/keys";

/**
 * `/lender/keys`: a manager's page for the lender API keys of the organisation's own system (decision
 * 0066's keys, made here instead of by LoanSetu's staff): make one (shown once), rotate with a 7-day
 * overlap, revoke. Credit officers and read-only users get 403 here and no link.
 */
export const handle: I18nHandle = { i18n: ["lender"] };

export async function loader(args: Route.LoaderArgs) {
  const { portal, user, caller, locale } = requireLenderPage(args);
  if (!canManageUsers(user.role)) {
    // Recorded as a refused access by the service, then the page answers 403.
    await portal.keys(user, caller, locale).catch(() => null);
    throw data(null, { status: 403 });
  }
  const items = await portal.keys(user, caller, locale);
  return {
    items: items.map((key) => ({
      id: key.id,
      name: key.name,
      keyPrefix: key.keyPrefix,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      expiresAt: key.expiresAt.toISOString(),
      active: key.active,
    })),
    title: translatorFor(locale)("lender.keys.heading"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: pageTitle(loaded?.title) }];

export async function action(args: Route.ActionArgs) {
  const { portal, user, caller, locale } = requireLenderPage(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const keyId = String(form.get("keyId") ?? "");
  try {
    if (intent === "create") {
      const made = await portal.createKey(user, String(form.get("name") ?? "").slice(0, 80), caller, locale);
      return { key: made.key, oldUntil: null, revoked: false, error: null };
    }
    if (!/^[0-9a-f-]{36}$/.test(keyId)) return data({ error: "errors.invalid" }, { status: 400 });
    if (intent === "rotate") {
      const made = await portal.rotateKey(user, keyId, caller, locale);
      return { key: made.key, oldUntil: made.oldExpiresAt.toISOString(), revoked: false, error: null };
    }
    if (intent === "revoke") {
      await portal.revokeKey(user, keyId, caller, locale);
      return { key: null, oldUntil: null, revoked: true, error: null };
    }
    return data({ error: "errors.invalid" }, { status: 400 });
  } catch (error) {
    const refusal = refusalOf(error);
    return data(
      { error: refusal.key === "conflict" ? "keys.limit" : `errors.${refusal.key}` },
      { status: 400 },
    );
  }
}

export default function LenderKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== "idle";
  const shown = actionData && "key" in actionData ? actionData : null;
  const date = (iso: string) => formatDateTime(new Date(iso), locale);
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold">{t("lender.keys.heading")}</h1>
      <p className="mt-2 text-ink-soft">{t("lender.keys.intro")}</p>
      {shown?.key ? (
        <div role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-sm">
          <p>{t("lender.keys.shownOnce")}</p>
          <p className="mt-2 break-all font-mono" data-testid="lender-new-key">
            {shown.key}
          </p>
          {shown.oldUntil ? (
            <p className="mt-2">{t("lender.keys.oldUntil", { date: date(shown.oldUntil) })}</p>
          ) : null}
        </div>
      ) : null}
      {shown?.revoked ? <PortalNotice kind="done">{t("lender.keys.revoked")}</PortalNotice> : null}
      {actionData?.error ? (
        <PortalNotice kind="refused">{t(`lender.${actionData.error}`)}</PortalNotice>
      ) : null}

      <section className="card mt-6" aria-labelledby="create-heading">
        <h2 id="create-heading" className="text-lg font-semibold">
          {t("lender.keys.createHeading")}
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="create" />
          <label className="block text-sm">
            {t("lender.keys.name")}
            <input
              name="name"
              required
              maxLength={80}
              className="mt-1 block w-full rounded border border-line px-2 py-2"
            />
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("lender.keys.create")}
          </button>
        </Form>
      </section>

      <h2 className="mt-8 text-lg font-semibold">{t("lender.keys.listHeading")}</h2>
      {loaderData.items.length === 0 ? (
        <p className="card mt-3 text-ink-soft">{t("lender.keys.empty")}</p>
      ) : (
        <ul
          className="mt-3 divide-y divide-line rounded border border-line bg-white"
          data-testid="lender-keys"
        >
          {loaderData.items.map((key) => (
            <li key={key.id} className="p-3 text-sm">
              <p className="font-semibold">
                {key.name} <span className="font-mono font-normal">lsl_{key.keyPrefix}_…</span>
              </p>
              <p className="text-ink-soft">
                {key.active ? t("lender.keys.active") : t("lender.keys.inactive")} ·{" "}
                {t("lender.keys.created", { date: date(key.createdAt) })} ·{" "}
                {t("lender.keys.expires", { date: date(key.expiresAt) })} ·{" "}
                {key.lastUsedAt
                  ? t("lender.keys.lastUsed", { date: date(key.lastUsedAt) })
                  : t("lender.keys.unused")}
              </p>
              {key.active ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="rotate" />
                    <input type="hidden" name="keyId" value={key.id} />
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      {t("lender.keys.rotate")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="keyId" value={key.id} />
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      {t("lender.keys.revoke")}
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
