import type { Database } from "@loansetu/db/client";
import {
  applicationOptouts,
  applications,
  lenderShares,
  loanDisputes,
  loanReminderSettings,
  supportTickets,
  users,
} from "@loansetu/db/schema";
import { and, desc, eq, isNull } from "@loansetu/db/sql";
import { journeyProduct } from "@loansetu/domain/application";
import { formatRupees } from "@loansetu/domain/format";
import {
  BUSINESS_PURPOSE_PRODUCTS,
  type ChargeRule,
  chargeWithGst,
  coolingOff,
  foreclosureAmount,
  isReminderTime,
  kolkataDay,
  loanPosition,
  type PostedInstalment,
  type PrepaymentMode,
  type PrepaymentPlan,
  planPrepayment,
  planRaisedEmi,
  prepaymentChargeRule,
  type RaisedEmiPlan,
  REMINDER_DEFAULT_TIME,
  type RunningLoan,
  raisedEmiMax,
} from "@loansetu/domain/loan-planner";
import type { Offer } from "@loansetu/domain/offers";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import type { User } from "../auth/session-service.ts";
import { signLinkToken, verifyJwt } from "../auth/tokens.ts";
import { documentStorageFor } from "../borrower-documents/storage.ts";
import type { Lender, LenderProduct } from "../data/schemas.ts";
import {
  closureOf,
  type DisputeCategory,
  disputeView,
  newDispute,
  paymentsOf,
  paymentView,
  publicClosure,
} from "../lenders/servicing.ts";
import { queueLenderEvent } from "../lenders/webhooks.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { openLoanGrievance } from "../support/tickets.ts";
import { type PlanError, planError } from "./messages.ts";

// My loan: a disbursed loan as the lender reported it over the lender API (decision 0066): its terms, the
// schedule the lender posted, where it stands today, the cooling-off exit while it runs, the pre-payment
// charge and the planner, and the borrower's EMI reminders (decision 0077). Only the borrower's own loan;
// another's answers 404 as one that does not exist.

/** The purpose of a reminder's stop link (a signed link token, so a forwarded link stops only that loan). */
export const STOP_REMINDERS_PURPOSE = "stop-emi-reminders";
/** A stop link works for 120 days: longer than the gap between two reminders of the same loan. */
export const STOP_LINK_SECONDS = 120 * 86_400;

type ShareRow = typeof lenderShares.$inferSelect;

export interface ScheduleYearView {
  year: number;
  rows: PostedInstalment[];
  total: { emi: number; principal: number; interest: number; balance: number };
}

export interface MyLoan {
  reference: string;
  product: string;
  lender: {
    id: number;
    name: string;
    shortName: string;
    customerCare: string;
    grievance: { designation: string; name: string | null; email: string; phone: string; link: string };
  };
  amount: number;
  disbursedOn: string;
  sanctionedOn: string | null;
  ratePercent: number;
  rateType: "fixed" | "floating";
  apr: number;
  emi: number;
  tenureMonths: number;
  /** The lender's KFS of these terms exists (the terms it sent); the sanction letter once sanctioned. */
  kfs: boolean;
  sanctionLetter: boolean;
  schedule: ScheduleYearView[] | null;
  position: {
    fallenDue: number;
    fallenDueAmount: number;
    next: PostedInstalment | null;
    balance: number;
    lastDueDate: string;
  } | null;
  coolingOff: ReturnType<typeof coolingOff> & { days: number };
  charge: { rule: ChargeRule; percent: number; text: string; minEmisBefore: number };
  foreclosure: ReturnType<typeof foreclosureAmount> | null;
  reminders: { sendAt: string; stopped: boolean };
  /** What the lender reported paid or missed, by instalment, and what that leaves (null: none reported). */
  payments: {
    reported: ReturnType<typeof paymentView>[];
    paidCount: number;
    paidAmount: number;
    missedCount: number;
    /** The first instalment of the schedule not reported paid. */
    next: PostedInstalment | null;
    /** The balance after the last instalment reported paid in order from the first. */
    balance: number;
  } | null;
  closure:
    | (ReturnType<typeof publicClosure> & {
        /** When the lender's promised time for the certificate runs out: `promisedHours.noDuesCertificate` from the closure's day. */
        certificateDueBy: string;
        certificateLate: boolean;
        grievanceTicket: { reference: string; status: string; promisedBy: string } | null;
      })
    | null;
  disputes: ReturnType<typeof disputeView>[];
  today: string;
}

