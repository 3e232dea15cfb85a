/**
 * The credit bureaus (credit information companies licensed by RBI) that get a guide page
 * `/{slug}-score` and a check page `/{slug}-score-check` (spec §2 Credit score). No imports: the web
 * app's route list reads this file at build time.
 */
export interface CreditBureau {
  /** The bureau's name in the path. */
  slug: string;
  /** Short name as people say it, in each language. */
  name: { en: string; hi: string };
  /** The company behind it. */
  company: string;
  /** Its official website, for the bureau partner page. */
  website: string;
}

/**
 * When the facts on the bureau partner pages (RBI registration under the Credit Information Companies
 * (Regulation) Act, 2005; the free yearly report; the RBI's 26 Oct 2023 customer-service directions) were
 * last checked against the RBI's list of credit information companies and its circulars.
 */
export const BUREAU_FACTS_CHECKED = "2026-11-20";

export const CREDIT_BUREAUS: readonly CreditBureau[] = [
  {
    slug: "cibil",
    name: { en: "CIBIL", hi: "सिबिल" },
    company: "TransUnion CIBIL Limited",
    website: "https://www.cibil.com",
  },
  {
    slug: "experian",
    name: { en: "Experian", hi: "एक्सपीरियन" },
    company: "Experian Credit Information Company of India",
    website: "https://www.experian.in",
  },
  {
    slug: "equifax",
    name: { en: "Equifax", hi: "इक्विफैक्स" },
    company: "Equifax Credit Information Services",
    website: "https://www.equifax.co.in",
  },
  {
    slug: "crif",
    name: { en: "CRIF High Mark", hi: "सीआरआईएफ हाई मार्क" },
    company: "CRIF High Mark Credit Information Services",
    website: "https://www.crifhighmark.com",
  },
];

export function findBureau(slug: string): CreditBureau | undefined {
  return CREDIT_BUREAUS.find((bureau) => bureau.slug === slug);
}

/**
 * The bureau a stored report names, as a page may show it: a real bureau's name in the page's language,
 * or null for anything else (an adapter's internal name such as the sandbox's never reaches a page).
 */
export function bureauLabel(stored: string | null | undefined, locale: "en" | "hi"): string | null {
  const wanted = stored?.trim().toLowerCase() ?? "";
  const bureau = CREDIT_BUREAUS.find(
    (candidate) =>
      candidate.slug === wanted ||
      candidate.name.en.toLowerCase() === wanted ||
      candidate.company.toLowerCase() === wanted,
  );
  return bureau ? bureau.name[locale] : null;
}
