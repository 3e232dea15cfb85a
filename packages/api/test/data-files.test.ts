import { readFileSync } from "node:fs";
import { BADGE_MIN_CONTRAST, badgeInk, contrastRatio, lenderBadgeSvg } from "@loansetu/domain/lender-badge";
import { describe, expect, it } from "vitest";
import { cityExShowroomPrice } from "../src/data/price.ts";
import {
  CREDIT_BANDS,
  carCatalogueSchema,
  citiesFileSchema,
  interestRatesFileSchema,
  lendersFileSchema,
  newsFileSchema,
  PRODUCT_KEYS,
  ROI_MAX,
  siteSchema,
} from "../src/data/schemas.ts";

const AS_OF = "2026-11-01";

function read(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../data/${name}`, import.meta.url), "utf8"));
}

const catalogue = carCatalogueSchema.parse(read("car-catalogue.json"));
const lendersFile = lendersFileSchema.parse(read("lenders.json"));
const rates = interestRatesFileSchema.parse(read("interest-rates.json"));
const citiesFile = citiesFileSchema.parse(read("cities.json"));
const site = siteSchema.parse(read("site.json"));
const news = newsFileSchema.parse(read("news.json"));

const files = { catalogue, lendersFile, rates, citiesFile, site, news };
const lenders = lendersFile.lenders;
const lenderById = new Map(lenders.map((l) => [l.id, l]));
const tableFor = (product: string) => {
  const table = rates.interestRateTables.find((t) => t.product === product);
  if (!table) throw new Error(`no rate table for ${product}`);
  return table;
};
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe("reference data files", () => {
  it("are dated and marked indicative", () => {
    for (const [name, file] of Object.entries(files)) {
      expect(file.asOf, name).toBe(AS_OF);
      // The news file holds real coverage only, so it has nothing indicative to mark.
      if (file !== news) expect(file.note.toLowerCase(), name).toMatch(/indicative|stand-ins/);
    }
    for (const file of [catalogue, lendersFile, rates, citiesFile]) {
      expect(file.note).toMatch(/not an offer/);
    }
  });
});

describe("car catalogue", () => {
  const models = catalogue.brands.flatMap((b) => b.models);
  const variants = models.flatMap((m) => m.variants);
  const twModels = catalogue.twoWheelerBrands.flatMap((b) => b.models);

  it("has at least 15 brands, 60 models with 2-4 variants and 20 priced cities", () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(15);
    expect(models.length).toBeGreaterThanOrEqual(60);
    for (const m of models) {
      expect(m.variants.length).toBeGreaterThanOrEqual(2);
      expect(m.variants.length).toBeLessThanOrEqual(4);
    }
    expect(catalogue.cities.length).toBeGreaterThanOrEqual(20);
    for (const c of catalogue.cities) expect(c.priceFactor).toBeGreaterThan(0);
  });

  it("has at least 6 two-wheeler makers and about 20 models including EVs", () => {
    expect(catalogue.twoWheelerBrands.length).toBeGreaterThanOrEqual(6);
    expect(twModels.length).toBeGreaterThanOrEqual(18);
    expect(twModels.some((m) => m.variants.some((v) => v.fuel === "electric"))).toBe(true);
    expect(twModels.some((m) => m.bodyType === "scooter")).toBe(true);
    expect(twModels.some((m) => m.bodyType === "motorcycle")).toBe(true);
  });

  it("covers fuels, transmissions and used-car models", () => {
    const fuels = new Set<string>(variants.map((v) => v.fuel));
    for (const f of ["petrol", "diesel", "cng", "electric", "hybrid"]) expect(fuels.has(f), f).toBe(true);
    expect(variants.some((v) => v.transmission === "manual")).toBe(true);
    expect(variants.some((v) => v.transmission === "automatic")).toBe(true);
    expect(models.filter((m) => m.used).length).toBeGreaterThanOrEqual(60);
    for (const m of [...models, ...twModels]) expect(m.modelImage).toMatch(/placeholder\.svg$/);
  });

  it("has unique ids and slugs", () => {
    const allBrands = [...catalogue.brands, ...catalogue.twoWheelerBrands];
    const allModels = [...models, ...twModels];
    expect(unique(catalogue.cities.map((c) => c.id))).toBe(true);
    expect(unique(catalogue.cities.map((c) => c.slug))).toBe(true);
    expect(unique(allBrands.map((b) => b.id))).toBe(true);
    expect(unique(allBrands.map((b) => b.slug))).toBe(true);
    expect(unique(allModels.map((m) => m.id))).toBe(true);
    expect(unique(allModels.flatMap((m) => m.variants.map((v) => v.id)))).toBe(true);
    for (const b of allBrands) expect(unique(b.models.map((m) => m.slug)), b.slug).toBe(true);
    for (const m of allModels) expect(unique(m.variants.map((v) => v.slug)), m.slug).toBe(true);
  });

  it("has plausible prices (cars ₹3.5 lakh to ₹1 crore, two-wheelers ₹50,000 to ₹2.5 lakh)", () => {
    for (const v of variants) {
      expect(v.exShowroomPrice).toBeGreaterThanOrEqual(350_000);
      expect(v.exShowroomPrice).toBeLessThanOrEqual(10_000_000);
    }
    for (const v of twModels.flatMap((m) => m.variants)) {
      expect(v.exShowroomPrice).toBeGreaterThanOrEqual(50_000);
      expect(v.exShowroomPrice).toBeLessThanOrEqual(250_000);
    }
  });

  it("prices a variant per city as round(base × factor) to the nearest ₹1,000", () => {
    expect(cityExShowroomPrice(578_900, 1)).toBe(579_000);
    expect(cityExShowroomPrice(578_900, 1.02)).toBe(590_000);
    expect(cityExShowroomPrice(369_500, 1)).toBe(370_000);
    for (const city of catalogue.cities) {
      for (const v of variants) {
        const price = cityExShowroomPrice(v.exShowroomPrice, city.priceFactor, catalogue.pricing.roundTo);
        expect(price % 1000).toBe(0);
        expect(Math.abs(price - v.exShowroomPrice * city.priceFactor)).toBeLessThanOrEqual(500);
      }
    }
  });

  it("prices only cities that are in cities.json, with the same ids", () => {
    const bySlug = new Map(citiesFile.cities.map((c) => [c.slug, c]));
    for (const c of catalogue.cities) {
      expect(bySlug.get(c.slug)?.id, c.slug).toBe(c.id);
      expect(bySlug.get(c.slug)?.name, c.slug).toBe(c.name);
    }
  });
});

describe("lenders", () => {
  it("has at least 12 regulated lenders with unique ids, slugs and contacts", () => {
    expect(lenders.length).toBeGreaterThanOrEqual(12);
    expect(unique(lenders.map((l) => l.id))).toBe(true);
    expect(unique(lenders.map((l) => l.slug))).toBe(true);
    expect(lenders.some((l) => l.rbiRegistrationType === "Scheduled Commercial Bank")).toBe(true);
    expect(lenders.some((l) => l.rbiRegistrationType === "NBFC-ICC")).toBe(true);
    for (const l of lenders) {
      expect(l.logo).toBe(`/images/lenders/${l.slug}.svg`);
      expect(l.grievanceOfficer.designation.length).toBeGreaterThan(0);
      expect(l.customerFeedbackLink.startsWith("https://")).toBe(true);
      expect(l.privacyPolicyLink.startsWith("https://")).toBe(true);
    }
  });

  it("draws every badge's initials at AA contrast on the lender's colour (≥ 4.5:1, normal-size text)", () => {
    for (const l of lenders) {
      expect(contrastRatio(badgeInk(l.color), l.color), `${l.slug} ${l.color}`).toBeGreaterThanOrEqual(
        BADGE_MIN_CONTRAST,
      );
    }
  });

  it("serves each lender's `logo` file drawn by the same rules as the page badge", () => {
    for (const l of lenders) {
      const file = readFileSync(new URL(`../../../apps/web/public${l.logo}`, import.meta.url), "utf8");
      expect(file, l.slug).toBe(lenderBadgeSvg(l));
    }
  });

  it("keeps every rate range within the 0-30 % ROI cap with min ≤ max", () => {
    let ranges = 0;
    for (const l of lenders) {
      for (const product of Object.values(l.products)) {
        for (const band of CREDIT_BANDS) {
          const range = product.interestRateByBand[band];
          if (!range) continue;
          ranges += 1;
          expect(range[0]).toBeGreaterThanOrEqual(0);
          expect(range[1]).toBeLessThanOrEqual(ROI_MAX);
          expect(range[0]).toBeLessThanOrEqual(range[1]);
        }
        expect(product.processingFee.minRupees).toBeLessThanOrEqual(product.processingFee.maxRupees);
        expect(product.tenureMonths.min).toBeLessThanOrEqual(product.tenureMonths.max);
      }
    }
    expect(ranges).toBeGreaterThan(200);
  });

  it("offers every product through at least three lenders", () => {
    expect(lendersFile.products).toEqual([...PRODUCT_KEYS]);
    for (const product of PRODUCT_KEYS) {
      expect(lenders.filter((l) => l.products[product]).length, product).toBeGreaterThanOrEqual(3);
    }
  });

  it("follows the spec's eligibility floors (age 21 personal and used car, 18 two-wheeler, income ≥ ₹10,000)", () => {
    for (const l of lenders) {
      if (l.products.personal) expect(l.products.personal.minAge).toBeGreaterThanOrEqual(21);
      if (l.products.usedCar) expect(l.products.usedCar.minAge).toBeGreaterThanOrEqual(21);
      if (l.products.twoWheeler) expect(l.products.twoWheeler.minAge).toBeGreaterThanOrEqual(18);
      if (l.products.refinance) expect(l.products.refinance.minEmisPaid).toBeGreaterThanOrEqual(12);
      for (const p of Object.values(l.products)) expect(p.minNetMonthlyIncome).toBeGreaterThanOrEqual(10_000);
    }
  });
});

describe("interest rate tables", () => {
  it("has a table for every product with rows matching the lender data", () => {
    expect(rates.interestRateTables.map((t) => t.product).sort()).toEqual([...PRODUCT_KEYS].sort());
    for (const table of rates.interestRateTables) {
      for (const row of table.rows) {
        const lender = lenderById.get(row.lenderId);
        expect(lender, `${table.product} lender ${row.lenderId}`).toBeDefined();
        const product = lender?.products[table.product];
        expect(product, `${lender?.slug} offers ${table.product}`).toBeDefined();
        expect(row.bankname).toBe(lender?.shortName);
        expect(row.logo).toBe(lender?.logo);
        expect(row.interest).toBe(product?.interestRateByBand["750-900"][0]);
        expect(row.pf).toBe(product?.processingFee.percent);
        expect(row.interest).toBeLessThanOrEqual(ROI_MAX);
      }
    }
  });

  it("shows the spec's indicative used-car bank rates: 14, 15, 15.5, 15.25 % with a 1 % fee", () => {
    const rows = tableFor("usedCar").rows;
    expect(rows.map((r) => r.interest).sort((a, b) => a - b)).toEqual([14, 15, 15.25, 15.5]);
    for (const r of rows) expect(r.pf).toBe(1);
  });

  it("shows two-wheeler rates from 10.5 % a year, and no two-wheeler product below it", () => {
    expect(Math.min(...tableFor("twoWheeler").rows.map((r) => r.interest))).toBe(10.5);
    for (const l of lenders) {
      const tw = l.products.twoWheeler;
      if (tw) expect(tw.interestRateByBand["750-900"][0]).toBeGreaterThanOrEqual(10.5);
    }
  });

  it("matches the personal loan city text: from 11 % a year, up to 5 years", () => {
    expect(Math.min(...tableFor("personal").rows.map((r) => r.interest))).toBe(11);
    for (const l of lenders) {
      const pl = l.products.personal;
      if (!pl) continue;
      expect(pl.interestRateByBand["750-900"][0]).toBeGreaterThanOrEqual(11);
      expect(pl.tenureMonths.max).toBeLessThanOrEqual(60);
    }
  });
});

describe("cities", () => {
  it("lists cities with Hindi names and per-product availability", () => {
    expect(citiesFile.cities.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(citiesFile.products).sort()).toEqual([...PRODUCT_KEYS].sort());
    const { refinance, personal, usedCar } = citiesFile.products;
    expect(refinance.length).toBeGreaterThanOrEqual(21);
    expect(refinance.length).toBeLessThanOrEqual(23);
    expect(personal.length).toBeGreaterThanOrEqual(24);
    expect(personal.length).toBeLessThanOrEqual(26);
    expect(usedCar.length).toBeGreaterThanOrEqual(19);
    expect(usedCar.length).toBeLessThanOrEqual(21);
  });
});

describe("site and news", () => {
  it("names the company and its grievance contact, and lists which facts are placeholders", () => {
    expect(site.grievanceOfficer.email).toBe("grievance@loansetu.in");
    expect(site.support.email).toBe("support@loansetu.in");
    expect(site.placeholders).toContain("company.cin");
    expect(site.placeholders).toContain("company.registeredAddress");
    // Decision 0044: platform figures come from the database only, never from a data file.
    expect(site).not.toHaveProperty("platformStats");
  });

  it("holds real press coverage only: no sample items, no example.com links", () => {
    expect(JSON.stringify(news)).not.toMatch(/example\.com|illustrative/i);
    expect(unique(news.news.map((n) => n.id))).toBe(true);
    for (const item of news.news) expect(item.date <= AS_OF).toBe(true);
    const sample = {
      id: 1,
      name: "A Paper",
      date: "2026-10-01",
      content: "LoanSetu news",
      contentHi: "LoanSetu समाचार",
      url: "https://example.com/press/1",
      imgname: "/images/news/placeholder.svg",
      gtmAction: "media_click_a_paper",
    };
    expect(newsFileSchema.safeParse({ ...news, news: [sample] }).success).toBe(false);
  });
});
