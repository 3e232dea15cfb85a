import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { executePrepared, openDatabase } from "../src/client.ts";
import { migrate } from "../src/migrate.ts";
import { applications, reviews, users } from "../src/schema.ts";
import { DEMO_APPLICATIONS, DEMO_CUSTOMER, seed } from "../src/seed.ts";
import { DEMO_REVIEW_COUNT } from "../src/seed-reviews.ts";
import { eq, sql } from "../src/sql.ts";

// Runs on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL names one (CI does).
const engines = [
  { name: "pglite", url: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", url: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(engines)("database on $name", ({ url }) => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("migrates, seeds idempotently and keeps data across a reopen", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "loansetu-db-"));
    dirs.push(dataDir);
    const first = await openDatabase({ databaseUrl: url, dataDir });
    await migrate(first);
    await migrate(first); // a second start migrates nothing and fails nothing
    await seed(first.db);
    await seed(first.db);
    const rows = await first.db.select().from(users).where(eq(users.mobile, DEMO_CUSTOMER.mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe("Asha");
    const demo = await first.db.select().from(applications).where(eq(applications.userId, rows[0]!.id));
    expect(demo.map((a) => a.reference).sort()).toEqual(DEMO_APPLICATIONS.map((a) => a.reference).sort());
    await first.close();

    const again = await openDatabase({ databaseUrl: url, dataDir });
    const kept = await again.db.select().from(users).where(eq(users.mobile, DEMO_CUSTOMER.mobile));
    expect(kept).toHaveLength(1);
    await again.close();
  });

  // On PGlite only, as the next test: PostgreSQL's test database is shared, its reviews table not empty.
  it.skipIf(url !== undefined)(
    "adds demo reviews only when asked: the server asks outside production only (decision 0044)",
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "loansetu-db-"));
      dirs.push(dataDir);
      const handle = await openDatabase({ databaseUrl: url, dataDir });
      await migrate(handle);
      await seed(handle.db);
      await seed(handle.db, { demoReviews: false });
      expect(await handle.db.select().from(reviews)).toHaveLength(0);
      await seed(handle.db, { demoReviews: true });
      const demo = await handle.db.select().from(reviews);
      expect(demo).toHaveLength(DEMO_REVIEW_COUNT);
      expect(demo.every((review) => review.demo && review.applicationId === null)).toBe(true);
      await handle.close();
    },
  );

  // On PGlite only: a fresh data directory is an empty database (PostgreSQL's test database is shared).
  it.skipIf(url !== undefined)("a production seed adds no demo customer, application or review", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "loansetu-db-"));
    dirs.push(dataDir);
    const handle = await openDatabase({ databaseUrl: url, dataDir });
    await migrate(handle);
    await seed(handle.db, { demoReviews: false, demoCustomer: false });
    expect(await handle.db.select().from(users)).toHaveLength(0);
    expect(await handle.db.select().from(applications)).toHaveLength(0);
    expect(await handle.db.select().from(reviews)).toHaveLength(0);
    await handle.close();
  });

  it("runs a prepared statement as db.execute does; on PostgreSQL the connection keeps it parsed", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "loansetu-db-"));
    dirs.push(dataDir);
    const handle = await openDatabase({ databaseUrl: url, dataDir, maxConnections: 1 });
    try {
      const statement = (n: number) => sql`select ${n}::int + 1 as next, ${"otp"}::text as purpose`;
      const plain = (await handle.db.execute(statement(41))) as unknown as { rows: unknown[] };
      expect(await executePrepared(handle.db, "test_next", statement(41))).toEqual(plain.rows);
      expect(await executePrepared(handle.db, "test_next", statement(9))).toEqual([
        { next: 10, purpose: "otp" },
      ]);
      if (handle.kind === "postgres") {
        // One connection (maxConnections 1): the statement is prepared once on it, under one name.
        const kept = (await handle.db.execute(
          sql`select name from pg_prepared_statements where name like 'test_next_%'`,
        )) as unknown as { rows: { name: string }[] };
        expect(kept.rows).toHaveLength(1);
        // A named statement whose text changes with every call is not kept past a few dozen texts.
        for (let i = 0; i < 40; i++)
          await executePrepared(handle.db, "test_varying", sql.raw(`select ${i} as n`));
        const varying = (await handle.db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name like 'test_varying_%'`,
        )) as unknown as { rows: { n: number }[] };
        expect(varying.rows[0]!.n).toBeLessThanOrEqual(32);
        expect(await executePrepared(handle.db, "test_varying", sql.raw("select 99 as n"))).toEqual([
          { n: 99 },
        ]);
      }
    } finally {
      await handle.close();
    }
  });
});
