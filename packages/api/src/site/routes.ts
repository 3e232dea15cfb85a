import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { platformStatistics } from "./statistics.ts";

const figures = z.object({
  total_channel_partner: z.number(),
  total_applied_amount: z.number(),
  total_customer: z.number(),
  total_launch_cities: z.number(),
});
const displayFigures = z.object({
  total_channel_partner: safeText(),
  total_applied_amount: safeText(),
  total_customer: safeText(),
  total_launch_cities: safeText(),
});

const statisticsRoute = createRoute({
  method: "get",
  path: "/statistics",
  tags: ["Site"],
  summary: "Platform statistics for the home page (cumulative, indicative, dated)",
  request: { query: z.object({ lang: z.enum(["en", "hi"]).optional() }) },
  responses: {
    200: {
      description: "The figures, raw and as displayed ('Lakh'/'Cr+', thousands with '+')",
      content: {
        "application/json": {
          schema: successSchema(
            z.object({
              asOf: safeText(),
              values: figures,
              display: displayFigures,
              shown: z
                .array(
                  z.enum([
                    "total_channel_partner",
                    "total_applied_amount",
                    "total_customer",
                    "total_launch_cities",
                  ]),
                )
                .openapi({ description: "The figures large enough to show publicly (others are left out)" }),
            }),
          ),
        },
      },
    },
    400: failureResponse("A language other than en or hi"),
  },
});

/** Site-wide facts for pages. Public, read-only, cacheable. */
export function siteRoutes(deps: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(statisticsRoute, async (c) => {
    const { lang } = c.req.valid("query");
    c.header("Cache-Control", "public, max-age=300");
    return ok(c, await platformStatistics(deps, lang ?? "en"));
  });
}
