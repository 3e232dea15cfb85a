import { GOOD_SCORE_FROM } from "./credit-score.ts";
import {
  CREDIT_BANDS,
  type CreditBand,
  creditBandOf,
  type OfferLender,
  offerCosts,
  offerRate,
} from "./offers.ts";

// The free credit score's report, read the way bureaus explain a score to a consumer — five
// factors, each rated from the report's own figures with the thresholds below — and what a better score
// is worth in money, from the same lender rate data and cost rules as the offers (offers.ts).

export type AccountType =
  | "creditCard"
  | "personalLoan"
  | "homeLoan"
  | "autoLoan"
  | "twoWheelerLoan"
  | "consumerLoan"
  | "goldLoan"
  | "educationLoan";

/** Loans backed by an asset; the rest (cards, personal and consumer loans) are unsecured. */
export const SECURED_ACCOUNT_TYPES: readonly AccountType[] = [
  "homeLoan",
  "autoLoan",
  "twoWheelerLoan",
  "goldLoan",
];

export type ReportAccount = {
  readonly type: AccountType;
  readonly lender: string;
  /** Rupees sanctioned (a card's credit limit). */
  readonly sanctioned: number;
  /** Rupees outstanding today. */
  readonly balance: number;
  readonly open: boolean;
  /** "YYYY-MM". */
  readonly openedOn: string;
  /** Days past due by month, the latest month first (up to 12 months); 0 is paid on time. */
  readonly daysPastDue: readonly number[];
};

export type ReportEnquiry = {
  /** "YYYY-MM-DD". */
  readonly date: string;
  readonly lender: string;
  readonly purpose: AccountType;
};

export type CreditReport = {
  readonly accounts: readonly ReportAccount[];
  /** Enquiries of the last 12 months, latest first. */
  readonly enquiries: readonly ReportEnquiry[];
  /** Months since the oldest account was opened; 0 with no history. */
  readonly creditAgeMonths: number;
};

export type FactorId = "paymentHistory" | "utilisation" | "creditAge" | "creditMix" | "enquiries";
export const FACTOR_IDS: readonly FactorId[] = [
  "paymentHistory",
  "utilisation",
  "creditAge",
  "creditMix",
  "enquiries",
];
/** "none": the report has nothing to rate the factor on (no accounts, no credit card). */
export type FactorRating = "excellent" | "good" | "fair" | "poor" | "none";

export type Factor = {
  readonly id: FactorId;
  readonly rating: FactorRating;
  /** The figure the rating came from: late months, utilisation %, months of age, account types, enquiries. */
  readonly value: number;
};

/**
 * The rating tables (the upper bound of each rating, checked best first). Payment history counts months
 * paid late in the last 12; any month 90+ days late is poor outright. Utilisation is the open cards'
 * balances over their limits, in percent (bureaus advise staying under 30 %). Credit age is months since
 * the first account. Enquiries are hard enquiries of the last 12 months.
 */
export const FACTOR_TABLES = {
  paymentHistory: { excellent: 0, good: 1, fair: 3 },
  utilisation: { excellent: 10, good: 30, fair: 50 },
  enquiries: { excellent: 1, good: 3, fair: 6 },
} as const;
/** Credit age: the fewest months for each rating. */
export const CREDIT_AGE_FROM = { excellent: 84, good: 48, fair: 24 } as const;
/** A month this many days late (or more) is a serious default: payment history is poor. */
export const SERIOUS_DAYS_PAST_DUE = 90;

function atMost(
  value: number,
  table: { readonly excellent: number; readonly good: number; readonly fair: number },
): FactorRating {
  if (value <= table.excellent) return "excellent";
  if (value <= table.good) return "good";
  return value <= table.fair ? "fair" : "poor";
}

function paymentHistory(accounts: readonly ReportAccount[]): Factor {
  if (accounts.length === 0) return { id: "paymentHistory", rating: "none", value: 0 };
  const months = accounts.flatMap((account) => account.daysPastDue.slice(0, 12));
  const late = months.filter((days) => days > 0).length;
  const serious = months.some((days) => days >= SERIOUS_DAYS_PAST_DUE);
  return {
    id: "paymentHistory",
    rating: serious ? "poor" : atMost(late, FACTOR_TABLES.paymentHistory),
    value: late,
  };
}

function utilisation(accounts: readonly ReportAccount[]): Factor {
  const cards = accounts.filter((account) => account.open && account.type === "creditCard");
  const limit = cards.reduce((sum, card) => sum + card.sanctioned, 0);
  if (limit <= 0) return { id: "utilisation", rating: "none", value: 0 };
  const used = cards.reduce((sum, card) => sum + Math.max(0, card.balance), 0);
  const percent = Math.round((used / limit) * 100);
  return { id: "utilisation", rating: atMost(percent, FACTOR_TABLES.utilisation), value: percent };
}

function creditAge(report: CreditReport): Factor {
  const months = Math.max(0, Math.floor(report.creditAgeMonths));
  if (report.accounts.length === 0) return { id: "creditAge", rating: "none", value: months };
  const rating: FactorRating =
    months >= CREDIT_AGE_FROM.excellent
      ? "excellent"
      : months >= CREDIT_AGE_FROM.good
        ? "good"
        : months >= CREDIT_AGE_FROM.fair
          ? "fair"
          : "poor";
  return { id: "creditAge", rating, value: months };
}

