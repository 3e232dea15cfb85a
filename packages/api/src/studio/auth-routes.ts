import { OpenAPIHono, z } from "@hono/zod-openapi";
import { studioDeviceOf } from "../auth/known-device.ts";
import { localeOf } from "../auth/middleware.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json } from "../lib/openapi.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { normaliseEmail } from "./employee-store.ts";
import { employeeSchema } from "./me-routes.ts";
import { studioMessage } from "./messages.ts";
import { clearStudioCookie, employeeOf, pendingEmployee, setStudioCookie } from "./middleware.ts";
import { ROLES, STUDIO_POLICY } from "./policy.ts";
import { emailField, passwordField, safeText } from "./schemas.ts";
import { createStudioSetup } from "./setup-service.ts";
import { createStudioSignIn } from "./sign-in-service.ts";
import { studioPublicRoute, studioRoute } from "./studio-route.ts";

const done = z.object({ done: z.literal(true) });

/** `/api/studio/auth/*` (sign-in in two steps, sign-out, sign-out everywhere) and `/api/studio/setup/*`. */
export function studioAuthRoutes(deps: ApiDeps) {
  const signIn = createStudioSignIn(deps);
  const setup = createStudioSetup(deps);
  const app = new OpenAPIHono<ApiEnv>();

  app.openapi(
    studioPublicRoute({
      method: "post",
      path: "/auth/sign-in",
      summary: "Employee sign-in, step 1: work email and password",
      description:
        "Sets a short-lived half-way session cookie that only the second-factor step accepts. Five failures for one email from one address in 15 minutes lock that address out of it for 15 minutes; thirty from all addresses lock out every browser where the employee has not signed in before. Every refusal has the same answer.",
      request: { body: json(z.object({ email: emailField, password: passwordField })) },
      responses: {
        200: {
          description: "Password accepted; a TOTP or recovery code is needed next",
          content: {
            "application/json": { schema: successSchema(z.object({ secondFactor: z.literal(true) })) },
          },
        },
        401: failureResponse("Email or password not correct, or locked"),
        429: failureResponse("Too many sign-ins from this address"),
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const knownDevice = studioDeviceOf(c, deps.config).known(normaliseEmail(email));
      const session = await signIn.withPassword(
        email,
        password,
        { ...clientInfo(c), knownDevice },
        localeOf(c),
        c.get("requestId"),
      );
      setStudioCookie(c, session.token, deps.config.PUBLIC_URL, STUDIO_POLICY.mfaPendingSeconds);
      return ok(c, { secondFactor: true as const });
    },
  );

  app.openapi(
    studioPublicRoute({
      method: "post",
      path: "/auth/second-factor",
      summary: "Employee sign-in, step 2: a TOTP code or a recovery code",
      request: { body: json(z.object({ code: safeText(20) })) },
      responses: {
        200: {
          description: "Signed in; the session cookie is set",
          content: { "application/json": { schema: successSchema(employeeSchema) } },
        },
        400: failureResponse("Code not correct"),
        401: failureResponse("No password step before this, or it expired"),
      },
    }),
    async (c) => {
      const pending = pendingEmployee(c);
      if (!pending) throw new AppError("UNAUTHORIZED", studioMessage("sessionEnded", localeOf(c)));
      const { code } = c.req.valid("json");
      const device = studioDeviceOf(c, deps.config);
      const result = await signIn.withSecondFactor(
        pending,
        code,
        { ...clientInfo(c), knownDevice: device.known(pending.email) },
        localeOf(c),
        c.get("requestId"),
      );
      // This browser now holds the email: strangers' wrong passwords for it no longer lock it out here.
      device.remember(result.employee.email);
      setStudioCookie(c, result.token, deps.config.PUBLIC_URL, STUDIO_POLICY.absoluteSeconds);
      const { id, email, name, roles, kind } = result.employee;
      return ok(c, { id, email, name, roles, kind });
    },
  );

  app.openapi(
    studioRoute({
      roles: ROLES,
      method: "post",
      path: "/auth/sign-out",
      summary: "Ends this back-office session",
      responses: {
        200: { description: "Signed out", content: { "application/json": { schema: successSchema(done) } } },
        401: failureResponse("Not signed in"),
      },
    }),
    async (c) => {
      await signIn.signOut(employeeOf(c), clientInfo(c), c.get("requestId"));
      clearStudioCookie(c);
      return ok(c, { done: true as const });
    },
  );

  app.openapi(
    studioRoute({
      roles: ROLES,
      method: "post",
      path: "/auth/sign-out-everywhere",
      summary: "Ends every back-office session of the signed-in employee",
      responses: {
        200: {
          description: "Signed out everywhere",
          content: { "application/json": { schema: successSchema(z.object({ sessionsEnded: z.number() })) } },
        },
        401: failureResponse("Not signed in"),
      },
    }),
    async (c) => {
      const sessionsEnded = await signIn.signOutEverywhere(employeeOf(c), clientInfo(c), c.get("requestId"));
      clearStudioCookie(c);
      return ok(c, { sessionsEnded });
    },
  );

  const token = safeText(100).regex(/^[A-Za-z0-9_-]{20,100}$/, "This set-up link is not valid.");

  app.openapi(
    studioPublicRoute({
      method: "post",
      path: "/setup/start",
      summary: "Opens a set-up link: the employee and their TOTP secret (text, otpauth URI, QR code SVG)",
      request: { body: json(z.object({ token })) },
      responses: {
        200: {
          description: "The set-up details",
          content: {
            "application/json": {
              schema: successSchema(
                z.object({
                  email: z.string(),
                  name: z.string(),
                  secret: z.string(),
                  otpauthUri: z.string(),
                  qrSvg: z.string(),
                }),
              ),
            },
          },
        },
        410: failureResponse("Link not valid, expired or used"),
      },
    }),
    async (c) => ok(c, await setup.start(c.req.valid("json").token, localeOf(c))),
  );

  app.openapi(
    studioPublicRoute({
      method: "post",
      path: "/setup/complete",
      summary: "Completes set-up: password and a first TOTP code; answers 8 recovery codes (shown once)",
      request: {
        body: json(
          z.object({
            token,
            password: passwordField.refine(
              (p) => p.length >= STUDIO_POLICY.minPasswordLength,
              `Use at least ${STUDIO_POLICY.minPasswordLength} characters.`,
            ),
            code: safeText(10),
          }),
        ),
      },
      responses: {
        200: {
          description: "Set up",
          content: {
            "application/json": {
              schema: successSchema(z.object({ email: z.string(), recoveryCodes: z.array(z.string()) })),
            },
          },
        },
        400: failureResponse("Password too short or code not correct"),
        410: failureResponse("Link not valid, expired or used"),
      },
    }),
    async (c) => {
      const { token: value, password, code } = c.req.valid("json");
      const result = await setup.complete(value, password, code, localeOf(c), {
        ip: clientInfo(c).ip,
        requestId: c.get("requestId"),
      });
      return ok(c, result);
    },
  );

  return app;
}
