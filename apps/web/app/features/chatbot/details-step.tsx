import { mobileInputValue } from "@loansetu/domain/mobile";
import { otpInputValue } from "@loansetu/domain/otp";
import { useTranslation } from "../../i18n/i18n.ts";
import { INPUT_CLASS } from "./chat-types.ts";
import type { ChatDetails, Field } from "./use-chat-details.ts";

function FieldError({ id, text }: { id: string; text?: string | undefined }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-danger">
      {text}
    </p>
  );
}

function DetailField({
  details,
  name,
  type,
  extra = {},
}: {
  details: ChatDetails;
  name: Field;
  type: string;
  extra?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const { values, setValues, errors, setErrors, check, referenceId } = details;
  return (
    <div>
      <label htmlFor={`chat-${name}`} className="block text-sm font-semibold">
        {t(`chatbot.${name}`)}
      </label>
      <input
        id={`chat-${name}`}
        name={name}
        type={type}
        value={values[name]}
        disabled={name === "mobile" && referenceId !== ""}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`chat-${name}-error`}
        onChange={(e) => {
          const value = name === "mobile" ? mobileInputValue(e.target.value) : e.target.value;
          setValues((v) => ({ ...v, [name]: value }));
          if (errors[name]) setErrors((er) => ({ ...er, [name]: check(name, value) }));
        }}
        onBlur={() => values[name] && setErrors((er) => ({ ...er, [name]: check(name) }))}
        className={INPUT_CLASS}
        {...extra}
      />
      <FieldError id={`chat-${name}-error`} text={errors[name]} />
    </div>
  );
}

/** The OTP box, verify button and resend timer, once an OTP has been sent. */
function OtpForm({ details }: { details: ChatDetails }) {
  const { t } = useTranslation();
  const { otp, setOtp, errors, setErrors, busy, timer } = details;
  return (
    <form ref={details.otpForm} onSubmit={details.verifyOtp} noValidate>
      <label htmlFor="chat-otp" className="block text-sm font-semibold">
        {t("chatbot.otpLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id="chat-otp"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={otp}
          aria-invalid={Boolean(errors.otp)}
          aria-describedby="chat-otp-error"
          onChange={(e) => {
            setOtp(otpInputValue(e.target.value));
            setErrors((er) => ({ ...er, otp: "" }));
          }}
          className={`${INPUT_CLASS} text-center tracking-[0.4em]`}
        />
        <button type="submit" className="btn-secondary mt-1 whitespace-nowrap" disabled={busy}>
          {t("chatbot.verify")}
        </button>
      </div>
      <FieldError id="chat-otp-error" text={errors.otp} />
      <p className="text-sm" aria-live="polite">
        {timer.seconds > 0 ? (
          <span className="text-ink-soft">{t("chatbot.resendIn", { seconds: timer.seconds })}</span>
        ) : (
          <button
            type="button"
            className="font-semibold text-brand-800 underline"
            onClick={() => details.sendOtp()}
          >
            {t("chatbot.resend")}
          </button>
        )}
      </p>
    </form>
  );
}

/** A visitor's mobile, its OTP and the verified note (a logged-in customer's session stands for them). */
function VisitorMobile({ details }: { details: ChatDetails }) {
  const { t } = useTranslation();
  const { busy, referenceId, chatbotOtp } = details;
  return (
    <>
      <form onSubmit={details.sendOtp} noValidate>
        <DetailField
          details={details}
          name="mobile"
          type="tel"
          extra={{ inputMode: "numeric", autoComplete: "tel-national", maxLength: 10 }}
        />
        {referenceId === "" ? (
          <button type="submit" className="btn-secondary w-full" disabled={busy}>
            {t("chatbot.getOtp")}
          </button>
        ) : null}
      </form>
      {referenceId !== "" && chatbotOtp === "false" ? <OtpForm details={details} /> : null}
      {chatbotOtp === "true" ? (
        <p role="status" className="text-sm font-semibold text-brand-800">
          {t("chatbot.verified")}
        </p>
      ) : null}
    </>
  );
}

/** The mobile as the chat names it back: its last four digits only. */
function maskedMobile(mobile: string): string {
  return `XXXXXX${mobile.slice(-4)}`;
}

/** §4 step 2: the details form (name, email, mobile and OTP, consent). */
export function DetailsStep({ details }: { details: ChatDetails }) {
  const { t } = useTranslation();
  const { busy, chatbotOtp, consent, setConsent, errors, setErrors, customer } = details;
  return (
    <div className="space-y-1">
      {customer ? (
        // Logged in: the session already proved the mobile, so no mobile, OTP or known name is asked again.
        <p className="mb-2 text-sm text-ink-soft" data-testid="chat-signed-in">
          {details.knownName
            ? t("chatbot.signedInAs", { name: details.values.name, mobile: maskedMobile(customer.mobile) })
            : t("chatbot.signedIn", { mobile: maskedMobile(customer.mobile) })}
        </p>
      ) : (
        <p className="mb-2 text-sm text-ink-soft">{t("chatbot.detailsIntro")}</p>
      )}
      {customer && details.knownName ? null : (
        <DetailField details={details} name="name" type="text" extra={{ autoComplete: "name" }} />
      )}
      <DetailField details={details} name="email" type="email" extra={{ autoComplete: "email" }} />
      {customer ? null : <VisitorMobile details={details} />}
      <form onSubmit={details.submitDetails} noValidate className="space-y-2 pt-2">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="consent"
            checked={consent}
            aria-describedby="chat-consent-error"
            onChange={(e) => {
              setConsent(e.target.checked);
              if (e.target.checked) setErrors((er) => ({ ...er, consent: "" }));
            }}
            className="mt-1 h-4 w-4"
          />
          <span>{t("chatbot.consent")}</span>
        </label>
        <FieldError id="chat-consent-error" text={errors.consent} />
        <p role="alert" className="min-h-5 text-sm text-danger">
          {errors.form}
        </p>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={busy || chatbotOtp !== "true" || !consent}
        >
          {busy ? t("chatbot.loading") : t("chatbot.submit")}
        </button>
      </form>
    </div>
  );
}
