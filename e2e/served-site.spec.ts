import { signLinkToken } from "@loansetu/api/auth/tokens";
import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { dataUrl, MARKETING_PAGES, otherLanguage, RESOURCE_PAGES } from "./support/site-pages.ts";

// The whole site as a server sends it, read over HTTP once: every page of the sitemap and of the browser
// specs' lists (e2e/support/site-pages.ts) in both languages, every page their links point to, and each page's
// `.data` (what the client router fetches on a click). One read serves several checks that used to crawl the
// site each on its own (the sitemap's broken links, the client router's `.data` routes, secrets in loader data, the head of
// every resource and marketing page): rendering ~1,000 pages is what costs, so each is rendered once.
// Not about the viewport, so it runs once (@one-width: the desktop project leaves it out). In the mobile
// project rather than the desktop one, unlike the other HTTP-only specs: the read takes ~45 s before its first
// test, and the desktop project's files run last, where it was the run's tail with one worker left busy.

/** A page's loader data once carried CONSENT_API_KEY to every browser. The server here has
 * configured (non-default) secrets, and no page's HTML or `.data` may carry one of them. */
const SECRETS = {
  SESSION_SECRET: "configured-session-secret-4f1c9a7e2b8d4c6a9e1f",
  OTP_SECRET: "configured-otp-secret-7a2e9c4b1d8f6e3a5c0b",
  LINK_SECRET: "configured-link-secret-3b8e1f6a9c2d7e4b0a5f",
  CONSENT_API_KEY: "configured-consent-api-key-9d4a1e7c3f8b2e6a",
  PAN_ENCRYPTION_KEY: "5e".repeat(32),
};

/** What the checks need from one page's HTML, read as it arrives (a thousand bodies are not kept). */
interface ServedPage {
  status: number;
  contentType: string;
  lang: string | undefined;
  h1s: string[];
  title: string | undefined;
  canonical: string[];
  hreflang: { en: string[]; hi: string[] };
  ogTitles: number;
  links: string[];
  secrets: string[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&");

function readPage(status: number, contentType: string, html: string): ServedPage {
  const linkTags = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const alternates = (lang: string) =>
    linkTags
      .filter((tag) => / rel="alternate"/.test(tag) && attribute(tag, "hrefLang") === lang)
      .map((tag) => attribute(tag, "href") ?? "");
  return {
    status,
    contentType,
    lang: /<html [^>]*lang="([^"]*)"/.exec(html)?.[1],
    h1s: [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((m) => m[0]),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: linkTags
      .filter((tag) => / rel="canonical"/.test(tag))
      .map((tag) => attribute(tag, "href") ?? ""),
    hreflang: { en: alternates("en"), hi: alternates("hi") },
    ogTitles: (html.match(/<meta property="og:title"/g) ?? []).length,
    links: [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)].map((m) => m[1]!.replace(/&amp;/g, "&")),
    secrets: secretsIn(html),
  };
}

function secretsIn(body: string): string[] {
  return Object.entries(SECRETS)
    .filter(([, value]) => body.includes(value))
    .map(([name]) => name);
}

/** Runs `work` over `items`, `lanes` at a time: the server renders the next page while this side reads one. */
async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

const isHindi = (path: string) => path === "/hi" || path.startsWith("/hi/") || path.startsWith("/hi?");

