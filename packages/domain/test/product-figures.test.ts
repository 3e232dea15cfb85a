import { describe, expect, it } from "vitest";
import { type FigureLender, productFigures } from "../src/product-figures.ts";

const product = (bands: Record<string, [number, number]>, maxMonths: number) => ({
  interestRateByBand: bands,
  tenureMonths: { min: 12, max: maxMonths },
});

describe("a loan type's rates from / tenure up to", () => {
  const lenders: FigureLender[] = [
    { products: { personal: product({ "750-900": [11, 15], "700-749": [12, 17] }, 60) } },
    {
      products: {
        personal: product({ "700-749": [10.75, 16] }, 48),
        newCar: product({ "750-900": [8.4, 10] }, 84),
      },
    },
    { products: {} },
  ];

  it("takes the lowest rate of any band any lender serves and the longest tenure", () => {
    expect(productFigures(lenders, "personal")).toEqual({
      rateFromPercent: 10.75,
      tenureUpToMonths: 60,
      tenureUpToYears: 5,
    });
    expect(productFigures(lenders, "newCar")).toEqual({
      rateFromPercent: 8.4,
      tenureUpToMonths: 84,
      tenureUpToYears: 7,
    });
  });

  it("rounds the years down to a tenth, never promising more than a lender gives", () => {
    const odd: FigureLender[] = [{ products: { ev: product({ "750-900": [9, 12] }, 66) } }];
    expect(productFigures(odd, "ev")?.tenureUpToYears).toBe(5.5);
    const thirds: FigureLender[] = [{ products: { ev: product({ "750-900": [9, 12] }, 62) } }];
    expect(productFigures(thirds, "ev")?.tenureUpToYears).toBe(5.1);
  });

  it("is null when no lender offers the product or none serves a band", () => {
    expect(productFigures(lenders, "business")).toBeNull();
    expect(productFigures([{ products: { business: product({}, 60) } }], "business")).toBeNull();
    expect(productFigures([], "personal")).toBeNull();
  });
});
