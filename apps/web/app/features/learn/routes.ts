import { CREDIT_BUREAUS } from "@loansetu/api/content/bureaus";
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The pages of the resources area and the credit-score guides, for `app/routes.ts`. A path
 * segment cannot be half a parameter (`:bureau-score`), so each bureau gets its two routes by name.
 */
export function learnRoutes(): RouteConfigEntry[] {
  return [
    route("resources", "routes/resources/index.tsx"),
    route("resources/search", "routes/resources/search.tsx"),
    route("resources/faq", "routes/resources/faq.tsx", { id: "resources-faq" }),
    route("resources/faq/:category", "routes/resources/faq.tsx", { id: "resources-faq-category" }),
    route("resources/news", "routes/resources/news.tsx"),
    route("resources/:slug", "routes/resources/article.tsx"),
    ...CREDIT_BUREAUS.flatMap((bureau) => [
      route(`${bureau.slug}-score`, "routes/credit-score/guide.tsx", { id: `credit-score-${bureau.slug}` }),
      route(`${bureau.slug}-score-check`, "routes/credit-score/check.tsx", {
        id: `credit-score-check-${bureau.slug}`,
      }),
      // Spec §2 "a bureau partner page": who the bureau is and the customer's rights with it.
      route(`credit-bureaus/${bureau.slug}`, "routes/credit-score/bureau-partner.tsx", {
        id: `bureau-partner-${bureau.slug}`,
      }),
    ]),
  ];
}