/** Disputes a borrower may open on one loan a day: a second tap is not a second dispute. */
export const DISPUTES_PER_LOAN_DAY = 3;

export interface PlanInput {
  amount: string;
  mode: string;
  date: string;
}

export type PlanAnswer =
  | {
      ok: true;
      plan: PrepaymentPlan;
      /** The part-payment's charge with GST, under the rule the loan's charge follows. */
      charge: number;
      foreclosure: ReturnType<typeof foreclosureAmount>;
      date: string;
    }
  | { ok: false; errors: Partial<Record<"amount" | "mode" | "date", string>> };

export type RaiseEmiAnswer =
  | { ok: true; plan: RaisedEmiPlan }
  | { ok: false; errors: Partial<Record<"emi", string>> };

function scheduleYears(instalments: readonly PostedInstalment[]): ScheduleYearView[] {
  const years: ScheduleYearView[] = [];
  for (const row of [...instalments].sort((a, b) => a.number - b.number)) {
    const year = Number(row.dueDate.slice(0, 4));
    let current = years.at(-1);
    if (current?.year !== year) {
      current = { year, rows: [], total: { emi: 0, principal: 0, interest: 0, balance: 0 } };
      years.push(current);
    }
    current.rows.push(row);
    current.total.emi += row.emi;
    current.total.principal += row.principal;
    current.total.interest += row.interest;
    current.total.balance = row.balance;
  }
  return years;
}

