import { OpenAPIHono } from "@hono/zod-openapi";
import { isDatabaseUnavailable, isStorageFailure } from "@loansetu/db/client";
import { HTTPException } from "hono/http-exception";
import { setAuditHashKey } from "./audit/mobile-hash.ts";
import { CUSTOMER_SESSION, customerMiddleware, localeOf } from "./auth/middleware.ts";
import { COOKIES } from "./auth/policy.ts";
import { createSessionService } from "./auth/session-service.ts";
import { limitBodies } from "./body-limits.ts";
import { rememberClientAddress } from "./client-address.ts";
import { compressJson } from "./compress-json.ts";
import { noteWriteFailure } from "./database-writes.ts";
import { renderApiDocs } from "./docs.ts";
import { AppError } from "./errors.ts";
import { errorForLog } from "./logger.ts";
import { authRoutes } from "./routes/auth.ts";
import { calculatorRoutes } from "./routes/calculators.ts";
import { chatbotRoutes } from "./routes/chatbot.ts";
import { consentRoutes } from "./routes/consent.ts";
import { contactRoutes } from "./routes/contact.ts";
import { creditCheckRoutes } from "./routes/credit-check.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { eventsRoutes } from "./routes/events.ts";
import { healthRoutes } from "./routes/health.ts";
import { journeyRoutes } from "./routes/journey.ts";
import { myDataRoutes } from "./routes/my-data.ts";
import { partnerRoutes } from "./routes/partners.ts";
import { resourcesRoutes } from "./routes/resources.ts";
import { reviewsRoutes } from "./routes/reviews.ts";
import { siteRoutes } from "./routes/site.ts";
import { studioRoutes } from "./studio/routes.ts";
import { supportRoutes } from "./support/routes.ts";
import type { ApiDeps, ApiEnv } from "./types.ts";
import { humanIssueMessage } from "./validation-messages.ts";

/** How long a caller is asked to wait while the database is away (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Routes that never look at who is calling: calculators' reference data, content, health, statistics. */
const SESSIONLESS = /^\/api\/(?:health|calculator|interest-rate|loans|statistics|metrics|resources\/)/;

/**
 * The whole `/api`: every feature router, the OpenAPI document and its docs page, the 404 and the single
 * error mapping. Feature routers are added here and nowhere else.
 */
