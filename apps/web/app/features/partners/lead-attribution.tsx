import { useTranslation } from "../../i18n/i18n.ts";

// The studio lead page's line on who sourced the lead: the partner, their code, how (their link
// or started by them) and the first touch's date; or that the customer came directly.

export interface LeadAttributionView {
  business: string;
  code: string;
  /** `partner_waiting`: started by the partner, its customer has not yet confirmed them. */
  source: "link" | "partner_started" | "partner_waiting";
  date: string;
}

export function LeadAttribution({ attribution }: { attribution: LeadAttributionView | null }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 text-sm text-ink" data-testid="lead-partner">
      <span className="font-semibold">{t("partners.studio.leadPartner")}:</span>{" "}
      {attribution
        ? t("partners.studio.leadPartnerLine", {
            business: attribution.business,
            code: attribution.code,
            source: t(`partners.studio.source.${attribution.source}`),
            date: attribution.date,
          })
        : t("partners.studio.leadNoPartner")}
    </p>
  );
}
