import type { Database } from "@loansetu/db/client";
import {
  applicantDetails,
  applicationConsents,
  applicationOptouts,
  applications,
  lenderShareEvents,
  lenderShares,
  users,
} from "@loansetu/db/schema";
import { and, asc, eq, gt, inArray, isNull, or, sql } from "@loansetu/db/sql";
import { journeyProduct } from "@loansetu/domain/application";
import { LEAD_STAGES } from "@loansetu/domain/journey-steps";
import {
  checkDisbursal,
  moveShare,
  type RejectionReason,
  type ShareAction,
  type ShareStatus,
  shareActions,
} from "@loansetu/domain/lender-share";
import type { Offer } from "@loansetu/domain/offers";
import { creditBandOf } from "@loansetu/domain/offers";
import { maskPersonName } from "@loansetu/domain/partners";
import { LEAD_STATUS, madeOffer, stagesUpTo } from "@loansetu/domain/pipeline";
import { maskEmail, maskMobile } from "../audit/mask.ts";
import { recordAudit } from "../audit/record.ts";
import type { Lender, LenderProduct } from "../data/schemas.ts";
import { voucherFrom } from "../journey/model.ts";
import { decryptPan } from "../journey/pan-crypto.ts";
import { AppError } from "../lib/errors.ts";
import { recordSharing } from "../privacy/sharing-ledger.ts";
import type { LenderPrincipal } from "./keys.ts";
import { queueLenderEvent } from "./webhooks.ts";

// An application shared with a lender and each step the lender (or the borrower) takes on it (decision
// 0066). Every write runs in the caller's transaction (the idempotency record is written in the same one),
// locks the share's row, refuses a withdrawn share, and moves the status by `@loansetu/domain/lender-share`.

/** The version of the text the borrower agrees to when choosing a lender ("share my application with …"). */
export const LENDER_SHARE_TEXT_VERSION = "2026-11-lender-v1";
/** The consent ledger's purpose for that agreement (one row per lender chosen). */
export const LENDER_SHARE_PURPOSE = "shareWithChosenLender";

export type ShareRow = typeof lenderShares.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

export interface FinalTerms {
  amount: number;
  ratePercent: number;
  tenureMonths: number;
  processingFeeBase: number;
}

/**
 * Shares the application with the lender the borrower chose, in the choose step's transaction: the share,
 * its consent in the ledger (with this text's version), its event, and the `application.shared` webhook.
 * A second choice of the same lender changes nothing.
 */
