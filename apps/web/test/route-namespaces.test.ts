import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { SHELL_NAMESPACES } from "../app/i18n/catalog.server.ts";
import { routeNamespaces } from "../app/i18n/route-namespaces.ts";
import { matchedRouteIds } from "../server/route-matches.ts";

// A page ships only `common`, the shell's namespaces and those its routes declare in `handle.i18n`
// (app/i18n/route-namespaces.ts). This reads every route module and what it imports, and fails when a
// string of a namespace is used there that the route does not declare: the page would show the bare key.
const app = join(dirname(fileURLToPath(import.meta.url)), "../app");
const namespaces = readdirSync(join(app, "i18n/messages/en"))
  .filter((file) => file.endsWith(".json") && file !== "common.json")
  .map((file) => file.slice(0, -".json".length));
const USE = new RegExp(`["'\`](${namespaces.join("|")})\\.[A-Za-z$]`, "g");
const IMPORT = /(?:import|export)[^'"]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function used(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file) || !existsSync(file)) return found;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(USE)) found.add(match[1]!);
  for (const match of source.matchAll(IMPORT)) {
    const target = normalize(join(dirname(file), match[1] ?? match[2]!));
    if (/\.tsx?$/.test(target) && !target.includes("/i18n/"))
      for (const ns of used(target, seen)) found.add(ns);
  }
  return found;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? routeFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const declared = (file: string) =>
  new Set(
    [...(/i18n:\s*\[([^\]]*)\]/.exec(readFileSync(file, "utf8"))?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(
      (m) => m[1]!,
    ),
  );

describe("each page ships the strings it uses", () => {
  const shell = new Set<string>(SHELL_NAMESPACES);
  it("the shell (root and layout) uses only the shell namespaces", () => {
    const shellUses = new Set([
      ...used(join(app, "root.tsx")),
      ...used(join(app, "routes/locale-layout.tsx")),
    ]);
    expect([...shellUses].filter((ns) => !shell.has(ns))).toEqual([]);
  });
  // Resource routes (sitemap.xml, robots.txt) render no page, so they ship no strings.
  const pages = routeFiles(join(app, "routes")).filter((file) =>
    /^export default/m.test(readFileSync(file, "utf8")),
  );
  for (const file of pages) {
    it(relative(app, file), () => {
      const have = declared(file);
      const missing = [...used(file)].filter((ns) => !shell.has(ns) && !have.has(ns));
      expect(missing, `add them to the route's handle: { i18n: [...] }`).toEqual([]);
      for (const ns of have) expect(namespaces).toContain(ns);
    });
  }
});

describe("routeNamespaces", () => {
  // A build's route table as React Router's server build shapes it: flat, each route naming its parent.
  const route = (id: string, parentId: string | undefined, path: string | undefined, i18n: string[]) => ({
    id,
    parentId,
    path,
    module: { handle: { i18n } },
  });
  const build = {
    routes: {
      root: route("root", undefined, "", ["shell"]),
      calc: route("calc", "root", "emi-calculator", ["calc"]),
      city: route("city", "root", ":product/city/:city", ["product", "city"]),
    },
  } as unknown as ServerBuild;

  it("names the matched routes' namespaces, for a document and for its .data, and keeps each answer", () => {
    expect(routeNamespaces(build, "/emi-calculator")).toEqual(["shell", "calc"]);
    expect(routeNamespaces(build, "/emi-calculator.data")).toEqual(["shell", "calc"]);
    expect(routeNamespaces(build, "/_root.data")).toEqual(["shell"]);
    expect(matchedRouteIds(build, "/emi-calculator")).toBe(matchedRouteIds(build, "/emi-calculator"));
  });

  it("still answers right after more distinct paths than it keeps", () => {
    for (let i = 0; i < 2_500; i++)
      expect(routeNamespaces(build, `/p${i}/city/c${i}`)).toEqual(["shell", "product", "city"]);
    expect(routeNamespaces(build, "/emi-calculator")).toEqual(["shell", "calc"]);
    expect(routeNamespaces(build, "/no/such/page/here")).toEqual([]);
  });
});
