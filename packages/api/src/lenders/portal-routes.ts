import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { LENDER_USER_ROLES } from "@loansetu/domain/lender-portal";
import { REJECTION_REASONS, SHARE_STATUSES } from "@loansetu/domain/lender-share";
import type { Context, MiddlewareHandler } from "hono";
import { localeOf } from "../auth/middleware.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json } from "../lib/openapi.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { STUDIO_POLICY } from "../studio/policy.ts";
import { portalMessage } from "./portal-messages.ts";
import { createLenderPortal, type PortalCaller } from "./portal-service.ts";
import { clearLenderCookie, lenderSessionOf, setLenderCookie } from "./portal-session.ts";
import type { LenderUser } from "./portal-users.ts";

// The lender portal's JSON routes, `/api/lender-portal` (decision 0072): what the portal's pages do, for a
// script or a test, with the portal's cookie. Every route authenticates first, counts against the user's
// rate limit, validates, then the service checks the role and the lender's scope and writes the audit log.

export const LENDER_SESSION = "lenderSession";
const tags = ["Lender portal"];
const USERS = new WeakMap<Request, LenderUser>();
const PENDING = new WeakMap<Request, LenderUser>();

const userOf = (c: Context): LenderUser => {
  const user = USERS.get(c.req.raw);
  if (!user) throw new AppError("UNAUTHORIZED", portalMessage("notSignedIn", localeOf(c)));
  return user;
};
const callerOf = (c: Context<ApiEnv>): PortalCaller => ({
  ...clientInfo(c),
  requestId: c.get("requestId"),
});

function signedIn(deps: ApiDeps, options: { pending?: boolean } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const state = await lenderSessionOf(deps, c);
    const locale = localeOf(c);
    if (options.pending) {
      if (!state || "ended" in state || !state.pending)
        throw new AppError("UNAUTHORIZED", portalMessage("notSignedIn", locale));
      PENDING.set(c.req.raw, state.user);
      return next();
    }
    if (!state || "ended" in state || state.pending)
      throw new AppError(
        state && "ended" in state ? "SESSION_EXPIRED" : "UNAUTHORIZED",
        portalMessage("notSignedIn", locale),
      );
    const now = deps.clock();
    const key = `lender-portal-call:${state.user.id}`;
    const over = await withKeyLock(deps.database.db, key, async (tx) => {
      const window = { limit: STUDIO_POLICY.callsPerMinute, since: new Date(now.getTime() - 60_000) };
      if (await exceeded(tx, key, [window])) return true;
      await record(tx, key, now);
      return false;
    });
    if (over)
      throw new AppError("RATE_LIMITED", portalMessage("tooMany", locale), {
        headers: { "Retry-After": "60" },
      });
    USERS.set(c.req.raw, state.user);
    await next();
  };
}

const reference = z
  .string()
  .regex(/^LS\d{4,18}$/)
  .openapi({ param: { name: "applicationId", in: "path" }, example: "LS2611200001" });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const terms = z.object({
  amount: z.number().int().min(10_000).max(50_000_000),
  ratePercent: z.number().min(1).max(36),
  tenureMonths: z.number().int().min(3).max(360),
  processingFeeBase: z.number().int().min(0).max(500_000),
});
export const portalDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), terms }),
  z.object({ decision: z.literal("counter"), terms }),
  z.object({ decision: z.literal("reject"), reason: z.enum(REJECTION_REASONS) }),
]);
const anything = z.object({}).passthrough();
const refusals = {
  400: failureResponse("Invalid input"),
  401: failureResponse("Not signed in to the portal"),
  403: failureResponse("The role does not allow this"),
  404: failureResponse("Not shared with your organisation"),
  409: failureResponse("A step not valid in the application's state"),
  410: failureResponse("The borrower withdrew consent"),
  429: failureResponse("Too many calls"),
};
const answer = (description: string) => ({
  200: { description, content: { "application/json": { schema: successSchema(anything) } } },
  ...refusals,
});

function portalRoute<R extends Parameters<typeof createRoute>[0]>(
  deps: ApiDeps,
  route: R,
  options: { pending?: boolean; open?: boolean } = {},
) {
  return createRoute({
    ...route,
    tags,
    middleware: options.open ? [] : [signedIn(deps, options)],
    security: options.open ? [] : [{ [LENDER_SESSION]: [] }],
  } as R);
}

