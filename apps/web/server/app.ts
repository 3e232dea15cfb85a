import { randomUUID } from "node:crypto";
import { serveStatic } from "@hono/node-server/serve-static";
import { createApi } from "@loansetu/api/app";
import { currentCustomer, customerMiddleware } from "@loansetu/api/auth/middleware";
import { createSessionService } from "@loansetu/api/auth/session-service";
import { lenderSessionForPage } from "@loansetu/api/lenders/portal-session";
import { limitBodies } from "@loansetu/api/lib/body-limits";
import { clientAddress, clientInfo } from "@loansetu/api/lib/client-address";
import {
  dbConnectionHold,
  isDirectLocalCaller,
  metricsHandler,
  observeRequest,
  registerDeps,
  routeOf,
} from "@loansetu/api/lib/metrics";
import { sharedAnswers } from "@loansetu/api/lib/shared-answers";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { referralCookieFor } from "@loansetu/api/partners/attribution";
import { partnerForPage } from "@loansetu/api/partners/middleware";
import { shortLinkRoutes } from "@loansetu/api/short-links/routes";
import { employeeForPage } from "@loansetu/api/studio/middleware";
import { type Context, Hono } from "hono";
import { every } from "hono/combine";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppContextValue } from "../app/context.ts";
import { routeNamespaces } from "../app/i18n/route-namespaces.ts";
import { devAnalyticsRoutes } from "./dev-analytics.ts";
import { devClockRoutes } from "./dev-clock.ts";
import { devConsentRoutes } from "./dev-consent.ts";
import { devLenderRoutes } from "./dev-lenders.ts";
import { devOutboxRoutes } from "./dev-outbox.ts";
import { devPayoutRoutes } from "./dev-payouts.ts";
import { devPipelineRoutes } from "./dev-pipeline.ts";
import { devReviewRoutes } from "./dev-reviews.ts";
import { devStudioRoutes } from "./dev-studio.ts";
import { handles, MANIFEST_PATH, manifestAnswer } from "./route-manifest.ts";
import { renderMarker, sealInlineScripts } from "./script-hashes.ts";
import { ASSET_CACHE, STATIC_FILE_PATHS, securityHeaders, setHeaders } from "./security.ts";

/**
 * The language a page view names, for the logged-in customer's stored language: `/hi…` is Hindi, any other
 * page English. Only reading a page counts; the back office and an unknown short link say nothing.
 */
function pageLanguage(c: Context): "en" | "hi" | undefined {
  if (c.req.method !== "GET") return undefined;
  const path = c.req.path;
  // A page, as a navigation (HTML) or the client router's data: not a stray file the browser asks for by
  // itself (an icon, a missing asset), which names no language.
  if (!path.endsWith(".data") && !(c.req.header("accept") ?? "").includes("text/html")) return undefined;
  if (/^(?:\/(?:hi|en))?\/(?:studio|lender|l)(?:[/.]|$)/.test(path)) return undefined;
  return /^\/hi(?:[/.]|$)/.test(path) ? "hi" : "en";
}

/** Pages that show one person's data, in either language, as HTML or as the client router's `.data`. */
const PERSONAL_PAGE =
  /^(?:\/(?:en|hi))?\/(?:dashboard|loan-details|apply|consent|credit-insights|free-credit-score|sanction-letter|studio|partner|lender)(?:[/.]|$)/;
export const isPersonalPage = (path: string) => PERSONAL_PAGE.test(path);

/** A copy of a response with one more Set-Cookie (some responses, redirects, have immutable headers). */
function withCookie(response: Response, cookie: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.append("Set-Cookie", cookie);
  return copy;
}

/**
 * The request as the visitor made it. Behind the TLS proxy production runs on, Node sees
 * `http://host/path` while the browser posted from `https://host`: React Router refuses a form post whose
 * Origin differs from the request's URL, so it is handed the URL under the configured public address.
 */
export function publicRequest(request: Request, publicUrl: string | undefined): Request {
  if (!publicUrl) return request;
  const url = new URL(request.url);
  const site = new URL(publicUrl);
  if (url.origin === site.origin) return request;
  url.protocol = site.protocol;
  url.host = site.host;
  return new Request(url, request);
}

const PAGE_METHODS = "GET, HEAD, POST, OPTIONS";

/**
 * An anonymous page (decision 0054): the same HTML for every visitor without a cookie, so a shared cache
 * (nginx in front, deploy/nginx) keeps it for a minute and may serve it up to a minute more while it asks
 * for a fresh copy. Browsers keep nothing (`max-age=0`): a visitor who logs in sees the new state at once.
 * `Vary: Cookie` because a cookie-bearing request may be someone's, and gets its own answer.
 */
export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";