export async function shareWithChosenLender(
  tx: Database,
  input: { application: ApplicationRow; lenderId: number; locale: "en" | "hi"; at: Date },
): Promise<void> {
  const { application, lenderId, at } = input;
  const [share] = await tx
    .insert(lenderShares)
    .values({
      applicationId: application.id,
      lenderId,
      status: "shared",
      statusAt: at,
      consentTextVersion: LENDER_SHARE_TEXT_VERSION,
      sharedAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!share) return;
  await tx.insert(applicationConsents).values({
    applicationId: application.id,
    purpose: LENDER_SHARE_PURPOSE,
    granted: true,
    textVersion: LENDER_SHARE_TEXT_VERSION,
    locale: input.locale,
    givenAt: at,
  });
  await tx
    .insert(lenderShareEvents)
    .values({ shareId: share.id, kind: "shared", actor: "customer", createdAt: at });
  await queueLenderEvent(tx, {
    lenderId,
    type: "application.shared",
    data: { applicationId: application.reference, sharedAt: at.toISOString() },
    at,
  });
}

/**
 * Ends every share of an application at once (the borrower withdrew sharing or opted out), in the
 * withdrawal's transaction, and tells each lender by the `consent.withdrawn` webhook.
 */
export async function endShares(
  tx: Database,
  applicationId: string,
  at: Date,
  locale: "en" | "hi",
): Promise<void> {
  const ended = await tx
    .update(lenderShares)
    .set({ status: "withdrawn", statusAt: at, withdrawnAt: at, updatedAt: at })
    .where(and(eq(lenderShares.applicationId, applicationId), isNull(lenderShares.withdrawnAt)))
    .returning({ id: lenderShares.id, lenderId: lenderShares.lenderId });
  if (ended.length === 0) return;
  // The consent ledger shows the sharing with the chosen lender withdrawn at the same moment.
  await tx.insert(applicationConsents).values({
    applicationId,
    purpose: LENDER_SHARE_PURPOSE,
    granted: false,
    textVersion: LENDER_SHARE_TEXT_VERSION,
    locale,
    givenAt: at,
  });
  const [app] = await tx
    .select({ reference: applications.reference })
    .from(applications)
    .where(eq(applications.id, applicationId));
  for (const share of ended) {
    await tx
      .insert(lenderShareEvents)
      .values({ shareId: share.id, kind: "withdrawn", actor: "customer", createdAt: at });
    await queueLenderEvent(tx, {
      lenderId: share.lenderId,
      type: "consent.withdrawn",
      data: { applicationId: app?.reference ?? null, withdrawnAt: at.toISOString() },
      at,
    });
  }
}

/** A share's status as the lender and the borrower see it: withdrawn the moment the borrower opted out. */
const statusOf = (share: ShareRow, optedOut: boolean): ShareStatus =>
  optedOut ? "withdrawn" : (share.status as ShareStatus);

export interface LenderContext {
  lenders: () => Promise<Lender[]>;
  panKey: string;
  now: () => Date;
  /** After a disbursal, in its transaction: an attributed lead's partner payout (as the studio's does). */
  onDisbursed?: (
    tx: Database,
    app: ApplicationRow,
    actor: { kind: "lender" | "lender-user"; id: string } | NonNullable<LenderPrincipal["staff"]>,
  ) => Promise<unknown>;
  /** Tells the borrower of a step, in the step's transaction (lenders/messages.ts). */
  notify?: (
    tx: Database,
    kind: "lenderTerms" | "lenderDeclined" | "sanctioned" | "disbursed",
    app: ApplicationRow,
    lenderName: string,
  ) => Promise<void>;
}

/**
 * Who took a step, as the share's events name them: the employee who approved a step entered on the lender's
 * behalf, a portal user, or a key of the lender's system.
 */
export const shareActorOf = (principal: LenderPrincipal): string =>
  principal.staff
    ? `employee:${principal.staff.id}`
    : principal.userId
      ? `lender-user:${principal.userId}`
      : `lender:${principal.keyPrefix}`;

/** The audit log's actor for a principal. */
const auditActorOf = (principal: LenderPrincipal) =>
  principal.staff ??
  (principal.userId
    ? { kind: "lender-user" as const, id: principal.userId }
    : { kind: "lender" as const, id: `${principal.lenderId}:${principal.keyPrefix}` });

const notFound = () => new AppError("NOT_FOUND", "No application with this id is shared with you.");
const withdrawn = () =>
  new AppError("GONE", "The borrower withdrew consent: this application is no longer shared with you.");

/** The lender-facing service: every call is scoped to the principal's lender. */
export function createLenderShares(ctx: LenderContext) {
  /** The share of this lender for an application reference, locked for a write when `lock`. */
  async function shareOf(tx: Database, principal: LenderPrincipal, reference: string, lock: boolean) {
    const query = tx
      .select({ share: lenderShares, app: applications, optedOut: applicationOptouts.applicationId })
      .from(lenderShares)
      .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
      .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
      .where(and(eq(applications.reference, reference), eq(lenderShares.lenderId, principal.lenderId)));
    const [row] = lock ? await query.for("update", { of: lenderShares }) : await query;
    if (!row) throw notFound();
    return { share: row.share, app: row.app, status: statusOf(row.share, row.optedOut !== null) };
  }

  function move(status: ShareStatus, action: ShareAction) {
    const moved = moveShare(status, action);
    if (moved.ok) return moved.status;
    if (moved.reason === "withdrawn") throw withdrawn();
    throw new AppError("CONFLICT", `This step (${action}) is not valid while the application is ${status}.`);
  }

  async function lenderProductOf(app: ApplicationRow, lenderId: number) {
    const lender = (await ctx.lenders()).find((candidate) => candidate.id === lenderId)!;
    const key = journeyProduct(app.product)?.key ?? app.product;
    const product = lender.products[key as keyof Lender["products"]] as LenderProduct | undefined;
    if (!product)
      throw new AppError("CONFLICT", "You do not offer this product in LoanSetu's published terms.");
    return { lender, product, key };
  }

  /** The final or counter-offered figures as a KFS's offer, worked out as the offer engine works them out. */
  async function offerFrom(app: ApplicationRow, lenderId: number, terms: FinalTerms): Promise<Offer> {
    const { lender, product, key } = await lenderProductOf(app, lenderId);
    return madeOffer(lender, product, {
      product: key,
      creditBand: creditBandOf(app.creditScore) ?? "NA",
      ...terms,
    });
  }

  async function tell(
    tx: Database,
    kind: "lenderTerms" | "lenderDeclined" | "sanctioned" | "disbursed",
    app: ApplicationRow,
    lenderId: number,
  ) {
    if (!ctx.notify) return;
    const lender = (await ctx.lenders()).find((candidate) => candidate.id === lenderId);
    await ctx.notify(tx, kind, app, lender?.shortName ?? "");
  }

  async function step(
    tx: Database,
    principal: LenderPrincipal,
    share: ShareRow,
    kind: string,
    body: Record<string, unknown> | null,
    at: Date,
  ) {
    await tx.insert(lenderShareEvents).values({
      shareId: share.id,
      kind,
      actor: shareActorOf(principal),
      body,
      createdAt: at,
    });
    await recordAudit(tx, {
      actor: auditActorOf(principal),
      action: `lender.${kind}`,
      leadId: share.applicationId,
      details: body ?? undefined,
    });
  }

  const completed = (app: ApplicationRow) => app.stages.filter((stage) => stage.isComplete).length;
  /** Completes the lead's stages up to `name` (never undoes one the back office already completed). */
  const stagesTo = (app: ApplicationRow, name: (typeof LEAD_STAGES)[number]) =>
    stagesUpTo(Math.max(completed(app), LEAD_STAGES.indexOf(name) + 1));

  return {
    /** Applications shared with the lender, newest change first, by status and time; a keyset cursor pages. */
    async list(
      db: Database,
      principal: LenderPrincipal,
      query: {
        status?: ShareStatus | undefined;
        updatedSince?: Date | undefined;
        after?: string | undefined;
        limit: number;
      },
    ) {
      const rows = await db
        .select({
          share: lenderShares,
          reference: applications.reference,
          product: applications.product,
          optedOut: applicationOptouts.applicationId,
        })
        .from(lenderShares)
        .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
        .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
        .where(
          and(
            eq(lenderShares.lenderId, principal.lenderId),
            query.status === "withdrawn"
              ? or(eq(lenderShares.status, "withdrawn"), sql`${applicationOptouts.applicationId} is not null`)
              : query.status
                ? and(eq(lenderShares.status, query.status), isNull(applicationOptouts.applicationId))
                : undefined,
            query.updatedSince ? gt(lenderShares.updatedAt, query.updatedSince) : undefined,
            query.after ? gt(lenderShares.id, query.after) : undefined,
          ),
        )
        .orderBy(asc(lenderShares.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((row) => ({
          applicationId: row.reference,
          product: row.product,
          status: statusOf(row.share, row.optedOut !== null),
          sharedAt: row.share.sharedAt.toISOString(),
          updatedAt: row.share.updatedAt.toISOString(),
        })),
        next: rows.length > query.limit ? page.at(-1)!.share.id : null,
      };
    },

    /**
     * A shared application as the lender portal first shows it: the status, the figures and the timeline,
     * with the applicant's details masked (opening them is `read`, which is logged). Not a read of personal
     * data, so not in the borrower's ledger; a withdrawn application shows its status and timeline only.
     */
    async overview(db: Database, principal: LenderPrincipal, reference: string) {
      const { share, app, status } = await shareOf(db, principal, reference, false);
      const events = await db
        .select({
          id: lenderShareEvents.id,
          kind: lenderShareEvents.kind,
          actor: lenderShareEvents.actor,
          at: lenderShareEvents.createdAt,
        })
        .from(lenderShareEvents)
        .where(eq(lenderShareEvents.shareId, share.id))
        .orderBy(asc(lenderShareEvents.createdAt), asc(lenderShareEvents.id));
      let masked: Record<string, string | null> | null = null;
      if (status !== "withdrawn") {
        const [details] = await db
          .select({ panMasked: applicantDetails.panMasked })
          .from(applicantDetails)
          .where(eq(applicantDetails.applicationId, app.id));
        const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, app.userId));
        masked = {
          name: maskPersonName(app.name),
          mobile: user ? maskMobile(user.mobile) : null,
          email: app.personalEmail ? maskEmail(app.personalEmail) : null,
          pan: details?.panMasked ?? null,
        };
      }
      return {
        ...view(share, app, status),
        statusAt: share.statusAt.toISOString(),
        // A closed loan takes no new schedule (lenders/servicing.ts has its steps after the closure).
        actions: shareActions(status).filter(
          (action) =>
            action !== "accept" && action !== "withdraw" && !(share.closure && action === "schedule"),
        ),
        maskedApplicant: masked,
        timeline: events.map((event) => ({
          id: event.id,
          kind: event.kind,
          by:
            event.actor === "customer"
              ? "borrower"
              : event.actor.startsWith("lender-user:")
                ? "portal"
                : "api",
          at: event.at.toISOString(),
        })),
      };
    },

    /**
     * One shared application with what the borrower consented to share; the read is logged as the
     * lender's access (the borrower's data ledger lists it). A withdrawn application is gone.
     */
    async read(db: Database, principal: LenderPrincipal, reference: string) {
      const { share, app, status } = await shareOf(db, principal, reference, false);
      if (status === "withdrawn") throw withdrawn();
      const at = ctx.now();
      const [details] = await db
        .select()
        .from(applicantDetails)
        .where(eq(applicantDetails.applicationId, app.id));
      const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, app.userId));
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await tx.insert(lenderShareEvents).values({
          shareId: share.id,
          kind: "read",
          actor: shareActorOf(principal),
          createdAt: at,
        });
        await recordSharing(tx, {
          userId: app.userId,
          applicationId: app.id,
          occasion: "lenderAccess",
          recipientKind: "lender",
          recipientName: principal.lenderName,
          lenderId: principal.lenderId,
          at,
        });
      });
      return view(share, app, status, {
        name: app.name,
        mobile: user?.mobile ?? null,
        email: app.personalEmail,
        dateOfBirth: details?.dateOfBirth ?? null,
        pan: details ? decryptPan(details.panEncrypted, ctx.panKey, app.id) : null,
        pincode: details?.pincode ?? null,
        employment: details?.employment ?? null,
        netMonthlyIncome: details?.netMonthlyIncome ?? null,
      });
    },

    /** The lender's decision: approve with final terms, counter-offer, or reject with a listed reason. */
    async decide(
      tx: Database,
      principal: LenderPrincipal,
      reference: string,
      decision:
        | { decision: "approve" | "counter"; terms: FinalTerms }
        | { decision: "reject"; reason: RejectionReason },
    ) {
      const { share, app, status } = await shareOf(tx, principal, reference, true);
      const at = ctx.now();
      if (decision.decision === "reject") {
        const next = move(status, "reject");
        const [updated] = await tx
          .update(lenderShares)
          .set({ status: next, statusAt: at, rejectionReason: decision.reason, updatedAt: at })
          .where(eq(lenderShares.id, share.id))
          .returning();
        await step(tx, principal, share, "rejected", { reason: decision.reason }, at);
        await tell(tx, "lenderDeclined", app, principal.lenderId);
        return view(updated!, app, next);
      }
      const next = move(status, decision.decision);
      const offer = await offerFrom(app, principal.lenderId, decision.terms);
      const [updated] = await tx
        .update(lenderShares)
        .set({
          status: next,
          statusAt: at,
          terms: offer as unknown as Record<string, unknown>,
          updatedAt: at,
        })
        .where(eq(lenderShares.id, share.id))
        .returning();
      // The lender assessed the application: the lead's documents and credit assessment are done.
      await tx
        .update(applications)
        .set({
          stages: stagesTo(app, "Credit assessment"),
          updatedAt: at,
          version: sql`${applications.version} + 1`,
        })
        .where(eq(applications.id, app.id));
      await step(tx, principal, share, next, { terms: decision.terms }, at);
      await tell(tx, "lenderTerms", app, principal.lenderId);
      return view(updated!, app, next);
    },

    /**
     * The lender's sanction of the terms the borrower accepted (a sanction on other terms is a new
     * counter-offer): the lead's Sanctioned stage and the sanction letter from those terms.
     */
    async sanction(tx: Database, principal: LenderPrincipal, reference: string, input: { date: string }) {
      const { share, app, status } = await shareOf(tx, principal, reference, true);
      const next = move(status, "sanction");
      const at = ctx.now();
      const offer = share.terms as unknown as Offer;
      const sanction = {
        date: input.date,
        amount: offer.amount,
        ratePercent: offer.ratePercent,
        tenureMonths: offer.tenureMonths,
      };
      const [updated] = await tx
        .update(lenderShares)
        .set({ status: next, statusAt: at, sanction, updatedAt: at })
        .where(eq(lenderShares.id, share.id))
        .returning();
      await tx
        .update(applications)
        .set({
          stages: stagesTo(app, "Sanctioned"),
          sanctionedAt: at,
          updatedAt: at,
          version: sql`${applications.version} + 1`,
        })
        .where(eq(applications.id, app.id));
      await step(tx, principal, share, "sanctioned", sanction, at);
      await tell(tx, "sanctioned", app, principal.lenderId);
      return view(updated!, app, next);
    },

    /** The disbursal: not above the sanction, a UTR never seen before, not before the sanction's date. */
    async disburse(
      tx: Database,
      principal: LenderPrincipal,
      reference: string,
      input: { amount: number; date: string; utr: string },
    ) {
      const { share, app, status } = await shareOf(tx, principal, reference, true);
      const next = move(status, "disburse");
      const sanction = share.sanction as { amount: number; date: string };
      const fault = checkDisbursal(input, sanction);
      if (fault === "aboveSanction")
        throw new AppError("BAD_REQUEST", `The amount is above the sanctioned ₹${sanction.amount}.`, {
          errors: [{ path: "amount", message: "Above the sanctioned amount" }],
        });
      if (fault === "beforeSanction")
        throw new AppError("BAD_REQUEST", "The disbursal date is before the sanction's date.", {
          errors: [{ path: "date", message: "Before the sanction" }],
        });
      if (fault)
        throw new AppError("BAD_REQUEST", "The amount or the UTR is not valid.", {
          errors: [{ path: fault === "badUtr" ? "utr" : "amount", message: fault }],
        });
      const [seen] = await tx
        .select({ id: lenderShares.id })
        .from(lenderShares)
        .where(eq(lenderShares.utr, input.utr));
      if (seen)
        throw new AppError("CONFLICT", "This UTR was already reported for a disbursal.", {
          errors: [{ path: "utr", message: "Repeated UTR" }],
        });
      const at = ctx.now();
      const [updated] = await tx
        .update(lenderShares)
        .set({ status: next, statusAt: at, disbursal: input, utr: input.utr, updatedAt: at })
        .where(eq(lenderShares.id, share.id))
        .returning();
      const [disbursedApp] = await tx
        .update(applications)
        .set({
          stages: stagesTo(app, "Disbursed"),
          status: LEAD_STATUS.completed,
          disbursedAt: at,
          updatedAt: at,
          version: sql`${applications.version} + 1`,
        })
        .where(eq(applications.id, app.id))
        .returning();
      await ctx.onDisbursed?.(tx, disbursedApp!, auditActorOf(principal));
      await step(tx, principal, share, "disbursed", input, at);
      await tell(tx, "disbursed", app, principal.lenderId);
      return view(updated!, app, next);
    },

    /** The repayment schedule after the disbursal (replaces an earlier one). */
    async schedule(
      tx: Database,
      principal: LenderPrincipal,
      reference: string,
      instalments: Record<string, unknown>[],
    ) {
      const { share, app, status } = await shareOf(tx, principal, reference, true);
      const next = move(status, "schedule");
      if (share.closure)
        throw new AppError("CONFLICT", "This loan is closed: its schedule can no longer change.");
      const at = ctx.now();
      const [updated] = await tx
        .update(lenderShares)
        .set({ schedule: instalments, updatedAt: at })
        .where(eq(lenderShares.id, share.id))
        .returning();
      await step(tx, principal, share, "schedule", { instalments: instalments.length }, at);
      return view(updated!, app, next);
    },
  };
}

