import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DISPLAY } from "@loansetu/domain/display";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_BUREAUS } from "../src/content/bureaus.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "../src/content/load.ts";
import { htmlToText, localizeHref, renderArticle, slugify } from "../src/content/markdown.ts";
import { paginate } from "../src/content/paginate.ts";
import { FAQ_CATEGORIES } from "../src/content/schemas.ts";
import { normalizeTerm } from "../src/content/search-index.ts";
import { type ContentService, loadContentService } from "../src/content/service.ts";
import { createDataStore } from "../src/data/store.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-database.ts";

let service: ContentService;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  service = await loadContentService(createDataStore(database.handle.db));
});
afterAll(() => database.dispose());

describe("the content in content/ and data/news.json", () => {
  it("has no invalid item (a broken article or FAQ fails here, not on a page)", () => {
    expect(service.problems).toEqual([]);
  });

  it("has at least 16 English articles, at least 8 in Hindi, each 600+ words with sections", async () => {
    const { store } = await loadContent();
    expect(store.articles.en.length).toBeGreaterThanOrEqual(16);
    expect(store.articles.hi.length).toBeGreaterThanOrEqual(8);
    for (const article of [...store.articles.en, ...store.articles.hi]) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(600);
      expect(article.headings.length, article.slug).toBeGreaterThan(1);
    }
  });

  it("has at least 10 FAQs per centre category in both languages, 10 credit and 6 calculator FAQs", () => {
    for (const locale of ["en", "hi"] as const) {
      for (const category of FAQ_CATEGORIES) {
        expect(service.faqs(locale, { category }).length, `${locale}/${category}`).toBeGreaterThanOrEqual(10);
      }
      expect(service.faqSet(locale, "credit-score")).toHaveLength(DISPLAY.creditFaqTotal);
      expect(service.faqSet(locale, "calculator")).toHaveLength(DISPLAY.emiFaqTotal);
    }
  });

  it("says what the spec's credit-score guide says (§1)", () => {
    const guide = service.guide("en");
    expect(guide.scale).toContain("300 to 900");
    expect(guide.scale).toContain("700");
    expect(guide.notice).toContain("4 months");
    expect(guide.notice).toContain("30–45 days");
    expect(guide.freeCheck).toMatch(/free one-time/);
    expect(guide.bands.map((b) => b.label)).toEqual(["No history", "Poor", "Fair", "Good", "Excellent"]);
    expect(service.faqSet("en", "credit-score").some((f) => /30 to 45 days/.test(f.ans))).toBe(true);
  });

  it("links only to pages that exist in the FAQ links and article bodies", () => {
    const slugs = new Set(service.articles("en").map((a) => a.slug));
    const known = new Set([
      "/emi-calculator",
      "/two-wheeler-calculator",
      "/bt-calculator",
      "/refinance",
      ...FAQ_CATEGORIES.map((c) => `/${c}`),
      "/ev-loan",
      ...CREDIT_BUREAUS.flatMap((b) => [`/${b.slug}-score`, `/${b.slug}-score-check`]),
    ]);
    const check = (path: string, where: string) => {
      const clean = path.split("#")[0]!;
      const article = /^\/resources\/([a-z0-9-]+)$/.exec(clean);
      if (article) expect(slugs.has(article[1]!), `${where} → ${path}`).toBe(true);
      else expect(known.has(clean), `${where} → ${path}`).toBe(true);
    };
    for (const locale of ["en", "hi"] as const) {
      for (const faq of [
        ...service.faqs(locale),
        ...service.faqSet(locale, "credit-score"),
        ...service.faqSet(locale, "calculator"),
      ]) {
        if (faq.link) check(faq.link, faq.id);
      }
      for (const summary of service.articles(locale)) {
        const article = service.article(locale, summary.slug)!;
        for (const [, href] of article.html.matchAll(/href="([^"]+)"/g)) {
          check(locale === "hi" ? href!.replace(/^\/hi/, "") : href!, `${locale}/${summary.slug}`);
        }
      }
    }
  });
});

