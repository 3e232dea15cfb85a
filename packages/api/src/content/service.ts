/**
 * The content service: articles, FAQs, the credit-score guide and media news, loaded and validated once,
 * kept in memory, with the search index over them. The API's resources router and the web app's loaders
 * share one instance (`deps.content`).
 */
import { DISPLAY } from "@loansetu/domain/display";
import type { NewsFile, NewsItem } from "../data/schemas.ts";
import type { DataStore } from "../data/store.ts";
import { CREDIT_BUREAUS } from "./bureaus.ts";
import { type Article, type ContentProblem, type ContentStore, type Faq, loadContent } from "./load.ts";
import {
  CONTENT_LOCALES,
  type ContentLocale,
  type CreditScoreGuide,
  FAQ_CATEGORIES,
  type FaqCategory,
  type FaqSet,
} from "./schemas.ts";
import { createSearchIndex, type SearchHit, type SearchIndex, type Suggestion } from "./search-index.ts";

export type ArticleSummary = Pick<
  Article,
  "id" | "slug" | "title" | "metaTitle" | "metaDescription" | "category" | "date" | "readTime" | "featured"
> & { locale: ContentLocale };

/** A news item in one language. */
export interface NewsEntry {
  id: number;
  publication: string;
  date: string;
  headline: string;
  url: string;
}

/** A public page of this feature, for the sitemap: the path without a language prefix and its languages. */
export interface PublicPath {
  path: string;
  locales: ContentLocale[];
  /** `YYYY-MM-DD`, where known. */
  lastModified?: string;
}

export interface ContentService {
  /** Items left out because they failed validation (empty when the content is right; a test checks). */
  problems: ContentProblem[];
  articles(locale: ContentLocale): ArticleSummary[];
  article(locale: ContentLocale, slug: string): Article | undefined;
  /** The languages an article is written in. */
  articleLocales(slug: string): ContentLocale[];
  featured(locale: ContentLocale): ArticleSummary[];
  /** Every other article: same category first, then newest first. */
  recommendations(locale: ContentLocale, slug: string): ArticleSummary[];
  /** Spec §5: metaTitle contains the query, ignoring case; an empty query finds nothing. */
  searchArticles(locale: ContentLocale, query: string): ArticleSummary[];
  /**
   * The article search's second group: articles whose headings or text mention the query, in
   * English, Hinglish or Hindi words, leaving out those `searchArticles` already found. At most 6.
   */
  articleMentions(locale: ContentLocale, query: string): ArticleSummary[];
  /** FAQ centre items: one category or all of them (at most 100), optionally one tag. */
  faqs(locale: ContentLocale, options?: { category?: FaqCategory; tag?: string }): Faq[];
  /** The tags of a category's FAQs (or all categories'), in order of first use: the sub-category tabs. */
  faqTags(locale: ContentLocale, category?: FaqCategory): string[];
  faqSet(locale: ContentLocale, set: FaqSet): Faq[];
  guide(locale: ContentLocale): CreditScoreGuide;
  news(locale: ContentLocale): { items: NewsEntry[] };
  /** MiniSearch over articles and FAQs: passages for a question (the chatbot's retrieval). */
  search(query: string, locale: ContentLocale, limit?: number): SearchHit[];
  /** Type-ahead suggestions, one per page. */
  suggest(query: string, locale: ContentLocale, limit?: number): Suggestion[];
  /** Every public page of the resources and credit-score guides, for the sitemap. */
  publicPaths(): PublicPath[];
}

function summary(article: Article): ArticleSummary {
  const { id, slug, title, metaTitle, metaDescription, category, date, readTime, featured, locale } = article;
  return { id, slug, title, metaTitle, metaDescription, category, date, readTime, featured, locale };
}

