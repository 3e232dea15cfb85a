import { formatDateTime } from "@loansetu/domain/format";
import { canManageUsers, LENDER_USER_ROLES } from "@loansetu/domain/lender-portal";
import { data, Form, useNavigation } from "react-router";
import { refusalOf, requireLenderPage } from "../../features/lender/lender.server.ts";
import { PortalNotice } from "../../features/lender/portal-notice.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/users";

/**
 * `/lender/users`: a manager's page for the organisation's portal users: invite one by e-mail (a one-time
 * set-up link), change a role, deactivate. Credit officers and read-only users get 403 here and no link.
 */
export const handle: I18nHandle = { i18n: ["lender"] };

export async function loader(args: Route.LoaderArgs) {
  const { portal, user, caller, locale } = requireLenderPage(args);
  // The service refuses (and records the refusal) for every role but a manager's.
  if (!canManageUsers(user.role)) await portal.users(user, caller, locale).catch(() => null);
  if (!canManageUsers(user.role)) throw data(null, { status: 403 });
  const items = await portal.users(user, caller, locale);
  return {
    me: user.id,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      email: item.email,
      role: item.role,
      status: item.status,
      lastLoginAt: item.lastLoginAt?.toISOString() ?? null,
    })),
    title: translatorFor(locale)("lender.users.heading"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: pageTitle(loaded?.title) }];

type Done =
  | { done: "invited"; email: string; expiresAt: string }
  | { done: "role"; name: string; role: string }
  | { done: "deactivated"; name: string };

export async function action(args: Route.ActionArgs) {
  const { portal, user, caller, locale } = requireLenderPage(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 200);
  const name = field("name");
  try {
    if (intent === "invite") {
      const role = field("role");
      const made = await portal.invite(user, { email: field("email"), name, role }, caller, locale);
      return { done: { done: "invited", email: made.email, expiresAt: made.expiresAt } as Done, error: null };
    }
    const userId = field("userId");
    if (!/^[0-9a-f-]{36}$/.test(userId)) return data({ done: null, error: "invalid" }, { status: 400 });
    if (intent === "role") {
      const role = field("role");
      await portal.changeRole(user, userId, role, caller, locale);
      return { done: { done: "role", name, role } as Done, error: null };
    }
    if (intent === "deactivate") {
      await portal.deactivateUser(user, userId, caller, locale);
      return { done: { done: "deactivated", name } as Done, error: null };
    }
    return data({ done: null, error: "invalid" }, { status: 400 });
  } catch (error) {
    const refusal = refusalOf(error);
    const key =
      refusal.key === "conflict"
        ? "users.ownAccount"
        : refusal.field === "email"
          ? "users.emailTaken"
          : `errors.${refusal.key}`;
    return data(
      { done: null, error: key, ...(intent === "invite" ? { typed: { name, email: field("email") } } : {}) },
      { status: 400 },
    );
  }
}

export default function LenderUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== "idle";
  const done = actionData?.done ?? null;
  const typed =
    actionData && "typed" in actionData ? (actionData.typed as { name: string; email: string }) : undefined;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold">{t("lender.users.heading")}</h1>
      <p className="mt-2 text-ink-soft">{t("lender.users.intro")}</p>
      {done ? (
        <PortalNotice kind="done">
          {done.done === "invited"
            ? t("lender.users.invited", {
                email: done.email,
                date: formatDateTime(new Date(done.expiresAt), locale),
              })
            : done.done === "role"
              ? t("lender.users.roleChanged", { name: done.name, role: t(`lender.roles.${done.role}`) })
              : t("lender.users.deactivated", { name: done.name })}
        </PortalNotice>
      ) : null}
      {actionData?.error ? (
        <PortalNotice kind="refused">{t(`lender.${actionData.error}`)}</PortalNotice>
      ) : null}

      <section className="card mt-6" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="text-lg font-semibold">
          {t("lender.users.inviteHeading")}
        </h2>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3">
          <input type="hidden" name="intent" value="invite" />
          <label className="block text-sm">
            {t("lender.users.name")}
            <input
              name="name"
              required
              minLength={2}
              maxLength={100}
              defaultValue={typed?.name}
              className="mt-1 block w-full rounded border border-line px-2 py-2"
            />
          </label>
          <label className="block text-sm">
            {t("lender.users.email")}
            <input
              name="email"
              type="email"
              required
              maxLength={200}
              defaultValue={typed?.email}
              className="mt-1 block w-full rounded border border-line px-2 py-2"
            />
          </label>
          <label className="block text-sm">
            {t("lender.users.role")}
            <select
              name="role"
              defaultValue="creditOfficer"
              className="mt-1 block w-full rounded border border-line px-2 py-2"
            >
              {LENDER_USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`lender.roles.${role}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="sm:col-span-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("lender.users.invite")}
            </button>
          </div>
        </Form>
      </section>

      <h2 className="mt-8 text-lg font-semibold">{t("lender.users.listHeading")}</h2>
      <ul
        className="mt-3 divide-y divide-line rounded border border-line bg-white"
        data-testid="lender-users"
      >
        {loaderData.items.map((item) => {
          const self = item.id === loaderData.me;
          const open = item.status !== "deactivated";
          return (
            <li key={item.id} className="p-3 text-sm">
              <p className="font-semibold">
                {item.name} {self ? <span className="text-ink-soft">({t("lender.users.you")})</span> : null}
              </p>
              <p className="break-all text-ink-soft">{item.email}</p>
              <p>
                {t(`lender.roles.${item.role}`)} · {t(`lender.users.status.${item.status}`)} ·{" "}
                {item.lastLoginAt
                  ? t("lender.users.lastLogin", { date: formatDateTime(new Date(item.lastLoginAt), locale) })
                  : t("lender.users.never")}
              </p>
              {open && !self ? (
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="userId" value={item.id} />
                    <input type="hidden" name="name" value={item.name} />
                    <label className="block text-sm">
                      <span className="sr-only">{t("lender.users.roleFor", { name: item.name })}</span>
                      <select
                        name="role"
                        defaultValue={item.role}
                        className="rounded border border-line px-2 py-2"
                      >
                        {LENDER_USER_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`lender.roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      {t("lender.users.changeRole")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="deactivate" />
                    <input type="hidden" name="userId" value={item.id} />
                    <input type="hidden" name="name" value={item.name} />
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      {t("lender.users.deactivate")}
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
