import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n.ts";

/** A field's error as the action returns it: the domain message id and its parameters. */
export interface FieldError {
  id: string;
  params: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldError>;

const INPUT =
  "mt-1 w-full rounded-lg border border-line bg-white px-3 py-3 text-base outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-danger";

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
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-soft">
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
        <p id={`${id}-error`} className="mt-1 text-sm text-danger" data-testid={`error-${name}`}>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
