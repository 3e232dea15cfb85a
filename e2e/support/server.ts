import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../apps/web/server/main.ts", import.meta.url));
/** As `npm start` runs the server (package.json): a young generation capped at 8 MB a half (decision 0020). */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
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

/** Starts the built production server on a free port over its own (or a given) data directory. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "loansetu-e2e-")));
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    env: {
      ...process.env,
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
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill(signal);
      const code = await exited;
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
