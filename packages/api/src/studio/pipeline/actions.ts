import type { Database } from "@loansetu/db/client";
import { applicantDetails, applications, leadNotes, users } from "@loansetu/db/schema";
import { and, eq, sql } from "@loansetu/db/sql";
import { journeyProduct } from "@loansetu/domain/application";
import { creditBandOf } from "@loansetu/domain/offers";
import {
  LEAD_STATUS,
  madeOffer,
  type StageMove,
  type StageRow,
  stepBack,
  stepForward,
} from "@loansetu/domain/pipeline";
import { recordAudit } from "../../audit/record.ts";
import type { ApiLocale } from "../../auth/messages.ts";
import { documentsMissingMessage } from "../../borrower-documents/messages.ts";
import { missingRequiredDocuments } from "../../borrower-documents/service.ts";
import { isOptedOut } from "../../consent/optouts.ts";
import { createConsentService } from "../../consent/service.ts";
import type { Lender } from "../../data/schemas.ts";
import { decryptPan } from "../../journey/pan-crypto.ts";
import { type ApplicationRow, type Voucher, voucherFrom } from "../../journey/service.ts";
import { readOtherVouchers, readVoucher } from "../../journey/voucher.ts";
import { AppError } from "../../lib/errors.ts";
import type { ApiDeps } from "../../lib/types.ts";
import type { Employee } from "../employee.ts";
import { type PipelineMessage, pipelineMessage } from "./messages.ts";
import { createNotices, type NoticeLead } from "./notices.ts";

// Every action that moves an application, as one named function each. Each runs in one
// transaction that checks the version the employee read (optimistic concurrency: a stale one is a 409
// "this lead changed, reload", and nothing is applied), makes the change, bumps the version and writes
// exactly one audit entry. Messages to the customer are queued in the same transaction (the durable job
// queue sends them once it commits), so a refused or rolled-back change never tells them anything, and a
// committed one always does. Opted-out leads are read-only and never contacted.

/** The employee acting (as the studio's guard knows them) and where the request came from. */
export interface Actor {
  employee: Pick<Employee, "id" | "name" | "roles" | "kind">;
  ip: string;
  requestId?: string | undefined;
  locale: ApiLocale;
  /** The site's origin, for links in messages when PUBLIC_URL is not set. */
  origin: string;
}

/** One audit entry: who, what, which lead (applications.id), before and after (masked by recordAudit). */
export interface PipelineAudit {
  actor: Actor;
  action: string;
  leadId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details?: Record<string, unknown>;
}

export type AuditWriter = (tx: Database, entry: PipelineAudit) => Promise<void>;

/** Writes the entry into the append-only audit log, in the caller's transaction. */
export const auditToLog: AuditWriter = (tx, entry) =>
  recordAudit(tx, {
    actor: entry.actor.employee,
    action: entry.action,
    leadId: entry.leadId,
    before: entry.before ?? undefined,
    after: entry.after ?? undefined,
    details: entry.details,
    requestId: entry.actor.requestId,
    ip: entry.actor.ip,
  });

export interface OfferInput {
  lenderId: number;
  amount: number;
  ratePercent: number;
  tenureMonths: number;
  /** Processing fee before GST, rupees. */
  processingFee: number;
}

type Loaded = { app: ApplicationRow; mobile: string; email: string | null; locale: string };
type Change = {
  set: Partial<typeof applications.$inferInsert>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** More writes in the same transaction, after the lead's row changed. */
  also?: (tx: Database, app: ApplicationRow) => Promise<void>;
};

/** The lead's offers: the chosen one (its voucher) first, then the others, one per lender. */
export function offersOf(app: ApplicationRow): Voucher[] {
  const chosen = readVoucher(app.voucher);
  const others = readOtherVouchers(app.steps.vouchers);
  return [...(chosen ? [chosen] : []), ...others.filter((v) => v.lenderId !== chosen?.lenderId)];
}

const currentStage = (stages: readonly StageRow[]) =>
  [...stages].reverse().find((stage) => stage.isComplete)?.name ?? null;

const offerSummary = (v: Voucher) => ({
  lenderId: v.lenderId,
  lenderName: v.lenderName,
  loanAmount: v.loanAmount,
  roi: v.roi,
  tenure: v.tenure,
  emi: v.emi,
  apr: v.apr,
});

