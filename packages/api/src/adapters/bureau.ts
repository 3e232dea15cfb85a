import { createHash } from "node:crypto";
import type { AccountType, CreditReport, ReportAccount, ReportEnquiry } from "@loansetu/domain/credit-report";
import type { Config } from "../lib/config.ts";

/**
 * A credit bureau (a credit information company licensed by RBI). The journey asks it for a soft check:
 * an enquiry made with the applicant's consent that does not affect their score.
 */
export interface CreditBureau {
  readonly name: "sandbox" | "cic-http";
  softCheck(request: BureauRequest): Promise<BureauReport>;
}

export interface BureauRequest {
  /** Upper-case PAN, e.g. ABCDE1234F. */
  pan: string;
  /** 10-digit mobile. */
  mobile: string;
  fullName: string;
  dateOfBirth: string;
  /**
   * The stored consent the enquiry is made under (the credit check's id): a real bureau needs the
   * consent artefact's reference with every soft enquiry.
   */
  consentReference?: string | undefined;
  /** When the enquiry is made (the server clock): the report's months and enquiries end here. */
  asOf?: Date | undefined;
}

export interface BureauReport {
  /** 300–900, or null when the bureau has no history for the person (NA/NH). */
  score: number | null;
  /** The adapter's internal name, for logs and records only: pages name the bureau the customer chose. */
  bureau: string;
  /** Accounts, enquiries of the last 12 months and credit age, as the bureau reported them. */
  report: CreditReport;
}

/** How often the sandbox answers "no history": about 1 person in 13 (byte < 20 of 256). */
const SANDBOX_NO_HISTORY_BELOW = 20;
export const SANDBOX_SCORE_RANGE = { min: 560, max: 900 } as const;

/**
 * The sandbox score of a person: the same PAN and mobile always give the same score, spread over
 * 560–900 with some people new to credit, so every offer path can be seen in development and tests.
 */
export function sandboxScore(pan: string, mobile: string): number | null {
  const digest = createHash("sha256").update(`${pan.toUpperCase()}|${mobile}`).digest();
  if (digest[0]! < SANDBOX_NO_HISTORY_BELOW) return null;
  const span = SANDBOX_SCORE_RANGE.max - SANDBOX_SCORE_RANGE.min + 1;
  return SANDBOX_SCORE_RANGE.min + (digest.readUInt32BE(1) % span);
}

export function sandboxBureau(): CreditBureau {
  return {
    name: "sandbox",
    async softCheck({ pan, mobile, asOf }) {
      const score = sandboxScore(pan, mobile);
      return { score, bureau: "Sandbox bureau", report: sandboxReport(pan, score, asOf ?? new Date()) };
    },
  };
}

const SANDBOX_LENDERS = ["HDFC Bank", "ICICI Bank", "Axis Bank", "SBI", "Bajaj Finance", "Tata Capital"];
const SANDBOX_TYPES: readonly AccountType[] = [
  "creditCard",
  "personalLoan",
  "autoLoan",
  "creditCard",
  "homeLoan",
  "twoWheelerLoan",
  "consumerLoan",
  "goldLoan",
];

