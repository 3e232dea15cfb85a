import { OpenAPIHono } from "@hono/zod-openapi";
import { isDatabaseUnavailable, isStorageFailure } from "@loansetu/db/client";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { setAuditHashKey } from "./audit/mobile-hash.ts";
import { CUSTOMER_SESSION, customerMiddleware, localeOf } from "./auth/middleware.ts";
import { COOKIES } from "./auth/policy.ts";
import { authRoutes } from "./auth/routes.ts";
import { createSessionService } from "./auth/session-service.ts";
import { borrowerDocumentRoutes } from "./borrower-documents/routes.ts";
import { calculatorRoutes } from "./calculators/routes.ts";
import { chatbotRoutes } from "./chatbot/routes.ts";
import { consentRoutes } from "./consent/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { resourcesRoutes } from "./content/routes.ts";
import { creditCheckRoutes } from "./credit-check/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { eventsRoutes } from "./events/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { journeyRoutes } from "./journey/routes.ts";
import { lenderRatingRoutes } from "./lender-ratings/routes.ts";
import { LENDER_SESSION, lenderPortalRoutes } from "./lenders/portal-routes.ts";
import { LENDER_COOKIE } from "./lenders/portal-session.ts";
import { LENDER_KEY, lenderRoutes } from "./lenders/routes.ts";
import { registerLenderWebhooks } from "./lenders/webhook-document.ts";
import { defineLenderWebhookJob } from "./lenders/webhooks.ts";
import { renderApiDocs } from "./lib/api-docs-page.ts";
import { limitBodies } from "./lib/body-limits.ts";
import { rememberClientAddress } from "./lib/client-address.ts";
import { noteWriteFailure } from "./lib/database-writes.ts";
import { AppError } from "./lib/errors.ts";
import { errorForLog } from "./lib/logger.ts";
import {
  CUSTOMER,
  CUSTOMER_OPTIONAL,
  documentPart,
  PUBLIC,
  type Security,
  withOperationIds,
  withSecurity,
} from "./lib/openapi.ts";
import type { ApiDeps, ApiEnv } from "./lib/types.ts";
import { humanIssueMessage } from "./lib/validation-messages.ts";
import { myLoanRoutes } from "./my-loan/routes.ts";
import { PARTNER_COOKIE } from "./partners/policy.ts";
import { partnerRoutes } from "./partners/routes.ts";
import { myDataRoutes } from "./privacy/routes.ts";
import { reviewsRoutes } from "./reviews/routes.ts";
import { siteRoutes } from "./site/routes.ts";
import { studioRoutes } from "./studio/routes.ts";
import { supportRoutes } from "./support/routes.ts";

/** How long a caller is asked to wait while the database is away (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Routes that never look at who is calling: calculators' reference data, content, health, statistics. */
const SESSIONLESS =
  /^\/api\/(?:health|calculator|interest-rate|loans|statistics|metrics|resources\/|lender\/v1\/)/;

/**
 * The whole `/api`: every feature router, the OpenAPI document and its docs page, the 404 and the single
 * error mapping. Feature routers are added here and nowhere else.
 */
