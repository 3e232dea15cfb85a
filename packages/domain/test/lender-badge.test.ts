import { describe, expect, it } from "vitest";
import {
  BADGE_INKS,
  BADGE_MIN_CONTRAST,
  badgeFontSize,
  badgeInk,
  contrastRatio,
  lenderBadgeSvg,
  relativeLuminance,
} from "../src/lender-badge.ts";

describe("lender badge", () => {
  it("measures luminance and contrast as WCAG 2 does", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(contrastRatio("#ffffff", "#000000")).toBe(21);
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    // A known pair: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("rejects what is not a #RRGGBB colour", () => {
    expect(() => relativeLuminance("#fff")).toThrow(/RRGGBB/);
    expect(() => relativeLuminance("red")).toThrow(/RRGGBB/);
  });

  it("draws white initials on dark colours and dark initials on light ones", () => {
    expect(badgeInk("#004C8F")).toBe(BADGE_INKS.light);
    expect(badgeInk("#FFD200")).toBe(BADGE_INKS.dark);
    for (const color of ["#004C8F", "#FFD200", "#777777", "#E31837"]) {
      expect(contrastRatio(badgeInk(color), color)).toBeGreaterThanOrEqual(
        Math.max(contrastRatio(BADGE_INKS.light, color), contrastRatio(BADGE_INKS.dark, color)),
      );
    }
    expect(BADGE_MIN_CONTRAST).toBe(4.5);
  });

  it("shrinks the initials as they get longer", () => {
    expect(["SB", "SBI", "HDFC", "CHOLA"].map(badgeFontSize)).toEqual([26, 22, 17, 14]);
  });

  it("writes the same badge as a standalone SVG, named and escaped", () => {
    const svg = lenderBadgeSvg({
      name: "Mahindra & Mahindra Financial Services Ltd.",
      initials: "M&M",
      color: "#B71C1C",
    });
    expect(svg).toContain('aria-label="Mahindra &amp; Mahindra Financial Services Ltd."');
    expect(svg).toContain('fill="#B71C1C"');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('font-size="22"');
    expect(svg).toContain(">M&amp;M</text>");
    expect(lenderBadgeSvg({ name: 'A "quoted" <name>', initials: "AB", color: "#FFD200" })).toContain(
      'aria-label="A &quot;quoted&quot; &lt;name&gt;"',
    );
  });
});
