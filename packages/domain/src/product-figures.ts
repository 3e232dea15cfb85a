import type { CreditBand } from "./offers.ts";

/** What a product card needs of a lender product in `data/lenders.json`. */
export type FigureLenderProduct = {
  readonly interestRateByBand: Readonly<Partial<Record<CreditBand, readonly [number, number]>>>;
  readonly tenureMonths: { readonly min: number; readonly max: number };
};

export type FigureLender = {
  readonly products: Readonly<Partial<Record<string, FigureLenderProduct>>>;
};

/** The two figures people compare loan types by: the lowest rate offered and the longest tenure. */
export type ProductFigures = {
  /** The lowest rate (% a year) any lender offers the product at, in any credit band it serves. */
  readonly rateFromPercent: number;
  /** The longest tenure any lender offers, in months. */
  readonly tenureUpToMonths: number;
  /** That tenure in years, rounded down to a tenth so the card never promises more than a lender gives. */
  readonly tenureUpToYears: number;
};

/**
 * A loan type's "rates from X % a year" and "tenure up to N years" across every lender that offers it
 * (the lowest end of any band's range before income discounts, as the rate tables show it); `null` when no
 * lender offers the product or none serves a credit band.
 */
export function productFigures(lenders: readonly FigureLender[], product: string): ProductFigures | null {
  let rate = Number.POSITIVE_INFINITY;
  let months = 0;
  for (const lender of lenders) {
    const offered = lender.products[product];
    if (!offered) continue;
    const lows = Object.values(offered.interestRateByBand).map((range) => range[0]);
    if (lows.length === 0) continue;
    rate = Math.min(rate, ...lows);
    months = Math.max(months, offered.tenureMonths.max);
  }
  if (months === 0) return null;
  return {
    rateFromPercent: rate,
    tenureUpToMonths: months,
    tenureUpToYears: Math.floor((months / 12) * 10 + 1e-9) / 10,
  };
}
