import { readFileSync } from "node:fs";
import { loadContent } from "@loansetu/api/content/load";
import { ARTICLE_CATEGORIES, FAQ_CATEGORIES, FAQ_SETS } from "@loansetu/api/content/schemas";
import { describe, expect, it } from "vitest";

// The resources pages turn content slugs (article categories, FAQ categories and tags) into labels from
// the `learn` catalogue: every slug the content uses needs a label, or a page would show the raw key.
const catalog = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../app/i18n/messages/${lang}/learn.json`, import.meta.url), "utf8"));

describe("learn catalogue labels for content slugs", () => {
  it.each(["en", "hi"])(
    "%s has a label for every article category, FAQ category and FAQ tag",
    async (lang) => {
      const messages = catalog(lang);
      const { store } = await loadContent();
      const tags = new Set(
        (["en", "hi"] as const).flatMap((l) =>
          FAQ_SETS.flatMap((set) => store.faqs[l][set].flatMap((f) => f.tags)),
        ),
      );
      expect(ARTICLE_CATEGORIES.filter((c) => !messages.categories[c])).toEqual([]);
      expect(FAQ_CATEGORIES.filter((c) => !messages.faq.categories[c])).toEqual([]);
      expect([...tags].filter((t) => !messages.faq.tags[t])).toEqual([]);
    },
  );
});
