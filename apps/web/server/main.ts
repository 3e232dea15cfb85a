import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { ConfigError, describeStart, loadConfig } from "@loansetu/api/config";
import { createLogger } from "@loansetu/api/logger";
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
const deps = await bootstrap(config, logger);
const app = createServerApp({
  deps,
  mode: "production",
  getBuild: async () => build,
  clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
});

const retry = setInterval(() => {
  deps.outbox.deliverPending().catch((error) => logger.warn({ err: String(error) }, "outbox retry failed"));
}, 30_000);
retry.unref();

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

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database, exit 0.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  clearInterval(retry);
  setTimeout(() => {
    logger.error("in-flight requests did not finish within 10 s; exiting");
    process.exit(1);
  }, 10_000).unref();
  server.close(async () => {
    await deps.database.close();
    logger.info("stopped");
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
