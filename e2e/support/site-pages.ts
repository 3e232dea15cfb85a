import { readdirSync } from "node:fs";
import { CREDIT_BUREAUS } from "@loansetu/api/content/bureaus";

// The pages the browser specs visit by name, shared with e2e/served-site.spec.ts, which checks each one's
// served HTML over HTTP (with every sitemap page) so the browser specs need not load each at every width.

const slugsIn = (locale: "en" | "hi") =>
  readdirSync(new URL(`../../content/${locale}/articles/`, import.meta.url))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.replace(/\.md$/, ""));
export const EN_SLUGS = slugsIn("en");
export const HI_SLUGS = slugsIn("hi");
/** An article we have only in English: its Hindi address is a "not in Hindi yet" page of its own. */
export const ENGLISH_ONLY = EN_SLUGS.find((slug) => !HI_SLUGS.includes(slug))!;

export const FAQ_CATEGORIES = [
  "personal-loan",
  "two-wheeler-loan",
  "used-car-loan",
  "new-car-loan",
  "business-loan",
  "refinance",
  "green-loan",
];

const SHARED_RESOURCE_PAGES = [
  "/resources",
  "/resources?category=credit-score",
  "/resources/search?blog=loan",
  "/resources/search?blog=",
  "/resources/faq",
  ...FAQ_CATEGORIES.map((c) => `/resources/faq/${c}`),
  "/resources/news",
  "/resources/news?page=3",
  ...CREDIT_BUREAUS.flatMap((b) => [`/${b.slug}-score`, `/${b.slug}-score-check`]),
];
/** Every resource page in both languages (the Hindi address of an English-only article included). */
export const RESOURCE_PAGES = [
  ...SHARED_RESOURCE_PAGES,
  ...SHARED_RESOURCE_PAGES.map((path) => `/hi${path}`),
  ...EN_SLUGS.map((slug) => `/resources/${slug}`),
  ...EN_SLUGS.map((slug) => `/hi/resources/${slug}`),
];

/** Every marketing page type. Product pages all; bank and city pages one per kind. */
export const MARKETING_PAGES = [
  // Other pages
  "/",
  "/uj-business",
  "/sales-grand-prix",
  "/lending-partners",
  "/how-offers-are-matched",
  // Product pages
  "/personal-loan",
  "/two-wheeler-loan",
  "/used-car-loan",
  "/new-car-loan",
  "/refinance",
  "/ev-loan",
  "/instant-loan",
  "/personal-loan-interest-rate",
  "/what-is-a-personal-loan-emi",
  "/business-loan",
  "/commercial-vehicle-loan",
  // City pages
  "/personal-loan/city/delhi",
  "/used-car-loan/city/mumbai",
  "/new-car-loan/city/bengaluru",
  "/two-wheeler-loan/city/jaipur",
  "/ev-loan/city/pune",
  "/refinance/city/hyderabad",
  "/business-loan/city/chennai",
  "/commercial-vehicle-loan/city/delhi",
  // Bank pages
  "/hdfc-bank-personal-loan",
  "/hdfc-bank-personal-loan-emi-calculator",
  "/hdfc-bank-personal-loan-interest-rate",
  "/au-small-finance-bank-personal-loan",
  "/tata-capital-personal-loan-emi-calculator",
  "/state-bank-of-india-personal-loan-interest-rate",
];

/** The same page in the other language (`/x` ⇄ `/hi/x`). */
export function otherLanguage(path: string): string {
  if (path === "/hi") return "/";
  if (path.startsWith("/hi/")) return path.slice(3);
  return path === "/" ? "/hi" : `/hi${path}`;
}

/** The address the client router fetches a page's data from (React Router's single fetch). */
export function dataUrl(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return `${url.pathname}${url.search}`;
}
