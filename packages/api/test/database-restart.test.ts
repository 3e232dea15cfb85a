import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import { sql } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../src/app.ts";
import { createTestDeps } from "./support/test-deps.ts";

// Every instance shares one PostgreSQL, so a restart or failover that crashed the process would take the
// whole site down at once. Here a PostgreSQL of this test's own (Debian's server binaries, a throwaway
// cluster on a free port) is restarted while requests keep coming: the process must live, answer 503 with
// Retry-After while the database is away, and serve again by itself once it is back. Runs where the
// server binaries are installed and the test may start them as the postgres user (CI: root).

const BIN = (() => {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort().at(-1);
  return version ? join(base, version, "bin") : undefined;
})();
const CAN_RUN =
  BIN !== undefined && existsSync(join(BIN, "pg_ctl")) && process.getuid?.() === 0 && hasUser("postgres");

function hasUser(name: string): boolean {
  try {
    execFileSync("id", [name], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const asPostgres = (command: string, args: string[]) =>
  // No pipes: the server pg_ctl starts would hold them open, and the call would wait for it to exit.
  execFileSync("runuser", ["-u", "postgres", "--", join(BIN!, command), ...args], {
    stdio: "ignore",
    timeout: 60_000,
  });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe.skipIf(!CAN_RUN)("a PostgreSQL restart under load", () => {
  let dir: string;
  let port: number;
  const pgCtl = (...args: string[]) =>
    asPostgres("pg_ctl", ["-D", join(dir, "data"), "-l", join(dir, "log"), "-w", "-t", "60", ...args]);

  beforeAll(async () => {
    // Under the system's temporary folder, not the test run's (npm test may give each process a private one
    // the postgres user cannot enter).
    dir = await mkdtemp(join(existsSync("/tmp") ? "/tmp" : tmpdir(), "loansetu-pg-"));
    await chmod(dir, 0o755);
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    await chown(dir, uid, gid);
    port = await freePort();
    asPostgres("initdb", ["-D", join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
    pgCtl("start", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`);
  });
  afterAll(async () => {
    if (dir) {
      try {
        pgCtl("stop", "-m", "immediate");
      } catch {}
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps the process alive, answers 503 with Retry-After meanwhile, and recovers by itself", async () => {
    const handle = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dataDir: dir,
      maxConnections: 4,
    });
    await migrate(handle);
    await seed(handle.db);
    const api = createApi(createTestDeps({ handle, dataDir: dir, dispose: async () => {} }));
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on("uncaughtException", onCrash);
    try {
      const statuses: number[] = [];
      const retryAfter = new Set<string | null>();
      let running = true;
      // Four callers in a loop, one holding a pooled connection between statements, so connections are
      // both checked out and idle when the server goes away.
      const load = Array.from({ length: 4 }, async (_, worker) => {
        while (running) {
          const answer =
            worker % 2 === 0
              ? await api.request("/api/health")
              : await api.request("/api/interest-rate?product=usedCar");
          statuses.push(answer.status);
          if (answer.status === 503) retryAfter.add(answer.headers.get("retry-after"));
          await answer.arrayBuffer();
          // A transaction that holds its connection between statements (as a request doing other work in a
          // transaction does): a connection lost then has no query to fail, so its client emits an error.
          if (worker === 3)
            await handle.db
              .transaction(async (tx) => {
                await tx.execute(sql`select 1`);
                await new Promise((resolve) => setTimeout(resolve, 50));
                await tx.execute(sql`select 1`);
              })
              .catch(() => {});
          // A turn of the event loop: answers that need no I/O would otherwise starve the timers.
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      pgCtl("stop", "-m", "fast");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      pgCtl("start", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`);
      // Served again by itself, with no restart of the app.
      await expect.poll(async () => (await api.request("/api/health")).status, { timeout: 30_000 }).toBe(200);
      running = false;
      await Promise.all(load);
      expect(crashes).toEqual([]);
      expect(statuses.filter((status) => status === 500)).toEqual([]);
      expect(statuses).toContain(503);
      expect([...retryAfter]).toEqual(["5"]);
    } finally {
      process.off("uncaughtException", onCrash);
      await handle.close();
    }
  });
});
