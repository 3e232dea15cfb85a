import type { ServerBuild } from "react-router";
import { matchedRouteIds } from "./route-matches.ts";

/**
 * React Router's route discovery: a hydrated page asks `/__manifest?paths=…&version=…` for the routes of the
 * links it shows. This answers as React Router's own handler does (`handleManifestRequest` in its server
 * runtime; apps/web/test/route-manifest.test.ts asks both the same questions), with the paths matched by
 * `matchedRouteIds`, which keeps each path's answer: React Router matched all ~60 paths of a page afresh for
 * every page view, a new regular expression per route tried, 13 ms a request and 3 % of a test server's CPU
 * (decision 0034). Only for the setup this site has (lazy discovery at the default path, basename `/`);
 * `handles` says whether a build has it.
 */
export const MANIFEST_PATH = "/__manifest";

export const handles = (build: ServerBuild) =>
  build.routeDiscovery.mode === "lazy" &&
  build.routeDiscovery.manifestPath === MANIFEST_PATH &&
  build.basename === "/";

export function manifestAnswer(build: ServerBuild, url: URL): Response {
  if (url.toString().length > 7680) return new Response(null, { status: 400, statusText: "Bad Request" });
  if (build.assets.version !== url.searchParams.get("version"))
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  if (!url.searchParams.has("paths")) return new Response("Invalid Request", { status: 400 });
  const patches: Record<string, ServerBuild["assets"]["routes"][string]> = {};
  for (let path of new Set((url.searchParams.get("paths") || "").split(",").filter(Boolean))) {
    if (!path.startsWith("/")) path = `/${path}`;
    for (const id of matchedRouteIds(build, path)) {
      const route = build.assets.routes[id];
      if (route) patches[id] = route;
    }
  }
  return Response.json(patches, { headers: { "Cache-Control": "public, max-age=31536000, immutable" } });
}
