import type { JourneyIds } from "@loansetu/domain/journey";

/**
 * The application journey's address for an entry point (§7 Journey start): `/apply/{product}` with the
 * productsId, vendorsId and, where the spec gives one, backBtnSlug the journey-start helper takes.
 */
export function journeyHref(
  product: string,
  ids: JourneyIds & { readonly backBtnSlug?: string },
  localise: (path: string) => string,
): string {
  const query = new URLSearchParams({ productsId: String(ids.productsId), vendorsId: String(ids.vendorsId) });
  if (ids.backBtnSlug) query.set("backBtnSlug", ids.backBtnSlug);
  return `${localise(`/apply/${product}`)}?${query}`;
}