/** A date typed as DD/MM/YYYY (the site's way, decision 0048) or sent as ISO, as ISO; null when not a day. */
export function isoDay(value: string): string | null {
  const typed = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const iso = typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The loan the planner starts from: the balance after the last EMI date, the posted EMI, the months left. */
function runningOf(loan: MyLoan): RunningLoan | null {
  return loan.position
    ? {
        balance: loan.position.balance,
        annualRatePercent: loan.ratePercent,
        emi: loan.position.next?.emi ?? loan.emi,
        remainingMonths: loan.tenureMonths - loan.position.fallenDue,
        nextDueDate: loan.position.next?.dueDate ?? loan.today,
      }
    : null;
}

export function createMyLoanService(deps: ApiDeps) {
  const db = deps.database.db;
  const lenders = async () => (await deps.data.get("lenders.json")).lenders;

  /** The borrower's disbursed share of an application, or 404. */
  async function shareOf(userId: string, reference: string) {
    const [row] = await db
      .select({ share: lenderShares, app: applications })
      .from(lenderShares)
      .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
      .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
      .where(
        and(
          eq(applications.reference, reference),
          eq(applications.userId, userId),
          eq(lenderShares.status, "disbursed"),
          isNull(applicationOptouts.applicationId),
        ),
      );
    if (!row?.share.disbursal) throw new AppError("NOT_FOUND", "No disbursed loan with this reference.");
    return row;
  }

  async function settingsOf(shareId: string) {
    const [row] = await db
      .select()
      .from(loanReminderSettings)
      .where(eq(loanReminderSettings.shareId, shareId));
    return { sendAt: row?.sendAt ?? REMINDER_DEFAULT_TIME, stopped: row?.stoppedAt != null };
  }

  async function build(share: ShareRow, app: typeof applications.$inferSelect): Promise<MyLoan> {
    const offer = share.terms as unknown as Offer;
    const disbursal = share.disbursal as { amount: number; date: string };
    const sanction = share.sanction as { date: string; ratePercent: number; tenureMonths: number } | null;
    const lender = (await lenders()).find((candidate) => candidate.id === share.lenderId) as Lender;
    const productKey = journeyProduct(app.product)?.key ?? app.product;
    const lenderProduct = lender.products[productKey as keyof Lender["products"]] as
      | LenderProduct
      | undefined;
    const rateType = lenderProduct?.rateType ?? "fixed";
    const today = kolkataDay(deps.clock());
    const instalments = (share.schedule ?? []) as unknown as PostedInstalment[];
    const ratePercent = sanction?.ratePercent ?? offer.ratePercent;
    const charge = prepaymentChargeRule({
      rateType,
      borrower: "individual",
      businessPurpose: BUSINESS_PURPOSE_PRODUCTS.has(productKey),
      sanctionedOn: sanction?.date ?? disbursal.date,
      disclosedPercent: lenderProduct?.foreclosure.chargePercent ?? 0,
    });
    const position =
      instalments.length > 0
        ? loanPosition(instalments, {
            disbursed: disbursal.amount,
            disbursedOn: disbursal.date,
            annualRatePercent: ratePercent,
            today,
          })
        : null;
    const balance = position ? (position.running?.balance ?? 0) : disbursal.amount;
    return {
      reference: app.reference,
      product: productKey,
      lender: {
        id: lender.id,
        name: lender.name,
        shortName: lender.shortName,
        customerCare: lender.customerCareContact,
        grievance: { ...lender.grievanceOfficer, link: lender.customerFeedbackLink },
      },
      amount: disbursal.amount,
      disbursedOn: disbursal.date,
      sanctionedOn: sanction?.date ?? null,
      ratePercent,
      rateType,
      apr: offer.apr,
      emi: instalments[0]?.emi ?? offer.emi,
      tenureMonths: instalments.length || offer.tenureMonths,
      kfs: share.terms !== null,
      sanctionLetter: share.sanction !== null,
      schedule: instalments.length > 0 ? scheduleYears(instalments) : null,
      position: position
        ? {
            fallenDue: position.fallenDue,
            fallenDueAmount: position.fallenDueAmount,
            next: position.next,
            balance,
            lastDueDate: position.lastDueDate,
          }
        : null,
      coolingOff: {
        ...coolingOff({
          principal: disbursal.amount,
          aprPercent: offer.apr,
          disbursedOn: disbursal.date,
          days: lender.coolingOffDays,
          today,
        }),
        days: lender.coolingOffDays,
      },
      charge: {
        ...charge,
        text: lenderProduct?.foreclosure.text ?? "",
        minEmisBefore: lenderProduct?.foreclosure.minEmisBefore ?? 0,
      },
      foreclosure:
        balance > 0
          ? foreclosureAmount(
              { balance, annualRatePercent: ratePercent },
              position?.lastDueDate ?? disbursal.date,
              today,
              charge.percent,
            )
          : null,
      reminders: await settingsOf(share.id),
      payments: await paymentsView(share.id, instalments),
      closure: await closureView(share, lender),
      disputes: (
        await db
          .select()
          .from(loanDisputes)
          .where(eq(loanDisputes.shareId, share.id))
          .orderBy(desc(loanDisputes.createdAt))
      ).map((row) => disputeView(row, app.reference)),
      today,
    };
  }

  async function paymentsView(shareId: string, instalments: PostedInstalment[]): Promise<MyLoan["payments"]> {
    const rows = await paymentsOf(db, shareId);
    if (rows.length === 0) return null;
    const paid = new Set(rows.filter((row) => row.status === "paid").map((row) => row.instalment));
    const sorted = [...instalments].sort((a, b) => a.number - b.number);
    const next = sorted.find((row) => !paid.has(row.number)) ?? null;
    const lastInOrder = sorted.filter((row) => next === null || row.number < next.number).at(-1);
    return {
      reported: rows.map(paymentView),
      paidCount: paid.size,
      paidAmount: rows.filter((row) => row.status === "paid").reduce((sum, row) => sum + row.amount, 0),
      missedCount: rows.filter((row) => row.status === "missed").length,
      next,
      balance: lastInOrder?.balance ?? sorted[0]?.balance ?? 0,
    };
  }

  async function closureView(share: ShareRow, lender: Lender): Promise<MyLoan["closure"]> {
    const closure = closureOf(share);
    if (!closure) return null;
    // The promised time runs from the day the loan closed (midnight in India), not from the report: a
    // lender reporting the closure late does not get more time for the certificate.
    const dueBy = new Date(
      new Date(`${closure.date}T00:00:00+05:30`).getTime() +
        lender.promisedHours.noDuesCertificate * 3_600_000,
    );
    let grievanceTicket: NonNullable<MyLoan["closure"]>["grievanceTicket"] = null;
    if (closure.grievance) {
      const [ticket] = await db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.reference, closure.grievance.reference));
      if (ticket)
        grievanceTicket = {
          reference: ticket.reference,
          status: ticket.status,
          promisedBy: ticket.promisedBy.toISOString(),
        };
    }
    return {
      ...publicClosure(closure),
      certificateDueBy: dueBy.toISOString(),
      certificateLate: !closure.certificate && deps.clock().getTime() > dueBy.getTime(),
      grievanceTicket,
    };
  }

  return {
    /** The customer's disbursed loans, for the dashboard's links: reference, lender and amount. */
    async loans(userId: string) {
      const rows = await db
        .select({ share: lenderShares, reference: applications.reference })
        .from(lenderShares)
        .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
        .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
        .where(
          and(
            eq(applications.userId, userId),
            eq(lenderShares.status, "disbursed"),
            isNull(applicationOptouts.applicationId),
          ),
        );
      const all = await lenders();
      return rows
        .filter((row) => row.share.disbursal)
        .map((row) => ({
          reference: row.reference,
          lenderName: all.find((lender) => lender.id === row.share.lenderId)?.shortName ?? "",
          amount: (row.share.disbursal as { amount: number }).amount,
          closed: row.share.closure !== null,
        }));
    },

    async loan(user: User, reference: string): Promise<MyLoan> {
      const { share, app } = await shareOf(user.id, reference);
      return build(share, app);
    },

    /**
     * The planner: a part-payment of `amount` on `date` (today or later), reducing the tenure or the EMI.
     * Bad input answers field errors in the borrower's language and changes nothing (nothing is stored).
     */
    async plan(user: User, reference: string, input: PlanInput, locale: ApiLocale): Promise<PlanAnswer> {
      const loan = await this.loan(user, reference);
      const errors: Partial<Record<"amount" | "mode" | "date", string>> = {};
      const fail = (field: "amount" | "mode" | "date", code: PlanError, values?: Record<string, string>) => {
        errors[field] = planError(code, locale, values);
      };
      const date = input.date.trim() === "" ? loan.today : isoDay(input.date);
      if (date === null) fail("date", "badDate");
      else if (date < loan.today) fail("date", "datePast");
      const mode: PrepaymentMode = input.mode === "reduceEmi" ? "reduceEmi" : "reduceTenure";
      const digits = input.amount.replace(/[₹,\s]/g, "");
      const amount = /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
      const running = runningOf(loan);
      if (!running) {
        fail("amount", "nothingOwed");
        return { ok: false, errors };
      }
      const result = planPrepayment(running, amount, mode);
      if (!result.ok) fail("amount", result.reason, { balance: formatRupees(running.balance) });
      if (!result.ok || date === null || errors.date) return { ok: false, errors };
      return {
        ok: true,
        plan: result.plan,
        charge: chargeWithGst(amount, loan.charge.percent),
        foreclosure: foreclosureAmount(
          { balance: running.balance, annualRatePercent: loan.ratePercent },
          loan.position!.lastDueDate,
          date,
          loan.charge.percent,
        ),
        date,
      };
    },

    /** The no-dues certificate's bytes for the borrower (404 while there is none). */
    async certificate(user: User, reference: string) {
      const { share } = await shareOf(user.id, reference);
      const certificate = closureOf(share)?.certificate;
      if (!certificate) throw new AppError("NOT_FOUND", "No no-dues certificate yet.");
      const bytes = await (await documentStorageFor(deps.config)).get(certificate.storageKey);
      if (!bytes) throw new AppError("NOT_FOUND", "No no-dues certificate yet.");
      return { bytes, sha256: certificate.sha256, receivedAt: certificate.receivedAt };
    },

    /**
     * The one-tap grievance when the lender's no-dues certificate is late: a grievance in the support
     * queue (30-day clock), once per loan; a second tap answers the first ticket. Refused before it is late.
     */
    async raiseCertificateGrievance(user: User, reference: string, locale: ApiLocale) {
      const { share, app } = await shareOf(user.id, reference);
      const lender = (await lenders()).find((candidate) => candidate.id === share.lenderId) as Lender;
      const view = await closureView(share, lender);
      if (view?.grievance) return view.grievance;
      if (!view?.certificateLate) throw new AppError("CONFLICT", planError("grievanceNotLate", locale));
      const at = deps.clock();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [locked] = await tx
          .select({ closure: lenderShares.closure })
          .from(lenderShares)
          .where(eq(lenderShares.id, share.id))
          .for("update");
        const current = closureOf({ closure: locked?.closure ?? null });
        if (!current) throw new AppError("CONFLICT", planError("grievanceNotLate", locale));
        if (current.grievance) return current.grievance;
        const ticket = await openLoanGrievance(deps, tx, {
          userId: user.id,
          locale,
          leadId: app.id,
          transcript: `No-dues certificate late. Loan ${app.reference} with ${lender.name}, reported closed on ${current.date} (${current.reason}); the certificate was promised by ${view.certificateDueBy} and has not arrived.`,
        });
        const grievance = { reference: ticket.reference, raisedAt: at.toISOString() };
        await tx
          .update(lenderShares)
          .set({ closure: { ...current, grievance } as unknown as Record<string, unknown> })
          .where(eq(lenderShares.id, share.id));
        return grievance;
      });
    },

    /**
     * A dispute about the loan, sent to its lender (webhook `loan.dispute_opened`, signed like the others)
     * with a reference and a 30-day clock. At most `DISPUTES_PER_LOAN_DAY` a loan a day.
     */
    async openDispute(
      user: User,
      reference: string,
      input: { category: DisputeCategory; text: string },
      locale: ApiLocale,
    ) {
      const { share, app } = await shareOf(user.id, reference);
      const at = deps.clock();
      const key = `loan-dispute:${share.id}`;
      const row = await withKeyLock(db, key, async (tx) => {
        if (
          await exceeded(tx, key, [
            { limit: DISPUTES_PER_LOAN_DAY, since: new Date(at.getTime() - 86_400_000) },
          ])
        )
          throw new AppError("RATE_LIMITED", planError("tooManyDisputes", locale), {
            headers: { "Retry-After": "86400" },
          });
        await record(tx, key, at);
        const [dispute] = await tx
          .insert(loanDisputes)
          .values(newDispute(share.id, input.category, input.text, at))
          .returning();
        await recordAudit(tx, {
          actor: { kind: "customer", id: user.id },
          action: "loan.dispute.open",
          leadId: app.id,
          details: { dispute: dispute!.reference, category: input.category },
        });
        await queueLenderEvent(tx, {
          lenderId: share.lenderId,
          type: "loan.dispute_opened",
          data: {
            applicationId: app.reference,
            dispute: dispute!.reference,
            category: input.category,
            promisedBy: dispute!.promisedBy.toISOString(),
          },
          at,
        });
        return dispute!;
      });
      deps.queue.kick();
      return disputeView(row, app.reference);
    },

    /**
     * Raising the EMI from the next due date: the interest saved and the new end date. An EMI below the
     * current one or above what closes the loan answers an error in the borrower's language; nothing is stored.
     */
    async raiseEmi(user: User, reference: string, input: { emi: string }, locale: ApiLocale) {
      const loan = await this.loan(user, reference);
      const running = runningOf(loan);
      if (!running) return { ok: false, errors: { emi: planError("nothingOwed", locale) } } as RaiseEmiAnswer;
      const digits = input.emi.replace(/[₹,\s]/g, "");
      const emi = /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
      const result = planRaisedEmi(running, emi);
      if (result.ok) return { ok: true, plan: result.plan } as RaiseEmiAnswer;
      const code: PlanError =
        result.reason === "belowCurrent"
          ? "emiBelowCurrent"
          : result.reason === "aboveBalance"
            ? "emiAboveMax"
            : result.reason === "nothingOwed"
              ? "nothingOwed"
              : "emiNotWhole";
      return {
        ok: false,
        errors: {
          emi: planError(code, locale, {
            emi: formatRupees(running.emi),
            max: formatRupees(raisedEmiMax(running)),
          }),
        },
      } as RaiseEmiAnswer;
    },

    /** The time of day (India) the borrower wants EMI reminders at; choosing one turns them back on. */
    async setReminders(user: User, reference: string, sendAt: string, locale: ApiLocale) {
      if (!isReminderTime(sendAt)) return { ok: false as const, error: planError("badTime", locale) };
      const { share, app } = await shareOf(user.id, reference);
      const at = deps.clock();
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await tx
          .insert(loanReminderSettings)
          .values({ shareId: share.id, sendAt, stoppedAt: null, updatedAt: at })
          .onConflictDoUpdate({
            target: loanReminderSettings.shareId,
            set: { sendAt, stoppedAt: null, updatedAt: at },
          });
        await recordAudit(tx, {
          actor: { kind: "customer", id: user.id },
          action: "loan.reminders.set",
          leadId: app.id,
          after: { sendAt },
        });
      });
      return { ok: true as const, sendAt };
    },

    /** A reminder's stop link: signed for one loan, so it needs no sign-in (one tap from the SMS). */
    async stopLink(mobile: string, shareId: string) {
      return signLinkToken(
        deps.config.LINK_SECRET,
        { mobile, purpose: STOP_REMINDERS_PURPOSE, ref: shareId },
        deps.clock(),
        STOP_LINK_SECONDS,
      );
    },

    /** Stops a loan's reminders from its stop link; answers false for a link that is not one. */
    async stopReminders(token: string): Promise<boolean> {
      const verified = await verifyJwt<{ mobile: string; purpose: string; ref?: string }>(
        deps.config.LINK_SECRET,
        token,
        "link",
        deps.clock(),
      );
      if (!verified.ok || verified.claims.purpose !== STOP_REMINDERS_PURPOSE || !verified.claims.ref)
        return false;
      const shareId = verified.claims.ref;
      const [row] = await db
        .select({ share: lenderShares.id, applicationId: applications.id, userId: users.id })
        .from(lenderShares)
        .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
        .innerJoin(users, eq(users.id, applications.userId))
        .where(and(eq(lenderShares.id, shareId), eq(users.mobile, verified.claims.mobile)));
      if (!row) return false;
      const at = deps.clock();
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await tx
          .insert(loanReminderSettings)
          .values({ shareId, stoppedAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: loanReminderSettings.shareId,
            set: { stoppedAt: at, updatedAt: at },
          });
        await recordAudit(tx, {
          actor: { kind: "customer", id: row.userId },
          action: "loan.reminders.stop",
          leadId: row.applicationId,
        });
      });
      return true;
    },
  };
}

export type MyLoanService = ReturnType<typeof createMyLoanService>;
