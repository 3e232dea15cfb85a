import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every page lives under an optional language prefix: `/x` and `/en/x` are English, `/hi/x` is Hindi
// (spec §2 Language). The layout's loader turns an unknown prefix into a 404.
export default [
  route(":lang?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    route("apply/:product", "routes/apply-placeholder.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("expired-link", "routes/expired-link.tsx"),
    route("contact", "routes/contact.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
