import type { Config } from "@loansetu/api/lib/config";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Security headers for pages and API alike. Scripts run only from our origin or when the page's handler
 * listed their hash (the inline scripts React Router writes: script-hashes.ts, decision 0054); no
 * 'unsafe-eval'. A hash, unlike a nonce, is the same in every answer, so a shared cache may keep the page.
 * Development relaxes script-src for Vite's hot reload, which injects inline scripts of its own.
 */
export function securityHeaders(config: Config, mode: "production" | "development"): MiddlewareHandler {
  const dev = mode === "development";
  const options = (
    scriptSrc: NonNullable<
      NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"]
    >["scriptSrc"],
  ): NonNullable<Parameters<typeof secureHeaders>[0]> => ({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  const pages = secureHeaders(options(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]));
  // A JSON answer or a static file runs no script of the page's, so it needs no hashes: the same
  // policy without them. Its headers are the same for every answer, so hono's middleware is run once, on
  // nothing, to read them, and each such answer gets them set in one loop (no middleware layer of their own).
  // A page loads about 40 static files (decision 0033), each of which drew a nonce of its own before.
  const api = secureHeaders(options(["'self'"]));
  let apiHeaders: [string, string][] | undefined;
  const apiHeadersReady = (async () => {
    const headers = new Headers();
    await api({ res: { headers } } as unknown as Context, async () => {});
    apiHeaders = [...headers];
    return apiHeaders;
  })();
  // HSTS only where the site is really served over HTTPS: on localhost it would pin the browser to https.
  // Decided once when PUBLIC_URL names the site, else from each request's own address.
  const isLocal = (host: string) => LOCAL_HOSTS.has(host) || LOCAL_HOSTS.has(`[${host}]`);
  const fixedHsts = config.PUBLIC_URL ? !isLocal(new URL(config.PUBLIC_URL).hostname) : undefined;
  return async (c, next) => {
    if (hasNoPageScript(c.req.path)) {
      await next();
      setHeaders(c, isData(c) ? DATA_HEADERS : (apiHeaders ?? (await apiHeadersReady)));
    } else {
      await pages(c, next);
      const hashes: string[] | undefined = c.get("scriptHashes" as never);
      if (hashes?.length) {
        const policy = c.res.headers.get("Content-Security-Policy") ?? "";
        setHeaders(c, [
          [
            "Content-Security-Policy",
            policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(" ")}`),
          ],
        ]);
      }
    }
    if (fixedHsts ?? !isLocal(hostOf(c))) setHeaders(c, HSTS);
  };
}

/**
 * The headers the production app gives a hashed asset (`/assets/…`), asked of the same middleware: for a
 * front that serves those files itself (deploy/nginx, decision 0054) and must promise no more and no less.
 */
export async function assetHeaders(config: Config): Promise<[string, string][]> {
  const app = new Hono();
  app.use(securityHeaders(config, "production"));
  app.get("/assets/*", (c) => c.body(null));
  const answer = await app.request(new URL("/assets/a.js", config.PUBLIC_URL ?? "http://localhost"));
  return [...answer.headers, ["Cache-Control", ASSET_CACHE]];
}

/** Vite names built assets by content hash, so they never change: cached for a year. */
export const ASSET_CACHE = "public, max-age=31536000, immutable";

/**
 * The request's host without its port: from the Host header, where the server takes the URL's host from,
 * without parsing a URL per request; from the URL where there is no header (a request made in process).
 */
const hostOf = (c: Context) => {
  const header = c.req.header("host");
  return header ? header.replace(/:\d+$/, "") : new URL(c.req.url).hostname;
};

/** What server/app.ts serves from the build's files, as Hono paths: one list for both places. */
export const STATIC_FILE_PATHS = ["/assets/*", "/favicon.svg", "/robots.txt", "/media/*", "/images/*"];

/** The API and the static files: answers that run none of a page's inline scripts. */
const hasNoPageScript = (path: string) =>
  path.startsWith("/api/") ||
  STATIC_FILE_PATHS.some((files) =>
    files.endsWith("/*") ? path.startsWith(files.slice(0, -1)) : path === files,
  );

/**
 * A JSON (or NDJSON) answer of the API is data, never a document a browser renders with links, scripts or
 * frames of its own: it needs the headers OWASP's REST security cheat sheet lists for API answers, not the
 * page set. Nothing loads if it is opened as a page (`default-src 'none'`), it is never framed, never sniffed
 * into a script, and never readable by another site's no-cors request (CORP). Referrer, permissions, opener
 * and the older helmet headers act only on documents. Each header costs the request path about as
 * much as a middleware layer (16 headers on a bare handler: +40 % CPU a request, measured), and the API's
 * HTML (its docs page) and PDFs keep the whole set.
 */
const DATA_HEADERS: [string, string][] = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];
const isData = (c: Context) => {
  if (!c.req.path.startsWith("/api/")) return false;
  const type = c.res.headers.get("Content-Type");
  return type === null
    ? c.res.status === 304
    : type.startsWith("application/json") || type.startsWith("application/x-ndjson");
};

const HSTS: [string, string][] = [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]];

/**
 * Sets headers on the answer in place. `c.header` would copy the whole answer for each header once it is
 * built; an answer with immutable headers (a `Response.redirect`) is copied once instead.
 */
export function setHeaders(c: Context, headers: [string, string][]) {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of headers) c.header(name, value);
  }
}
