// Every lender shown on the site carries the same monogram badge of our own design: the
// lender's initials on its brand colour (data/lenders.json `initials`, `color`), never a third-party logo.
// The page component (apps/web/app/ui/lender-badge.tsx) and the SVG files the data API points to (`logo`)
// are both drawn from these rules, so they cannot drift apart.

/** The badge is drawn on a 64 × 64 grid and scaled to its size. */
export const BADGE_GRID = 64;
/** Corner radius on that grid: a rounded square, the same shape for every lender. */
export const BADGE_RADIUS = 12;

/** The two inks initials can be drawn in: white, or the site's darkest text colour. */
export const BADGE_INKS = { light: "#ffffff", dark: "#111827" } as const;

/**
 * WCAG AA for normal text. The initials are drawn at 9 to 20 px (badge sizes 32 to 56 px), below the
 * 18.66 px bold "large text" line at the smallest size, so the looser 3:1 does not apply.
 */
export const BADGE_MIN_CONTRAST = 4.5;

/** WCAG 2 relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const value = match[1] as string;
  const channel = (i: number) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21), whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The ink for initials on a lender's colour: white or dark, whichever contrasts more. */
export function badgeInk(color: string): string {
  return contrastRatio(BADGE_INKS.light, color) >= contrastRatio(BADGE_INKS.dark, color)
    ? BADGE_INKS.light
    : BADGE_INKS.dark;
}

/** Font size of the initials on the 64-unit grid: 2 letters large, 5 letters small, all inside the square. */
export function badgeFontSize(initials: string): number {
  if (initials.length <= 2) return 26;
  if (initials.length === 3) return 22;
  if (initials.length === 4) return 17;
  return 14;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The badge as a standalone SVG file (what the data API's `logo` URL serves), named for screen readers. */
export function lenderBadgeSvg(lender: { name: string; initials: string; color: string }): string {
  const g = BADGE_GRID;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${g}" height="${g}" viewBox="0 0 ${g} ${g}" role="img" aria-label="${escapeXml(lender.name)}">` +
    `<rect width="${g}" height="${g}" rx="${BADGE_RADIUS}" fill="${lender.color}"/>` +
    `<text x="${g / 2}" y="${g / 2}" dy=".35em" fill="${badgeInk(lender.color)}" font-family="Noto Sans,Arial,sans-serif" font-size="${badgeFontSize(lender.initials)}" font-weight="700" text-anchor="middle">${escapeXml(lender.initials)}</text>` +
    "</svg>\n"
  );
}
