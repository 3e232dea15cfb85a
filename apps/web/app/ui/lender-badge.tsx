import { BADGE_GRID, BADGE_RADIUS, badgeFontSize, badgeInk } from "@loansetu/domain/lender-badge";

// One badge for a lender wherever one appears (partner strip, rate tables, vouchers, consent,
// studio): its initials on its brand colour, a rounded square of our own design (no third-party logo),
// drawn inline so it costs no request. The domain module decides the ink (white or dark, AA contrast) and
// the letter size; data/lenders.json holds `initials` and `color`.

/** What a badge needs to know about a lender: the full (legal) name for screen readers, initials, colour. */
export interface LenderIdentity {
  name: string;
  initials: string;
  color: string;
}

/** sm in table rows and lists, md on cards, lg in the partner strip. */
export type BadgeSize = "sm" | "md" | "lg";
const SIZE_CLASS: Record<BadgeSize, string> = { sm: "size-8", md: "size-11", lg: "size-14" };

/** The lender's identity from its lenders.json entry (only what the page needs to ship). */
export function lenderIdentity(lender: LenderIdentity): LenderIdentity {
  return { name: lender.name, initials: lender.initials, color: lender.color };
}

/**
 * Badges for the lenders a page names by their short name (vouchers, leads and payouts keep
 * `shortName`), keyed by that name; names no lender has any more are left out and shown as plain text.
 */
export function badgesByShortName(
  lenders: readonly (LenderIdentity & { shortName: string })[],
  names: Iterable<string | null | undefined>,
): Record<string, LenderIdentity> {
  const wanted = new Set(names);
  const out: Record<string, LenderIdentity> = {};
  for (const l of lenders) if (wanted.has(l.shortName)) out[l.shortName] = lenderIdentity(l);
  return out;
}

/** The accessible name: the full name, and the printed name too when the full name does not contain it (SBI). */
function accessibleName(lender: LenderIdentity, shown?: string): string {
  if (!shown || lender.name.toLowerCase().includes(shown.toLowerCase())) return lender.name;
  return `${lender.name} (${shown})`;
}

/** Badge sizes in CSS pixels, matching SIZE_CLASS; the initials and corners scale from the 64-unit grid. */
const SIZE_PX: Record<BadgeSize, number> = { sm: 32, md: 44, lg: 56 };

/**
 * The badge alone, named for screen readers (role img). The initials are drawn by CSS from a data
 * attribute, not DOM text: copying a row or reading a cell's text gives the lender's name, not "HDFCHDFC Bank".
 */
export function LenderBadge({
  lender,
  size = "md",
  shown,
  className = "",
}: {
  lender: LenderIdentity;
  size?: BadgeSize;
  /** The name printed next to the badge, if any (see LenderName). */
  shown?: string;
  className?: string;
}) {
  const scale = SIZE_PX[size] / BADGE_GRID;
  return (
    <span
      role="img"
      aria-label={accessibleName(lender, shown)}
      // Lender names and initials are Latin-script brand names in both languages.
      lang="en"
      data-lender-badge={size}
      data-initials={lender.initials}
      className={`inline-flex shrink-0 select-none items-center justify-center font-bold leading-none tracking-normal before:content-[attr(data-initials)] ${SIZE_CLASS[size]} ${className}`}
      style={{
        backgroundColor: lender.color,
        color: badgeInk(lender.color),
        borderRadius: `${BADGE_RADIUS * scale}px`,
        fontSize: `${badgeFontSize(lender.initials) * scale}px`,
      }}
    />
  );
}

/**
 * The badge with the lender's name printed beside it (or under it: `stacked`). Screen readers hear the
 * name once, from the badge (the full name); the printed name is for the eye only. Without an identity
 * (a lender no longer in the data) the name is plain text.
 */
export function LenderName({
  lender,
  name,
  size = "sm",
  stacked = false,
  className = "",
  nameClassName = "",
}: {
  lender: LenderIdentity | undefined;
  /** The printed name: usually the short name. */
  name: string;
  size?: BadgeSize;
  stacked?: boolean;
  className?: string;
  nameClassName?: string;
}) {
  if (!lender) return <span className={nameClassName}>{name}</span>;
  return (
    <span
      className={`${stacked ? "flex flex-col items-center text-center" : "inline-flex items-center"} gap-2 ${className}`}
    >
      <LenderBadge lender={lender} size={size} shown={name} />
      <span aria-hidden="true" lang="en" className={nameClassName}>
        {name}
      </span>
    </span>
  );
}
