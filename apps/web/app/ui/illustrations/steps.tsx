/** The how-to-apply steps: share your details, compare offers, get your loan. */
const SYMBOLS = { one: "step-details", two: "step-compare", three: "step-money" } as const;

export type StepKey = keyof typeof SYMBOLS;

/** A how-to-apply step's icon from the set's sprite (decorative, fixed size: see loan-types.tsx). */
export function StepIcon({ step, size = 48 }: { step: StepKey; size?: number }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
      data-illustration={SYMBOLS[step]}
    >
      <use href={`/images/illustrations/icons.svg#${SYMBOLS[step]}`} />
    </svg>
  );
}
