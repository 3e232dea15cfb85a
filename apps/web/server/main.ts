import { existsSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { ConfigError, describeStart, loadConfig } from "@loansetu/api/config";
import { createLogger } from "@loansetu/api/logger";
import { DatabaseLockedError } from "@loansetu/db/client";
import type { ServerBuild } from "react-router";
import { createServerApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";

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
  // Through the logger, which leaves out SQL parameters (issue 19, hole 11): a failed start-up query must
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

// Graceful shutdown (issue 19, hole 10): stop accepting, answer `Connection: close` on every kept-alive
// socket (a proxy then opens new connections elsewhere instead of sending more here), let in-flight requests
// finish, close the database, exit 0 — all within the grace period, after which what is left is cut off.
const GRACE_MS = config.SHUTDOWN_GRACE_SECONDS * 1000;
const inFlight = new Set<ServerResponse>();
let stopping = false;
server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
  if (stopping) res.setHeader("Connection", "close");
  inFlight.add(res);
  res.once("close", () => inFlight.delete(res));
});
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight: inFlight.size }, "shutting down");
  const worker = deps.queue.stop();
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  const http = server as Server;
  // A socket that turns idle after its last answer is closed at once, not after the keep-alive timeout.
  const sweep = setInterval(() => http.closeIdleConnections(), 100);
  setTimeout(() => {
    logger.error(
      { inFlight: inFlight.size },
      `in-flight requests did not finish within ${config.SHUTDOWN_GRACE_SECONDS} s; exiting`,
    );
    http.closeAllConnections();
    process.exit(1);
  }, GRACE_MS).unref();
  http.close(async () => {
    clearInterval(sweep);
    await worker;
    await deps.database.close();
    logger.info("stopped");
    process.exit(0);
  });
  http.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
