import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../apps/web/server/main.ts", import.meta.url));
/** As `npm start` runs the server (package.json): a young generation capped at 8 MB a half (decision 0020), and no cap on the old one, which grows by a quarter over what is live after each full collection (decision 0071). */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=25"];
/** As `npm start` sets it: two malloc arenas instead of glibc's eight a core (decision 0084). */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Stops the process; removes a data directory startServer made unless `keepDataDir`. */
  stop(signal?: NodeJS.Signals, options?: { keepDataDir?: boolean }): Promise<number | null>;
}

/** Where e2e/support/global-setup.ts leaves the run's migrated and seeded data directory. */
export const GOLDEN_DATA_DIR_ENV = "LOANSETU_E2E_GOLDEN_DATA_DIR";

/**
 * Settings that change what the start-up writes or where it writes it: secrets and keys encrypt seeded rows,
 * production seeds no demo pipeline or employees (any other NODE_ENV seeds what the golden run did).
 */
const shapesTheData = ([key, value]: [string, string]) =>
  /SECRET|KEY|DATABASE_URL|DATA_DIR/i.test(key) || (key === "NODE_ENV" && value === "production");

/**
 * The golden directory to copy for this start, if any: only for a server that gets a data directory of its
 * own and whose settings would have seeded the same rows (a server with other secrets starts cold).
 */
function goldenFor(options: { dataDir?: string; env?: Record<string, string>; golden?: boolean }) {
  const golden = process.env[GOLDEN_DATA_DIR_ENV];
  if (!golden || options.dataDir || options.golden === false) return undefined;
  if (Object.entries(options.env ?? {}).some(shapesTheData)) return undefined;
  return golden;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Starts the built production server on a free port over its own (or a given) data directory. Its own
 * directory starts as a copy of the run's golden one when there is one (see goldenFor); `golden: false`
 * forces a cold start on an empty directory.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; golden?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "loansetu-e2e-")));
  const golden = goldenFor(options);
  if (golden) await cp(golden, dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Start-up (PGlite open, migrations, seed) took 50 s to 90 s+ with four builds and test runs sharing two cores,
  // and over 180 s with a load average of 36 on two cores (two workers' servers starting at once).
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM", { keepDataDir = false } = {}) {
      // Already gone (exited, or killed by a signal): there is no "exit" event left to wait for.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill(signal);
      const code = await exited;
      if (!options.dataDir && !keepDataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
