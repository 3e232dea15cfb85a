import { createHash, randomInt, randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import {
  applicationOptouts,
  applications,
  lenderShareEvents,
  lenderShares,
  loanDisputes,
  loanPayments,
} from "@loansetu/db/schema";
import { and, asc, desc, eq } from "@loansetu/db/sql";
import { kolkataDay, type PostedInstalment } from "@loansetu/domain/loan-planner";
import { recordAudit } from "../audit/record.ts";
import { cleanDocument } from "../borrower-documents/content.ts";
import type { DocumentStorage } from "../borrower-documents/storage.ts";
import { AppError } from "../lib/errors.ts";
import type { ClosureReason } from "./closure-reasons.ts";
import type { DisputeCategory } from "./dispute-categories.ts";
import type { LenderPrincipal } from "./keys.ts";
import { shareActorOf } from "./shares.ts";

// A disbursed loan after the disbursal, as its lender reports it (decision 0078): each EMI paid or missed,
// the loan closed (repaid, foreclosed, or moved to another lender), the no-dues certificate, and the
// borrower's disputes to answer. Scoped to the principal's lender like every lender step: another lender's
// loan answers 404, as one that does not exist. Every write runs in the caller's transaction (the lender
// API's idempotency record is written in the same one) and locks the share's row.

export { CLOSURE_REASONS, type ClosureReason } from "./closure-reasons.ts";
export const PAYMENT_STATUSES = ["paid", "missed"] as const;
export { DISPUTE_CATEGORIES, type DisputeCategory } from "./dispute-categories.ts";
/** A lender answers a dispute within 30 days (RBI's integrated ombudsman scheme counts from the complaint). */
export const DISPUTE_REPLY_DAYS = 30;

export interface Closure {
  date: string;
  reason: ClosureReason;
  reportedAt: string;
  certificate?: { storageKey: string; sha256: string; bytes: number; receivedAt: string };
  /** The support ticket raised in one tap when the certificate was late. */
  grievance?: { reference: string; raisedAt: string };
}

export const closureOf = (share: { closure: unknown }): Closure | null =>
  (share.closure as Closure | null) ?? null;

const DAY = 86_400_000;
const notFound = () => new AppError("NOT_FOUND", "No application with this id is shared with you.");
const newDisputeReference = () => `LD${String(randomInt(10_000_000, 100_000_000))}`;

export interface ServicingContext {
  now: () => Date;
  /** Tells the borrower the loan closed or the certificate arrived, in the step's transaction. */
  notify?: (
    tx: Database,
    kind: "loanClosed" | "noDuesCertificate" | "disputeAnswered",
    shareId: string,
    values?: Record<string, string>,
  ) => Promise<void>;
}

export function createLoanServicing(ctx: ServicingContext) {
  /** The lender's disbursed share of an application, locked; refusals as the other lender steps answer. */
  async function disbursedShare(tx: Database, principal: LenderPrincipal, reference: string) {
    const [row] = await tx
      .select({ share: lenderShares, app: applications, optedOut: applicationOptouts.applicationId })
      .from(lenderShares)
      .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
      .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
      .where(and(eq(applications.reference, reference), eq(lenderShares.lenderId, principal.lenderId)))
      .for("update", { of: lenderShares });
    if (!row) throw notFound();
    if (row.share.status === "withdrawn" || row.optedOut !== null)
      throw new AppError(
        "GONE",
        "The borrower withdrew consent: this application is no longer shared with you.",
      );
    if (row.share.status !== "disbursed" || !row.share.disbursal)
      throw new AppError("CONFLICT", "This step is valid only on a disbursed loan.");
    return { share: row.share, app: row.app };
  }

  async function event(
    tx: Database,
    principal: LenderPrincipal,
    share: { id: string; applicationId: string },
    kind: string,
    body: Record<string, unknown>,
    at: Date,
  ) {
    await tx
      .insert(lenderShareEvents)
      .values({ shareId: share.id, kind, actor: shareActorOf(principal), body, createdAt: at });
    await recordAudit(tx, {
      actor:
        principal.staff ??
        (principal.userId
          ? { kind: "lender-user", id: principal.userId }
          : { kind: "lender", id: `${principal.lenderId}:${principal.keyPrefix}` }),
      action: `lender.${kind}`,
      leadId: share.applicationId,
      details: body,
    });
  }

  const badInput = (path: string, message: string) =>
    new AppError("BAD_REQUEST", message, { errors: [{ path, message }] });

  return {
    /**
     * An EMI paid or missed: the instalment must be in the posted schedule, the date not in the future, and
     * a payment not above what was owed before it (the balance after the previous instalment and this
     * instalment's interest). A second report of the same instalment replaces the first (a missed EMI paid late).
     */
    async reportPayment(
      tx: Database,
      principal: LenderPrincipal,
      reference: string,
      input: {
        instalment: number;
        status: "paid" | "missed";
        date: string;
        amount: number;
        reference?: string | undefined;
      },
    ) {
      const { share } = await disbursedShare(tx, principal, reference);
      if (closureOf(share))
        throw new AppError("CONFLICT", "This loan is closed: no more payments can be reported.");
      const schedule = (share.schedule ?? []) as unknown as PostedInstalment[];
      const row = schedule.find((candidate) => candidate.number === input.instalment);
      if (!row) throw badInput("instalment", "No such instalment in the repayment schedule you posted.");
      const at = ctx.now();
      if (input.date > kolkataDay(at)) throw badInput("date", "The date is in the future.");
      const disbursal = share.disbursal as { date: string; amount: number };
      if (input.date < disbursal.date) throw badInput("date", "The date is before the disbursal.");
      const owed = row.balance + row.principal + row.interest;
      if (input.status === "paid" && input.amount > owed)
        throw badInput("amount", `The amount is above the balance owed at this instalment (₹${owed}).`);
      const values = {
        shareId: share.id,
        instalment: input.instalment,
        status: input.status,
        date: input.date,
        amount: input.amount,
        lenderReference: input.reference ?? null,
        reportedAt: at,
      };
      await tx
        .insert(loanPayments)
        .values(values)
        .onConflictDoUpdate({ target: [loanPayments.shareId, loanPayments.instalment], set: values });
      await tx.update(lenderShares).set({ updatedAt: at }).where(eq(lenderShares.id, share.id));
      await event(
        tx,
        principal,
        share,
        input.status === "paid" ? "paymentPaid" : "paymentMissed",
        { instalment: input.instalment },
        at,
      );
      return paymentView(values);
    },

    /** The loan closed: once, on a disbursed loan, on a day from the disbursal to today. Reminders stop. */
    async close(
      tx: Database,
      principal: LenderPrincipal,
      reference: string,
      input: { date: string; reason: ClosureReason },
    ) {
      const { share } = await disbursedShare(tx, principal, reference);
      if (closureOf(share)) throw new AppError("CONFLICT", "This loan is already closed.");
      const at = ctx.now();
      const disbursal = share.disbursal as { date: string };
      if (input.date > kolkataDay(at)) throw badInput("date", "The date is in the future.");
      if (input.date < disbursal.date) throw badInput("date", "The date is before the disbursal.");
      const closure: Closure = { date: input.date, reason: input.reason, reportedAt: at.toISOString() };
      await tx
        .update(lenderShares)
        .set({ closure: closure as unknown as Record<string, unknown>, updatedAt: at })
        .where(eq(lenderShares.id, share.id));
      await event(tx, principal, share, "closed", { date: input.date, reason: input.reason }, at);
      await ctx.notify?.(tx, "loanClosed", share.id);
      return { applicationId: reference, closure: publicClosure(closure) };
    },

    /**
     * The no-dues certificate of a closed loan: a PDF by its content (never its name), at most 10 MB, stored
     * encrypted where borrowers' documents are; a later upload replaces the earlier one.
     */
    async certificate(
      tx: Database,
      storage: DocumentStorage,
      principal: LenderPrincipal,
      reference: string,
      bytes: Uint8Array,
    ) {
      const cleaned = await cleanDocument(bytes);
      if (!cleaned.ok)
        throw badInput(
          "file",
          cleaned.reason === "size"
            ? "The file is larger than 10 MB."
            : "The certificate must be a PDF file.",
        );
      if (cleaned.type !== "application/pdf") throw badInput("file", "The certificate must be a PDF file.");
      const { share, app } = await disbursedShare(tx, principal, reference);
      const closure = closureOf(share);
      if (!closure) throw new AppError("CONFLICT", "Report the loan closed before its no-dues certificate.");
      const at = ctx.now();
      // Under the application's folder, so the retention sweep deletes it with the application.
      const storageKey = `applications/${app.id}/no-dues-${randomUUID()}`;
      await storage.put(storageKey, cleaned.bytes);
      const certificate = {
        storageKey,
        sha256: createHash("sha256").update(cleaned.bytes).digest("hex"),
        bytes: cleaned.bytes.byteLength,
        receivedAt: at.toISOString(),
      };
      const next: Closure = { ...closure, certificate };
      await tx
        .update(lenderShares)
        .set({ closure: next as unknown as Record<string, unknown>, updatedAt: at })
        .where(eq(lenderShares.id, share.id));
      if (closure.certificate) await storage.delete(closure.certificate.storageKey).catch(() => undefined);
      await event(tx, principal, share, "noDues", { sha256: certificate.sha256 }, at);
      await ctx.notify?.(tx, "noDuesCertificate", share.id);
      return { applicationId: reference, closure: publicClosure(next) };
    },

    /** The lender's disputes, newest first (open ones first), or those of one loan. */
    async disputes(db: Database, principal: LenderPrincipal, reference?: string) {
      const rows = await db
        .select({ dispute: loanDisputes, reference: applications.reference })
        .from(loanDisputes)
        .innerJoin(lenderShares, eq(lenderShares.id, loanDisputes.shareId))
        .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
        .where(
          and(
            eq(lenderShares.lenderId, principal.lenderId),
            reference ? eq(applications.reference, reference) : undefined,
          ),
        )
        .orderBy(desc(loanDisputes.status), desc(loanDisputes.createdAt))
        .limit(200);
      return { items: rows.map((row) => disputeView(row.dispute, row.reference)) };
    },

    /** The lender's answer to a dispute (once); the borrower is told by SMS and e-mail and reads it on My loan. */
    async answerDispute(tx: Database, principal: LenderPrincipal, disputeReference: string, answer: string) {
      const [row] = await tx
        .select({ dispute: loanDisputes, share: lenderShares, reference: applications.reference })
        .from(loanDisputes)
        .innerJoin(lenderShares, eq(lenderShares.id, loanDisputes.shareId))
        .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
        .where(
          and(eq(loanDisputes.reference, disputeReference), eq(lenderShares.lenderId, principal.lenderId)),
        )
        .for("update", { of: loanDisputes });
      if (!row) throw new AppError("NOT_FOUND", "No dispute with this reference on your loans.");
      if (row.dispute.status !== "open") throw new AppError("CONFLICT", "This dispute is already answered.");
      const at = ctx.now();
      const [updated] = await tx
        .update(loanDisputes)
        .set({ status: "answered", answer, answeredAt: at })
        .where(eq(loanDisputes.id, row.dispute.id))
        .returning();
      await event(tx, principal, row.share, "disputeAnswered", { dispute: disputeReference }, at);
      await ctx.notify?.(tx, "disputeAnswered", row.share.id, { dispute: disputeReference });
      return disputeView(updated!, row.reference);
    },
  };
}

export function paymentView(row: {
  instalment: number;
  status: string;
  date: string;
  amount: number;
  lenderReference: string | null;
}) {
  return {
    instalment: row.instalment,
    status: row.status as "paid" | "missed",
    date: row.date,
    amount: row.amount,
    reference: row.lenderReference,
  };
}

/** What the lender's system and the borrower see of a closure (never the storage key). */
export function publicClosure(closure: Closure) {
  return {
    date: closure.date,
    reason: closure.reason,
    reportedAt: closure.reportedAt,
    certificate: closure.certificate
      ? { sha256: closure.certificate.sha256, receivedAt: closure.certificate.receivedAt }
      : null,
    grievance: closure.grievance ?? null,
  };
}

export function disputeView(row: typeof loanDisputes.$inferSelect, applicationReference: string) {
  return {
    reference: row.reference,
    applicationId: applicationReference,
    category: row.category,
    text: row.text,
    status: row.status,
    answer: row.answer,
    openedAt: row.createdAt.toISOString(),
    promisedBy: row.promisedBy.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** Every lender's disputes for the back office: open ones first, soonest due first; then the latest answered. */
export async function disputesForStaff(db: Database, now: Date, limit = 100) {
  const rows = await db
    .select({ dispute: loanDisputes, reference: applications.reference, lenderId: lenderShares.lenderId })
    .from(loanDisputes)
    .innerJoin(lenderShares, eq(lenderShares.id, loanDisputes.shareId))
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .orderBy(desc(loanDisputes.status), asc(loanDisputes.promisedBy))
    .limit(limit);
  return rows.map((row) => ({
    ...disputeView(row.dispute, row.reference),
    lenderId: row.lenderId,
    overdue: row.dispute.status === "open" && row.dispute.promisedBy.getTime() < now.getTime(),
  }));
}

/** The no-dues certificate of a lead for the back office (null while none), each fetch audit-logged. */
export async function staffCertificate(
  db: Database,
  storage: DocumentStorage,
  input: {
    reference: string;
    actor: NonNullable<LenderPrincipal["staff"]>;
    requestId?: string | undefined;
    ip?: string | undefined;
  },
) {
  const [row] = await db
    .select({ share: lenderShares, applicationId: applications.id })
    .from(lenderShares)
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .where(eq(applications.reference, input.reference));
  const certificate = row ? closureOf(row.share)?.certificate : undefined;
  if (!row || !certificate) return null;
  const bytes = await storage.get(certificate.storageKey);
  if (!bytes) return null;
  await recordAudit(db, {
    actor: input.actor,
    action: "loan.noDues.download",
    leadId: row.applicationId,
    requestId: input.requestId,
    ip: input.ip,
  });
  return { bytes, sha256: certificate.sha256 };
}

/** The payments reported on a loan, by instalment. */
export async function paymentsOf(db: Database, shareId: string) {
  return db
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.shareId, shareId))
    .orderBy(asc(loanPayments.instalment));
}

/** A new dispute's row values (the reference and its 30-day clock). */
export function newDispute(shareId: string, category: DisputeCategory, text: string, at: Date) {
  return {
    reference: newDisputeReference(),
    shareId,
    category,
    text,
    status: "open",
    promisedBy: new Date(at.getTime() + DISPUTE_REPLY_DAYS * DAY),
    createdAt: at,
  };
}
