import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { isStorageFailure } from "@loansetu/db/client";
import { noteWriteFailure, noteWriteSuccess, sinceWriteFailure } from "../lib/database-writes.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["Platform"],
  summary: "Liveness with a database round trip; 503 while the database refuses writes",
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
    503: failureResponse("The database cannot be reached or refuses writes (UNAVAILABLE), with Retry-After"),
  },
});

/**
 * Health checks that arrive together share one database ping (single flight), so a burst of
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

/** After a write failed, health answers 503 for this long before a write probe may clear it. */
export const WRITE_FAILURE_HOLD_MS = 10_000;

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
  // A tiny write in a transaction of its own (it takes a transaction id, so its commit is written to the
  // database's log): run only after a write failed, to see whether writes work again.
  const probe = sharedPing(() =>
    deps.database
      .execute("begin; select txid_current(); commit;")
      .then(() => noteWriteSuccess(deps.database))
      .catch((error: unknown) => {
        if (!isStorageFailure(error)) throw error;
        noteWriteFailure(deps.database, deps.clock());
        deps.logger.error({ err: String(error) }, "health check: the database still refuses writes");
        throw error;
      }),
  );
  const refusing = () =>
    new AppError("UNAVAILABLE", "The database is refusing writes.", { headers: { "Retry-After": "5" } });
  return new OpenAPIHono<ApiEnv>().openapi(route, async (c) => {
    const started = performance.now();
    try {
      await ping();
    } catch {
      throw new AppError("UNAVAILABLE", "The database is not answering.", {
        headers: { "Retry-After": "5" },
      });
    }
    // Reads can answer while every write fails (a full disk): a write failure in the last moments keeps
    // health at 503; once that is past, a write probe decides, so health recovers by itself.
    const since = sinceWriteFailure(deps.database, deps.clock());
    if (since !== undefined) {
      if (since < WRITE_FAILURE_HOLD_MS) throw refusing();
      try {
        await probe();
      } catch {
        throw refusing();
      }
    }
    return ok(c, {
      database: deps.database.kind,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    });
  });
}
