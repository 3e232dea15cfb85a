import { daysBetween } from "./loan-planner.ts";

// Ratings of lenders on what happened (issue "after disbursal"): a borrower with a disbursed loan rates its
// lender once after disbursal and once at closure. Only the stars and the two yes/no answers are summed for
// offer cards; the days to the money are worked out from the recorded times, never asked.

export const LENDER_RATING_STAGES = ["disbursal", "closure"] as const;
export type LenderRatingStage = (typeof LENDER_RATING_STAGES)[number];

/**
 * Offer cards show a lender's rating only from this many approved, verified ratings: fewer would let one or
 * two borrowers' luck stand for the lender, and a tiny count reads as a sample. Decision 0080.
 */
export const LENDER_RATING_MIN = 5;
/** The unexpected fees' note: a few words, not a second review. */
export const LENDER_RATING_FEES_MAX = 120;

/** Which stages a borrower may rate now: at disbursal once disbursed, at closure once the lender reported the loan closed. */
export function openRatingStages(input: {
  readonly disbursed: boolean;
  readonly closed: boolean;
  readonly rated: readonly LenderRatingStage[];
}): LenderRatingStage[] {
  const open: LenderRatingStage[] = [];
  if (input.disbursed && !input.rated.includes("disbursal")) open.push("disbursal");
  if (input.disbursed && input.closed && !input.rated.includes("closure")) open.push("closure");
  return open;
}

/** Whole days from the day the application reached the lender to the day the lender paid out (never below 0). */
export function daysToMoney(sharedOn: string, disbursedOn: string): number {
  return Math.max(0, daysBetween(sharedOn, disbursedOn));
}

export type LenderRatingTotals = {
  readonly count: number;
  readonly starsSum: number;
  readonly rateAsPromised: number;
  readonly noUnexpectedFees: number;
  readonly daysSum: number;
};

export type LenderRatingSummary = {
  /** Average stars to one decimal. */
  readonly stars: number;
  readonly count: number;
  readonly rateAsPromised: number;
  readonly noUnexpectedFees: number;
  /** Average days to the money, whole days. */
  readonly days: number;
};

/** What an offer card shows of a lender's approved ratings, or null below LENDER_RATING_MIN of them. */
export function lenderRatingSummary(totals: LenderRatingTotals): LenderRatingSummary | null {
  if (totals.count < LENDER_RATING_MIN) return null;
  return {
    stars: Math.round((totals.starsSum / totals.count) * 10) / 10,
    count: totals.count,
    rateAsPromised: totals.rateAsPromised,
    noUnexpectedFees: totals.noUnexpectedFees,
    days: Math.round(totals.daysSum / totals.count),
  };
}
