import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aprForLoan, roundApr } from "../src/apr.ts";
import { calculateEmi } from "../src/emi.ts";
import {
  commonReasons,
  creditBandOf,
  matchLenderProduct,
  matchOffers,
  maxEligibleAmount,
  type Offer,
  type OfferApplicant,
  type OfferLender,
  type OfferLenderProduct,
  offerRankReasons,
  offerRate,
  offerTenure,
  offerTotalCost,
  processingFeeBase,
  sortOffers,
} from "../src/offers.ts";

const lendersFile = JSON.parse(
  readFileSync(new URL("../../../data/lenders.json", import.meta.url), "utf8"),
) as { lenders: OfferLender[] };
const LENDERS = lendersFile.lenders;

const PRODUCT: OfferLenderProduct = {
  interestRateByBand: { "750-900": [11, 15], "700-749": [12, 17], "650-699": [13.5, 19] },
  incomeRateAdjustments: [
    { minNetMonthlyIncome: 75_000, rateDeltaPct: -0.25 },
    { minNetMonthlyIncome: 150_000, rateDeltaPct: -0.5 },
  ],
  processingFee: { percent: 1, minRupees: 1999, maxRupees: 6500 },
  maxAmount: { incomeMultiple: 24, capRupees: 4_000_000, minRupees: 50_000 },
  tenureMonths: { min: 12, max: 60 },
  minAge: 21,
  maxAgeAtMaturity: 60,
  minNetMonthlyIncome: 25_000,
  employmentTypes: ["salaried", "self-employed"],
  otherCharges: [
    { name: "Stamp duty", text: "As per state stamp act" },
    { name: "EMI / NACH bounce", text: "₹550 per instance plus GST", rupees: 550 },
  ],
  penalCharges: "2% a month on the overdue instalment.",
};

const lender = (id: number, product: OfferLenderProduct, key = "personal"): OfferLender => ({
  id,
  shortName: `Lender ${id}`,
  products: { [key]: product },
});

const APPLICANT: OfferApplicant = {
  age: 30,
  netMonthlyIncome: 60_000,
  employment: "salaried",
  creditScore: 780,
  product: "personal",
  amount: 300_000,
  tenureMonths: 36,
};

const offerOf = (product: OfferLenderProduct, applicant: OfferApplicant = APPLICANT): Offer => {
  const result = matchLenderProduct(lender(1, product), product, applicant);
  if (!("offer" in result)) throw new Error(JSON.stringify(result.ineligible.reasons));
  return result.offer;
};
const reasonsOf = (product: OfferLenderProduct, applicant: OfferApplicant) => {
  const result = matchLenderProduct(lender(1, product), product, applicant);
  return "ineligible" in result ? result.ineligible.reasons.map((r) => [r.id, r.params]) : [];
};

describe("credit band and rate", () => {
  it("puts a score in its band; no score is NA; below 600 has no band", () => {
    expect(creditBandOf(900)).toBe("750-900");
    expect(creditBandOf(750)).toBe("750-900");
    expect(creditBandOf(749)).toBe("700-749");
    expect(creditBandOf(650)).toBe("650-699");
    expect(creditBandOf(600)).toBe("600-649");
    expect(creditBandOf(599)).toBeNull();
    expect(creditBandOf(null)).toBe("NA");
  });

  it("takes the band's lowest rate less the largest income concession reached", () => {
    expect(offerRate(PRODUCT, "750-900", 60_000)).toBe(11);
    expect(offerRate(PRODUCT, "750-900", 75_000)).toBe(10.75);
    expect(offerRate(PRODUCT, "750-900", 200_000)).toBe(10.5);
    expect(offerRate(PRODUCT, "700-749", 200_000)).toBe(11.5);
    expect(offerRate(PRODUCT, "NA", 60_000)).toBeNull();
    expect(offerRate({ ...PRODUCT, interestRateByBand: { "750-900": [0.25, 1] } }, "750-900", 200_000)).toBe(
      0,
    );
  });

  it("holds the processing fee between the lender's minimum and maximum", () => {
    expect(processingFeeBase(PRODUCT, 100_000)).toBe(1999);
    expect(processingFeeBase(PRODUCT, 300_000)).toBe(3000);
    expect(processingFeeBase(PRODUCT, 1_000_000)).toBe(6500);
  });

  it("caps the amount by income multiple, cap and loan-to-value", () => {
    expect(maxEligibleAmount(PRODUCT, APPLICANT)).toBe(1_440_000);
    expect(maxEligibleAmount(PRODUCT, { ...APPLICANT, netMonthlyIncome: 1_000_000 })).toBe(4_000_000);
    const car = { ...PRODUCT, maxAmount: { ...PRODUCT.maxAmount, ltv: { percent: 85, basis: "valuation" } } };
    expect(maxEligibleAmount(car, { ...APPLICANT, vehicleValue: 500_000 })).toBe(425_000);
    expect(maxEligibleAmount(car, APPLICANT)).toBe(0);
  });

  it("keeps the tenure within the lender's range and its age limit", () => {
    expect(offerTenure(PRODUCT, APPLICANT)).toBe(36);
    expect(offerTenure(PRODUCT, { ...APPLICANT, tenureMonths: 6 })).toBe(12);
    expect(offerTenure(PRODUCT, { ...APPLICANT, tenureMonths: 84 })).toBe(60);
    expect(offerTenure(PRODUCT, { ...APPLICANT, age: 57, tenureMonths: 60 })).toBe(36);
    expect(offerTenure(PRODUCT, { ...APPLICANT, age: 59.5 })).toBeNull();
  });
});

