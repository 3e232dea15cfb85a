import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import {
  BANK_PAGE_KINDS,
  BANK_PAGE_SLUGS,
  bankPagePath,
  CITY_PRODUCTS,
  PRODUCT_PAGE_SLUGS,
} from "./paths.ts";

/**
 * The marketing pages, for `app/routes.ts`: one data-driven module per page type, with a route
 * per address (a path segment cannot be half a parameter, e.g. `:bank-personal-loan`).
 */
export function pagesRoutes(): RouteConfigEntry[] {
  return [
    // Loan against car shows the refinance calculator, the others the EMI block: a module each, so a page
    // loads only its own calculator (decision 0043).
    ...PRODUCT_PAGE_SLUGS.map((slug) =>
      route(slug, slug === "refinance" ? "routes/refinance-product-page.tsx" : "routes/product-page.tsx", {
        id: `product/${slug}`,
      }),
    ),
    ...Object.keys(CITY_PRODUCTS).map((slug) =>
      route(`${slug}/city/:city`, "routes/city-page.tsx", { id: `city/${slug}` }),
    ),
    ...BANK_PAGE_SLUGS.flatMap((bank) =>
      BANK_PAGE_KINDS.map((kind) => {
        const path = bankPagePath(bank, kind).slice(1);
        return route(path, "routes/bank-page.tsx", { id: `bank/${path}` });
      }),
    ),
    route("uj-business", "routes/uj-business.tsx"),
  ];
}
