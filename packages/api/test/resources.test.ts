import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

describe.each(ENGINES)("resources API on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    ({ database, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await api.request(path, { headers });
    return { res, body: res.status === 304 ? null : await res.json() };
  };

  it("suggests articles and FAQs as the visitor types, in the visitor's language", async () => {
    const { res, body } = await get("/api/resources/suggest?q=balance%20tra&lang=en");
    expect(res.status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.query).toBe("balance tra");
    expect(body.data.suggestions[0]).toEqual({
      kind: "article",
      title: expect.stringMatching(/balance transfer/i),
      path: "/resources/personal-loan-balance-transfer",
    });
    const hindi = await get(`/api/resources/suggest?q=${encodeURIComponent("क्रेडिट")}&lang=hi&limit=3`);
    expect(hindi.body.data.suggestions).toHaveLength(3);
    expect(hindi.body.data.suggestions[0].title).toMatch(/[\u0900-\u097F]/);
    expect((await get("/api/resources/suggest?q=&lang=en")).body.data.suggestions).toEqual([]);
  });

  it("answers with Cache-Control and an ETag, and 304 when the ETag still matches", async () => {
    const first = await get("/api/resources/suggest?q=emi&lang=en");
    expect(first.res.headers.get("cache-control")).toMatch(/^public, max-age=600/);
    const tag = first.res.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await get("/api/resources/suggest?q=emi&lang=en", { "if-none-match": tag! });
    expect(again.res.status).toBe(304);
  });

  it("rejects bad input with a 400 envelope, never a 500", async () => {
    const long = await get(`/api/resources/suggest?q=${"a".repeat(101)}`);
    expect(long.res.status).toBe(400);
    expect(long.body).toMatchObject({
      status: false,
      code: "VALIDATION_FAILED",
      message: "Please type a shorter search.",
    });
    expect((await get("/api/resources/suggest?q=emi&lang=fr")).res.status).toBe(400);
    expect((await get("/api/resources/faq?category=home-loan")).res.status).toBe(400);
    expect((await get("/api/resources/credit-score-guide?bureau=nobody")).res.status).toBe(400);
  });

  it("searches metaTitle by substring ignoring case, 6 a page; an empty query returns nothing (§5)", async () => {
    const { body } = await get("/api/resources/search?blog=LOAN&lang=en");
    expect(body.data.total).toBeGreaterThan(6);
    expect(body.data.items).toHaveLength(6);
    expect(body.data.pageCount).toBe(Math.ceil(body.data.total / 6));
    for (const item of body.data.items) expect(item.metaTitle.toLowerCase()).toContain("loan");
    const page2 = await get("/api/resources/search?blog=LOAN&lang=en&page=2");
    expect(page2.body.data.page).toBe(2);
    const empty = await get("/api/resources/search?blog=&lang=en");
    expect(empty.body.data).toMatchObject({ items: [], total: 0 });
  });

  it("lists articles, serves one with its headings and recommendations, 404 for a missing one", async () => {
    const list = await get("/api/resources/articles?lang=hi");
    expect(list.body.data.total).toBeGreaterThanOrEqual(8);
    const { body } = await get("/api/resources/articles/how-emi-is-calculated?lang=en");
    expect(body.data).toMatchObject({
      slug: "how-emi-is-calculated",
      author: "Team LoanSetu",
      category: "emi",
    });
    expect(body.data.html).toContain('<h2 id="what-an-emi-is-made-of">');
    expect(body.data.headings[0]).toEqual({
      id: "what-an-emi-is-made-of",
      text: "What an EMI is made of",
      level: 2,
    });
    expect(body.data.recommendations.length).toBeGreaterThan(6);
    const missing = await get("/api/resources/articles/spot-loan-app-fraud?lang=hi");
    expect(missing.res.status).toBe(404);
    expect(missing.body).toMatchObject({ status: false, code: "NOT_FOUND" });
  });

  it("filters FAQs by category and tag and lists the tags as sub-category tabs", async () => {
    const { body } = await get("/api/resources/faq?lang=en&category=used-car-loan&tag=vehicle");
    expect(body.data.tags).toContain("vehicle");
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const item of body.data.items) expect(item.tags).toContain("vehicle");
    expect(body.data.items[0].html).toMatch(/^<p>/);
  });

  it("lists no news while there is no real coverage (decision 0044: no sample press)", async () => {
    for (const view of ["desktop", "mobile"]) {
      const { body } = await get(`/api/resources/news?lang=hi&view=${view}`);
      expect(body.data.items).toEqual([]);
      expect(body.data.total).toBe(0);
      expect(body.data).not.toHaveProperty("illustrative");
    }
  });

  it("serves the credit-score guide with its 10 and 6 FAQs", async () => {
    const { body } = await get("/api/resources/credit-score-guide?lang=en&bureau=experian");
    expect(body.data.bureau).toMatchObject({ slug: "experian", name: "Experian" });
    expect(body.data.scale).toEqual({ min: 300, max: 900, goodFrom: 700 });
    expect(body.data.faqs).toHaveLength(10);
    expect(body.data.faqVisible).toBe(8);
    expect(body.data.calculatorFaqs).toHaveLength(6);
  });

  it("documents every resources endpoint in the OpenAPI document", async () => {
    const doc = await (await api.request("/api/openapi.json")).json();
    for (const path of [
      "/api/resources/suggest",
      "/api/resources/search",
      "/api/resources/articles",
      "/api/resources/articles/{slug}",
      "/api/resources/faq",
      "/api/resources/news",
      "/api/resources/credit-score-guide",
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
