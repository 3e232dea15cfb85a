import { hasAnyRole } from "@loansetu/api/studio/employee";
import { formatDateTime } from "@loansetu/domain/format";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { lenderStudio } from "../../features/pipeline/lenders.server.ts";
import { refusalOf } from "../../features/pipeline/pipeline.server.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import type { Route } from "./+types/lenders";

// `/studio/lenders`: the lender side in the back office. The ageing queue (every shared application at its
// lender, late steps first, each with only the entries its state allows), the lender organisations with
// their API keys (an admin makes one, shown once; revokes; rotates: a new key beside the old one), and the
// webhook delivery log with a replay by hand. Plain forms, so it works without JavaScript.

export const handle: I18nHandle = { i18n: ["studio", "pipeline", "lenderdesk"] };
const READ_ROLES = ["operations", "admin"] as const;
const KEY_ROLES = ["admin"] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader(args: Route.LoaderArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, READ_ROLES);
  const studio = lenderStudio(deps);
  const isAdmin = hasAnyRole(employee, KEY_ROLES);
  const [queue, organisations, deliveries, disputes] = await Promise.all([
    studio.queue(),
    isAdmin ? studio.organisations() : Promise.resolve([]),
    studio.deliveries(),
    studio.disputes(),
  ]);
  const url = new URL(args.request.url);
  return {
    title: translatorFor(locale)("lenderdesk.page.title"),
    isAdmin,
    done: url.searchParams.get("done"),
    queue,
    organisations,
    deliveries,
    disputes,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Lenders") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, READ_ROLES);
  const { clientIp, requestId } = args.context.get(appContext);
  const form = Object.fromEntries(
    [...(await args.request.formData()).entries()].filter(([, v]) => typeof v === "string"),
  ) as Record<string, string>;
  const t = translatorFor(locale);
  const audit = { actor: employee, requestId, ip: clientIp };
  const studio = lenderStudio(deps);
  const lenderId = Number.parseInt(form.lenderId ?? "", 10);
  const back = (done: string) => redirect(`${localePath(locale, "/studio/lenders")}?done=${done}`);
  try {
    if (form.intent === "replay") {
      if (!UUID.test(form.deliveryId ?? "")) throw new Response("Not found", { status: 404 });
      await studio.actions.replay(audit, form.deliveryId!);
      return back("replayed");
    }
    // Keys are an admin's alone: a key has no second factor, so only the role that manages access makes one.
    if (!hasAnyRole(employee, KEY_ROLES)) throw new Response("Forbidden", { status: 403 });
    if (!Number.isInteger(lenderId) || lenderId < 1) throw new Response("Not found", { status: 404 });
    if (form.intent === "createKey") {
      const name = (form.name ?? "").trim();
      if (name.length < 1 || name.length > 80 || /\p{Cc}/u.test(name))
        return data({ error: t("lenderdesk.keys.nameInvalid"), key: null, lenderId, name }, { status: 400 });
      const made = await studio.actions.createKey(audit, { lenderId, name });
      // Shown in this answer once: never put in a URL, a redirect or a log.
      return data({ error: null, key: made.key, lenderId, name: null });
    }
    if (!UUID.test(form.keyId ?? "")) throw new Response("Not found", { status: 404 });
    if (form.intent === "revokeKey") {
      await studio.actions.revokeKey(audit, lenderId, form.keyId!);
      return back("revoked");
    }
    if (form.intent === "rotateKey") {
      const made = await studio.actions.rotateKey(audit, lenderId, form.keyId!);
      return data({ error: null, key: made.key, lenderId, name: null });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = refusalOf(error);
    return data(
      { error: refusal.message, key: null, lenderId, name: form.name ?? null },
      { status: refusal.status },
    );
  }
  throw new Response("Bad request", { status: 400 });
}

export default function StudioLenders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale) : "—");
  const answer = useReveal<HTMLDivElement>(actionData ?? (loaderData.done ? loaderData : null));
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{t("lenderdesk.page.title")}</h1>
      <div ref={answer}>
        {actionData?.error ? (
          <p
            role="alert"
            className="mt-3 rounded border border-red-700 bg-red-50 p-3 text-red-900"
            data-testid="lenders-error"
          >
            {actionData.error}
          </p>
        ) : null}
        {actionData?.key ? (
          <div
            role="status"
            className="mt-3 rounded border border-green-700 bg-green-50 p-3 text-green-900"
            data-testid="new-key"
          >
            <p className="font-semibold">{t("lenderdesk.keys.shownOnce")}</p>
            <code className="mt-1 block break-all rounded bg-white p-2 text-ink" data-testid="new-key-value">
              {actionData.key}
            </code>
          </div>
        ) : loaderData.done ? (
          <p
            role="status"
            className="mt-3 rounded border border-green-700 bg-green-50 p-3 text-green-900"
            data-testid="lenders-done"
          >
            {t(`lenderdesk.page.done.${loaderData.done === "revoked" ? "revoked" : "replayed"}`)}
          </p>
        ) : null}
      </div>

      <section className="mt-4 rounded-lg border border-line bg-white p-4" data-testid="ageing-queue">
        <h2 className="text-lg font-semibold text-brand-950">{t("lenderdesk.queue.title")}</h2>
        <p className="mt-1 text-sm text-ink-soft">{t("lenderdesk.queue.intro")}</p>
        {loaderData.queue.length === 0 ? (
          <p className="mt-2 text-sm">{t("lenderdesk.queue.empty")}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.queue.reference")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.queue.lender")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.queue.status")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.queue.since")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.queue.due")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.queue.next")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.queue.map((row) => (
                  <tr
                    key={`${row.reference}-${row.lenderId}`}
                    className="border-t border-line"
                    data-testid="queue-row"
                  >
                    <th scope="row" className="py-1 pr-2 font-medium">
                      <Link to={href(`/studio/leads/${row.reference}`)} className="text-brand-800 underline">
                        {row.reference}
                      </Link>
                    </th>
                    <td className="py-1 pr-2">{row.lenderName}</td>
                    <td className="py-1 pr-2">{t(`lenderdesk.share.${row.status}`)}</td>
                    <td className="py-1 pr-2">{when(row.statusAt)}</td>
                    <td className="py-1 pr-2">
                      {when(row.due)}
                      {row.late ? (
                        <strong className="ml-2 rounded bg-red-50 px-1 text-red-900">
                          {t("lenderdesk.timer.late")}
                        </strong>
                      ) : null}
                    </td>
                    <td className="py-1 pr-2">
                      {row.integrated
                        ? t("lenderdesk.queue.byLender")
                        : row.staffActions.length === 0
                          ? "—"
                          : row.staffActions.map((kind) => (
                              <Link
                                key={kind}
                                to={href(`/studio/leads/${row.reference}`)}
                                className="mr-2 text-brand-800 underline"
                              >
                                {t(`lenderdesk.entries.enter.${kind}`)}
                              </Link>
                            ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {loaderData.isAdmin ? (
        <section
          className="mt-4 rounded-lg border border-line bg-white p-4"
          data-testid="lender-organisations"
        >
          <h2 className="text-lg font-semibold text-brand-950">{t("lenderdesk.keys.title")}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t("lenderdesk.keys.intro")}</p>
          {loaderData.organisations.length === 0 ? (
            <p className="mt-2 text-sm">{t("lenderdesk.keys.noOrganisations")}</p>
          ) : null}
          <ul className="mt-2 space-y-3">
            {loaderData.organisations.map((org) => (
              <li
                key={org.id}
                className="rounded border border-line p-3 text-sm"
                data-testid={`lender-${org.id}`}
              >
                <h3 className="font-semibold">{org.name}</h3>
                <p>
                  {t("lenderdesk.keys.summary", { shares: org.shares })}{" "}
                  {org.webhookUrl
                    ? t("lenderdesk.keys.webhook", { url: org.webhookUrl })
                    : t("lenderdesk.keys.noWebhook")}
                </p>
                {org.keys.length === 0 ? <p className="mt-1">{t("lenderdesk.keys.none")}</p> : null}
                <ul className="mt-1 space-y-1">
                  {org.keys.map((key) => (
                    <li key={key.id} className="flex flex-wrap items-center gap-2" data-testid="lender-key">
                      <span>
                        {t(key.active ? "lenderdesk.keys.active" : "lenderdesk.keys.inactive", {
                          name: key.name,
                          prefix: key.keyPrefix,
                          expires: when(key.expiresAt),
                          used: when(key.lastUsedAt),
                        })}
                      </span>
                      {key.active ? (
                        <>
                          <KeyForm
                            intent="rotateKey"
                            lenderId={org.id}
                            keyId={key.id}
                            label={t("lenderdesk.keys.rotate")}
                          />
                          <KeyForm
                            intent="revokeKey"
                            lenderId={org.id}
                            keyId={key.id}
                            label={t("lenderdesk.keys.revoke")}
                          />
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <Form
                  method="post"
                  className="mt-2 flex flex-wrap items-end gap-2"
                  data-testid="form-create-key"
                >
                  <input type="hidden" name="intent" value="createKey" />
                  <input type="hidden" name="lenderId" value={org.id} />
                  <label className="block text-sm font-medium">
                    {t("lenderdesk.keys.name")}
                    <input
                      name="name"
                      required
                      maxLength={80}
                      defaultValue={actionData?.lenderId === org.id ? (actionData.name ?? "") : ""}
                      className="mt-1 block rounded border border-line bg-white px-2 py-1.5 text-sm text-ink"
                      autoComplete="off"
                    />
                  </label>
                  <button type="submit" className="btn-secondary">
                    {t("lenderdesk.keys.create")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-4 rounded-lg border border-line bg-white p-4" data-testid="studio-disputes">
        <h2 className="text-lg font-semibold text-brand-950">{t("lenderdesk.disputes.title")}</h2>
        {loaderData.disputes.length === 0 ? (
          <p className="mt-2 text-sm">{t("lenderdesk.disputes.empty")}</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {loaderData.disputes.map((dispute) => (
              <li key={dispute.reference} data-testid="studio-dispute">
                <p className={dispute.overdue ? "font-semibold text-red-800" : undefined}>
                  {t("lenderdesk.disputes.line", {
                    reference: dispute.reference,
                    lender: dispute.lenderName,
                    loan: dispute.applicationId,
                    category: t(`lenderdesk.disputes.categories.${dispute.category}`),
                    status: t(
                      `lenderdesk.disputes.status.${dispute.status === "answered" ? "answered" : "open"}`,
                    ),
                    due: when(dispute.promisedBy),
                  })}
                  {dispute.overdue ? ` — ${t("lenderdesk.disputes.overdue")}` : ""}
                </p>
                <p className="text-ink-soft">{dispute.text}</p>
                {dispute.answer ? <p>{t("lenderdesk.disputes.answer", { answer: dispute.answer })}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-4 rounded-lg border border-line bg-white p-4" data-testid="webhook-deliveries">
        <h2 className="text-lg font-semibold text-brand-950">{t("lenderdesk.deliveries.title")}</h2>
        {loaderData.deliveries.length === 0 ? (
          <p className="mt-2 text-sm">{t("lenderdesk.deliveries.empty")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {loaderData.deliveries.map((delivery) => (
              <li key={delivery.id} className="flex flex-wrap items-center gap-2" data-testid="delivery-row">
                <span>
                  {t("lenderdesk.deliveries.line", {
                    lender: delivery.lenderName,
                    event: delivery.eventType,
                    status: t(`lenderdesk.deliveries.status.${delivery.status}`),
                    attempts: delivery.attempts,
                    date: when(delivery.createdAt),
                  })}
                  {delivery.lastError ? ` (${delivery.lastError})` : ""}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="replay" />
                  <input type="hidden" name="deliveryId" value={delivery.id} />
                  <button type="submit" className="btn-secondary">
                    {t("lenderdesk.deliveries.replay")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function KeyForm({
  intent,
  lenderId,
  keyId,
  label,
}: {
  intent: string;
  lenderId: number;
  keyId: string;
  label: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("keyId") === keyId;
  return (
    <Form method="post" data-testid={`form-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lenderId" value={lenderId} />
      <input type="hidden" name="keyId" value={keyId} />
      <button type="submit" className="btn-secondary" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
