import { describe, expect, it } from "vitest";
import {
  CARD_BAND_LABELS,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  cardBand,
  DETAIL_BANDS,
  detailBand,
  GAUGE_ARC_RATIO,
  GAUGE_START_DEGREES,
  GAUGE_STROKE_WIDTH,
  GAUGE_SWEEP_DEGREES,
  GOOD_SCORE_FROM,
  GUIDE_BAND_LABELS,
  GUIDE_BANDS,
  gaugeAngle,
  gaugeArc,
  gaugeFraction,
  guideBand,
} from "../src/credit-score.ts";

describe("credit score", () => {
  it("runs 300 to 900 and a good score is from 700 (§1, §9)", () => {
    expect([CREDIT_SCORE_MIN, CREDIT_SCORE_MAX, GOOD_SCORE_FROM]).toEqual([300, 900, 700]);
  });

  it.each([
    [300, "poor"],
    [549, "poor"],
    [549.9, "poor"],
    [550, "decent"],
    [649, "decent"],
    [650, "good"],
    [749, "good"],
    [750, "excellent"],
    [900, "excellent"],
  ])(
    "guide band of %s is %s (§1: 300-549 poor, 550-649 decent, 650-749 good, 750-900 excellent)",
    (score, band) => {
      expect(guideBand(score)).toBe(band);
    },
  );

  it.each([null, undefined, -1, 0, 5, 299, 901, Number.NaN])("guide band of %s is NA/NH", (score) => {
    expect(guideBand(score)).toBe("naNh");
    expect(GUIDE_BAND_LABELS.naNh).toBe("NA/NH");
  });

  it("agrees with the GUIDE_BANDS table for every score on the scale", () => {
    for (let score = CREDIT_SCORE_MIN; score <= CREDIT_SCORE_MAX; score++) {
      const row = GUIDE_BANDS.find((band) => score >= band.min && score <= band.max);
      expect(guideBand(score)).toBe(row?.id);
    }
  });

  it.each([
    [900, "veryGood", "Very Good"],
    [801, "veryGood", "Very Good"],
    [800, "good", "Good"],
    [700, "good", "Good"],
    [699, "fair", "Fair"],
    [650, "fair", "Fair"],
    [649, "fair", "Fair"],
    [600, "fair", "Fair"],
    [599, "belowAverage", "Below Average"],
    [550, "belowAverage", "Below Average"],
    [549, "belowAverage", "Below Average"],
  ])("dashboard card band of %s is %s (§4)", (score, band, label) => {
    const id = cardBand(score);
    expect(id).toBe(band);
    expect(CARD_BAND_LABELS[id]).toBe(label);
  });

  it("marks the detail page at Poor 350, Fair 600, Good 700, Exceptional 900 (§2, §9)", () => {
    expect(DETAIL_BANDS.map((band) => [band.label, band.score])).toEqual([
      ["Poor", 350],
      ["Fair", 600],
      ["Good", 700],
      ["Exceptional", 900],
    ]);
  });

  it.each([
    [300, "poor"],
    [599, "poor"],
    [600, "fair"],
    [699, "fair"],
    [700, "good"],
    [899, "good"],
    [900, "exceptional"],
  ])("detail band of %s is %s", (score, band) => {
    expect(detailBand(score)).toBe(band);
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
