import { type Passage, terms } from "../chatbot/retrieve.ts";
import type { ContentLocale } from "../content/schemas.ts";
import type { DataStore } from "../data/store.ts";
import { PAGE_SLUGS, type PageStore } from "../pages/page-store.ts";
import type { SupportFacts } from "./intents.ts";

// What the assistant knows besides the guides and FAQs: the legal and policy pages (terms, privacy,
// grievance, consent declaration, credit bureaus) cut into their sections, the About page's company facts,
// and the facts service answers quote (support and grievance contacts, the lender list).

export interface SupportKnowledge {
  facts: SupportFacts;
  /** Sections of the legal pages and the About page, per language, as retrievable passages. */
  pages: Record<ContentLocale, Passage[]>;
}

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

/** A page's HTML cut at its second-level headings: one passage per section (the introduction first). */
export function pageSections(slug: string, title: string, html: string, locale: ContentLocale): Passage[] {
  const parts = html.split(/<h2[^>]*>/);
  const list: Passage[] = [];
  for (const [index, part] of parts.entries()) {
    const [headingHtml, body] = index === 0 ? ["", part] : (part.split(/<\/h2>/) as [string, string]);
    const heading = decode(headingHtml ?? "");
    const text = decode(body ?? "");
    if (!text) continue;
    list.push({
      id: `page:${locale}:${slug}:${heading ? anchor(heading) : "intro"}`,
      kind: "page",
      locale,
      title,
      heading,
      text,
      path: `/${slug}`,
    });
  }
  return list;
}

// The programme page for channel partners is not something a borrower's question should land on: its
// sections answer only a question that names the programme or the partners it is for ("what is sales
// grand prix", "how does a dealer join"), never "who can take a loan" or "how to join".
const PARTNER_PAGES = new Set<string>(["sales-grand-prix"]);
const PARTNER_WORDS = [
  ...new Set(terms("grand prix, channel, dealer, dealers, DSA, डीलर, डीलरों, चैनल, ग्रां प्री")),
];

/** The About page's heading of that statement, as the page words it. */
const RANKING_HEADING = { en: "How offers are ranked", hi: "ऑफ़र किस क्रम में दिखते हैं" } as const;

// Built once per data store (the reference data is read once per process): the same object every time,
// so the chatbot's index over it is built once too.
const built = new WeakMap<DataStore, Promise<SupportKnowledge>>();

export function loadSupportKnowledge(data: DataStore, pages: PageStore): Promise<SupportKnowledge> {
  let entry = built.get(data);
  if (!entry) {
    entry = build(data, pages);
    entry.catch(() => built.delete(data));
    built.set(data, entry);
  }
  return entry;
}

async function build(data: DataStore, pages: PageStore): Promise<SupportKnowledge> {
  const [site, lenders] = await Promise.all([data.get("site.json"), data.get("lenders.json")]);
  const byLocale = { en: [] as Passage[], hi: [] as Passage[] };
  for (const locale of ["en", "hi"] as const) {
    for (const slug of PAGE_SLUGS) {
      const page = await pages.get(slug, locale);
      const sections = pageSections(slug, page.title, page.html, locale);
      byLocale[locale].push(
        ...(PARTNER_PAGES.has(slug) ? sections.map((s) => ({ ...s, onlyFor: PARTNER_WORDS })) : sections),
      );
    }
    const company = site.company;
    byLocale[locale].push({
      id: "about",
      kind: "page",
      locale,
      title: locale === "hi" ? `${company.brandName} के बारे में` : `About ${company.brandName}`,
      heading: "",
      text:
        locale === "hi"
          ? `${company.roleHi} ${company.legalName}, पंजीकृत कार्यालय: ${company.registeredAddressHi}।`
          : `${company.role} ${company.legalName}, registered office: ${company.registeredAddress}.`,
      path: "/about",
    });
    // The About page's statement of how offers are ordered ("can a bank pay to come first?"); an id under
    // "about" as the page's own sections are named under their page.
    byLocale[locale].push({
      id: "about:how-offers-are-ranked",
      kind: "page",
      locale,
      title: locale === "hi" ? `${company.brandName} के बारे में` : `About ${company.brandName}`,
      heading: RANKING_HEADING[locale],
      text: locale === "hi" ? company.rankingHi : company.ranking,
      path: "/about#rank",
    });
  }
  return { facts: { site, lenders }, pages: byLocale };
}
