import { createHash } from "node:crypto";
import { calculatorRate } from "@loansetu/domain/calculator-input";
import { typicalRate } from "@loansetu/domain/typical-rate";
import { cityExShowroomPrice } from "../data/price.ts";
import type { InterestRateRow, Lender, ProductKey } from "../data/schemas.ts";
import type { DataStore } from "../data/store.ts";

// The reference data behind the calculators (§3 "Calculator selection: city, brand, model, variant, each
// with value, text and a data list"; "Bank rate row: logo, bankname, interest, pf"), read once from
// data/ through the deps' DataStore (zod-validated, cached) and indexed for lookups. The API router and the calculator pages
// both read it from here, so a page and `GET /api/calculator` can never disagree.

/** One entry of a typeahead list, as §3 names it. */
export interface Option {
  value: number;
  text: string;
}

/** A bank rate card: the §3 row plus what the page draws the lender's badge with (full name for screen readers). */
export interface RateCard extends InterestRateRow {
  slug: string;
  name: string;
  initials: string;
  color: string;
}

export interface VariantInfo {
  id: number;
  name: string;
  modelId: number;
  makeId: number;
  /** Delhi base price, rupees. */
  basePrice: number;
}

export interface CalculatorReference {
  /** The files' `asOf` date: figures are indicative as of this day. */
  asOf: string;
  /** Changes whenever any of the data files changes: the seed of every ETag. */
  version: string;
  cities: Option[];
  brands: Option[];
  /** Models of a car brand, or undefined for an unknown makeId. */
  models(makeId: number): Option[] | undefined;
  /** Variants of a car model, or undefined for an unknown modelId. */
  variants(modelId: number): Option[] | undefined;
  city(cityId: number): Option | undefined;
  brand(makeId: number): Option | undefined;
  model(modelId: number): (Option & { makeId: number }) | undefined;
  variant(variantId: number): VariantInfo | undefined;
  /** Ex-showroom price of a variant in a city (Delhi base × the city's factor, to ₹1,000). */
  exShowroomPrice(variantId: number, cityId: number): number | undefined;
  /** The bank rate cards of a product, in display order. */
  rates(product: ProductKey): RateCard[];
  /**
   * The rate a calculator of the product opens on: the lenders' typical rate for a good score
   * (typical-rate.ts), on the interest slider's grid of tenths.
   */
  openingRate(product: ProductKey): number;
  /** Every product with a rate table, with its lowest starting rate and fee. */
  products: { product: ProductKey; lenders: number; minInterest: number; minPf: number }[];
}

const indexes = new WeakMap<DataStore, Promise<CalculatorReference>>();

/** The calculators' reference data, indexed once per data store (`deps.data`). */
export function calculatorReference(data: DataStore): Promise<CalculatorReference> {
  let indexed = indexes.get(data);
  if (!indexed) {
    indexed = build(data);
    indexes.set(data, indexed);
    // A failed read is not remembered: the next call tries again.
    indexed.catch(() => indexes.delete(data));
  }
  return indexed;
}

async function build(data: DataStore): Promise<CalculatorReference> {
  const [catalogue, rateFile, lenderFile] = await Promise.all([
    data.get("car-catalogue.json"),
    data.get("interest-rates.json"),
    data.get("lenders.json"),
  ]);
  const version = createHash("sha256")
    .update(JSON.stringify([catalogue, rateFile, lenderFile]))
    .digest("base64url")
    .slice(0, 16);
  const option = (entry: { id: number; name: string }): Option => ({ value: entry.id, text: entry.name });

  const cities = new Map(catalogue.cities.map((c) => [c.id, c]));
  const brands = new Map(catalogue.brands.map((b) => [b.id, b]));
  const models = new Map<number, Option & { makeId: number; variants: Option[] }>();
  const variants = new Map<number, VariantInfo>();
  for (const brand of catalogue.brands) {
    for (const model of brand.models) {
      models.set(model.id, { ...option(model), makeId: brand.id, variants: model.variants.map(option) });
      for (const variant of model.variants) {
        variants.set(variant.id, {
          id: variant.id,
          name: variant.name,
          modelId: model.id,
          makeId: brand.id,
          basePrice: variant.exShowroomPrice,
        });
      }
    }
  }

  const lenders = new Map<number, Lender>(lenderFile.lenders.map((l) => [l.id, l]));
  const tables = new Map(
    rateFile.interestRateTables.map((table) => [
      table.product,
      table.rows.map((row): RateCard => {
        const lender = lenders.get(row.lenderId);
        if (!lender) throw new Error(`interest-rates.json: lender ${row.lenderId} is not in lenders.json`);
        return {
          ...row,
          slug: lender.slug,
          name: lender.name,
          initials: lender.initials,
          color: lender.color,
        };
      }),
    ]),
  );

  const modelOptions = (makeId: number) => brands.get(makeId)?.models.map(option);
  return {
    asOf: catalogue.asOf,
    version,
    cities: catalogue.cities.map(option),
    brands: catalogue.brands.map(option),
    models: modelOptions,
    variants: (modelId) => models.get(modelId)?.variants,
    city: (cityId) => {
      const city = cities.get(cityId);
      return city && option(city);
    },
    brand: (makeId) => {
      const brand = brands.get(makeId);
      return brand && option(brand);
    },
    model: (modelId) => {
      const model = models.get(modelId);
      return model && { value: model.value, text: model.text, makeId: model.makeId };
    },
    variant: (variantId) => variants.get(variantId),
    exShowroomPrice: (variantId, cityId) => {
      const variant = variants.get(variantId);
      const city = cities.get(cityId);
      if (!variant || !city) return undefined;
      return cityExShowroomPrice(variant.basePrice, city.priceFactor, catalogue.pricing.roundTo);
    },
    rates: (product) => tables.get(product) ?? [],
    openingRate: (product) => calculatorRate(typicalRate(lenderFile.lenders, product)),
    products: [...tables].map(([product, rows]) => ({
      product,
      lenders: rows.length,
      minInterest: Math.min(...rows.map((r) => r.interest)),
      minPf: Math.min(...rows.map((r) => r.pf)),
    })),
  };
}