export function lenderPortalRoutes(deps: ApiDeps) {
  const portal = createLenderPortal(deps);
  const secure = (c: Context) => new URL(deps.config.PUBLIC_URL ?? c.req.url).protocol === "https:";
  const path = (tail: string) => `/lender-portal${tail}`;
  const app = { params: z.object({ applicationId: reference }) };

  const routes = {
    password: portalRoute(
      deps,
      {
        method: "post",
        path: path("/sign-in"),
        summary: "Sign-in, step 1: work email and password (answers a half-way session cookie)",
        request: { body: json(z.object({ email: z.string().max(200), password: z.string().max(200) })) },
        responses: answer("Password accepted; send the code next"),
      },
      { open: true },
    ),
    code: portalRoute(
      deps,
      {
        method: "post",
        path: path("/sign-in/code"),
        summary: "Sign-in, step 2: the authenticator's 6-digit code or a recovery code",
        request: { body: json(z.object({ code: z.string().max(20) })) },
        responses: answer("Signed in"),
      },
      { pending: true },
    ),
    signOut: portalRoute(deps, {
      method: "post",
      path: path("/sign-out"),
      summary: "Sign out",
      responses: answer("Signed out"),
    }),
    list: portalRoute(deps, {
      method: "get",
      path: path("/applications"),
      summary: "Applications shared with your organisation, 20 a page, by status",
      request: {
        query: z.object({ status: z.enum(SHARE_STATUSES).optional(), cursor: z.string().uuid().optional() }),
      },
      responses: answer("A page"),
    }),
    read: portalRoute(deps, {
      method: "get",
      path: path("/applications/{applicationId}"),
      summary: "One application, the applicant's details masked, with the steps you may take now",
      request: app,
      responses: answer("The application"),
    }),
    reveal: portalRoute(deps, {
      method: "post",
      path: path("/applications/{applicationId}/reveal"),
      summary: "Show the applicant's details (logged, and shown to the borrower as your access)",
      request: app,
      responses: answer("The details"),
    }),
    decision: portalRoute(deps, {
      method: "post",
      path: path("/applications/{applicationId}/decision"),
      summary: "Approve with final terms, counter-offer, or reject with a listed reason",
      request: { ...app, body: json(portalDecisionSchema) },
      responses: answer("Decided"),
    }),
    sanction: portalRoute(deps, {
      method: "post",
      path: path("/applications/{applicationId}/sanction"),
      summary: "Sanction the accepted terms",
      request: { ...app, body: json(z.object({ date: isoDate })) },
      responses: answer("Sanctioned"),
    }),
    disbursal: portalRoute(deps, {
      method: "post",
      path: path("/applications/{applicationId}/disbursal"),
      summary: "Report the disbursal: amount, date and UTR",
      request: {
        ...app,
        body: json(
          z.object({
            amount: z.number().int().positive(),
            date: isoDate,
            utr: z.string().regex(/^[A-Z0-9]{12,22}$/),
          }),
        ),
      },
      responses: answer("Disbursed"),
    }),
    schedule: portalRoute(deps, {
      method: "post",
      path: path("/applications/{applicationId}/repayment-schedule"),
      summary: "Post the repayment schedule worked out from the sanctioned terms",
      request: {
        ...app,
        body: json(z.object({ firstDueDate: z.string().regex(/^\d{4}-\d{2}-(0[1-9]|1\d|2[0-8])$/) })),
      },
      responses: answer("Recorded"),
    }),
    deliveries: portalRoute(deps, {
      method: "get",
      path: path("/webhook-deliveries"),
      summary: "Your organisation's webhook delivery log",
      responses: answer("The log"),
    }),
    replay: portalRoute(deps, {
      method: "post",
      path: path("/webhook-deliveries/{deliveryId}/replay"),
      summary: "Send one webhook again",
      request: {
        params: z.object({
          deliveryId: z
            .string()
            .uuid()
            .openapi({ param: { name: "deliveryId", in: "path" } }),
        }),
      },
      responses: answer("Queued again"),
    }),
    users: portalRoute(deps, {
      method: "get",
      path: path("/users"),
      summary: "Your organisation's portal users (managers)",
      responses: answer("The users"),
    }),
    invite: portalRoute(deps, {
      method: "post",
      path: path("/users"),
      summary:
        "Invite a portal user (managers): an e-mail with a one-time set-up link (72 hours) where they set a password and TOTP",
      request: {
        body: json(
          z.object({
            email: z.string().email().max(200),
            name: z.string().min(2).max(100),
            role: z.enum(LENDER_USER_ROLES),
          }),
        ),
      },
      responses: answer("Invited"),
    }),
    role: portalRoute(deps, {
      method: "post",
      path: path("/users/{userId}/role"),
      summary: "Change a portal user's role (managers; not your own)",
      request: {
        params: z.object({
          userId: z
            .string()
            .uuid()
            .openapi({ param: { name: "userId", in: "path" } }),
        }),
        body: json(z.object({ role: z.enum(LENDER_USER_ROLES) })),
      },
      responses: answer("Changed"),
    }),
    setupStart: portalRoute(
      deps,
      {
        method: "post",
        path: path("/set-up/start"),
        summary:
          "Open a set-up link: the invited person and a new TOTP secret (text, otpauth URI and QR code)",
        request: { body: json(z.object({ token: z.string().min(20).max(200) })) },
        responses: { ...answer("The person and the secret"), 410: failureResponse("Expired or used") },
      },
      { open: true },
    ),
    setupComplete: portalRoute(
      deps,
      {
        method: "post",
        path: path("/set-up/complete"),
        summary: "Complete set-up: a password and a code from the app; answers 8 recovery codes, once",
        request: {
          body: json(
            z.object({
              token: z.string().min(20).max(200),
              password: z.string().max(200),
              code: z.string().max(20),
            }),
          ),
        },
        responses: { ...answer("Set up"), 410: failureResponse("Expired or used") },
      },
      { open: true },
    ),
    keys: portalRoute(deps, {
      method: "get",
      path: path("/keys"),
      summary: "Your organisation's lender API keys (managers): names, prefixes and dates, never a key",
      responses: answer("The keys"),
    }),
    createKey: portalRoute(deps, {
      method: "post",
      path: path("/keys"),
      summary: "Make a lender API key (managers); the key is answered once",
      request: { body: json(z.object({ name: z.string().min(1).max(80) })) },
      responses: answer("Made"),
    }),
    rotateKey: portalRoute(deps, {
      method: "post",
      path: path("/keys/{keyId}/rotate"),
      summary: "Rotate a key (managers): a new key, answered once; the old one works 7 more days at most",
      request: {
        params: z.object({
          keyId: z
            .string()
            .uuid()
            .openapi({ param: { name: "keyId", in: "path" } }),
        }),
      },
      responses: answer("Rotated"),
    }),
    revokeKey: portalRoute(deps, {
      method: "post",
      path: path("/keys/{keyId}/revoke"),
      summary: "Revoke a key at once (managers)",
      request: {
        params: z.object({
          keyId: z
            .string()
            .uuid()
            .openapi({ param: { name: "keyId", in: "path" } }),
        }),
      },
      responses: answer("Revoked"),
    }),
    deactivate: portalRoute(deps, {
      method: "post",
      path: path("/users/{userId}/deactivate"),
      summary: "Deactivate a portal user of your organisation (managers); their sessions end at once",
      request: {
        params: z.object({
          userId: z
            .string()
            .uuid()
            .openapi({ param: { name: "userId", in: "path" } }),
        }),
      },
      responses: answer("Deactivated"),
    }),
  };

  /** Set-up links are guessed at from one address at most 20 times in 15 minutes. */
  const setupLimit = async (c: Context<ApiEnv>) => {
    const now = deps.clock();
    const key = `lender-setup:${clientInfo(c).ip}`;
    const over = await withKeyLock(deps.database.db, key, async (tx) => {
      if (await exceeded(tx, key, [{ limit: 20, since: new Date(now.getTime() - 15 * 60_000) }])) return true;
      await record(tx, key, now);
      return false;
    });
    if (over)
      throw new AppError("RATE_LIMITED", portalMessage("tooMany", localeOf(c)), {
        headers: { "Retry-After": "900" },
      });
  };

  const router = new OpenAPIHono<ApiEnv>();
  router.openapi(routes.password, async (c) => {
    const body = c.req.valid("json");
    const session = await portal.withPassword(body.email, body.password, callerOf(c), localeOf(c));
    setLenderCookie(c, session.token, secure(c), STUDIO_POLICY.mfaPendingSeconds);
    return ok(c, { next: "code" });
  });
  router.openapi(routes.code, async (c) => {
    const pending = PENDING.get(c.req.raw)!;
    const done = await portal.withSecondFactor(pending, c.req.valid("json").code, callerOf(c), localeOf(c));
    setLenderCookie(c, done.token, secure(c), STUDIO_POLICY.absoluteSeconds);
    const { sessionId: _sessionId, ...user } = done.user;
    return ok(c, { user });
  });
  router.openapi(routes.signOut, async (c) => {
    await portal.signOut(userOf(c), callerOf(c));
    clearLenderCookie(c);
    return ok(c, { signedOut: true });
  });
  router.openapi(routes.list, async (c) => ok(c, await portal.list(userOf(c), c.req.valid("query"))));
  router.openapi(routes.read, async (c) =>
    ok(c, await portal.application(userOf(c), c.req.valid("param").applicationId)),
  );
  router.openapi(routes.reveal, async (c) =>
    ok(c, await portal.reveal(userOf(c), c.req.valid("param").applicationId, callerOf(c))),
  );
  router.openapi(routes.decision, async (c) =>
    ok(
      c,
      await portal.decide(
        userOf(c),
        c.req.valid("param").applicationId,
        c.req.valid("json"),
        callerOf(c),
        localeOf(c),
      ),
    ),
  );
  router.openapi(routes.sanction, async (c) =>
    ok(
      c,
      await portal.sanction(
        userOf(c),
        c.req.valid("param").applicationId,
        c.req.valid("json"),
        callerOf(c),
        localeOf(c),
      ),
    ),
  );
  router.openapi(routes.disbursal, async (c) =>
    ok(
      c,
      await portal.disburse(
        userOf(c),
        c.req.valid("param").applicationId,
        c.req.valid("json"),
        callerOf(c),
        localeOf(c),
      ),
    ),
  );
  router.openapi(routes.schedule, async (c) =>
    ok(
      c,
      await portal.schedule(
        userOf(c),
        c.req.valid("param").applicationId,
        c.req.valid("json"),
        callerOf(c),
        localeOf(c),
      ),
    ),
  );
  router.openapi(routes.deliveries, async (c) => ok(c, { items: await portal.deliveries(userOf(c)) }));
  router.openapi(routes.replay, async (c) =>
    ok(c, await portal.replay(userOf(c), c.req.valid("param").deliveryId, callerOf(c), localeOf(c))),
  );
  router.openapi(routes.users, async (c) =>
    ok(c, { items: await portal.users(userOf(c), callerOf(c), localeOf(c)) }),
  );
  router.openapi(routes.invite, async (c) =>
    ok(c, await portal.invite(userOf(c), c.req.valid("json"), callerOf(c), localeOf(c))),
  );
  router.openapi(routes.role, async (c) =>
    ok(
      c,
      await portal.changeRole(
        userOf(c),
        c.req.valid("param").userId,
        c.req.valid("json").role,
        callerOf(c),
        localeOf(c),
      ),
    ),
  );
  router.openapi(routes.setupStart, async (c) => {
    await setupLimit(c);
    return ok(c, await portal.setupStart(c.req.valid("json").token, localeOf(c)));
  });
  router.openapi(routes.setupComplete, async (c) => {
    await setupLimit(c);
    const body = c.req.valid("json");
    return ok(c, await portal.setupComplete(body.token, body.password, body.code, callerOf(c), localeOf(c)));
  });
  router.openapi(routes.keys, async (c) =>
    ok(c, { items: await portal.keys(userOf(c), callerOf(c), localeOf(c)) }),
  );
  router.openapi(routes.createKey, async (c) =>
    ok(c, await portal.createKey(userOf(c), c.req.valid("json").name, callerOf(c), localeOf(c))),
  );
  router.openapi(routes.rotateKey, async (c) =>
    ok(c, await portal.rotateKey(userOf(c), c.req.valid("param").keyId, callerOf(c), localeOf(c))),
  );
  router.openapi(routes.revokeKey, async (c) =>
    ok(c, await portal.revokeKey(userOf(c), c.req.valid("param").keyId, callerOf(c), localeOf(c))),
  );
  router.openapi(routes.deactivate, async (c) =>
    ok(c, await portal.deactivateUser(userOf(c), c.req.valid("param").userId, callerOf(c), localeOf(c))),
  );
  return router;
}
