// Customer reviews: what a review may hold, who may write one, and the home page's rating.
// The rating is an average of approved reviews only, and it is not shown at all until there are enough
// of them for an average to mean something (a "4.8/5" from three reviews would mislead).

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** A short review: about three sentences. Counted in characters (code points), so Hindi gets the same room. */
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_CITY_MAX = 40;
/** The home page shows the computed rating only from this many approved reviews on. */
export const RATING_MIN_REVIEWS = 20;
export const REVIEW_REASON_MAX = 300;

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** §4 lead status of a disbursed loan (the dashboard's "disbursed" style). */
export const DISBURSED_STATUS = "Completed";

/** Only the customer of a disbursed loan has something to review. */
export function isDisbursed(status: string): boolean {
  return status === DISBURSED_STATUS;
}

// Control characters other than the newline of a multi-line review, and the bidirectional overrides that
// can make a review read differently from what it says. Zero-width (non-)joiners stay: Hindi needs them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
const FORBIDDEN_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

export type ReviewTextProblem = "controlCharacters" | "tooLong";

/** Why a review's text (or a moderator's reason) cannot be kept as written, or null when it can. */
export function reviewTextProblem(text: string, max = REVIEW_TEXT_MAX): ReviewTextProblem | null {
  if (FORBIDDEN_CHARACTERS.test(text)) return "controlCharacters";
  return [...text].length > max ? "tooLong" : null;
}

// A city as people write it: letters of any script with their marks, spaces, dots and hyphens.
const CITY_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;

/** A city name fit to show beside a first name, trimmed; null when it is not one. */
export function reviewCity(value: string): string | null {
  const city = value.trim().replace(/\s+/g, " ");
  if (city === "" || [...city].length > REVIEW_CITY_MAX || !CITY_PATTERN.test(city)) return null;
  return city;
}

/** The first name shown with a review: the first word of the name the customer gave, never the rest. */
export function displayFirstName(...names: (string | null | undefined)[]): string | null {
  for (const name of names) {
    const first = name?.trim().split(/\s+/)[0];
    if (first) return first;
  }
  return null;
}

export interface ComputedRating {
  /** Average to one decimal, 1–5. */
  value: number;
  outOf: 5;
  reviewCount: number;
}

/**
 * The average of the approved reviews' ratings from their count and sum (the database adds them up), or
 * null below RATING_MIN_REVIEWS of them.
 */
export function computedRating(totals: { count: number; sum: number }): ComputedRating | null {
  if (totals.count < RATING_MIN_REVIEWS) return null;
  return { value: Math.round((totals.sum / totals.count) * 10) / 10, outOf: 5, reviewCount: totals.count };
}
