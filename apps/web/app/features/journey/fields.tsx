import { dateOfBirthInputValue, formatDateOfBirth } from "@loansetu/domain/date-of-birth";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n.ts";

/** A field's error as the action returns it: the domain message id and its parameters. */
export interface FieldError {
  id: string;
  params: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldError>;

// The shared field look (app.css, docs/design.md).
const INPUT = "field-input mt-1";

export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => (error ? t(`validation.${error.id}`, error.params) : "");
}

/** A labelled field with its hint and its error, wired for screen readers. */
export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: FieldError | undefined;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
}) {
  const errorText = useErrorText()(error);
  const id = `f-${name}`;
  const described = [hint ? `${id}-hint` : "", errorText ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": errorText !== "",
        ...(described ? { "aria-describedby": described } : {}),
        className: INPUT,
      })}
      {errorText ? (
        <p id={`${id}-error`} className="field-error" data-testid={`error-${name}`}>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The date of birth box: typed as DD/MM/YYYY on the number keypad, not picked from a calendar (which opens
 * on this year). The slashes go in by themselves once the page has its JavaScript; before that the server
 * reads the date as typed, with or without them. A stored date comes back in the same form.
 */
export function DateOfBirthInput({
  defaultValue,
  ...props
}: {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  className: string;
  defaultValue: string;
}) {
  return (
    <input
      {...props}
      name="dateOfBirth"
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      maxLength={10}
      placeholder="DD/MM/YYYY"
      defaultValue={formatDateOfBirth(defaultValue)}
      onInput={(event) => {
        const input = event.currentTarget;
        const next = dateOfBirthInputValue(input.value);
        if (next !== input.value) input.value = next;
      }}
    />
  );
}
