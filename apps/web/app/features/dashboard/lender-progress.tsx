import { formatDateTime, formatPercent, formatRupees, type Locale } from "@loansetu/domain/format";
import { Form, Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";

// Each lender an application was shared with, as the borrower follows it on the dashboard (decision 0066):
// the lender's status, the time it promised for its current step, and the borrower's next step. Accepting
// the lender's terms is a plain form post, so it works before the page's script has loaded; a video KYC or
// e-sign is a plain link to the lender's own site, named so the borrower knows where it leads.

export interface LenderProgressData {
  lenderName: string;
  status: string;
  due: string | null;
  late: boolean;
  nextAction: "acceptTerms" | "videoKyc" | "eSign" | null;
  /** The lender's own link for a video KYC or e-sign, and its site's name as the borrower reads it. */
  stepUrl: string | null;
  stepSite: string | null;
  terms: {
    amount: number;
    ratePercent: number;
    tenureMonths: number;
    emi: number;
    apr: number;
    netDisbursed: number;
  } | null;
  rejectionReason: string | null;
  /** The lender's documents checklist: how many required are uploaded, and what it asked for since. */
  documents: { required: number; uploaded: number; asked: string[] } | null;
}

export function LenderProgress({
  reference,
  progress,
  locale,
}: {
  reference: string;
  progress: LenderProgressData;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { terms } = progress;
  return (
    <div
      className="mt-3 rounded-lg border border-line p-3 text-sm"
      data-testid="lender-progress"
      data-status={progress.status}
    >
      <p className="font-semibold text-ink">
        {t("dashboard.lenderProgress.title", { lender: progress.lenderName })}
      </p>
      <p className="text-ink" data-testid="lender-progress-state">
        {t(`dashboard.lenderProgress.state.${progress.status}`)}
      </p>
      {progress.rejectionReason ? (
        <p className="text-ink-soft">{t(`dashboard.lenderProgress.reason.${progress.rejectionReason}`)}</p>
      ) : null}
      {progress.due ? (
        <p className={progress.late ? "text-red-800" : "text-ink-soft"} data-testid="lender-progress-due">
          {t(progress.late ? "dashboard.lenderProgress.late" : "dashboard.lenderProgress.due", {
            date: formatDateTime(new Date(progress.due), locale),
          })}
        </p>
      ) : null}
      {terms && progress.status !== "withdrawn" ? (
        <p className="mt-1 text-ink" data-testid="lender-progress-terms">
          {t("dashboard.lenderProgress.terms", {
            amount: formatRupees(terms.amount),
            rate: formatPercent(terms.ratePercent, 2),
            months: terms.tenureMonths,
            emi: formatRupees(terms.emi),
            apr: formatPercent(terms.apr, 2),
            net: formatRupees(terms.netDisbursed),
          })}
        </p>
      ) : null}
      {progress.documents ? (
        <div className="mt-1" data-testid="lender-documents-summary">
          <p className="text-ink">
            {t("documents.summary", {
              uploaded: progress.documents.uploaded,
              required: progress.documents.required,
            })}
          </p>
          {progress.documents.asked.length > 0 ? (
            <p className="text-ink">
              {t("documents.askedFor", {
                lender: progress.lenderName,
                documents: progress.documents.asked.map((kind) => t(`documents.kind.${kind}`)).join(", "),
              })}
            </p>
          ) : null}
          <Link
            to={href(`/dashboard/documents/${reference}`)}
            className="inline-block py-1 font-semibold text-brand-800 underline"
            data-testid="lender-documents-link"
          >
            {t("documents.open")}
          </Link>
        </div>
      ) : null}
      {progress.nextAction === "acceptTerms" ? (
        <div className="mt-2">
          <p className="font-semibold text-brand-900">{t("dashboard.lenderProgress.next")}</p>
          <a
            href={`/api/applications/${reference}/lender-terms/kfs.pdf?lang=${locale}`}
            target="_blank"
            rel="noopener"
            className="inline-block py-1 font-semibold text-brand-800 underline"
            data-testid="lender-terms-kfs"
          >
            {t("dashboard.lenderProgress.kfs")}
          </a>
          <Form method="post">
            <input type="hidden" name="intent" value="accept-lender-terms" />
            <input type="hidden" name="reference" value={reference} />
            <button
              type="submit"
              className="btn-primary mt-1 px-4 py-2 text-sm"
              data-testid="accept-lender-terms"
            >
              {t("dashboard.lenderProgress.accept")}
            </button>
          </Form>
        </div>
      ) : null}
      {(progress.nextAction === "videoKyc" || progress.nextAction === "eSign") && progress.stepUrl ? (
        <div className="mt-2" data-testid="lender-step">
          <p className="font-semibold text-brand-900">{t("dashboard.lenderProgress.step.heading")}</p>
          <p className="text-ink">
            {t(`dashboard.lenderProgress.step.${progress.nextAction}`, { lender: progress.lenderName })}
          </p>
          <p className="text-ink-soft">
            {t("dashboard.lenderProgress.step.site", {
              site: progress.stepSite,
              lender: progress.lenderName,
            })}
          </p>
          <a
            href={progress.stepUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary mt-1 inline-block px-4 py-2 text-sm"
            data-testid="lender-step-link"
          >
            {t(`dashboard.lenderProgress.step.open_${progress.nextAction}`)}
          </a>
        </div>
      ) : null}
    </div>
  );
}
