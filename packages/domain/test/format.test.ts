import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsOnly, toLatinDigits } from "../src/digits.ts";
import {
  CRORE,
  formatCompactAmount,
  formatDate,
  formatDateTime,
  formatIndianNumber,
  formatLongDate,
  formatMonthYear,
  formatPercent,
  formatRupees,
  formatTextVersion,
  formatThousandsPlus,
  LAKH,
} from "../src/format.ts";
import { addMonths, IST_OFFSET_MINUTES, kolkataYearMonth, TIME_ZONE } from "../src/kolkata-time.ts";

describe("Indian number formatting (§9 Display)", () => {
  it("groups digits the Indian way", () => {
    expect(formatIndianNumber(1_234_567)).toBe("12,34,567");
    expect(formatIndianNumber(100_000)).toBe("1,00,000");
    expect(formatIndianNumber(999)).toBe("999");
    expect(formatIndianNumber(1_234_567.891, 2)).toBe("12,34,567.89");
  });

  it("writes every number as Intl.NumberFormat('en-IN') does, without building one (hydration cost)", () => {
    const intl = (minimumFractionDigits: number, maximumFractionDigits: number) =>
      new Intl.NumberFormat("en-IN", { minimumFractionDigits, maximumFractionDigits });
    // Money and rates as this site has them (up to 2 decimals, ties included), and any double at all.
    const cents = fc.integer({ min: -1e13, max: 1e13 }).map((n) => n / 100);
    const halves = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 2 + 0.005 * Math.sign(n));
    const values = fc.oneof(
      cents,
      halves,
      fc.double({ noNaN: false }),
      fc.constantFrom(-0, 1.005, 999.995, 1e21),
    );
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatIndianNumber(value, digits)).toBe(intl(digits, digits).format(value));
        expect(formatPercent(value)).toBe(`${intl(0, 2).format(value)}%`);
      }),
      { numRuns: 5000 },
    );
  });

  it("writes rupee amounts like the spec's ₹2,124", () => {
    expect(formatRupees(2124)).toBe("₹2,124");
    expect(formatRupees(2_500_000)).toBe("₹25,00,000");
    expect(formatRupees(-500)).toBe("-₹500");
    expect(formatRupees(969.73, 2)).toBe("₹969.73");
  });

  it("says Lakh from 1 lakh and Cr+ from 1 crore", () => {
    expect([LAKH, CRORE]).toEqual([100_000, 10_000_000]);
    expect(formatCompactAmount(99_999)).toBe("99,999");
    expect(formatCompactAmount(100_000)).toBe("1 Lakh");
    expect(formatCompactAmount(2_500_000)).toBe("25 Lakh");
    expect(formatCompactAmount(150_000)).toBe("1.5 Lakh");
    expect(formatCompactAmount(129_000)).toBe("1.29 Lakh");
    expect(formatCompactAmount(123_999)).toBe("1.23 Lakh");
    expect(formatCompactAmount(9_999_999)).toBe("99.99 Lakh");
    expect(formatCompactAmount(10_000_000)).toBe("1 Cr+");
    expect(formatCompactAmount(15_000_000)).toBe("1.5 Cr+");
    expect(formatCompactAmount(123_456_789_000)).toBe("12,345.67 Cr+");
    expect(formatCompactAmount(25_000, { rupee: true })).toBe("₹25,000");
    expect(formatCompactAmount(2_500_000, { rupee: true })).toBe("₹25 Lakh");
    expect(formatCompactAmount(-200_000)).toBe("-2 Lakh");
  });

  it("uses the Hindi words on Hindi pages, with Latin digits", () => {
    expect(formatCompactAmount(2_500_000, { locale: "hi" })).toBe("25 लाख");
    expect(formatCompactAmount(50_000_000, { locale: "hi", rupee: true })).toBe("₹5 करोड़+");
  });

  it("rounds customers and partners down to thousands with '+'", () => {
    expect(formatThousandsPlus(12_345)).toBe("12,000+");
    expect(formatThousandsPlus(1000)).toBe("1,000+");
    expect(formatThousandsPlus(1_234_999)).toBe("12,34,000+");
    expect(formatThousandsPlus(999)).toBe("999");
  });

  it("writes rates", () => {
    expect(formatPercent(10.5)).toBe("10.5%");
    expect(formatPercent(14)).toBe("14%");
    expect(formatPercent(17.0706)).toBe("17.07%");
    expect(formatPercent(17.1, 2)).toBe("17.10%");
  });
});

