import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { learnRoutes } from "./features/learn/routes.ts";
import { pagesRoutes } from "./features/pages/routes.ts";
import { studioPageRoutes } from "./features/studio/routes.ts";

// Every page lives under an optional language prefix: `/x` and `/en/x` are English, `/hi/x` is Hindi
// (spec §2 Language). The layout's loader turns an unknown prefix into a 404.
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The back office has its own shell (no site header, footer or chat), under the same language prefix.
  route(":lang?/studio", "routes/studio/layout.tsx", studioPageRoutes()),
  // The lender portal (decision 0072): its own shell too; the sign-in outside the signed-in layout.
  route(":lang?/lender/sign-in", "routes/lender/sign-in.tsx"),
  route(":lang?/lender/set-up", "routes/lender/set-up.tsx"),
  route(":lang?/lender", "routes/lender/layout.tsx", [
    index("routes/lender/home.tsx"),
    route("sign-out", "routes/lender/sign-out.tsx"),
    route("applications/:reference", "routes/lender/application.tsx"),
    route("webhooks", "routes/lender/webhooks.tsx"),
    route("users", "routes/lender/users.tsx"),
    route("keys", "routes/lender/keys.tsx"),
  ]),
  route(":lang?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    // One route per journey product, not `apply/:product`: `/apply/personal-loan` would also match
    // `:lang?/personal-loan` (lang "apply") with the same rank, and a client router that discovered the
    // product page first took that route ("No result found for routeId product/personal-loan").
    ...JOURNEY_PRODUCTS.map(({ slug }) =>
      route(`apply/${slug}`, "routes/apply.tsx", { id: `apply/${slug}` }),
    ),
    // The home quick start's no-JavaScript form target: redirects to /apply/{product}.
    route("apply", "routes/quick-start.ts", { id: "quick-start" }),
    route("how-offers-are-matched", "routes/how-offers-are-matched.tsx"),
    route("emi-calculator", "routes/emi-calculator.tsx"),
    route("two-wheeler-calculator", "routes/two-wheeler-calculator.tsx"),
    route("bt-calculator", "routes/bt-calculator.tsx"),
    route("refinance-calculator", "routes/refinance-calculator.tsx"),
    // The login as a plain page: what the header's "Log in" and a journey's first step post to before
    // their script has run (the dialog takes over after).
    route("login", "routes/login.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("dashboard/my-data", "routes/my-data.tsx"),
    route("dashboard/loans/:reference", "routes/my-loan.tsx"),
    route("loan-reminders/stop", "routes/loan-reminders-stop.tsx"),
    route("dashboard/documents/:reference", "routes/documents.tsx"),
    route("loan-details/:loanId", "routes/loan-details.tsx"),
    route("credit-insights/:leadId", "routes/credit-insights.tsx"),
    route("credit-insights", "routes/free-credit-insights.tsx"),
    route("free-credit-score/:bureau?", "routes/free-credit-score.tsx"),
    route("expired-link", "routes/expired-link.tsx"),
    route("contact", "routes/contact.tsx"),
    route("about", "routes/about.tsx"),
    route("lending-partners", "routes/lending-partners.tsx"),
    route("consent", "routes/consent.tsx"),
    route("sanction-letter", "routes/sanction-letter.tsx"),
    route("studio-setup", "routes/studio-setup.tsx"),
    // Channel partners' sign-up, their area and the Sales Grand Prix.
    route("partners", "routes/partners-signup.tsx"),
    route("partner", "routes/partner.tsx"),
    route("sales-grand-prix", "routes/sales-grand-prix.tsx"),
    route("payout-status", "routes/payout-status.tsx"),
    route("partner/statement/:month", "routes/partner-statement.ts"),
    // One module serves every legal page; each path needs its own route id.
    ...[
      "privacy-policy",
      "terms-and-conditions",
      "consent-declaration",
      "certified-CIC",
      "grievance-redressal",
    ].map((path) => route(path, "routes/legal-page.tsx", { id: `legal/${path}` })),
    ...learnRoutes(),
    ...pagesRoutes(),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
