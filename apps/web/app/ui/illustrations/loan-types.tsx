/**
 * A loan type's icon (issue 24), one per product of LOAN_PRODUCTS (ids as their keys). The set lives in one
 * cached sprite, public/images/illustrations/icons.svg: 48 × 48 symbols on a pale brand disc, 2 px round
 * strokes in brand-700, brand-100 fills and one amber (accent-500) detail, the scenes' style; a unit test holds
 * its colours to the Tailwind tokens. A sprite rather than inline drawings: it costs the page no JavaScript.
 * Decorative (hidden from assistive technology), with a fixed box so nothing moves when it paints.
 */
export function LoanTypeIcon({ product, size = 48 }: { product: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
      data-illustration={product}
    >
      <use href={`/images/illustrations/icons.svg#${product}`} />
    </svg>
  );
}
