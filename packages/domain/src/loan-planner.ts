import { exactEmi, monthlyRate } from "./emi.ts";

// An exact EMI within this of a whole rupee is that rupee (floating-point noise, not paise).
const PAISE_SLACK = 1e-6;

// After disbursal: what paying early does to a running loan. A part-payment now either keeps the EMI and
// ends the loan sooner (reduce tenure) or keeps the end date and lowers the EMI (reduce EMI); foreclosure
// pays the whole balance. Which pre-payment charge applies follows RBI's directions on pre-payment charges
// (2025): none on a floating-rate loan to an individual for a purpose other than business, sanctioned or
// renewed on or after 1 January 2026; otherwise the charge the Key Fact Statement disclosed. The cooling-off
// exit is RBI's digital lending rule: principal plus the APR for the days held, no penalty.
//
// Amounts are whole rupees and each month's interest is the balance × monthly rate rounded to the rupee,
// as `repayment-schedule.ts` works them out, so the planner's figures line up with the schedule's columns.
// Dates are ISO calendar dates (YYYY-MM-DD) in India; this module never reads a clock.

/** The loan as it stands after the last EMI paid, from the schedule the lender posted. */
export type RunningLoan = {
  /** Principal outstanding after the last EMI paid (the schedule's balance column). */
  readonly balance: number;
  readonly annualRatePercent: number;
  /** The EMI the lender charges. */
  readonly emi: number;
  /** EMIs still to pay. */
  readonly remainingMonths: number;
  /** Due date of the next EMI (ISO). */
  readonly nextDueDate: string;
};

export type Amortisation = {
  readonly months: number;
  readonly totalInterest: number;
  /** Due date of the last EMI (ISO), or null when nothing is left to pay. */
  readonly endDate: string | null;
};

/** ISO date `count` months later, on the same day of the month or the month's last day when it is shorter. */
export function addMonthsToDate(iso: string, count: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Pays `balance` off with `emi` a month for at most `maxMonths` months, as the schedule does: each month's
 * interest rounded to the rupee, the rest of the EMI repays principal, and the last month (the one that
 * reaches ₹0, or month `maxMonths`) takes whatever balance is left.
 */
export function amortise(
  balance: number,
  annualRatePercent: number,
  emi: number,
  maxMonths: number,
  firstDueDate: string,
): Amortisation {
  const rate = monthlyRate(annualRatePercent);
  let left = balance;
  let months = 0;
  let totalInterest = 0;
  while (left > 0 && months < maxMonths) {
    const interest = Math.round(left * rate);
    months++;
    totalInterest += interest;
    left = months === maxMonths ? 0 : Math.max(0, left - (emi - interest));
  }
  return {
    months,
    totalInterest,
    endDate: months === 0 ? null : addMonthsToDate(firstDueDate, months - 1),
  };
}

export type PrepaymentMode = "reduceTenure" | "reduceEmi";

export type PrepaymentPlan = {
  readonly mode: PrepaymentMode;
  readonly amount: number;
  /** The balance after the part-payment. */
  readonly newBalance: number;
  readonly emi: number;
  readonly months: number;
  readonly endDate: string | null;
  readonly interestSaved: number;
  readonly monthsSaved: number;
  readonly original: Amortisation;
};

export type PrepaymentRefusal = "notPositive" | "aboveBalance" | "nothingOwed";

/**
 * A part-payment of `amount` rupees with the next EMI. Keeping the EMI ends the loan sooner; keeping the
 * months lowers the EMI to what the new balance needs (never above the EMI charged now). Paying the whole
 * balance closes the loan: no months, no interest left.
 */
export function planPrepayment(
  loan: RunningLoan,
  amount: number,
  mode: PrepaymentMode,
):
  | { readonly ok: true; readonly plan: PrepaymentPlan }
  | { readonly ok: false; readonly reason: PrepaymentRefusal } {
  if (!(loan.balance > 0) || loan.remainingMonths < 1) return { ok: false, reason: "nothingOwed" };
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: "notPositive" };
  if (amount > loan.balance) return { ok: false, reason: "aboveBalance" };
  const original = amortise(
    loan.balance,
    loan.annualRatePercent,
    loan.emi,
    loan.remainingMonths,
    loan.nextDueDate,
  );
  const newBalance = loan.balance - amount;
  // Keeping the months, the new EMI is what the new balance needs rounded *up* to the rupee: dropping the
  // paise (as a new loan's EMI does) would leave a shortfall that grows with interest to the last month, and
  // on a long, dear loan a small part-payment would then cost more interest than it saves.
  const emi =
    mode === "reduceTenure"
      ? loan.emi
      : Math.min(
          loan.emi,
          Math.ceil(
            exactEmi({
              principal: newBalance,
              annualRatePercent: loan.annualRatePercent,
              months: loan.remainingMonths,
            }) - PAISE_SLACK,
          ),
        );
  const after = amortise(newBalance, loan.annualRatePercent, emi, loan.remainingMonths, loan.nextDueDate);
  return {
    ok: true,
    plan: {
      mode,
      amount,
      newBalance,
      emi: newBalance === 0 ? 0 : emi,
      months: after.months,
      endDate: after.endDate,
      interestSaved: original.totalInterest - after.totalInterest,
      monthsSaved: original.months - after.months,
      original,
    },
  };
}

