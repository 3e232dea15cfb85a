import type { ScoreBand } from "@loansetu/domain/credit-score";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { CreditGauge } from "../dashboard/credit-gauge.tsx";
import { ScoreBandScale } from "../dashboard/score-band-scale.tsx";

// The one credit report both score detail pages draw: the dashboard's lead score (`/credit-insights/:leadId`)
// and the free score check (`/credit-insights`). Each page brings its own figures and the sections only it has;
// the frame, the score card with the bands of the one scale (decision 0046), the factor ratings and the section
// cards look and read the same on both, so a borrower who sees both sees one report.

export const RATING_CLASS: Readonly<Record<string, string>> = {
  excellent: "bg-brand-50 text-brand-800",
  good: "bg-lime-50 text-lime-900",
  fair: "bg-amber-50 text-amber-900",
  poor: "bg-red-50 text-red-800",
  none: "bg-zinc-100 text-ink",
};

/** The page frame: back to the dashboard, the report's heading, then the page's sections. */
export function CreditReport({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <Link
        to={href("/dashboard")}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("dashboard.insights.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-950">{t("dashboard.insights.heading")}</h1>
      {children}
    </div>
  );
}

/**
 * The score card: the gauge (or, with no score, the no-history words), the page's own lines under it (when
 * and where the score was fetched), then the band scale.
 */
export function ScoreCard(props: {
  score: number | null;
  band: ScoreBand | null;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card mt-4 text-center" aria-labelledby="scale-heading" data-testid={props.testId}>
      {props.score === null ? (
        <>
          <p className="font-semibold">{t("dashboard.credit.noHistory")}</p>
          <p className="mt-1 text-sm text-ink-soft">{t("dashboard.credit.noHistoryText")}</p>
        </>
      ) : (
        <CreditGauge score={props.score} />
      )}
      {props.children}
      <h2 id="scale-heading" className="mt-4 text-left text-lg font-bold text-brand-950">
        {t("dashboard.insights.scale")}
      </h2>
      <ScoreBandScale score={props.score} band={props.band} />
    </section>
  );
}

/** A card section of the report under its own heading (`id` names the heading for the section's label). */
export function ReportSection(props: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="card mt-4" aria-labelledby={`${props.id}-heading`} data-testid={props.testId}>
      <h2 id={`${props.id}-heading`} className="text-lg font-bold text-brand-950">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** How one factor of the score rates, as a coloured pill. */
export function RatingPill({ rating, label }: { rating: string; label: string }) {
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${RATING_CLASS[rating]}`}>{label}</span>
  );
}
