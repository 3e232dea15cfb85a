import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  GAUGE_ARC_RATIO,
  GAUGE_START_DEGREES,
  GAUGE_STROKE_WIDTH,
  GAUGE_SWEEP_DEGREES,
  GOOD_SCORE_FROM,
  gaugeAngle,
  gaugeArc,
  gaugeFraction,
  SCORE_BAND_LABELS,
  SCORE_BANDS,
  scoreBand,
  scoreBandRange,
} from "../src/credit-score.ts";

describe("credit score", () => {
  it("runs 300 to 900 and a good score is from 700 (§1, §9)", () => {
    expect([CREDIT_SCORE_MIN, CREDIT_SCORE_MAX, GOOD_SCORE_FROM]).toEqual([300, 900, 700]);
  });

  it.each([
    [300, "poor"],
    [599, "poor"],
    [599.9, "poor"],
    [600, "fair"],
    [649, "fair"],
    [650, "fair"],
    [699, "fair"],
    [700, "good"],
    [749, "good"],
    [750, "excellent"],
    [800, "excellent"],
    [900, "excellent"],
  ])(
    "the band of %s is %s (decision 0046: 300-599 poor, 600-699 fair, 700-749 good, 750-900 excellent)",
    (score, band) => {
      expect(scoreBand(score)).toBe(band);
    },
  );

  it.each([null, undefined, -1, 0, 5, 299, 901, Number.NaN])("the band of %s is NA/NH", (score) => {
    expect(scoreBand(score)).toBe("noHistory");
    expect(SCORE_BAND_LABELS.noHistory).toBe("NA/NH");
  });

  it("good starts at §1's 700", () => {
    expect(SCORE_BANDS.find((band) => band.id === "good")!.min).toBe(GOOD_SCORE_FROM);
  });

  it("the bands tile 300–900 without gap or overlap, in rising order", () => {
    expect(SCORE_BANDS[0]!.min).toBe(CREDIT_SCORE_MIN);
    expect(SCORE_BANDS.at(-1)!.max).toBe(CREDIT_SCORE_MAX);
    for (const [index, band] of SCORE_BANDS.entries()) {
      if (index > 0) expect(band.min).toBe(SCORE_BANDS[index - 1]!.max + 1);
    }
    expect(SCORE_BANDS.map((band) => scoreBandRange(band.id))).toEqual([
      "300-599",
      "600-699",
      "700-749",
      "750-900",
    ]);
    expect(scoreBandRange("noHistory")).toBe("NA/NH");
  });

  it("property: every score on the scale is in exactly the band scoreBand names, and bands rise with it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX, noNaN: true }),
        fc.double({ min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX, noNaN: true }),
        (a, b) => {
          const rows = SCORE_BANDS.filter((band) => Math.floor(a) >= band.min && Math.floor(a) <= band.max);
          expect(rows.map((row) => row.id)).toEqual([scoreBand(a)]);
          const rank = (score: number) => SCORE_BANDS.findIndex((band) => band.id === scoreBand(score));
          if (a <= b) expect(rank(a)).toBeLessThanOrEqual(rank(b));
        },
      ),
    );
  });

  it("draws the gauge as 0.7 of a circle, stroke width 10, gap centred at the bottom (§9)", () => {
    expect(GAUGE_ARC_RATIO).toBe(0.7);
    expect(GAUGE_STROKE_WIDTH).toBe(10);
    expect(GAUGE_SWEEP_DEGREES).toBeCloseTo(252, 9);
    expect(GAUGE_START_DEGREES).toBeCloseTo(144, 9);
  });

  it("turns the needle with the score", () => {
    expect(gaugeAngle(300)).toBe(0);
    expect(gaugeAngle(600)).toBeCloseTo(126, 9);
    expect(gaugeAngle(900)).toBeCloseTo(252, 9);
    expect(gaugeAngle(1000)).toBeCloseTo(252, 9);
    expect(gaugeAngle(-1)).toBe(0);
    expect(gaugeFraction(Number.NaN)).toBe(0);
    expect(gaugeFraction(750)).toBe(0.75);
  });

  it("gives dash lengths for an SVG arc", () => {
    const arc = gaugeArc(50, 600);
    expect(arc.circumference).toBeCloseTo(100 * Math.PI, 9);
    expect(arc.arcLength).toBeCloseTo(70 * Math.PI, 9);
    expect(arc.filledLength).toBeCloseTo(35 * Math.PI, 9);
  });
});