/**
 * The borrower accepts the lender's final or counter-offered terms (having read their KFS): the terms
 * become the lead's voucher, the Offer accepted stage completes and the lender gets `offer.accepted`.
 */
export async function acceptLenderTerms(
  tx: Database,
  input: { userId: string; reference: string; lenders: Lender[]; at: Date },
) {
  const [row] = await tx
    .select({ share: lenderShares, app: applications, optedOut: applicationOptouts.applicationId })
    .from(lenderShares)
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
    .where(
      and(
        eq(applications.reference, input.reference),
        eq(applications.userId, input.userId),
        inArray(lenderShares.status, ["approved", "countered"]),
      ),
    )
    .for("update", { of: lenderShares });
  if (!row || row.optedOut !== null) return null;
  const moved = moveShare(row.share.status as ShareStatus, "accept");
  if (!moved.ok) return null;
  const { share, app } = row;
  const offer = share.terms as unknown as Offer;
  const lender = input.lenders.find((candidate) => candidate.id === share.lenderId)!;
  const completedStages = app.stages.filter((stage) => stage.isComplete).length;
  await tx
    .update(lenderShares)
    .set({ status: moved.status, statusAt: input.at, updatedAt: input.at })
    .where(eq(lenderShares.id, share.id));
  await tx
    .update(applications)
    .set({
      voucher: voucherFrom(offer, lender, app.reference, input.at) as unknown as Record<string, unknown>,
      lenderId: share.lenderId,
      stages: stagesUpTo(Math.max(completedStages, LEAD_STAGES.indexOf("Offer accepted") + 1)),
      updatedAt: input.at,
      version: sql`${applications.version} + 1`,
    })
    .where(eq(applications.id, app.id));
  await tx
    .insert(lenderShareEvents)
    .values({ shareId: share.id, kind: "accepted", actor: "customer", createdAt: input.at });
  await recordAudit(tx, {
    actor: { kind: "customer", id: input.userId },
    action: "lender.terms.accept",
    leadId: app.id,
    after: { lenderId: share.lenderId, amount: offer.amount, ratePercent: offer.ratePercent },
  });
  await queueLenderEvent(tx, {
    lenderId: share.lenderId,
    type: "offer.accepted",
    data: { applicationId: app.reference, acceptedAt: input.at.toISOString() },
    at: input.at,
  });
  return { reference: app.reference, lenderId: share.lenderId, status: moved.status };
}

