import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { analyticsEvents } from "@loansetu/db/schema";
import {
  ANALYTICS_EVENTS,
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_BYTES,
} from "@loansetu/domain/analytics-events";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiLocale } from "../auth/messages.ts";
import { localeOf } from "../auth/middleware.ts";
import { exceeded, record } from "../auth/rate-limit.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { multilineText, safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { humanIssueMessage } from "../lib/validation-messages.ts";

// The first-party collector of the data-layer click events (no third-party script).
// Nothing personal is accepted or kept: the schema is strict, so a mobile, name, email, PAN, user id or IP
// sent by mistake refuses the batch rather than reaching the table, and the caller's IP only feeds the
// rate limit. `navigator.sendBeacon` posts text/plain, so JSON is read from either content type.

const HOUR = 3600_000;

const TEXT = {
  tooLarge: {
    en: "Too much analytics data in one request.",
    hi: "एक अनुरोध में बहुत ज़्यादा एनालिटिक्स डेटा है।",
  },
  tooMany: {
    en: "Too many analytics requests. Please try again later.",
    hi: "बहुत ज़्यादा एनालिटिक्스 अनुरोध। कृपया बाद में फिर से कोशिश करें।",
  },
  notJson: {
    en: "The analytics data could not be read.",
    hi: "एनालिटिक्स डेटा पढ़ा नहीं जा सका।",
  },
} satisfies Record<string, Record<ApiLocale, string>>;

/** A 10-digit run (a mobile number) or an @ (an email) is personal data wherever it appears. */
const notPersonal = (value: string) => !/\d{10}|@/.test(value);

const slug = (max: number) =>
  safeText()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/);

const eventSchema = z
  .strictObject({
    event: z.enum(ANALYTICS_EVENTS),
    /** The path only: a query or fragment (where personal data travels) is refused. */
    page: safeText()
      .max(200)
      .regex(/^\/[A-Za-z0-9/_.~%-]*$/)
      .refine(notPersonal),
    /** The campaign source: printable ASCII only (no control characters). */
    source: safeText()
      .min(1)
      .max(64)
      .regex(/^[\x20-\x7E]+$/)
      .refine(notPersonal),
    platform: z.enum(["mobile", "desktop"]),
    online: z.boolean(),
    buttonType: slug(32).optional(),
    buttonNumber: z.number().int().min(1).max(99).optional(),
    product: slug(48).optional(),
    detail: slug(48).refine(notPersonal).optional(),
  })
  .openapi("AnalyticsEvent");

const batchSchema = z
  .strictObject({ events: z.array(eventSchema).min(1).max(ANALYTICS_MAX_BATCH) })
  .openapi("AnalyticsBatch");

type Batch = z.infer<typeof batchSchema>;

const route = createRoute({
  method: "post",
  path: "/events",
  tags: ["Analytics"],
  summary: "Record a batch of first-party analytics events (sampled; no personal data)",
  description: `At most ${ANALYTICS_MAX_BATCH} events and ${ANALYTICS_MAX_BYTES} bytes. The body is JSON, sent as application/json or text/plain (navigator.sendBeacon). Unknown fields are refused.`,
  request: {
    body: {
      content: {
        "application/json": { schema: batchSchema },
        "text/plain": { schema: multilineText().openapi({ description: "The same JSON batch, as text" }) },
      },
      required: false,
    },
  },
  responses: {
    200: {
      description: "Accepted; `stored` is 0 when the batch was sampled out",
      content: { "application/json": { schema: successSchema(z.object({ stored: z.number().int() })) } },
    },
    400: failureResponse("Not a valid batch (unknown field, bad value, personal data)"),
    413: failureResponse("Body larger than the limit"),
    429: failureResponse("Too many batches from this address"),
  },
  middleware: [
    bodyLimit({
      maxSize: ANALYTICS_MAX_BYTES,
      onError: (c) => {
        throw new AppError("PAYLOAD_TOO_LARGE", TEXT.tooLarge[localeOf(c)]);
      },
    }),
  ] as const,
});

/** The batch from a text/plain body, validated like the JSON one (the route's validator handles that). */
async function textBatch(c: Context): Promise<Batch> {
  const locale = localeOf(c);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    throw new AppError("BAD_REQUEST", TEXT.notJson[locale]);
  }
  const result = batchSchema.safeParse(parsed);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: humanIssueMessage(issue, locale),
    }));
    throw new AppError("VALIDATION_FAILED", errors[0]!.message, { errors });
  }
  return result.data;
}

export function eventsRoutes(deps: ApiDeps) {
  const app = new OpenAPIHono<ApiEnv>();
  const db = deps.database.db;

  app.openapi(route, async (c) => {
    const json = /^application\/([a-z.-]+\+)?json/i.test(c.req.header("content-type") ?? "");
    const batch = json ? (c.req.valid("json") as Batch) : await textBatch(c);

    const { ip } = clientInfo(c);
    const at = deps.clock();
    const key = `events:ip:${ip}`;
    if (
      await exceeded(db, key, [
        { limit: deps.config.EVENTS_PER_IP_HOUR, since: new Date(at.getTime() - HOUR) },
      ])
    ) {
      throw new AppError("RATE_LIMITED", TEXT.tooMany[localeOf(c)], { headers: { "Retry-After": "600" } });
    }
    await record(db, key, at);

    // Sampling drops whole batches: a page's events stay together, and a dropped batch costs no insert.
    if (Math.random() >= deps.config.EVENTS_SAMPLE_RATE) return ok(c, { stored: 0 });
    await db.insert(analyticsEvents).values(batch.events.map((event) => ({ ...event, at })));
    return ok(c, { stored: batch.events.length });
  });

  return app;
}
