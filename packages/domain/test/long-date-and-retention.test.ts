import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLongDate, formatLongDay } from "../src/format.ts";
import { PURGE_BATCH, RETENTION } from "../src/retention.ts";

describe("formatLongDate: a day in India as a letter writes it", () => {
  it("writes the day, the month in words and the year, in English and Hindi", () => {
    const at = new Date("2026-11-25T06:00:00Z");
    expect(formatLongDate(at)).toBe("25 November 2026");
    expect(formatLongDate(at, "hi")).toBe("25 नवंबर 2026");
  });

  it("counts the day in India: just after 18:30 UTC is already tomorrow", () => {
    expect(formatLongDate(new Date("2026-11-25T18:29:00Z"))).toBe("25 November 2026");
    expect(formatLongDate(new Date("2026-11-25T18:31:00Z"))).toBe("26 November 2026");
  });

  it("answers nothing for an invalid date rather than 'Invalid Date'", () => {
    expect(formatLongDate(new Date(Number.NaN))).toBe("");
  });

  it("writes a kept calendar day (YYYY-MM-DD) as the same day, whatever the reader's zone", () => {
    expect(formatLongDay("2026-12-31")).toBe("31 December 2026");
    expect(formatLongDay("2026-12-31", "hi")).toBe("31 दिसंबर 2026");
    expect(formatLongDay("next week")).toBe("next week");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          const [year, , date] = day.split("-");
          const written = formatLongDay(day);
          expect(written.startsWith(`${Number(date)} `)).toBe(true);
          expect(written.endsWith(` ${year}`)).toBe(true);
        },
      ),
    );
  });
});

describe("the retention periods", () => {
  const DAY = 24 * 3600_000;
  it("outlast what they protect: an OTP's life, the longest rate window, a consent link, five years of KYC", () => {
    expect(RETENTION.otpVerificationMs).toBeGreaterThan(10 * 60_000);
    expect(RETENTION.rateEventMs).toBeGreaterThan(DAY);
    expect(RETENTION.usedLinkMs).toBeGreaterThan(90 * DAY);
    expect(RETENTION.lenderApplicationMs).toBeGreaterThanOrEqual(5 * 365 * DAY + DAY);
    expect(RETENTION.consentRecordMs).toBeGreaterThanOrEqual(RETENTION.lenderApplicationMs);
    expect(RETENTION.analyticsEventMs).toBeGreaterThan(365 * DAY);
  });

  it("are all positive whole milliseconds, and the purge works in bounded batches", () => {
    for (const ms of Object.values(RETENTION)) {
      expect(Number.isInteger(ms)).toBe(true);
      expect(ms).toBeGreaterThan(0);
    }
    expect(PURGE_BATCH.rows * PURGE_BATCH.batchesPerRun).toBeLessThanOrEqual(1_000_000);
  });
});
