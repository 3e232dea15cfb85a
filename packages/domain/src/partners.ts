// Channel partners: who may sign up, how their share code looks, how long a share link keeps
// an applicant attributed to them, what a partner may see of a customer, and how the Sales Grand Prix ranks.

import { checkRule } from "./validators.ts";

/** An applicant who arrives through a partner's link is that partner's for this many days (first touch). */
export const ATTRIBUTION_WINDOW_DAYS = 30;
const DAY_MS = 24 * 3600_000;

/** A share code: 6 to 12 capital letters and digits (what `?ref=` carries). */
export const PARTNER_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

export function isPartnerCode(value: string): boolean {
  return PARTNER_CODE_PATTERN.test(value);
}

/** The code as typed in a link (`?ref=ab12cd34`), upper-cased, or null when it cannot be a code. */
export function partnerCodeFrom(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return isPartnerCode(code) ? code : null;
}

/** True while a touch at `touchedAt` still attributes a lead created at `now` (30 days, inclusive). */
export function withinAttributionWindow(touchedAt: Date, now: Date): boolean {
  const age = now.getTime() - touchedAt.getTime();
  return age >= 0 && age <= ATTRIBUTION_WINDOW_DAYS * DAY_MS;
}

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * A GSTIN: two digits of the state code, the holder's PAN (checked with the §5 PAN rule), the entity number,
 * "Z" and the check character (the GSTN's base-36 Luhn variant). Case is ignored; store it upper-cased.
 */
export function isGstin(value: string): boolean {
  const gstin = value.toUpperCase();
  if (!/^\d{2}[A-Z0-9]{10}[1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  if (!checkRule(gstin.slice(2, 12), { kind: "pan" }).ok) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i] ?? "0");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] as string;
}

/** A PAN (§5 rule: five letters, four digits, one letter), any case. */
export function isPan(value: string): boolean {
  return value.length === 10 && checkRule(value, { kind: "pan" }).ok;
}

/**
 * A customer's name as a partner sees it: each word's first letter and stars ("Ramesh Kumar" → "R***** K****"),
 * so the partner can tell their leads apart without the platform handing out names.
 */
export function maskPersonName(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return "—";
  return words
    .map((word) => `${Array.from(word)[0]}${"*".repeat(Math.max(2, Array.from(word).length - 1))}`)
    .join(" ");
}

/**
 * A business name on the public leaderboard: the first word in full, the others as initials
 * ("Sharma Motors Private Limited" → "Sharma M. P. L."), at most 24 characters.
 */
export function shortBusinessName(name: string): string {
  const [first = "", ...rest] = name.trim().split(/\s+/u);
  const short = [first, ...rest.map((word) => `${Array.from(word)[0]}.`)].join(" ");
  const chars = Array.from(short);
  return chars.length > 24 ? `${chars.slice(0, 23).join("")}…` : short;
}

// --- Sales Grand Prix ---

export interface GrandPrixEntry {
  partnerId: string;
  /** Rupees disbursed on the partner's attributed leads in the month. */
  amount: number;
  /** How many of those leads. */
  count: number;
}

export interface RankedEntry extends GrandPrixEntry {
  rank: number;
}

/**
 * The month's ranking: by disbursed amount, ties broken by the number of loans; partners still equal share
 * a rank (1, 2, 2, 4). Partners with nothing disbursed are not ranked.
 */
export function rankGrandPrix(entries: readonly GrandPrixEntry[]): RankedEntry[] {
  const sorted = entries
    .filter((entry) => entry.amount > 0)
    .toSorted((a, b) => b.amount - a.amount || b.count - a.count || a.partnerId.localeCompare(b.partnerId));
  const ranked: RankedEntry[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const tied = previous && previous.amount === entry.amount && previous.count === entry.count;
    ranked.push({ ...entry, rank: tied ? previous.rank : index + 1 });
  });
  return ranked;
}

export interface PrizeTier {
  id: string;
  /** Rupees disbursed in the month to reach the tier. */
  minAmount: number;
}

/** The highest tier reached and the next one with the rupees still needed (null at the top). */
export function tierProgress<T extends PrizeTier>(
  amount: number,
  tiers: readonly T[],
): { reached: T | null; next: T | null; needed: number } {
  const ordered = tiers.toSorted((a, b) => a.minAmount - b.minAmount);
  const reached = ordered.filter((tier) => amount >= tier.minAmount).at(-1) ?? null;
  const next = ordered.find((tier) => amount < tier.minAmount) ?? null;
  return { reached, next, needed: next ? next.minAmount - amount : 0 };
}