describe("a broken content item", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "loansetu-content-"));
    await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is left out and reported, and the rest still loads", async () => {
    const article = join(dir, "en/articles/how-emi-is-calculated.md");
    await writeFile(article, (await readFile(article, "utf8")).replace(/^readTime: 4$/m, "readTime: four"));
    const faqFile = join(dir, "en/faq/personal-loan.json");
    const faqs = JSON.parse(await readFile(faqFile, "utf8"));
    faqs[1].tags = [];
    await writeFile(faqFile, JSON.stringify(faqs));

    const { store, problems } = await loadContent(pathToFileURL(`${dir}/`));
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: "en/articles/how-emi-is-calculated.md", message: expect.stringContaining("readTime") },
        { file: "en/faq/personal-loan.json[1]", message: expect.stringContaining("tags") },
        // The Hindi translation lost its original.
        { file: "hi/articles/how-emi-is-calculated.md", message: "no English original" },
      ]),
    );
    expect(store.articles.en.some((a) => a.slug === "how-emi-is-calculated")).toBe(false);
    expect(store.articles.en.length).toBeGreaterThan(15);
    expect(store.faqs.en["personal-loan"].some((f) => f.id === "pl-2")).toBe(false);
  });
});

describe("Markdown rendering", () => {
  it("gives every heading an id and lists the ## headings for 'On this Page'", () => {
    const { html, headings, sections } = renderArticle(
      "Intro text.\n\n## What is EMI?\n\nText.\n\n### Detail\n\nMore.\n\n## What is EMI?\n\nAgain.",
      "en",
    );
    expect(headings).toEqual([
      { id: "what-is-emi", text: "What is EMI?", level: 2 },
      { id: "what-is-emi-2", text: "What is EMI?", level: 2 },
    ]);
    expect(html).toContain('<h2 id="what-is-emi">What is EMI?</h2>');
    expect(html).toContain('<h3 id="detail">Detail</h3>');
    expect(sections.map((s) => s.id)).toEqual(["", "what-is-emi", "what-is-emi-2"]);
    expect(sections[1]!.text).toBe("Text. Detail More.");
  });

  it("keeps Hindi letters in ids, prefixes site links for Hindi and escapes raw HTML", () => {
    expect(slugify("EMI का फॉर्मूला")).toBe("emi-का-फॉर्मूला");
    expect(localizeHref("/resources/x", "hi")).toBe("/hi/resources/x");
    expect(localizeHref("/", "hi")).toBe("/hi");
    expect(localizeHref("https://rbi.org.in", "hi")).toBe("https://rbi.org.in");
    const { html } = renderArticle(
      "See [the guide](/resources/x) and [RBI](https://rbi.org.in).\n\n<script>alert(1)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |",
      "hi",
    );
    expect(html).toContain('<a href="/hi/resources/x">the guide</a>');
    expect(html).toContain('<a href="https://rbi.org.in" rel="noopener noreferrer">RBI</a>');
    expect(html).not.toContain("<script>");
    expect(html).toContain('<div class="table-wrap" role="region" aria-label="तालिका" tabindex="0"><table>');
    expect(htmlToText("<p>a &amp; b</p><p>c</p>")).toBe("a & b c");
  });
});

