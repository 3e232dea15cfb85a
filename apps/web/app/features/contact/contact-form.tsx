import { validateContactMessage, validateEmail, validateFullName } from "@loansetu/domain/contact-fields";
import { mobileInputValue, validateMobile } from "@loansetu/domain/mobile";
import { isOtpContinueEnabled, otpInputValue } from "@loansetu/domain/otp";
import type { ValidationResult } from "@loansetu/domain/validation-result";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useOneAtATime, useOtpAutoSubmit } from "../../ui/use-otp-auto-submit.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import { postJson } from "../auth/api-client.ts";
import { useResendTimer } from "../auth/use-resend-timer.ts";

type Field = "name" | "email" | "mobile" | "message";
const RULES: Record<Field, (value: string) => ValidationResult> = {
  name: (v) => validateFullName(v, { required: true }),
  email: (v) => validateEmail(v, { required: true, form: "contact" }),
  mobile: (v) => validateMobile(v, { required: true, messageId: "mobile.notValid" }),
  message: (v) => validateContactMessage(v, { required: true }),
};

/** Spec §2/§5/§7 contact form: fields → OTP → verify (PUT) → message to the support team. */
export function ContactForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [values, setValues] = useState<Record<Field, string>>({
    name: "",
    email: "",
    mobile: "",
    message: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [referenceId, setReferenceId] = useState("");
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<{ text: string; code?: string | undefined } | null>(null);
  const [formError, setFormError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const timer = useResendTimer(referenceId !== "");
  const otpForm = useOtpAutoSubmit(referenceId ? otp : "");
  const oneAtATime = useOneAtATime();
  // The thank-you replaces the form, whose button had the focus: it takes the focus (and the screen). An
  // error is scrolled to when it is off the screen.
  const doneMessage = useReveal<HTMLParagraphElement>(done, { focus: true });
  const errorMessage = useReveal<HTMLParagraphElement>(formError);

  const check = (field: Field, value = values[field]) => {
    const result = RULES[field](value);
    return result.ok ? "" : t(`validation.${result.id}`, { ...result.params });
  };
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: check(field, value) }));
  };

  async function requestOtp(event?: FormEvent) {
    event?.preventDefault();
    const found = Object.fromEntries((Object.keys(RULES) as Field[]).map((f) => [f, check(f)]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const answer = await postJson<{ id: string }>(
      "/api/contact/otp",
      { mobile: values.mobile, retries: 1, type: "contact" },
      locale,
    );
    setBusy(false);
    if (!answer) return setFormError(t("contact.networkError"));
    if (!answer.status || !answer.data) return setFormError(answer.message);
    setFormError("");
    setOtp("");
    setOtpError(null);
    setReferenceId(answer.data.id);
    timer.start();
  }

  const errorForRule = otpError ? (otpError.code === "OTP_INCORRECT" ? "Incorrect" : otpError.text) : "";
  const canSend = !busy && otp.length === 4 && isOtpContinueEnabled(otp, errorForRule);

  const verifyAndSend = oneAtATime(async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setBusy(true);
    const verified = await fetch("/api/contact/otp", {
      method: "PUT",
      headers: { "content-type": "application/json", "x-locale": locale },
      body: JSON.stringify({ value: { otp }, mobile: values.mobile, referenceId }),
    })
      .then((r) => r.json() as Promise<{ status: boolean; message: string; code?: string }>)
      .catch(() => null);
    if (!verified?.status) {
      setBusy(false);
      return setOtpError({ text: verified?.message ?? t("contact.networkError"), code: verified?.code });
    }
    const mailed = await postJson("/api/contact/email", { ...values, referenceId }, locale);
    setBusy(false);
    if (!mailed) return setFormError(t("contact.networkError"));
    if (!mailed.status) return setFormError(mailed.message);
    setDone(mailed.message);
  });

  if (done) {
    return (
      <p
        ref={doneMessage}
        tabIndex={-1}
        role="status"
        className="card border-brand-600 bg-brand-50 text-brand-900"
        data-testid="contact-done"
      >
        {done}
      </p>
    );
  }

  const input =
    "mt-1 w-full rounded-lg border border-line px-3 py-3 outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";
  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    "aria-invalid": Boolean(errors[field]),
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    onBlur: () => values[field] && setErrors((e) => ({ ...e, [field]: check(field) })),
    disabled: referenceId !== "",
    className: input,
  });
  const error = (field: Field) => (
    <p id={`contact-${field}-error`} className="mt-1 min-h-5 text-sm text-danger">
      {errors[field]}
    </p>
  );

  return (
    <form
      ref={otpForm}
      onSubmit={referenceId ? verifyAndSend : requestOtp}
      noValidate
      className="card space-y-1"
    >
      <label htmlFor="contact-name" className="block text-sm font-semibold">
        {t("contact.name")}
      </label>
      <input {...fieldProps("name")} autoComplete="name" onChange={(e) => set("name", e.target.value)} />
      {error("name")}
      <label htmlFor="contact-email" className="block text-sm font-semibold">
        {t("contact.email")}
      </label>
      <input
        {...fieldProps("email")}
        type="email"
        autoComplete="email"
        onChange={(e) => set("email", e.target.value)}
      />
      {error("email")}
      <label htmlFor="contact-mobile" className="block text-sm font-semibold">
        {t("contact.mobile")}
      </label>
      <input
        {...fieldProps("mobile")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        onChange={(e) => set("mobile", mobileInputValue(e.target.value))}
      />
      {error("mobile")}
      <label htmlFor="contact-message" className="block text-sm font-semibold">
        {t("contact.message")}
      </label>
      <textarea
        {...fieldProps("message")}
        rows={5}
        maxLength={2000}
        onChange={(e) => set("message", e.target.value)}
      />
      {error("message")}
      {referenceId ? (
        <div>
          <p className="text-sm text-ink-soft">{t("contact.otpSentTo", { mobile: values.mobile })}</p>
          <label htmlFor="contact-otp" className="mt-3 block text-sm font-semibold">
            {t("contact.otpLabel")}
          </label>
          <input
            id="contact-otp"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={otp}
            aria-invalid={otpError !== null}
            aria-describedby={otpError ? "contact-otp-error" : undefined}
            onChange={(e) => setOtp(otpInputValue(e.target.value))}
            className={`${input} text-center text-xl tracking-[0.5em]`}
          />
          <p id="contact-otp-error" role="alert" className="mt-1 min-h-5 text-sm text-danger">
            {otpError?.text}
          </p>
          <p className="text-sm" aria-live="polite">
            {timer.seconds > 0 ? (
              <span className="text-ink-soft">{t("contact.resendIn", { seconds: timer.seconds })}</span>
            ) : (
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => requestOtp()}
              >
                {t("contact.resend")}
              </button>
            )}
          </p>
        </div>
      ) : null}
      <p ref={errorMessage} role="alert" className="min-h-5 text-sm text-danger">
        {formError}
      </p>
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={busy || (referenceId !== "" && !canSend)}
      >
        {busy ? t("contact.sending") : referenceId ? t("contact.send") : t("contact.getOtp")}
      </button>
    </form>
  );
}
