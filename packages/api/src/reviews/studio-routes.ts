import { OpenAPIHono, z } from "@hono/zod-openapi";
import { auditFrom } from "../audit/request.ts";
import { localeOf } from "../auth/middleware.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { employeeOf } from "../studio/middleware.ts";
import { studioRoute } from "../studio/studio-route.ts";
import { reviewMessage } from "./messages.ts";
import { moderateReview, rejectReason } from "./moderation.ts";
import { createReviewService } from "./service.ts";

// The studio's review moderation (`/api/studio/reviews`, operations): the pending reviews with the
// customer's first name and city only, and approve / reject (with a reason), each audited.

const ROLES = ["operations"] as const;
const PAGE_SIZE = 20;

const review = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    text: z.string().nullable(),
    locale: z.enum(["en", "hi"]),
    firstName: z.string(),
    city: z.string(),
    product: z.string(),
    createdAt: z.string(),
    demo: z.boolean(),
    stage: z.enum(["service", "disbursal", "closure"]).optional(),
    lenderRating: z
      .object({
        lenderId: z.number().int(),
        rateAsPromised: z.boolean(),
        unexpectedFees: z.boolean(),
        feesWhich: z.string().nullable(),
        daysToMoney: z.number().int(),
      })
      .nullable()
      .optional(),
  })
  .openapi("StudioReview");
const reviewId = z.object({
  id: z.uuid("This review reference is not valid.").openapi({ param: { name: "id", in: "path" } }),
});
const decided = {
  200: {
    description: "Decided",
    content: { "application/json": { schema: successSchema(review) } },
  },
  400: failureResponse("A bad review id, or (reject) no reason or a bad one"),
  404: failureResponse("No such review"),
  409: failureResponse("Already approved or rejected (reload)"),
};

export function studioReviewRoutes(deps: ApiDeps) {
  const service = createReviewService(deps);
  const decide = (c: Parameters<typeof auditFrom>[0], id: string, reason: string | null) => {
    const { requestId, ip } = auditFrom(c);
    return moderateReview(deps, {
      reviewId: id,
      decision: reason === null ? "approved" : "rejected",
      reason,
      actor: employeeOf(c),
      requestId,
      ip,
      locale: localeOf(c),
    });
  };
  return new OpenAPIHono<ApiEnv>()
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "get",
        path: "/",
        summary: "Reviews waiting for moderation, oldest first (first name and city only)",
        request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
        responses: {
          200: {
            description: "A page of pending reviews",
            content: {
              "application/json": {
                schema: successSchema(z.object({ items: z.array(review), total: z.number().int() })),
              },
            },
          },
        },
      }),
      async (c) => ok(c, await service.pending(c.req.valid("query").page, PAGE_SIZE)),
    )
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "post",
        path: "/{id}/approve",
        summary: "Approve a pending review: it is shown on the home page and counts in the rating",
        request: { params: reviewId },
        responses: decided,
      }),
      async (c) => {
        const shown = await decide(c, c.req.valid("param").id, null);
        return ok(c, shown, reviewMessage("approved", localeOf(c)));
      },
    )
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "post",
        path: "/{id}/reject",
        summary: "Reject a pending review, with a reason for the team (never shown publicly)",
        request: {
          params: reviewId,
          body: {
            required: true,
            content: { "application/json": { schema: z.object({ reason: rejectReason }) } },
          },
        },
        responses: decided,
      }),
      async (c) => {
        const shown = await decide(c, c.req.valid("param").id, c.req.valid("json").reason);
        return ok(c, shown, reviewMessage("rejected", localeOf(c)));
      },
    );
}
