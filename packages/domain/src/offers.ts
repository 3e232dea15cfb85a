import { aprForLoan, roundApr } from "./apr.ts";
import type { EligibilityReason } from "./eligibility.ts";
import { calculateEmi } from "./emi.ts";
import { formatIndianNumber } from "./format.ts";
import { type MessageId, type MessageParams, messageText } from "./messages.ts";
import { PROCESSING_FEE_GST_RATE, processingFeeWithGst, VOUCHER_DEFAULTS } from "./voucher.ts";

// The offer matching engine: one applicant against every lender product, as RBI's Digital
// Lending Directions 2025 ask of a multi-lender platform — every eligible lender's offer with its amount,
// tenure, rate, EMI, processing fee with GST, net disbursed amount, APR and penal charges, in an order
// that is a stated method and never paid placement: APR first (the whole yearly cost), then EMI, then the
// lender's id so equal offers keep one fixed order.
//
// The method, written out on the 'how offers are matched' page:
// - Credit band: the bureau score's band ("750-900" … "600-649"); no score (new to credit) is "NA". A band
//   the lender does not list is not served; below 600 no band is served.
// - Rate: the lowest rate of the lender's range for the band, lowered by the largest income concession the
//   applicant's net monthly income reaches. The lender confirms the final rate after its own assessment.
// - Amount: what was asked, cut to the smallest of income × the lender's multiple, its cap and, for
//   vehicle loans, its loan-to-value share of the vehicle's value. Below the lender's smallest loan: no offer.
// - Tenure: what was asked, kept within the lender's limits and the age the loan must end by.
// - Fees: processing fee = its percent of the amount, held between the lender's minimum and maximum, plus
//   18 % GST (voucher.ts); stamp duty at the §9 voucher default; charges the lender takes at disbursal.
//   Net disbursed = amount − processing fee − those charges; APR is the KFS internal rate (apr.ts).

/** Credit score bands of the lender data, best first. "NA": no bureau history (new to credit). */
export const CREDIT_BANDS = ["750-900", "700-749", "650-699", "600-649", "NA"] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number];

/** The lowest score of each scored band. */
const BAND_FLOORS: readonly { readonly band: Exclude<CreditBand, "NA">; readonly min: number }[] = [
  { band: "750-900", min: 750 },
  { band: "700-749", min: 700 },
  { band: "650-699", min: 650 },
  { band: "600-649", min: 600 },
];

export type Employment = "salaried" | "self-employed";
export type VehicleType = "car" | "two-wheeler";

/** A lender product as `data/lenders.json` holds it (only what matching reads). */
export type OfferLenderProduct = {
  readonly interestRateByBand: Readonly<Partial<Record<CreditBand, readonly [number, number]>>>;
  readonly incomeRateAdjustments: readonly {
    readonly minNetMonthlyIncome: number;
    readonly rateDeltaPct: number;
  }[];
  readonly processingFee: {
    readonly percent: number;
    readonly minRupees: number;
    readonly maxRupees: number;
  };
  readonly maxAmount: {
    readonly incomeMultiple: number;
    readonly capRupees: number;
    readonly minRupees: number;
    readonly ltv?: { readonly percent: number; readonly basis: string } | undefined;
  };
  readonly tenureMonths: { readonly min: number; readonly max: number };
  readonly minAge: number;
  readonly maxAgeAtMaturity: number;
  readonly minNetMonthlyIncome: number;
  readonly employmentTypes: readonly Employment[];
  readonly vehicleTypes?: readonly VehicleType[] | undefined;
  readonly minEmisPaid?: number | undefined;
  readonly minBusinessVintageYears?: number | undefined;
  readonly minAnnualTurnoverRupees?: number | undefined;
  readonly otherCharges: readonly {
    readonly name: string;
    readonly text: string;
    readonly rupees?: number;
  }[];
  readonly penalCharges: string;
};

export type OfferLender = {
  readonly id: number;
  readonly shortName: string;
  readonly products: Readonly<Partial<Record<string, OfferLenderProduct>>>;
};

