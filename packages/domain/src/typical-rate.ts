// The home page's quick start: the EMI "at a typical rate" for a loan type. The typical rate is
// the median of the lenders' lowest rates for the best credit band (the rate a good applicant can expect
// to be offered by a middling lender), so one very cheap or very dear lender does not move it.

/** A lender's yearly rate range per credit band, as data/lenders.json gives it ([min, max] in percent). */
export type RateBands = Readonly<Record<string, readonly [number, number] | undefined>>;

export type LenderRates = {
  readonly products: Readonly<Record<string, { readonly interestRateByBand: RateBands } | undefined>>;
};

/** The credit band whose lowest rates the typical rate is taken from (score 750 to 900). */
export const TYPICAL_RATE_BAND = "750-900";

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The typical yearly rate (percent, to two decimals) of a product: the median of the lowest rate each
 * lender serving the product quotes for `band`; null when no lender quotes one.
 */
export function typicalRate(
  lenders: readonly LenderRates[],
  product: string,
  band: string = TYPICAL_RATE_BAND,
): number | null {
  const lowest = lenders.flatMap((lender) => {
    const range = lender.products[product]?.interestRateByBand[band];
    return range ? [range[0]] : [];
  });
  const middle = median(lowest);
  return middle === null ? null : Math.round(middle * 100) / 100;
}
