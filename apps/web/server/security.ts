import type { Config } from "@loansetu/api/config";
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Security headers for pages and API alike. Scripts run only from our origin or with this response's nonce
 * (React Router's inline hydration data carries it); no 'unsafe-eval'. Development relaxes script-src for
 * Vite's hot reload, which injects inline scripts without a nonce.
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
  const pages = secureHeaders(options(dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE]));
  // Issue 23: a JSON answer or a static file runs no script of the page's, so it needs no nonce: the same
  // policy without one. Its headers are the same for every answer, so hono's middleware is run once, on
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
      setHeaders(c, apiHeaders ?? (await apiHeadersReady));
    } else await pages(c, next);
    if (fixedHsts ?? !isLocal(new URL(c.req.url).hostname)) setHeaders(c, HSTS);
  };
}

/** What server/app.ts serves from the build's files, as Hono paths: one list for both places. */
export const STATIC_FILE_PATHS = ["/assets/*", "/favicon.svg", "/robots.txt", "/media/*", "/images/*"];

/** The API and the static files: answers that run none of a page's inline scripts. */
const hasNoPageScript = (path: string) =>
  path.startsWith("/api/") ||
  STATIC_FILE_PATHS.some((files) =>
    files.endsWith("/*") ? path.startsWith(files.slice(0, -1)) : path === files,
  );

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
