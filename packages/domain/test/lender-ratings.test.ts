import { describe, expect, it } from "vitest";
import {
  daysToMoney,
  LENDER_RATING_MIN,
  lenderRatingSummary,
  openRatingStages,
} from "../src/lender-ratings.ts";

describe("lender ratings", () => {
  it("opens the disbursal stage once disbursed and the closure stage once closed, each once", () => {
    expect(openRatingStages({ disbursed: false, closed: false, rated: [] })).toEqual([]);
    expect(openRatingStages({ disbursed: true, closed: false, rated: [] })).toEqual(["disbursal"]);
    expect(openRatingStages({ disbursed: true, closed: true, rated: [] })).toEqual(["disbursal", "closure"]);
    expect(openRatingStages({ disbursed: true, closed: true, rated: ["disbursal"] })).toEqual(["closure"]);
    expect(openRatingStages({ disbursed: true, closed: true, rated: ["disbursal", "closure"] })).toEqual([]);
  });

  it("counts the days from the share to the disbursal, never below 0", () => {
    expect(daysToMoney("2026-11-01", "2026-11-04")).toBe(3);
    expect(daysToMoney("2026-11-04", "2026-11-04")).toBe(0);
    expect(daysToMoney("2026-11-05", "2026-11-04")).toBe(0);
  });

  it("shows nothing below the threshold and averages from it", () => {
    const totals = { starsSum: 18, rateAsPromised: 3, noUnexpectedFees: 4, daysSum: 13 };
    expect(lenderRatingSummary({ ...totals, count: LENDER_RATING_MIN - 1 })).toBeNull();
    expect(lenderRatingSummary({ ...totals, count: 5 })).toEqual({
      stars: 3.6,
      count: 5,
      rateAsPromised: 3,
      noUnexpectedFees: 4,
      days: 3,
    });
  });
});