describe("the content service", () => {
  it("finds articles by metaTitle substring, ignoring case; an empty query finds none (spec §5)", () => {
    const hits = service.searchArticles("en", "emi");
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.metaTitle.toLowerCase()).toContain("emi");
    expect(service.searchArticles("en", "CREDIT SCORE").map((a) => a.slug)).toContain("credit-score-basics");
    expect(service.searchArticles("en", "")).toEqual([]);
    expect(service.searchArticles("en", "   ")).toEqual([]);
    expect(service.searchArticles("en", "zzzz-nothing")).toEqual([]);
    expect(service.searchArticles("hi", "EMI").every((a) => a.locale === "hi")).toBe(true);
  });

  it("recommends every other article, same category first", () => {
    const list = service.recommendations("en", "credit-score-basics");
    expect(list).toHaveLength(service.articles("en").length - 1);
    expect(list.map((a) => a.slug)).not.toContain("credit-score-basics");
    const sameCategory = list.filter((a) => a.category === "credit-score").length;
    expect(list.slice(0, sameCategory).every((a) => a.category === "credit-score")).toBe(true);
  });

  it("filters FAQs by category and tag, at most 100", () => {
    const all = service.faqs("en");
    expect(all.length).toBeGreaterThanOrEqual(70);
    expect(all.length).toBeLessThanOrEqual(DISPLAY.faqPageMax);
    const docs = service.faqs("en", { category: "personal-loan", tag: "documents" });
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((f) => f.set === "personal-loan" && f.tags.includes("documents"))).toBe(true);
    expect(service.faqTags("en", "personal-loan")).toEqual([
      "eligibility",
      "documents",
      "interest-and-fees",
      "repayment",
    ]);
  });

  it("indexes articles and FAQs in both languages with MiniSearch", () => {
    const hits = service.search("how is EMI calculated", "en", 5);
    expect(hits[0]).toMatchObject({ kind: "article", locale: "en" });
    expect(hits.some((h) => h.path.startsWith("/resources/how-emi-is-calculated"))).toBe(true);
    expect(hits[0]!.text.length).toBeGreaterThan(40);

    const faqHit = service.search("NA NH credit report", "en", 5).find((h) => h.kind === "faq");
    expect(faqHit?.path).toBe("/cibil-score#faq-cs-5");

    // Hindi, typed without the nukta: फ़ायदा → फायदा.
    expect(service.search("क्रेडिट स्कोर", "hi", 3).every((h) => h.locale === "hi")).toBe(true);
    expect(service.search("क्रेडिट स्कोर", "hi", 3).length).toBe(3);
    expect(normalizeTerm("फ़ायदा")).toBe(normalizeTerm("फायदा"));
    expect(normalizeTerm("the")).toBeNull();
  });

  it("suggests one entry per page as the visitor types, the last word as a prefix", () => {
    const suggestions = service.suggest("credit sco", "en", 6);
    expect(suggestions.length).toBeGreaterThan(1);
    expect(new Set(suggestions.map((s) => s.path)).size).toBe(suggestions.length);
    expect(suggestions.some((s) => s.path === "/resources/credit-score-basics")).toBe(true);
    expect(service.suggest("", "en")).toEqual([]);
    expect(service.suggest("balanse transfer", "en")[0]?.path).toBe(
      "/resources/personal-loan-balance-transfer",
    );
  });

  it("lists every public page for the sitemap", () => {
    const paths = service.publicPaths();
    const byPath = new Map(paths.map((p) => [p.path, p.locales]));
    expect(byPath.get("/resources")).toEqual(["en", "hi"]);
    expect(byPath.get("/resources/faq/green-loan")).toEqual(["en", "hi"]);
    expect(byPath.get("/resources/how-emi-is-calculated")).toEqual(["en", "hi"]);
    expect(byPath.get("/resources/spot-loan-app-fraud")).toEqual(["en"]);
    expect(byPath.get("/cibil-score-check")).toEqual(["en", "hi"]);
    expect(byPath.get("/experian-score")).toEqual(["en", "hi"]);
  });

  it("paginates and clamps the page", () => {
    const list = Array.from({ length: 13 }, (_, i) => i);
    expect(paginate(list, 1, 6)).toMatchObject({
      items: [0, 1, 2, 3, 4, 5],
      page: 1,
      pageCount: 3,
      total: 13,
    });
    expect(paginate(list, 3, 6).items).toEqual([12]);
    expect(paginate(list, 9, 6).page).toBe(3);
    expect(paginate(list, Number.NaN, 6).page).toBe(1);
    expect(paginate([], 2, 6)).toMatchObject({ items: [], page: 1, pageCount: 1 });
  });
});
