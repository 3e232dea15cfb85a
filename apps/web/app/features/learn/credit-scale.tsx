import { SCORE_BANDS } from "@loansetu/domain/credit-score";

const COLORS: Record<string, string> = {
  poor: "bg-red-600",
  fair: "bg-amber-500",
  good: "bg-lime-600",
  excellent: "bg-brand-700",
};

/**
 * The 300–900 scale drawn as coloured bands with the 'good from 700' mark. A picture of the text beside
 * it (the band list and the summary sentence), so it is hidden from screen readers.
 */
export function CreditScale({
  min,
  max,
  goodFrom,
  goodLabel,
  labels,
}: {
  min: number;
  max: number;
  goodFrom: number;
  goodLabel: string;
  labels: Record<string, string>;
}) {
  const span = max - min;
  const at = (score: number) => `${((score - min) / span) * 100}%`;
  return (
    <div aria-hidden className="pt-8" data-testid="credit-scale">
      <div className="relative">
        <div
          className="absolute -top-7 -translate-x-1/2 whitespace-nowrap rounded bg-brand-950 px-2 py-0.5 text-xs font-semibold text-white"
          style={{ left: at(goodFrom) }}
        >
          {goodLabel}
        </div>
        <div className="flex h-4 overflow-hidden rounded-full">
          {SCORE_BANDS.map((band) => (
            <div
              key={band.id}
              className={COLORS[band.id]}
              style={{
                width: `${((band.max - band.min + (band.id === "excellent" ? 0 : 1)) / span) * 100}%`,
              }}
            />
          ))}
        </div>
        <div
          className="absolute -top-1 h-6 w-0.5 -translate-x-1/2 bg-brand-950"
          style={{ left: at(goodFrom) }}
        />
        <div className="relative mt-1 h-10 text-xs text-ink-soft">
          {SCORE_BANDS.map((band) => (
            <span
              key={band.id}
              className="absolute text-center"
              style={{ left: at(band.min), width: `${((band.max - band.min) / span) * 100}%` }}
            >
              <span className="block font-semibold text-ink">{labels[band.id]}</span>
              <span className="hidden sm:inline">
                {band.min}–{band.max}
              </span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
