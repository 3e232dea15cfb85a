import { LOAN_PRODUCTS } from "../../ui/site-nav.ts";
import { journeyHref } from "../calculators/journey-href.ts";

/** The query parameters the quick start sends (the journey's loader reads them, see loanPrefill). */
export const QUICK_START_PARAMS = { product: "product", amount: "amount", tenure: "tenure" } as const;

/**
 * Where "Check offers" goes: the product's journey with its §7 ids (as journeyHref gives them for the home
 * page's links) plus the amount and tenure the visitor chose. Unknown products get null.
 */
export function quickStartHref(
  apply: string,
  amount: string,
  tenure: string,
  localise: (path: string) => string,
): string | null {
  const product = LOAN_PRODUCTS.find((p) => p.apply === apply);
  if (!product) return null;
  const query = new URLSearchParams();
  if (/^\d{1,9}$/.test(amount)) query.set(QUICK_START_PARAMS.amount, amount);
  if (/^\d{1,3}$/.test(tenure)) query.set(QUICK_START_PARAMS.tenure, tenure);
  const extra = query.toString();
  const base = journeyHref(product.apply, product.ids, localise);
  return extra ? `${base}&${extra}` : base;
}
