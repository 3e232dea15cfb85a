import type { Database } from "@loansetu/db/client";
import {
  applicationOptouts,
  applications,
  lenderShares,
  loanReminderSettings,
  users,
} from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
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
import type { User } from "../auth/session-service.ts";
import { signLinkToken, verifyJwt } from "../auth/tokens.ts";
import type { Lender, LenderProduct } from "../data/schemas.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
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
  today: string;
}

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
      today,
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
