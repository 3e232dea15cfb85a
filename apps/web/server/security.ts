import type { Config } from "@loansetu/api/config";
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Security headers for pages and API alike. Scripts run only from our origin or with this response's nonce
 * (React Router's inline hydration data carries it); no 'unsafe-eval'. Development relaxes script-src for
 * Vite's hot reload, which injects inline scripts without a nonce.
 */
export function securityHeaders(config: Config, mode: "production" | "development"): MiddlewareHandler[] {
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
  // Issue 23: a JSON answer runs no script, so it needs no nonce: the same policy without one, built once
  // instead of drawing random bytes for every API call.
  const api = secureHeaders(options(["'self'"]));
  return [
    (c, next) => (c.req.path.startsWith("/api/") ? api(c, next) : pages(c, next)),
    // HSTS only where the site is really served over HTTPS: on localhost it would pin the browser to https.
    async (c, next) => {
      await next();
      const host = new URL(config.PUBLIC_URL ?? c.req.url).hostname;
      if (!LOCAL_HOSTS.has(host) && !LOCAL_HOSTS.has(`[${host}]`)) {
        c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      }
    },
  ];
}
