import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AccountType,
  bandQuote,
  type CreditReport,
  type ReportAccount,
  rateFactors,
  scoreWorth,
  WORTH_LOAN,
} from "../src/credit-report.ts";
import { CREDIT_BANDS, type OfferLender, type OfferLenderProduct } from "../src/offers.ts";

const LENDERS = (
  JSON.parse(readFileSync(new URL("../../../data/lenders.json", import.meta.url), "utf8")) as {
    lenders: OfferLender[];
  }
).lenders;

const account = (overrides: Partial<ReportAccount> = {}): ReportAccount => ({
  type: "personalLoan",
  lender: "HDFC Bank",
  sanctioned: 200_000,
  balance: 100_000,
  open: true,
  openedOn: "2020-01",
  daysPastDue: Array(12).fill(0),
  ...overrides,
});

const report = (overrides: Partial<CreditReport> = {}): CreditReport => ({
  accounts: [account()],
  enquiries: [],
  creditAgeMonths: 60,
  ...overrides,
});

const ratingOf = (r: CreditReport, id: string) => rateFactors(r).find((f) => f.id === id)!;

describe("rateFactors", () => {
  it("rates nothing but enquiries on a report with no history (NA/NH)", () => {
    const factors = rateFactors({ accounts: [], enquiries: [], creditAgeMonths: 0 });
    expect(factors.map((f) => [f.id, f.rating])).toEqual([
      ["paymentHistory", "none"],
      ["utilisation", "none"],
      ["creditAge", "none"],
      ["creditMix", "none"],
      ["enquiries", "excellent"],
    ]);
  });

  it.each([
    [[0, 0, 0], "excellent", 0],
    [[15, 0, 0], "good", 1],
    [[15, 30, 0, 10], "fair", 3],
    [[15, 30, 5, 10, 0, 20], "poor", 5],
    [[95], "poor", 1],
  ])("payment history %j → %s", (dpd, rating, value) => {
    expect(ratingOf(report({ accounts: [account({ daysPastDue: dpd })] }), "paymentHistory")).toEqual({
      id: "paymentHistory",
      rating,
      value,
    });
  });

  it("counts only the last 12 months of payment history", () => {
    const old = [...Array(12).fill(0), 120];
    expect(ratingOf(report({ accounts: [account({ daysPastDue: old })] }), "paymentHistory").rating).toBe(
      "excellent",
    );
  });

  it.each([
    [5_000, "excellent", 5],
    [30_000, "good", 30],
    [45_000, "fair", 45],
    [90_000, "poor", 90],
    [-10, "excellent", 0],
  ])("utilisation of a ₹1 lakh card with balance %i → %s", (balance, rating, value) => {
    const card = account({ type: "creditCard", sanctioned: 100_000, balance });
    expect(ratingOf(report({ accounts: [card] }), "utilisation")).toEqual({
      id: "utilisation",
      rating,
      value,
    });
  });

  it("rates utilisation only on open cards", () => {
    const closed = account({ type: "creditCard", open: false, sanctioned: 50_000, balance: 50_000 });
    expect(ratingOf(report({ accounts: [closed] }), "utilisation").rating).toBe("none");
  });

  it.each([
    [100, "excellent"],
    [84, "excellent"],
    [60, "good"],
    [30, "fair"],
    [6, "poor"],
  ])("credit age of %i months → %s", (months, rating) => {
    expect(ratingOf(report({ creditAgeMonths: months }), "creditAge").rating).toBe(rating);
  });

  it.each<[AccountType[], string]>([
    [["creditCard", "homeLoan"], "excellent"],
    [["creditCard", "personalLoan"], "good"],
    [["creditCard"], "fair"],
    [["personalLoan", "personalLoan", "consumerLoan"], "poor"],
    [["personalLoan", "consumerLoan"], "good"],
  ])("credit mix %j → %s", (types, rating) => {
    const accounts = types.map((type) => account({ type }));
    expect(ratingOf(report({ accounts }), "creditMix").rating).toBe(rating);
  });

  it.each([
    [0, "excellent"],
    [2, "good"],
    [5, "fair"],
    [8, "poor"],
  ])("%i enquiries → %s", (count, rating) => {
    const enquiries = Array.from({ length: count }, () => ({
      date: "2026-01-01",
      lender: "Axis Bank",
      purpose: "personalLoan" as const,
    }));
    expect(ratingOf(report({ enquiries }), "enquiries").rating).toBe(rating);
  });
});

