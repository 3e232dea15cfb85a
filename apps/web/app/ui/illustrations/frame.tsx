import type { ReactNode } from "react";

/**
 * The frame every icon of the set shares (issue 24): a 48 × 48 box with a pale brand disc, 2 px round
 * strokes in brand-700, soft brand-100 fills and one amber (accent-500) detail. Colours come from the
 * Tailwind theme through classes, so the set follows the tokens. Decorative: hidden from assistive
 * technology, with a fixed size so nothing moves when it paints.
 */
export function IconFrame({ children, size = 48 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="shrink-0 fill-none stroke-brand-700"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-illustration=""
    >
      <circle cx="24" cy="24" r="23" className="fill-brand-50 stroke-none" />
      {children}
    </svg>
  );
}

/** Classes for the set's three fills. */
export const SOFT = "fill-brand-100";
export const ACCENT = "fill-accent-500 stroke-none";
export const PAPER = "fill-white";
