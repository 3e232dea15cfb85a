import { randomInt } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { rightsRequests, users } from "@loansetu/db/schema";
import { and, asc, desc, eq, gte, inArray, sql } from "@loansetu/db/sql";
import { type AuditActor, recordAudit } from "../audit/record.ts";
import { withKeyLock } from "../auth/rate-limit.ts";
import type { Site } from "../data/schemas.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { SMS_TEXTS } from "../messaging/sms-texts.ts";
import { createShortLinks, localePath } from "../short-links/service.ts";
import { carryOutErasure, type ErasureItem } from "./erasure.ts";
import { privacyMessage } from "./messages.ts";

// The customer's data rights requests (DPDP Act 2023 ss.11–13). A correction or an erasure gets
// a reference and a due date 30 days on; operations move it received → inProgress → done (or rejected) in
// the studio, each step one named function with its audit entry in the same transaction; when it is
// answered the customer is told by SMS and email through the job queue.

export const RIGHTS_KINDS = ["correction", "erasure"] as const;
export type RightsKind = (typeof RIGHTS_KINDS)[number];
export const RIGHTS_STATUSES = ["received", "inProgress", "done", "rejected"] as const;
export type RightsStatus = (typeof RIGHTS_STATUSES)[number];
/** The answer is due this many days after the request (DPDP Rules: within a reasonable time; ours: 30). */
export const RIGHTS_RESPONSE_DAYS = 30;
/** A customer may file at most this many requests a day. */
export const RIGHTS_REQUESTS_PER_DAY = 5;
export { RIGHTS_DETAILS_MAX, RIGHTS_RESPONSE_MAX } from "./limits.ts";

export type RightsRequest = typeof rightsRequests.$inferSelect;

type Locale = "en" | "hi";

/** "DR" and eight digits, as the customer quotes it. */
const newReference = () => `DR${String(randomInt(10_000_000, 100_000_000))}`;

export interface NewRightsRequest {
  userId: string;
  kind: RightsKind;
  details: string | null;
  locale: Locale;
  ip?: string | undefined;
  requestId?: string | undefined;
}

/** Files a request: a reference, due in 30 days, status received; audited. */
export async function fileRightsRequest(deps: ApiDeps, input: NewRightsRequest): Promise<RightsRequest> {
  const db = deps.database.db;
  const at = deps.clock();
  const since = new Date(at.getTime() - 24 * 3600_000);
  // One customer's filings one at a time (an advisory lock on PostgreSQL; PGlite runs transactions alone):
  // checked in parallel, twelve requests at once got past the daily cap of five and the one open erasure.
  return withKeyLock(db, `rights-request:${input.userId}`, async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(rightsRequests)
      .where(and(eq(rightsRequests.userId, input.userId), gte(rightsRequests.createdAt, since)));
    if (count >= RIGHTS_REQUESTS_PER_DAY)
      throw new AppError("RATE_LIMITED", privacyMessage("tooManyRequests", input.locale));
    if (input.kind === "erasure") {
      const open = await tx
        .select({ id: rightsRequests.id })
        .from(rightsRequests)
        .where(
          and(
            eq(rightsRequests.userId, input.userId),
            eq(rightsRequests.kind, "erasure"),
            inArray(rightsRequests.status, ["received", "inProgress"]),
          ),
        );
      if (open.length > 0) throw new AppError("CONFLICT", privacyMessage("erasureOpen", input.locale));
    }
    const [row] = await tx
      .insert(rightsRequests)
      .values({
        reference: newReference(),
        userId: input.userId,
        kind: input.kind,
        details: input.details,
        locale: input.locale,
        dueAt: new Date(at.getTime() + RIGHTS_RESPONSE_DAYS * 24 * 3600_000),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordAudit(tx, {
      actor: { kind: "customer", id: input.userId },
      action: `rights.${input.kind}.file`,
      subjectType: "rights-request",
      subjectId: row!.reference,
      requestId: input.requestId,
      ip: input.ip,
    });
    return row!;
  });
}

/** The customer's own requests, newest first. */
export function rightsRequestsOf(db: Database, userId: string): Promise<RightsRequest[]> {
  return db
    .select()
    .from(rightsRequests)
    .where(eq(rightsRequests.userId, userId))
    .orderBy(desc(rightsRequests.createdAt));
}

/** The studio's list: open requests first (soonest due first), then the latest answered ones. */
export async function rightsRequestsForStudio(db: Database) {
  const fields = {
    request: rightsRequests,
    mobile: users.mobile,
  };
  const open = await db
    .select(fields)
    .from(rightsRequests)
    .innerJoin(users, eq(users.id, rightsRequests.userId))
    .where(inArray(rightsRequests.status, ["received", "inProgress"]))
    .orderBy(asc(rightsRequests.dueAt))
    .limit(200);
  const answered = await db
    .select(fields)
    .from(rightsRequests)
    .innerJoin(users, eq(users.id, rightsRequests.userId))
    .where(inArray(rightsRequests.status, ["done", "rejected"]))
    .orderBy(desc(rightsRequests.completedAt))
    .limit(50);
  return { open, answered };
}

export interface StudioStep {
  actor: Extract<AuditActor, { roles: unknown }>;
  locale: Locale;
  requestId?: string | undefined;
  ip?: string | undefined;
}

async function lockedRequest(tx: Database, reference: string, locale: Locale): Promise<RightsRequest> {
  const [row] = await tx
    .select()
    .from(rightsRequests)
    .where(eq(rightsRequests.reference, reference))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", privacyMessage("requestNotFound", locale));
  return row;
}

/** received → inProgress: an employee takes the request. */
export async function startRightsRequest(deps: ApiDeps, reference: string, step: StudioStep) {
  const at = deps.clock();
  return deps.database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const row = await lockedRequest(tx, reference, step.locale);
    if (row.status !== "received") throw new AppError("CONFLICT", privacyMessage("wrongStatus", step.locale));
    const [changed] = await tx
      .update(rightsRequests)
      .set({ status: "inProgress", handledBy: step.actor.id, updatedAt: at })
      .where(eq(rightsRequests.id, row.id))
      .returning();
    await recordAudit(tx, {
      actor: step.actor,
      action: "rights.request.start",
      subjectType: "rights-request",
      subjectId: reference,
      before: { status: row.status },
      after: { status: "inProgress" },
      requestId: step.requestId,
      ip: step.ip,
    });
    return changed!;
  });
}

