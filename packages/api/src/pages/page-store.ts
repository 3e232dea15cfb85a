import { readFile } from "node:fs/promises";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";

/** `content/` at the repository root, found from this unbundled source file (see DataStore for why). */
const CONTENT_DIR = new URL("../../../../content/", import.meta.url);

export const PAGE_SLUGS = [
  "privacy-policy",
  "terms-and-conditions",
  "consent-declaration",
  "certified-cic",
  "grievance-redressal",
  "sales-grand-prix",
  "how-offers-are-matched",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

const frontmatter = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string().min(3),
  metaTitle: z.string().min(3).max(70),
  metaDescription: z.string().min(50).max(170),
  updated: z.coerce.date(),
});

export interface Page {
  slug: PageSlug;
  title: string;
  metaTitle: string;
  metaDescription: string;
  /** ISO date the text was last changed. */
  updated: string;
  /** HTML rendered from our own reviewed Markdown (not user input). */
  html: string;
}

export interface PageStore {
  get(slug: PageSlug, locale: "en" | "hi"): Promise<Page>;
}

/** Legal, programme and method pages written as Markdown in `content/{en,hi}/pages/`, validated and cached. */
export function createPageStore(dir: URL = CONTENT_DIR): PageStore {
  const cache = new Map<string, Promise<Page>>();
  async function load(slug: PageSlug, locale: "en" | "hi"): Promise<Page> {
    const file = new URL(`${locale}/pages/${slug}.md`, dir);
    const { data, content } = matter(await readFile(file, "utf8"));
    const meta = frontmatter.parse(data);
    if (meta.slug !== slug)
      throw new Error(`${file.pathname}: slug ${meta.slug} does not match the file name`);
    const html = await marked.parse(content);
    // Site links in the Markdown are written without a language; a Hindi page keeps its reader in Hindi.
    const localized = locale === "hi" ? html.replace(/href="\/(?!hi\/|\/)/g, 'href="/hi/') : html;
    return { ...meta, updated: meta.updated.toISOString().slice(0, 10), html: localized };
  }
  return {
    get(slug, locale) {
      const key = `${locale}/${slug}`;
      let entry = cache.get(key);
      if (!entry) {
        entry = load(slug, locale);
        entry.catch(() => cache.delete(key));
        cache.set(key, entry);
      }
      return entry;
    },
  };
}