export function createApi(deps: ApiDeps) {
  // The audit log names a mobile only by its keyed hash, with this server's key.
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

  // Few middleware layers (each is an async call and a promise per request): three around every
  // API call, each doing what its place in the order needs.
  const compressed = compress();
  const trust = deps.config.trustProxy;
  api.use("*", async (c, next) => {
    // The client's address behind trusted proxies, for every per-IP limit and the audit log.
    rememberClientAddress(c, trust);
    // Answers compressed (hono/compress, from 1 kB, for a caller that takes gzip) after the default caching
    // below is settled.
    await compressed(c, async () => {
      await next();
      // API answers carry personal data (names, mobiles, leads) unless a route says
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
    // Public answers never read the session, so no cookie is parsed, no token checked and no
    // lapsed session refreshed on them (a refreshed cookie on a publicly cached answer would be wrong anyway).
    return SESSIONLESS.test(c.req.path) ? next() : customers(c, next);
  });

  // Each router with the credential its operations take unless a route names another (withSecurity):
  // the OpenAPI document declares one on every operation, and openapi-document.test.ts fails when one has none.
  const CONSENT_LINK: Security = [{ consentLink: [] }];
  api.route("/", withSecurity(healthRoutes(deps), PUBLIC));
  api.route("/", withSecurity(resourcesRoutes(deps), PUBLIC));
  api.route("/", withSecurity(authRoutes(deps, sessions), PUBLIC));
  api.route("/", withSecurity(contactRoutes(deps), PUBLIC));
  api.route("/", withSecurity(calculatorRoutes(deps), PUBLIC));
  api.route("/", withSecurity(journeyRoutes(deps), CUSTOMER));
  api.route("/", withSecurity(dashboardRoutes(deps), CUSTOMER));
  api.route("/", withSecurity(myDataRoutes(deps), CUSTOMER));
  api.route("/", withSecurity(creditCheckRoutes(deps), CUSTOMER));
  api.route("/", withSecurity(consentRoutes(deps), CONSENT_LINK));
  api.route("/", withSecurity(chatbotRoutes(deps), PUBLIC));
  api.route("/", withSecurity(supportRoutes(deps), CUSTOMER_OPTIONAL));
  api.route("/", withSecurity(siteRoutes(deps), PUBLIC));
  api.route("/", withSecurity(eventsRoutes(deps), PUBLIC));
  api.route("/", withSecurity(reviewsRoutes(deps), PUBLIC));
  api.route("/", withSecurity(partnerRoutes(deps), PUBLIC));
  // Studio and lender routes name theirs in their route helpers (studioRoute, lenderRoute).
  api.route("/studio", studioRoutes(deps));
  api.route("/", lenderRoutes(deps));
  api.route("/", withSecurity(myLoanRoutes(deps), CUSTOMER));
  api.route("/", withSecurity(lenderRatingRoutes(deps), CUSTOMER));
  api.route("/", withSecurity(borrowerDocumentRoutes(deps), CUSTOMER));
  api.route("/", withSecurity(lenderPortalRoutes(deps), [{ [LENDER_SESSION]: [] }]));
  defineLenderWebhookJob(deps.queue, {
    db: deps.database.db,
    clock: deps.clock,
    logger: deps.logger,
    keyHex: deps.config.PAN_ENCRYPTION_KEY,
  });

  registerSecuritySchemes(api);
  registerLenderWebhooks(api);
  // Built once, on the first request for it: the routes do not change while the server runs.
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  const openApiDocument = () => {
    document ??= withOperationIds(
      api.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: `${deps.config.BRAND_NAME} API`,
          version: "1.0.0",
          description:
            'Every answer is JSON. Success: `{ "status": true, "message", "data" }`. Failure: `{ "status": false, "message", "code", "errors" }` with a real HTTP status. Lenders: the calls under `/api/lender/v1` with a lender key (see `lenderKey` below).',
        },
        // The paths begin with /api, so the server is the site's own origin (PUBLIC_URL in production).
        servers: [{ url: deps.config.publicOrigin, description: deps.config.BRAND_NAME }],
      }),
    );
    return document;
  };
  api.get("/openapi.json", (c) => c.json(openApiDocument()));
  // The lender API's part alone, for a lender's client generator (docs/lender-integration.md).
  let lenderDocument: ReturnType<typeof openApiDocument> | undefined;
  api.get("/lender/v1/openapi.json", (c) => {
    lenderDocument ??= documentPart(
      openApiDocument(),
      "/api/lender/v1/",
      `${deps.config.BRAND_NAME} lender API`,
    );
    return c.json(lenderDocument);
  });
  api.get("/docs", (c) => c.html(renderApiDocs(openApiDocument())));

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

/**
 * The credentials the API's operations name in their `security` (studio/routes.ts adds the employee's two).
 * They describe what a caller sends; the checks themselves are each route's middleware.
 */
function registerSecuritySchemes(api: Pick<OpenAPIHono, "openAPIRegistry">) {
  const schemes = {
    [CUSTOMER_SESSION]: {
      type: "apiKey",
      in: "cookie",
      name: COOKIES.access,
      description:
        "A logged-in customer's session: the HttpOnly access cookie a web login sets (apps send `Authorization: Bearer`). Personal operations check it before their input.",
    },
    customerRefresh: {
      type: "apiKey",
      in: "cookie",
      name: COOKIES.refresh,
      description:
        "A customer's refresh token: the HttpOnly refresh cookie (apps send it as `Authorization: Bearer`), only for a new access token. Each use rotates it.",
    },
    partnerSession: {
      type: "apiKey",
      in: "cookie",
      name: PARTNER_COOKIE,
      description:
        "A signed-in channel partner's session cookie, set by `POST /api/partner/sign-in` and sent only to the partner's paths. Partners have no API key.",
    },
    consentLink: {
      type: "apiKey",
      in: "header",
      name: "x-consent-token",
      description:
        "A lender consent link's signed, single-use token, from the link the applicant received. A server-to-server client may add its `x-api-key`, checked when sent.",
    },
    payoutLink: {
      type: "apiKey",
      in: "header",
      name: "x-link-token",
      description: "A signed payout status link's token: one lead, valid 7 days.",
    },
    [LENDER_KEY]: {
      type: "http",
      scheme: "bearer",
      description:
        "A lender system's API key (`lsl_…`), made by LoanSetu for one lender, shown once. Send `Authorization: Bearer <key>`. See the lender integration guide.",
    },
    [LENDER_SESSION]: {
      type: "apiKey",
      in: "cookie",
      name: LENDER_COOKIE,
      description:
        "A lender portal user's session: the HttpOnly cookie the portal's sign-in sets after the password and the TOTP code.",
    },
  } as const;
  for (const [name, scheme] of Object.entries(schemes)) {
    api.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  }
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
