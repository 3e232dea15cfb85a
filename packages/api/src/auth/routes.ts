import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { MESSAGES } from "@loansetu/domain/messages";
import { isValidMobile, mobileDigits } from "@loansetu/domain/mobile";
import { getCookie } from "hono/cookie";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { CUSTOMER_OPTIONAL, json } from "../lib/openapi.ts";
import { safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { deviceOf } from "./known-device.ts";
import { authMessage } from "./messages.ts";
import { clearSessionCookies, localeOf, personal, requireCustomer, setSessionCookies } from "./middleware.ts";
import { otpReference, otpSendBody, otpVerifyBody } from "./otp-schemas.ts";
import { createOtpService } from "./otp-service.ts";
import { COOKIES } from "./policy.ts";
import type { IssuedTokens, SessionService, User } from "./session-service.ts";

const mobile = safeText()
  .transform(mobileDigits)
  .refine(isValidMobile, MESSAGES["mobile.invalid"])
  .openapi({ example: "9876543210" });
const referenceId = otpReference;

// The spec's request fields (§7 Login).
const sendBody = otpSendBody(mobile);
const resendBody = sendBody.extend({ referenceId });
const verifyBody = otpVerifyBody(mobile).extend({
  sessionToken: safeText().max(128).optional(),
  client: z
    .enum(["web", "app"])
    .default("web")
    .openapi({ description: "web: tokens only in HttpOnly cookies; app: tokens also in the body" }),
});

const userSchema = z
  .object({
    mobile: safeText(),
    name: z.object({ firstName: safeText().nullable(), lastName: safeText().nullable() }),
  })
  .openapi("User");
const sessionData = z.object({
  isVerified: z.literal(true),
  user: userSchema,
  token: safeText().optional(),
  refreshToken: safeText().optional(),
  sessionToken: safeText().optional(),
});

const failures = {
  400: failureResponse("Invalid input, or an incorrect or expired OTP"),
  429: failureResponse(
    "A limit was reached (sends, resend wait, attempts, this source held for 15 minutes, or the mobile is locked for the day)",
  ),
  503: failureResponse("The SMS gateway refused the OTP: nothing was sent or counted; try again"),
};

const routes = {
  send: createRoute({
    method: "post",
    path: "/otp-v2",
    tags: ["Login"],
    summary: "Send a login OTP",
    description:
      "Sends a 4-digit OTP by SMS. Limits: 5 an hour and 10 a day per mobile; per IP as configured (default 30 and 100).",
    request: { body: json(sendBody) },
    responses: {
      200: {
        description: "Sent",
        content: { "application/json": { schema: successSchema(z.object({ id: z.uuid() })) } },
      },
      ...failures,
    },
  }),
  resend: createRoute({
    method: "post",
    path: "/resend",
    tags: ["Login"],
    summary: "Send the OTP again (not before 30 s)",
    request: { body: json(resendBody) },
    responses: {
      200: {
        description: "Sent",
        content: {
          "application/json": { schema: successSchema(z.object({ id: z.uuid(), retries: z.number() })) },
        },
      },
      ...failures,
    },
  }),
  verify: createRoute({
    method: "post",
    path: "/verify",
    tags: ["Login"],
    summary: "Verify the OTP and start a session",
    description: "5 tries per OTP, 10 failed tries per mobile per day (then locked until midnight IST).",
    request: { body: json(verifyBody) },
    responses: {
      200: {
        description: "Logged in",
        content: { "application/json": { schema: successSchema(sessionData) } },
      },
      ...failures,
    },
  }),
  refresh: createRoute({
    method: "post",
    path: "/newaccesstoken",
    tags: ["Login"],
    summary: "New access token from the refresh token (rotated on every use)",
    security: [{ customerRefresh: [] }],
    description:
      "Refresh token as `Authorization: Bearer` (apps) or the refresh cookie (web). Reusing an old one revokes the session.",
    request: {
      body: {
        content: { "application/json": { schema: z.object({ mobile: safeText().optional() }) } },
        required: false,
      },
    },
    responses: {
      200: {
        description: "New tokens",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({ token: safeText().optional(), refreshToken: safeText().optional() }),
            ),
          },
        },
      },
      401: failureResponse("Refresh token invalid, expired or reused"),
    },
  }),
  logout: createRoute({
    method: "post",
    path: "/logout",
    tags: ["Login"],
    summary: "End the session",
    security: CUSTOMER_OPTIONAL,
    responses: {
      200: {
        description: "Logged out",
        content: { "application/json": { schema: successSchema(z.null()) } },
      },
      403: failureResponse("Sent from another site (ORIGIN_REJECTED)"),
    },
  }),
  me: createRoute({
    method: "get",
    path: "/user",
    tags: ["Login"],
    summary: "The logged-in customer",
    responses: {
      200: {
        description: "The customer",
        content: { "application/json": { schema: successSchema(userSchema) } },
      },
      401: failureResponse("Not logged in, or 'Session Token has expired'"),
    },
  }),
  checkLink: createRoute({
    method: "post",
    path: "/checkTokenExpiry",
    tags: ["Login"],
    summary: "Check an auto-login link without using it",
    request: {
      body: json(
        z.object({
          userToken: safeText().min(1).max(2048),
          userMobile: safeText().optional(),
          origin: safeText().max(64).optional(),
        }),
      ),
    },
    responses: {
      200: {
        description: "Link state",
        content: {
          "application/json": {
            schema: successSchema(z.object({ isExpired: z.boolean(), isVerified: z.boolean() })).extend({
              isExpired: z.boolean(),
            }),
          },
        },
      },
      400: failureResponse("No link token, or one too long"),
    },
  }),
  autoLogin: createRoute({
    method: "post",
    path: "/autoLogin",
    tags: ["Login"],
    summary: "Log in with a signed, single-use auto-login link",
    request: {
      body: json(z.object({ userToken: safeText().min(1).max(2048), userMobile: safeText().optional() })),
    },
    responses: {
      200: {
        description: "Logged in",
        content: { "application/json": { schema: successSchema(sessionData) } },
      },
      401: failureResponse("Tampered or foreign link"),
      410: failureResponse("Expired or already used link"),
    },
  }),
};

