import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { annualPercentageRate } from "../src/apr.ts";
import {
  calculateEmi,
  durationToMonths,
  exactEmi,
  flatRateEmi,
  monthlyRate,
  monthsForEmi,
  principalForEmi,
  summarizeLoan,
} from "../src/emi.ts";

describe("EMI (§9 Calculators)", () => {
  it("is ₹2,124 for 1,00,000 at 10% over 5 years, the spec's sample", () => {
    const terms = { principal: 100_000, annualRatePercent: 10, months: durationToMonths(5, "years") };
    expect(exactEmi(terms)).toBeCloseTo(2124.7, 2);
    expect(calculateEmi(terms)).toBe(2124);
  });

  it("drops the paise rather than rounding to the nearest rupee (₹2,124.70 → ₹2,124)", () => {
    // 20,000 at 15 % over 24 months: exact ₹969.73 → ₹969.
    expect(calculateEmi({ principal: 20_000, annualRatePercent: 15, months: 24 })).toBe(969);
  });

  it("takes the monthly rate as annual / 1200", () => {
    expect(monthlyRate(12)).toBe(0.01);
    expect(monthlyRate(30)).toBe(0.025);
  });

  it("counts years × 12, and months as they are for the two-wheeler", () => {
    expect(durationToMonths(5, "years")).toBe(60);
    expect(durationToMonths(36, "months")).toBe(36);
  });

  it("gives total interest = EMI × months − principal", () => {
    expect(summarizeLoan({ principal: 100_000, annualRatePercent: 10, months: 60 })).toEqual({
      emi: 2124,
      months: 60,
      totalPayment: 127_440,
      totalInterest: 27_440,
    });
  });

  it("handles a 0 % rate as principal / months", () => {
    expect(exactEmi({ principal: 120_000, annualRatePercent: 0, months: 12 })).toBe(10_000);
    expect(calculateEmi({ principal: 120_000, annualRatePercent: 0, months: 12 })).toBe(10_000);
    expect(summarizeLoan({ principal: 120_000, annualRatePercent: 0, months: 12 }).totalInterest).toBe(0);
  });

  it("rounds up to repay the principal when dropping paise would not (0 %, 10,000 over 7 months)", () => {
    expect(calculateEmi({ principal: 10_000, annualRatePercent: 0, months: 7 })).toBe(1429);
  });

  it("is 0 when there is nothing to repay", () => {
    expect(calculateEmi({ principal: 0, annualRatePercent: 10, months: 12 })).toBe(0);
    expect(calculateEmi({ principal: 10_000, annualRatePercent: 10, months: 0 })).toBe(0);
    expect(calculateEmi({ principal: Number.NaN, annualRatePercent: 10, months: 12 })).toBe(0);
    expect(calculateEmi({ principal: 10_000, annualRatePercent: 10, months: 2.5 })).toBe(0);
    expect(summarizeLoan({ principal: 0, annualRatePercent: 10, months: 12 })).toEqual({
      emi: 0,
      months: 0,
      totalPayment: 0,
      totalInterest: 0,
    });
  });

  it("matches EMIs worked by hand", () => {
    // 5,00,000 at 11 % for 5 years: ₹10,871.31. 25,00,000 at 30 % for 7 years: 1.025^84 = 7.9578…, so
    // 62,500 × 7.9578 / 6.9578 = ₹71,482.6. 10,000 at 2 % for a year: ₹842.39.
    expect(calculateEmi({ principal: 500_000, annualRatePercent: 11, months: 60 })).toBe(10_871);
    expect(calculateEmi({ principal: 2_500_000, annualRatePercent: 30, months: 84 })).toBe(71_482);
    expect(calculateEmi({ principal: 10_000, annualRatePercent: 2, months: 12 })).toBe(842);
  });

  it("property: EMI × months ≥ principal, and the EMI never exceeds the exact EMI by a rupee or more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 600 }),
        (principal, annualRatePercent, months) => {
          const terms = { principal, annualRatePercent, months };
          const emi = calculateEmi(terms);
          expect(Number.isInteger(emi)).toBe(true);
          expect(emi * months).toBeGreaterThanOrEqual(principal);
          expect(emi).toBeLessThan(Math.max(exactEmi(terms), Math.ceil(principal / months)) + 1);
        },
      ),
    );
  });

  it("property: over the sliders' range the EMI is the exact EMI with its paise dropped", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_500_000 }),
        fc.integer({ min: 20, max: 300 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 84 }),
        (principal, annualRatePercent, months) => {
          const terms = { principal, annualRatePercent, months };
          expect(calculateEmi(terms)).toBe(Math.floor(exactEmi(terms) + 1e-6));
        },
      ),
    );
  });
});

