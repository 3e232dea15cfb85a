import { createHash } from "node:crypto";
import type { Config } from "../config.ts";

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
}

export interface BureauReport {
  /** 300–900, or null when the bureau has no history for the person (NA/NH). */
  score: number | null;
  bureau: string;
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
    async softCheck({ pan, mobile }) {
      return { score: sandboxScore(pan, mobile), bureau: "Sandbox bureau" };
    },
  };
}

/**
 * A real credit information company's API. Deliberately not implemented until a bureau contract, its
 * member credentials and its consent artefact format exist: selecting it fails loudly instead of
 * inventing scores.
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