describe("an offer", () => {
  it("states amount, tenure, rate, EMI, fee with GST, net disbursed, APR and penal charges", () => {
    const offer = offerOf(PRODUCT);
    expect(offer).toMatchObject({
      id: "1-personal",
      lenderId: 1,
      lenderName: "Lender 1",
      creditBand: "750-900",
      amount: 300_000,
      requestedAmount: 300_000,
      amountReduced: false,
      tenureMonths: 36,
      tenureAdjusted: false,
      ratePercent: 11,
      emi: calculateEmi({ principal: 300_000, annualRatePercent: 11, months: 36 }),
      processingFeeBase: 3000,
      processingFee: 3540,
      stampDuty: 300,
      valuationCharges: 0,
      documentationCharges: 0,
      serviceCharges: 0,
      totalDeductions: 3840,
      netDisbursed: 296_160,
      penalCharges: "2% a month on the overdue instalment.",
    });
    expect(offer.apr).toBe(
      roundApr(aprForLoan({ principal: 300_000, annualRatePercent: 11, months: 36, fees: 3840 }) ?? 0),
    );
    expect(offer.apr).toBeGreaterThan(11);
    expect(offer.totalRepayment).toBe(offer.emi * 36);
    expect(offer.totalInterest).toBe(offer.emi * 36 - 300_000);
  });

  it("deducts valuation (GST included) and documentation charges (plus GST) taken at disbursal", () => {
    const offer = offerOf({
      ...PRODUCT,
      otherCharges: [
        { name: "Valuation charges", text: "₹943 per vehicle (deducted at disbursal)", rupees: 943 },
        { name: "Documentation charges", text: "₹500 plus GST", rupees: 500 },
        { name: "Hypothecation endorsement", text: "At actuals, payable to the RTO" },
        { name: "Documentation charges", text: "no figure" },
      ],
    });
    expect(offer.valuationCharges).toBe(943);
    expect(offer.documentationCharges).toBe(590);
    expect(offer.netDisbursed).toBe(300_000 - 3540 - 300 - 943 - 590);
  });

  it("gives less than asked when income or the vehicle's value supports less, and says so", () => {
    const offer = offerOf(PRODUCT, { ...APPLICANT, amount: 2_000_000, tenureMonths: 72 });
    expect(offer).toMatchObject({
      amount: 1_440_000,
      amountReduced: true,
      tenureMonths: 60,
      tenureAdjusted: true,
    });
  });
});

