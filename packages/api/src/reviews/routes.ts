import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  reviewCity,
  reviewTextProblem,
} from "@loansetu/domain/reviews";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { exceeded, record } from "../auth/rate-limit.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { CUSTOMER } from "../lib/openapi.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { REVIEW_FIELD_TEXTS, reviewMessage } from "./messages.ts";
import { createReviewService } from "./service.ts";

// Customer reviews: the public list of approved reviews with the computed rating, and a
// customer's review of their own disbursed loan (read it, write it once).

const TAGS = ["Reviews"];
const REVIEW_MAX_BYTES = 4 * 1024;
/** Review submissions (accepted or not) a customer may make an hour: a person needs one or two. */
const SUBMITS_PER_HOUR = 20;

const leadId = z.string().regex(/^LS\d{6,18}$/, "Not an application reference.");
const ownReview = z
  .object({
    rating: z.number().int(),
    text: z.string().nullable(),
    status: z.enum(["pending", "approved", "rejected"]),
    createdAt: z.string(),
  })
  .openapi("OwnReview");
const shownReview = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    text: z.string().nullable(),
    locale: z.enum(["en", "hi"]),
    firstName: z.string(),
    city: z.string(),
    product: z.string(),
    createdAt: z.string(),
  })
  .openapi("Review");

/** Review text: optional, trimmed, no control characters, at most REVIEW_TEXT_MAX characters. */
export const reviewText = z
  .string()
  .max(REVIEW_TEXT_MAX * 4)
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .superRefine((value, ctx) => {
    const problem = reviewTextProblem(value);
    if (problem)
      ctx.addIssue({
        code: "custom",
        message: problem === "tooLong" ? REVIEW_FIELD_TEXTS.textLong : REVIEW_FIELD_TEXTS.textControl,
      });
  });

const submitBody = z.object({
  rating: z
    .number({ message: REVIEW_FIELD_TEXTS.rating })
    .int(REVIEW_FIELD_TEXTS.rating)
    .min(REVIEW_RATING_MIN, REVIEW_FIELD_TEXTS.rating)
    .max(REVIEW_RATING_MAX, REVIEW_FIELD_TEXTS.rating),
  text: reviewText.optional(),
  city: z
    .string({ message: REVIEW_FIELD_TEXTS.city })
    .max(200, REVIEW_FIELD_TEXTS.city)
    .transform((value, ctx) => {
      const city = reviewCity(value);
      if (city === null) {
        ctx.addIssue({ code: "custom", message: REVIEW_FIELD_TEXTS.city });
        return z.NEVER;
      }
      return city;
    }),
});

const routes = {
  published: createRoute({
    method: "get",
    path: "/reviews",
    tags: TAGS,
    summary: "Verified customer reviews, newest first, and the rating computed from them",
    description:
      "Only approved reviews written by the customer of a real application; the development seed's demo reviews are never listed. `rating` is null until 20 of them are approved.",
    request: { query: z.object({ limit: z.coerce.number().int().min(1).max(24).default(12) }) },
    responses: {
      200: {
        description: "The reviews",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({
                items: z.array(shownReview),
                rating: z
                  .object({ value: z.number(), outOf: z.literal(5), reviewCount: z.number().int() })
                  .nullable(),
              }),
            ),
          },
        },
      },
      400: failureResponse("A limit outside 1 to 24"),
    },
  }),
  mine: createRoute({
    method: "get",
    path: "/application/{id}/review",
    tags: TAGS,
    summary: "Whether the customer may review this loan, and their review if written",
    request: { params: z.object({ id: leadId.openapi({ param: { name: "id", in: "path" } }) }) },
    responses: {
      200: {
        description: "The state",
        content: {
          "application/json": {
            schema: successSchema(z.object({ canReview: z.boolean(), review: ownReview.nullable() })),
          },
        },
      },
      401: failureResponse("Not logged in"),
      404: failureResponse("No such application for this customer"),
    },
  }),
  submit: (deps: ApiDeps) =>
    createRoute({
      method: "post",
      path: "/application/{id}/review",
      tags: TAGS,
      security: CUSTOMER,
      summary: "Rate a disbursed loan (1–5) with an optional short review; shown once approved",
      request: {
        params: z.object({ id: leadId.openapi({ param: { name: "id", in: "path" } }) }),
        body: { required: true, content: { "application/json": { schema: submitBody } } },
      },
      responses: {
        200: {
          description: "Saved, waiting for moderation",
          content: { "application/json": { schema: successSchema(ownReview) } },
        },
        400: failureResponse("Bad rating, text or city"),
        401: failureResponse("Not logged in"),
        404: failureResponse("No such application for this customer"),
        409: failureResponse("Not disbursed yet, or already reviewed"),
        413: failureResponse("Body larger than the limit"),
        429: failureResponse("Too many submissions"),
      },
      middleware: [
        // Who is calling is settled before the body limit, which replaces the request object the customer
        // lookup is keyed by; an anonymous call gets its 401 without its body being read.
        createMiddleware<ApiEnv>(async (c, next) => {
          const { user } = requireCustomer(c);
          await limitSubmissions(deps, user.id, localeOf(c));
          await next();
        }),
        bodyLimit({
          maxSize: REVIEW_MAX_BYTES,
          onError: (c) => {
            throw new AppError("PAYLOAD_TOO_LARGE", reviewMessage("tooLarge", localeOf(c)));
          },
        }),
      ] as const,
    }),
};

/** Every submission counts, valid or not, so guessing at the API is limited as much as using the form. */
async function limitSubmissions(deps: ApiDeps, userId: string, locale: "en" | "hi") {
  const key = `review-submit:user:${userId}`;
  const at = deps.clock();
  const hour = { limit: SUBMITS_PER_HOUR, since: new Date(at.getTime() - 3_600_000) };
  if (await exceeded(deps.database.db, key, [hour]))
    throw new AppError("RATE_LIMITED", reviewMessage("rateLimited", locale));
  await record(deps.database.db, key, at);
}

export function reviewsRoutes(deps: ApiDeps) {
  const service = createReviewService(deps);
  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.published, async (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, await service.published(c.req.valid("query").limit));
    })
    .openapi(personal(routes.mine), async (c) => {
      const { user } = requireCustomer(c);
      return ok(c, await service.forApplication(user, c.req.valid("param").id, localeOf(c)));
    })
    .openapi(routes.submit(deps), async (c) => {
      const customer = c.get("customer");
      if (!customer) throw new AppError("UNAUTHORIZED", reviewMessage("notFound", localeOf(c)));
      const { user } = customer;
      const locale = localeOf(c);
      const body = c.req.valid("json");
      const review = await service.submit(
        user,
        {
          reference: c.req.valid("param").id,
          rating: body.rating,
          text: body.text ? body.text : null,
          city: body.city,
          locale,
        },
        { ip: clientInfo(c).ip, requestId: c.get("requestId") },
      );
      return ok(c, review, reviewMessage("submitted", locale));
    });
}
