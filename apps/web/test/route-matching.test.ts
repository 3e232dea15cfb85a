import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../app/routes.ts";

// "Check Offers" on /personal-loan rendered "Something went wrong". `/apply/personal-loan` also
// fitted `:lang?/personal-loan` (lang "apply") with the same rank as `apply/:product`; ties go to the route
// listed first, and the browser's router lists routes in the order it discovered them (the page it started
// on first), so it chose the product page while the server answered for the journey. Every address must
// have one best match, whatever order the routes are known in.

type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };

function toObjects(entries: readonly Entry[], reverse: boolean): RouteObject[] {
  const list = entries.map(
    (entry) =>
      ({
        id: entry.id ?? entry.path ?? "index",
        path: entry.path,
        index: entry.index,
        children: entry.children ? toObjects(entry.children, reverse) : undefined,
      }) as RouteObject,
  );
  return reverse ? list.reverse() : list;
}

const declared = toObjects(routes as Entry[], false);
const reversed = toObjects(routes as Entry[], true);

function leaf(path: string, reverse: boolean): string | undefined {
  return matchRoutes(reverse ? reversed : declared, path)?.at(-1)?.route.id;
}

/** Every route's path with a sample value for each parameter, in English and Hindi. */
function samplePaths(): string[] {
  const out: string[] = [];
  const walk = (entries: readonly Entry[], prefix: string) => {
    for (const entry of entries) {
      const path = (entry.path ?? "")
        .split("/")
        .filter((s) => s && s !== ":lang?")
        .map((s) => (s.startsWith(":") ? "sample" : s));
      const full = [prefix, ...path].filter(Boolean).join("/");
      if (entry.children) walk(entry.children, full);
      else if (!full.includes("*")) out.push(`/${full}`, `/hi/${full}`.replace(/\/$/, ""));
    }
  };
  walk(routes as Entry[], "");
  const journeys = JOURNEY_PRODUCTS.flatMap((p) => [`/apply/${p.slug}`, `/hi/apply/${p.slug}`]);
  return [...new Set([...out, ...journeys])];
}

describe("route matching", () => {
  it("sends /apply/{product} to the journey whichever order the routes are known in", () => {
    for (const product of JOURNEY_PRODUCTS) {
      expect(leaf(`/apply/${product.slug}`, false)).toMatch(/^apply/);
      expect(leaf(`/apply/${product.slug}`, true)).toMatch(/^apply/);
    }
  });

  it("gives every page address one best match", () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(100);
    const ambiguous = paths.filter((path) => leaf(path, false) !== leaf(path, true));
    expect(ambiguous).toEqual([]);
  }, 60_000);
});