export function createApi(deps: ApiDeps) {
  // The audit log names a mobile only by its keyed hash, with this server's key (issue 20).
  setAuditHashKey(deps.config.AUDIT_HASH_SECRET);
  const api = new OpenAPIHono<ApiEnv>({
    // zod failures become the failure envelope with every field's message, never a 500.
    // The messages are written for people, in the caller's language (validation-messages.ts).
    defaultHook: (result, c) => {
      if (!result.success) {
        const locale = localeOf(c);
        const errors = result.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: humanIssueMessage(issue, locale),
        }));
        throw new AppError(
          "VALIDATION_FAILED",
          errors[0]?.message ?? humanIssueMessage({ code: "", message: "Invalid" }, locale),
          { errors },
        );
      }
    },
  }).basePath("/api");

  // Issue 23: few middleware layers (each is an async call and a promise per request): three around every
  // API call, each doing what its place in the order needs.
  const compress = compressJson();
  const trust = deps.config.trustProxy;
  api.use("*", async (c, next) => {
    // The client's address behind trusted proxies, for every per-IP limit and the audit log.
    rememberClientAddress(c, trust);
    // JSON answers compressed whole, not streamed through a CompressionStream (see compressJson), after
    // the default caching below is settled.
    await compress(c, async () => {
      await next();
      // Issue 19, hole 12: API answers carry personal data (names, mobiles, leads) unless a route says
      // otherwise (public content sets its own caching): no browser or proxy keeps them.
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-store");
    });
  });

  // Before anything reads a body: limits per route, refused from the headers where the size is announced.
  api.use("*", limitBodies());

  const sessions = createSessionService(deps);
  const customers = customerMiddleware(sessions, deps.config.PUBLIC_URL, deps.clock);
  api.use("*", (c, next) => {
    // A browser sends Origin with every cross-site POST: refusing foreign origins stops CSRF on cookie sessions.
    if (MUTATING.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin && !isSameOrigin(origin, c.req.url, deps.config.PUBLIC_URL)) {
        throw new AppError("ORIGIN_REJECTED", "This request came from another site and was refused.");
      }
    }
    // Issue 23: public answers never read the session, so no cookie is parsed, no token checked and no
    // lapsed session refreshed on them (a refreshed cookie on a publicly cached answer would be wrong anyway).
    return SESSIONLESS.test(c.req.path) ? next() : customers(c, next);
  });

  api.route("/", healthRoutes(deps));
  api.route("/", resourcesRoutes(deps));
  api.route("/", authRoutes(deps, sessions));
  api.route("/", contactRoutes(deps));
  api.route("/", calculatorRoutes(deps));
  api.route("/", journeyRoutes(deps));
  api.route("/", dashboardRoutes(deps));
  api.route("/", myDataRoutes(deps));
  api.route("/", creditCheckRoutes(deps));
  api.route("/", consentRoutes(deps));
  api.route("/", chatbotRoutes(deps));
  api.route("/", supportRoutes(deps));
  api.route("/", siteRoutes(deps));
  api.route("/", eventsRoutes(deps));
  api.route("/", reviewsRoutes(deps));
  api.route("/", partnerRoutes(deps));
  api.route("/studio", studioRoutes(deps));

  api.openAPIRegistry.registerComponent("securitySchemes", CUSTOMER_SESSION, {
    type: "apiKey",
    in: "cookie",
    name: COOKIES.access,
    description:
      "A logged-in customer's session: the HttpOnly access cookie a web login sets (apps send `Authorization: Bearer`). Personal operations check it before their input.",
  });
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: `${deps.config.BRAND_NAME} API`,
      version: "1.0.0",
      description:
        'Every answer is JSON. Success: `{ "status": true, "message", "data" }`. Failure: `{ "status": false, "message", "code", "errors" }` with a real HTTP status.',
    },
  });
  api.get("/docs", (c) =>
    c.html(
      renderApiDocs(
        api.getOpenAPI31Document({
          openapi: "3.1.0",
          info: { title: `${deps.config.BRAND_NAME} API`, version: "1.0.0" },
        }),
      ),
    ),
  );

  // Registered last, so it only answers paths no router claimed; without it the page renderer would.
  api.all("*", (c) =>
    c.json({ status: false, message: "No such API endpoint.", code: "NOT_FOUND", errors: [] }, 404),
  );

  api.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(
        { status: false, message: error.message, code: error.code, errors: error.errors },
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      // A disk that refuses writes: remembered, so /api/health stops answering 200 (database-writes.ts).
      if (isStorageFailure(error)) noteWriteFailure(deps.database, deps.clock());
      // A database restart or failover: say so, and when to try again, instead of a 500.
      deps.logger.warn({ err: errorForLog(error), requestId: c.get("requestId") }, "database unavailable");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(
        {
          status: false,
          message: "We cannot reach our database just now. Please try again in a few seconds.",
          code: "UNAVAILABLE",
          errors: [],
        },
        503,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { status: false, message: error.message || "Bad request.", code: "BAD_REQUEST", errors: [] },
        error.status,
      );
    }
    deps.logger.error(
      {
        err: errorForLog(error),
        requestId: c.get("requestId"),
      },
      "unhandled API error",
    );
    return c.json(
      {
        status: false,
        message: "Something went wrong on our side. Please try again.",
        code: "INTERNAL",
        errors: [],
      },
      500,
    );
  });

  return api;
}

function isSameOrigin(origin: string, requestUrl: string, publicUrl: string | undefined): boolean {
  try {
    const allowed = new Set([new URL(requestUrl).origin]);
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    return allowed.has(new URL(origin).origin);
  } catch {
    return false;
  }
}

export type Api = ReturnType<typeof createApi>;
