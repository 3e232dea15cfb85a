import type { Database } from "@loansetu/db/client";
import {
  applicationOptouts,
  applications,
  lenderApiKeys,
  lenderConsents,
  lenderShareEvents,
  lenderShares,
  lenderStaffEntries,
  users,
} from "@loansetu/db/schema";
import { and, asc, desc, eq, gt, isNull, ne, sql } from "@loansetu/db/sql";
import { kolkataDate } from "@loansetu/domain/application";
import { formatRupees } from "@loansetu/domain/format";
import {
  checkDisbursal,
  entryDateFault,
  moveShare,
  type PromisedHours,
  type ShareStatus,
  type StepTimer,
  stepTimers,
} from "@loansetu/domain/lender-share";
import type { Offer } from "@loansetu/domain/offers";
import { disbursalStages, LEAD_STATUS, sanctionStages } from "@loansetu/domain/pipeline";
import type { Lender } from "../../data/schemas.ts";
import { readVoucher, type Voucher } from "../../journey/voucher.ts";
import type { LenderPrincipal } from "../../lenders/keys.ts";
import { createLenderShareService } from "../../lenders/share-service.ts";
import { AppError } from "../../lib/errors.ts";
import type { ApiDeps } from "../../lib/types.ts";
import { attributedPartner } from "../../payouts/attribution.ts";
import { createPayoutService } from "../../payouts/service.ts";
import type { Role } from "../policy.ts";
import { type Actor, type AuditWriter, auditToLog, chooseOffer, offersOf } from "./actions.ts";
import { type EntryMessage, entryMessage } from "./entry-messages.ts";
import { createNotices } from "./notices.ts";

// Maker-checker for what staff enter on a lender's behalf (decision 0073). A lender without an integration
// tells us of a sanction or a disbursal by mail or phone; one employee enters it (the maker) and a different
// employee approves or rejects it (the checker). Only the approval moves the lead, through the same function
// the lender API uses for that step (lenders/shares.ts), so the state rules, the borrower's notices and the
// partner's payout are the lender API's. A lead shared with a lender that has an active API key is driven by
// that lender: staff enter nothing for it. A lead from before the lender side (no share; the borrower accepted
// an offer through the consent link) takes its sanction and then its disbursal the same way: the sanction
// must repeat the accepted offer's terms, the disbursal is checked against the sanctioned offer.

/** Who enters a step (operations), and who may approve one: another operations employee or an admin. */
export const ENTRY_PROPOSE_ROLES: Role[] = ["operations"];
export const ENTRY_APPROVE_ROLES: Role[] = ["operations", "admin"];

export type EntryKind = "sanction" | "disbursal";
export interface SanctionFigures {
  amount: number;
  ratePercent: number;
  tenureMonths: number;
  date: string;
}
export interface DisbursalFigures {
  amount: number;
  date: string;
  utr: string;
}
export type EntryInput =
  | ({ kind: "sanction" } & SanctionFigures)
  | ({ kind: "disbursal" } & DisbursalFigures);

export type EntryRow = typeof lenderStaffEntries.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;
type ShareRow = typeof lenderShares.$inferSelect;

/** Where a lead stands for staff entries: its lender, its share, and which entries it can take now. */
export interface EntryState {
  lenderId: number | null;
  lenderName: string | null;
  integrated: boolean;
  shareStatus: ShareStatus | null;
  /** The kinds an employee may enter now (none while one of that kind waits). */
  canEnter: EntryKind[];
  /** The terms a sanction must repeat (the borrower accepted them). */
  acceptedTerms: { amount: number; ratePercent: number; tenureMonths: number } | null;
  /** The sanction a disbursal is checked against. */
  sanction: { amount: number; date: string } | null;
}

const fieldError = (path: string, message: string) => ({ errors: [{ path, message }] });

