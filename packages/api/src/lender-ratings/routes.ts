import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { LENDER_RATING_STAGES } from "@loansetu/domain/lender-ratings";
import { createMiddleware } from "hono/factory";
import { localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json } from "../lib/openapi.ts";
import { safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { ratingMessage } from "./messages.ts";
import { createLenderRatingService, parseRatingFields } from "./service.ts";

// Rating the lender of a disbursed loan (decision 0080), for its signed-in borrower only: what may be rated
// now, and a rating at a stage (after disbursal, at closure), once each, moderated as reviews are.

const TAGS = ["My loan"];
const reference = safeText()
  .regex(/^LS\d{4,18}$/, "Not an application reference.")
  .openapi({ param: { name: "reference", in: "path" }, example: "LS2611200001" });
const own = z.object({
  stage: z.enum(LENDER_RATING_STAGES),
  stars: z.number().int(),
  rateAsPromised: z.boolean(),
  unexpectedFees: z.boolean(),
  feesWhich: z.string().nullable(),
  comment: z.string().nullable(),
  daysToMoney: z.number().int(),
  status: z.enum(["pending", "approved", "rejected"]),
});
const refusals = {
  400: failureResponse("Invalid input (VALIDATION_FAILED)"),
  401: failureResponse("Not logged in"),
  404: failureResponse("No disbursed loan with this reference for this customer"),
};

const routes = {
  state: createRoute({
    method: "get",
    path: "/my-loans/{reference}/lender-rating",
    tags: TAGS,
    summary: "Which stages of the loan the borrower may rate its lender at now, and their ratings",
    request: { params: z.object({ reference }) },
    responses: {
      200: {
        description: "The state",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({
                open: z.array(z.enum(LENDER_RATING_STAGES)),
                rated: z.array(own),
                daysToMoney: z.number().int(),
              }),
            ),
          },
        },
      },
      ...refusals,
    },
  }),
  submit: createRoute({
    method: "post",
    path: "/my-loans/{reference}/lender-rating",
    tags: TAGS,
    summary:
      "Rate the loan's lender at a stage: rate as promised, unexpected fees, stars, comment; shown once approved",
    request: {
      params: z.object({ reference }),
      body: json(
        z.object({
          stage: z.enum(LENDER_RATING_STAGES),
          stars: z.number().int().min(1).max(5),
          rateAsPromised: z.boolean(),
          unexpectedFees: z.boolean(),
          feesWhich: safeText().max(480).default(""),
          comment: z.string().max(2000).default(""),
        }),
      ),
    },
    responses: {
      200: {
        description: "Saved, waiting for moderation",
        content: { "application/json": { schema: successSchema(own) } },
      },
      ...refusals,
      409: failureResponse("Rated at this stage already, or closure not reached"),
      429: failureResponse("Too many submissions"),
    },
  }),
};

export function lenderRatingRoutes(deps: ApiDeps) {
  const service = createLenderRatingService(deps);
  return (
    new OpenAPIHono<ApiEnv>()
      .openapi(personal(routes.state), async (c) => {
        const { user } = requireCustomer(c);
        return ok(c, await service.forLoan(user, c.req.valid("param").reference, localeOf(c)));
      })
      // Signed in first (personal), then the hourly limit, then the body is read and checked.
      .openapi(
        {
          ...personal(routes.submit),
          middleware: [
            ...personal(routes.submit).middleware,
            createMiddleware<ApiEnv>(async (c, next) => {
              await service.limit(requireCustomer(c).user, localeOf(c));
              await next();
            }),
          ] as const,
        },
        async (c) => {
          const { user } = requireCustomer(c);
          const locale = localeOf(c);
          const body = c.req.valid("json");
          const parsed = parseRatingFields(
            {
              stage: body.stage,
              stars: String(body.stars),
              rateAsPromised: body.rateAsPromised ? "yes" : "no",
              unexpectedFees: body.unexpectedFees ? "yes" : "no",
              feesWhich: body.feesWhich,
              comment: body.comment,
            },
            locale,
          );
          if (!parsed.ok)
            throw new AppError("VALIDATION_FAILED", Object.values(parsed.errors).join(" "), {
              errors: Object.entries(parsed.errors).map(([path, message]) => ({ path, message })),
            });
          const saved = await service.submit(user, c.req.valid("param").reference, parsed.input, locale, {
            ip: clientInfo(c).ip,
            requestId: c.get("requestId"),
          });
          return ok(c, saved, ratingMessage("submitted", locale));
        },
      )
  );
}
