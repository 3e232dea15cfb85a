/**
 * One MiniSearch index over articles (by section, so a hit can point at a passage) and FAQs, in both
 * languages. It serves the resources type-ahead (`suggest`) and is the retrieval step the support
 * chatbot uses for its answers (`search`).
 */
import MiniSearch, { type Query } from "minisearch";
import type { ContentStore } from "./load.ts";
import { expandQuery } from "./query-synonyms.ts";
import { CONTENT_LOCALES, type ContentLocale, FAQ_CATEGORIES, type FaqSet } from "./schemas.ts";

export type SearchKind = "article" | "faq";

export interface SearchHit {
  /** Stable id of the passage: `article:en:slug:section-id` or `faq:en:pl-1`. */
  id: string;
  kind: SearchKind;
  locale: ContentLocale;
  /** The article's title or the FAQ's question. */
  title: string;
  /** The article section's heading ("" for its introduction and for FAQs). */
  heading: string;
  /** The passage as plain text. */
  text: string;
  /** Where the passage is, without the language prefix (e.g. `/resources/how-emi-is-calculated#…`). */
  path: string;
  score: number;
}

export interface Suggestion {
  kind: SearchKind;
  title: string;
  path: string;
}

interface IndexedDoc {
  id: string;
  kind: SearchKind;
  locale: ContentLocale;
  /** The page a hit belongs to (one suggestion per page). */
  page: string;
  title: string;
  heading: string;
  tags: string;
  text: string;
  path: string;
}

// Words too common to tell passages apart; dropping them lets a whole question match (chatbot).
const STOP_WORDS = new Set(
  (
    "a an and are as at be by can do does for from how i if in is it its me my of on or should the to what " +
    "when where which who why will with you your का की के है हैं में से को और क्या कैसे पर एक यह तो भी ही कि लिए"
  ).split(" "),
);

/**
 * Case and spelling variants a reader types: lower case; Hindi without the nukta (फ़ = फ) and with
 * chandrabindu read as anusvara (ँ = ं).
 */
export function normalizeTerm(term: string): string | null {
  const normalized = term
    .toLowerCase()
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902");
  const composed = normalized.normalize("NFC");
  return composed && !STOP_WORDS.has(composed) ? composed : null;
}

/** Where a FAQ answer is shown: its FAQ centre category, or the credit-score guide for the other two sets. */
export function faqPath(set: FaqSet, id: string): string {
  const page = (FAQ_CATEGORIES as readonly string[]).includes(set) ? `/resources/faq/${set}` : "/cibil-score";
  return `${page}#faq-${id}`;
}

function documents(store: ContentStore): IndexedDoc[] {
  const docs: IndexedDoc[] = [];
  for (const locale of CONTENT_LOCALES) {
    for (const article of store.articles[locale]) {
      const page = `/resources/${article.slug}`;
      for (const [index, section] of article.sections.entries()) {
        const intro = index === 0 && section.id === "";
        docs.push({
          id: `article:${locale}:${article.slug}:${section.id || "intro"}`,
          kind: "article",
          locale,
          page,
          title: article.title,
          heading: section.heading,
          tags: intro ? `${article.metaTitle} ${article.category.replace(/-/g, " ")}` : "",
          text: intro ? `${article.metaDescription} ${article.tips.join(" ")} ${section.text}` : section.text,
          path: section.id ? `${page}#${section.id}` : page,
        });
      }
    }
    for (const [set, faqs] of Object.entries(store.faqs[locale]) as [
      FaqSet,
      (typeof store.faqs.en)[FaqSet],
    ][]) {
      for (const faq of faqs) {
        const path = faqPath(set, faq.id);
        docs.push({
          id: `faq:${locale}:${faq.id}`,
          kind: "faq",
          locale,
          page: path,
          title: faq.ques,
          heading: "",
          tags: [...faq.tags, ...faq.subtags].join(" ").replace(/-/g, " "),
          text: faq.text,
          path,
        });
      }
    }
  }
  return docs;
}

