import { formatRupees } from "@loansetu/domain/format";
import { useTranslation } from "../../i18n/i18n.ts";

const RADIUS = 15.9155; // a circle of circumference 100, so a share in percent is its dash length
const STROKE = 6;
// Both colours stand 3:1 or more against white (WCAG 1.4.11 for graphics).
const PRINCIPAL_COLOUR = "#0b6e46";
const INTEREST_COLOUR = "#c2410c";

/** Share of the whole in percent, one decimal: the chart's arcs and its text use the same figure. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * The principal-versus-interest chart: a hand-drawn SVG donut (no chart library), described in words for
 * screen readers, with a legend that repeats the figures.
 */
export function DonutChart({ principal, interest }: { principal: number; interest: number }) {
  const { t } = useTranslation();
  const total = principal + interest;
  const principalShare = sharePercent(principal, total);
  const interestShare = total > 0 ? Math.round((100 - principalShare) * 10) / 10 : 0;
  const description = t("calc.result.chartLabel", {
    principal: formatRupees(principal),
    principalPercent: principalShare,
    interest: formatRupees(interest),
    interestPercent: interestShare,
  });
  return (
    <figure className="flex items-center gap-4" data-testid="donut-chart">
      <svg viewBox="0 0 42 42" className="size-28 shrink-0 -rotate-90" role="img" aria-label={description}>
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke={INTEREST_COLOUR} strokeWidth={STROKE} />
        <circle
          cx="21"
          cy="21"
          r={RADIUS}
          fill="none"
          stroke={PRINCIPAL_COLOUR}
          strokeWidth={STROKE}
          strokeDasharray={`${principalShare} ${100 - principalShare}`}
          data-testid="donut-principal"
          data-share={principalShare}
        />
      </svg>
      <figcaption className="space-y-2 text-sm">
        <p className="flex items-center gap-2">
          <span aria-hidden className="size-3 shrink-0 rounded-sm" style={{ background: PRINCIPAL_COLOUR }} />
          <span>
            {t("calc.result.principal")}: <strong>{principalShare}%</strong>
          </span>
        </p>
        <p className="flex items-center gap-2">
          <span aria-hidden className="size-3 shrink-0 rounded-sm" style={{ background: INTEREST_COLOUR }} />
          <span>
            {t("calc.result.interest")}: <strong data-testid="donut-interest-share">{interestShare}%</strong>
          </span>
        </p>
      </figcaption>
    </figure>
  );
}
