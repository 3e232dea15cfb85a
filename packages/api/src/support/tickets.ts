import { randomInt } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import {
  chatMessages,
  chatThreads,
  employees,
  supportTicketMessages,
  supportTickets,
  users,
} from "@loansetu/db/schema";
import { and, asc, desc, eq, inArray, ne } from "@loansetu/db/sql";
import { formatDate } from "@loansetu/domain/format";
import { maskMobile } from "../audit/mask.ts";
import { type AuditActor, recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { createShortLinks, localePath } from "../short-links/service.ts";
import { supportIntent } from "./intents.ts";
import { maskTranscript } from "./mask.ts";
import { SUPPORT_TEXT, ticketSms } from "./messages.ts";

// Support tickets: a person when the chat is not enough. The customer opens one from the chat;
// the back office's support queue answers it, and the answer reaches the customer by SMS, e-mail and on the
// dashboard. Every step writes its audit entry in the same transaction.

/** A support request is promised a reply within a day… */
export const SUPPORT_REPLY_HOURS = 24;
/** …a complaint (a grievance) within 30 days, as the grievance redressal policy says. */
export const GRIEVANCE_DAYS = 30;
/** Tickets one chat may open an hour: a second click is not a second request. */
export const TICKETS_PER_CHAT_HOUR = 2;

const DAY = 86_400_000;
const newReference = () => `ST${String(randomInt(10_000_000, 100_000_000))}`;
const stripTags = (html: string) =>
  html
    .replace(/<li>/g, " • ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

export type Ticket = typeof supportTickets.$inferSelect;

export interface Step {
  actor: AuditActor & { id: string };
  locale: ApiLocale;
  requestId?: string | undefined;
  ip?: string | undefined;
}

/** The chat so far as plain lines, masked (a thread of another chat gives nothing). */
async function transcriptOf(db: Database, chatLeadId: string, threadId: string | undefined) {
  if (!threadId) return { text: "", questions: [] as string[] };
  const rows = await db
    .select({ sender: chatMessages.sender, text: chatMessages.text })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(and(eq(chatMessages.threadId, threadId), eq(chatThreads.applicationId, chatLeadId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(60);
  const lines = rows.map((row) =>
    row.sender === "user" ? `Customer: ${row.text}` : `Assistant: ${stripTags(row.text)}`,
  );
  return {
    text: maskTranscript(lines.join("\n")),
    questions: rows.filter((row) => row.sender === "user").map((row) => row.text),
  };
}

const promiseFor = (kind: string, from: Date) =>
  new Date(from.getTime() + (kind === "grievance" ? GRIEVANCE_DAYS * DAY : SUPPORT_REPLY_HOURS * 3_600_000));

/**
 * Opens a ticket from a chat for its customer: the transcript masked, the language, the promised reply
 * time; the reference goes to the customer by SMS and e-mail in that language. A complaint in the chat
 * makes it a grievance (30 days).
 */
export async function openTicket(
  deps: ApiDeps,
  input: {
    userId: string;
    chatLeadId: string;
    threadId?: string | undefined;
    locale: ApiLocale;
    ip?: string;
  },
): Promise<Ticket> {
  const db = deps.database.db;
  const at = deps.clock();
  const key = `support-ticket:chat:${input.chatLeadId}`;
  const { text, questions } = await transcriptOf(db, input.chatLeadId, input.threadId);
  const kind = questions.some((question) => supportIntent(question) === "grievance")
    ? "grievance"
    : "support";
  const site = await deps.data.get("site.json");
  // Counted and opened under the chat's lock: clicks posted in parallel cannot open more than the limit.
  const ticket = await withKeyLock(db, key, async (tx) => {
    if (
      await exceeded(tx, key, [{ limit: TICKETS_PER_CHAT_HOUR, since: new Date(at.getTime() - 3_600_000) }])
    )
      throw new AppError("RATE_LIMITED", SUPPORT_TEXT.tooMany[input.locale], {
        headers: { "Retry-After": "3600" },
      });
    await record(tx, key, at);
    const [row] = await tx
      .insert(supportTickets)
      .values({
        reference: newReference(),
        userId: input.userId,
        kind,
        status: "open",
        locale: input.locale,
        transcript: text || "(no messages yet)",
        promisedBy: promiseFor(kind, at),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordAudit(tx, {
      actor: { kind: "customer", id: input.userId },
      action: "support.ticket.open",
      subjectType: "support-ticket",
      subjectId: row!.reference,
      after: { kind, locale: input.locale },
      ip: input.ip,
    });
    const [user] = await tx
      .select({ mobile: users.mobile, email: users.email })
      .from(users)
      .where(eq(users.id, input.userId));
    if (user) {
      const link = await createShortLinks(deps).create(
        localePath(input.locale, "/dashboard"),
        new Date(at.getTime() + 60 * DAY),
        input.locale,
        tx,
      );
      const by = formatDate(row!.promisedBy, input.locale);
      const brand = deps.config.BRAND_NAME;
      await deps.outbox.queueSms(
        user.mobile,
        ticketSms.opened(input.locale, { brand, reference: row!.reference, by, link }),
        { tx },
      );
      if (user.email) {
        const page = `${deps.config.publicOrigin}${localePath(input.locale, "/dashboard")}`;
        await deps.outbox.sendEmail(
          input.locale === "hi"
            ? {
                to: user.email,
                subject: `${brand}: सपोर्ट टिकट ${row!.reference}`,
                text: `आपका सपोर्ट टिकट ${row!.reference} दर्ज हो गया है। हम ${by} तक जवाब देंगे। जवाब आपके “मेरा खाता” पेज पर भी दिखेगा: ${page}\n\nशिकायत हो तो: ${site.grievanceOfficer.name}, ${site.grievanceOfficer.email}, ${site.grievanceOfficer.phone}।\n`,
              }
            : {
                to: user.email,
                subject: `${brand}: support ticket ${row!.reference}`,
                text: `Your support ticket ${row!.reference} is open. We will reply by ${by}. The reply will also show on your dashboard: ${page}\n\nFor a complaint: ${site.grievanceOfficer.name}, Grievance Officer, ${site.grievanceOfficer.email}, ${site.grievanceOfficer.phone}.\n`,
              },
          { tx },
        );
      }
    }
    return row!;
  });
  deps.queue.kick();
  return ticket;
}

/**
 * Opens a grievance about a loan for its borrower, in the caller's transaction: a ticket of the support
 * queue with the 30-day clock, its reference by SMS in the borrower's language. My loan raises one in a
 * single tap when a lender's no-dues certificate is late; `transcript` says what it is about.
 */
export async function openLoanGrievance(
  deps: ApiDeps,
  tx: Database,
  input: { userId: string; locale: ApiLocale; transcript: string; leadId: string },
): Promise<Ticket> {
  const at = deps.clock();
  const [row] = await tx
    .insert(supportTickets)
    .values({
      reference: newReference(),
      userId: input.userId,
      kind: "grievance",
      status: "open",
      locale: input.locale,
      transcript: input.transcript,
      promisedBy: promiseFor("grievance", at),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await recordAudit(tx, {
    actor: { kind: "customer", id: input.userId },
    action: "support.ticket.open",
    leadId: input.leadId,
    subjectType: "support-ticket",
    subjectId: row!.reference,
    after: { kind: "grievance", locale: input.locale },
  });
  const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, input.userId));
  if (user) {
    const link = await createShortLinks(deps).create(
      localePath(input.locale, "/dashboard"),
      new Date(at.getTime() + 60 * DAY),
      input.locale,
      tx,
    );
    await deps.outbox.queueSms(
      user.mobile,
      ticketSms.opened(input.locale, {
        brand: deps.config.BRAND_NAME,
        reference: row!.reference,
        by: formatDate(row!.promisedBy, input.locale),
        link,
      }),
      { tx },
    );
  }
  return row!;
}

export interface CustomerTicket {
  reference: string;
  kind: string;
  status: string;
  createdAt: string;
  promisedBy: string;
  replies: { text: string; at: string }[];
}

/** A customer's own tickets, newest first, with the back office's replies. */
export async function ticketsOf(db: Database, userId: string): Promise<CustomerTicket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(20);
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(supportTicketMessages)
    .where(
      and(
        inArray(
          supportTicketMessages.ticketId,
          rows.map((row) => row.id),
        ),
        eq(supportTicketMessages.sender, "staff"),
      ),
    )
    .orderBy(asc(supportTicketMessages.createdAt));
  return rows.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    promisedBy: row.promisedBy.toISOString(),
    replies: replies
      .filter((reply) => reply.ticketId === row.id)
      .map((reply) => ({ text: reply.text, at: reply.createdAt.toISOString() })),
  }));
}

export interface QueueTicket {
  reference: string;
  kind: string;
  status: string;
  locale: string;
  /** Masked: the support role sees no more of the customer than it needs. */
  mobile: string;
  transcript: string;
  createdAt: string;
  promisedBy: string;
  overdue: boolean;
  assignedTo: string | null;
  escalatedAt: string | null;
  replies: { text: string; at: string }[];
}

/** The support queue: open and answered tickets, soonest promised first; then the latest closed ones. */
export async function ticketQueue(deps: ApiDeps): Promise<{ open: QueueTicket[]; closed: QueueTicket[] }> {
  const db = deps.database.db;
  const now = deps.clock().getTime();
  const select = () =>
    db
      .select({ ticket: supportTickets, mobile: users.mobile, assignee: employees.name })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .leftJoin(employees, eq(employees.id, supportTickets.assignedTo));
  const open = await select()
    .where(ne(supportTickets.status, "closed"))
    .orderBy(asc(supportTickets.promisedBy))
    .limit(200);
  const closed = await select()
    .where(eq(supportTickets.status, "closed"))
    .orderBy(desc(supportTickets.updatedAt))
    .limit(20);
  const ids = [...open, ...closed].map((row) => row.ticket.id);
  const replies = ids.length
    ? await db
        .select()
        .from(supportTicketMessages)
        .where(inArray(supportTicketMessages.ticketId, ids))
        .orderBy(asc(supportTicketMessages.createdAt))
    : [];
  const view = (row: (typeof open)[number]): QueueTicket => ({
    reference: row.ticket.reference,
    kind: row.ticket.kind,
    status: row.ticket.status,
    locale: row.ticket.locale,
    mobile: maskMobile(row.mobile),
    transcript: row.ticket.transcript,
    createdAt: row.ticket.createdAt.toISOString(),
    promisedBy: row.ticket.promisedBy.toISOString(),
    overdue: row.ticket.status === "open" && row.ticket.promisedBy.getTime() < now,
    assignedTo: row.assignee,
    escalatedAt: row.ticket.escalatedAt?.toISOString() ?? null,
    replies: replies
      .filter((reply) => reply.ticketId === row.ticket.id)
      .map((reply) => ({ text: reply.text, at: reply.createdAt.toISOString() })),
  });
  return { open: open.map(view), closed: closed.map(view) };
}

type Change = "assign" | "reply" | "close" | "reopen" | "grievance";

/** One step on a ticket by the back office, under a row lock, with its audit entry. */
export async function changeTicket(
  deps: ApiDeps,
  reference: string,
  change: Change,
  step: Step,
  reply?: string,
): Promise<Ticket> {
  const at = deps.clock();
  const site = await deps.data.get("site.json");
  const changed = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.reference, reference))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", SUPPORT_TEXT.notFound[step.locale]);
    const closed = row.status === "closed";
    if ((change === "reopen") !== closed) throw new AppError("CONFLICT", SUPPORT_TEXT.moved[step.locale]);
    const set: Partial<Ticket> = { updatedAt: at };
    if (change === "assign") set.assignedTo = step.actor.id;
    if (change === "close") Object.assign(set, { status: "closed", closedAt: at });
    if (change === "reopen") Object.assign(set, { status: "open", closedAt: null });
    if (change === "reply")
      Object.assign(set, { status: "answered", assignedTo: row.assignedTo ?? step.actor.id });
    if (change === "grievance") {
      if (row.kind === "grievance" && row.escalatedAt)
        throw new AppError("CONFLICT", SUPPORT_TEXT.moved[step.locale]);
      Object.assign(set, {
        kind: "grievance",
        promisedBy: promiseFor("grievance", row.createdAt),
        escalatedAt: at,
      });
    }
    const [updated] = await tx
      .update(supportTickets)
      .set(set)
      .where(eq(supportTickets.id, row.id))
      .returning();
    if (change === "reply" && reply) {
      await tx.insert(supportTicketMessages).values({
        ticketId: row.id,
        sender: "staff",
        employeeId: step.actor.id,
        text: reply,
        createdAt: at,
      });
      await tellCustomer(deps, tx, updated!);
    }
    if (change === "grievance") {
      // The grievance officer hears of every complaint, with its 30-day clock.
      await deps.outbox.sendEmail(
        {
          to: site.grievanceOfficer.email,
          subject: `Grievance ${row.reference}: reply due by ${formatDate(updated!.promisedBy, "en")}`,
          text: `Support ticket ${row.reference} is a grievance. The customer must have a reply by ${formatDate(updated!.promisedBy, "en")}.\n\nTranscript (masked):\n${row.transcript}\n`,
        },
        { tx },
      );
    }
    await recordAudit(tx, {
      actor: step.actor,
      action: `support.ticket.${change}`,
      subjectType: "support-ticket",
      subjectId: row.reference,
      before: { status: row.status, kind: row.kind },
      after: { status: updated!.status, kind: updated!.kind },
      ...(reply ? { details: { replyLength: reply.length } } : {}),
      requestId: step.requestId,
      ip: step.ip,
    });
    return updated!;
  });
  deps.queue.kick();
  return changed;
}

