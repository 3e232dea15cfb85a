import type { ReactNode } from "react";

// The studio list pages' filter form (leads, payouts): one form, one field style, one select with its
// "any" choice, so every list filters the same way. A plain GET form: it works before hydration.

const FIELD = "mt-1 block w-full rounded border border-line bg-white px-2 py-1.5 text-sm text-ink";
const LABEL = "block text-sm font-medium text-ink";

export function FilterForm({
  action,
  title,
  invalid,
  children,
  actions,
}: {
  action: string;
  title: string;
  /** The message shown when the query did not parse (the list then shows everything). */
  invalid: string | null;
  children: ReactNode;
  /** Apply, clear and any export link, below the fields. */
  actions: ReactNode;
}) {
  return (
    <form method="get" action={action} className="mt-4 rounded-lg border border-line bg-white p-4">
      <h2 className="text-lg font-semibold text-brand-950">{title}</h2>
      {invalid ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {invalid}
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      {actions}
    </form>
  );
}

export function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  /** The label of the empty choice (no filter). */
  any: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <label className={LABEL}>
      {label}
      <select name={name} defaultValue={value === undefined ? "" : String(value)} className={FIELD}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FilterInput({
  label,
  name,
  value,
  type,
  className,
  hint,
}: {
  label: string;
  name: string;
  value: string | undefined;
  type?: "date" | "month";
  /** Extra classes for the label (a wider search field). */
  className?: string;
  /** A line under the field, tied to it for screen readers. */
  hint?: { id: string; text: string };
}) {
  return (
    <label className={className ? `${LABEL} ${className}` : LABEL}>
      {label}
      <input
        name={name}
        type={type}
        defaultValue={value ?? ""}
        className={FIELD}
        {...(type ? {} : { inputMode: "text" as const, autoComplete: "off" })}
        aria-describedby={hint?.id}
      />
      {hint ? (
        <span id={hint.id} className="mt-1 block text-xs text-ink-soft">
          {hint.text}
        </span>
      ) : null}
    </label>
  );
}
