import { isGetOtpEnabled, isValidMobile, mobileInputValue, validateMobile } from "@loansetu/domain/mobile";
import { isOtpContinueEnabled, otpInputValue } from "@loansetu/domain/otp";
import { X } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useMatches, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useOneAtATime, useOtpAutoSubmit } from "../../ui/use-otp-auto-submit.ts";
import { postJson } from "./api-client.ts";
import { LOGIN_HASH, type LoginHandle } from "./login-hash.ts";
import { useResendTimer } from "./use-resend-timer.ts";

export { LOGIN_HASH, type LoginHandle } from "./login-hash.ts";

interface ServerError {
  text: string;
  code?: string | undefined;
}

/**
 * The customer login of spec §4: mobile entry → OTP entry (Edit goes back) → verify → /dashboard with the
 * current query string (or the same page, when its route handle says `loginReturnsHere`). Opened by the
 * `#myaccount` anchor from any page; a native modal <dialog>.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const dialog = useRef<HTMLDialogElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);
  const mobileInput = useRef<HTMLInputElement>(null);

  const [step, setStep] = useState<"mobile" | "otp">("mobile");
  const [mobile, setMobile] = useState("");
  const [mobileError, setMobileError] = useState("");
  // A failed send (the SMS gateway refused, a limit, the network) is shown where the mobile's error is, but
  // unlike a wrong number it leaves "Get OTP" enabled: the customer can simply try again.
  const [sendError, setSendError] = useState("");
  const [referenceId, setReferenceId] = useState("");
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<ServerError | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useResendTimer(step === "otp");
  const { seconds } = timer;
  const otpForm = useOtpAutoSubmit(step === "otp" ? otp : "");
  const oneAtATime = useOneAtATime();

  const removeHash = useCallback(() => {
    if (window.location.hash === LOGIN_HASH) {
      window.history.replaceState(
        window.history.state,
        "",
        window.location.pathname + window.location.search,
      );
    }
  }, []);

  // Open whenever the address carries #myaccount (a link, the header menu, or a redirect after expiry).
  useEffect(() => {
    const sync = () => {
      const element = dialog.current;
      if (window.location.hash !== LOGIN_HASH || !element || element.open) return;
      // A journey started from a product page's blog form carries the number already typed (§7
      // mobileNumber): its login step holds it (from an HttpOnly cookie, never the address).
      const given = document.querySelector<HTMLElement>("[data-prefill-mobile]")?.dataset.prefillMobile;
      if (given && isValidMobile(given)) setMobile((current) => current || mobileInputValue(given));
      element.showModal();
      // showModal focuses the first focusable element, the Close button; the person came to type a number.
      mobileInput.current?.focus();
    };
    sync();
    window.addEventListener("hashchange", sync);
    return () => window.removeEventListener("hashchange", sync);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    const onClose = () => {
      removeHash();
      // The menu item that opened the dialog is hidden with its menu by now: focus goes back to the Login
      // button it came from (a logged-in page has none, and keeps the browser's own choice).
      document.querySelector<HTMLElement>('[data-testid="login-button"]')?.focus();
    };
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    element?.addEventListener("close", onClose);
    element?.addEventListener("click", onBackdrop);
    return () => {
      element?.removeEventListener("close", onClose);
      element?.removeEventListener("click", onBackdrop);
    };
  }, [removeHash]);

  useEffect(() => {
    if (step === "otp") otpInput.current?.focus();
  }, [step]);

  const mobileMessage = (value: string) => {
    const result = validateMobile(value, { required: true });
    return result.ok ? "" : t(`validation.${result.id}`);
  };

  async function sendOtp(event: FormEvent) {
    event.preventDefault();
    const message = mobileMessage(mobile);
    if (message) return setMobileError(message);
    if (!isGetOtpEnabled(mobile, mobileError !== "")) return;
    setSendError("");
    setBusy(true);
    const answer = await postJson<{ id: string }>(
      "/api/otp-v2",
      { mobile, product: "usedcar", retries: 1, type: "login", referenceId: "" },
      locale,
    );
    setBusy(false);
    if (!answer) return setSendError(t("account.login.networkError"));
    if (!answer.status || !answer.data) return setSendError(answer.message);
    setReferenceId(answer.data.id);
    setOtp("");
    setOtpError(null);
    timer.start();
    setStep("otp");
  }

  async function resendOtp() {
    setOtp(""); // spec §4: resend clears the typed OTP
    setOtpError(null);
    timer.start();
    const answer = await postJson(
      "/api/resend",
      { mobile, referenceId, retries: 1, type: "login", product: "usedcar" },
      locale,
    );
    if (!answer) return setOtpError({ text: t("account.login.networkError") });
    if (!answer.status) setOtpError({ text: answer.message, code: answer.code });
    otpInput.current?.focus();
  }

  // The spec enables Continue on an 'Incorrect' error so the person can retype; our code says so in any language.
  const errorForRule = otpError ? (otpError.code === "OTP_INCORRECT" ? "Incorrect" : otpError.text) : "";
  const canContinue = !busy && isOtpContinueEnabled(otp, errorForRule) && otp.length === 4;

  const verifyOtp = oneAtATime(async (event: FormEvent) => {
    event.preventDefault();
    if (!canContinue) return;
    setBusy(true);
    const answer = await postJson(
      "/api/verify",
      { value: { otp }, mobile, referenceId, product: "usedcar" },
      locale,
    );
    setBusy(false);
    if (!answer) return setOtpError({ text: t("account.login.networkError") });
    if (!answer.status) return setOtpError({ text: answer.message, code: answer.code });
    dialog.current?.close();
    setStep("mobile");
    setOtp("");
    const staysHere = matches.some((match) => (match.handle as LoginHandle | undefined)?.loginReturnsHere);
    navigate(
      staysHere ? `${location.pathname}${location.search}` : `${href("/dashboard")}${location.search}`,
    );
  });

  return (
    <dialog ref={dialog} aria-labelledby="login-title" className="login-dialog" data-testid="login-modal">
      <div className="relative p-5 sm:p-6">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute top-3 right-3 rounded-md p-2 hover:bg-brand-50"
          aria-label={t("account.login.close")}
        >
          <X aria-hidden size={20} />
        </button>
        {step === "mobile" ? (
          <form onSubmit={sendOtp} noValidate>
            <h2 id="login-title" className="pr-8 text-xl font-bold text-brand-950">
              {t("account.login.title")}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{t("account.login.intro")}</p>
            <label htmlFor="login-mobile" className="mt-5 block text-sm font-semibold">
              {t("account.login.mobileLabel")}
            </label>
            <div className="mt-1 flex rounded-lg border border-line focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-200">
              <span className="flex items-center border-r border-line px-3 text-ink-soft">
                {t("account.login.mobilePrefix")}
              </span>
              <input
                ref={mobileInput}
                id="login-mobile"
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={mobile}
                aria-invalid={mobileError !== ""}
                aria-describedby={mobileError || sendError ? "login-mobile-error" : undefined}
                onChange={(event) => {
                  const value = mobileInputValue(event.target.value);
                  setMobile(value);
                  setSendError("");
                  setMobileError(value.length === 10 ? mobileMessage(value) : "");
                }}
                onBlur={() => setMobileError(mobile ? mobileMessage(mobile) : "")}
                className="w-full rounded-r-lg px-3 py-3 text-lg tracking-wider outline-none"
              />
            </div>
            <p id="login-mobile-error" role="alert" className="mt-1 min-h-5 text-sm text-danger">
              {mobileError || sendError}
            </p>
            <button
              type="submit"
              className="btn-primary mt-3 w-full"
              disabled={busy || !isGetOtpEnabled(mobile, mobileError !== "")}
            >
              {busy ? t("account.login.sending") : t("account.login.getOtp")}
            </button>
            <p className="mt-3 text-xs text-ink-soft">
              {t("account.login.consentBefore")}
              <Link
                to={href("/terms-and-conditions")}
                className="underline"
                onClick={() => dialog.current?.close()}
              >
                {t("account.login.terms")}
              </Link>
              {t("account.login.consentBetween")}
              <Link
                to={href("/privacy-policy")}
                className="underline"
                onClick={() => dialog.current?.close()}
              >
                {t("account.login.privacy")}
              </Link>
              {t("account.login.consentAfter")}
            </p>
          </form>
        ) : (
          <form ref={otpForm} onSubmit={verifyOtp} noValidate>
            <h2 id="login-title" className="pr-8 text-xl font-bold text-brand-950">
              {t("account.login.otpTitle")}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              {t("account.login.otpSentTo", { mobile })}{" "}
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => setStep("mobile")}
              >
                {t("account.login.edit")}
              </button>
            </p>
            <label htmlFor="login-otp" className="mt-5 block text-sm font-semibold">
              {t("account.login.otpLabel")}
            </label>
            <input
              ref={otpInput}
              id="login-otp"
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={otp}
              aria-invalid={otpError !== null}
              aria-describedby={otpError ? "login-otp-error" : undefined}
              onChange={(event) => {
                setOtp(otpInputValue(event.target.value));
                if (otpError && otpError.code !== "OTP_INCORRECT") setOtpError(null);
              }}
              className="mt-1 w-full rounded-lg border border-line px-3 py-3 text-center text-2xl tracking-[0.5em] outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200"
            />
            <p id="login-otp-error" role="alert" className="mt-1 min-h-5 text-sm text-danger">
              {otpError?.text}
            </p>
            <p className="mt-1 text-sm" aria-live="polite">
              {seconds > 0 ? (
                <span className="text-ink-soft" data-testid="resend-timer">
                  {t("account.login.resendIn", { seconds })}
                </span>
              ) : (
                <button type="button" onClick={resendOtp} className="font-semibold text-brand-800 underline">
                  {t("account.login.resend")}
                </button>
              )}
            </p>
            <button type="submit" className="btn-primary mt-3 w-full" disabled={!canContinue}>
              {busy ? t("account.login.verifying") : t("account.login.continue")}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
