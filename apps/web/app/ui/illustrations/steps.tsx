import { ACCENT, IconFrame, PAPER, SOFT } from "./frame.tsx";

/** The how-to-apply steps: share your details, compare offers, get your loan. */
const DRAWINGS = {
  one: (
    <>
      <rect x="15" y="8" width="18" height="32" rx="3" className={SOFT} />
      <path d="M20 16h8m-8 5h8m-8 5h5M22 35h4" />
      <circle cx="33" cy="13" r="5" className={ACCENT} />
    </>
  ),
  two: (
    <>
      <rect x="10" y="22" width="7" height="14" rx="2" className={SOFT} />
      <rect x="20.5" y="14" width="7" height="22" rx="2" className={SOFT} />
      <rect x="31" y="18" width="7" height="18" rx="2" className={SOFT} />
      <circle cx="24" cy="9" r="3" className={ACCENT} />
    </>
  ),
  three: (
    <>
      <rect x="7" y="15" width="30" height="19" rx="3" className={SOFT} />
      <circle cx="22" cy="24.5" r="4" className={PAPER} />
      <circle cx="36" cy="15" r="6" className={ACCENT} />
      <path d="M33.5 15l2 2 3-3.5" className="stroke-white" />
    </>
  ),
} as const;

export type StepKey = keyof typeof DRAWINGS;

/** A how-to-apply step's icon (decorative). */
export function StepIcon({ step, size }: { step: StepKey; size?: number }) {
  return <IconFrame size={size}>{DRAWINGS[step]}</IconFrame>;
}