/** "YYYY-MM" of the month `back` months before `asOf`. */
function monthBefore(asOf: Date, back: number): string {
  return new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

/**
 * The sandbox's credit report for a PAN: deterministic for the PAN (the months end at `asOf`) and varied
 * so every page state can be seen — no history at all, a thin file (one young account, which is why some
 * people are NA/NH), and files of two to five accounts whose late payments, card use and enquiries grow as
 * the score falls.
 */
export function sandboxReport(pan: string, score: number | null, asOf: Date): CreditReport {
  const d = createHash("sha256").update(`report|${pan.toUpperCase()}`).digest();
  const enquiries = (count: number): ReportEnquiry[] =>
    Array.from({ length: count }, (_, i) => ({
      date: new Date(asOf.getTime() - (15 + i * 40 + (d[20 + i]! % 30)) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      lender: SANDBOX_LENDERS[(d[24 + i]! + i) % SANDBOX_LENDERS.length]!,
      purpose: i % 2 === 0 ? "personalLoan" : "creditCard",
    }));
  if (score === null) {
    // Half of the NA/NH people have never borrowed; the other half have one account under six months old.
    if (d[0]! % 2 === 0) return { accounts: [], enquiries: enquiries(d[1]! % 2), creditAgeMonths: 0 };
    const age = 1 + (d[2]! % 5);
    const thin: ReportAccount = {
      type: "consumerLoan",
      lender: SANDBOX_LENDERS[d[3]! % SANDBOX_LENDERS.length]!,
      sanctioned: 20_000 + (d[4]! % 10) * 5_000,
      balance: 10_000 + (d[5]! % 10) * 1_000,
      open: true,
      openedOn: monthBefore(asOf, age),
      daysPastDue: Array(age).fill(0),
    };
    return { accounts: [thin], enquiries: enquiries(1), creditAgeMonths: age };
  }
  // Lower scores: more late months, fuller cards, more enquiries (0 at 900, up to 4 steps at 560).
  const risk = Math.round(((900 - score) / 340) * 4);
  const count = risk >= 3 && d[6]! % 3 === 0 ? 1 : 2 + (d[7]! % 4);
  const creditAgeMonths = count === 1 ? 8 + (d[8]! % 10) : 18 + (d[9]! % 100);
  const accounts: ReportAccount[] = Array.from({ length: count }, (_, i) => {
    const type = SANDBOX_TYPES[(d[10 + i]! + i) % SANDBOX_TYPES.length]!;
    const sanctioned =
      (type === "homeLoan" ? 2_500_000 : type === "creditCard" ? 100_000 : 300_000) +
      (d[14 + i]! % 10) * 10_000;
    const usedShare =
      type === "creditCard" ? Math.min(95, 5 + risk * 18 + (d[18 + i]! % 10)) : 20 + (d[18 + i]! % 60);
    const age = i === 0 ? creditAgeMonths : Math.max(1, Math.floor(creditAgeMonths / (i + 1)));
    const months = Math.min(12, age);
    const daysPastDue = Array.from({ length: months }, (_, m) =>
      risk > 0 && d[(i * 7 + m) % 32]! % 12 < risk
        ? risk >= 4 && m === 2
          ? 90
          : 30 * Math.ceil(risk / 2)
        : 0,
    );
    return {
      type,
      lender: SANDBOX_LENDERS[(d[26 + i]! + i) % SANDBOX_LENDERS.length]!,
      sanctioned,
      balance: Math.round((sanctioned * usedShare) / 100),
      // The oldest account of a longer file is closed, as repaid loans are.
      open: !(i === 0 && count > 2 && type !== "creditCard"),
      openedOn: monthBefore(asOf, age),
      daysPastDue,
    };
  });
  return { accounts, enquiries: enquiries(Math.min(8, risk * 2 + (d[30]! % 3))), creditAgeMonths };
}

/**
 * A real credit information company's API. Deliberately not implemented until a bureau contract, its
 * member credentials and its consent artefact format exist: selecting it fails loudly instead of
 * inventing scores. It takes the same request as the sandbox, `consentReference` included, and must
 * answer the same report.
 */
export function cicHttpBureauNotConfigured(): CreditBureau {
  return {
    name: "cic-http",
    async softCheck() {
      throw new Error("Credit bureau not configured: BUREAU_PROVIDER=cic-http has no implementation yet");
    },
  };
}

export function createBureau(config: Pick<Config, "BUREAU_PROVIDER">): CreditBureau {
  return config.BUREAU_PROVIDER === "cic-http" ? cicHttpBureauNotConfigured() : sandboxBureau();
}

/** One factor behind a score, as a bureau report explains it. */
export interface CreditFactor {
  id: "paymentHistory" | "creditUtilisation" | "creditAge" | "creditMix" | "enquiries";
  impact: "high" | "medium" | "low";
  rating: "excellent" | "good" | "fair" | "poor";
}

export interface CreditInsights {
  factors: CreditFactor[];
  /** Month-end scores, oldest first, the last one being the current score. */
  history: { month: string; score: number }[];
}

const FACTOR_IMPACT: readonly [CreditFactor["id"], CreditFactor["impact"]][] = [
  ["paymentHistory", "high"],
  ["creditUtilisation", "high"],
  ["creditAge", "medium"],
  ["creditMix", "low"],
  ["enquiries", "low"],
];
const RATINGS: readonly CreditFactor["rating"][] = ["poor", "fair", "good", "excellent"];

/**
 * The sandbox bureau's explanation of a score: the five factors bureaus report (rated around the score,
 * one step up or down per factor from the person's digest) and six months of history ending at the score.
 * Deterministic for a person, like `sandboxScore`.
 */
export function sandboxCreditInsights(score: number, person: string, asOf: Date): CreditInsights {
  const digest = createHash("sha256").update(`insights|${person}`).digest();
  const base = score >= 750 ? 3 : score >= 650 ? 2 : score >= 550 ? 1 : 0;
  const factors = FACTOR_IMPACT.map(([id, impact], index) => {
    const shift = (digest[index]! % 3) - 1;
    return { id, impact, rating: RATINGS[Math.min(3, Math.max(0, base + shift))]! };
  });
  const history: CreditInsights["history"] = [];
  let value = score;
  for (let back = 0; back < 6; back++) {
    const month = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - back, 1));
    history.unshift({ month: month.toISOString().slice(0, 7), score: value });
    value = Math.min(900, Math.max(300, value - ((digest[8 + back]! % 25) - 8)));
  }
  return { factors, history };
}