export type OfferApplicant = {
  /** Whole years. */
  readonly age: number;
  readonly netMonthlyIncome: number;
  readonly employment: Employment;
  /** Bureau score 300–900; null when the bureau has none (NA). */
  readonly creditScore: number | null;
  /** The lender data's product key: personal, usedCar, newCar, twoWheeler, ev, refinance, balanceTransfer, business. */
  readonly product: string;
  /** Rupees asked for. */
  readonly amount: number;
  readonly tenureMonths: number;
  /** Vehicle loans: the vehicle's value in rupees (price or valuation), which the loan-to-value applies to. */
  readonly vehicleValue?: number | undefined;
  readonly vehicleType?: VehicleType | undefined;
  /** Balance transfer and refinance: EMIs paid on the running loan. */
  readonly emisPaid?: number | undefined;
  /** Refinance: whether the car still has a loan running (a car without one needs no EMIs paid). */
  readonly hasRunningLoan?: boolean | undefined;
  readonly businessYears?: number | undefined;
  readonly annualTurnover?: number | undefined;
};

/** Charges the lender takes out of the loan at disbursal, by the name the lender data gives them. */
export const UPFRONT_CHARGES: Readonly<
  Record<string, { readonly field: UpfrontField; readonly gst: boolean }>
> = {
  // "₹943 per vehicle (deducted at disbursal)": a GST-inclusive figure (₹799 + 18 %).
  "Valuation charges": { field: "valuationCharges", gst: false },
  // "₹500 plus GST", collected once when the loan is booked.
  "Documentation charges": { field: "documentationCharges", gst: true },
};
type UpfrontField = "valuationCharges" | "documentationCharges";

export type Offer = {
  /** `${lenderId}-${product}`. */
  readonly id: string;
  readonly lenderId: number;
  readonly lenderName: string;
  readonly product: string;
  readonly creditBand: CreditBand;
  readonly requestedAmount: number;
  readonly amount: number;
  readonly tenureMonths: number;
  /** Whether amount or tenure differ from what was asked, and why the lender could not give it. */
  readonly amountReduced: boolean;
  readonly tenureAdjusted: boolean;
  /** Nominal rate, % a year on a reducing balance. */
  readonly ratePercent: number;
  /** EMI in whole rupees (emi.ts). */
  readonly emi: number;
  /** Processing fee before GST, rupees. */
  readonly processingFeeBase: number;
  /** Processing fee with 18 % GST, rounded (the figure shown and deducted). */
  readonly processingFee: number;
  readonly stampDuty: number;
  readonly valuationCharges: number;
  readonly documentationCharges: number;
  /** §3 voucher "serviceCharges" (labelled Insurance Amount): no insurance is bundled with an offer. */
  readonly serviceCharges: number;
  /** Everything deducted at disbursal: processing fee and charges. */
  readonly totalDeductions: number;
  readonly netDisbursed: number;
  /** APR in % a year to two decimals, the KFS figure. */
  readonly apr: number;
  readonly totalInterest: number;
  /** EMIs × months. */
  readonly totalRepayment: number;
  readonly penalCharges: string;
};

export type IneligibleOffer = {
  readonly lenderId: number;
  readonly lenderName: string;
  readonly product: string;
  readonly reasons: readonly EligibilityReason[];
};

export type OfferSort = "apr" | "emi" | "amount" | "cost";
export const OFFER_SORTS: readonly OfferSort[] = ["apr", "emi", "amount", "cost"];

export type OfferResult = {
  readonly creditBand: CreditBand | null;
  readonly eligible: readonly Offer[];
  readonly ineligible: readonly IneligibleOffer[];
};

/** The band a score falls in: null score → "NA"; below 600 → null (no lender band serves it). */
export function creditBandOf(score: number | null): CreditBand | null {
  if (score === null) {
    return "NA";
  }
  return BAND_FLOORS.find((floor) => score >= floor.min)?.band ?? null;
}

