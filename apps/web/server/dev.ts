import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { ConfigError, describeStart, loadConfig } from "@loansetu/api/lib/config";
import type { ServerBuild } from "react-router";
import { createServer as createVite } from "vite";
import { createServerApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";

// Development: one process, Vite in middleware mode for hot reload, the same Hono app behind it.
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
const deps = await bootstrap(config);
deps.queue.start();
const vite = await createVite({
  root: fileURLToPath(new URL("..", import.meta.url)),
  server: { middlewareMode: true },
  appType: "custom",
});
const app = createServerApp({
  deps,
  mode: "development",
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.PORT, config.HOST, () =>
  deps.logger.warn(`dev server on http://${config.HOST}:${config.PORT} in ${describeStart(config)}`),
);
const stop = async () => {
  server.close();
  await deps.queue.stop();
  await vite.close();
  await deps.database.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
