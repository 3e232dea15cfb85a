import { rm } from "node:fs/promises";
import { GOLDEN_DATA_DIR_ENV, startServer } from "./server.ts";

/**
 * Once per `playwright test` run: starts the built server on an empty data directory (migrations, seed, demo
 * pipeline and employees), stops it, and keeps the directory as the run's golden copy. Every later
 * `startServer()` without a data directory of its own starts on a copy of it, a few seconds instead of a cold
 * start per worker and per process test (70 s against 15 s measured on a loaded two-core machine).
 * The path reaches the workers through the environment; the directory goes when the run ends.
 */
export default async function globalSetup() {
  const server = await startServer({ golden: false });
  const code = await server.stop("SIGTERM", { keepDataDir: true });
  if (code !== 0) throw new Error(`the golden server exited ${code}:\n${server.output()}`);
  process.env[GOLDEN_DATA_DIR_ENV] = server.dataDir;
  return async () => {
    delete process.env[GOLDEN_DATA_DIR_ENV];
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