/** A request that may be someone's: any cookie (session, partner, referral) or credentials. */
const isPersonalRequest = (c: Context) =>
  c.req.header("cookie") !== undefined || c.req.header("authorization") !== undefined;

type Env = { Variables: { requestId: string; scriptHashes?: string[] } };

export interface ServerAppOptions {
  deps: ApiDeps;
  mode: "production" | "development";
  /** The React Router server build; a function so development can load a fresh one per request. */
  getBuild?: () => Promise<ServerBuild>;
  /** The built client folder (hashed assets, favicon); absent in development, where Vite serves them. */
  clientDir?: string;
}

/**
 * The one HTTP application: API under /api, the dev outbox outside production, static assets, and every
 * other path rendered by React Router. The same app serves production, development and tests.
 */
export function createServerApp({ deps, mode, getBuild, clientDir }: ServerAppOptions) {
  const app = new Hono<Env>();
  registerDeps(deps);
  deps.database.observeHold((seconds) => dbConnectionHold.observe(seconds));
  // What every request needs, in as few middleware layers as possible (each layer is an async
  // call and a promise per request). One frame: the request id (the caller's if it is a sane one), the
  // request log and the /metrics figures.
  //
  // Answers the same for everyone (the calculators' reference answers) are kept whole after their first
  // trip through the layers and repeated from here (shared-answers.ts, decision 0037).
  const logger = deps.logger;
  const shared = sharedAnswers();
  app.use(async (c, next) => {
    const started = performance.now();
    // Our own id for every request: it is what the audit log and our logs name, so a caller cannot choose it
    // (a forged id could make one request's entries look like another's). A caller's own sane id is logged
    // beside it, for tracing across their systems.
    const id = randomUUID();
    const given = c.req.header("x-request-id");
    const callerId = given && given.length <= 255 && !/[^\w\-=]/.test(given) ? given : undefined;
    c.set("requestId", id);
    const kept = shared.answer(c, id);
    if (kept) {
      c.res = kept.response;
      observeRequest(c, started, kept.route);
    } else {
      await next();
      const route = routeOf(c);
      await shared.keep(c, route);
      // Set after the handler: a Response built by React Router would drop a header set before it.
      setHeaders(c, [["X-Request-Id", id]]);
      observeRequest(c, started, route);
    }
    // The path only: query strings can carry tokens (e.g. ?userToken=), which must never reach a log.
    if (logger.isLevelEnabled("info"))
      logger.info(
        {
          requestId: id,
          ...(callerId ? { callerRequestId: callerId } : {}),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
  });
  app.use(securityHeaders(deps.config, mode));
  // Outside /api (the API has its own, with limits per route): the client's address behind trusted proxies,
  // page form posts' size limits, and compressed answers (hono/compress: pages, route discovery's
  // `/__manifest`, the dev outbox).
  const pagesOnly = every(clientAddress(deps.config.trustProxy), limitBodies(), compress());
  app.use((c, next) => (c.req.path.startsWith("/api/") ? next() : pagesOnly(c, next)));

  // Prometheus figures: for the configured bearer token or a caller on this machine only.
  app.get("/metrics", metricsHandler(deps.config.METRICS_TOKEN));
  app.route("/", createApi(deps));
  // The short links SMS carry (/l/{code}): a redirect, or on to the pages for an unknown code's 404.
  app.route("/", shortLinkRoutes(deps));
  // The development helpers (every OTP in the outbox, sessions for tests) answer only a caller on this
  // machine talking to the server itself: behind a local proxy a relayed request would reach them from anyone.
  if (deps.config.devOutbox)
    app.use("/dev/*", async (c, next) => {
      if (!isDirectLocalCaller(c)) return c.text("Not found", 404);
      await next();
    });
  if (deps.config.devOutbox) app.route("/dev", devOutboxRoutes(deps));
  if (deps.config.devOutbox) app.route("/dev", devConsentRoutes(deps));
  if (deps.config.devOutbox) app.route("/dev", devClockRoutes());
  if (deps.config.devOutbox) app.route("/dev", devAnalyticsRoutes(deps));
  if (deps.config.devOutbox) app.route("/dev", devReviewRoutes(deps));
  if (deps.config.devOutbox) app.route("/dev", devPipelineRoutes(deps));
  if (deps.config.devOutbox) app.route("/dev", devPayoutRoutes(deps));
  if (deps.config.devOutbox) app.route("/dev", devLenderRoutes(deps));
  if (deps.config.devOutbox) app.route("/dev", devStudioRoutes(deps));

  if (clientDir) {
    // Vite names built assets by content hash, so they never change: cache them for a year.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", ASSET_CACHE);
    });
    // Text files are sent as the build compressed them (`.br`, `.gz` beside each, apps/web/precompress.ts;
    // decision 0033) to a browser that accepts it; the compress middleware above leaves those alone and
    // still compresses for any other client. Read from disk on each request: a copy in memory moved no
    // figure a visitor sees (decision 0061).
    const files = serveStatic({ root: clientDir, precompressed: true });
    for (const path of STATIC_FILE_PATHS) app.use(path, files);
  }

  if (getBuild) {
    // Route discovery (route-manifest.ts): the same answer for everyone, so before any session work.
    app.get(MANIFEST_PATH, async (c, next) => {
      const build = await getBuild();
      return handles(build) ? manifestAnswer(build, new URL(c.req.url)) : next();
    });
    // Pages know who is logged in the same way the API does (and refresh a lapsed access cookie likewise).
    app.use(
      "*",
      customerMiddleware(createSessionService(deps), deps.config.PUBLIC_URL, deps.clock, pageLanguage),
    );
    let cached: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;
    // Pages are read (GET, HEAD) and their forms posted (POST); any other method is not for them. OPTIONS
    // answers which are allowed and grants no other origin anything (no CORS headers); the rest get 405
    // (React Router would answer them 500).
    app.use("*", async (c, next) => {
      const method = c.req.method;
      if (method === "GET" || method === "HEAD" || method === "POST") return next();
      c.header("Allow", PAGE_METHODS);
      return method === "OPTIONS" ? c.body(null, 204) : c.text("Method Not Allowed", 405);
    });
    app.all("*", async (c) => {
      const build = await getBuild();
      if (cached?.build !== build) cached = { build, handler: createRequestHandler(build, mode) };
      const context = new RouterContextProvider();
      const key = (
        build.entry.module as unknown as { appContext: Parameters<RouterContextProvider["set"]>[0] }
      ).appContext;
      // Production's policy lists the page's own inline scripts by hash (script-hashes.ts); development
      // allows inline scripts for Vite's hot reload and streams the page as it renders.
      const marker = mode === "production" ? renderMarker() : "";
      const value: AppContextValue = {
        deps,
        nonce: marker,
        requestId: c.get("requestId"),
        customer: currentCustomer(c),
        employee: await employeeForPage(deps, c),
        partner: await partnerForPage(deps, c),
        lender: await lenderSessionForPage(deps, c),
        clientIp: clientInfo(c).ip,
        i18nNamespaces: routeNamespaces(build, new URL(c.req.url).pathname),
      };
      context.set(key, value);
      // A partner's share link (`?ref=CODE`) leaves the first-touch cookie on the page's answer.
      const url = new URL(c.req.url);
      const referral =
        c.req.method === "GET" && url.searchParams.has("ref")
          ? await referralCookieFor(
              deps,
              url.searchParams,
              c.req.header("cookie"),
              new URL(deps.config.PUBLIC_URL ?? c.req.url).protocol === "https:",
            ).catch(() => null)
          : null;
      const rendered = await cached.handler(publicRequest(c.req.raw, deps.config.PUBLIC_URL), context);
      let response = referral ? withCookie(rendered, referral) : rendered;
      if (marker && response.body && response.headers.get("content-type")?.startsWith("text/html")) {
        // The whole page is read before it is sent: its inline scripts' hashes go in a header. The shared
        // cache answers most anonymous views, so the first byte waits for the render only on its misses.
        const sealed = sealInlineScripts(await response.text(), marker);
        c.set("scriptHashes", sealed.hashes);
        response = new Response(sealed.html, response);
      }
      // A personal page (or any page seen logged in) is kept by no cache, so Back after
      // logout cannot show it from the browser's cache. Nor is any answer to a cookie-bearing request, nor one
      // that sets a cookie (a partner's share link): they may be one visitor's.
      const pathname = new URL(c.req.url).pathname;
      const personal = value.customer !== undefined || isPersonalPage(pathname);
      const method = c.req.method;
      const shareable =
        !personal &&
        (method === "GET" || method === "HEAD") &&
        !isPersonalRequest(c) &&
        response.status === 200 &&
        !response.headers.has("set-cookie");
      if (shareable) {
        // A route's own policy (robots.txt, the sitemap) stands.
        if (response.headers.has("cache-control")) return response;
        const shared = new Response(response.body, response);
        shared.headers.set("Cache-Control", SHARED_PAGE_CACHE);
        shared.headers.append("Vary", "Cookie");
        return shared;
      }
      if (!personal && !isPersonalRequest(c) && !response.headers.has("set-cookie")) return response;
      // A copy: some responses (redirects) have immutable headers.
      const kept = new Response(response.body, response);
      kept.headers.set("Cache-Control", "private, no-store");
      return kept;
    });
  }
  return app;
}
