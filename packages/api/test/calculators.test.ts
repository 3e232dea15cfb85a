import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { cityExShowroomPrice } from "../src/data/price.ts";
import { carCatalogueSchema } from "../src/data/schemas.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

const catalogue = carCatalogueSchema.parse(
  JSON.parse(readFileSync(new URL("../../../data/car-catalogue.json", import.meta.url), "utf8")),
);
const maruti = catalogue.brands.find((b) => b.slug === "maruti-suzuki")!;
const alto = maruti.models.find((m) => m.slug === "alto-k10")!;
const mumbai = catalogue.cities.find((c) => c.slug === "mumbai")!;

describe.each(ENGINES)("calculator API on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });
  beforeAll(async () => {
    ({ database, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  describe("GET /api/calculator", () => {
    it("key=city_brand answers every city and brand as value/text, dated", async () => {
      const res = await get("/api/calculator?key=city_brand");
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.status).toBe(true);
      expect(body.data.asOf).toBe(catalogue.asOf);
      expect(body.data.city).toHaveLength(catalogue.cities.length);
      expect(body.data.city.length).toBeGreaterThanOrEqual(20);
      expect(body.data.city[0]).toEqual({ value: 1, text: "Delhi" });
      expect(body.data.brand.length).toBeGreaterThanOrEqual(15);
      expect(body.data.brand).toContainEqual({ value: maruti.id, text: "Maruti Suzuki" });
      expect(body.data.model).toBeUndefined();
    });

    it("key=model lists a brand's models, key=variant a model's variants", async () => {
      const models = await (await get(`/api/calculator?key=model&makeId=${maruti.id}`)).json();
      expect(models.data.model).toEqual(maruti.models.map((m) => ({ value: m.id, text: m.name })));
      const variants = await (await get(`/api/calculator?key=variant&modelId=${alto.id}`)).json();
      expect(variants.data.variant).toEqual(alto.variants.map((v) => ({ value: v.id, text: v.name })));
    });

    it("key=price answers the variant's ex-showroom price in the city", async () => {
      const variant = alto.variants[0]!;
      const res = await get(`/api/calculator?key=price&variantId=${variant.id}&cityId=${mumbai.id}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.data.price).toEqual({
        ex_showroom_price: cityExShowroomPrice(variant.exShowroomPrice, mumbai.priceFactor),
      });
      // Delhi is the base city (factor 1): its price is the catalogue's, to the nearest ₹1,000 like every city.
      const delhi = await (await get(`/api/calculator?key=price&variantId=${variant.id}&cityId=1`)).json();
      expect(delhi.data.price.ex_showroom_price).toBe(Math.round(variant.exShowroomPrice / 1000) * 1000);
    });

    it("answers a bad or missing key with 400 and a clear message", async () => {
      for (const path of ["/api/calculator?key=brands", "/api/calculator"]) {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        expect(await res.json()).toMatchObject({
          status: false,
          code: "VALIDATION_FAILED",
          message: "key must be one of city_brand, model, variant or price.",
        });
      }
    });

    it("answers a malformed id or a missing one with 400 naming the parameter", async () => {
      const malformed = await get("/api/calculator?key=model&makeId=abc");
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).message).toBe("makeId must be a positive whole number.");
      const missing = await get(`/api/calculator?key=price&variantId=${alto.variants[0]!.id}`);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({
        message: "cityId is required when key is price.",
        errors: [{ path: "cityId", message: "cityId is required when key is price." }],
      });
      const hindi = await get("/api/calculator?key=model", { "x-locale": "hi" });
      expect((await hindi.json()).message).toBe("key model होने पर makeId देना ज़रूरी है।");
    });

    it("answers unknown ids with the 404 envelope", async () => {
      const cases: [string, string][] = [
        ["key=model&makeId=999", "No car brand has makeId 999."],
        ["key=variant&modelId=999", "No car model has modelId 999."],
        ["key=price&variantId=999&cityId=1", "No car variant has variantId 999."],
        [`key=price&variantId=${alto.variants[0]!.id}&cityId=999`, "No city has cityId 999."],
      ];
      for (const [query, message] of cases) {
        const res = await get(`/api/calculator?${query}`);
        expect(res.status, query).toBe(404);
        expect(await res.json()).toEqual({ status: false, message, code: "NOT_FOUND", errors: [] });
      }
    });

    it("is cacheable: Cache-Control, a stable ETag and 304 on If-None-Match", async () => {
      const first = await get("/api/calculator?key=city_brand");
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get("cache-control")).toContain("max-age=3600");
      expect(first.headers.get("content-type")).toContain("application/json");
      const again = await get("/api/calculator?key=city_brand");
      expect(again.headers.get("etag")).toBe(etag);
      const other = await get(`/api/calculator?key=model&makeId=${maruti.id}`);
      expect(other.headers.get("etag")).not.toBe(etag);
      const revalidated = await get("/api/calculator?key=city_brand", { "if-none-match": `W/${etag}` });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
      const stale = await get("/api/calculator?key=city_brand", { "if-none-match": '"old"' });
      expect(stale.status).toBe(200);
    });
  });

  describe("GET /api/interest-rate", () => {
    it("answers the spec's indicative used-car rates with a 1 % fee", async () => {
      const res = await get("/api/interest-rate?product=usedCar");
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.data.product).toBe("usedCar");
      expect(body.data.asOf).toBe("2026-11-01");
      expect(body.data.rows.map((r: { interest: number }) => r.interest)).toEqual([14, 15, 15.5, 15.25]);
      for (const row of body.data.rows) {
        expect(Object.keys(row).sort()).toEqual(["bankname", "interest", "logo", "pf"]);
        expect(row.pf).toBe(1);
        expect(row.logo).toMatch(/^\/images\/lenders\/[a-z-]+\.svg$/);
      }
      expect(res.headers.get("etag")).toBeTruthy();
    });

    it("answers two-wheeler rates from 10.5 %", async () => {
      const body = await (await get("/api/interest-rate?product=twoWheeler")).json();
      const rates = body.data.rows.map((r: { interest: number }) => r.interest);
      expect(Math.min(...rates)).toBe(10.5);
      expect(rates[0]).toBe(10.5);
    });

    it("answers an unknown product with 400 listing the products", async () => {
      const res = await get("/api/interest-rate?product=gold");
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^product must be one of personal, usedCar, newCar/);
    });
  });

  describe("GET /api/loans", () => {
    it("lists each product with its lowest rate, fee and lender count", async () => {
      const res = await get("/api/loans");
      expect(res.status).toBe(200);
      const body = await res.json();
      const usedCar = body.data.loans.find((l: { product: string }) => l.product === "usedCar");
      expect(usedCar).toEqual({ product: "usedCar", lenders: 4, minInterest: 14, minPf: 1 });
      const twoWheeler = body.data.loans.find((l: { product: string }) => l.product === "twoWheeler");
      expect(twoWheeler.minInterest).toBe(10.5);
      expect(res.headers.get("cache-control")).toContain("public");
      const etag = res.headers.get("etag")!;
      expect((await get("/api/loans", { "if-none-match": etag })).status).toBe(304);
    });
  });

  it("documents the three endpoints in the OpenAPI document", async () => {
    const doc = await (await get("/api/openapi.json")).json();
    for (const path of ["/api/calculator", "/api/interest-rate", "/api/loans"]) {
      expect(doc.paths[path]?.get, path).toBeTruthy();
    }
    const params = doc.paths["/api/calculator"].get.parameters.map((p: { name: string }) => p.name);
    expect(params.sort()).toEqual(["cityId", "key", "makeId", "modelId", "variantId"]);
  });
});