export const publicUser = (user: User) => ({
  mobile: user.mobile,
  name: { firstName: user.firstName, lastName: user.lastName },
});

export function authRoutes(deps: ApiDeps, sessions: SessionService) {
  const otps = createOtpService(deps);
  const caller = (c: Parameters<typeof localeOf>[0], mobileNumber: string) => ({
    mobile: mobileNumber,
    ip: clientInfo(c).ip,
    locale: localeOf(c),
    purpose: "login" as const,
    knownDevice: deviceOf(c, deps.config).known(mobileNumber),
  });
  const session = (
    c: Parameters<typeof localeOf>[0],
    tokens: IssuedTokens,
    user: User,
    client: "web" | "app",
  ) => {
    setSessionCookies(c, tokens, deps.config.PUBLIC_URL, deps.clock());
    return {
      isVerified: true as const,
      user: publicUser(user),
      ...(client === "app"
        ? { token: tokens.accessToken, refreshToken: tokens.refreshToken, sessionToken: tokens.sessionId }
        : {}),
    };
  };

  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.send, async (c) => {
      const body = c.req.valid("json");
      const sent = await otps.send(caller(c, body.mobile));
      return ok(c, sent, authMessage("otpSent", localeOf(c)));
    })
    .openapi(routes.resend, async (c) => {
      const body = c.req.valid("json");
      const sent = await otps.resend(body.referenceId, caller(c, body.mobile));
      return ok(c, sent, authMessage("otpSent", localeOf(c)));
    })
    .openapi(routes.verify, async (c) => {
      const body = c.req.valid("json");
      await otps.verify(body.referenceId, body.value.otp, caller(c, body.mobile));
      deviceOf(c, deps.config).remember(body.mobile);
      const { user, tokens } = await sessions.loginWithOtp(body.mobile, clientInfo(c), localeOf(c));
      return ok(c, session(c, tokens, user, body.client), authMessage("verified", localeOf(c)));
    })
    .openapi(routes.refresh, async (c) => {
      const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
      const refreshToken = bearer ?? getCookie(c, COOKIES.refresh);
      if (!refreshToken) throw new AppError("UNAUTHORIZED", authMessage("refreshInvalid", localeOf(c)));
      try {
        const tokens = await sessions.refresh(refreshToken, clientInfo(c), localeOf(c));
        if (!bearer) setSessionCookies(c, tokens, deps.config.PUBLIC_URL, deps.clock());
        return ok(c, bearer ? { token: tokens.accessToken, refreshToken: tokens.refreshToken } : {});
      } catch (error) {
        if (!bearer) clearSessionCookies(c);
        throw error;
      }
    })
    .openapi(routes.logout, async (c) => {
      const customer = (() => {
        try {
          return requireCustomer(c);
        } catch {
          return undefined;
        }
      })();
      if (customer) await sessions.logout(customer, clientInfo(c));
      clearSessionCookies(c);
      return ok(c, null, authMessage("loggedOut", localeOf(c)));
    })
    .openapi(personal(routes.me), (c) => ok(c, publicUser(requireCustomer(c).user)))
    .openapi(routes.checkLink, async (c) => {
      const body = c.req.valid("json");
      const state = await sessions.checkAutoLoginToken(
        body.userToken,
        body.userMobile ? mobileDigits(body.userMobile) : undefined,
      );
      return c.json({ status: true as const, message: "OK", isExpired: state.isExpired, data: state }, 200);
    })
    .openapi(routes.autoLogin, async (c) => {
      const body = c.req.valid("json");
      const { user, tokens } = await sessions.autoLogin(
        body.userToken,
        body.userMobile ? mobileDigits(body.userMobile) : undefined,
        clientInfo(c),
        localeOf(c),
      );
      return ok(c, session(c, tokens, user, "web"), authMessage("verified", localeOf(c)));
    });
}