export type RaisedEmiPlan = {
  readonly emi: number;
  readonly months: number;
  readonly endDate: string | null;
  readonly interestSaved: number;
  readonly monthsSaved: number;
  readonly original: Amortisation;
};

export type RaisedEmiRefusal = "notWhole" | "belowCurrent" | "aboveBalance" | "nothingOwed";

/**
 * The most one EMI can be: the balance and the next month's interest, which closes the loan (or the EMI
 * charged now, when the last EMI already is that much).
 */
export function raisedEmiMax(loan: Pick<RunningLoan, "balance" | "annualRatePercent" | "emi">): number {
  return Math.max(loan.emi, loan.balance + Math.round(loan.balance * monthlyRate(loan.annualRatePercent)));
}

/**
 * Paying a higher EMI from the next due date on: the loan ends sooner and costs less interest. An EMI below
 * the one charged now is refused (that is a longer loan, which only the lender can grant), and so is one
 * above the balance and a month's interest (that is foreclosure). The same EMI is allowed and changes nothing.
 */
export function planRaisedEmi(
  loan: RunningLoan,
  newEmi: number,
):
  | { readonly ok: true; readonly plan: RaisedEmiPlan }
  | { readonly ok: false; readonly reason: RaisedEmiRefusal } {
  if (!(loan.balance > 0) || loan.remainingMonths < 1) return { ok: false, reason: "nothingOwed" };
  if (!Number.isInteger(newEmi) || newEmi <= 0) return { ok: false, reason: "notWhole" };
  if (newEmi < loan.emi) return { ok: false, reason: "belowCurrent" };
  if (newEmi > raisedEmiMax(loan)) return { ok: false, reason: "aboveBalance" };
  const original = amortise(
    loan.balance,
    loan.annualRatePercent,
    loan.emi,
    loan.remainingMonths,
    loan.nextDueDate,
  );
  const after = amortise(
    loan.balance,
    loan.annualRatePercent,
    newEmi,
    loan.remainingMonths,
    loan.nextDueDate,
  );
  return {
    ok: true,
    plan: {
      emi: newEmi,
      months: after.months,
      endDate: after.endDate,
      interestSaved: original.totalInterest - after.totalInterest,
      monthsSaved: original.months - after.months,
      original,
    },
  };
}

