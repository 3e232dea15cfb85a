import { describe, expect, it } from "vitest";
import { JOURNEY_PRODUCTS, loanPrefill, MAX_LOAN_AMOUNT, MIN_LOAN_AMOUNT } from "../src/application.ts";
import { tenureChoices } from "../src/journey-steps.ts";
import { type LenderRates, median, TYPICAL_RATE_BAND, typicalRate } from "../src/typical-rate.ts";

const lender = (personal?: [number, number], band = TYPICAL_RATE_BAND): LenderRates => ({
  products: personal ? { personal: { interestRateByBand: { [band]: personal } } } : {},
});

describe("typical rate (home quick start)", () => {
  it("takes the median of an odd number of values", () => {
    expect(median([13, 11, 12])).toBe(12);
  });

  it("takes the mean of the two middle values of an even number", () => {
    expect(median([10.5, 11, 12, 20])).toBe(11.5);
  });

  it("has no median for no values", () => {
    expect(median([])).toBeNull();
  });

  it("is the median of the lenders' lowest rates for the 750-900 band", () => {
    const lenders = [lender([11, 15]), lender([10.5, 14]), lender([12.25, 18]), lender([30, 36])];
    // Lowest rates 10.5, 11, 12.25, 30: the dear lender does not drag the typical rate up.
    expect(typicalRate(lenders, "personal")).toBe(11.63);
  });

  it("skips lenders without the product or without the band", () => {
    const lenders = [lender([11, 15]), lender(), lender([9, 10], "700-749")];
    expect(typicalRate(lenders, "personal")).toBe(11);
    expect(typicalRate(lenders, "personal", "700-749")).toBe(9);
  });

  it("is null when no lender quotes the product", () => {
    expect(typicalRate([lender()], "personal")).toBeNull();
  });
});

describe("tenure choices of the loan details step", () => {
  it("steps by 6 months up to a 48-month maximum", () => {
    expect(tenureChoices({ min: 12, max: 48 })).toEqual([12, 18, 24, 30, 36, 42, 48]);
  });

  it("steps by 12 months beyond", () => {
    expect(tenureChoices({ min: 12, max: 84 })).toEqual([12, 24, 36, 48, 60, 72, 84]);
  });
});

describe("journey prefill from the quick start", () => {
  const personal = JOURNEY_PRODUCTS.find((p) => p.slug === "personal-loan")!;
  const twoWheeler = JOURNEY_PRODUCTS.find((p) => p.slug === "two-wheeler-loan")!;

  it("keeps an amount and tenure the loan details step takes", () => {
    expect(loanPrefill(personal, "500000", "48")).toEqual({ amount: 500_000, tenureMonths: 48 });
    expect(loanPrefill(personal, String(MIN_LOAN_AMOUNT), "12")).toEqual({
      amount: MIN_LOAN_AMOUNT,
      tenureMonths: 12,
    });
    expect(loanPrefill(personal, String(MAX_LOAN_AMOUNT), "60").amount).toBe(MAX_LOAN_AMOUNT);
  });

  it("ignores amounts out of bounds or not whole", () => {
    for (const amount of ["9999", String(MAX_LOAN_AMOUNT + 1), "3e5", "300000.5", "-300000", "", null]) {
      expect(loanPrefill(personal, amount, null)).toEqual({});
    }
  });

  it("ignores a tenure the product does not offer", () => {
    expect(loanPrefill(twoWheeler, null, "60")).toEqual({});
    expect(loanPrefill(twoWheeler, null, "18")).toEqual({ tenureMonths: 18 });
    expect(loanPrefill(personal, undefined, "18")).toEqual({});
    expect(loanPrefill(personal, "100000", "abc")).toEqual({ amount: 100_000 });
  });
});
