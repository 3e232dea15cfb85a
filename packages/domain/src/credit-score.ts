// Credit score rules: §1 guide content, §2/§4 dashboard card and detail page, §9 Display.

/** §1 "score scale 300-900"; §9 "Credit score range 300 to 900". */
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 900;
/** §1 "A good score is from 700." */
export const GOOD_SCORE_FROM = 700;

/**
 * The one band scale every screen uses (decision 0046): the guide page, the dashboard card's gauge, the
 * insights pages, the chatbot and the API all name a score's band with `scoreBand`, so a person never
 * sees one score called "Fair" on one screen and "Good" on the next. The spec had three lists (§1 guide
 * 300-549 poor / 550-649 decent / 650-749 good / 750-900 excellent; §4 card below 600 / 600-699 fair /
 * 700-800 good / above 800 very good; §2/§9 detail marks Poor 350, Fair 600, Good 700, Exceptional 900);
 * this scale keeps what they agree on — good from 700 (§1), fair from 600 (§4, §9) — and ends at the
 * lenders' own best pricing band, 750-900 (data/lenders.json), as excellent.
 */
export type ScoreBand = "noHistory" | "poor" | "fair" | "good" | "excellent";

/** The scored bands in rising order, each with its whole-number range on the 300–900 scale. */
export const SCORE_BANDS: readonly {
  readonly id: Exclude<ScoreBand, "noHistory">;
  readonly min: number;
  readonly max: number;
}[] = [
  { id: "poor", min: 300, max: 599 },
  { id: "fair", min: 600, max: 699 },
  { id: "good", min: 700, max: 749 },
  { id: "excellent", min: 750, max: 900 },
];

/** The English names (the message catalogues hold both languages' names under the same ids). */
export const SCORE_BAND_LABELS: Readonly<Record<ScoreBand, string>> = {
  noHistory: "NA/NH",
  poor: "Poor",
  fair: "Fair",
  good: "Good",
  excellent: "Excellent",
};

/** How a band's range is written in the guide content ("NA/NH", "600-699"). */
export function scoreBandRange(band: ScoreBand): string {
  const row = SCORE_BANDS.find((entry) => entry.id === band);
  return row ? `${row.min}-${row.max}` : SCORE_BAND_LABELS.noHistory;
}

/**
 * The band of a score. NA/NH ("not available / no history") is what a bureau reports for a person
 * without enough credit history; a missing score, or anything off the 300–900 scale (bureaus send -1 or
 * 0-5 for it), is read as no history rather than forced into a band. A fractional score sits in the band
 * of its whole part: 599.5 is still "poor".
 */
export function scoreBand(score: number | null | undefined): ScoreBand {
  if (typeof score !== "number" || !(score >= CREDIT_SCORE_MIN && score <= CREDIT_SCORE_MAX)) {
    return "noHistory";
  }
  const whole = Math.floor(score);
  return SCORE_BANDS.find((band) => whole >= band.min && whole <= band.max)!.id;
}

/** §9 "Speed dial arc ratio 0.7, stroke width 10": the gauge is 70 % of a circle, drawn 10 units thick. */
export const GAUGE_ARC_RATIO = 0.7;
export const GAUGE_STROKE_WIDTH = 10;
/** Degrees the gauge's arc sweeps: 0.7 × 360 = 252. */
export const GAUGE_SWEEP_DEGREES = GAUGE_ARC_RATIO * 360;
/**
 * Where the arc starts, in SVG degrees (0 = three o'clock, clockwise), so the 30 % gap is centred at the
 * bottom: 90 + 108 / 2 = 144.
 */
export const GAUGE_START_DEGREES = 90 + (360 - GAUGE_SWEEP_DEGREES) / 2;

/** How far along the 300–900 scale a score is, 0 to 1; off-scale scores are pinned to the ends. */
export function gaugeFraction(score: number): number {
  const clamped = Math.min(Math.max(score, CREDIT_SCORE_MIN), CREDIT_SCORE_MAX);
  return Number.isNaN(clamped) ? 0 : (clamped - CREDIT_SCORE_MIN) / (CREDIT_SCORE_MAX - CREDIT_SCORE_MIN);
}

/** The needle's angle for a score: degrees along the arc from its start, 0 (300) to 252 (900). */
export function gaugeAngle(score: number): number {
  return gaugeFraction(score) * GAUGE_SWEEP_DEGREES;
}

/** Stroke lengths for drawing the gauge as a dashed SVG circle of `radius`. */
export function gaugeArc(
  radius: number,
  score: number,
): { readonly circumference: number; readonly arcLength: number; readonly filledLength: number } {
  const circumference = 2 * Math.PI * radius;
  const arcLength = circumference * GAUGE_ARC_RATIO;
  return { circumference, arcLength, filledLength: arcLength * gaugeFraction(score) };
}
