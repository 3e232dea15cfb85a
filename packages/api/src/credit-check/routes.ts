import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { CREDIT_BUREAUS } from "../content/bureaus.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { createCreditCheckService } from "./service.ts";

// The free credit score: read the customer's own score (with its report, factors, history and
// what a better band is worth) and run the check. Not a loan application: nothing here touches the leads.

const TAGS = ["Credit score"];
const BUREAU_SLUGS = CREDIT_BUREAUS.map((b) => b.slug) as [string, ...string[]];
const scoreSchema = z
  .looseObject({
    id: safeText(),
    bureau: safeText(),
    score: z.number().nullable(),
    fetchedAt: safeText(),
    refreshableAt: safeText(),
    isScoreExpire: z.boolean(),
  })
  .openapi("FreeCreditScore");
const known = z.object({
  fullName: safeText().nullable(),
  email: safeText().nullable(),
  dateOfBirth: safeText().nullable(),
  panMasked: safeText().nullable(),
});
const checkBody = z
  .object({
    bureau: z.enum(BUREAU_SLUGS).default("cibil"),
    fullName: safeText().max(200).optional(),
    dateOfBirth: safeText().max(20).optional(),
    pan: safeText().max(20).optional(),
    email: safeText().max(200).optional(),
    /** The one soft-enquiry consent: it must be ticked. */
    consent: z.boolean(),
    /** A PAN different from the one given before must be confirmed as the customer's own. */
    confirmPanChange: z.boolean().optional(),
  })
  .openapi("CreditCheckInput", {
    example: {
      bureau: "cibil",
      fullName: "Asha Verma",
      dateOfBirth: "1994-05-10",
      pan: "ABCDE1234F",
      email: "asha@example.in",
      consent: true,
    },
  });

const routes = {
  current: createRoute({
    method: "get",
    path: "/credit-check",
    tags: TAGS,
    summary: "The customer's free credit score (null before the first check) and the details already known",
    responses: {
      200: {
        description: "The score, or null",
        content: {
          "application/json": { schema: successSchema(z.object({ score: scoreSchema.nullable(), known })) },
        },
      },
      401: failureResponse("Not logged in"),
    },
  }),
  check: createRoute({
    method: "post",
    path: "/credit-check",
    tags: TAGS,
    summary: "Check the free credit score: the stored one within 30 days, else one soft bureau enquiry",
    request: { body: { content: { "application/json": { schema: checkBody } }, required: true } },
    responses: {
      200: {
        description: "The score; `reused` when it is the stored one",
        content: {
          "application/json": {
            schema: successSchema(z.object({ reused: z.boolean(), score: scoreSchema })),
          },
        },
      },
      400: failureResponse("A detail is missing or wrong, or the consent is not ticked"),
      401: failureResponse("Not logged in"),
      409: failureResponse("A PAN different from the customer's own, not confirmed"),
      429: failureResponse("The daily cap per customer or the hourly limit per IP is reached"),
      503: failureResponse("The bureau could not be reached"),
    },
  }),
};

export function creditCheckRoutes(deps: ApiDeps) {
  const service = createCreditCheckService(deps);
  return new OpenAPIHono<ApiEnv>()
    .openapi(personal(routes.current), async (c) => {
      const { user } = requireCustomer(c);
      const [score, details] = await Promise.all([service.current(user), service.known(user)]);
      return ok(c, { score, known: details });
    })
    .openapi(personal(routes.check), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const result = await service.check(user, c.req.valid("json"), locale, {
        ip: clientInfo(c).ip,
        requestId: c.get("requestId"),
      });
      if (!result.ok) {
        const errors = Object.entries(result.errors).map(([path, e]) => ({ path, message: e.message }));
        throw new AppError("VALIDATION_FAILED", errors[0]!.message, { errors });
      }
      return ok(c, { reused: result.reused, score: result.view });
    });
}
