import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The pages inside the `/studio` layout (routes/studio/layout.tsx), under the same optional language
 * prefix as the rest of the site (`/studio`, `/hi/studio`). Each back-office feature adds ONE line here.
 */
export function studioPageRoutes(): RouteConfigEntry[] {
  return [
    index("routes/studio/home.tsx"),
    route("sign-out", "routes/studio/sign-out.tsx"),
    route("leads", "routes/studio/leads.tsx"),
    route("leads/:reference", "routes/studio/lead.tsx"),
    route("employees", "routes/studio/employees.tsx"),
    route("audit", "routes/studio/audit.tsx"),
    route("reviews", "routes/studio/reviews.tsx"),
    route("rights-requests", "routes/studio/rights-requests.tsx"),
    route("support", "routes/studio/support.tsx"),
    route("partners", "routes/studio/partners.tsx"),
    route("payouts", "routes/studio/payouts.tsx"),
    route("payouts/:reference", "routes/studio/payout.tsx"),
    route("payout-grid", "routes/studio/payout-grid.tsx"),
    route("lenders", "routes/studio/lenders.tsx"),
    route("*", "routes/studio/not-found.tsx"),
  ];
}