const PRINCIPAL_FOR_2124 = 100_013;

describe("the loan an EMI repays (the EMI formula solved for the principal)", () => {
  it("is ₹1,00,000 and the few rupees more whose EMI still drops to the sample's ₹2,124 (10%, 5 years)", () => {
    // ₹1,00,000's exact EMI is ₹2,124.70; the largest loan whose exact EMI stays under ₹2,125 is a little more.
    expect(principalForEmi(2124, 10, 60)).toBe(PRINCIPAL_FOR_2124);
    expect(
      calculateEmi({ principal: PRINCIPAL_FOR_2124, annualRatePercent: 10, months: 60 }),
    ).toBeLessThanOrEqual(2124);
    expect(
      calculateEmi({ principal: PRINCIPAL_FOR_2124 + 1, annualRatePercent: 10, months: 60 }),
    ).toBeGreaterThan(2124);
  });

  it("is the EMI times the months at 0 %, and 0 with nothing to repay with", () => {
    expect(principalForEmi(1000, 0, 12)).toBe(12_000);
    expect(principalForEmi(0, 10, 12)).toBe(0);
    expect(principalForEmi(1000, 10, 0)).toBe(0);
    expect(principalForEmi(1000, 10, 1.5)).toBe(0);
  });

  it("is the largest loan whose EMI is within the EMI asked, at every rate and tenure", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 500_000 }),
        fc.integer({ min: 0, max: 360 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 360 }),
        (emi, annualRatePercent, months) => {
          const principal = principalForEmi(emi, annualRatePercent, months);
          expect(calculateEmi({ principal, annualRatePercent, months })).toBeLessThanOrEqual(emi);
          expect(
            calculateEmi({ principal: principal + 1, annualRatePercent, months }),
          ).toBeGreaterThanOrEqual(emi);
        },
      ),
    );
  });
});

describe("the tenure an EMI implies", () => {
  it("finds the sample's 60 months from its EMI, and none when the EMI is below a month's interest", () => {
    expect(
      monthsForEmi(100_000, exactEmi({ principal: 100_000, annualRatePercent: 10, months: 60 }), 10),
    ).toBe(60);
    expect(monthsForEmi(100_000, 2124, 10)).toBe(61);
    expect(monthsForEmi(120_000, 10_000, 0)).toBe(12);
    expect(monthsForEmi(100_000, 800, 10)).toBeNull();
    expect(monthsForEmi(0, 800, 10)).toBeNull();
  });

  it("property: the months found repay the loan", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 10, max: 360 }).map((tenths) => tenths / 10),
        fc.integer({ min: 6, max: 360 }),
        (principal, annualRatePercent, months) => {
          const emi = exactEmi({ principal, annualRatePercent, months });
          expect(monthsForEmi(principal, emi, annualRatePercent)).toBe(months);
        },
      ),
    );
  });
});

describe("a flat-rate EMI", () => {
  it("charges the rate on the whole principal for the whole tenure: 2 lakh at 10% flat for 2 years is ₹10,000", () => {
    expect(flatRateEmi({ principal: 200_000, annualRatePercent: 10, months: 24 })).toBe(10_000);
    expect(flatRateEmi({ principal: 0, annualRatePercent: 10, months: 24 })).toBe(0);
    expect(flatRateEmi({ principal: 200_000, annualRatePercent: 10, months: 0 })).toBe(0);
  });

  it("property: its reducing-balance rate is higher than the flat rate, for any positive rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 10, max: 300 }).map((tenths) => tenths / 10),
        fc.integer({ min: 6, max: 120 }),
        (principal, annualRatePercent, months) => {
          const emi = flatRateEmi({ principal, annualRatePercent, months });
          expect(annualPercentageRate({ netDisbursed: principal, instalment: emi, months })).toBeGreaterThan(
            annualRatePercent,
          );
        },
      ),
    );
  });
});
