import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The design tokens (app.css's @theme, docs/design.md) and every text/background pair the design uses,
// checked against WCAG 2.1 AA: 4.5:1 for text, 3:1 for large text and for what is not text (a field's
// border, the focus ring). A token change that breaks a pair fails here before anyone ships it.
const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
const theme = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";

const colours = new Map<string, string>(
  [...theme.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [
    m[1]!,
    m[2]!.toLowerCase(),
  ]),
);
colours.set("white", "#ffffff");

function hex(name: string): string {
  const value = colours.get(name);
  if (!value) throw new Error(`no colour token --color-${name} in app.css`);
  return value;
}

function luminance(colour: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5;
const LARGE_OR_NON_TEXT = 3;

/** [foreground, background, minimum ratio, where the design uses it]. Keep in step with docs/design.md. */
const PAIRS: [string, string, number, string][] = [
  ["ink", "white", TEXT, "body text on cards"],
  ["ink", "surface", TEXT, "body text on the page"],
  ["ink", "brand-50", TEXT, "text on tinted panels"],
  ["ink-soft", "white", TEXT, "secondary text on cards"],
  ["ink-soft", "surface", TEXT, "secondary text on the page"],
  ["ink-soft", "brand-50", TEXT, "secondary text on tinted panels"],
  ["brand-950", "white", TEXT, "headings"],
  ["brand-950", "surface", TEXT, "headings on the page"],
  ["brand-950", "brand-50", TEXT, "headings on tinted panels"],
  ["brand-900", "brand-50", TEXT, "labels on tinted panels"],
  ["brand-800", "white", TEXT, "links, secondary buttons"],
  ["brand-800", "surface", TEXT, "links on the page"],
  ["brand-800", "brand-50", TEXT, "secondary button hovered, brand badge"],
  ["brand-800", "brand-100", TEXT, "secondary button pressed"],
  ["brand-700", "white", TEXT, "figures and icons in brand green"],
  ["white", "brand-700", TEXT, "primary button"],
  ["white", "brand-800", TEXT, "primary button hovered"],
  ["white", "brand-900", TEXT, "primary button pressed"],
  ["brand-50", "brand-950", TEXT, "footer text"],
  ["brand-100", "brand-950", TEXT, "footer small print"],
  ["brand-200", "brand-950", TEXT, "footer headings"],
  ["danger", "white", TEXT, "field errors"],
  ["danger", "danger-50", TEXT, "danger badge, error panels"],
  ["success", "white", TEXT, "success text"],
  ["success", "success-50", TEXT, "success badge"],
  ["warning", "warning-50", TEXT, "warning badge"],
  ["warning", "white", TEXT, "warning text"],
  ["info", "info-50", TEXT, "info badge"],
  ["info", "white", TEXT, "info text"],
  ["accent-800", "accent-50", TEXT, "highlighted notes"],
  ["accent-800", "white", TEXT, "small tag labels"],
  ["line-strong", "white", LARGE_OR_NON_TEXT, "form field borders (WCAG 1.4.11)"],
  ["brand-700", "white", LARGE_OR_NON_TEXT, "focus ring on white"],
  ["brand-700", "surface", LARGE_OR_NON_TEXT, "focus ring on the page"],
];

describe("design tokens", () => {
  it("app.css defines the documented colour, type, spacing, radius and shadow tokens", () => {
    for (const name of [
      "brand-700",
      "accent-500",
      "ink",
      "line",
      "surface",
      "danger",
      "success",
      "warning",
    ]) {
      expect(colours.has(name), `--color-${name}`).toBe(true);
    }
    for (const token of [
      "--text-base",
      "--text-3xl--line-height",
      "--spacing-chat-safe",
      "--radius-control",
      "--radius-card",
      "--shadow-card",
      "--shadow-overlay",
    ]) {
      expect(theme, token).toContain(`${token}:`);
    }
  });

  it("the contrast formula matches WCAG's reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it.each(PAIRS)("%s on %s reaches %d:1 (%s)", (foreground, background, minimum) => {
    expect(contrast(hex(foreground), hex(background))).toBeGreaterThanOrEqual(minimum);
  });

  it("every documented pair appears in docs/design.md", () => {
    const doc = readFileSync(new URL("../../../docs/design.md", import.meta.url), "utf8").replace(
      /\s+/g,
      " ",
    );
    for (const [foreground, background] of PAIRS) {
      expect(doc, `${foreground} on ${background}`).toContain(`${foreground} on ${background}`);
    }
  });

  it("docs/design.md shows each colour with the value app.css gives it", () => {
    const doc = readFileSync(new URL("../../../docs/design.md", import.meta.url), "utf8");
    const rows = [...doc.matchAll(/^\| `([a-z0-9-]+)` \| (#[0-9a-f]{6}) \|/gim)];
    expect(rows.length).toBeGreaterThan(10);
    for (const [, name, value] of rows) expect(hex(name!), name).toBe(value!.toLowerCase());
  });
});