/** The lender's rate for a band and an income: the band's lowest rate less the largest income concession. */
export function offerRate(
  product: OfferLenderProduct,
  band: CreditBand,
  netMonthlyIncome: number,
): number | null {
  const range = product.interestRateByBand[band];
  if (range === undefined) {
    return null;
  }
  const concession = Math.min(
    0,
    ...product.incomeRateAdjustments
      .filter((adjustment) => netMonthlyIncome >= adjustment.minNetMonthlyIncome)
      .map((adjustment) => adjustment.rateDeltaPct),
  );
  // Rates carry two decimals; rounding keeps 11 − 0.25 from becoming 10.750000000000002.
  return Math.max(0, Math.round((range[0] + concession) * 100) / 100);
}

/** Processing fee before GST: the percent of the amount, held between the lender's minimum and maximum. */
export function processingFeeBase(product: OfferLenderProduct, amount: number): number {
  const { percent, minRupees, maxRupees } = product.processingFee;
  return Math.min(maxRupees, Math.max(minRupees, Math.round((amount * percent) / 100)));
}

/** The largest loan the lender gives this applicant, or the limits that decide it. */
export function maxEligibleAmount(product: OfferLenderProduct, applicant: OfferApplicant): number {
  const limits = [product.maxAmount.capRupees, product.maxAmount.incomeMultiple * applicant.netMonthlyIncome];
  const ltv = product.maxAmount.ltv;
  if (ltv !== undefined) {
    limits.push(((applicant.vehicleValue ?? 0) * ltv.percent) / 100);
  }
  return Math.floor(Math.min(...limits));
}

function reason(id: MessageId, params?: MessageParams): EligibilityReason {
  return params === undefined
    ? { id, message: messageText(id) }
    : { id, message: messageText(id, params), params };
}

const rupees = (amount: number) => formatIndianNumber(amount);

/** Reasons the applicant's profile (not the amount) rules the lender product out, in a fixed order. */
function profileReasons(
  product: OfferLenderProduct,
  applicant: OfferApplicant,
  band: CreditBand | null,
): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  if (applicant.age < product.minAge) {
    reasons.push(reason("eligibility.minAge", { min: product.minAge }));
  }
  if (applicant.netMonthlyIncome < product.minNetMonthlyIncome) {
    reasons.push(reason("eligibility.minIncome", { min: rupees(product.minNetMonthlyIncome) }));
  }
  if (!product.employmentTypes.includes(applicant.employment)) {
    reasons.push(
      reason(
        product.employmentTypes.includes("salaried")
          ? "eligibility.salariedOnly"
          : "eligibility.selfEmployedOnly",
      ),
    );
  }
  if (band === null || product.interestRateByBand[band] === undefined) {
    const served = BAND_FLOORS.filter((floor) => product.interestRateByBand[floor.band] !== undefined);
    reasons.push(
      band === "NA"
        ? reason("eligibility.creditHistory")
        : reason("eligibility.creditScore", { min: served[served.length - 1]!.min }),
    );
  }
  if (
    product.vehicleTypes !== undefined &&
    !product.vehicleTypes.some((type) => type === applicant.vehicleType)
  ) {
    reasons.push(reason("eligibility.vehicleType"));
  }
  const minEmis = product.minEmisPaid;
  const noRunningCarLoan = applicant.product === "refinance" && applicant.hasRunningLoan === false;
  if (minEmis !== undefined && !noRunningCarLoan && !((applicant.emisPaid ?? 0) >= minEmis)) {
    reasons.push(reason("eligibility.minEmisPaidLoan", { min: minEmis }));
  }
  const vintage = product.minBusinessVintageYears;
  if (vintage !== undefined && !((applicant.businessYears ?? 0) >= vintage)) {
    reasons.push(reason("eligibility.businessVintage", { min: vintage }));
  }
  const turnover = product.minAnnualTurnoverRupees;
  if (turnover !== undefined && !((applicant.annualTurnover ?? 0) >= turnover)) {
    reasons.push(reason("eligibility.turnover", { min: rupees(turnover) }));
  }
  return reasons;
}

