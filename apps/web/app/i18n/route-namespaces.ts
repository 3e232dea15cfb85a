import type { ServerBuild } from "react-router";
import { matchedRouteIds } from "../../server/route-matches.ts";

/** What a route module may declare so its page ships the strings it uses: `handle = { i18n: ["calc"] }`. */
export interface I18nHandle {
  i18n?: readonly string[];
}

/**
 * The namespaces the routes matching a request declare. Runs in the server bridge before React Router, for
 * documents and for the `.data` requests of client navigations (`/x.data`, `/_root.data` for `/`).
 */
export function routeNamespaces(build: ServerBuild, pathname: string): readonly string[] {
  let path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (path === "/_root") path = "/";
  const namespaces = new Set<string>();
  for (const id of matchedRouteIds(build, path)) {
    const handle = build.routes[id]?.module.handle as I18nHandle | undefined;
    for (const namespace of handle?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}