/** The SMS and e-mail that a ticket was answered, in the ticket's language (the reply itself is on the dashboard). */
async function tellCustomer(deps: ApiDeps, tx: Database, ticket: Ticket) {
  const [user] = await tx
    .select({ mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, ticket.userId));
  if (!user) return;
  const locale: ApiLocale = ticket.locale === "hi" ? "hi" : "en";
  const brand = deps.config.BRAND_NAME;
  const link = await createShortLinks(deps).create(
    localePath(locale, "/dashboard"),
    new Date(deps.clock().getTime() + 60 * DAY),
    locale,
    tx,
  );
  await deps.outbox.queueSms(
    user.mobile,
    ticketSms.replied(locale, { brand, reference: ticket.reference, link }),
    {
      tx,
    },
  );
  if (user.email) {
    const page = `${deps.config.publicOrigin}${localePath(locale, "/dashboard")}`;
    await deps.outbox.sendEmail(
      locale === "hi"
        ? {
            to: user.email,
            subject: `${brand}: सपोर्ट टिकट ${ticket.reference} का जवाब`,
            text: `आपके सपोर्ट टिकट ${ticket.reference} का जवाब आ गया है। जवाब अपने “मेरा खाता” पेज पर देखें: ${page}\n`,
          }
        : {
            to: user.email,
            subject: `${brand}: reply to support ticket ${ticket.reference}`,
            text: `We have replied to your support ticket ${ticket.reference}. Read the reply on your dashboard: ${page}\n`,
          },
      { tx },
    );
  }
}