export function createLeadActions(deps: ApiDeps, audit: AuditWriter = auditToLog) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const consent = createConsentService(deps);
  const notices = createNotices(deps);

  const refuse = (code: "NOT_FOUND" | "CONFLICT", id: PipelineMessage, actor: Actor) =>
    new AppError(code, pipelineMessage(id, actor.locale));

  async function load(tx: Database, reference: string, actor: Actor): Promise<Loaded> {
    const [found] = await tx
      .select({ app: applications, mobile: users.mobile, email: users.email, locale: users.locale })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.reference, reference));
    if (!found) throw refuse("NOT_FOUND", "notFound", actor);
    return found;
  }

  function moved(move: StageMove, actor: Actor): Extract<StageMove, { ok: true }> {
    if (!move.ok) throw new AppError("CONFLICT", pipelineMessage(move.reason, actor.locale));
    return move;
  }

  async function lenderById(lenderId: number): Promise<Lender | undefined> {
    return (await deps.data.get("lenders.json")).lenders.find((lender) => lender.id === lenderId);
  }

  function noticeLead(loaded: Loaded, app: ApplicationRow): NoticeLead {
    const voucher = readVoucher(app.voucher);
    return {
      id: app.id,
      reference: app.reference,
      mobile: loaded.mobile,
      email: app.personalEmail ?? loaded.email,
      lenderName: voucher?.lenderName ?? null,
      cancelReason: app.cancelReason,
      locale: loaded.locale === "hi" ? "hi" : "en",
    };
  }

  /**
   * The one path every lead change takes: load, refuse opted-out, closed or stale leads, plan the change,
   * apply it only if the version is still the one read, write the audit entry. Answers the changed lead.
   */
  async function change(
    reference: string,
    version: number,
    actor: Actor,
    action: string,
    plan: (loaded: Loaded, tx: Database) => Promise<Change> | Change,
    /** The customer's messages, queued in the same transaction: sent only if the change commits. */
    notify?: (done: Loaded, tx: Database) => Promise<void>,
  ): Promise<Loaded> {
    // The notices name the grievance officer (site.json): read before the transaction, as PGlite cannot
    // answer a read from outside an open transaction.
    if (notify) await deps.data.get("site.json");
    const done = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const loaded = await load(tx, reference, actor);
      const { app } = loaded;
      if (await isOptedOut(tx, app.id)) throw refuse("CONFLICT", "optedOut", actor);
      if (app.version !== version) throw refuse("CONFLICT", "stale", actor);
      if (app.status !== LEAD_STATUS.active) throw refuse("CONFLICT", "closed", actor);
      const planned = await plan(loaded, tx);
      const [updated] = await tx
        .update(applications)
        .set({ ...planned.set, updatedAt: now(), version: sql`${applications.version} + 1` })
        .where(and(eq(applications.id, app.id), eq(applications.version, version)))
        .returning();
      // Another transaction changed the lead between our read and this write: nothing of ours lands.
      if (!updated) throw refuse("CONFLICT", "stale", actor);
      await planned.also?.(tx, updated);
      await audit(tx, {
        actor,
        action,
        leadId: app.id,
        before: { ...planned.before, version },
        after: { ...planned.after, version: updated.version },
      });
      const changed = { ...loaded, app: updated };
      await notify?.(changed, tx);
      return changed;
    });
    // The queued messages are committed: wake this instance's worker rather than wait for its next poll.
    if (notify) deps.queue.kick();
    return done;
  }

  const stageChange = (app: ApplicationRow, move: Extract<StageMove, { ok: true }>) => ({
    set: { stages: move.stages },
    before: { stage: currentStage(app.stages) },
    after: { stage: move.stage },
  });

  function requireReason(reason: string, actor: Actor): string {
    const trimmed = reason.trim();
    if (!trimmed) throw new AppError("VALIDATION_FAILED", pipelineMessage("reasonRequired", actor.locale));
    return trimmed;
  }

  return {
    offersOf,

    /** Completes the next stage when it is the back office's to complete (Documents, Credit assessment). */
    async moveToNextStage(reference: string, version: number, actor: Actor) {
      // Read before the transaction: PGlite cannot answer a read from outside an open transaction.
      const checklist = await deps.data.get("document-checklist.json");
      return change(reference, version, actor, "lead.stage.next", async ({ app }, tx) => {
        const move = moved(stepForward(app.stages), actor);
        // A credit assessment starts only on a complete documents checklist (decision 0074).
        if (move.stage === "Credit assessment") {
          const missing = await missingRequiredDocuments(tx, app, checklist);
          if (missing.length > 0)
            throw new AppError("CONFLICT", documentsMissingMessage(missing, actor.locale), {
              errors: missing.map((kind) => ({ path: "documents", message: kind })),
            });
        }
        return stageChange(app, move);
      });
    },

    /** Undoes the last stage the back office completed; the reason is kept in the audit entry. */
    async moveBackStage(reference: string, version: number, reason: string, actor: Actor) {
      const why = requireReason(reason, actor);
      return change(reference, version, actor, "lead.stage.back", ({ app }) => {
        const planned = stageChange(app, moved(stepBack(app.stages), actor));
        return { ...planned, after: { ...planned.after, reason: why } };
      });
    },

    /**
     * An offer for a lender: the figures the employee enters, with EMI, APR and net disbursed worked out by
     * the domain's offer rules. One offer per lender: a new one replaces that lender's earlier offer.
     */
    async makeOffer(reference: string, version: number, input: OfferInput, actor: Actor) {
      return change(reference, version, actor, "lead.offer.make", async ({ app }) => {
        if (app.submittedAt === null) throw refuse("CONFLICT", "notSubmitted", actor);
        if (app.sanctionedAt !== null) throw refuse("CONFLICT", "alreadySanctioned", actor);
        const product = journeyProduct(app.product);
        const lender = await lenderById(input.lenderId);
        const lenderProduct = product && lender?.products[product.key as keyof Lender["products"]];
        if (!product || !lender || !lenderProduct) throw refuse("CONFLICT", "unknownLender", actor);
        const offer = madeOffer(lender, lenderProduct, {
          product: product.key,
          creditBand: creditBandOf(app.creditScore) ?? "NA",
          amount: input.amount,
          ratePercent: input.ratePercent,
          tenureMonths: input.tenureMonths,
          processingFeeBase: input.processingFee,
        });
        const voucher = voucherFrom(offer, lender, app.reference, now());
        const chosen = readVoucher(app.voucher);
        const previous = offersOf(app).find((v) => v.lenderId === lender.id);
        const set: Change["set"] =
          chosen?.lenderId === lender.id
            ? { voucher: voucher }
            : {
                steps: {
                  ...app.steps,
                  vouchers: [
                    ...offersOf(app).filter((v) => v !== chosen && v.lenderId !== lender.id),
                    voucher,
                  ],
                },
              };
        return {
          set,
          before: { offer: previous ? offerSummary(previous) : null },
          after: { offer: offerSummary(voucher) },
        };
      });
    },

    /**
     * Issues the lender consent link for the lead's offer (or the named lender's offer, which becomes the
     * one the customer is asked to accept) and sends it to the applicant by SMS.
     */
    async issueConsentLink(reference: string, version: number, lenderId: number | undefined, actor: Actor) {
      let url = "";
      let expiresAt = new Date(0);
      const done = await change(
        reference,
        version,
        actor,
        "lead.consent-link",
        async ({ app }) => {
          if (app.submittedAt === null) throw refuse("CONFLICT", "notSubmitted", actor);
          const offer =
            lenderId === undefined ? offersOf(app)[0] : offersOf(app).find((v) => v.lenderId === lenderId);
          if (!offer) throw refuse("CONFLICT", lenderId === undefined ? "noOffer" : "noSuchOffer", actor);
          return {
            set: chooseOffer(app, offer),
            before: { offer: app.voucher ? offerSummary(readVoucher(app.voucher)!) : null },
            after: { offer: offerSummary(offer) },
            also: async (tx) => {
              const link = await consent.issueLink(reference, {
                base: deps.config.publicOrigin,
                locale: actor.locale,
                db: tx,
              });
              url = link.url;
              expiresAt = link.expiresAt;
            },
          };
        },
        (changed, tx) => notices.consentLink(noticeLead(changed, changed.app), url, expiresAt, tx),
      );
      return done;
    },

    /** Cancels the lead; the reason is shown to the customer as written, so it must be plain words. */
    async cancel(reference: string, version: number, reason: string, actor: Actor) {
      const why = requireReason(reason, actor);
      const done = await change(
        reference,
        version,
        actor,
        "lead.cancel",
        ({ app }) => ({
          set: { status: LEAD_STATUS.cancelled, cancelReason: why },
          before: { status: app.status },
          after: { status: LEAD_STATUS.cancelled, reason: why },
        }),
        (changed, tx) => notices.send("cancelled", noticeLead(changed, changed.app), tx),
      );
      return done;
    },

    /** An internal note: appended, never shown to the customer; no version needed (notes never clash). */
    async addNote(reference: string, text: string, actor: Actor) {
      const note = requireReason(text, actor);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const { app } = await load(tx, reference, actor);
        if (await isOptedOut(tx, app.id)) throw refuse("CONFLICT", "optedOut", actor);
        const [row] = await tx
          .insert(leadNotes)
          .values({
            applicationId: app.id,
            author: actor.employee.id,
            authorName: actor.employee.name,
            text: note,
            createdAt: now(),
          })
          .returning();
        await audit(tx, {
          actor,
          action: "lead.note",
          leadId: app.id,
          before: null,
          after: { noteId: row!.id },
        });
        return row!;
      });
    },

    /** The full PAN, for a stated reason; the reveal (not the PAN) is audited. */
    async revealPan(reference: string, reason: string, actor: Actor): Promise<string> {
      const why = reason.trim();
      if (!why) throw new AppError("VALIDATION_FAILED", pipelineMessage("revealReason", actor.locale));
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const { app } = await load(tx, reference, actor);
        const [details] = await tx
          .select()
          .from(applicantDetails)
          .where(eq(applicantDetails.applicationId, app.id));
        if (!details) throw refuse("NOT_FOUND", "noDetails", actor);
        await audit(tx, {
          actor,
          action: "lead.pan.reveal",
          leadId: app.id,
          before: null,
          after: null,
          details: { reason: why },
        });
        return decryptPan(details.panEncrypted, deps.config.PAN_ENCRYPTION_KEY, app.id);
      });
    },
  };
}

/** Makes `offer` the lead's voucher, keeping the previous voucher among the other offers. */
export function chooseOffer(app: ApplicationRow, offer: Voucher): Partial<typeof applications.$inferInsert> {
  const others = offersOf(app).filter((v) => v.lenderId !== offer.lenderId);
  return {
    voucher: offer,
    lenderId: offer.lenderId,
    steps: { ...app.steps, vouchers: others },
  };
}

export type LeadActions = ReturnType<typeof createLeadActions>;