describe("scoreWorth", () => {
  it("quotes the lowest APR of a band from the offers' own rate data and costs", () => {
    const quote = bandQuote(LENDERS, "750-900");
    // HDFC Bank: 11 % on ₹5 lakh over 36 months, 1 % fee + GST (₹5,900) and ₹100 stamp duty.
    expect(quote).toMatchObject({ band: "750-900", lenderCount: 14 });
    expect(quote.apr).toBe(11.86);
    expect(WORTH_LOAN).toEqual({ product: "personal", amount: 500_000, months: 36 });
  });

  it("prices the next band and what it saves (spec-style table)", () => {
    const worth = scoreWorth(LENDERS, 720);
    expect(worth.current?.band).toBe("700-749");
    expect(worth.next).toMatchObject({ band: "750-900", fromScore: 750 });
    expect(worth.current!.apr!).toBeGreaterThan(worth.next!.apr!);
    // One rate step (12 % → 11 %) on ₹5 lakh over 3 years is about ₹9,000.
    expect(worth.saving).toBeGreaterThan(8_000);
    expect(worth.saving).toBeLessThan(10_000);
  });

  it("has no next band at the top and saves nothing", () => {
    const worth = scoreWorth(LENDERS, 800);
    expect(worth.next).toBeNull();
    expect(worth.saving).toBe(0);
  });

  it("points a score below 600 at 600-649 and no history at a good score of 700", () => {
    const low = scoreWorth(LENDERS, 550);
    expect(low.current).toBeNull();
    expect(low.next).toMatchObject({ band: "600-649", fromScore: 600 });
    expect(low.saving).toBe(0);
    expect(scoreWorth(LENDERS, null)).toMatchObject({ current: { band: "NA" }, next: { band: "700-749" } });
  });

  it("says no quote when no lender serves a band", () => {
    expect(bandQuote([], "NA")).toEqual({ band: "NA", apr: null, cost: null, lenderCount: 0 });
  });

  const product = (rates: readonly number[], fee: number): OfferLenderProduct => ({
    interestRateByBand: Object.fromEntries(
      CREDIT_BANDS.filter((b) => b !== "NA").map((band, i) => [band, [rates[i]!, rates[i]! + 5]]),
    ),
    incomeRateAdjustments: [],
    processingFee: { percent: fee, minRupees: 999, maxRupees: 20_000 },
    maxAmount: { incomeMultiple: 20, capRupees: 5_000_000, minRupees: 50_000 },
    tenureMonths: { min: 12, max: 60 },
    minAge: 21,
    maxAgeAtMaturity: 60,
    minNetMonthlyIncome: 15_000,
    employmentTypes: ["salaried"],
    otherCharges: [],
    penalCharges: "",
  });
  // Lenders whose rate rises as the band falls (750-900 cheapest), as every lender's table does.
  const lenders = fc.array(
    fc
      .tuple(
        fc.integer({ min: 800, max: 2000 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 3 }),
      )
      .map(([base, steps, fee]): OfferLender => {
        const rates = [base];
        for (const step of steps) rates.push(rates[rates.length - 1]! + step);
        return {
          id: base,
          shortName: `L${base}`,
          products: {
            personal: product(
              rates.map((r) => r / 100),
              fee,
            ),
          },
        };
      }),
    { minLength: 1, maxLength: 6 },
  );

  it("never saves a negative amount, and a higher band never costs more (property)", () => {
    fc.assert(
      fc.property(lenders, fc.oneof(fc.constant(null), fc.integer({ min: 300, max: 900 })), (list, score) => {
        const worth = scoreWorth(list, score);
        expect(worth.saving).toBeGreaterThanOrEqual(0);
        const costs = CREDIT_BANDS.filter((b) => b !== "NA").map((b) => bandQuote(list, b).cost!);
        for (let i = 1; i < costs.length; i++) expect(costs[i - 1]!).toBeLessThanOrEqual(costs[i]!);
      }),
    );
  });
});
