import fc from "fast-check";
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { handles, MANIFEST_PATH, manifestAnswer } from "../server/route-manifest.ts";
import { matchedRouteIds } from "../server/route-matches.ts";

// Route discovery answered by the site (apps/web/server/route-manifest.ts, decision 0034) must answer as
// React Router's own handler does. Both are asked the same questions of one build whose route table has the
// site's shapes: everything under an optional language prefix, index routes, dynamic segments, one path
// registered under several ids (the journey), a splat, a layout with a path of its own (the studio).
type Route = { id: string; parentId?: string; path?: string; index?: boolean };
const TABLE: Route[] = [
  { id: "root", path: "" },
  { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
  { id: "routes/studio/layout", parentId: "root", path: ":lang?/studio" },
  { id: "routes/studio/home", parentId: "routes/studio/layout", index: true },
  { id: "routes/studio/lead", parentId: "routes/studio/layout", path: "leads/:id" },
  { id: "routes/locale-layout", parentId: "root", path: ":lang?" },
  { id: "routes/home", parentId: "routes/locale-layout", index: true },
  { id: "apply/personal-loan", parentId: "routes/locale-layout", path: "apply/personal-loan" },
  { id: "apply/used-car-loan", parentId: "routes/locale-layout", path: "apply/used-car-loan" },
  { id: "quick-start", parentId: "routes/locale-layout", path: "apply" },
  { id: "routes/emi-calculator", parentId: "routes/locale-layout", path: "emi-calculator" },
  { id: "product/personal-loan", parentId: "routes/locale-layout", path: "personal-loan" },
  { id: "routes/city-page", parentId: "routes/locale-layout", path: ":product/city/:city" },
  { id: "routes/resources/article", parentId: "routes/locale-layout", path: "resources/:slug" },
  { id: "routes/resources/index", parentId: "routes/locale-layout", path: "resources" },
  { id: "routes/not-found", parentId: "routes/locale-layout", path: "*" },
];

const build = {
  routes: Object.fromEntries(TABLE.map((route) => [route.id, { ...route, module: { default: () => null } }])),
  assets: {
    version: "v1",
    url: "/assets/manifest-v1.js",
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: Object.fromEntries(
      TABLE.map((route) => [
        route.id,
        { ...route, module: `/assets/${route.id.replace(/\W/g, "-")}.js`, hasLoader: true },
      ]),
    ),
  },
  entry: { module: { default: () => new Response("page") } },
  future: {},
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: MANIFEST_PATH },
} as unknown as ServerBuild;

const reactRouter = createRequestHandler(build, "production");

async function bothAnswer(query: string) {
  const url = `http://localhost${MANIFEST_PATH}?${query}`;
  const read = async (response: Response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers].filter(([name]) => name !== "date"),
    body: await response.text(),
  });
  return {
    ours: await read(manifestAnswer(build, new URL(url))),
    theirs: await read(await reactRouter(new Request(url))),
  };
}

describe("route discovery answered by the site", () => {
  it("is used for this site's setup only", () => {
    expect(handles(build)).toBe(true);
    expect(handles({ ...build, routeDiscovery: { mode: "initial" } } as ServerBuild)).toBe(false);
    expect(handles({ ...build, basename: "/app/" } as ServerBuild)).toBe(false);
  });

  const questions = [
    "paths=/,/hi,/emi-calculator,/hi/emi-calculator&version=v1",
    "paths=/apply,/apply/personal-loan,/hi/apply/used-car-loan,/en/apply&version=v1",
    "paths=/personal-loan/city/pune,/hi/new-car-loan/city/delhi,/resources,/resources/emi-basics&version=v1",
    "paths=/studio,/hi/studio/leads/LS1,/studio/leads,/sitemap.xml&version=v1",
    "paths=/no/such/page,/xx/personal-loan,/hi/hi,personal-loan,/a%20b,/%E0%A4%B9&version=v1",
    "paths=/,/,/emi-calculator,,/emi-calculator&version=v1",
    "paths=&version=v1",
    "paths=/&version=v0",
    "paths=/",
    "version=v1",
    `paths=${"/personal-loan,".repeat(600)}&version=v1`,
  ];
  for (const query of questions)
    it(`answers ${query.slice(0, 70)} as React Router does`, async () => {
      const { ours, theirs } = await bothAnswer(query);
      expect(ours).toEqual(theirs);
    });

  it("answers any list of paths made of the site's segments as React Router does", async () => {
    const segment = fc.constantFrom(
      "hi",
      "en",
      "apply",
      "personal-loan",
      "used-car-loan",
      "city",
      "pune",
      "studio",
      "leads",
      "LS1",
      "resources",
      "emi-calculator",
      "x",
    );
    const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`);
    await fc.assert(
      fc.asyncProperty(fc.array(path, { minLength: 1, maxLength: 8 }), async (paths) => {
        const { ours, theirs } = await bothAnswer(`paths=${paths.join(",")}&version=v1`);
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps each path's match", () => {
    expect(matchedRouteIds(build, "/hi/emi-calculator")).toEqual([
      "root",
      "routes/locale-layout",
      "routes/emi-calculator",
    ]);
    expect(matchedRouteIds(build, "/hi/emi-calculator")).toBe(matchedRouteIds(build, "/hi/emi-calculator"));
  });
});
