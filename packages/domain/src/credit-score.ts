// Credit score rules: §1 guide content, §2/§4 dashboard card and detail page, §9 Display.

/** §1 "score scale 300-900"; §9 "Credit score range 300 to 900". */
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 900;
/** §1 "A good score is from 700." */
export const GOOD_SCORE_FROM = 700;

export type GuideBand = "naNh" | "poor" | "decent" | "good" | "excellent";

/** §1 "bands NA/NH, 300-549 poor, 550-649 decent, 650-749 good, 750-900 excellent". */
export const GUIDE_BANDS: readonly {
  readonly id: Exclude<GuideBand, "naNh">;
  readonly min: number;
  readonly max: number;
}[] = [
  { id: "poor", min: 300, max: 549 },
  { id: "decent", min: 550, max: 649 },
  { id: "good", min: 650, max: 749 },
  { id: "excellent", min: 750, max: 900 },
];

export const GUIDE_BAND_LABELS: Readonly<Record<GuideBand, string>> = {
  naNh: "NA/NH",
  poor: "Poor",
  decent: "Decent",
  good: "Good",
  excellent: "Excellent",
};

/**
 * The guide band of a score. NA/NH ("not available / no history") is what a bureau reports for a
 * person without enough credit history; a missing score, or anything off the 300–900 scale (bureaus
 * send -1 or 0-5 for it), is read as NA/NH rather than forced into a band.
 */
export function guideBand(score: number | null | undefined): GuideBand {
  if (typeof score !== "number" || !(score >= CREDIT_SCORE_MIN && score <= CREDIT_SCORE_MAX)) {
    return "naNh";
  }
  // The edges of GUIDE_BANDS (a test checks the two agree for every score). A fractional score sits in
  // the band of its whole part: 549.5 is still "poor".
  const whole = Math.floor(score);
  if (whole < 550) {
    return "poor";
  }
  if (whole < 650) {
    return "decent";
  }
  return whole < 750 ? "good" : "excellent";
}

export type CardBand = "veryGood" | "good" | "fair" | "belowAverage";

export const CARD_BAND_LABELS: Readonly<Record<CardBand, string>> = {
  veryGood: "Very Good",
  good: "Good",
  fair: "Fair",
  belowAverage: "Below Average",
};

/** §4 "above 800 Very Good; 700 to 800 Good; 600 to 699 Fair; below 600 Below Average" (800 is Good). */
export function cardBand(score: number): CardBand {
  if (score > 800) {
    return "veryGood";
  }
  if (score >= 700) {
    return "good";
  }
  return score >= 600 ? "fair" : "belowAverage";
}

export type DetailBand = "poor" | "fair" | "good" | "exceptional";

/**
 * §2/§9 "Score detail bands Poor 350, Fair 600, Good 700, Exceptional 900": the marks on the detail
 * page's scale. Fair and Good start where the card's Fair and Good start (600, 700), so each mark is read
 * as where its band begins; Poor, the lowest band, reaches down to the bottom of the scale, and
 * Exceptional is the top of the scale.
 */
export const DETAIL_BANDS: readonly {
  readonly id: DetailBand;
  readonly label: string;
  readonly score: number;
}[] = [
  { id: "poor", label: "Poor", score: 350 },
  { id: "fair", label: "Fair", score: 600 },
  { id: "good", label: "Good", score: 700 },
  { id: "exceptional", label: "Exceptional", score: 900 },
];

export function detailBand(score: number): DetailBand {
  let band: DetailBand = "poor";
  for (const mark of DETAIL_BANDS) {
    if (score >= mark.score) {
      band = mark.id;
    }
  }
  return band;
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
