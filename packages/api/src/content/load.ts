import { readdir, readFile } from "node:fs/promises";
import matter from "gray-matter";
import type { ZodError } from "zod";
import { type Heading, htmlToText, renderArticle, renderFaqAnswer, type Section } from "./markdown.ts";
import {
  type ArticleFrontmatter,
  articleBodySchema,
  articleFrontmatterSchema,
  CONTENT_LOCALES,
  type ContentLocale,
  type CreditScoreGuide,
  creditScoreGuideSchema,
  FAQ_SETS,
  type FaqItem,
  type FaqSet,
  faqFileSchema,
  faqItemSchema,
} from "./schemas.ts";

/** `content/` at the repository root, resolved from this source file. */
export const DEFAULT_CONTENT_DIR = new URL("../../../../content/", import.meta.url);

export interface Article extends ArticleFrontmatter {
  locale: ContentLocale;
  html: string;
  headings: Heading[];
  sections: Section[];
  text: string;
  wordCount: number;
}

export interface Faq extends FaqItem {
  set: FaqSet;
  locale: ContentLocale;
  /** The answer rendered to HTML. */
  html: string;
  /** The answer as plain text (FAQPage JSON-LD, search). */
  text: string;
}

export interface ContentStore {
  /** Per language, newest first. */
  articles: Record<ContentLocale, Article[]>;
  faqs: Record<ContentLocale, Record<FaqSet, Faq[]>>;
  guides: Record<ContentLocale, CreditScoreGuide>;
}

/** One thing wrong with one content file: the loader skips the item, logs this, and a test fails on it. */
export interface ContentProblem {
  file: string;
  message: string;
}

export interface LoadedContent {
  store: ContentStore;
  problems: ContentProblem[];
}

function describe(error: ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
}

async function readJson(url: URL): Promise<unknown> {
  return JSON.parse(await readFile(url, "utf8"));
}

async function loadArticles(dir: URL, locale: ContentLocale, problems: ContentProblem[]): Promise<Article[]> {
  const folder = new URL(`${locale}/articles/`, dir);
  const files = (await readdir(folder)).filter((name) => name.endsWith(".md")).sort();
  const articles: Article[] = [];
  for (const name of files) {
    const file = `${locale}/articles/${name}`;
    try {
      const { data, content } = matter(await readFile(new URL(name, folder), "utf8"));
      const front = articleFrontmatterSchema.safeParse(data);
      if (!front.success) {
        problems.push({ file, message: describe(front.error) });
        continue;
      }
      if (`${front.data.slug}.md` !== name) {
        problems.push({ file, message: `slug ${front.data.slug} does not match the file name` });
        continue;
      }
      const body = articleBodySchema.safeParse(content);
      if (!body.success) {
        problems.push({ file, message: describe(body.error) });
        continue;
      }
      const rendered = renderArticle(content, locale);
      articles.push({
        ...front.data,
        locale,
        ...rendered,
        wordCount: content.trim().split(/\s+/).length,
      });
    } catch (error) {
      problems.push({ file, message: error instanceof Error ? error.message : String(error) });
    }
  }
  for (const [label, key] of [
    ["id", "id"],
    ["slug", "slug"],
  ] as const) {
    const seen = new Set<unknown>();
    for (const article of articles) {
      if (seen.has(article[key]))
        problems.push({ file: `${locale}/articles`, message: `duplicate ${label} ${article[key]}` });
      seen.add(article[key]);
    }
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

async function loadFaqs(
  dir: URL,
  locale: ContentLocale,
  problems: ContentProblem[],
): Promise<Record<FaqSet, Faq[]>> {
  const result = {} as Record<FaqSet, Faq[]>;
  const seen = new Set<string>();
  for (const set of FAQ_SETS) {
    const file = `${locale}/faq/${set}.json`;
    result[set] = [];
    let raw: unknown;
    try {
      raw = await readJson(new URL(file, dir));
    } catch (error) {
      problems.push({ file, message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const list = faqFileSchema(set).safeParse(raw);
    if (!list.success) {
      problems.push({ file, message: describe(list.error) });
      if (!Array.isArray(raw)) continue;
    }
    for (const [index, entry] of (raw as unknown[]).entries()) {
      const item = faqItemSchema.safeParse(entry);
      if (!item.success) {
        problems.push({ file: `${file}[${index}]`, message: describe(item.error) });
        continue;
      }
      if (seen.has(item.data.id)) {
        problems.push({ file: `${file}[${index}]`, message: `duplicate FAQ id ${item.data.id}` });
        continue;
      }
      seen.add(item.data.id);
      const html = renderFaqAnswer(item.data.ans, locale);
      result[set].push({ ...item.data, set, locale, html, text: htmlToText(html) });
    }
  }
  return result;
}

/**
 * Reads and validates all content. Never throws for a bad item: the item is left out and reported in
 * `problems` (the server logs them; the content test fails on any). Throws only when a whole folder or
 * the credit-score guide of a language is missing, since no page could be right then.
 */
export async function loadContent(dir: URL = DEFAULT_CONTENT_DIR): Promise<LoadedContent> {
  const problems: ContentProblem[] = [];
  const store = { articles: {}, faqs: {}, guides: {} } as ContentStore;
  for (const locale of CONTENT_LOCALES) {
    store.articles[locale] = await loadArticles(dir, locale, problems);
    store.faqs[locale] = await loadFaqs(dir, locale, problems);
    const file = `${locale}/credit-score-guide.json`;
    const guide = creditScoreGuideSchema.safeParse(await readJson(new URL(file, dir)));
    if (!guide.success) throw new Error(`${file}: ${describe(guide.error)}`);
    store.guides[locale] = guide.data;
  }
  problems.push(...crossCheck(store));
  return { store, problems };
}

/** Hindi items are translations: each must have its English original with the same id and category. */
function crossCheck(store: ContentStore): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const english = new Map(store.articles.en.map((a) => [a.slug, a]));
  for (const article of store.articles.hi) {
    const original = english.get(article.slug);
    if (!original) problems.push({ file: `hi/articles/${article.slug}.md`, message: "no English original" });
    else if (
      original.id !== article.id ||
      original.category !== article.category ||
      original.date !== article.date
    )
      problems.push({
        file: `hi/articles/${article.slug}.md`,
        message: "id, category and date must match the English original",
      });
  }
  for (const set of FAQ_SETS) {
    const ids = new Set(store.faqs.en[set].map((f) => f.id));
    for (const faq of store.faqs.hi[set]) {
      if (!ids.has(faq.id))
        problems.push({ file: `hi/faq/${set}.json`, message: `${faq.id} has no English original` });
    }
  }
  return problems;
}