export function createStaffEntries(deps: ApiDeps, audit: AuditWriter = auditToLog) {
  const db = deps.database.db;
  const { shares, beforeWrite } = createLenderShareService(deps);
  const notices = createNotices(deps);
  const payouts = createPayoutService(deps);

  const refuse = (
    code: "NOT_FOUND" | "CONFLICT" | "VALIDATION_FAILED" | "FORBIDDEN",
    id: EntryMessage,
    actor: Actor,
    field?: string,
    values?: Record<string, string>,
  ) => {
    const message = entryMessage(id, actor.locale, values);
    return new AppError(code, message, field ? fieldError(field, message) : undefined);
  };

  async function lenders(): Promise<Lender[]> {
    return (await deps.data.get("lenders.json")).lenders;
  }

  /** A lender is integrated while it holds an API key that works: its system reports its own steps. */
  async function integrated(tx: Database, lenderId: number): Promise<boolean> {
    const [key] = await tx
      .select({ id: lenderApiKeys.id })
      .from(lenderApiKeys)
      .where(
        and(
          eq(lenderApiKeys.lenderId, lenderId),
          isNull(lenderApiKeys.revokedAt),
          gt(lenderApiKeys.expiresAt, deps.clock()),
        ),
      )
      .limit(1);
    return key !== undefined;
  }

  async function loadLead(tx: Database, reference: string, lock: boolean) {
    const query = tx
      .select({ app: applications, optedOut: applicationOptouts.applicationId })
      .from(applications)
      .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
      .where(eq(applications.reference, reference));
    const [row] = lock ? await query.for("update", { of: applications }) : await query;
    return row ?? null;
  }

  /** The lender the borrower chose (a lead sanctioned before the lender side names it only in its voucher). */
  const lenderIdOf = (app: ApplicationRow): number | null =>
    app.lenderId ?? readVoucher(app.voucher)?.lenderId ?? null;

  async function shareOf(tx: Database, app: ApplicationRow): Promise<ShareRow | null> {
    const lenderId = lenderIdOf(app);
    if (lenderId === null) return null;
    const [share] = await tx
      .select()
      .from(lenderShares)
      .where(and(eq(lenderShares.applicationId, app.id), eq(lenderShares.lenderId, lenderId)));
    return share ?? null;
  }

  async function waitingKinds(tx: Database, applicationId: string): Promise<EntryKind[]> {
    const rows = await tx
      .select({ kind: lenderStaffEntries.kind })
      .from(lenderStaffEntries)
      .where(
        and(eq(lenderStaffEntries.applicationId, applicationId), eq(lenderStaffEntries.status, "pending")),
      );
    return rows.map((row) => row.kind as EntryKind);
  }

  async function stateOf(tx: Database, app: ApplicationRow, optedOut: boolean): Promise<EntryState> {
    const lenderId = lenderIdOf(app);
    const lender = lenderId === null ? undefined : (await lenders()).find((l) => l.id === lenderId);
    const share = await shareOf(tx, app);
    const isIntegrated = share !== null && (await integrated(tx, share.lenderId));
    const status = share ? (optedOut ? "withdrawn" : (share.status as ShareStatus)) : null;
    const open = app.status === LEAD_STATUS.active && !optedOut && lenderId !== null;
    const possible: EntryKind[] = [];
    let sanction: EntryState["sanction"] = null;
    let acceptedTerms: EntryState["acceptedTerms"] = null;
    if (share && status) {
      const terms = share.terms as unknown as Offer | null;
      if (terms)
        acceptedTerms = {
          amount: terms.amount,
          ratePercent: terms.ratePercent,
          tenureMonths: terms.tenureMonths,
        };
      const sanctioned = share.sanction as { amount: number; date: string } | null;
      if (sanctioned) sanction = { amount: sanctioned.amount, date: sanctioned.date };
      if (moveShare(status, "sanction").ok) possible.push("sanction");
      if (moveShare(status, "disburse").ok) possible.push("disbursal");
    } else if (!app.sanctionedAt && lenderId !== null) {
      // A lead from before the lender side, accepted through the consent link and not yet sanctioned: the
      // lender's sanction of the accepted offer, entered by one employee and approved by another.
      const accepted = await acceptedOffer(tx, app);
      if (accepted) {
        acceptedTerms = {
          amount: accepted.loanAmount,
          ratePercent: accepted.roi,
          tenureMonths: accepted.tenure,
        };
        if (sanctionStages(app.stages).ok) possible.push("sanction");
      }
    } else if (app.sanctionedAt) {
      // A lead sanctioned in the studio before the lender side: its sanctioned offer is the lead's voucher.
      const voucher = readVoucher(app.voucher);
      if (voucher) sanction = { amount: voucher.loanAmount, date: kolkataDate(app.sanctionedAt) };
      if (sanction && disbursalStages(app.stages).ok) possible.push("disbursal");
    }
    const waiting = await waitingKinds(tx, app.id);
    return {
      lenderId,
      lenderName: lender?.shortName ?? null,
      integrated: isIntegrated,
      shareStatus: status,
      canEnter: open && !isIntegrated ? possible.filter((kind) => !waiting.includes(kind)) : [],
      acceptedTerms,
      sanction,
    };
  }

  /**
   * The offer a lead without a share was accepted on: the lender whose consent link the borrower approved,
   * or (a lead accepted before those links were recorded) the lead's chosen lender.
   */
  async function acceptedOffer(tx: Database, app: ApplicationRow): Promise<Voucher | null> {
    const [consent] = await tx
      .select({ lenderId: lenderConsents.lenderId })
      .from(lenderConsents)
      .where(and(eq(lenderConsents.applicationId, app.id), eq(lenderConsents.status, "approved")))
      .orderBy(desc(lenderConsents.decidedAt))
      .limit(1);
    const lenderId = consent?.lenderId ?? lenderIdOf(app);
    return offersOf(app).find((offer) => offer.lenderId === lenderId) ?? null;
  }

  /** The sanction of a lead without a share: its accepted offer becomes the voucher, the stage moves on. */
  async function sanctionLead(tx: Database, app: ApplicationRow, actor: Actor) {
    const offer = (await acceptedOffer(tx, app))!;
    const move = sanctionStages(app.stages) as Extract<ReturnType<typeof sanctionStages>, { ok: true }>;
    const at = deps.clock();
    await tx
      .update(applications)
      .set({
        ...chooseOffer(app, offer),
        stages: move.stages,
        sanctionedAt: at,
        updatedAt: at,
        version: sql`${applications.version} + 1`,
      })
      .where(eq(applications.id, app.id));
    const [user] = await tx
      .select({ mobile: users.mobile, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, app.userId));
    await notices.send(
      "sanctioned",
      {
        id: app.id,
        reference: app.reference,
        mobile: user!.mobile,
        email: app.personalEmail ?? user!.email,
        lenderName: offer.lenderName ?? null,
        locale: user!.locale === "hi" ? "hi" : "en",
      },
      tx,
    );
    await audit(tx, {
      actor,
      action: "lead.sanction",
      leadId: app.id,
      before: { stage: "Offer accepted" },
      after: { stage: move.stage, lenderId: offer.lenderId },
    });
  }

  async function utrSeen(tx: Database, utr: string, except?: string): Promise<boolean> {
    const [share] = await tx
      .select({ id: lenderShares.id })
      .from(lenderShares)
      .where(eq(lenderShares.utr, utr));
    if (share) return true;
    const [entry] = await tx
      .select({ id: lenderStaffEntries.id })
      .from(lenderStaffEntries)
      .where(
        and(
          eq(lenderStaffEntries.utr, utr),
          ne(lenderStaffEntries.status, "rejected"),
          except ? ne(lenderStaffEntries.id, except) : undefined,
        ),
      );
    return entry !== undefined;
  }

  /**
   * Checks an entry against the lead as it is now; throws the first fault with the field it concerns. Run
   * when it is entered and again when it is approved (the lead may have moved in between).
   */
  async function check(
    tx: Database,
    app: ApplicationRow,
    optedOut: boolean,
    input: EntryInput,
    actor: Actor,
    except?: string,
  ): Promise<EntryState> {
    const state = await stateOf(tx, app, optedOut);
    if (state.lenderId === null) throw refuse("CONFLICT", "noLender", actor);
    if (state.integrated) throw refuse("CONFLICT", "integrated", actor);
    const waiting = except === undefined && (await waitingKinds(tx, app.id)).includes(input.kind);
    if (waiting) throw refuse("CONFLICT", "waiting", actor);
    const allowed = except === undefined ? state.canEnter : [...state.canEnter, input.kind];
    const possibleNow =
      app.status === LEAD_STATUS.active &&
      !optedOut &&
      (input.kind === "sanction"
        ? state.shareStatus !== null
          ? moveShare(state.shareStatus, "sanction").ok
          : state.acceptedTerms !== null && sanctionStages(app.stages).ok
        : state.sanction !== null &&
          (state.shareStatus !== null
            ? moveShare(state.shareStatus, "disburse").ok
            : disbursalStages(app.stages).ok));
    if (!allowed.includes(input.kind) || !possibleNow) throw refuse("CONFLICT", "notNow", actor);
    const dateFault = entryDateFault(input.date, kolkataDate(deps.clock()));
    if (dateFault) throw refuse("VALIDATION_FAILED", dateFault, actor, "date");
    if (input.kind === "sanction") {
      const terms = state.acceptedTerms;
      if (
        !terms ||
        terms.amount !== input.amount ||
        terms.ratePercent !== input.ratePercent ||
        terms.tenureMonths !== input.tenureMonths
      ) {
        const text = terms
          ? `${formatRupees(terms.amount)}, ${terms.ratePercent}%, ${terms.tenureMonths}`
          : "—";
        throw refuse("VALIDATION_FAILED", "termsDiffer", actor, "amount", { terms: text });
      }
      return state;
    }
    const sanction = state.sanction!;
    const fault = checkDisbursal(input, sanction);
    if (fault === "aboveSanction")
      throw refuse("VALIDATION_FAILED", "aboveSanction", actor, "amount", {
        amount: formatRupees(sanction.amount),
      });
    if (fault === "amountNotPositive") throw refuse("VALIDATION_FAILED", fault, actor, "amount");
    if (fault === "badUtr") throw refuse("VALIDATION_FAILED", fault, actor, "utr");
    if (fault === "beforeSanction")
      throw refuse("VALIDATION_FAILED", fault, actor, "date", { date: sanction.date });
    if (await utrSeen(tx, input.utr, except)) throw refuse("CONFLICT", "repeatedUtr", actor, "utr");
    return state;
  }

  function requirePerson(actor: Actor) {
    if (actor.employee.kind !== "employee") throw refuse("FORBIDDEN", "peopleOnly", actor);
  }

  const figuresOf = (input: EntryInput): Record<string, unknown> =>
    input.kind === "sanction"
      ? {
          amount: input.amount,
          ratePercent: input.ratePercent,
          tenureMonths: input.tenureMonths,
          date: input.date,
        }
      : { amount: input.amount, date: input.date, utr: input.utr };

  const inputOf = (entry: EntryRow): EntryInput =>
    ({ kind: entry.kind, ...entry.figures }) as unknown as EntryInput;

  /** The disbursal of a lead from before the lender side: the lead completes, as the lender API's does. */
  async function disburseLead(tx: Database, app: ApplicationRow, actor: Actor) {
    const at = deps.clock();
    const [done] = await tx
      .update(applications)
      .set({
        stages: (disbursalStages(app.stages) as Extract<ReturnType<typeof disbursalStages>, { ok: true }>)
          .stages,
        status: LEAD_STATUS.completed,
        disbursedAt: at,
        updatedAt: at,
        version: sql`${applications.version} + 1`,
      })
      .where(eq(applications.id, app.id))
      .returning();
    await payouts.createForDisbursal(tx, done!, await attributedPartner(tx, done!), actor.employee);
    const [user] = await tx
      .select({ mobile: users.mobile, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, app.userId));
    await notices.send(
      "disbursed",
      {
        id: app.id,
        reference: app.reference,
        mobile: user!.mobile,
        email: app.personalEmail ?? user!.email,
        lenderName: readVoucher(app.voucher)?.lenderName ?? null,
        locale: user!.locale === "hi" ? "hi" : "en",
      },
      tx,
    );
  }

  return {
    /** What the lead page needs: the lead's entry state, its entries (newest first) and the stage timers. */
    async view(reference: string) {
      const found = await loadLead(db, reference, false);
      if (!found) return null;
      const state = await stateOf(db, found.app, found.optedOut !== null);
      const entries = await db
        .select()
        .from(lenderStaffEntries)
        .where(eq(lenderStaffEntries.applicationId, found.app.id))
        .orderBy(desc(lenderStaffEntries.proposedAt));
      const share = await shareOf(db, found.app);
      let timers: StepTimer[] = [];
      let promised: (PromisedHours & { placeholder: boolean }) | null = null;
      if (share) {
        promised = (await lenders()).find((l) => l.id === share.lenderId)?.promisedHours ?? null;
        const events = await db
          .select({ kind: lenderShareEvents.kind, at: lenderShareEvents.createdAt })
          .from(lenderShareEvents)
          .where(eq(lenderShareEvents.shareId, share.id))
          .orderBy(asc(lenderShareEvents.createdAt));
        if (promised) timers = stepTimers(events, promised, deps.clock());
      }
      return { state, entries, timers, promised };
    },

    /** The maker enters a sanction or a disbursal; checked now, applied only when another employee approves. */
    async propose(reference: string, input: EntryInput, actor: Actor): Promise<EntryRow> {
      requirePerson(actor);
      await lenders();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const found = await loadLead(tx, reference, true);
        if (!found) throw new AppError("NOT_FOUND", entryMessage("notNow", actor.locale));
        const state = await check(tx, found.app, found.optedOut !== null, input, actor);
        const [row] = await tx
          .insert(lenderStaffEntries)
          .values({
            applicationId: found.app.id,
            lenderId: state.lenderId!,
            kind: input.kind,
            figures: figuresOf(input),
            utr: input.kind === "disbursal" ? input.utr : null,
            proposedBy: actor.employee.id,
            proposedByName: actor.employee.name,
            proposedAt: deps.clock(),
          })
          .returning();
        await audit(tx, {
          actor,
          action: `lead.entry.${input.kind}.propose`,
          leadId: found.app.id,
          before: null,
          after: { entryId: row!.id, lenderId: state.lenderId, ...figuresOf(input) },
        });
        return row!;
      });
    },

    /**
     * The checker approves: the entry is checked again against the lead as it is now, then applied through
     * the lender-side step (or the lead's own disbursal for a lead without a share), in one transaction.
     */
    async approve(reference: string, entryId: string, actor: Actor): Promise<EntryRow> {
      requirePerson(actor);
      // Reference data the step reads inside the transaction, loaded first (PGlite answers one connection).
      await beforeWrite();
      const done = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const found = await loadLead(tx, reference, true);
        const entry = found ? await pendingEntry(tx, found.app.id, entryId, actor) : null;
        if (!found || !entry) throw refuse("NOT_FOUND", "noEntry", actor);
        if (entry.proposedBy === actor.employee.id) throw refuse("FORBIDDEN", "ownEntry", actor);
        const input = inputOf(entry);
        const state = await check(tx, found.app, found.optedOut !== null, input, actor, entry.id);
        if (state.shareStatus !== null) {
          const principal: LenderPrincipal = {
            keyId: "staff",
            keyPrefix: "staff",
            lenderId: state.lenderId!,
            lenderName: state.lenderName ?? "",
            staff: actor.employee,
          };
          if (input.kind === "sanction")
            await shares.sanction(tx, principal, reference, { date: input.date });
          else
            await shares.disburse(tx, principal, reference, {
              amount: input.amount,
              date: input.date,
              utr: input.utr,
            });
        } else if (input.kind === "disbursal") {
          await disburseLead(tx, found.app, actor);
        } else {
          await sanctionLead(tx, found.app, actor);
        }
        const [decided] = await tx
          .update(lenderStaffEntries)
          .set({
            status: "approved",
            decidedBy: actor.employee.id,
            decidedByName: actor.employee.name,
            decidedAt: deps.clock(),
          })
          .where(eq(lenderStaffEntries.id, entry.id))
          .returning();
        await audit(tx, {
          actor,
          action: `lead.entry.${entry.kind}.approve`,
          leadId: found.app.id,
          before: { entryId: entry.id, status: "pending", proposedBy: entry.proposedBy },
          after: { entryId: entry.id, status: "approved", ...entry.figures },
        });
        return decided!;
      });
      // The borrower's messages are committed: wake the worker rather than wait for its next poll.
      deps.queue.kick();
      return done;
    },

    /** The checker rejects, with a reason the maker reads; the lead does not change. */
    async reject(reference: string, entryId: string, reason: string, actor: Actor): Promise<EntryRow> {
      requirePerson(actor);
      const why = reason.trim();
      if (!why) throw refuse("VALIDATION_FAILED", "reasonRequired", actor, "reason");
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const found = await loadLead(tx, reference, false);
        const entry = found ? await pendingEntry(tx, found.app.id, entryId, actor) : null;
        if (!found || !entry) throw refuse("NOT_FOUND", "noEntry", actor);
        if (entry.proposedBy === actor.employee.id) throw refuse("FORBIDDEN", "ownEntry", actor);
        const [decided] = await tx
          .update(lenderStaffEntries)
          .set({
            status: "rejected",
            decidedBy: actor.employee.id,
            decidedByName: actor.employee.name,
            decidedAt: deps.clock(),
            rejectReason: why,
          })
          .where(eq(lenderStaffEntries.id, entry.id))
          .returning();
        await audit(tx, {
          actor,
          action: `lead.entry.${entry.kind}.reject`,
          leadId: found.app.id,
          before: { entryId: entry.id, status: "pending" },
          after: { entryId: entry.id, status: "rejected", reason: why },
        });
        return decided!;
      });
    },
  };

  async function pendingEntry(tx: Database, applicationId: string, entryId: string, actor: Actor) {
    if (!/^[0-9a-f-]{36}$/i.test(entryId)) throw refuse("NOT_FOUND", "noEntry", actor);
    const [entry] = await tx
      .select()
      .from(lenderStaffEntries)
      .where(
        and(
          eq(lenderStaffEntries.id, entryId),
          eq(lenderStaffEntries.applicationId, applicationId),
          eq(lenderStaffEntries.status, "pending"),
        ),
      )
      .for("update");
    return entry ?? null;
  }
}

export type StaffEntries = ReturnType<typeof createStaffEntries>;
