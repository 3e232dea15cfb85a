import { describe, expect, it } from "vitest";
import {
  computedRating,
  displayFirstName,
  isDisbursed,
  RATING_MIN_REVIEWS,
  REVIEW_TEXT_MAX,
  reviewCity,
  reviewTextProblem,
} from "../src/reviews.ts";

describe("customer reviews", () => {
  it("computes the rating only from the threshold on, to one decimal", () => {
    expect(computedRating({ count: RATING_MIN_REVIEWS - 1, sum: 95 })).toBeNull();
    expect(computedRating({ count: 0, sum: 0 })).toBeNull();
    expect(computedRating({ count: RATING_MIN_REVIEWS, sum: 19 * 5 + 1 })).toEqual({
      value: 4.8,
      outOf: 5,
      reviewCount: 20,
    });
    expect(computedRating({ count: 21, sum: 19 * 4 + 10 })?.value).toBe(4.1);
  });

  it("refuses control characters and bidirectional overrides, keeps newlines and Hindi joiners", () => {
    expect(reviewTextProblem("Quick and clear.\nThank you")).toBeNull();
    expect(reviewTextProblem("क्‍या बात")).toBeNull();
    expect(reviewTextProblem("bad\u0000")).toBe("controlCharacters");
    expect(reviewTextProblem("bell\u0007")).toBe("controlCharacters");
    expect(reviewTextProblem("tab\tthere")).toBe("controlCharacters");
    expect(reviewTextProblem("evil\u202Etxt")).toBe("controlCharacters");
    expect(reviewTextProblem("a".repeat(REVIEW_TEXT_MAX))).toBeNull();
    expect(reviewTextProblem("अ".repeat(REVIEW_TEXT_MAX))).toBeNull();
    expect(reviewTextProblem("a".repeat(REVIEW_TEXT_MAX + 1))).toBe("tooLong");
    expect(reviewTextProblem("a".repeat(11), 10)).toBe("tooLong");
  });

  it("accepts city names in any script and nothing else", () => {
    expect(reviewCity("  Navi   Mumbai ")).toBe("Navi Mumbai");
    expect(reviewCity("पुणे")).toBe("पुणे");
    expect(reviewCity("St. Thomas Mount")).toBe("St. Thomas Mount");
    expect(reviewCity("")).toBeNull();
    expect(reviewCity("<b>Pune</b>")).toBeNull();
    expect(reviewCity("Pune1")).toBeNull();
    expect(reviewCity("x".repeat(41))).toBeNull();
  });

  it("shows only a first name", () => {
    expect(displayFirstName("Asha Verma")).toBe("Asha");
    expect(displayFirstName(null, "  ", " Ravi  Kumar")).toBe("Ravi");
    expect(displayFirstName(undefined)).toBeNull();
  });

  it("knows a disbursed loan by its Completed status", () => {
    expect(isDisbursed("Completed")).toBe(true);
    expect(isDisbursed("active")).toBe(false);
  });
});
