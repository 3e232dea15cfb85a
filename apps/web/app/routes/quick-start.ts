import { redirect } from "react-router";
import { QUICK_START_PARAMS, quickStartHref } from "../features/quick-start/quick-start-href.ts";
import { pageAddress } from "../features/routing/page-address.ts";
import { localePath } from "../i18n/locale.ts";
import type { Route } from "./+types/quick-start";

// `/apply?product=personal-loan&amount=300000&tenure=36`: where the home page's quick start form is sent
// without JavaScript. The product is part of the journey's path (/apply/{product}), which a plain GET form
// cannot put there, so this route redirects to it with the journey ids and the amount and tenure (the
// journey checks those against the loan details step's bounds). With JavaScript the form navigates
// straight to the journey, so this hop is only the fallback; a redirect leaves no history entry, so Back
// from the journey still returns to the home page.
export function loader(args: Route.LoaderArgs) {
  const { locale, search } = pageAddress(args);
  const href = (path: string) => localePath(locale, path);
  const target = quickStartHref(
    search.get(QUICK_START_PARAMS.product) ?? "",
    (search.get(QUICK_START_PARAMS.amount) ?? "").replace(/[\s,]/g, ""),
    search.get(QUICK_START_PARAMS.tenure) ?? "",
    href,
  );
  throw redirect(target ?? href("/"));
}