/** The tenure offered: what was asked, within the lender's range and ending before its age limit. */
export function offerTenure(product: OfferLenderProduct, applicant: OfferApplicant): number | null {
  const byAge = (product.maxAgeAtMaturity - applicant.age) * 12;
  const longest = Math.min(product.tenureMonths.max, byAge);
  if (longest < product.tenureMonths.min) {
    return null;
  }
  return Math.min(longest, Math.max(product.tenureMonths.min, Math.round(applicant.tenureMonths)));
}

/** The charges the lender takes at disbursal besides the processing fee. */
function upfrontCharges(product: OfferLenderProduct): Record<UpfrontField, number> {
  const charges: Record<UpfrontField, number> = { valuationCharges: 0, documentationCharges: 0 };
  for (const charge of product.otherCharges) {
    const upfront = UPFRONT_CHARGES[charge.name];
    if (upfront !== undefined && charge.rupees !== undefined) {
      charges[upfront.field] += upfront.gst
        ? Math.round((charge.rupees * (100 + PROCESSING_FEE_GST_RATE * 100)) / 100)
        : charge.rupees;
    }
  }
  return charges;
}

/** The money side of an offer: EMI, what is deducted at disbursal, the APR and the total repaid. */
export type OfferCosts = Pick<
  Offer,
  | "emi"
  | "processingFeeBase"
  | "processingFee"
  | "stampDuty"
  | "valuationCharges"
  | "documentationCharges"
  | "serviceCharges"
  | "totalDeductions"
  | "netDisbursed"
  | "apr"
  | "totalInterest"
  | "totalRepayment"
>;

/** The costs of `amount` over `tenureMonths` at `ratePercent` with the lender product's fees and charges. */
export function offerCosts(
  product: OfferLenderProduct,
  amount: number,
  ratePercent: number,
  tenureMonths: number,
): OfferCosts {
  const emi = calculateEmi({ principal: amount, annualRatePercent: ratePercent, months: tenureMonths });
  const feeBase = processingFeeBase(product, amount);
  const processingFee = processingFeeWithGst(amount, feeBase);
  const { valuationCharges, documentationCharges } = upfrontCharges(product);
  const stampDuty = VOUCHER_DEFAULTS.stampDuty;
  const serviceCharges = 0;
  const totalDeductions =
    processingFee + stampDuty + valuationCharges + documentationCharges + serviceCharges;
  // Never null here: a lender's smallest loan is far above its fees, so money is always disbursed.
  const apr = aprForLoan({
    principal: amount,
    annualRatePercent: ratePercent,
    months: tenureMonths,
    fees: totalDeductions,
  }) as number;
  const totalRepayment = emi * tenureMonths;
  return {
    emi,
    processingFeeBase: feeBase,
    processingFee,
    stampDuty,
    valuationCharges,
    documentationCharges,
    serviceCharges,
    totalDeductions,
    netDisbursed: amount - totalDeductions,
    apr: roundApr(apr),
    totalInterest: totalRepayment - amount,
    totalRepayment,
  };
}

