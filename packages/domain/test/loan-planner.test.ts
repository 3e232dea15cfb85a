import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateEmi, exactEmi } from "../src/emi.ts";
import {
  addDays,
  addMonthsToDate,
  amortise,
  chargeWithGst,
  coolingOff,
  daysBetween,
  foreclosureAmount,
  isReminderTime,
  kolkataDay,
  kolkataInstant,
  loanPosition,
  planPrepayment,
  planRaisedEmi,
  prepaymentChargeRule,
  REMINDER_TIMES,
  type RunningLoan,
  raisedEmiMax,
  reminderDue,
} from "../src/loan-planner.ts";
import { buildRepaymentSchedule } from "../src/repayment-schedule.ts";

// The spec's sample loan: ₹1,00,000 at 10 % over 5 years, EMI ₹2,124 (§9 Calculators).
const SPEC_LOAN: RunningLoan = {
  balance: 100_000,
  annualRatePercent: 10,
  emi: 2124,
  remainingMonths: 60,
  nextDueDate: "2027-01-05",
};

const planned = (loan: RunningLoan, amount: number, mode: "reduceTenure" | "reduceEmi") => {
  const result = planPrepayment(loan, amount, mode);
  if (!result.ok) throw new Error(result.reason);
  return result.plan;
};

