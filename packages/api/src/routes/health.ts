import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
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

/**
 * Issue 23: health checks that arrive together share one database ping (single flight), so a burst of
 * probes costs the database one round trip, not one each. The guarantee a probe needs is kept: every answer
 * reflects a ping that STARTED after its request arrived. A request never joins a ping already in flight
 * (it may have been sent before the database went away); it waits for the next one, which starts as soon as
 * the one in flight settles and serves everybody who arrived meanwhile.
 */
export function sharedPing(ping: () => Promise<unknown>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const settled: Promise<void> = ping()
      .then(() => {})
      .finally(() => {
        if (inFlight === settled) inFlight = undefined;
      });
    inFlight = settled;
    return settled;
  };
  return () => {
    if (next) return next;
    if (!inFlight) return start();
    next = inFlight
      .catch(() => {})
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

export function healthRoutes(deps: ApiDeps) {
  // The raw statement, not the query builder: on PGlite `execute` is the simple query protocol, a fifth of
  // the CPU of drizzle's prepared `select 1` (parse, bind, describe and its result mapping).
  const ping = sharedPing(() =>
    deps.database.execute("select 1").catch((error: unknown) => {
      // Logged once per ping, not once per probe that shared it.
      deps.logger.error({ err: String(error) }, "health check: database unreachable");
      throw error;
    }),
  );
  return new OpenAPIHono<ApiEnv>().openapi(route, async (c) => {
    const started = performance.now();
    try {
      await ping();
    } catch {
      throw new AppError("UNAVAILABLE", "The database is not answering.", {
        headers: { "Retry-After": "5" },
      });
    }
    return ok(c, {
      database: deps.database.kind,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    });
  });
}
