import { describe, expect, it } from "vitest";
import { createPageStore, PAGE_SLUGS } from "../src/pages/page-store.ts";

describe("legal and programme pages", () => {
  const store = createPageStore();
  it.each(PAGE_SLUGS.flatMap((slug) => [[slug, "en"] as const, [slug, "hi"] as const]))(
    "%s (%s) loads, validates and renders",
    async (slug, locale) => {
      const page = await store.get(slug, locale);
      expect(page.slug).toBe(slug);
      expect(page.html).toContain("<h2");
      expect(page.html).not.toContain("<script");
      if (locale === "hi") expect(page.html).not.toMatch(/href="\/(?!hi\/|\/)/);
    },
  );
});