export function createContentService(
  store: ContentStore,
  newsFile: NewsFile,
  problems: ContentProblem[] = [],
): ContentService {
  const index: SearchIndex = createSearchIndex(store);
  const summaries = Object.fromEntries(
    CONTENT_LOCALES.map((locale) => [locale, store.articles[locale].map(summary)]),
  ) as Record<ContentLocale, ArticleSummary[]>;
  const news = [...newsFile.news].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  const newsIn = (item: NewsItem, locale: ContentLocale): NewsEntry => ({
    id: item.id,
    publication: item.name,
    date: item.date,
    headline: locale === "hi" ? item.contentHi : item.content,
    url: item.url,
  });
  // Spec §5: metaTitle contains the query, ignoring case; an empty query finds nothing.
  const inTitle = (locale: ContentLocale, query: string) => {
    const needle = query.trim().toLocaleLowerCase(locale === "hi" ? "hi-IN" : "en-IN");
    if (!needle) return [];
    return summaries[locale].filter((a) =>
      a.metaTitle.toLocaleLowerCase(locale === "hi" ? "hi-IN" : "en-IN").includes(needle),
    );
  };
  const centre = (locale: ContentLocale, category?: FaqCategory) =>
    (category ? [category] : FAQ_CATEGORIES).flatMap((set) => store.faqs[locale][set]);

  return {
    problems,
    articles: (locale) => summaries[locale],
    article: (locale, slug) => store.articles[locale].find((a) => a.slug === slug),
    articleLocales: (slug) => CONTENT_LOCALES.filter((l) => store.articles[l].some((a) => a.slug === slug)),
    featured: (locale) => summaries[locale].filter((a) => a.featured),
    recommendations(locale, slug) {
      const current = summaries[locale].find((a) => a.slug === slug);
      const others = summaries[locale].filter((a) => a.slug !== slug);
      if (!current) return others;
      return [
        ...others.filter((a) => a.category === current.category),
        ...others.filter((a) => a.category !== current.category),
      ];
    },
    searchArticles: inTitle,
    articleMentions(locale, query) {
      const shown = new Set(inTitle(locale, query).map((a) => a.slug));
      return index
        .mentions(query, locale, shown)
        .flatMap((slug) => summaries[locale].filter((a) => a.slug === slug));
    },
    faqs(locale, { category, tag } = {}) {
      const items = centre(locale, category);
      return (tag ? items.filter((f) => f.tags.includes(tag)) : items).slice(0, DISPLAY.faqPageMax);
    },
    faqTags(locale, category) {
      return [...new Set(centre(locale, category).flatMap((f) => f.tags))];
    },
    faqSet: (locale, set) => store.faqs[locale][set],
    guide: (locale) => store.guides[locale],
    news: (locale) => ({ items: news.map((n) => newsIn(n, locale)) }),
    search: (query, locale, limit) => index.search(query, locale, limit),
    suggest: (query, locale, limit) => index.suggest(query, locale, limit),
    publicPaths() {
      const both: ContentLocale[] = [...CONTENT_LOCALES];
      const latest = (locale: ContentLocale) => summaries[locale][0]?.date;
      return [
        { path: "/resources", locales: both, lastModified: latest("en") },
        { path: "/resources/faq", locales: both },
        ...FAQ_CATEGORIES.map((category) => ({ path: `/resources/faq/${category}`, locales: both })),
        // An empty news page is not offered to search engines (the page says noindex too).
        ...(news.length === 0
          ? []
          : [{ path: "/resources/news", locales: both, lastModified: news[0]?.date }]),
        ...summaries.en.map((article) => ({
          path: `/resources/${article.slug}`,
          locales: CONTENT_LOCALES.filter((l) => summaries[l].some((a) => a.slug === article.slug)),
          lastModified: article.date,
        })),
        ...CREDIT_BUREAUS.flatMap((bureau) => [
          { path: `/${bureau.slug}-score`, locales: both },
          { path: `/${bureau.slug}-score-check`, locales: both },
          { path: `/credit-bureaus/${bureau.slug}`, locales: both },
        ]),
      ];
    },
  };
}

/** Loads content (and news from the data store) and builds the service with its index. */
export async function loadContentService(data: DataStore): Promise<ContentService> {
  const [{ store, problems }, newsFile] = await Promise.all([loadContent(), data.get("news.json")]);
  return createContentService(store, newsFile, problems);
}

export interface ContentCache {
  /** The loaded service; the first call loads content and builds the index, later calls share it. */
  get(): Promise<ContentService>;
}

/** A lazily loaded, shared content service (kept on the API's deps, like the page and data stores). */
export function createContentCache(data: DataStore): ContentCache {
  let service: Promise<ContentService> | undefined;
  return {
    get() {
      service ??= loadContentService(data).catch((error: unknown) => {
        service = undefined; // let the next request try again rather than caching a failure
        throw error;
      });
      return service;
    },
  };
}
