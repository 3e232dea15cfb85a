import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  GAUGE_START_DEGREES,
  GAUGE_STROKE_WIDTH,
  gaugeArc,
  type ScoreBand,
  scoreBand,
} from "@loansetu/domain/credit-score";
import { useTranslation } from "../../i18n/i18n.ts";

/** Colour per band of the one scale (each at least 3:1 against white, as a graphic needs). */
export const BAND_COLOURS: Readonly<Record<Exclude<ScoreBand, "noHistory">, string>> = {
  excellent: "#0b6e46",
  good: "#4d7c0f",
  fair: "#b45309",
  poor: "#b42318",
};

const RADIUS = 50;
const SIZE = 2 * RADIUS + GAUGE_STROKE_WIDTH * 2;

/**
 * §2/§9 speed dial: 300–900 on 70 % of a circle (gap at the bottom), stroke 10, filled to the score in the
 * colour of its band, the score and band in the middle.
 */
export function CreditGauge({ score }: { score: number }) {
  const { t } = useTranslation();
  // The gauge is only drawn for a score on the scale; an off-scale one is pinned to the nearer end.
  const found = scoreBand(Math.min(Math.max(score, CREDIT_SCORE_MIN), CREDIT_SCORE_MAX));
  const band = found === "noHistory" ? "poor" : found;
  const { circumference, arcLength, filledLength } = gaugeArc(RADIUS, score);
  const centre = SIZE / 2;
  const label = t(`dashboard.credit.bands.${band}`);
  return (
    <figure className="mx-auto w-44" data-testid="credit-gauge" data-band={band} data-score={score}>
      <div className="relative">
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={t("dashboard.credit.gauge", {
            score,
            min: CREDIT_SCORE_MIN,
            max: CREDIT_SCORE_MAX,
            band: label,
          })}
        >
          <g transform={`rotate(${GAUGE_START_DEGREES} ${centre} ${centre})`} fill="none">
            <circle
              cx={centre}
              cy={centre}
              r={RADIUS}
              stroke="#dfe7e3"
              strokeWidth={GAUGE_STROKE_WIDTH}
              strokeLinecap="round"
              strokeDasharray={`${arcLength} ${circumference}`}
            />
            <circle
              data-testid="gauge-fill"
              cx={centre}
              cy={centre}
              r={RADIUS}
              stroke={BAND_COLOURS[band]}
              strokeWidth={GAUGE_STROKE_WIDTH}
              strokeLinecap="round"
              strokeDasharray={`${filledLength} ${circumference}`}
            />
          </g>
        </svg>
        <div aria-hidden className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-3xl font-bold text-ink">{score}</span>
          <span
            className="text-sm font-semibold"
            style={{ color: BAND_COLOURS[band] }}
            data-testid="credit-band"
          >
            {label}
          </span>
        </div>
      </div>
      <div aria-hidden className="-mt-4 flex justify-between px-3 text-xs text-ink-soft">
        <span>{CREDIT_SCORE_MIN}</span>
        <span>{CREDIT_SCORE_MAX}</span>
      </div>
    </figure>
  );
}
