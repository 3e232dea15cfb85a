import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from "@loansetu/domain/credit-score";

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 24;

/**
 * The score history as a small server-rendered SVG line (no chart library): one point per check, the
 * 300–900 scale top to bottom. Each point carries its score and date as text for screen readers.
 */
export function ScoreHistoryChart({
  points,
  label,
}: {
  points: readonly { key: string; label: string; score: number }[];
  label: string;
}) {
  const span = CREDIT_SCORE_MAX - CREDIT_SCORE_MIN;
  const x = (i: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (score: number) => PAD / 2 + ((CREDIT_SCORE_MAX - score) / span) * (HEIGHT - PAD * 1.5);
  const path = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.score).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="mt-2 h-auto w-full max-w-md"
      data-testid="history-chart"
    >
      {[CREDIT_SCORE_MIN, 600, 750, CREDIT_SCORE_MAX].map((mark) => (
        <g key={mark}>
          <line x1={PAD} x2={WIDTH - 4} y1={y(mark)} y2={y(mark)} stroke="#d4d4d8" strokeDasharray="3 3" />
          <text x={2} y={y(mark) + 4} fontSize="9" fill="#52525b">
            {mark}
          </text>
        </g>
      ))}
      {points.length > 1 ? <path d={path} fill="none" stroke="#0b6e46" strokeWidth="2.5" /> : null}
      {points.map((p, i) => (
        <g key={p.key}>
          <circle cx={x(i)} cy={y(p.score)} r="4" fill="#0b6e46">
            <title>{`${p.label}: ${p.score}`}</title>
          </circle>
          <text x={x(i)} y={HEIGHT - 2} fontSize="9" textAnchor="middle" fill="#52525b">
            {p.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
