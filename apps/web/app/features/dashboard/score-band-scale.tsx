import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  SCORE_BANDS,
  type ScoreBand,
} from "@loansetu/domain/credit-score";
import { useTranslation } from "../../i18n/i18n.ts";
import { BAND_COLOURS } from "./credit-gauge.tsx";

/**
 * "Where your score stands" on the insights pages: the 300–900 bar in the colours of the one band scale
 * (decision 0046), a dot at the score, and the bands listed below it with their ranges, the person's own
 * band marked. The list, not labels pinned to the bar: Good (700-749) is a twelfth of the bar, too narrow
 * for its name on a 360 px phone.
 */
export function ScoreBandScale({ score, band }: { score: number | null; band: ScoreBand | null }) {
  const { t } = useTranslation();
  const span = CREDIT_SCORE_MAX - CREDIT_SCORE_MIN;
  const share = (from: number, to: number) => `${((to - from) / span) * 100}%`;
  return (
    <>
      <div className="relative mt-4 h-3">
        <div aria-hidden className="flex h-3 overflow-hidden rounded-full">
          {SCORE_BANDS.map((row) => (
            <span
              key={row.id}
              className="h-full"
              style={{
                width: share(row.min, row.id === "excellent" ? row.max : row.max + 1),
                background: BAND_COLOURS[row.id],
              }}
            />
          ))}
        </div>
        {score === null ? null : (
          <span
            aria-hidden
            className="absolute -top-2 size-7 -translate-x-1/2 rounded-full border-4 border-white bg-ink shadow"
            style={{
              left: share(CREDIT_SCORE_MIN, Math.min(Math.max(score, CREDIT_SCORE_MIN), CREDIT_SCORE_MAX)),
            }}
          />
        )}
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-2 text-left text-sm sm:grid-cols-4">
        {SCORE_BANDS.map((row) => (
          <li
            key={row.id}
            className={`rounded-lg border-l-4 px-2 py-1 ${row.id === band ? "bg-brand-50 font-semibold" : ""}`}
            style={{ borderLeftColor: BAND_COLOURS[row.id] }}
            data-testid="detail-band"
            data-band={row.id}
            aria-current={row.id === band ? "true" : undefined}
          >
            <span className="block font-semibold">{t(`dashboard.credit.bands.${row.id}`)}</span>
            <span className="block text-ink-soft">
              {row.min}–{row.max}
            </span>
          </li>
        ))}
      </ul>
      {band && band !== "noHistory" ? (
        <p className="mt-3 text-left font-semibold" data-testid="your-band">
          {t("dashboard.insights.yourBand", { band: t(`dashboard.credit.bands.${band}`) })}
        </p>
      ) : null}
    </>
  );
}
