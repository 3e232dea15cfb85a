/**
 * The marketing pages' addresses, as plain data: routes.ts registers a route for each, the
 * sitemap lists them, and the browser test visits them. Their content lives in `data/product-pages.json`
 * (product pages) and `data/lenders.json` / `data/cities.json` (bank and city pages).
 */

/** Product pages, each a slug of `data/product-pages.json`. */
export const PRODUCT_PAGE_SLUGS = [
  "personal-loan",
  "two-wheeler-loan",
  "used-car-loan",
  "new-car-loan",
  "refinance",
  "ev-loan",
  "instant-loan",
  "personal-loan-interest-rate",
  "what-is-a-personal-loan-emi",
  "business-loan",
  "commercial-vehicle-loan",
] as const;
export type ProductPageSlug = (typeof PRODUCT_PAGE_SLUGS)[number];

/** Product pages with city pages `/{product}/city/{slug}`, and the product key their city list is under. */
export const CITY_PRODUCTS = {
  "personal-loan": "personal",
  "used-car-loan": "usedCar",
  "new-car-loan": "newCar",
  "two-wheeler-loan": "twoWheeler",
  "ev-loan": "ev",
  refinance: "refinance",
  "business-loan": "business",
  "commercial-vehicle-loan": "commercialVehicle",
} as const satisfies Partial<Record<ProductPageSlug, string>>;
export type CityProductSlug = keyof typeof CITY_PRODUCTS;

/**
 * Lenders with a personal loan in `data/lenders.json`: each gets a personal loan page, an EMI calculator
 * page and an interest rate page named for it (a test checks this list against the data).
 */
export const BANK_PAGE_SLUGS = [
  "hdfc-bank",
  "icici-bank",
  "axis-bank",
  "kotak-mahindra-bank",
  "state-bank-of-india",
  "bank-of-baroda",
  "idfc-first-bank",
  "indusind-bank",
  "au-small-finance-bank",
  "bajaj-finance",
  "tata-capital",
  "hero-fincorp",
  "tvs-credit",
  "shriram-finance",
] as const;

export const BANK_PAGE_KINDS = [
  "personal-loan",
  "personal-loan-emi-calculator",
  "personal-loan-interest-rate",
] as const;
export type BankPageKind = (typeof BANK_PAGE_KINDS)[number];

export function bankPagePath(bank: string, kind: BankPageKind): string {
  return `/${bank}-${kind}`;
}

/** Which bank page a path is: the longest kind suffix wins (`-personal-loan-interest-rate` before `-personal-loan`). */
export function parseBankPath(path: string): { bank: string; kind: BankPageKind } | undefined {
  const name = path.replace(/^\//, "");
  for (const kind of [...BANK_PAGE_KINDS].sort((a, b) => b.length - a.length)) {
    if (name.endsWith(`-${kind}`)) {
      const bank = name.slice(0, -kind.length - 1);
      if ((BANK_PAGE_SLUGS as readonly string[]).includes(bank)) return { bank, kind };
    }
  }
  return undefined;
}

/** Other public pages of the site, for the sitemap (paths without a language prefix). */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/emi-calculator",
  "/two-wheeler-calculator",
  "/bt-calculator",
  "/refinance-calculator",
  "/contact",
  "/about",
  "/lending-partners",
  "/how-offers-are-matched",
  "/privacy-policy",
  "/terms-and-conditions",
  "/consent-declaration",
  "/certified-CIC",
  "/grievance-redressal",
  "/sales-grand-prix",
] as const;
