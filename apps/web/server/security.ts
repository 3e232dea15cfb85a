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
  return [
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
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
    }),
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
