import { recordAudit } from "@loansetu/api/audit/record";
import { AppError } from "@loansetu/api/lib/errors";
import { transaction } from "@loansetu/api/lib/transaction";
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_ADDRESSES,
  API_KEY_MAX_DAYS,
  createApiClient,
  listApiClients,
  parseAddress,
  revokeApiClient,
} from "@loansetu/api/studio/api-clients";
import { createEmployeeAdmin } from "@loansetu/api/studio/employee-admin";
import { API_CLIENT_ROLES, ROLES, type Role } from "@loansetu/api/studio/policy";
import { emailField, nameField } from "@loansetu/api/studio/schemas";
import { formatDate } from "@loansetu/domain/format";
import { Form, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import type { Route } from "./+types/employees";

/**
 * `/studio/employees` (admin): every employee with roles and status; invite one (a set-up link by email),
 * change roles, deactivate (their sessions end at once); API clients for lenders' systems (a key shown once).
 * Plain forms, so it works without JavaScript.
 */
export const handle: I18nHandle = { i18n: ["studio"] };

export async function loader(args: Route.LoaderArgs) {
  const { deps, locale } = await requireEmployeePage(args, ["admin"]);
  const t = translatorFor(locale);
  const now = deps.clock();
  const [employees, clients] = await Promise.all([
    createEmployeeAdmin(deps).list(),
    listApiClients(deps.database.db),
  ]);
  return {
    title: t("studio.employees.title"),
    employees: employees.map((e) => ({
      ...e,
      lastLogin: e.lastLoginAt ? formatDate(new Date(e.lastLoginAt), locale) : null,
    })),
    clients: clients.map((c) => ({
      id: c.id,
      name: c.name,
      role: c.role,
      keyPrefix: c.keyPrefix,
      revoked: c.revokedAt !== null,
      expired: c.expiresAt <= now,
      expires: formatDate(c.expiresAt, locale),
      allowedIps: c.allowedIps,
      created: formatDate(c.createdAt, locale),
    })),
  };
}

const rolesFrom = (form: FormData): Role[] =>
  form.getAll("roles").filter((r): r is Role => (ROLES as readonly string[]).includes(String(r))) as Role[];

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, ["admin"]);
  const t = translatorFor(locale);
  const { requestId, clientIp } = args.context.get(appContext);
  const ctx = { locale, requestId, ip: clientIp ?? "127.0.0.1" };
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const admin = createEmployeeAdmin(deps);
  try {
    if (intent === "invite") {
      const email = emailField.safeParse(String(form.get("email") ?? "").trim());
      const name = nameField.safeParse(String(form.get("name") ?? "").trim());
      const roles = rolesFrom(form);
      if (!email.success) return { intent, error: t("studio.employees.badEmail") };
      if (!name.success) return { intent, error: t("studio.employees.badName") };
      if (roles.length === 0) return { intent, error: t("studio.employees.noRole") };
      const base = deps.config.publicOrigin;
      await admin.invite(employee, { email: email.data, name: name.data, roles }, base, ctx);
      return { intent, ok: t("studio.employees.invited", { email: email.data }) };
    }
    // Only the intents about one employee or key carry an id (creating a key has none, and was refused here).
    const id = String(form.get("id") ?? "");
    if (intent !== "create-client" && !/^[0-9a-f-]{36}$/i.test(id))
      return { intent, error: t("studio.employees.notFound") };
    if (intent === "roles") {
      const roles = rolesFrom(form);
      if (roles.length === 0) return { intent, id, error: t("studio.employees.noRole") };
      await admin.changeRoles(employee, id, roles, ctx);
      return { intent, id, ok: t("studio.employees.rolesSaved") };
    }
    if (intent === "deactivate") {
      await admin.deactivate(employee, id, ctx);
      return { intent, id, ok: t("studio.employees.deactivated") };
    }
    if (intent === "revoke-client") {
      await transaction(deps.database.db, async (tx) => {
        await revokeApiClient(tx, id, deps.clock());
        await recordAudit(tx, {
          actor: employee,
          action: "api-client.revoke",
          subjectType: "api-client",
          subjectId: id,
          ...ctx,
        });
      });
      return { intent, id, ok: t("studio.clients.revoked") };
    }
  } catch (error) {
    if (error instanceof AppError) return { intent, id: String(form.get("id") ?? ""), error: error.message };
    throw error;
  }
  if (intent === "create-client") {
    const name = nameField.safeParse(String(form.get("name") ?? "").trim());
    const role = String(form.get("role") ?? "");
    if (!name.success) return { intent, error: t("studio.employees.badName") };
    if (!(API_CLIENT_ROLES as readonly string[]).includes(role))
      return { intent, error: t("studio.employees.noRole") };
    const daysText = String(form.get("days") ?? "").trim();
    const days = daysText === "" ? API_KEY_DEFAULT_DAYS : Number(daysText);
    if (!Number.isInteger(days) || days < 1 || days > API_KEY_MAX_DAYS)
      return { intent, error: t("studio.clients.badDays", { max: API_KEY_MAX_DAYS }) };
    const allowedIps = String(form.get("addresses") ?? "")
      .split(/[\s,]+/)
      .filter(Boolean);
    if (allowedIps.length > API_KEY_MAX_ADDRESSES || allowedIps.some((entry) => !parseAddress(entry)))
      return { intent, error: t("studio.clients.badAddresses", { max: API_KEY_MAX_ADDRESSES }) };
    const created = await transaction(deps.database.db, async (tx) => {
      const client = await createApiClient(tx, {
        name: name.data,
        role: role as Role,
        createdBy: employee.id,
        now: deps.clock(),
        expiresInDays: days,
        allowedIps,
      });
      await recordAudit(tx, {
        actor: employee,
        action: "api-client.create",
        subjectType: "api-client",
        subjectId: client.id,
        after: {
          name: name.data,
          role,
          keyPrefix: client.keyPrefix,
          expiresAt: client.expiresAt.toISOString(),
          allowedIps: client.allowedIps,
        },
        ...ctx,
      });
      return client;
    });
    return { intent, ok: t("studio.clients.created"), key: created.key };
  }
  return { intent, error: t("studio.employees.unknown") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Studio") },
  { name: "robots", content: "noindex, nofollow" },
];

