import { useTranslation } from "../../i18n/i18n.ts";

/** A payout's figures as the server formatted them (rupees with paise, rates as percentages). */
export interface PayoutFigureTexts {
  disbursed: string;
  rate: string;
  cap: string;
  capped: boolean;
  payout: string;
  gstRate: string;
  gst: string;
  tdsRate: string;
  tds: string;
  tdsNote: "within" | "catchUp" | null;
  tdsBase: string;
  tdsThreshold: string;
  tdsYear: string;
  net: string;
  paid: string | null;
}

/** What explains a payout's TDS under the section 194H threshold, in the page's language (or nothing). */
export function tdsNoteText(
  t: ReturnType<typeof useTranslation>["t"],
  figures: Pick<PayoutFigureTexts, "tdsNote" | "tdsBase" | "tdsThreshold" | "tdsYear">,
): string | undefined {
  if (figures.tdsNote === "within")
    return t("payouts.figures.tdsWithin", { threshold: figures.tdsThreshold, year: figures.tdsYear });
  if (figures.tdsNote === "catchUp") return t("payouts.figures.tdsCatchUp", { base: figures.tdsBase });
  return undefined;
}

/** The payout, GST and TDS shown separately, then the net payable (and the paid amount once paid). */
export function PayoutFigures({ figures }: { figures: PayoutFigureTexts }) {
  const { t } = useTranslation();
  const rows: [string, string, string?][] = [
    [t("payouts.figures.disbursed"), figures.disbursed],
    [t("payouts.figures.rate"), `${figures.rate} (${t("payouts.figures.cap")} ${figures.cap})`],
    [t("payouts.figures.payout"), figures.payout, figures.capped ? t("payouts.figures.capped") : undefined],
    [t("payouts.figures.gst", { rate: figures.gstRate }), `+ ${figures.gst}`],
    [t("payouts.figures.tds", { rate: figures.tdsRate }), `− ${figures.tds}`, tdsNoteText(t, figures)],
    [t("payouts.figures.net"), figures.net],
    ...(figures.paid ? ([[t("payouts.figures.paid"), figures.paid]] as [string, string][]) : []),
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="payout-figures">
      {rows.map(([label, value, note]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="text-right font-medium text-ink">
            {value}
            {note ? <span className="ml-1 text-xs text-ink-soft">({note})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
