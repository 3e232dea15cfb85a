import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { expandQuery } from "../src/content/query-synonyms.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

interface Summary {
  slug: string;
  metaTitle: string;
  locale: string;
}
interface SearchData {
  items: Summary[];
  total: number;
  alsoMentioned: Summary[];
}

// The article search found titles only ("credit score improve" → 0, "emi kaise" → 0).
describe.each(ENGINES)("article search beyond titles on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    ({ database, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  const search = async (blog: string, lang: "en" | "hi"): Promise<SearchData> => {
    const res = await api.request(`/api/resources/search?blog=${encodeURIComponent(blog)}&lang=${lang}`);
    expect(res.status).toBe(200);
    return (await res.json()).data;
  };
  const slugs = (list: Summary[]) => list.map((a) => a.slug);

  it.each([
    ["credit score improve", "en", "how-to-improve-credit-score"],
    ["credit score improve", "hi", "how-to-improve-credit-score"],
    ["emi kaise", "en", "how-emi-is-calculated"],
    ["emi kaise", "hi", "how-emi-is-calculated"],
    ["cibil kaise badhaye", "hi", "how-to-improve-credit-score"],
    ["किस्त", "en", "how-emi-is-calculated"],
  ] as const)("“%s” in %s finds %s among the articles that mention it", async (query, lang, slug) => {
    const data = await search(query, lang);
    expect(slugs(data.alsoMentioned)).toContain(slug);
    for (const article of data.alsoMentioned) expect(article.locale).toBe(lang);
  });

  it("keeps the spec's title matches first, unchanged, and does not repeat them in the second group", async () => {
    const data = await search("EMI", "en");
    expect(data.total).toBeGreaterThan(0);
    for (const article of data.items) expect(article.metaTitle.toLowerCase()).toContain("emi");
    const all = await search("emi", "en");
    expect(all.total).toBe(data.total);
    for (const article of data.alsoMentioned) expect(article.metaTitle.toLowerCase()).not.toContain("emi");
    expect(data.alsoMentioned.length).toBeGreaterThan(0);
    expect(data.alsoMentioned.length).toBeLessThanOrEqual(6);
  });

  it("finds nothing for an empty query or a word no article has", async () => {
    expect(await search("", "en")).toMatchObject({ items: [], total: 0, alsoMentioned: [] });
    expect(await search("  ", "hi")).toMatchObject({ items: [], total: 0, alsoMentioned: [] });
    expect(await search("zzqx", "hi")).toMatchObject({ items: [], total: 0, alsoMentioned: [] });
  });

  it("leaves the chatbot's retrieval as it was (title words still rank first there)", async () => {
    const res = await api.request("/api/resources/suggest?q=balance%20tra&lang=en");
    expect((await res.json()).data.suggestions[0].path).toBe("/resources/personal-loan-balance-transfer");
  });
});

describe("the query word table", () => {
  it("reads Hinglish, romanised Hindi and Hindi words as one idea, phrases before words", () => {
    expect(expandQuery("Credit Score kaise")).toEqual([
      expect.arrayContaining(["credit score", "cibil", "क्रेडिट स्कोर"]),
      expect.arrayContaining(["how", "कैसे"]),
    ]);
    expect(expandQuery("byaj dar")).toEqual([
      expect.arrayContaining(["interest", "ब्याज"]),
      expect.arrayContaining(["rate", "दर"]),
    ]);
    expect(expandQuery("गाड़ी zzqx")).toEqual([expect.arrayContaining(["car", "gaadi"]), ["zzqx"]]);
    expect(expandQuery("")).toEqual([]);
  });
});