describe("ineligible lender products and their reasons", () => {
  it("lists every unmet criterion of the applicant's profile", () => {
    const only = (employment: "salaried" | "self-employed") => ({
      ...PRODUCT,
      employmentTypes: [employment],
    });
    expect(reasonsOf(PRODUCT, { ...APPLICANT, age: 19, netMonthlyIncome: 20_000, creditScore: 610 })).toEqual(
      [
        ["eligibility.minAge", { min: 21 }],
        ["eligibility.minIncome", { min: "25,000" }],
        ["eligibility.creditScore", { min: 650 }],
      ],
    );
    expect(reasonsOf(only("salaried"), { ...APPLICANT, employment: "self-employed" })).toEqual([
      ["eligibility.salariedOnly", undefined],
    ]);
    expect(reasonsOf(only("self-employed"), APPLICANT)).toEqual([
      ["eligibility.selfEmployedOnly", undefined],
    ]);
    expect(reasonsOf(PRODUCT, { ...APPLICANT, creditScore: null })).toEqual([
      ["eligibility.creditHistory", undefined],
    ]);
    expect(reasonsOf(PRODUCT, { ...APPLICANT, creditScore: 550 })).toEqual([
      ["eligibility.creditScore", { min: 650 }],
    ]);
  });

  it("checks vehicle type, EMIs paid, business vintage and turnover where the lender asks", () => {
    const ev = { ...PRODUCT, vehicleTypes: ["car"] as const };
    expect(reasonsOf(ev, { ...APPLICANT, vehicleType: "two-wheeler" })).toEqual([
      ["eligibility.vehicleType", undefined],
    ]);
    expect(reasonsOf(ev, { ...APPLICANT, vehicleType: "car" })).toEqual([]);
    const transfer = { ...PRODUCT, minEmisPaid: 12 };
    expect(reasonsOf(transfer, { ...APPLICANT, emisPaid: 11 })).toEqual([
      ["eligibility.minEmisPaidLoan", { min: 12 }],
    ]);
    expect(reasonsOf(transfer, APPLICANT)).toEqual([["eligibility.minEmisPaidLoan", { min: 12 }]]);
    expect(reasonsOf(transfer, { ...APPLICANT, emisPaid: 12 })).toEqual([]);
    // A car without a running loan needs no EMIs paid (§5 Refinance); a balance transfer always does.
    expect(reasonsOf(transfer, { ...APPLICANT, product: "refinance", hasRunningLoan: false })).toEqual([]);
    expect(reasonsOf(transfer, { ...APPLICANT, product: "refinance", hasRunningLoan: true })).toHaveLength(1);
    const business = { ...PRODUCT, minBusinessVintageYears: 3, minAnnualTurnoverRupees: 4_000_000 };
    expect(reasonsOf(business, APPLICANT)).toEqual([
      ["eligibility.businessVintage", { min: 3 }],
      ["eligibility.turnover", { min: "40,00,000" }],
    ]);
    expect(reasonsOf(business, { ...APPLICANT, businessYears: 3, annualTurnover: 4_000_000 })).toEqual([]);
  });

  it("refuses a loan ending past the age limit, an amount below the smallest loan, or too little income", () => {
    expect(reasonsOf(PRODUCT, { ...APPLICANT, age: 59.5 })).toEqual([
      ["eligibility.maxAgeAtMaturity", { max: 60 }],
    ]);
    // An applicant too young is not also told about the age at maturity.
    expect(reasonsOf({ ...PRODUCT, maxAgeAtMaturity: 19.5 }, { ...APPLICANT, age: 19 })).toEqual([
      ["eligibility.minAge", { min: 21 }],
    ]);
    expect(reasonsOf(PRODUCT, { ...APPLICANT, amount: 40_000 })).toEqual([
      ["eligibility.minAmount", { min: "50,000" }],
    ]);
    const bigMin = { ...PRODUCT, maxAmount: { ...PRODUCT.maxAmount, minRupees: 2_000_000 } };
    expect(reasonsOf(bigMin, { ...APPLICANT, amount: 2_500_000 })).toEqual([
      ["eligibility.maxAmount", { max: "14,40,000", min: "20,00,000" }],
    ]);
    // Low income already explains a small supported amount: it is not said twice.
    expect(reasonsOf(bigMin, { ...APPLICANT, amount: 2_500_000, netMonthlyIncome: 20_000 })).toEqual([
      ["eligibility.minIncome", { min: "25,000" }],
    ]);
    const car = { ...PRODUCT, maxAmount: { ...PRODUCT.maxAmount, ltv: { percent: 85, basis: "valuation" } } };
    expect(reasonsOf(car, APPLICANT)).toEqual([["eligibility.vehicleValue", { max: "0", min: "50,000" }]]);
    expect(reasonsOf(car, { ...APPLICANT, vehicleValue: 50_000 })).toEqual([
      ["eligibility.maxAmount", { max: "42,500", min: "50,000" }],
    ]);
  });

  it("merges reasons across lenders, keeping the most reachable minimum", () => {
    const result = matchOffers(
      [lender(1, { ...PRODUCT, minAge: 24 }), lender(2, PRODUCT), lender(3, { ...PRODUCT, minAge: 23 })],
      { ...APPLICANT, age: 19, creditScore: null },
    );
    expect(result.eligible).toEqual([]);
    expect(commonReasons(result.ineligible).map((r) => [r.id, r.params])).toEqual([
      ["eligibility.minAge", { min: 21 }],
      ["eligibility.creditHistory", undefined],
    ]);
    expect(commonReasons([])).toEqual([]);
    const merged = commonReasons([
      {
        lenderId: 1,
        lenderName: "a",
        product: "personal",
        reasons: [{ id: "eligibility.minIncome", message: "", params: { min: "30,000" } }],
      },
      {
        lenderId: 2,
        lenderName: "b",
        product: "personal",
        reasons: [{ id: "eligibility.minIncome", message: "", params: { min: "25,000" } }],
      },
    ]);
    expect(merged[0]?.params).toEqual({ min: "25,000" });
  });
});

