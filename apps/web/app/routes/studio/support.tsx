import { AppError } from "@loansetu/api/lib/errors";
import { REPLY_MAX } from "@loansetu/api/support/limits";
import { replyField, SUPPORT_ROLES } from "@loansetu/api/support/studio-routes";
import { changeTicket, ticketQueue } from "@loansetu/api/support/tickets";
import { formatDate } from "@loansetu/domain/format";
import { Form, useActionData, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import type { Route } from "./+types/support";

// `/studio/support` (support and operations): tickets from customers who asked the chat for a
// person, soonest promised reply first. Take one, reply (the customer hears by SMS and e-mail and reads it
// on the dashboard), close, reopen, or mark a complaint a grievance. Plain forms; every step is
// `changeTicket` with its audit entry, the same as the API's.

export const handle: I18nHandle = { i18n: ["studio", "supportdesk"] };

export async function loader(args: Route.LoaderArgs) {
  const { deps, locale } = await requireEmployeePage(args, SUPPORT_ROLES);
  const t = translatorFor(locale);
  const { open, closed } = await ticketQueue(deps);
  const view = (row: (typeof open)[number]) => ({
    ...row,
    filed: formatDate(new Date(row.createdAt), locale),
    promised: formatDate(new Date(row.promisedBy), locale),
    escalated: row.escalatedAt ? formatDate(new Date(row.escalatedAt), locale) : null,
  });
  return { title: t("supportdesk.title"), open: open.map(view), closed: closed.map(view) };
}

const CHANGES = ["assign", "close", "reopen", "grievance"] as const;

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, SUPPORT_ROLES);
  const { request, context } = args;
  const t = translatorFor(locale);
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? request.url).origin)
    throw new Response("Forbidden", { status: 403 });
  const form = await request.formData();
  const reference = String(form.get("reference") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (!/^ST\d{8}$/.test(reference)) return { reference, ok: false, message: t("supportdesk.failed") };
  const { requestId, clientIp } = context.get(appContext);
  const step = { actor: employee, locale, requestId, ip: clientIp };
  try {
    if (intent === "reply") {
      const parsed = replyField.safeParse(String(form.get("text") ?? ""));
      if (!parsed.success) return { reference, ok: false, message: t("supportdesk.replyNeeded") };
      await changeTicket(deps, reference, "reply", step, parsed.data);
      return { reference, ok: true, message: t("supportdesk.status.answered") };
    }
    const change = CHANGES.find((name) => name === intent);
    if (change) {
      await changeTicket(deps, reference, change, step);
      return { reference, ok: true, message: t("supportdesk.done") };
    }
  } catch (error) {
    if (error instanceof AppError) return { reference, ok: false, message: error.message };
    throw error;
  }
  return { reference, ok: false, message: t("supportdesk.failed") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Support queue") },
  { name: "robots", content: "noindex, nofollow" },
];

type TicketRow = Awaited<ReturnType<typeof loader>>["open"][number];

export default function StudioSupport({ loaderData }: Route.ComponentProps) {
  const { href } = useLocale();
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const answer = useReveal<HTMLParagraphElement>(result);
  const busy = useNavigation().state === "submitting";
  const button = (row: TicketRow, intent: string, label: string, primary = false) => (
    <Form method="post">
      <input type="hidden" name="reference" value={row.reference} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={primary ? "btn-primary" : "btn-secondary"}
        disabled={busy}
      >
        {label}
      </button>
    </Form>
  );
  const card = (row: TicketRow) => (
    <li
      key={row.reference}
      className="card"
      data-testid="studio-support-ticket"
      data-reference={row.reference}
      data-status={row.status}
    >
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {t(`supportdesk.kind.${row.kind}`)} · {row.reference}
        </span>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {t(`supportdesk.status.${row.status}`)}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {t("supportdesk.customer", { mobile: row.mobile, language: t(`supportdesk.language.${row.locale}`) })}{" "}
        · {t("supportdesk.filed", { date: row.filed })} ·{" "}
        <span className={row.overdue ? "font-semibold text-danger" : undefined}>
          {t("supportdesk.promised", { date: row.promised })}
          {row.overdue ? ` (${t("supportdesk.overdue")})` : ""}
        </span>
      </p>
      {row.assignedTo ? (
        <p className="text-sm text-ink-soft">{t("supportdesk.assigned", { name: row.assignedTo })}</p>
      ) : null}
      {row.escalated ? (
        <p className="text-sm text-ink-soft">{t("supportdesk.escalated", { date: row.escalated })}</p>
      ) : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold">{t("supportdesk.transcript")}</summary>
        <p className="mt-1 whitespace-pre-line text-sm" data-testid="support-transcript">
          {row.transcript}
        </p>
      </details>
      {row.replies.length > 0 ? (
        <div className="mt-2">
          <p className="text-sm font-semibold">{t("supportdesk.replies")}</p>
          {row.replies.map((reply) => (
            <p
              key={`${reply.at}-${reply.text}`}
              className="mt-1 whitespace-pre-line rounded bg-surface p-2 text-sm"
            >
              {reply.text}
            </p>
          ))}
        </div>
      ) : null}
      {row.status === "closed" ? (
        <div className="mt-3">{button(row, "reopen", t("supportdesk.reopen"))}</div>
      ) : (
        <>
          <Form method="post" className="mt-3 grid gap-2">
            <input type="hidden" name="reference" value={row.reference} />
            <label className="text-sm font-semibold" htmlFor={`reply-${row.reference}`}>
              {t("supportdesk.replyLabel")}
            </label>
            <textarea
              id={`reply-${row.reference}`}
              name="text"
              required
              rows={3}
              maxLength={REPLY_MAX}
              className="rounded border border-line p-2"
            />
            <div>
              <button type="submit" name="intent" value="reply" className="btn-primary" disabled={busy}>
                {t("supportdesk.reply")}
              </button>
            </div>
          </Form>
          <div className="mt-2 flex flex-wrap gap-2">
            {row.assignedTo ? null : button(row, "assign", t("supportdesk.take"))}
            {row.kind === "grievance" && row.escalated
              ? null
              : button(row, "grievance", t("supportdesk.grievance"))}
            {button(row, "close", t("supportdesk.close"))}
          </div>
        </>
      )}
    </li>
  );
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{t("supportdesk.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{t("supportdesk.intro")}</p>
      <div aria-live="polite" className="mt-3">
        {result ? (
          <p
            ref={answer}
            role={result.ok ? "status" : "alert"}
            className={`font-semibold ${result.ok ? "text-brand-800" : "text-danger"}`}
            data-testid="support-desk-result"
          >
            {result.reference} · {result.message}
          </p>
        ) : null}
      </div>
      <h2 className="mt-6 text-xl font-bold text-brand-950">{t("supportdesk.open")}</h2>
      {loaderData.open.length === 0 ? (
        <EmptyState
          className="mt-3"
          text={t("supportdesk.empty")}
          next={{ to: href("/studio"), label: t("emptyList.studioHome") }}
          testId="support-open-empty"
        />
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">{loaderData.open.map(card)}</ul>
      )}
      <h2 className="mt-8 text-xl font-bold text-brand-950">{t("supportdesk.closed")}</h2>
      {loaderData.closed.length === 0 ? (
        <EmptyState
          compact
          className="mt-3"
          text={t("supportdesk.emptyClosed")}
          testId="support-closed-empty"
        />
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">{loaderData.closed.map(card)}</ul>
      )}
    </>
  );
}
