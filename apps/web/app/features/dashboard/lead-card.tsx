import type { DashboardLead } from "@loansetu/api/dashboard/service";
import { LEAD_STAGES } from "@loansetu/domain/journey-steps";
import { CheckCircle2, Circle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { type LenderIdentity, LenderName, lenderIdentity } from "../../ui/lender-badge.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { OptOut } from "./opt-out.tsx";

/** The lead card's fields the page sends to the browser (no more than the card shows). */
export type LeadCardData = Pick<
  DashboardLead,
  | "id"
  | "loanId"
  | "leadStatus"
  | "product"
  | "stages"
  | "systemId"
  | "canOptOut"
  | "consentOptedout"
  | "createdAt"
  | "cancelReason"
> & {
  resumePath: string | null;
  lenderName: string | null;
  lender: LenderIdentity | null;
  productKey: string;
};

export function toCardData(lead: DashboardLead, productKey: string): LeadCardData {
  return {
    id: lead.id,
    loanId: lead.loanId,
    leadStatus: lead.leadStatus,
    product: lead.product,
    productKey,
    stages: lead.stages,
    systemId: lead.systemId,
    canOptOut: lead.canOptOut,
    consentOptedout: lead.consentOptedout,
    createdAt: lead.createdAt,
    cancelReason: lead.cancelReason,
    resumePath: lead.resume?.path ?? null,
    lenderName: lead.lender?.shortName ?? null,
    lender: lead.lender ? lenderIdentity(lead.lender) : null,
  };
}

export type LeadStyle = "cancelled" | "disbursed" | "inProgress";

/** §4: Cancelled shows cancel style; Completed shows disbursed style; anything else in progress. */
export function leadStyle(status: string): LeadStyle {
  if (status === "Cancelled") return "cancelled";
  return status === "Completed" ? "disbursed" : "inProgress";
}

/**
 * What the badge says: where the application really is. Cancelled, disbursed, consent withdrawn, or
 * sanctioned (the lender's sanction recorded, the Sanctioned stage complete) say so; only the rest is
 * "In progress".
 */
export type LeadStatusLabel = LeadStyle | "sanctioned" | "optedOut";

export function leadStatusLabel(
  lead: Pick<LeadCardData, "leadStatus" | "stages">,
  optedOut: boolean,
): LeadStatusLabel {
  const style = leadStyle(lead.leadStatus);
  if (style !== "inProgress") return style;
  if (optedOut) return "optedOut";
  return lead.stages.some((stage) => stage.name === "Sanctioned" && stage.isComplete) ? "sanctioned" : style;
}

const STYLE_CLASSES: Readonly<Record<LeadStyle, string>> = {
  cancelled: "border-l-red-700 [&_.lead-badge]:bg-red-50 [&_.lead-badge]:text-red-800",
  disbursed: "border-l-brand-700 [&_.lead-badge]:bg-brand-50 [&_.lead-badge]:text-brand-800",
  inProgress: "border-l-amber-500 [&_.lead-badge]:bg-amber-50 [&_.lead-badge]:text-amber-900",
};
const STAGE_KEYS = ["submitted", "documents", "assessment", "accepted", "sanctioned", "disbursed"] as const;

function stageLabel(t: (key: string) => string, name: string): string {
  const index = LEAD_STAGES.indexOf(name as (typeof LEAD_STAGES)[number]);
  return index >= 0 ? t(`journey.stages.${STAGE_KEYS[index]}`) : name;
}

/** §2 lead card: reference, status style, stages with completion, View details, Resume, Opt-out. */
export function LeadCard({
  lead,
  supportEmail,
  autoLogin,
  dateText,
  details = true,
  footer = null,
}: {
  lead: LeadCardData;
  supportEmail: string;
  autoLogin: boolean;
  dateText: string;
  /** Whether to link to the lead's details (not on the details page itself). */
  details?: boolean;
  /** Shown at the card's end: a disbursed loan's review prompt. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const [optedOut, setOptedOut] = useState(lead.consentOptedout);
  const style = leadStyle(lead.leadStatus);
  const query = new URLSearchParams({
    systemId: String(lead.systemId),
    product: lead.productKey,
    systems: "",
  });
  return (
    <li
      className={`card border-l-4 ${STYLE_CLASSES[style]}`}
      data-testid="lead-card"
      data-lead={lead.id}
      data-style={style}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs text-ink-soft">{t("dashboard.lead.reference")}</p>
          <p className="font-mono text-lg font-bold text-ink" data-testid="lead-reference">
            {lead.loanId}
          </p>
          <p className="text-xs text-ink-soft">{dateText}</p>
          {lead.lenderName ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-ink-soft">
              {t("dashboard.lead.lender")}:
              <LenderName lender={lead.lender ?? undefined} name={lead.lenderName} className="text-ink" />
            </p>
          ) : null}
        </div>
        <span className="lead-badge rounded-full px-3 py-1 text-xs font-semibold" data-testid="lead-status">
          {t(`dashboard.status.${leadStatusLabel(lead, optedOut)}`)}
        </span>
      </div>
      {style === "cancelled" && lead.cancelReason ? (
        <p className="mt-2 text-sm text-ink" data-testid="lead-cancel-reason">
          {t("dashboard.lead.cancelReason", { reason: lead.cancelReason })}
        </p>
      ) : null}
      <ol
        className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3"
        aria-label={t("dashboard.lead.stages", { id: lead.id })}
      >
        {lead.stages.map((stage) => (
          <li key={stage.name} className="flex items-center gap-1.5 text-sm" data-complete={stage.isComplete}>
            {stage.isComplete ? (
              <CheckCircle2 aria-hidden className="size-4 shrink-0 text-brand-700" />
            ) : (
              <Circle aria-hidden className="size-4 shrink-0 text-gray-400" />
            )}
            <span className={stage.isComplete ? "text-ink" : "text-ink-soft"}>
              {stageLabel(t, stage.name)}
              <span className="sr-only">
                {": "}
                {stage.isComplete ? t("dashboard.lead.complete") : t("dashboard.lead.pending")}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        {details ? (
          <Link
            to={href(`/loan-details/${lead.loanId}?${query}`)}
            className="btn-primary px-4 py-2 text-sm"
            aria-label={`${t("dashboard.lead.viewDetails")} ${lead.loanId}`}
          >
            {t("dashboard.lead.viewDetails")}
          </Link>
        ) : null}
        {lead.resumePath && !optedOut ? (
          <Link
            to={href(lead.resumePath)}
            className="btn-secondary px-4 py-2 text-sm"
            aria-label={`${t("dashboard.lead.resume")} ${lead.loanId}`}
            data-testid="resume"
          >
            {t("dashboard.lead.resume")}
          </Link>
        ) : null}
        {optedOut ? (
          <button
            type="button"
            disabled
            className="rounded-lg border border-line bg-gray-100 px-4 py-2 text-sm font-semibold text-gray-700"
            data-testid="opted-out"
          >
            {t("dashboard.lead.optedOut")}
          </button>
        ) : lead.canOptOut ? (
          <OptOut
            leadId={lead.id}
            supportEmail={supportEmail}
            autoLogin={autoLogin}
            onOptedOut={() => setOptedOut(true)}
          />
        ) : null}
      </div>
      {footer}
    </li>
  );
}
