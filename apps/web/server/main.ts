// First: React's production build, before any module that loads React (react-production.ts says why).
import "./react-production.ts";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { ConfigError, describeStart, loadConfig } from "@loansetu/api/lib/config";
import { createLogger } from "@loansetu/api/lib/logger";
import { DatabaseLockedError } from "@loansetu/db/client";
import type { ServerBuild } from "react-router";
import { createServerApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { gracefulShutdown } from "./graceful-shutdown.ts";

// Production entry: serves the built site. `npm start` builds first when needed (scripts/start.ts).
const started = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config.LOG_LEVEL);
const buildFile = fileURLToPath(new URL("../build/server/index.js", import.meta.url));
if (!existsSync(buildFile)) {
  logger.fatal("No build found: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
let deps: Awaited<ReturnType<typeof bootstrap>>;
try {
  deps = await bootstrap(config, logger);
} catch (error) {
  // A second process on the same PGlite directory: one clear line, at once.
  if (error instanceof DatabaseLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  // Through the logger, which leaves out SQL parameters: a failed start-up query must
  // not print names, e-mails or password hashes.
  logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
}
const app = createServerApp({
  deps,
  mode: "production",
  getBuild: async () => build,
  clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
});

// The job queue's worker: delivers queued emails and notices, retries them, runs recurring jobs.
deps.queue.start();

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  // Development defaults are worth a warning: an operator must see them even at LOG_LEVEL=warn.
  const level = config.isProduction ? "info" : "warn";
  logger[level](
    {
      port: info.port,
      database: deps.database.kind,
      startupMs: Math.round(performance.now() - started),
      rssMb: Math.round(process.memoryUsage().rss / 1e6),
    },
    `${config.BRAND_NAME} listening on http://${config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${info.port} in ${describeStart(config)}`,
  );
});

// An idle kept-alive connection stays open for 65 s, not Node's 5 s. A reverse proxy (nginx's upstream
// keepalive, a cloud load balancer: 60 s) or an API client reuses an idle connection until its own limit; a
// server that closes it first races the next request on it, which then fails with a reset (a 502 behind a
// proxy; ECONNRESET in a browser test's API call after a quiet spell). The header limit stays above it, as
// Node requires. Shutdown still closes quiet connections within a second (graceful-shutdown.ts).
(server as Server).keepAliveTimeout = 65_000;
(server as Server).headersTimeout = 66_000;

// Graceful shutdown (graceful-shutdown.ts says how): stop accepting, tell kept-alive
// connections to close, let in-flight requests finish, stop the queue's worker, close the database, exit 0 —
// within the grace period, after which what is left is cut off and the exit is 1.
const shutdownGraceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
const shutdown = gracefulShutdown(server as Server, {
  graceMs: shutdownGraceMs,
  onTimeout: (left) => {
    logger.error(
      { inFlight: left },
      `in-flight requests did not finish within ${config.SHUTDOWN_GRACE_SECONDS} s; exiting`,
    );
    process.exit(1);
  },
  onDrained: async () => {
    await worker;
    await deps.database.close();
    logger.info("stopped");
    process.exit(0);
  },
});
let worker: Promise<void> | undefined;
// The job in hand (an e-mail to a slow mail server) gets the grace minus a margin to close the database and
// exit; if it is not done by then its lease is handed back, so another instance sends it at once rather than
// this one being cut off with exit 1 and the job waiting out its lease.
const queueWaitMs = Math.max(0, shutdownGraceMs - Math.min(2_000, shutdownGraceMs / 4));
function stop(signal: string) {
  if (shutdown.stopping) return;
  worker = deps.queue.stop({ waitMs: queueWaitMs });
  logger.info({ signal, inFlight: shutdown.stop() }, "shutting down");
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
