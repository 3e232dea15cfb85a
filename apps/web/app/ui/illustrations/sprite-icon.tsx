import type { LOAN_PRODUCTS } from "../site-nav.ts";

/** The how-to-apply steps' symbols: share your details, compare offers, get your loan. */
export const STEP_ICONS = { one: "step-details", two: "step-compare", three: "step-money" } as const;

/** A symbol of the sprite: a loan type (a key of LOAN_PRODUCTS) or a how-to-apply step. */
export type SpriteIconName =
  | (typeof LOAN_PRODUCTS)[number]["key"]
  | (typeof STEP_ICONS)[keyof typeof STEP_ICONS];

/**
 * An icon of the set: loan types and how-to-apply steps, all in one cached sprite,
 * public/images/illustrations/icons.svg: 48 × 48 symbols on a pale brand disc, 2 px round strokes in
 * brand-700, brand-100 fills and one amber (accent-500) detail, the scenes' style; a unit test holds its
 * colours to the Tailwind tokens and its symbols to these names. A sprite rather than inline drawings: it
 * costs the page no JavaScript. Decorative (hidden from assistive technology) unless given a `label`, for an
 * icon that says something no text beside it does. A fixed box, so nothing moves when it paints.
 */
export function SpriteIcon({
  name,
  size = 48,
  label,
}: {
  name: SpriteIconName;
  size?: number;
  label?: string;
}) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className="shrink-0"
      data-illustration={name}
    >
      <use href={`/images/illustrations/icons.svg#${name}`} />
    </svg>
  );
}
