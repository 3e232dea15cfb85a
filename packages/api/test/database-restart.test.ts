import { openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import { sql } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../src/app.ts";
import { createTestDeps } from "./support/test-deps.ts";
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
  throwawayPostgresMissing,
} from "./support/throwaway-postgres.ts";

// Every instance shares one PostgreSQL, so a restart or failover that crashed the process would take the
// whole site down at once. Here a PostgreSQL of this test's own (Debian's server binaries, a throwaway
// cluster on a free port) is restarted while requests keep coming: the process must live, answer 503 with
// Retry-After while the database is away, and serve again by itself once it is back. Runs where the
// server binaries are installed and the test may start them as the postgres user (CI: root).

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe.skipIf(throwawayPostgresMissing() !== null)("a PostgreSQL restart under load", () => {
  let pg: ThrowawayPostgres;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
  });
  afterAll(async () => {
    await pg?.dispose();
  });

  it("keeps the process alive, answers 503 with Retry-After meanwhile, and recovers by itself", async () => {
    const handle = await openDatabase({
      databaseUrl: pg.url,
      dataDir: pg.dir,
      maxConnections: 4,
    });
    await migrate(handle);
    await seed(handle.db);
    const api = createApi(createTestDeps({ handle, dataDir: pg.dir, dispose: async () => {} }));
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
      pg.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      pg.start();
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