test.describe("the served site, over HTTP", { tag: "@one-width" }, () => {
  let server: RunningServer;
  let sitemapStatus = 0;
  /** Paths the sitemap lists. */
  let listed: string[] = [];
  /** Every page read as HTML: the sitemap's and the named ones (both languages). */
  const pages = new Map<string, ServedPage>();
  /** Pages only linked to (not in the map above): their status after redirects, and secrets found. */
  const linked = new Map<string, { status: number; location?: string | null; secrets: string[] }>();
  /** `.data` answers, anonymous and logged in: status, whether a redirect, secrets found. */
  const data = new Map<string, { status: number; redirect: boolean; secrets: string[] }>();
  let robots = "";

  test.beforeAll(async () => {
    // Start-up (cold: these secrets seed rows of their own) and ~2,000 answers on a shared two-core machine.
    allowTime(480_000);
    server = await startServer({
      env: { ...SECRETS, OTP_SENDS_PER_IP_HOUR: "10000", OTP_SENDS_PER_IP_DAY: "10000" },
    });
    const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);

    const sitemap = await get("/sitemap.xml");
    sitemapStatus = sitemap.status;
    listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname,
    );
    robots = await (await get("/robots.txt")).text();

    const named = [...MARKETING_PAGES, ...RESOURCE_PAGES].flatMap((path) => [path, otherLanguage(path)]);
    await inLanes([...new Set([...listed, ...named])], 4, async (path) => {
      const response = await get(path);
      pages.set(
        path,
        readPage(response.status, response.headers.get("content-type") ?? "", await response.text()),
      );
    });
    const links = new Set([...pages.values()].flatMap((page) => page.links));
    const others = [...links].filter((link) => !pages.has(link) && !link.startsWith("/api/"));
    await inLanes(others, 4, async (link) => {
      const response = await get(link);
      linked.set(link, { status: response.status, secrets: secretsIn(await response.text()) });
    });

    // The logged-in side: a customer's own pages, a consent link and the sanction letter screen, and every
    // page's `.data` as a logged-in customer's browser fetches it (their loaders read the session).
    const link = (await (await get("/dev/consent-link?ckyc=record")).json()) as {
      data: { url: string; lead: string };
    };
    const consent = new URL(link.data.url);
    const token = await signLinkToken(
      SECRETS.LINK_SECRET,
      { mobile: "9876543210", purpose: "autologin" },
      new Date(),
      600,
    );
    const login = await get("/api/autoLogin", {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ userMobile: "9876543210", userToken: token }),
    });
    expect(login.status, "the customer logs in").toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const personal = [
      "/dashboard",
      "/hi/dashboard",
      "/loan-details/LS2610000004",
      "/credit-insights",
      consent.pathname + consent.search,
      `/sanction-letter?id=${btoa(link.data.lead)}`,
      `/hi/sanction-letter?id=${btoa(link.data.lead)}`,
      "/free-credit-score/cibil",
      "/contact",
      // The not-found page, in both languages.
      "/no-such-page",
      "/hi/no-such-page",
    ];
    await inLanes(personal, 4, async (path) => {
      const response = await get(path, { headers: { cookie }, redirect: "manual" });
      const { status } = response;
      const location = response.headers.get("location");
      linked.set(`logged in ${path}`, { status, location, secrets: secretsIn(await response.text()) });
    });

    const journeys = JOURNEY_PRODUCTS.map((p) => `/apply/${p.slug}?productsId=${p.ids.productsId}`);
    const routed = [
      ...new Set([...listed, ...listed.map(otherLanguage), ...journeys, ...journeys.map(otherLanguage)]),
    ];
    const asked = [
      ...routed.map((path) => ({ path, who: "anonymous", headers: {} })),
      ...[...routed, ...personal].map((path) => ({ path, who: "logged in", headers: { cookie } })),
    ];
    await inLanes(asked, 8, async ({ path, who, headers }) => {
      const response = await get(dataUrl(path), { headers, redirect: "manual" });
      const redirect = response.status === 202 || response.headers.has("x-remix-redirect");
      data.set(`${who} ${path}`, {
        status: response.status,
        redirect,
        secrets: secretsIn(await response.text()),
      });
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("sitemap.xml lists pages in both languages, and robots.txt names it", () => {
    expect(sitemapStatus).toBe(200);
    expect(listed.length).toBeGreaterThan(400);
    for (const path of [
      "/personal-loan",
      "/hi/personal-loan",
      "/hdfc-bank-personal-loan-emi-calculator",
      "/hi/refinance/city/delhi",
    ]) {
      expect(listed).toContain(path);
    }
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test("no sitemap page, nor any page their links point to, is broken", () => {
    const broken = [
      ...listed
        .filter((path) => pages.get(path)?.status !== 200)
        .map((path) => `${path} → ${pages.get(path)?.status}`),
      ...[...linked]
        .filter(([link, { status }]) => !link.startsWith("logged in ") && status >= 400)
        .map(([link, { status }]) => `${link} → ${status}`),
    ];
    expect(broken.sort()).toEqual([]);
  });

  test("every page: 200 HTML with its language, one h1, a title with one suffix, canonical, hreflang and og:title", () => {
    expect(pages.size).toBeGreaterThan(listed.length);
    // One list of what is wrong with which page, so a failure names them all (thousands of separate expects
    // cost 13 s of reporting here).
    const wrong: string[] = [];
    const check = (path: string, what: string, ok: boolean, seen: unknown) => {
      if (!ok) wrong.push(`${path}: ${what} (got ${JSON.stringify(seen)})`);
    };
    for (const [path, page] of pages) {
      const hindi = isHindi(path);
      const { pathname } = new URL(path, server.url);
      const english = pathname === "/hi" ? "/" : pathname.replace(/^\/hi(?=\/)/, "");
      const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
      check(path, "status 200", page.status === 200, page.status);
      check(path, "HTML", page.contentType.includes("text/html"), page.contentType);
      check(path, `lang ${hindi ? "hi" : "en"}`, page.lang === (hindi ? "hi" : "en"), page.lang);
      check(path, "one h1", page.h1s.length === 1, page.h1s.length);
      if (hindi) check(path, "a Hindi h1", /[\u0900-\u097F]/.test(page.h1s[0] ?? ""), page.h1s[0]);
      check(path, "a title", (hindi ? /[\u0900-\u097F]/ : /\S/).test(page.title ?? ""), page.title);
      // One suffix on every title, the brand in Latin letters in Hindi too (apps/web/app/ui/page-title.ts).
      const suffixes = (page.title ?? "").match(/\|\s*(?:LoanSetu|लोनसेतु|Studio)/g) ?? [];
      check(
        path,
        'title ending " | LoanSetu" once',
        /\S \| LoanSetu$/.test(page.title ?? "") && suffixes.length === 1,
        page.title,
      );
      check(path, "canonical", same(page.canonical, [`${server.url}${pathname}`]), page.canonical);
      check(path, "hreflang en", same(page.hreflang.en, [`${server.url}${english}`]), page.hreflang.en);
      const hi = `${server.url}${english === "/" ? "/hi" : `/hi${english}`}`;
      check(path, "hreflang hi", same(page.hreflang.hi, [hi]), page.hreflang.hi);
      check(path, "one og:title", page.ogTitles === 1, page.ogTitles);
    }
    expect(wrong).toEqual([]);
  });

  test("every sitemap URL's .data answers in both languages, and the journey's start pages'", () => {
    const anonymous = [...data].filter(([key]) => key.startsWith("anonymous "));
    expect(anonymous.length).toBeGreaterThan(400);
    const failures = anonymous
      .filter(([, answer]) => answer.status !== 200 && !answer.redirect)
      .map(([key, { status }]) => `${status} ${key}`);
    expect(failures, `${failures.length} of ${anonymous.length} failed`).toEqual([]);
  });

  test("no page's HTML or .data carries a configured secret", () => {
    const answers = [
      ...[...pages].map(([path, page]) => [path, page.secrets] as const),
      ...[...linked].map(([path, answer]) => [path, answer.secrets] as const),
      ...[...data].map(([key, answer]) => [`${key} (.data)`, answer.secrets] as const),
    ];
    // The logged-in pages are read as the customer sees them, not as a redirect to a login: each is the page
    // itself, but for the credit insights, which send a customer without a check to the free check.
    for (const [key, { status, location }] of linked) {
      if (!key.startsWith("logged in ") || key.includes("no-such-page")) continue;
      if (key === "logged in /credit-insights") expect.soft(location, key).toBe("/free-credit-score");
      else expect.soft(status, key).toBe(200);
    }
    const leaks = answers.flatMap(([address, found]) => found.map((name) => `${name} in ${address}`));
    expect(leaks, `${leaks.length} leaks in ${answers.length} answers`).toEqual([]);
  });
});