describe("matching every lender", () => {
  it("skips lenders without the product and sorts by APR, then EMI, then lender id", () => {
    const cheap = { ...PRODUCT, interestRateByBand: { "750-900": [10, 12] as [number, number] } };
    const result = matchOffers(
      [lender(3, PRODUCT), lender(2, cheap), lender(9, PRODUCT, "usedCar"), lender(1, PRODUCT)],
      APPLICANT,
    );
    expect(result.creditBand).toBe("750-900");
    expect(result.eligible.map((o) => o.lenderId)).toEqual([2, 1, 3]);
    expect(result.ineligible).toEqual([]);
  });

  it("sorts by EMI or by amount (most first) when asked, ties broken by APR then lender", () => {
    const long = { ...PRODUCT, tenureMonths: { min: 48, max: 60 } };
    const small = { ...PRODUCT, maxAmount: { ...PRODUCT.maxAmount, capRupees: 200_000 } };
    const lenders = [lender(1, PRODUCT), lender(2, long), lender(3, small), lender(4, PRODUCT)];
    const ids = (sort: "apr" | "emi" | "amount") =>
      matchOffers(lenders, APPLICANT, sort).eligible.map((o) => o.lenderId);
    expect(ids("emi")).toEqual([3, 2, 1, 4]);
    expect(ids("amount")).toEqual([2, 1, 4, 3]);
    const offers = matchOffers(lenders, APPLICANT).eligible;
    expect(sortOffers(offers).map((o) => o.lenderId)).toEqual(ids("apr"));
    // Equal EMIs fall back to APR: the same loan with a higher fee comes second.
    const fee = { ...PRODUCT, processingFee: { percent: 2, minRupees: 0, maxRupees: 50_000 } };
    expect(
      matchOffers([lender(5, fee), lender(6, PRODUCT)], APPLICANT, "emi").eligible.map((o) => o.lenderId),
    ).toEqual([6, 5]);
  });

  it("matches the real lender data: ≥ 12 lenders, every personal loan offer from the data", () => {
    expect(LENDERS.length).toBeGreaterThanOrEqual(12);
    const result = matchOffers(LENDERS, APPLICANT);
    const offering = LENDERS.filter((l) => l.products.personal !== undefined).length;
    expect(result.eligible.length + result.ineligible.length).toBe(offering);
    expect(result.eligible.length).toBeGreaterThan(5);
    for (const offer of result.eligible) {
      expect(offer.apr).toBeGreaterThan(offer.ratePercent);
    }
  });

  it("turns a 19-year-old away from every personal loan with the age reason", () => {
    const result = matchOffers(LENDERS, { ...APPLICANT, age: 19 });
    expect(result.eligible).toEqual([]);
    expect(commonReasons(result.ineligible)[0]).toMatchObject({
      id: "eligibility.minAge",
      message: "You must be at least 21 years old.",
    });
  });
});