/** What a lender's system sees of a share. */
function view(
  share: ShareRow,
  app: ApplicationRow,
  status: ShareStatus,
  applicant?: Record<string, unknown>,
) {
  const steps = (app.steps ?? {}) as Record<string, unknown>;
  const product = steps.product as { amount?: number; tenureMonths?: number } | undefined;
  return {
    applicationId: app.reference,
    product: app.product,
    status,
    sharedAt: share.sharedAt.toISOString(),
    updatedAt: share.updatedAt.toISOString(),
    loanNeed: { amount: product?.amount ?? null, tenureMonths: product?.tenureMonths ?? null },
    creditScore: app.creditScore,
    chosenOffer: (app.voucher as { offer?: unknown } | null)?.offer ?? null,
    terms: share.terms ?? null,
    rejectionReason: share.rejectionReason,
    sanction: share.sanction ?? null,
    disbursal: share.disbursal ?? null,
    schedule: share.schedule ?? null,
    // The closure as lenders/servicing.ts `publicClosure` shows it (the storage key never leaves).
    closure: share.closure
      ? {
          date: share.closure.date,
          reason: share.closure.reason,
          reportedAt: share.closure.reportedAt,
          certificate: share.closure.certificate
            ? {
                sha256: (share.closure.certificate as { sha256: string }).sha256,
                receivedAt: (share.closure.certificate as { receivedAt: string }).receivedAt,
              }
            : null,
        }
      : null,
    ...(applicant ? { applicant } : {}),
  };
}

/**
 * The KFS input of the lender's current terms on the borrower's own application (the lender's figures, not
 * the indicative offer), or null when no lender has sent terms.
 */
export async function lenderTermsKfsOf(
  db: Database,
  userId: string,
  reference: string,
  lenders: Lender[],
  at: Date,
) {
  const [row] = await db
    .select({ share: lenderShares, app: applications })
    .from(lenderShares)
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .where(and(eq(applications.reference, reference), eq(applications.userId, userId)));
  if (!row?.share.terms) return null;
  const offer = row.share.terms as unknown as Offer;
  const lender = lenders.find((candidate) => candidate.id === row.share.lenderId);
  const lenderProduct = lender?.products[offer.product as keyof Lender["products"]] as
    | LenderProduct
    | undefined;
  if (!lender || !lenderProduct) return null;
  return { offer, lender, lenderProduct, reference, applicantName: row.app.name, at };
}
