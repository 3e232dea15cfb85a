import { timingSafeEqual } from "node:crypto";
import { jobs } from "@loansetu/db/schema";
import { and, count, eq, lte, sql } from "@loansetu/db/sql";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ApiDeps } from "./types.ts";

/**
 * "See it running": the process's figures in the Prometheus text format. One registry per
 * process (counters are module-level so the OTP service can count without being handed the registry).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const requests = new Counter({
  name: "http_requests_total",
  help: "Answered requests by route pattern (never the URL), method and status class",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});
const latency = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to the answer's headers by route pattern",
  labelNames: ["route", "method"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
export const otpSends = new Counter({
  name: "otp_sends_total",
  help: "OTP texts handed to the SMS gateway, by outcome (sent, failed: the gateway refused)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export const otpVerifications = new Counter({
  name: "otp_verifications_total",
  help: "OTP codes checked, by outcome (verified, incorrect)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export const dbConnectionHold = new Histogram({
  name: "db_connection_hold_seconds",
  help: "How long a pooled PostgreSQL connection was held per checkout (a query or a transaction)",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

/**
 * A request's route pattern: the last method-specific route that matched (middleware is registered for ALL
 * methods), `page` for the renderer, `static` for assets, `/api/unmatched` for the API's 404.
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i]!;
    if (route.method !== "ALL" && !route.path.endsWith("*")) return route.path;
  }
  if (c.req.path.startsWith("/api/")) return "/api/unmatched";
  if (c.req.path.startsWith("/dev/")) return "/dev";
  if (/\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith(".data")) return "static";
  return "page";
}

const STATUS_CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];

/**
 * Counts and times one answered request (started: its `performance.now()`); a label lookup and two
 * increments. `route` for an answer the router did not see (a kept shared answer, shared-answers.ts).
 */
export function observeRequest(c: Context, started: number, route = routeOf(c)) {
  const method = c.req.method;
  const status = c.res.status;
  requests.inc({
    route,
    method,
    status: STATUS_CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`,
  });
  latency.observe({ route, method }, (performance.now() - started) / 1000);
}

/** Counts and times every request (the server app does this in its one request frame instead). */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    observeRequest(c, started);
  };
}

/** Figures read on each scrape: database pool use and the job queue's depth and age. */
export function registerDeps(deps: Pick<ApiDeps, "database" | "clock">) {
  registry.removeSingleMetric("db_pool_connections");
  registry.removeSingleMetric("job_queue_due");
  registry.removeSingleMetric("job_queue_oldest_due_seconds");
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections by state (PGlite: one embedded connection)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = deps.database.pool();
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  const due = new Gauge({
    name: "job_queue_due",
    help: "Pending jobs whose time has come (queue depth)",
    registers: [registry],
  });
  new Gauge({
    name: "job_queue_oldest_due_seconds",
    help: "How long the oldest due job has waited",
    registers: [registry],
    async collect() {
      const now = deps.clock();
      const [row] = await deps.database.db
        .select({ n: count(), oldest: sql<string | Date | null>`min(${jobs.runAt})` })
        .from(jobs)
        .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, now)));
      due.set(Number(row?.n ?? 0));
      const oldest = row?.oldest ? new Date(row.oldest as unknown as string) : undefined;
      this.set(oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * May this caller read /metrics? With the configured bearer token, or straight from this machine: a
 * loopback socket and no X-Forwarded-For (a request relayed by a local proxy is not a local caller).
 */
export function mayReadMetrics(c: Context, token: string | undefined): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (token && bearer) {
    const given = Buffer.from(bearer);
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return isDirectLocalCaller(c);
}

/**
 * A caller on this machine talking to the server directly: a loopback socket and no X-Forwarded-For. A
 * request relayed by a proxy on this machine (nginx, a development tunnel) comes from a loopback socket too,
 * but on behalf of someone else, so it is not one.
 */
export function isDirectLocalCaller(c: Context): boolean {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket?.remoteAddress;
  return !!socket && LOOPBACK.has(socket) && !c.req.header("x-forwarded-for");
}

/** The /metrics answer: the text format, never cached; 404 for anyone else (it is not advertised). */
export function metricsHandler(token: string | undefined) {
  return async (c: Context) => {
    if (!mayReadMetrics(c, token)) return c.text("Not found", 404);
    return c.body(await registry.metrics(), 200, {
      "Content-Type": registry.contentType,
      "Cache-Control": "no-store",
    });
  };
}
