import { RETENTION } from "@loansetu/domain/retention";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { postJson } from "../auth/api-client.ts";

/** §4: the confirm modal closes this long after a successful opt-out, and its messages clear. */
export const OPT_OUT_CLOSE_MS = 3000;
const SESSION_EXPIRED = "Session Token has expired";
const DAY_MS = 86_400_000;
/**
 * The periods the confirmation names are the retention schedule's own, the ones the daily purge applies to an
 * opted-out application, so what the customer is told they keep is what is kept.
 */
const KEPT = {
  unsharedDays: Math.round(RETENTION.unsharedApplicationMs / DAY_MS),
  lenderYears: Math.floor(RETENTION.lenderApplicationMs / (365 * DAY_MS)),
  consentYears: Math.floor(RETENTION.consentRecordMs / (365 * DAY_MS)),
};

function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * §4 Opt-out (withdraw consent): the overlay with the 'Withdraw consent' box (Submit disabled until it is
 * ticked), then the confirm modal ('Are you sure you want to proceed?', No and Yes); Yes calls
 * `POST /api/update-optout`, shows the success or failure text, and 3 s after a success closes and clears.
 */
export function OptOut({
  leadId,
  supportEmail,
  autoLogin,
  onOptedOut,
}: {
  leadId: string;
  supportEmail: string;
  autoLogin: boolean;
  onOptedOut: () => void;
}) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const [step, setStep] = useState<"closed" | "overlay" | "confirm">("closed");
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState("");
  const [error, setError] = useState("");
  const overlay = useModal(step === "overlay");
  const confirm = useModal(step === "confirm");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setStep("closed");
    setTicked(false);
    setSuccess("");
    setError("");
  };

  async function proceed() {
    setBusy(true);
    setError("");
    const answer = await postJson<unknown>(
      "/api/update-optout",
      { referenceIds: [leadId], autoLogin },
      locale,
    );
    setBusy(false);
    if (answer?.status) {
      setSuccess(t("dashboard.optOut.success"));
      // The card turns into the 'Opted-out' label when the modal closes (this component then unmounts).
      timer.current = setTimeout(() => {
        close();
        onOptedOut();
      }, OPT_OUT_CLOSE_MS);
      return;
    }
    // §4 session expiry: 'Session Token has expired' (or no session at all) logs in again at /#myaccount.
    if ((answer?.message === SESSION_EXPIRED || answer?.code === "UNAUTHORIZED") && !autoLogin) {
      window.location.assign(`${href("/")}#myaccount`);
      return;
    }
    // §8: 'Error in Optout!' is set first and replaced by the text shown.
    setError("Error in Optout!");
    setError(t("dashboard.optOut.error"));
  }

  const titleId = `optout-title-${leadId}`;
  const confirmId = `optout-confirm-${leadId}`;
  return (
    <>
      <button
        type="button"
        className="btn-secondary px-4 py-2 text-sm"
        onClick={() => setStep("overlay")}
        data-testid="opt-out"
      >
        {t("dashboard.lead.optOut")}
      </button>
      <dialog
        ref={overlay}
        aria-labelledby={titleId}
        className="login-dialog"
        data-testid="optout-overlay"
        onClose={() => step === "overlay" && close()}
      >
        <form
          className="space-y-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (ticked) setStep("confirm");
          }}
        >
          <h2 id={titleId} className="text-lg font-bold text-brand-950">
            {t("dashboard.optOut.title")}
          </h2>
          <p className="text-sm text-ink">{t("dashboard.optOut.text", { id: leadId })}</p>
          {/* What opting out ends, named before it ends it. */}
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink" data-testid="optout-consequences">
            <li>{t("dashboard.optOut.withdrawn")}</li>
            <li>{t("dashboard.optOut.lenders")}</li>
            <li>{t("dashboard.optOut.contact")}</li>
            <li>{t("dashboard.optOut.kept", KEPT)}</li>
          </ul>
          <p className="text-sm text-ink-soft">{t("dashboard.optOut.question", { email: supportEmail })}</p>
          <label className="flex items-center gap-3 font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={ticked}
              onChange={(event) => setTicked(event.target.checked)}
            />
            {t("dashboard.optOut.withdraw")}
          </label>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={close}>
              {t("dashboard.optOut.cancel")}
            </button>
            <button type="submit" className="btn-primary" disabled={!ticked}>
              {t("dashboard.optOut.submit")}
            </button>
          </div>
        </form>
      </dialog>
      <dialog
        ref={confirm}
        aria-labelledby={confirmId}
        className="login-dialog"
        data-testid="optout-confirm"
        onClose={() => {
          if (step !== "confirm") return;
          if (success) {
            clearTimeout(timer.current);
            onOptedOut();
          }
          close();
        }}
      >
        <div className="space-y-4 p-5">
          <h2 id={confirmId} className="text-lg font-bold text-brand-950">
            {t("dashboard.optOut.confirm")}
          </h2>
          <div aria-live="polite">
            {error ? (
              <p role="alert" className="font-semibold text-danger" data-testid="optout-error">
                {error}
              </p>
            ) : null}
            {success ? (
              <p className="font-semibold text-brand-800" data-testid="optout-success">
                {success}
              </p>
            ) : null}
          </div>
          {success ? null : (
            <div className="flex justify-end gap-3">
              <button type="button" className="btn-secondary" onClick={close} disabled={busy}>
                {t("dashboard.optOut.no")}
              </button>
              <button type="button" className="btn-primary" onClick={proceed} disabled={busy}>
                {busy ? t("dashboard.optOut.working") : t("dashboard.optOut.yes")}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