/** The borrower and the loan, as far as RBI's pre-payment directions ask. */
export type ChargeCase = {
  readonly rateType: "fixed" | "floating";
  readonly borrower: "individual" | "business";
  /** Whether the loan is for a business purpose (a business or commercial-vehicle loan). */
  readonly businessPurpose: boolean;
  /** Date of sanction (ISO). */
  readonly sanctionedOn: string;
  /** The pre-payment charge the KFS disclosed, percent (before GST). */
  readonly disclosedPercent: number;
};

export type ChargeRule = "rbiNoChargeFloating" | "kfsDisclosed";

/** Journey products lent for a business purpose: RBI's no-charge rule on floating-rate loans does not cover them. */
export const BUSINESS_PURPOSE_PRODUCTS: ReadonlySet<string> = new Set(["business", "commercialVehicle"]);

/** From this date of sanction (or renewal) RBI's directions bar the charge on such loans. */
export const RBI_PREPAYMENT_DIRECTIONS_FROM = "2026-01-01";
export const GST_ON_CHARGES_PERCENT = 18;

/** Which rule sets the pre-payment charge, and the percent (before GST) it sets. */
export function prepaymentChargeRule(input: ChargeCase): {
  readonly rule: ChargeRule;
  readonly percent: number;
} {
  const barred =
    input.rateType === "floating" &&
    input.borrower === "individual" &&
    !input.businessPurpose &&
    input.sanctionedOn >= RBI_PREPAYMENT_DIRECTIONS_FROM;
  return barred
    ? { rule: "rbiNoChargeFloating", percent: 0 }
    : { rule: "kfsDisclosed", percent: input.disclosedPercent };
}

/** A charge of `percent` on `base` rupees, with GST on it, rounded to the rupee. */
export function chargeWithGst(base: number, percent: number): number {
  return Math.round(((base * percent) / 100) * (1 + GST_ON_CHARGES_PERCENT / 100));
}

export type Foreclosure = {
  readonly principal: number;
  /** Interest on the balance from the last EMI's date to the day of payment (actual/365). */
  readonly accruedInterest: number;
  readonly charge: number;
  readonly total: number;
};

/** What closing the loan on `on` costs: the balance, the interest since the last EMI, the charge with GST. */
export function foreclosureAmount(
  loan: Pick<RunningLoan, "balance" | "annualRatePercent">,
  lastPaidDate: string,
  on: string,
  chargePercent: number,
): Foreclosure {
  const days = Math.max(0, daysBetween(lastPaidDate, on));
  const accruedInterest = Math.round((loan.balance * loan.annualRatePercent * days) / 36_500);
  const charge = chargeWithGst(loan.balance, chargePercent);
  return { principal: loan.balance, accruedInterest, charge, total: loan.balance + accruedInterest + charge };
}

export type CoolingOff = {
  /** Last day on which the borrower may still exit (ISO), the disbursal day counted as day 1. */
  readonly lastDay: string;
  readonly running: boolean;
  /** Days left including today, 0 once it has ended. */
  readonly daysLeft: number;
  /** Principal plus the APR for the days held; no penalty. */
  readonly exitCost: number;
  readonly interestForDays: number;
  readonly daysHeld: number;
};

/**
 * The cooling-off period after disbursal: `days` days from the disbursal day, during which the borrower may
 * exit by repaying the principal and the APR for the days held (at least one day), with no penalty.
 */
export function coolingOff(input: {
  readonly principal: number;
  readonly aprPercent: number;
  readonly disbursedOn: string;
  readonly days: number;
  readonly today: string;
}): CoolingOff {
  const lastDay = addDays(input.disbursedOn, input.days - 1);
  const daysLeft = Math.max(0, daysBetween(input.today, lastDay) + 1);
  const daysHeld = Math.max(1, daysBetween(input.disbursedOn, input.today));
  const interestForDays = Math.round((input.principal * input.aprPercent * daysHeld) / 36_500);
  return {
    lastDay,
    running: daysLeft > 0 && input.today >= input.disbursedOn,
    daysLeft,
    exitCost: input.principal + interestForDays,
    interestForDays,
    daysHeld,
  };
}

