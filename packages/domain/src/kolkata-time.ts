// §9 Display: "schedule dates in Asia/Kolkata time". India keeps one fixed offset, UTC+05:30, with no
// daylight saving (since 1945), so calendar months are computed with that offset rather than the
// machine's time zone: a server in UTC and a phone in Delhi agree on which month a payment falls in.
export const TIME_ZONE = "Asia/Kolkata";
export const IST_OFFSET_MINUTES = 330;

/** A calendar month: `month` is 1 (January) to 12 (December). */
export type YearMonth = { readonly year: number; readonly month: number };

/** The calendar month an instant falls in, in India. */
export function kolkataYearMonth(instant: Date): YearMonth {
  const local = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The month `count` months after (or before, when negative) a month. */
export function addMonths(start: YearMonth, count: number): YearMonth {
  const index = start.year * 12 + (start.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