const applicantArbitrary = fc.record({
  age: fc.integer({ min: 18, max: 70 }),
  netMonthlyIncome: fc.integer({ min: 5_000, max: 500_000 }),
  employment: fc.constantFrom("salaried" as const, "self-employed" as const),
  creditScore: fc.option(fc.integer({ min: 300, max: 900 }), { nil: null }),
  product: fc.constantFrom(
    "personal",
    "usedCar",
    "newCar",
    "twoWheeler",
    "ev",
    "refinance",
    "balanceTransfer",
    "business",
  ),
  amount: fc.integer({ min: 10_000, max: 5_000_000 }),
  tenureMonths: fc.integer({ min: 6, max: 96 }),
  vehicleValue: fc.integer({ min: 30_000, max: 5_000_000 }),
  vehicleType: fc.constantFrom("car" as const, "two-wheeler" as const),
  emisPaid: fc.integer({ min: 0, max: 60 }),
  hasRunningLoan: fc.boolean(),
  businessYears: fc.integer({ min: 0, max: 20 }),
  annualTurnover: fc.integer({ min: 0, max: 50_000_000 }),
});

describe("properties over the real lender data", () => {
  it("APR ≥ rate (fees are always above zero); net disbursed = amount − fee − charges", () => {
    fc.assert(
      fc.property(applicantArbitrary, (applicant) => {
        for (const offer of matchOffers(LENDERS, applicant).eligible) {
          expect(offer.totalDeductions).toBeGreaterThan(0);
          expect(offer.apr).toBeGreaterThanOrEqual(offer.ratePercent);
          expect(offer.netDisbursed).toBe(
            offer.amount -
              offer.processingFee -
              offer.stampDuty -
              offer.valuationCharges -
              offer.documentationCharges -
              offer.serviceCharges,
          );
          expect(offer.amount).toBeLessThanOrEqual(applicant.amount);
          expect(offer.tenureMonths / 12 + applicant.age).toBeLessThanOrEqual(
            LENDERS.find((l) => l.id === offer.lenderId)!.products[applicant.product]!.maxAgeAtMaturity,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it("every sort gives its stated order, and every lender product is either offered or explained", () => {
    fc.assert(
      fc.property(
        applicantArbitrary,
        fc.constantFrom("apr" as const, "emi" as const, "amount" as const),
        (applicant, sort) => {
          const result = matchOffers(LENDERS, applicant, sort);
          const offers = result.eligible;
          for (let i = 1; i < offers.length; i++) {
            const [a, b] = [offers[i - 1]!, offers[i]!];
            if (sort === "apr") expect(a.apr).toBeLessThanOrEqual(b.apr);
            if (sort === "emi") expect(a.emi).toBeLessThanOrEqual(b.emi);
            if (sort === "amount") expect(a.amount).toBeGreaterThanOrEqual(b.amount);
          }
          for (const entry of result.ineligible) expect(entry.reasons.length).toBeGreaterThan(0);
          const offering = LENDERS.filter((l) => l.products[applicant.product] !== undefined).length;
          expect(offers.length + result.ineligible.length).toBe(offering);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("comparing offers at a glance", () => {
  it("totals the cost over the tenure: interest on every EMI plus fees and charges deducted at disbursal", () => {
    // ₹3,00,000 at 11 % for 36 months: EMI ₹9,821, repaid ₹3,53,556, interest ₹53,556; fee ₹3,540
    // (₹3,000 + 18 % GST) and stamp duty ₹300 deducted: ₹57,396 in all, what is repaid beyond ₹2,96,160.
    const offer = offerOf(PRODUCT);
    expect(offer.emi).toBe(9821);
    expect(offer.totalInterest).toBe(53_556);
    expect(offerTotalCost(offer)).toBe(57_396);
    expect(offerTotalCost(offer)).toBe(offer.totalRepayment - offer.netDisbursed);
  });

  it("sorts by total cost, ties by APR then lender", () => {
    const dear = { ...PRODUCT, processingFee: { percent: 2, minRupees: 0, maxRupees: 50_000 } };
    const cheap = { ...PRODUCT, interestRateByBand: { "750-900": [10, 12] as [number, number] } };
    const lenders = [lender(1, dear), lender(2, PRODUCT), lender(3, cheap), lender(4, PRODUCT)];
    const sorted = matchOffers(lenders, APPLICANT, "cost").eligible;
    expect(sorted.map((o) => o.lenderId)).toEqual([3, 2, 4, 1]);
    const costs = sorted.map(offerTotalCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it("says why each offer stands where it does: leads, level with the one above, or how far behind", () => {
    const long = { ...PRODUCT, tenureMonths: { min: 48, max: 60 } };
    const cheap = { ...PRODUCT, interestRateByBand: { "750-900": [10, 12] as [number, number] } };
    const dear = { ...PRODUCT, processingFee: { percent: 2, minRupees: 0, maxRupees: 50_000 } };
    const lenders = [
      lender(1, PRODUCT),
      lender(2, long),
      lender(3, cheap),
      lender(4, PRODUCT),
      lender(5, dear),
    ];
    const byApr = matchOffers(lenders, APPLICANT, "apr").eligible;
    expect(byApr.map((o) => o.lenderId)).toEqual([3, 2, 1, 4, 5]);
    const reasons = offerRankReasons(byApr, "apr");
    // The cheapest rate leads on APR and alone has the lowest total cost; the 48-month loan the lowest EMI.
    expect(reasons[0]).toEqual({ kind: "best", figure: "apr", tieBreak: null, gap: 0, alsoBest: ["cost"] });
    expect(reasons[1]).toMatchObject({ kind: "behind", figure: "apr", alsoBest: ["emi"] });
    expect(reasons[1]!.gap).toBe(Math.round((byApr[1]!.apr - byApr[0]!.apr) * 100) / 100);
    // Lenders 1 and 4 make the same offer: level, and nothing but the fixed lender order between them.
    expect(reasons[3]).toEqual({ kind: "tie", figure: "apr", tieBreak: null, gap: 0, alsoBest: [] });
    expect(reasons[4]!.kind).toBe("behind");

    // By amount every offer gives the ₹3,00,000 asked: level, placed by APR.
    const byAmount = sortOffers(byApr, "amount");
    const amountReasons = offerRankReasons(byAmount, "amount");
    expect(amountReasons[0]).toMatchObject({ kind: "best", figure: "amount" });
    // Second by amount: the 48-month loan, level on amount, behind on APR, and alone with the lowest EMI.
    expect(byAmount[1]!.lenderId).toBe(2);
    expect(amountReasons[1]).toEqual({
      kind: "tie",
      figure: "amount",
      tieBreak: "apr",
      gap: 0,
      alsoBest: ["emi"],
    });

    // A smaller loan is behind the largest by the rupees it lacks.
    const small = { ...PRODUCT, maxAmount: { ...PRODUCT.maxAmount, capRupees: 200_000 } };
    const withSmall = matchOffers([lender(1, PRODUCT), lender(6, small)], APPLICANT, "amount").eligible;
    expect(offerRankReasons(withSmall, "amount")[1]).toEqual({
      kind: "behind",
      figure: "amount",
      tieBreak: null,
      gap: 100_000,
      // Lower EMI and total cost, but not the lower APR: the ₹1,999 minimum fee weighs more on ₹2,00,000.
      alsoBest: ["emi", "cost"],
    });
    // By EMI, the rupees a month more than the lowest.
    const byEmi = sortOffers(byApr, "emi");
    const emiReasons = offerRankReasons(byEmi, "emi");
    expect(emiReasons[0]).toMatchObject({ kind: "best", figure: "emi", alsoBest: [] });
    expect(emiReasons[1]).toMatchObject({ kind: "behind", gap: byEmi[1]!.emi - byEmi[0]!.emi });
    // By total cost the cheapest rate leads again, and says it also has the lowest APR.
    expect(offerRankReasons(sortOffers(byApr, "cost"), "cost")[0]).toEqual({
      kind: "best",
      figure: "cost",
      tieBreak: null,
      gap: 0,
      alsoBest: ["apr"],
    });
  });
});
