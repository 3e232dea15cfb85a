import { IST_OFFSET_MINUTES, type YearMonth } from "./kolkata-time.ts";

// §9 Display: "Large numbers: 1 lakh and up shown as 'Lakh', 1 crore and up as 'Cr+'. Customers and
// partners shown rounded down to thousands with '+'. Indian digit grouping; schedule dates in
// Asia/Kolkata time." Hindi pages change the words only: digits stay Latin with Indian grouping, as
// amounts are printed on Indian loan papers, and so one figure reads the same in both languages.
export type Locale = "en" | "hi";

export const LAKH = 100_000;
export const CRORE = 10_000_000;

const UNIT_WORDS: Readonly<Record<Locale, { readonly lakh: string; readonly crorePlus: string }>> = {
  en: { lakh: "Lakh", crorePlus: "Cr+" },
  hi: { lakh: "लाख", crorePlus: "करोड़+" },
};

// Numbers are written by hand, not with Intl.NumberFormat: a page's first `new Intl.NumberFormat("en-IN")`
// loads ICU's number data, 45-66 ms of main thread on a desktop CPU (four times that on the phones this site is
// for) in the middle of hydration. Digits are rounded as Intl rounds them (half away from zero, on the
// shortest decimal that reads back as the number), which format.test.ts checks against Intl itself.

/** Indian grouping of a whole number's digits: "1234567" → "12,34,567". */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** A number of 0 or more as plain digits with exactly `fractionDigits` decimals, or null if JS writes it with an exponent. */
function fixedDigits(value: number, fractionDigits: number): [whole: string, fraction: string] | null {
  const text = String(value);
  if (text.includes("e")) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= fractionDigits) return [whole, fraction.padEnd(fractionDigits, "0")];
  let kept = whole + fraction.slice(0, fractionDigits);
  if (fraction.charCodeAt(fractionDigits) >= 53 /* "5" */) {
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  }
  // `whole` has a digit at least ("0.5"), so `kept` keeps one in front of the fraction.
  return [kept.slice(0, kept.length - fractionDigits), kept.slice(kept.length - fractionDigits)];
}

/** What Intl.NumberFormat("en-IN") writes for the rare number the fast path cannot (an exponent, NaN, ∞). */
function intlFallback(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  return new Intl.NumberFormat("en-IN", { minimumFractionDigits, maximumFractionDigits }).format(value);
}