/** One lender product's offer to the applicant, or the reasons there is none. */
export function matchLenderProduct(
  lender: OfferLender,
  product: OfferLenderProduct,
  applicant: OfferApplicant,
): { readonly offer: Offer } | { readonly ineligible: IneligibleOffer } {
  const band = creditBandOf(applicant.creditScore);
  const reasons = profileReasons(product, applicant, band);
  const tenureMonths = offerTenure(product, applicant);
  if (tenureMonths === null && applicant.age >= product.minAge) {
    reasons.push(reason("eligibility.maxAgeAtMaturity", { max: product.maxAgeAtMaturity }));
  }
  const maxAmount = maxEligibleAmount(product, applicant);
  const amount = Math.min(Math.floor(applicant.amount), maxAmount);
  if (applicant.amount < product.maxAmount.minRupees) {
    reasons.push(reason("eligibility.minAmount", { min: rupees(product.maxAmount.minRupees) }));
  } else if (maxAmount < product.maxAmount.minRupees && reasons.length === 0) {
    // Only when nothing else is wrong: a low income already says why the supported amount is small.
    reasons.push(
      reason(
        product.maxAmount.ltv !== undefined &&
          !(applicant.vehicleValue !== undefined && applicant.vehicleValue > 0)
          ? "eligibility.vehicleValue"
          : "eligibility.maxAmount",
        { max: rupees(maxAmount), min: rupees(product.maxAmount.minRupees) },
      ),
    );
  }
  const lenderRef = { lenderId: lender.id, lenderName: lender.shortName, product: applicant.product };
  if (reasons.length > 0 || band === null || tenureMonths === null) {
    return { ineligible: { ...lenderRef, reasons } };
  }
  const ratePercent = offerRate(product, band, applicant.netMonthlyIncome)!;
  const costs = offerCosts(product, amount, ratePercent, tenureMonths);
  return {
    offer: {
      id: `${lender.id}-${applicant.product}`,
      ...lenderRef,
      creditBand: band,
      requestedAmount: applicant.amount,
      amount,
      tenureMonths,
      amountReduced: amount < applicant.amount,
      tenureAdjusted: tenureMonths !== applicant.tenureMonths,
      ratePercent,
      ...costs,
      penalCharges: product.penalCharges,
    },
  };
}

/**
 * What an offer costs over its whole tenure, in rupees: the interest on every EMI plus everything deducted
 * at disbursal (processing fee with GST, stamp duty and the lender's charges). Total repaid less the money
 * actually received: `totalRepayment − netDisbursed`.
 */
export function offerTotalCost(offer: Pick<Offer, "totalInterest" | "totalDeductions">): number {
  return offer.totalInterest + offer.totalDeductions;
}

const COMPARE: Readonly<Record<OfferSort, (a: Offer, b: Offer) => number>> = {
  apr: (a, b) => a.apr - b.apr || a.emi - b.emi || a.lenderId - b.lenderId,
  emi: (a, b) => a.emi - b.emi || a.apr - b.apr || a.lenderId - b.lenderId,
  // The most money first; at equal amounts the cheaper one.
  amount: (a, b) => b.amount - a.amount || a.apr - b.apr || a.lenderId - b.lenderId,
  cost: (a, b) => offerTotalCost(a) - offerTotalCost(b) || a.apr - b.apr || a.lenderId - b.lenderId,
};

/** The figure each sort orders by, and the one that breaks its ties (COMPARE, before the lender id). */
const SORT_FIGURES: Readonly<
  Record<OfferSort, { readonly by: OfferFigure; readonly tieBreak: OfferFigure }>
> = {
  apr: { by: "apr", tieBreak: "emi" },
  emi: { by: "emi", tieBreak: "apr" },
  amount: { by: "amount", tieBreak: "apr" },
  cost: { by: "cost", tieBreak: "apr" },
};

/** The figures offers are compared on; for every one the lowest is best except the amount. */
export type OfferFigure = "apr" | "emi" | "amount" | "cost";
const FIGURES: readonly OfferFigure[] = ["apr", "emi", "amount", "cost"];

function figureOf(offer: Offer, figure: OfferFigure): number {
  return figure === "cost" ? offerTotalCost(offer) : offer[figure];
}

/** How much worse `value` is than `best` (positive), for a figure where the highest or the lowest wins. */
const behind = (figure: OfferFigure, value: number, best: number) =>
  figure === "amount" ? best - value : value - best;

/**
 * Why an offer stands where it does in a sorted list, derived from the figures (never written by hand):
 * - `best`: it leads on the sort's figure (the first row, or one level with it that a tie-breaker put lower
 *   is a `tie` instead);
 * - `tie`: level with the offer above on the sort's figure, placed below by the tie-breaking figure
 *   (`tieBreak`; null when that is level too and only the fixed lender order is left);
 * - `behind`: `gap` worse than the leader on the sort's figure (APR points, or rupees).
 * `alsoBest` lists the other figures on which this offer alone is the best of all (a lowest total cost,
 * the lowest EMI …), so a row further down can say what it has going for it.
 */
