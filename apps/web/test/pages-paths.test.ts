import { readFileSync } from "node:fs";
import { lendersFileSchema, productPagesFileSchema } from "@loansetu/api/data/schemas";
import { describe, expect, it } from "vitest";
import {
  BANK_PAGE_SLUGS,
  bankPagePath,
  CITY_PRODUCTS,
  PRODUCT_PAGE_SLUGS,
  parseBankPath,
} from "../app/features/pages/paths.ts";

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../data/${name}`, import.meta.url), "utf8"));
const lenders = lendersFileSchema.parse(read("lenders.json"));
const pages = productPagesFileSchema.parse(read("product-pages.json"));

describe("marketing page addresses match the data", () => {
  it("every product page slug has content, and all content has a page", () => {
    expect(pages.pages.map((p) => p.slug).sort()).toEqual([...PRODUCT_PAGE_SLUGS].sort());
  });

  it("every lender with a personal loan has bank pages, and only those", () => {
    const withPersonal = lenders.lenders.filter((l) => l.products.personal).map((l) => l.slug);
    expect([...BANK_PAGE_SLUGS].sort()).toEqual(withPersonal.sort());
  });

  it("city products are product pages", () => {
    for (const slug of Object.keys(CITY_PRODUCTS)) expect(PRODUCT_PAGE_SLUGS).toContain(slug);
  });

  it("bank paths parse back to their bank and kind, the longest kind first", () => {
    expect(parseBankPath(bankPagePath("hdfc-bank", "personal-loan-interest-rate"))).toEqual({
      bank: "hdfc-bank",
      kind: "personal-loan-interest-rate",
    });
    expect(parseBankPath("/hdfc-bank-personal-loan")).toEqual({ bank: "hdfc-bank", kind: "personal-loan" });
    expect(parseBankPath("/no-such-bank-personal-loan")).toBeUndefined();
    expect(parseBankPath("/hdfc-bank-car-loan")).toBeUndefined();
  });

  it("Hindi page texts are in Hindi: no English words beyond brand names and abbreviations", () => {
    const allowed = /LoanSetu|EMI|PAN|KYC|GST|RBI|NBFC|EV|APR|\d[\d,.%₹]*/g;
    const leaves = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(leaves)
          : [];
    const english = pages.pages
      .flatMap((p) => leaves(p.hi))
      .filter((text) => /[A-Za-z]{3,}/.test(text.replace(allowed, "")));
    expect(english).toEqual([]);
  });
});
