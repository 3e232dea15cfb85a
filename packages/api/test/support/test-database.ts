import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DbHandle, openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import pg from "pg";
import { inject } from "vitest";
import { GOLDEN_DIR } from "./golden.ts";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  handle: DbHandle;
  /** For PostgreSQL, the URL of this test's own database (several app instances can share it). */
  url?: string;
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * A database of its own for one test file: a copy of the golden PGlite folder, or a fresh PostgreSQL
 * database created on the test server as a copy of the migrated and seeded template, dropped afterwards.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "loansetu-test-"));
  if (engine === "pglite") {
    await cp(GOLDEN_DIR, dataDir, { recursive: true });
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      dataDir,
      async dispose() {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `loansetu_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated and seeded template (test/support/global-setup.ts); a file run outside that
  // setup migrates and seeds its own.
  const template = inject("postgresTemplate");
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  if (!template) {
    await migrate(handle);
    await seed(handle.db, { demoReviews: true });
  }
  return {
    handle,
    url: url.toString(),
    dataDir,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves before its clients' sockets have closed; forcing the drop while one is still
      // open makes that client emit an error nobody listens to. Wait for them to leave first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