export type OfferRankReason = {
  readonly kind: "best" | "tie" | "behind";
  readonly figure: OfferFigure;
  readonly tieBreak: OfferFigure | null;
  readonly gap: number;
  readonly alsoBest: readonly OfferFigure[];
};

/** One reason per offer of `sorted` (as `sortOffers(…, sort)` ordered them), in the same order. */
export function offerRankReasons(sorted: readonly Offer[], sort: OfferSort = "apr"): OfferRankReason[] {
  const { by, tieBreak } = SORT_FIGURES[sort];
  const leaders = new Map<OfferFigure, Offer | null>();
  for (const figure of FIGURES) {
    const values = sorted.map((offer) => figureOf(offer, figure));
    const best = figure === "amount" ? Math.max(...values) : Math.min(...values);
    const holders = sorted.filter((offer) => figureOf(offer, figure) === best);
    leaders.set(figure, holders.length === 1 ? holders[0]! : null);
  }
  const lead = sorted[0];
  return sorted.map((offer, index) => {
    const alsoBest = FIGURES.filter((figure) => figure !== by && leaders.get(figure) === offer);
    const above = sorted[index - 1];
    const value = figureOf(offer, by);
    if (index === 0) return { kind: "best", figure: by, tieBreak: null, gap: 0, alsoBest };
    if (above !== undefined && figureOf(above, by) === value) {
      const broken = figureOf(above, tieBreak) !== figureOf(offer, tieBreak);
      return { kind: "tie", figure: by, tieBreak: broken ? tieBreak : null, gap: 0, alsoBest };
    }
    const gap = behind(by, value, figureOf(lead!, by));
    // APR in points to two decimals; rupees whole.
    return { kind: "behind", figure: by, tieBreak: null, gap: Math.round(gap * 100) / 100, alsoBest };
  });
}

/** Offers sorted by the stated method (APR by default; EMI, amount or total cost when the applicant asks). */
export function sortOffers(offers: readonly Offer[], sort: OfferSort = "apr"): Offer[] {
  return [...offers].sort(COMPARE[sort]);
}

/** Every lender offering the product: its offer, or why not. Ineligible ones keep the lenders' order. */
export function matchOffers(
  lenders: readonly OfferLender[],
  applicant: OfferApplicant,
  sort: OfferSort = "apr",
): OfferResult {
  const eligible: Offer[] = [];
  const ineligible: IneligibleOffer[] = [];
  for (const lender of lenders) {
    const product = lender.products[applicant.product];
    if (product === undefined) {
      continue;
    }
    const result = matchLenderProduct(lender, product, applicant);
    if ("offer" in result) {
      eligible.push(result.offer);
    } else {
      ineligible.push(result.ineligible);
    }
  }
  return {
    creditBand: creditBandOf(applicant.creditScore),
    eligible: sortOffers(eligible, sort),
    ineligible,
  };
}

/**
 * The reasons across every lender that turned the applicant down, each once (by id), with the most
 * reachable figure: the lowest minimum asked for ("at least 21" rather than "at least 24").
 */
export function commonReasons(ineligible: readonly IneligibleOffer[]): EligibilityReason[] {
  const byId = new Map<MessageId, EligibilityReason>();
  for (const entry of ineligible) {
    for (const candidate of entry.reasons) {
      const known = byId.get(candidate.id);
      if (known === undefined || numeric(candidate.params?.min) < numeric(known.params?.min)) {
        byId.set(candidate.id, candidate);
      }
    }
  }
  return [...byId.values()];
}

function numeric(value: string | number | undefined): number {
  return typeof value === "number" ? value : Number(String(value ?? "").replace(/,/g, "")) || 0;
}
