import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateEmi } from "../src/emi.ts";
import { buildRepaymentSchedule, groupByYear } from "../src/repayment-schedule.ts";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("repayment schedule (§3 rows, §2 Total row per calendar year, §9 Asia/Kolkata)", () => {
  const schedule = buildRepaymentSchedule({
    principal: 100_000,
    annualRatePercent: 10,
    months: 60,
    start: { year: 2025, month: 11 },
  });

  it("pays the spec's ₹2,124 EMI each month and ends at ₹0", () => {
    expect(schedule.emi).toBe(2124);
    expect(schedule.rows).toHaveLength(60);
    expect(schedule.rows.slice(0, -1).every((row) => row.totalPayment === 2124)).toBe(true);
    expect(schedule.rows.at(-1)?.remainingBalance).toBe(0);
    expect(sum(schedule.rows.map((row) => row.principalPayment))).toBe(100_000);
  });

  it("starts with a month's interest on the full principal", () => {
    expect(schedule.rows[0]).toEqual({
      paymentNumber: 1,
      month: { year: 2025, month: 11 },
      monthLabel: "Nov 2025",
      principalPayment: 2124 - 833,
      interestPayment: 833,
      totalPayment: 2124,
      remainingBalance: 100_000 - (2124 - 833),
    });
  });

  it("absorbs the dropped paise in the last payment", () => {
    // ₹0.7045 short each month, carried with interest to the end: 0.7045 × ((1 + r)^60 − 1) / r ≈ ₹54.5,
    // give or take the rupee rounding of each month's interest.
    const r = 10 / 1200;
    const carried = (2124.7045 - 2124) * (((1 + r) ** 60 - 1) / r);
    const last = schedule.rows.at(-1);
    expect(last?.paymentNumber).toBe(60);
    expect(last?.monthLabel).toBe("Oct 2030");
    expect(Math.abs((last?.totalPayment ?? 0) - 2124 - carried)).toBeLessThan(5);
  });

  it("groups by calendar year with a Total row", () => {
    expect(schedule.years.map((year) => [year.year, year.rows.length])).toEqual([
      [2025, 2],
      [2026, 12],
      [2027, 12],
      [2028, 12],
      [2029, 12],
      [2030, 10],
    ]);
    for (const year of schedule.years) {
      expect(year.total.principalPayment).toBe(sum(year.rows.map((row) => row.principalPayment)));
      expect(year.total.interestPayment).toBe(sum(year.rows.map((row) => row.interestPayment)));
      expect(year.total.totalPayment).toBe(sum(year.rows.map((row) => row.totalPayment)));
      expect(year.total.remainingBalance).toBe(year.rows.at(-1)?.remainingBalance);
    }
    expect(groupByYear([])).toEqual([]);
  });

  it("labels months in Hindi with Latin digits", () => {
    const hindi = buildRepaymentSchedule({
      principal: 50_000,
      annualRatePercent: 12,
      months: 2,
      start: { year: 2026, month: 1 },
      locale: "hi",
    });
    expect(hindi.rows.map((row) => row.monthLabel)).toEqual(["जनवरी 2026", "फ़रवरी 2026"]);
  });

  it("handles 0 % and never pays past ₹0 on a tiny loan", () => {
    const zero = buildRepaymentSchedule({
      principal: 10,
      annualRatePercent: 0,
      months: 7,
      start: { year: 2026, month: 1 },
    });
    expect(zero.emi).toBe(2);
    expect(zero.rows.map((row) => row.principalPayment)).toEqual([2, 2, 2, 2, 2, 0, 0]);
    expect(zero.rows.every((row) => row.interestPayment === 0 && row.remainingBalance >= 0)).toBe(true);
  });

  it("is empty when there is nothing to repay", () => {
    expect(
      buildRepaymentSchedule({
        principal: 0,
        annualRatePercent: 10,
        months: 12,
        start: { year: 2026, month: 1 },
      }),
    ).toEqual({
      emi: 0,
      rows: [],
      years: [],
    });
  });

  it("property: ends at 0 within ₹1 and the principal column sums to the principal", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 360 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        (principal, annualRatePercent, months, year, month) => {
          const result = buildRepaymentSchedule({
            principal,
            annualRatePercent,
            months,
            start: { year, month },
          });
          expect(result.emi).toBe(calculateEmi({ principal, annualRatePercent, months }));
          expect(result.rows).toHaveLength(months);
          expect(Math.abs(result.rows.at(-1)?.remainingBalance ?? Number.NaN)).toBeLessThan(1);
          expect(sum(result.rows.map((row) => row.principalPayment))).toBe(principal);
          expect(sum(result.years.map((y) => y.total.principalPayment))).toBe(principal);
          expect(result.rows.map((row) => row.paymentNumber)).toEqual(
            result.rows.map((_, index) => index + 1),
          );
        },
      ),
    );
  });
});
