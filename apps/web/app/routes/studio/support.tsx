import { AppError } from "@loansetu/api/lib/errors";
import { REPLY_MAX } from "@loansetu/api/support/limits";
import { replyField, SUPPORT_ROLES } from "@loansetu/api/support/studio-routes";
import { changeTicket, ticketQueue } from "@loansetu/api/support/tickets";
import { formatDate } from "@loansetu/domain/format";
import { Form, useActionData, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import {
  DeskCardTitle,
  DeskDates,
  DeskHeader,
  DeskSection,
  DeskTextForm,
} from "../../features/studio/desk-list.tsx";
import { requireEmployeeForm, requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
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
  const { employee, deps, locale, form } = await requireEmployeeForm(args, SUPPORT_ROLES);
  const { context } = args;
  const t = translatorFor(locale);
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
      <DeskCardTitle
        title={`${t(`supportdesk.kind.${row.kind}`)} · ${row.reference}`}
        status={t(`supportdesk.status.${row.status}`)}
      />
      <DeskDates
        lead={`${t("supportdesk.customer", { mobile: row.mobile, language: t(`supportdesk.language.${row.locale}`) })} · ${t("supportdesk.filed", { date: row.filed })}`}
        due={t("supportdesk.promised", { date: row.promised })}
        overdue={row.overdue ? t("supportdesk.overdue") : null}
      />
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
          <DeskTextForm
            reference={row.reference}
            id={`reply-${row.reference}`}
            name="text"
            label={t("supportdesk.replyLabel")}
            maxLength={REPLY_MAX}
          >
            <button type="submit" name="intent" value="reply" className="btn-primary" disabled={busy}>
              {t("supportdesk.reply")}
            </button>
          </DeskTextForm>
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
      <DeskHeader
        title={t("supportdesk.title")}
        intro={t("supportdesk.intro")}
        result={result}
        text={result ? `${result.reference} · ${result.message}` : null}
        testId="support-desk-result"
      />
      <DeskSection
        first
        title={t("supportdesk.open")}
        rows={loaderData.open}
        card={card}
        empty={
          <EmptyState
            className="mt-3"
            text={t("supportdesk.empty")}
            next={{ to: href("/studio"), label: t("emptyList.studioHome") }}
            testId="support-open-empty"
          />
        }
      />
      <DeskSection
        title={t("supportdesk.closed")}
        rows={loaderData.closed}
        card={card}
        empty={
          <EmptyState
            compact
            className="mt-3"
            text={t("supportdesk.emptyClosed")}
            testId="support-closed-empty"
          />
        }
      />
    </>
  );
}
