import { siteOrigin } from "../features/learn/learn.server.ts";
import type { Route } from "./+types/robots";

/** robots.txt: everything public may be crawled except the API and personal pages; points at the sitemap. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /hi/dashboard",
    "Disallow: /apply/",
    "Disallow: /hi/apply/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