/**
 * Answers a request: done (an erasure is carried out now, its items kept for the customer) or rejected
 * with the reason; tells the customer by SMS and email in the same transaction.
 */
export async function answerRightsRequest(
  deps: ApiDeps,
  reference: string,
  answer: { outcome: "done" | "rejected"; response: string },
  step: StudioStep,
): Promise<RightsRequest> {
  const at = deps.clock();
  // Read before the transaction: on PGlite a read outside it would wait for it forever.
  const site = await deps.data.get("site.json");
  const changed = await deps.database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const row = await lockedRequest(tx, reference, step.locale);
    if (row.status !== "received" && row.status !== "inProgress")
      throw new AppError("CONFLICT", privacyMessage("wrongStatus", step.locale));
    // The contact details are read before an erasure anonymises them: the answer still reaches the customer.
    const [contact] = await tx
      .select({ mobile: users.mobile, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, row.userId));
    let items: ErasureItem[] | null = null;
    if (answer.outcome === "done" && row.kind === "erasure")
      items = await carryOutErasure(tx, row.userId, at);
    const [updated] = await tx
      .update(rightsRequests)
      .set({
        status: answer.outcome,
        response: answer.response,
        outcome: items as Record<string, unknown>[] | null,
        handledBy: step.actor.id,
        completedAt: at,
        updatedAt: at,
      })
      .where(eq(rightsRequests.id, row.id))
      .returning();
    await recordAudit(tx, {
      actor: step.actor,
      action: answer.outcome === "done" ? "rights.request.complete" : "rights.request.reject",
      subjectType: "rights-request",
      subjectId: reference,
      before: { status: row.status },
      after: { status: answer.outcome },
      details: items
        ? { kind: row.kind, items: items.map(({ item, action, count }) => ({ item, action, count })) }
        : { kind: row.kind },
      requestId: step.requestId,
      ip: step.ip,
    });
    if (contact) await tellCustomer(deps, tx, updated!, contact, site.grievanceOfficer);
    return updated!;
  });
  deps.queue.kick();
  return changed;
}

/** How long the SMS's short link to My data works (the page itself asks for a login). */
const ANSWER_LINK_DAYS = 30;

/** The SMS and email that a request was answered, in the customer's language (users.locale). */
async function tellCustomer(
  deps: ApiDeps,
  tx: Database,
  request: RightsRequest,
  user: { mobile: string; email: string | null; locale: string },
  officer: Site["grievanceOfficer"],
) {
  const brand = deps.config.BRAND_NAME;
  const locale = user.locale === "hi" ? "hi" : "en";
  const link = await createShortLinks(deps).create(
    localePath(locale, "/dashboard/my-data"),
    new Date(deps.clock().getTime() + ANSWER_LINK_DAYS * 86_400_000),
    locale,
    tx,
  );
  const done = request.status === "done";
  const sms = SMS_TEXTS.rightsAnswered[locale]({
    brand,
    kind: request.kind,
    reference: request.reference,
    done,
    link,
  });
  const page = `${deps.config.publicOrigin}${localePath(locale, "/dashboard/my-data")}`;
  const mail =
    locale === "hi"
      ? {
          subject: `${brand}: ${request.reference} — ${done ? "अनुरोध पूरा हुआ" : "अनुरोध का जवाब"}`,
          text: `${request.kind === "erasure" ? "डेटा मिटाने" : "सुधार"} का आपका अनुरोध ${request.reference} ${done ? "पूरा हो गया है" : "का जवाब दे दिया गया है"}। जवाब देखें: ${page}\n\nसवाल: शिकायत निवारण अधिकारी ${officer.name}, ${officer.email}, ${officer.phone}।\n\n${officer.escalation.textHi}\n${officer.escalation.url}\n`,
        }
      : {
          subject: `${brand}: ${request.reference} — ${done ? "request completed" : "request answered"}`,
          text: `Your ${request.kind === "erasure" ? "erasure" : "correction"} request ${request.reference} has been ${done ? "completed" : "answered"}. See the answer: ${page}\n\nQuestions: ${officer.name}, Grievance Officer, ${officer.email}, ${officer.phone}.\n\n${officer.escalation.text}\n${officer.escalation.url}\n`,
        };
  await deps.outbox.queueSms(user.mobile, sms, { tx });
  if (user.email) await deps.outbox.sendEmail({ to: user.email, ...mail }, { tx });
}
