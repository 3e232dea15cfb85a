import { readFileSync } from "node:fs";
import { CREDIT_BUREAUS } from "@loansetu/api/content/bureaus";
import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { describe, expect, it } from "vitest";
import { PRODUCT_PAGE_SLUGS, STATIC_PUBLIC_PATHS } from "../app/features/pages/paths.ts";
import { LEGAL_LINKS, LOAN_PRODUCTS, NAV_GROUPS } from "../app/ui/site-nav.ts";

// Commercial vehicle loan, /instant-loan, /personal-loan-interest-rate,
// /what-is-a-personal-loan-emi and /refinance-calculator were reachable only from the sitemap. The header
// and footer render from site-nav.ts (the home page's cards from LOAN_PRODUCTS), so every page of the
// site's own must be listed there; the click-through browser test then follows each of those links.

const productPages = JSON.parse(
  readFileSync(new URL("../../../data/product-pages.json", import.meta.url), "utf8"),
) as { pages: { slug: string; apply: string }[] };

const navPaths = new Set([
  ...NAV_GROUPS.flatMap((group) => group.items.map((item) => item.path)),
  ...LEGAL_LINKS.map((item) => item.path),
  ...LOAN_PRODUCTS.map((product) => product.path),
  // The footer lists every bureau partner page (site-footer.tsx).
  ...CREDIT_BUREAUS.map((bureau) => `/credit-bureaus/${bureau.slug}`),
]);

describe("navigation reaches every page", () => {
  it("links every product page and calculator from the header or footer", () => {
    const pages = [
      ...PRODUCT_PAGE_SLUGS.map((slug) => `/${slug}`).filter((path) => path !== "/bt-calculator"),
      ...STATIC_PUBLIC_PATHS.filter((path) => path.endsWith("-calculator")),
    ];
    expect(pages.filter((path) => !navPaths.has(path))).toEqual([]);
  });

  it("links each bureau's partner page from the footer", () => {
    expect(CREDIT_BUREAUS.map((b) => `/credit-bureaus/${b.slug}`).every((p) => navPaths.has(p))).toBe(true);
  });

  it("starts each loan's own journey, with the journey's ids", () => {
    for (const product of LOAN_PRODUCTS) {
      const journey = JOURNEY_PRODUCTS.find((p) => p.slug === product.apply);
      expect(journey, product.apply).toBeDefined();
      expect(product.ids).toEqual({ productsId: journey?.ids.productsId, vendorsId: journey?.ids.vendorsId });
    }
    const journeys = new Set<string>(JOURNEY_PRODUCTS.map((p) => p.slug));
    for (const page of productPages.pages) expect(journeys.has(page.apply), page.slug).toBe(true);
    expect(productPages.pages.find((p) => p.slug === "commercial-vehicle-loan")?.apply).toBe(
      "commercial-vehicle-loan",
    );
  });
});
