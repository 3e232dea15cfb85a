import { calculateEmi, type LoanTerms, monthlyRate } from "./emi.ts";
import { formatMonthYear, type Locale } from "./format.ts";
import { addMonths, type YearMonth } from "./kolkata-time.ts";

// §3 "Repayment schedule row: month label, principalPayment, interestPayment, remainingBalance,
// paymentNumber"; §2 "Repayment schedule accordion per year with a Total row per calendar year";
// §9 "schedule dates in Asia/Kolkata time".
//
// Amounts are whole rupees, like the EMI. Each month's interest is the balance × monthly rate rounded
// to the rupee; the rest of the EMI repays principal. The last payment takes whatever balance is left,
// so the schedule ends at exactly ₹0 and its principal column adds up to the principal: the rounding
// of the EMI (paise dropped, see emi.ts) and of each month's interest is absorbed there, as lenders do.

export type ScheduleRow = {
  readonly paymentNumber: number;
  readonly month: YearMonth;
  readonly monthLabel: string;
  readonly principalPayment: number;
  readonly interestPayment: number;
  /** principalPayment + interestPayment: the EMI, except in the last row. */
  readonly totalPayment: number;
  readonly remainingBalance: number;
};

export type ScheduleYear = {
  readonly year: number;
  readonly rows: readonly ScheduleRow[];
  /** The Total row: sums of the year's payments, and the balance left at the year's end. */
  readonly total: {
    readonly principalPayment: number;
    readonly interestPayment: number;
    readonly totalPayment: number;
    readonly remainingBalance: number;
  };
};

export type RepaymentSchedule = {
  readonly emi: number;
  readonly rows: readonly ScheduleRow[];
  readonly years: readonly ScheduleYear[];
};

export type ScheduleInput = LoanTerms & {
  /** The calendar month (in India) of the first EMI; `kolkataYearMonth(new Date())` for "this month". */
  readonly start: YearMonth;
  readonly locale?: Locale;
};

export function buildRepaymentSchedule(input: ScheduleInput): RepaymentSchedule {
  const emi = calculateEmi(input);
  const rate = monthlyRate(input.annualRatePercent);
  const rows: ScheduleRow[] = [];
  let balance = input.principal;
  for (let paymentNumber = 1; emi > 0 && paymentNumber <= input.months; paymentNumber++) {
    const interestPayment = rate > 0 ? Math.round(balance * rate) : 0;
    const isLast = paymentNumber === input.months;
    // An EMI rounded up to repay the principal (see emi.ts) can clear a tiny loan early: never pay past ₹0.
    const principalPayment = isLast ? balance : Math.min(emi - interestPayment, balance);
    balance -= principalPayment;
    const month = addMonths(input.start, paymentNumber - 1);
    rows.push({
      paymentNumber,
      month,
      monthLabel: formatMonthYear(month, input.locale),
      principalPayment,
      interestPayment,
      totalPayment: principalPayment + interestPayment,
      remainingBalance: balance,
    });
  }
  return { emi, rows, years: groupByYear(rows) };
}

type MutableYear = {
  year: number;
  rows: ScheduleRow[];
  total: { -readonly [K in keyof ScheduleYear["total"]]: number };
};

/** Rows grouped by calendar year, each group with its Total row (§2). */
export function groupByYear(rows: readonly ScheduleRow[]): ScheduleYear[] {
  const years: MutableYear[] = [];
  for (const row of rows) {
    let current = years.at(-1);
    if (current?.year !== row.month.year) {
      current = {
        year: row.month.year,
        rows: [],
        total: { principalPayment: 0, interestPayment: 0, totalPayment: 0, remainingBalance: 0 },
      };
      years.push(current);
    }
    current.rows.push(row);
    current.total.principalPayment += row.principalPayment;
    current.total.interestPayment += row.interestPayment;
    current.total.totalPayment += row.totalPayment;
    current.total.remainingBalance = row.remainingBalance;
  }
  return years;
}