/** Intl.NumberFormat("en-IN") with these fraction digits, written by hand. */
function formatGrouped(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  const digits = Number.isFinite(value) ? fixedDigits(Math.abs(value), maximumFractionDigits) : null;
  if (!digits) return intlFallback(value, minimumFractionDigits, maximumFractionDigits);
  const [whole, fullFraction] = digits;
  let fraction = fullFraction;
  while (fraction.length > minimumFractionDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${groupIndian(whole)}${fraction ? `.${fraction}` : ""}`;
}

// Month names as Intl.DateTimeFormat("en-IN" / "hi-IN") writes them, held here for the same reason as the
// numbers: a page's first Intl.DateTimeFormat costs 38 ms (English) to 80 ms (Hindi) of main thread on a
// desktop CPU. Written once, they also read the same on the server and on every phone, whatever its ICU.
const MONTHS: Readonly<Record<Locale, Readonly<Record<"short" | "long", readonly string[]>>>> = {
  en: {
    short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
    long: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
  },
  hi: {
    // Hindi readers write the month out ("28 नवंबर 2026"): Intl's "नव॰" is a printer's abbreviation few
    // people know, and the full names are short enough for tables and timestamps on a 360 px phone.
    short: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    long: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  },
};

/** An instant as India's calendar has it: "15 Jan 2026" (with `withDay`) or "Jan 2026", months `short` or `long`. */
function kolkataDate(instant: Date, locale: Locale, month: "short" | "long", withDay: boolean): string {
  const local = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  const monthYear = `${MONTHS[locale][month][local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return withDay ? `${local.getUTCDate()} ${monthYear}` : monthYear;
}

function signed(value: number, format: (magnitude: number) => string): string {
  return value < 0 ? `-${format(-value)}` : format(value);
}

/** Indian digit grouping: 1234567 → "12,34,567"; `fractionDigits` fixes the decimals shown. */
export function formatIndianNumber(value: number, fractionDigits = 0): string {
  return formatGrouped(value, fractionDigits, fractionDigits);
}

/** A rupee amount: 2124 → "₹2,124", -500 → "-₹500". */
export function formatRupees(amount: number, fractionDigits = 0): string {
  return signed(amount, (magnitude) => `₹${formatIndianNumber(magnitude, fractionDigits)}`);
}

/**
 * 'Lakh' from 1 lakh and 'Cr+' from 1 crore, e.g. 2500000 → "25 Lakh", 15000000 → "1.5 Cr+"; below a
 * lakh, the grouped number. Two decimals at most, rounded down, because a figure shown with '+' or as a
 * slider's end must never overstate the amount. With `rupee`, a "₹" goes in front.
 */
export function formatCompactAmount(
  value: number,
  options: { readonly locale?: Locale; readonly rupee?: boolean } = {},
): string {
  const words = UNIT_WORDS[options.locale ?? "en"];
  const prefix = options.rupee ? "₹" : "";
  return signed(value, (magnitude) => {
    if (magnitude < LAKH) {
      return `${prefix}${formatIndianNumber(Math.floor(magnitude))}`;
    }
    const [unit, word] = magnitude < CRORE ? [LAKH, words.lakh] : [CRORE, words.crorePlus];
    // Whole hundredths of the unit, from integer division so 0.29 of a lakh is not read as 0.28999….
    const hundredths = Math.floor(magnitude / (unit / 100));
    const whole = formatIndianNumber(Math.floor(hundredths / 100));
    const fraction = String(hundredths % 100)
      .padStart(2, "0")
      .replace(/0+$/, "");
    return `${prefix}${whole}${fraction === "" ? "" : `.${fraction}`} ${word}`;
  });
}

/** Customers and partners: rounded down to thousands with '+', e.g. 12345 → "12,000+"; under 1,000 as is. */
export function formatThousandsPlus(count: number): string {
  if (count < 1000) {
    return formatIndianNumber(Math.floor(count));
  }
  return `${formatIndianNumber(Math.floor(count / 1000) * 1000)}+`;
}

/** A rate: 10.5 → "10.5%" (two decimals at most); `fractionDigits` fixes the decimals (APR shows two). */
export function formatPercent(value: number, fractionDigits?: number): string {
  return `${formatGrouped(value, fractionDigits ?? 0, fractionDigits ?? 2)}%`;
}

/** A day in India: "15 Jan 2026" / "15 जनवरी 2026"; an invalid date gives "". */
export function formatDate(date: Date, locale: Locale = "en"): string {
  if (Number.isNaN(date.getTime())) {
    return "";
  }
  return kolkataDate(date, locale, "short", true);
}

/**
 * The part of the day a Hindi speaker names before a clock time ("शाम 4:15"), by the hour in India: "am"
 * and "pm" are English inside a Hindi sentence, and a 12-hour clock needs one of these words to be read.
 */
function hindiDayPart(hour: number): string {
  if (hour < 4) return "रात";
  if (hour < 12) return "सुबह";
  if (hour < 16) return "दोपहर";
  if (hour < 20) return "शाम";
  return "रात";
}

/**
 * A moment in India: "25 Nov 2026, 4:05 pm" / "25 नवंबर 2026, शाम 4:05" (a request filed, a consent
 * withdrawn); invalid gives "".
 */
export function formatDateTime(date: Date, locale: Locale = "en"): string {
  if (Number.isNaN(date.getTime())) {
    return "";
  }
  const local = new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000);
  const hour = local.getUTCHours();
  const clock = `${hour % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  const day = kolkataDate(date, locale, "short", true);
  return locale === "hi"
    ? `${day}, ${hindiDayPart(hour)} ${clock}`
    : `${day}, ${clock} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * A day in India as people write it on a letter: "25 November 2026" / "25 नवंबर 2026" (the KFS and the
 * sanction letter). A time just after 18:30 UTC is already the next day in India.
 */
export function formatLongDate(date: Date, locale: Locale = "en"): string {
  if (Number.isNaN(date.getTime())) {
    return "";
  }
  return kolkataDate(date, locale, "long", true);
}

/** An Indian calendar day kept as "YYYY-MM-DD" (a voucher's validity), written as formatLongDate writes it. */
export function formatLongDay(day: string, locale: Locale = "en"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    return day;
  }
  // Midday in India is the same calendar day whatever the reader's zone.
  return formatLongDate(new Date(`${day}T12:00:00+05:30`), locale);
}

/** A calendar month: "Jan 2026" / "जनवरी 2026" (repayment schedule rows). */
export function formatMonthYear(month: YearMonth, locale: Locale = "en"): string {
  // Midday UTC on the 15th is the same day and month in India, whatever the formatter's zone rules.
  const instant = new Date(Date.UTC(month.year, month.month - 1, 15, 12));
  return kolkataDate(instant, locale, "short", false);
}

/**
 * A consent text's version as a customer can read it: the month it was written, "November 2026" /
 * "नवंबर 2026", with ", revision 2" / ", संशोधन 2" from its second wording that month. The stored id
 * ("2026-11-score-v1") is for our records; shown raw, it reads like a code. Null for an id of another shape.
 */
export function formatTextVersion(version: string, locale: Locale = "en"): string | null {
  const match = /^(\d{4})-(\d{2})(?:-[a-z0-9-]*)?$/.exec(version);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const monthYear = kolkataDate(
    new Date(Date.UTC(Number(match[1]), month - 1, 15, 12)),
    locale,
    "long",
    false,
  );
  const revision = Number(/-v(\d+)$/.exec(version)?.[1] ?? "1");
  if (revision <= 1) return monthYear;
  return `${monthYear}, ${locale === "hi" ? "संशोधन" : "revision"} ${revision}`;
}
