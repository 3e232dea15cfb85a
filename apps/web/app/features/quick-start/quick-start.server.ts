import {
  JOURNEY_PRODUCTS,
  MAX_LOAN_AMOUNT,
  MIN_LOAN_AMOUNT,
  tenureChoices,
} from "@loansetu/domain/application";
import type { OfferLender } from "@loansetu/domain/offers";
import { typicalRate } from "@loansetu/domain/typical-rate";
import { LOAN_PRODUCTS } from "../../ui/site-nav.ts";
import type { QuickStartData } from "./quick-start.tsx";

/**
 * The quick start's figures: each journey product with the loan details step's tenures and
 * defaults, and its typical rate from the lender data. The home page offers every product; a product page
 * only its own (`only`, the journey slug).
 */
export function quickStartData(lenders: readonly OfferLender[], only?: string): QuickStartData {
  return {
    minAmount: MIN_LOAN_AMOUNT,
    maxAmount: MAX_LOAN_AMOUNT,
    products: LOAN_PRODUCTS.flatMap((p) => {
      const product = JOURNEY_PRODUCTS.find((j) => j.slug === p.apply);
      return product && (only === undefined || only === p.apply)
        ? [
            {
              apply: p.apply,
              key: p.key,
              rate: typicalRate(lenders, product.key),
              tenures: tenureChoices(product.tenure),
              defaultTenure: product.tenure.default,
              defaultAmount: product.defaultAmount,
            },
          ]
        : [];
    }),
  };
}