type Answer = { intent?: string; id?: string; ok?: string; error?: string; key?: string } | undefined;

function Message({ answer }: { answer: Answer }) {
  // Brought into view: on a phone the form's button may have left its answer off the screen.
  const shown = useReveal<HTMLParagraphElement>(answer);
  if (!answer) return null;
  return answer.error ? (
    <p ref={shown} role="alert" className="mt-2 text-sm text-danger">
      {answer.error}
    </p>
  ) : (
    <p ref={shown} role="status" className="mt-2 text-sm text-brand-800">
      {answer.ok}
    </p>
  );
}

export default function StudioEmployees({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const answer = actionData as Answer;
  const about = (intent: string, id?: string) =>
    answer?.intent === intent && (id === undefined || answer.id === id) ? answer : undefined;
  const input =
    "mt-1 w-full rounded-lg border border-line px-3 py-2 outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{t("studio.employees.heading")}</h1>

      <section aria-labelledby="invite-heading" className="mt-6 rounded-lg border border-line bg-white p-4">
        <h2 id="invite-heading" className="text-lg font-semibold">
          {t("studio.employees.invite")}
        </h2>
        <Form method="post" className="mt-2 grid gap-3 md:grid-cols-2">
          <input type="hidden" name="intent" value="invite" />
          <div>
            <label htmlFor="invite-email" className="block text-sm font-semibold">
              {t("studio.employees.email")}
            </label>
            <input id="invite-email" name="email" type="email" maxLength={254} required className={input} />
          </div>
          <div>
            <label htmlFor="invite-name" className="block text-sm font-semibold">
              {t("studio.employees.name")}
            </label>
            <input id="invite-name" name="name" type="text" maxLength={100} required className={input} />
          </div>
          <fieldset className="md:col-span-2">
            <legend className="text-sm font-semibold">{t("studio.employees.roles")}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {ROLES.map((role) => (
                <label key={role} className="flex items-center gap-2">
                  <input type="checkbox" name="roles" value={role} className="h-5 w-5" />
                  {t(`studio.roles.${role}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="md:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("studio.employees.sendInvite")}
            </button>
            <Message answer={about("invite")} />
          </div>
        </Form>
      </section>

      <section aria-labelledby="list-heading" className="mt-8">
        <h2 id="list-heading" className="text-lg font-semibold">
          {t("studio.employees.list", { count: loaderData.employees.length })}
        </h2>
        {loaderData.employees.length === 0 ? (
          <p className="mt-3">{t("studio.employees.empty")}</p>
        ) : (
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {loaderData.employees.map((e) => (
              <li
                key={e.id}
                className="rounded-lg border border-line bg-white p-4"
                data-testid="employee-row"
              >
                <p className="font-semibold">{e.name}</p>
                <p className="break-all text-sm">{e.email}</p>
                <p className="mt-1 text-sm">
                  {t(`studio.employees.status.${e.status}`)}
                  {" · "}
                  {e.totpEnabled ? t("studio.employees.totpOn") : t("studio.employees.totpOff")}
                  {" · "}
                  {e.lastLogin
                    ? t("studio.employees.lastLogin", { date: e.lastLogin })
                    : t("studio.employees.never")}
                </p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="roles" />
                  <input type="hidden" name="id" value={e.id} />
                  <fieldset disabled={e.status === "deactivated"}>
                    <legend className="text-sm font-semibold">
                      {t("studio.employees.rolesOf", { name: e.name })}
                    </legend>
                    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                      {ROLES.map((role) => (
                        <label key={role} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            name="roles"
                            value={role}
                            defaultChecked={e.roles.includes(role)}
                            className="h-5 w-5"
                          />
                          {t(`studio.roles.${role}`)}
                        </label>
                      ))}
                    </div>
                    <button
                      type="submit"
                      className="mt-2 rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800"
                    >
                      {t("studio.employees.saveRoles")}
                    </button>
                  </fieldset>
                </Form>
                {e.status !== "deactivated" ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="deactivate" />
                    <input type="hidden" name="id" value={e.id} />
                    <button
                      type="submit"
                      className="rounded border border-danger px-3 py-1 text-sm font-semibold text-danger"
                    >
                      {t("studio.employees.deactivate", { name: e.name })}
                    </button>
                  </Form>
                ) : null}
                <Message answer={about("roles", e.id) ?? about("deactivate", e.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="clients-heading" className="mt-8 rounded-lg border border-line bg-white p-4">
        <h2 id="clients-heading" className="text-lg font-semibold">
          {t("studio.clients.heading")}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t("studio.clients.intro")}</p>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="create-client" />
          <div>
            <label htmlFor="client-name" className="block text-sm font-semibold">
              {t("studio.clients.name")}
            </label>
            <input id="client-name" name="name" type="text" maxLength={100} required className={input} />
          </div>
          <div>
            <label htmlFor="client-role" className="block text-sm font-semibold">
              {t("studio.clients.role")}
            </label>
            <select id="client-role" name="role" className={input} defaultValue="viewer">
              {API_CLIENT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`studio.roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="client-days" className="block text-sm font-semibold">
              {t("studio.clients.days", { max: API_KEY_MAX_DAYS })}
            </label>
            <input
              id="client-days"
              name="days"
              type="number"
              min={1}
              max={API_KEY_MAX_DAYS}
              defaultValue={API_KEY_DEFAULT_DAYS}
              required
              className={input}
            />
          </div>
          <div>
            <label htmlFor="client-addresses" className="block text-sm font-semibold">
              {t("studio.clients.addresses")}
            </label>
            <input
              id="client-addresses"
              name="addresses"
              type="text"
              maxLength={1500}
              placeholder="203.0.113.0/24"
              aria-describedby="client-addresses-hint"
              className={input}
            />
            <p id="client-addresses-hint" className="text-xs text-ink-soft">
              {t("studio.clients.addressesHint")}
            </p>
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("studio.clients.create")}
          </button>
        </Form>
        <Message answer={about("create-client")} />
        {answer?.key ? (
          <p className="mt-2 break-all rounded bg-surface p-2 font-mono text-sm" data-testid="api-key">
            {answer.key}
          </p>
        ) : null}
        {loaderData.clients.length === 0 ? (
          // The form to add one is just above: no button to repeat it.
          <EmptyState compact className="mt-3" text={t("studio.clients.empty")} testId="clients-empty" />
        ) : (
          <ul className="mt-3 grid gap-2">
            {loaderData.clients.map((client) => (
              <li key={client.id} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="font-semibold">{client.name}</span>
                <span>{t(`studio.roles.${client.role}`)}</span>
                <span className="font-mono">lsk_{client.keyPrefix}_…</span>
                <span>{client.created}</span>
                {client.revoked ? null : client.expired ? (
                  <span data-testid="client-expired">
                    {t("studio.clients.isExpired", { date: client.expires })}
                  </span>
                ) : (
                  <span>{t("studio.clients.expires", { date: client.expires })}</span>
                )}
                {client.allowedIps.length > 0 ? (
                  <span className="font-mono">
                    {t("studio.clients.pinned", { addresses: client.allowedIps.join(", ") })}
                  </span>
                ) : null}
                {client.revoked ? (
                  <span>{t("studio.clients.isRevoked")}</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-client" />
                    <input type="hidden" name="id" value={client.id} />
                    <button type="submit" className="rounded border border-danger px-2 py-1 text-danger">
                      {t("studio.clients.revoke", { name: client.name })}
                    </button>
                  </Form>
                )}
                <Message answer={about("revoke-client", client.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