export interface SearchIndex {
  /** Passages for a question, best first (the chatbot's retrieval). Any query word may match. */
  search(query: string, locale: ContentLocale, limit?: number): SearchHit[];
  /** Pages for a type-ahead: every word must match, the last as a prefix; one entry per page. */
  suggest(query: string, locale: ContentLocale, limit?: number): Suggestion[];
  /**
   * Articles whose titles, headings or text mention the query (the second group of the article search): the query
   * read through the English / Hinglish / Hindi word table, every word (or one of its alternatives) matching
   * as a prefix or with a typo, else any word. Slugs, best first, without those in `exclude`.
   */
  mentions(query: string, locale: ContentLocale, exclude?: ReadonlySet<string>, limit?: number): string[];
  /** How many passages are indexed. */
  size: number;
}

export function createSearchIndex(store: ContentStore): SearchIndex {
  const index = new MiniSearch<IndexedDoc>({
    fields: ["title", "heading", "tags", "text"],
    storeFields: ["kind", "locale", "page", "title", "heading", "text", "path"],
    processTerm: normalizeTerm,
    searchOptions: { boost: { title: 3, heading: 2, tags: 1.5 }, processTerm: normalizeTerm },
  });
  index.addAll(documents(store));

  const run = (query: string, locale: ContentLocale, combineWith: "AND" | "OR") =>
    index.search(query, {
      filter: (result) => result.locale === locale,
      // Typing "credi" finds "credit"; a typo a word long enough to have one is forgiven.
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith,
    });

  const mentionsQuery = (query: string, combineWith: "AND" | "OR"): Query | null => {
    const groups = expandQuery(query)
      // "kaise" stands for "how", a stop word: a group of only stop words would match nothing under AND.
      .map((group) => group.filter((alternative) => alternative.split(/\s+/).some((w) => normalizeTerm(w))))
      .filter((group) => group.length > 0);
    if (groups.length === 0) return null;
    return {
      combineWith,
      queries: groups.map((group) => ({
        combineWith: "OR",
        // A phrase alternative ("credit score") needs all its words.
        queries: group.map((alternative) => ({ combineWith: "AND", queries: [alternative] })),
      })),
    };
  };

  return {
    size: index.documentCount,
    mentions(query, locale, exclude = new Set(), limit = 6) {
      if (!query.trim()) return [];
      const runMentions = (combineWith: "AND" | "OR") => {
        const tree = mentionsQuery(query, combineWith);
        if (!tree) return [];
        return index.search(tree, {
          // Titles count too: the title group is a substring of metaTitle, while here words match anywhere.
          filter: (result) => result.locale === locale && result.kind === "article",
          prefix: true,
          fuzzy: (term) => (term.length > 4 ? 0.2 : false),
        });
      };
      let results = runMentions("AND");
      if (results.length === 0) results = runMentions("OR");
      const slugs: string[] = [];
      for (const result of results) {
        const slug = (result.page as string).replace(/^\/resources\//, "");
        if (exclude.has(slug) || slugs.includes(slug)) continue;
        slugs.push(slug);
        if (slugs.length === limit) break;
      }
      return slugs;
    },
    search(query, locale, limit = 5) {
      if (!query.trim()) return [];
      return run(query, locale, "OR")
        .slice(0, limit)
        .map((result) => ({
          id: String(result.id),
          kind: result.kind as SearchKind,
          locale,
          title: result.title as string,
          heading: result.heading as string,
          text: result.text as string,
          path: result.path as string,
          score: result.score,
        }));
    },
    suggest(query, locale, limit = 6) {
      if (!query.trim()) return [];
      let results = run(query, locale, "AND");
      if (results.length === 0) results = run(query, locale, "OR");
      const seen = new Set<string>();
      const suggestions: Suggestion[] = [];
      for (const result of results) {
        const page = result.page as string;
        if (seen.has(page)) continue;
        seen.add(page);
        suggestions.push({ kind: result.kind as SearchKind, title: result.title as string, path: page });
        if (suggestions.length === limit) break;
      }
      return suggestions;
    },
  };
}
