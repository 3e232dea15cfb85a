import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { annualPercentageRate, aprForLoan, roundApr } from "../src/apr.ts";
import { solveMonthlyRate } from "../src/irr.ts";

describe("APR as RBI's Key Fact Statement computes it", () => {
  // RBI's KFS illustration: ₹20,000 sanctioned, 24 monthly EMIs of ₹970, fees ₹400, net disbursed
  // ₹19,600 → APR 17.07 % with the unrounded EMI (₹969.73, i.e. 15 % nominal), 17.10 % with ₹970.
  it("gives 17.07 % for RBI's illustration with the unrounded EMI", () => {
    const apr = aprForLoan({ principal: 20_000, annualRatePercent: 15, months: 24, fees: 400 });
    expect(roundApr(apr ?? 0)).toBe(17.07);
  });

  it("gives 17.10 % with the rounded EMI of ₹970 on the net ₹19,600", () => {
    const apr = annualPercentageRate({ netDisbursed: 19_600, instalment: 970, months: 24 });
    expect(roundApr(apr ?? 0)).toBe(17.1);
  });

  it("equals the nominal rate without fees", () => {
    expect(aprForLoan({ principal: 100_000, annualRatePercent: 10, months: 60, fees: 0 })).toBeCloseTo(10, 9);
  });

  it("is 0 when the instalments repay exactly the amount received, negative when less", () => {
    expect(annualPercentageRate({ netDisbursed: 12_000, instalment: 1000, months: 12 })).toBeCloseTo(0, 9);
    expect(annualPercentageRate({ netDisbursed: 12_000, instalment: 900, months: 12 })).toBeLessThan(0);
  });

  it("does not exist without money out or in", () => {
    expect(annualPercentageRate({ netDisbursed: 0, instalment: 970, months: 24 })).toBeNull();
    expect(annualPercentageRate({ netDisbursed: 19_600, instalment: 0, months: 24 })).toBeNull();
    expect(annualPercentageRate({ netDisbursed: 19_600, instalment: 970, months: 0 })).toBeNull();
    expect(annualPercentageRate({ netDisbursed: 19_600, instalment: 970, months: 2.5 })).toBeNull();
    expect(
      annualPercentageRate({ netDisbursed: Number.POSITIVE_INFINITY, instalment: 970, months: 24 }),
    ).toBeNull();
    expect(aprForLoan({ principal: 1000, annualRatePercent: 10, months: 12, fees: 1000 })).toBeNull();
  });

  it("solves the monthly rate of a textbook annuity (₹1,00,000 at 1 % a month for 12 months)", () => {
    expect(solveMonthlyRate(100_000, 8884.878867834168, 12)).toBeCloseTo(0.01, 12);
  });

  it("property: APR ≥ the nominal rate whenever fees > 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_500_000 }),
        fc.integer({ min: 0, max: 300 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 84 }),
        fc.double({ min: 0.0001, max: 0.5, noNaN: true }),
        (principal, annualRatePercent, months, feeShare) => {
          const fees = Math.max(1, Math.round(principal * feeShare));
          const apr = aprForLoan({ principal, annualRatePercent, months, fees });
          expect(apr).not.toBeNull();
          expect(apr ?? Number.NaN).toBeGreaterThanOrEqual(annualRatePercent);
        },
      ),
    );
  });

  it("property: the solved rate discounts the instalments back to the amount received", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 360 }),
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        (present, months, ratio) => {
          const instalment = (present / months) * ratio;
          const rate = solveMonthlyRate(present, instalment, months) ?? Number.NaN;
          let value = 0;
          for (let k = 1; k <= months; k++) {
            value += instalment / (1 + rate) ** k;
          }
          expect(value / present).toBeCloseTo(1, 6);
        },
      ),
    );
  });
});
