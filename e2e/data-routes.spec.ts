import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { allowTime, expect, test } from "./support/fixtures.ts";

// Issue 16: a click in the hydrated site fetches `{path}.data`, not `{path}`, and 134 sitemap URLs answered
// 404 there while a reload worked. This asks for every sitemap URL's data as the client router does, in
// both languages, plus the journey's start pages, and expects the page (or its real redirect).

/** The address the client router fetches a page's data from (React Router's single fetch). */
function dataUrl(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return `${url.pathname}${url.search}`;
}

/** The same page in the other language (`/x` ⇄ `/hi/x`). */
function otherLanguage(path: string): string {
  if (path === "/hi") return "/";
  if (path.startsWith("/hi/")) return path.slice(3);
  return path === "/" ? "/hi" : `/hi${path}`;
}

// Requests only: the answer does not depend on the viewport, so one project runs it (the mobile project leaves
// @desktop-only out, playwright.config.ts).
test("every sitemap URL's .data answers in both languages", { tag: "@desktop-only" }, async ({ request }) => {
  allowTime(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(listed.length).toBeGreaterThan(400);
  const journeys = JOURNEY_PRODUCTS.map((p) => `/apply/${p.slug}?productsId=${p.ids.productsId}`);
  const paths = [
    ...new Set([...listed, ...listed.map(otherLanguage), ...journeys, ...journeys.map(otherLanguage)]),
  ];

  const failures: string[] = [];
  // A few at a time: fast, without swamping a busy machine.
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        const response = await request.get(dataUrl(path), { maxRedirects: 0 });
        const redirect = response.status() === 202 || response.headers()["x-remix-redirect"];
        if (response.status() !== 200 && !redirect) failures.push(`${response.status()} ${path}`);
      }),
    );
  }
  expect(failures, `${failures.length} of ${paths.length} failed`).toEqual([]);
});
