import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { sql } from "@loansetu/db/sql";
import { ok, successSchema } from "../envelope.ts";
import { AppError } from "../errors.ts";
import type { ApiDeps, ApiEnv } from "../types.ts";

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["Platform"],
  summary: "Liveness with a database round trip",
  responses: {
    200: {
      description: "The server and its database answer",
      content: {
        "application/json": {
          schema: successSchema(
            z.object({ database: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
          ),
        },
      },
    },
  },
});

export function healthRoutes(deps: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(route, async (c) => {
    const started = performance.now();
    try {
      await deps.database.db.execute(sql`select 1`);
    } catch (error) {
      deps.logger.error({ err: String(error) }, "health check: database unreachable");
      throw new AppError("UNAVAILABLE", "The database is not answering.");
    }
    return ok(c, {
      database: deps.database.kind,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    });
  });
}