describe("dates in Asia/Kolkata (§9 Display)", () => {
  it("uses India's fixed +05:30", () => {
    expect(TIME_ZONE).toBe("Asia/Kolkata");
    expect(IST_OFFSET_MINUTES).toBe(330);
  });

  it("puts 31 Dec 2025 19:00 UTC in January 2026, as India sees it", () => {
    expect(kolkataYearMonth(new Date("2025-12-31T19:00:00Z"))).toEqual({ year: 2026, month: 1 });
    expect(kolkataYearMonth(new Date("2025-12-31T18:29:59Z"))).toEqual({ year: 2025, month: 12 });
    expect(formatDate(new Date("2025-12-31T19:00:00Z"))).toBe("1 Jan 2026");
  });

  it("formats days and months in both languages with Latin digits", () => {
    expect(formatDate(new Date("2026-01-15T06:00:00Z"), "hi")).toBe("15 जनवरी 2026");
    expect(formatDate(new Date("2026-11-28T06:00:00Z"), "hi")).toBe("28 नवंबर 2026");
    expect(formatMonthYear({ year: 2026, month: 3 })).toBe("Mar 2026");
    expect(formatMonthYear({ year: 2026, month: 3 }, "hi")).toBe("मार्च 2026");
    expect(formatDate(new Date(Number.NaN))).toBe("");
    expect(formatDateTime(new Date(Number.NaN))).toBe("");
    expect(formatDateTime(new Date("2026-11-25T10:35:00Z"))).toBe("25 Nov 2026, 4:05 pm");
  });

  it("writes a Hindi time the Hindi way: the month in full and the part of the day before the clock", () => {
    const at = (iso: string) => formatDateTime(new Date(iso), "hi");
    expect(at("2026-11-28T10:45:00Z")).toBe("28 नवंबर 2026, शाम 4:15");
    expect(at("2026-11-28T03:30:00Z")).toBe("28 नवंबर 2026, सुबह 9:00");
    expect(at("2026-11-28T06:30:00Z")).toBe("28 नवंबर 2026, दोपहर 12:00");
    expect(at("2026-11-28T16:00:00Z")).toBe("28 नवंबर 2026, रात 9:30");
    expect(at("2026-11-28T19:00:00Z")).toBe("29 नवंबर 2026, रात 12:30");
    const dates = fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2100-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        const text = `${formatDateTime(date, "hi")} ${formatDate(date, "hi")} ${formatMonthYear(kolkataYearMonth(date), "hi")}`;
        expect(text).not.toMatch(/॰|am|pm/);
      }),
      { numRuns: 500 },
    );
  });

  it("writes every date as Intl.DateTimeFormat in India's zone does, without building one (hydration cost)", () => {
    const intl = (locale: "en" | "hi", options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
        ...options,
        year: "numeric",
        timeZone: TIME_ZONE,
        numberingSystem: "latn",
      });
    const dates = fc.date({
      min: new Date("1970-01-01T00:00:00Z"),
      max: new Date("2200-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, fc.constantFrom("en" as const, "hi" as const), (date, locale) => {
        // Hindi writes months in full everywhere (Intl's short Hindi months are abbreviations like "नव॰").
        const month = locale === "hi" ? "long" : "short";
        expect(formatDate(date, locale)).toBe(intl(locale, { day: "numeric", month }).format(date));
        expect(formatLongDate(date, locale)).toBe(
          intl(locale, { day: "numeric", month: "long" }).format(date),
        );
        if (locale === "en") {
          expect(formatDateTime(date, locale)).toBe(
            intl(locale, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(date),
          );
        }
        expect(formatMonthYear(kolkataYearMonth(date), locale)).toBe(intl(locale, { month }).format(date));
      }),
      { numRuns: 3000 },
    );
  });

  it("adds months across years", () => {
    expect(addMonths({ year: 2025, month: 11 }, 2)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 1 }, 59)).toEqual({ year: 2030, month: 12 });
  });
});

describe("digits", () => {
  it("reads Devanagari digits as Latin ones", () => {
    expect(toLatinDigits("०१२३४५६७८९")).toBe("0123456789");
    expect(digitsOnly("+९१ 98-76")).toBe("919876");
  });
});

describe("consent text versions", () => {
  it("names the month a text was written, never the stored id", () => {
    expect(formatTextVersion("2026-11-v1", "hi")).toBe("नवंबर 2026");
    expect(formatTextVersion("2026-11-score-v1", "en")).toBe("November 2026");
    expect(formatTextVersion("2026-11-lender-v2", "hi")).toBe("नवंबर 2026, संशोधन 2");
    expect(formatTextVersion("2026-03-v3", "en")).toBe("March 2026, revision 3");
    expect(formatTextVersion("draft", "hi")).toBeNull();
  });
});

describe("formatTextVersion", () => {
  it("writes a consent text's version as its month, with the revision from the second wording", () => {
    expect(formatTextVersion("2026-11-v1")).toBe("November 2026");
    expect(formatTextVersion("2026-11")).toBe("November 2026");
    expect(formatTextVersion("2026-11-lender-v2")).toBe("November 2026, revision 2");
    expect(formatTextVersion("2026-11-score-v3", "hi")).toBe("नवंबर 2026, संशोधन 3");
  });

  it("answers null for an id of another shape or a month that does not exist", () => {
    expect(formatTextVersion("v1")).toBeNull();
    expect(formatTextVersion("2026-13-v1")).toBeNull();
    expect(formatTextVersion("2026-00")).toBeNull();
  });
});
