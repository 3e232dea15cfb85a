import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { submitOnFourthDigit } from "../../ui/use-otp-auto-submit.ts";

// Small form pieces the partner pages share: a labelled input with its error, and the OTP input.

export const INPUT =
  "mt-1 w-full rounded-lg border border-line bg-white px-3 py-3 text-base outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";

export function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (aria: { "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-xs text-ink-soft">
          {props.hint}
        </p>
      ) : null}
      {props.children({
        "aria-invalid": Boolean(props.error),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function OtpInput({ id, error }: { id: string; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t("partners.signup.otp")} error={error}>
      {(aria) => (
        <input
          {...aria}
          id={id}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{4}"
          maxLength={4}
          required
          onInput={submitOnFourthDigit}
          className={`${INPUT} text-center text-xl tracking-[0.5em]`}
        />
      )}
    </Field>
  );
}
