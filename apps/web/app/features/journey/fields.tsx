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
