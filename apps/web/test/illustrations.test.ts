import { readdirSync, readFileSync } from "node:fs";
import { lendersFileSchema } from "@loansetu/api/data/schemas";
import { productFigures } from "@loansetu/domain/product-figures";
import { describe, expect, it } from "vitest";
import { STEP_ICONS } from "../app/ui/illustrations/sprite-icon.tsx";
import { LOAN_PRODUCTS } from "../app/ui/site-nav.ts";

// One coherent, light set of illustrations in the theme's colours, and loan cards whose figures
// come from the lenders' terms.

const file = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const css = file("../app/app.css");
/** The theme's colour tokens: name → hex. */
const tokens = new Map(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]),
);
const dir = new URL("../public/images/illustrations/", import.meta.url);
const svgs = readdirSync(dir).filter((name) => name.endsWith(".svg"));
const scenes = svgs.filter((name) => name !== "icons.svg");
const sprite = readFileSync(new URL("icons.svg", dir), "utf8");
/** The sprite's symbols: id → markup. */
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map((m) => [m[1]!, m[0]]),
);

describe("the illustration set", () => {
  it("has the four scenes, each a small plain SVG with no raster, text or fonts", () => {
    expect(scenes.sort()).toEqual(["empty.svg", "error.svg", "expired.svg", "not-found.svg"]);
    for (const name of scenes) {
      const svg = readFileSync(new URL(name, dir), "utf8");
      expect(svg.length, name).toBeLessThan(3000);
      expect(svg, name).not.toMatch(/<image|<text|font|base64|href=/);
      expect(svg, name).toMatch(/^<svg [^>]*width="240" height="160" viewBox="0 0 240 160"/);
      expect(svg, name).toContain('stroke-width="2"');
      expect(svg, name).toContain('aria-hidden="true"');
    }
  });

  it("has an icon for every loan type and how-to-apply step, each well under 1 kB, in the same 2 px stroke", () => {
    // Exactly the names SpriteIcon accepts: a loan type of the nav or a step.
    const ids = [...LOAN_PRODUCTS.map((p) => p.key), ...Object.values(STEP_ICONS)];
    expect([...symbols.keys()].sort()).toEqual(ids.sort());
    for (const [id, symbol] of symbols) {
      expect(symbol.length, id).toBeLessThan(700);
      expect(symbol, id).toContain('viewBox="0 0 48 48"');
      expect(symbol, id).toContain('stroke-width="2" stroke-linecap="round" stroke-linejoin="round"');
      expect(symbol, id).not.toMatch(/<image|<text|font|base64|href=/);
    }
    expect(sprite).not.toMatch(/<image|<text|font|base64|xlink/);
  });

  it("draws only in the theme's brand and accent colours (and white)", () => {
    const allowed = new Set(
      [...tokens.entries()]
        .filter(([name]) => /^(brand|accent)-/.test(name))
        .map(([, hex]) => hex.toLowerCase()),
    );
    expect(allowed.size).toBeGreaterThan(3);
    for (const name of svgs) {
      const colours = readFileSync(new URL(name, dir), "utf8").match(/#[0-9a-f]{3,6}\b/gi) ?? [];
      expect(colours.length, name).toBeGreaterThan(0);
      for (const colour of colours)
        expect(allowed.has(colour.toLowerCase()) || colour === "#fff", `${name} ${colour}`).toBe(true);
    }
  });
});

describe("the home loan cards' figures", () => {
  const lenders = lendersFileSchema.parse(JSON.parse(file("../../../data/lenders.json"))).lenders;

  it("exist for every loan type on the home page", () => {
    for (const { key } of LOAN_PRODUCTS) expect(productFigures(lenders, key), key).not.toBeNull();
  });

  it("are the lowest rate and the longest tenure in the lenders' terms", () => {
    expect(productFigures(lenders, "personal")).toMatchObject({ rateFromPercent: 11, tenureUpToYears: 5 });
    expect(productFigures(lenders, "newCar")).toMatchObject({ rateFromPercent: 8.4, tenureUpToYears: 7 });
  });
});
