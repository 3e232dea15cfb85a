import { TIME_ZONE, type YearMonth } from "./kolkata-time.ts";

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

const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: "en-IN", hi: "hi-IN" };

// Building an Intl formatter costs far more than using one (the home page spent 80 ms of a 4×-slowed phone's
// main thread in `new Intl.NumberFormat` while it hydrated), so each is built once per set of options.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(
  minimumFractionDigits: number | undefined,
  maximumFractionDigits: number,
): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A date in India's zone with Latin digits: day and month ("short" or "long") and year, or month and year. */
function dateFormat(locale: Locale, month: "short" | "long", withDay: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${month}:${withDay}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...(withDay ? { day: "numeric" } : {}),
      month,
      year: "numeric",
      timeZone: TIME_ZONE,
      numberingSystem: "latn",
    });
    dateFormats.set(key, format);
  }
  return format;
}

function signed(value: number, format: (magnitude: number) => string): string {
  return value < 0 ? `-${format(-value)}` : format(value);
}

/** Indian digit grouping: 1234567 → "12,34,567"; `fractionDigits` fixes the decimals shown. */
export function formatIndianNumber(value: number, fractionDigits = 0): string {
  return numberFormat(fractionDigits, fractionDigits).format(value);
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
  return `${numberFormat(fractionDigits, fractionDigits ?? 2).format(value)}%`;
}

/** A day in India: "15 Jan 2026" / "15 जन॰ 2026"; an invalid date gives "". */
export function formatDate(date: Date, locale: Locale = "en"): string {
  if (Number.isNaN(date.getTime())) {
    return "";
  }
  return dateFormat(locale, "short", true).format(date);
}

/**
 * A day in India as people write it on a letter: "25 November 2026" / "25 नवंबर 2026" (the KFS and the
 * sanction letter). A time just after 18:30 UTC is already the next day in India.
 */
export function formatLongDate(date: Date, locale: Locale = "en"): string {
  if (Number.isNaN(date.getTime())) {
    return "";
  }
  return dateFormat(locale, "long", true).format(date);
}

/** An Indian calendar day kept as "YYYY-MM-DD" (a voucher's validity), written as formatLongDate writes it. */
export function formatLongDay(day: string, locale: Locale = "en"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    return day;
  }
  // Midday in India is the same calendar day whatever the reader's zone.
  return formatLongDate(new Date(`${day}T12:00:00+05:30`), locale);
}

/** A calendar month: "Jan 2026" / "जन॰ 2026" (repayment schedule rows). */
export function formatMonthYear(month: YearMonth, locale: Locale = "en"): string {
  // Midday UTC on the 15th is the same day and month in India, whatever the formatter's zone rules.
  const instant = new Date(Date.UTC(month.year, month.month - 1, 15, 12));
  return dateFormat(locale, "short", false).format(instant);
}