/** ISO date `count` days later. */
export function addDays(iso: string, count: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/** One instalment of the schedule the lender posted. */
export type PostedInstalment = {
  readonly number: number;
  readonly dueDate: string;
  readonly emi: number;
  readonly principal: number;
  readonly interest: number;
  readonly balance: number;
};

export type LoanPosition = {
  /** Instalments whose due date is before today: the lender reports no payments yet, so not "paid". */
  readonly fallenDue: number;
  readonly fallenDueAmount: number;
  readonly next: PostedInstalment | null;
  /** The running loan from the next instalment on, or null once every due date has passed. */
  readonly running: RunningLoan | null;
  /** Due date of the last instalment fallen due, or the disbursal day before the first. */
  readonly lastDueDate: string;
};

/**
 * Where a loan stands on `today` from its posted schedule: what has fallen due, the next EMI, and the
 * balance the planner starts from (the balance after the last instalment fallen due, or the amount
 * disbursed before the first).
 */
export function loanPosition(
  instalments: readonly PostedInstalment[],
  input: {
    readonly disbursed: number;
    readonly disbursedOn: string;
    readonly annualRatePercent: number;
    readonly today: string;
  },
): LoanPosition {
  const sorted = [...instalments].sort((a, b) => a.number - b.number);
  const past = sorted.filter((row) => row.dueDate < input.today);
  const upcoming = sorted.filter((row) => row.dueDate >= input.today);
  const last = past.at(-1);
  const next = upcoming[0] ?? null;
  const balance = last ? last.balance : input.disbursed;
  return {
    fallenDue: past.length,
    fallenDueAmount: past.reduce((sum, row) => sum + row.emi, 0),
    next,
    running:
      next && balance > 0
        ? {
            balance,
            annualRatePercent: input.annualRatePercent,
            emi: next.emi,
            remainingMonths: upcoming.length,
            nextDueDate: next.dueDate,
          }
        : null,
    lastDueDate: last ? last.dueDate : input.disbursedOn,
  };
}

const IST_MS = 330 * 60_000;

/** The calendar day in India (ISO) at an instant. */
export function kolkataDay(instant: Date): string {
  return new Date(instant.getTime() + IST_MS).toISOString().slice(0, 10);
}

/** The instant a time of day ("HH:MM") in India begins on an ISO day. */
export function kolkataInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - IST_MS);
}

// EMI reminders go by day, never at night: a borrower chooses a time from 08:00 to 20:30 (India).
export const REMINDER_DEFAULT_TIME = "10:00";
export const REMINDER_EARLIEST = "08:00";
export const REMINDER_LATEST = "20:30";
/** Days before an EMI's due date its reminder goes. */
export const REMINDER_DAYS_BEFORE = 3;

/** A time the borrower may choose for reminders: HH:MM on the half hour, from 08:00 to 20:30. */
export function isReminderTime(value: string): boolean {
  return /^([01]\d|2[0-3]):(00|30)$/.test(value) && value >= REMINDER_EARLIEST && value <= REMINDER_LATEST;
}

/** The times a borrower can choose from, every half hour from 08:00 to 20:30. */
export const REMINDER_TIMES: readonly string[] = Array.from({ length: 26 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
});

/**
 * When an instalment's reminder is due: `REMINDER_DAYS_BEFORE` days before its due date at the chosen time
 * (India). A reminder whose moment has passed is still worth sending until the due date itself, but only
 * in daytime: from the chosen time to 21:00 on any day before the due date.
 */
export function reminderDue(dueDate: string, time: string, now: Date): boolean {
  const from = kolkataInstant(addDays(dueDate, -REMINDER_DAYS_BEFORE), time);
  if (now.getTime() < from.getTime()) return false;
  const today = kolkataDay(now);
  if (today >= dueDate) return false;
  const clock = new Date(now.getTime() + IST_MS).toISOString().slice(11, 16);
  return clock >= time && clock < "21:00";
}