describe("dates", () => {
  it("adds months on the same day, or the month's last day when it is shorter", () => {
    expect(addMonthsToDate("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsToDate("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsToDate("2026-11-05", 2)).toBe("2027-01-05");
    expect(addMonthsToDate("2027-03-15", -3)).toBe("2026-12-15");
  });
  it("counts days between ISO dates and adds days", () => {
    expect(daysBetween("2026-12-01", "2027-01-01")).toBe(31);
    expect(daysBetween("2027-01-01", "2026-12-01")).toBe(-31);
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });
});

describe("amortise", () => {
  it("matches the repayment schedule's interest for the spec's loan", () => {
    const schedule = buildRepaymentSchedule({
      principal: 100_000,
      annualRatePercent: 10,
      months: 60,
      start: { year: 2027, month: 1 },
    });
    const interest = schedule.rows.reduce((sum, row) => sum + row.interestPayment, 0);
    const result = amortise(100_000, 10, 2124, 60, "2027-01-05");
    expect(result).toEqual({ months: 60, totalInterest: interest, endDate: "2031-12-05" });
  });
  it("has nothing to pay on a zero balance", () => {
    expect(amortise(0, 10, 2124, 60, "2027-01-05")).toEqual({ months: 0, totalInterest: 0, endDate: null });
  });
});

describe("planPrepayment", () => {
  it("₹20,000 now on the spec's loan, keeping the EMI: 14 EMIs fewer, interest saved", () => {
    const plan = planned(SPEC_LOAN, 20_000, "reduceTenure");
    expect(plan.emi).toBe(2124);
    expect(plan.newBalance).toBe(80_000);
    // ₹80,000 at 10 % with ₹2,124 a month takes 45.4 months: 46 EMIs, the last one smaller.
    expect(plan.months).toBe(46);
    expect(plan.monthsSaved).toBe(14);
    expect(plan.endDate).toBe("2030-10-05");
    expect(plan.interestSaved).toBe(
      plan.original.totalInterest - amortise(80_000, 10, 2124, 60, "2027-01-05").totalInterest,
    );
    expect(plan.interestSaved).toBeGreaterThan(9_000);
  });
  it("₹20,000 now keeping the end date: the EMI of ₹80,000 over 60 months, rounded up", () => {
    const plan = planned(SPEC_LOAN, 20_000, "reduceEmi");
    // Exactly ₹1,699.76: rounded up so the shortfall of dropped paise does not grow to the last month.
    expect(exactEmi({ principal: 80_000, annualRatePercent: 10, months: 60 })).toBeCloseTo(1699.76, 2);
    expect(plan.emi).toBe(1700);
    expect(plan.months).toBe(60);
    expect(plan.endDate).toBe("2031-12-05");
    expect(plan.interestSaved).toBeGreaterThan(5_000);
  });
  it("refuses an amount above the balance, zero, a fraction, or a loan with nothing owed", () => {
    expect(planPrepayment(SPEC_LOAN, 100_001, "reduceTenure")).toEqual({ ok: false, reason: "aboveBalance" });
    expect(planPrepayment(SPEC_LOAN, 0, "reduceTenure")).toEqual({ ok: false, reason: "notPositive" });
    expect(planPrepayment(SPEC_LOAN, 10.5, "reduceEmi")).toEqual({ ok: false, reason: "notPositive" });
    expect(planPrepayment({ ...SPEC_LOAN, balance: 0 }, 1, "reduceEmi")).toEqual({
      ok: false,
      reason: "nothingOwed",
    });
    expect(planPrepayment({ ...SPEC_LOAN, remainingMonths: 0 }, 1, "reduceEmi")).toEqual({
      ok: false,
      reason: "nothingOwed",
    });
  });

  // Random loans as a lender would schedule them: the EMI the domain computes for balance, rate and months.
  const loans = fc
    .record({
      balance: fc.integer({ min: 10_000, max: 5_000_000 }),
      annualRatePercent: fc.double({ min: 6, max: 30, noNaN: true }),
      remainingMonths: fc.integer({ min: 1, max: 120 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(
      ({ balance, annualRatePercent, remainingMonths, day }): RunningLoan => ({
        balance,
        annualRatePercent,
        remainingMonths,
        emi: calculateEmi({ principal: balance, annualRatePercent, months: remainingMonths }),
        nextDueDate: `2027-03-${String(day).padStart(2, "0")}`,
      }),
    );
  const loanAndAmount = loans.chain((loan) =>
    fc.tuple(
      fc.constant(loan),
      fc.integer({ min: 1, max: loan.balance }),
      fc.constantFrom("reduceTenure", "reduceEmi" as const),
    ),
  );

  it("never saves negative interest, never ends later, never raises the EMI", () => {
    fc.assert(
      fc.property(loanAndAmount, ([loan, amount, mode]) => {
        const plan = planned(loan, amount, mode);
        expect(plan.interestSaved).toBeGreaterThanOrEqual(0);
        expect(plan.months).toBeLessThanOrEqual(loan.remainingMonths);
        expect(plan.monthsSaved).toBeGreaterThanOrEqual(0);
        expect(plan.emi).toBeLessThanOrEqual(loan.emi);
        if (plan.endDate) expect(plan.endDate <= plan.original.endDate!).toBe(true);
      }),
    );
  });

  it("closes the loan when the whole balance is paid", () => {
    fc.assert(
      fc.property(loans, fc.constantFrom("reduceTenure", "reduceEmi" as const), (loan, mode) => {
        const plan = planned(loan, loan.balance, mode);
        expect(plan).toMatchObject({ newBalance: 0, months: 0, endDate: null, emi: 0 });
        expect(plan.interestSaved).toBe(plan.original.totalInterest);
      }),
    );
  });

  it("pays more the more is prepaid, keeping the EMI", () => {
    fc.assert(
      fc.property(loanAndAmount, ([loan, amount]) => {
        const less = planned(loan, Math.max(1, Math.floor(amount / 2)), "reduceTenure");
        const more = planned(loan, amount, "reduceTenure");
        expect(more.interestSaved).toBeGreaterThanOrEqual(less.interestSaved);
        expect(more.months).toBeLessThanOrEqual(less.months);
      }),
    );
  });
});

describe("prepaymentChargeRule (RBI's pre-payment charges directions)", () => {
  const floatingIndividual = {
    rateType: "floating" as const,
    borrower: "individual" as const,
    businessPurpose: false,
    sanctionedOn: "2026-01-01",
    disclosedPercent: 4,
  };
  it("charges nothing on a floating-rate loan to an individual for a non-business purpose from 1 Jan 2026", () => {
    expect(prepaymentChargeRule(floatingIndividual)).toEqual({ rule: "rbiNoChargeFloating", percent: 0 });
    expect(prepaymentChargeRule({ ...floatingIndividual, sanctionedOn: "2026-11-20" }).rule).toBe(
      "rbiNoChargeFloating",
    );
  });
  it("uses the KFS's disclosed charge otherwise", () => {
    expect(prepaymentChargeRule({ ...floatingIndividual, rateType: "fixed" })).toEqual({
      rule: "kfsDisclosed",
      percent: 4,
    });
    expect(prepaymentChargeRule({ ...floatingIndividual, sanctionedOn: "2025-12-31" }).rule).toBe(
      "kfsDisclosed",
    );
    expect(prepaymentChargeRule({ ...floatingIndividual, businessPurpose: true }).rule).toBe("kfsDisclosed");
    expect(prepaymentChargeRule({ ...floatingIndividual, borrower: "business" }).rule).toBe("kfsDisclosed");
  });
  it("never charges more than the KFS disclosed", () => {
    fc.assert(
      fc.property(
        fc.record({
          rateType: fc.constantFrom("fixed", "floating" as const),
          borrower: fc.constantFrom("individual", "business" as const),
          businessPurpose: fc.boolean(),
          sanctionedOn: fc.constantFrom("2025-06-30", "2025-12-31", "2026-01-01", "2027-04-01"),
          disclosedPercent: fc.double({ min: 0, max: 10, noNaN: true }),
        }),
        (input) => {
          const { percent } = prepaymentChargeRule(input);
          expect(percent).toBeLessThanOrEqual(input.disclosedPercent);
        },
      ),
    );
  });
});

describe("foreclosureAmount", () => {
  it("is the balance, interest since the last EMI and the charge with 18 % GST", () => {
    // ₹80,000 at 10 % for 20 days: 80,000 × 10 × 20 / 36,500 = ₹438; 4 % charge = ₹3,200 + GST = ₹3,776.
    expect(
      foreclosureAmount({ balance: 80_000, annualRatePercent: 10 }, "2027-03-05", "2027-03-25", 4),
    ).toEqual({
      principal: 80_000,
      accruedInterest: 438,
      charge: 3776,
      total: 84_214,
    });
    expect(chargeWithGst(80_000, 0)).toBe(0);
  });
  it("counts no interest for a date before the last EMI", () => {
    expect(
      foreclosureAmount({ balance: 1000, annualRatePercent: 12 }, "2027-03-05", "2027-03-01", 0)
        .accruedInterest,
    ).toBe(0);
  });
});

describe("coolingOff", () => {
  const base = { principal: 250_000, aprPercent: 15.5, disbursedOn: "2026-11-20", days: 3 };
  it("runs for its days from the disbursal day, and costs principal plus the APR for the days held", () => {
    const today = coolingOff({ ...base, today: "2026-11-21" });
    expect(today).toMatchObject({ lastDay: "2026-11-22", running: true, daysLeft: 2, daysHeld: 1 });
    // 2,50,000 × 15.5 % × 1 / 365 = ₹106.16 → ₹106.
    expect(today.interestForDays).toBe(106);
    expect(today.exitCost).toBe(250_106);
  });
  it("counts at least one day on the disbursal day, and ends after its last day", () => {
    expect(coolingOff({ ...base, today: "2026-11-20" })).toMatchObject({
      daysHeld: 1,
      daysLeft: 3,
      running: true,
    });
    expect(coolingOff({ ...base, today: "2026-11-23" })).toMatchObject({ running: false, daysLeft: 0 });
    expect(coolingOff({ ...base, today: "2026-11-19" }).running).toBe(false);
  });
});

describe("loanPosition", () => {
  const schedule = buildRepaymentSchedule({
    principal: 100_000,
    annualRatePercent: 10,
    months: 60,
    start: { year: 2027, month: 1 },
  }).rows.map((row) => ({
    number: row.paymentNumber,
    dueDate: `${row.month.year}-${String(row.month.month).padStart(2, "0")}-05`,
    emi: row.totalPayment,
    principal: row.principalPayment,
    interest: row.interestPayment,
    balance: row.remainingBalance,
  }));
  const input = { disbursed: 100_000, disbursedOn: "2026-12-01", annualRatePercent: 10 };
  it("before the first EMI: nothing fallen due, the whole amount running", () => {
    const position = loanPosition(schedule, { ...input, today: "2026-12-10" });
    expect(position).toMatchObject({ fallenDue: 0, fallenDueAmount: 0, lastDueDate: "2026-12-01" });
    expect(position.next?.number).toBe(1);
    expect(position.running).toEqual({ ...SPEC_LOAN, nextDueDate: "2027-01-05" });
  });
  it("after three due dates: three fallen due, the balance after the third", () => {
    const position = loanPosition([...schedule].reverse(), { ...input, today: "2027-03-06" });
    expect(position.fallenDue).toBe(3);
    expect(position.fallenDueAmount).toBe(3 * 2124);
    expect(position.lastDueDate).toBe("2027-03-05");
    expect(position.running).toMatchObject({ balance: schedule[2]!.balance, remainingMonths: 57 });
  });
  it("after the last due date: nothing running", () => {
    const position = loanPosition(schedule, { ...input, today: "2032-01-01" });
    expect(position).toMatchObject({ fallenDue: 60, next: null, running: null });
  });
});

describe("EMI reminders' time", () => {
  it("offers every half hour from 08:00 to 20:30 and refuses the night", () => {
    expect(REMINDER_TIMES[0]).toBe("08:00");
    expect(REMINDER_TIMES.at(-1)).toBe("20:30");
    expect(REMINDER_TIMES.every(isReminderTime)).toBe(true);
    for (const night of ["21:00", "07:30", "23:30", "00:00", "10:15", "9:00", "ab:cd"]) {
      expect(isReminderTime(night)).toBe(false);
    }
  });
  it("reads the day and the hour in India", () => {
    expect(kolkataDay(new Date("2026-12-01T18:29:00Z"))).toBe("2026-12-01");
    expect(kolkataDay(new Date("2026-12-01T18:30:00Z"))).toBe("2026-12-02");
    expect(kolkataInstant("2026-12-02", "10:00").toISOString()).toBe("2026-12-02T04:30:00.000Z");
  });
  it("falls due three days before the EMI at the chosen time, and not at night or on the due date", () => {
    const due = "2027-01-05";
    expect(reminderDue(due, "10:00", new Date("2027-01-02T04:29:00Z"))).toBe(false); // 09:59 IST
    expect(reminderDue(due, "10:00", new Date("2027-01-02T04:30:00Z"))).toBe(true); // 10:00 IST
    expect(reminderDue(due, "10:00", new Date("2027-01-02T15:30:00Z"))).toBe(false); // 21:00 IST
    expect(reminderDue(due, "10:00", new Date("2027-01-03T03:00:00Z"))).toBe(false); // 08:30 IST, before 10:00
    expect(reminderDue(due, "10:00", new Date("2027-01-03T05:00:00Z"))).toBe(true); // a missed one, next day
    expect(reminderDue(due, "10:00", new Date("2027-01-05T05:00:00Z"))).toBe(false); // the due date itself
  });
  it("is never due at night, whatever the time chosen", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REMINDER_TIMES),
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        (time, offset) => {
          const now = new Date(Date.parse("2026-12-28T00:00:00Z") + offset);
          if (!reminderDue("2027-01-05", time, now)) return;
          const clock = new Date(now.getTime() + 330 * 60_000).toISOString().slice(11, 16);
          expect(clock >= "08:00" && clock < "21:00").toBe(true);
        },
      ),
    );
  });
});

describe("raising the EMI", () => {
  const raised = (loan: RunningLoan, emi: number) => {
    const result = planRaisedEmi(loan, emi);
    if (!result.ok) throw new Error(result.reason);
    return result.plan;
  };

  it("ends the spec's loan sooner and saves interest", () => {
    const plan = raised(SPEC_LOAN, 3000);
    expect(plan.months).toBeLessThan(60);
    expect(plan.monthsSaved).toBe(60 - plan.months);
    expect(plan.interestSaved).toBeGreaterThan(0);
    expect(plan.endDate).toBe(addMonthsToDate("2027-01-05", plan.months - 1));
    expect(plan.original.months).toBe(60);
  });

  it("refuses an EMI below the current one, above the balance, not whole, or on a loan with nothing owed", () => {
    expect(planRaisedEmi(SPEC_LOAN, 2000)).toEqual({ ok: false, reason: "belowCurrent" });
    expect(raisedEmiMax(SPEC_LOAN)).toBe(100_833);
    expect(planRaisedEmi(SPEC_LOAN, 100_834)).toEqual({ ok: false, reason: "aboveBalance" });
    expect(planRaisedEmi(SPEC_LOAN, 2500.5)).toEqual({ ok: false, reason: "notWhole" });
    expect(planRaisedEmi(SPEC_LOAN, 0)).toEqual({ ok: false, reason: "notWhole" });
    expect(planRaisedEmi({ ...SPEC_LOAN, balance: 0 }, 3000)).toEqual({ ok: false, reason: "nothingOwed" });
    expect(planRaisedEmi({ ...SPEC_LOAN, remainingMonths: 0 }, 3000)).toEqual({
      ok: false,
      reason: "nothingOwed",
    });
  });

  it("pays the whole balance in one month when the EMI is the balance and a month's interest", () => {
    const plan = raised(SPEC_LOAN, 100_833);
    expect(plan.months).toBe(1);
    expect(plan.endDate).toBe("2027-01-05");
  });

  const loans = fc
    .record({
      balance: fc.integer({ min: 10_000, max: 5_000_000 }),
      annualRatePercent: fc.double({ min: 6, max: 30, noNaN: true }),
      remainingMonths: fc.integer({ min: 1, max: 120 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(
      ({ balance, annualRatePercent, remainingMonths, day }): RunningLoan => ({
        balance,
        annualRatePercent,
        remainingMonths,
        emi: calculateEmi({ principal: balance, annualRatePercent, months: remainingMonths }),
        nextDueDate: `2027-03-${String(day).padStart(2, "0")}`,
      }),
    );
  const loanAndTwoEmis = loans.chain((loan) =>
    fc.tuple(
      fc.constant(loan),
      fc.integer({ min: loan.emi, max: raisedEmiMax(loan) }),
      fc.integer({ min: loan.emi, max: raisedEmiMax(loan) }),
    ),
  );

  it("a higher EMI never lengthens the loan and never raises the interest", () => {
    fc.assert(
      fc.property(loanAndTwoEmis, ([loan, first, second]) => {
        const low = raised(loan, Math.min(first, second));
        const high = raised(loan, Math.max(first, second));
        expect(high.months).toBeLessThanOrEqual(low.months);
        expect(high.original.totalInterest - high.interestSaved).toBeLessThanOrEqual(
          low.original.totalInterest - low.interestSaved,
        );
        expect(low.interestSaved).toBeGreaterThanOrEqual(0);
        expect(low.monthsSaved).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("the same EMI changes nothing", () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const plan = raised(loan, loan.emi);
        expect(plan.interestSaved).toBe(0);
        expect(plan.monthsSaved).toBe(0);
        expect(plan.months).toBe(plan.original.months);
        expect(plan.endDate).toBe(plan.original.endDate);
      }),
    );
  });
});