/**
 * Mix: both secured and unsecured credit is excellent; two kinds of one side good; a single kind fair;
 * only unsecured personal or consumer loans (three or more, no card or secured loan) poor — the pattern
 * lenders read as borrowing to repay.
 */
function creditMix(accounts: readonly ReportAccount[]): Factor {
  if (accounts.length === 0) return { id: "creditMix", rating: "none", value: 0 };
  const kinds = new Set(accounts.map((account) => account.type));
  const secured = [...kinds].some((kind) => SECURED_ACCOUNT_TYPES.includes(kind));
  const unsecured = [...kinds].some((kind) => !SECURED_ACCOUNT_TYPES.includes(kind));
  const onlyLoans =
    !secured && !kinds.has("creditCard") && accounts.filter((account) => account.open).length >= 3;
  const rating: FactorRating =
    secured && unsecured ? "excellent" : onlyLoans ? "poor" : kinds.size >= 2 ? "good" : "fair";
  return { id: "creditMix", rating, value: kinds.size };
}

function enquiries(report: CreditReport): Factor {
  const count = report.enquiries.length;
  return { id: "enquiries", rating: atMost(count, FACTOR_TABLES.enquiries), value: count };
}

/** The five factors of a report, in the order bureaus weigh them (payment history first). */
export function rateFactors(report: CreditReport): Factor[] {
  return [
    paymentHistory(report.accounts),
    utilisation(report.accounts),
    creditAge(report),
    creditMix(report.accounts),
    enquiries(report),
  ];
}

// --- what the score is worth ---

/** The loan the worth figure is priced on, a ₹5 lakh personal loan over 3 years. */
export const WORTH_LOAN = { product: "personal", amount: 500_000, months: 36 } as const;

export type BandQuote = {
  readonly band: CreditBand;
  /** The lowest APR any lender quotes for the band, % a year; null when no lender serves it. */
  readonly apr: number | null;
  /** What the loan costs with that lender: interest plus everything deducted at disbursal, rupees. */
  readonly cost: number | null;
  readonly lenderCount: number;
};

export type ScoreWorth = {
  /** null: below 600, a score no lender band serves. */
  readonly current: BandQuote | null;
  /** The next better band and the score it starts at; null at the top band. */
  readonly next: (BandQuote & { readonly fromScore: number }) | null;
  /** Rupees the next band saves on the loan against the current one (never negative; 0 when unknown). */
  readonly saving: number;
};

/** The band's cheapest quote for the worth loan, before any income concession (none is known here). */
export function bandQuote(lenders: readonly OfferLender[], band: CreditBand): BandQuote {
  let best: { apr: number; cost: number } | null = null;
  let lenderCount = 0;
  for (const lender of lenders) {
    const product = lender.products[WORTH_LOAN.product];
    const rate = product === undefined ? null : offerRate(product, band, 0);
    if (product === undefined || rate === null) continue;
    lenderCount++;
    const costs = offerCosts(product, WORTH_LOAN.amount, rate, WORTH_LOAN.months);
    const cost = costs.totalInterest + costs.totalDeductions;
    // The cheapest loan in rupees; with one amount and term that is also the lowest APR (up to rounding).
    if (best === null || cost < best.cost) {
      best = { apr: costs.apr, cost };
    }
  }
  return { band, apr: best?.apr ?? null, cost: best?.cost ?? null, lenderCount };
}

/** The lowest score of a scored band ("700-749" → 700). */
function bandFloor(band: Exclude<CreditBand, "NA">): number {
  return Number(band.split("-")[0]);
}

/**
 * What the next score band is worth to this customer: the lowest APR for their band and for the next one,
 * and the rupees the better band saves on the worth loan. With no history (NA) the next step is a good
 * score (700, §1 "A good score is from 700"); below 600 it is the lowest served band, 600-649.
 */
export function scoreWorth(lenders: readonly OfferLender[], score: number | null): ScoreWorth {
  const band = creditBandOf(score);
  const scored = CREDIT_BANDS.filter((b): b is Exclude<CreditBand, "NA"> => b !== "NA");
  let nextBand: Exclude<CreditBand, "NA"> | undefined;
  if (band === null) {
    nextBand = scored[scored.length - 1];
  } else if (band === "NA") {
    nextBand = scored.find((b) => bandFloor(b) === GOOD_SCORE_FROM);
  } else {
    nextBand = scored[scored.indexOf(band) - 1];
  }
  const current = band === null ? null : bandQuote(lenders, band);
  const next =
    nextBand === undefined ? null : { ...bandQuote(lenders, nextBand), fromScore: bandFloor(nextBand) };
  const saving =
    current?.cost != null && next?.cost != null ? Math.max(0, Math.round(current.cost - next.cost)) : 0;
  return { current, next, saving };
}

// --- the free check's rules ---

/** A stored score is reused for 30 days; after that one soft check refreshes it. */
export const SCORE_REUSE_DAYS = 30;
/** The version of the free check's soft-enquiry consent text (stored with every consent given). */
export const SCORE_CHECK_CONSENT_VERSION = "2026-11-score-v1";
/** Check requests a customer may make in an Indian day (each PAN tried counts), and from one IP an hour. */
export const SCORE_CHECK_DAILY_CAP = 5;
export const SCORE_CHECK_IP_HOURLY_LIMIT = 30;
