import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, OuterQueryInTransactionError, openDatabase } from "../src/client.ts";

// On PGlite a query on the outer handle inside an open transaction used to wait for ever (one connection:
// the query waits for the transaction, the transaction for the query). It now fails at once, by name.
describe("a query on the outer handle inside an open transaction (PGlite)", () => {
  let dataDir: string;
  let handle: DbHandle;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "loansetu-outer-query-"));
    handle = await openDatabase({ dataDir });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("fails at once with OuterQueryInTransactionError, and the transaction rolls back", async () => {
    const { db } = handle;
    await db.execute(sql`create table if not exists t_outer (n int)`);
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`insert into t_outer values (1)`);
      await db.execute(sql`select 1`);
    });
    // Drizzle reports a failed query as its own error, with the driver's (ours) as the cause.
    const error = await attempt.then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error?.cause).toBeInstanceOf(OuterQueryInTransactionError);
    expect(String((error?.cause as Error | undefined)?.message)).toMatch(/run it on the transaction's `tx`/);
    const rows = (await db.execute(sql`select count(*)::int as n from t_outer`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
  });

  it("refuses a nested outer transaction and a raw statement on the handle too", async () => {
    const { db } = handle;
    await expect(db.transaction(async () => db.transaction(async () => {}))).rejects.toBeInstanceOf(
      OuterQueryInTransactionError,
    );
    await expect(db.transaction(async () => handle.execute("select 1"))).rejects.toBeInstanceOf(
      OuterQueryInTransactionError,
    );
  });

  it("still lets the transaction's own queries, nested savepoints and other callers' queries run", async () => {
    const { db } = handle;
    let later: Promise<unknown> | undefined;
    const [inside, outside] = await Promise.all([
      db.transaction(async (tx) => {
        await tx.transaction(async (nested) => nested.execute(sql`select 2`));
        // Work started inside but run once the transaction is over is outside it: allowed.
        later = new Promise((resolve) => setImmediate(resolve)).then(() => db.execute(sql`select 3`));
        return tx.execute(sql`select 1 as one`);
      }),
      // Another request's query waits its turn on the one connection and answers.
      db.execute(sql`select 4 as four`),
    ]);
    expect((inside as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    expect((outside as unknown as { rows: unknown[] }).rows).toEqual([{ four: 4 }]);
    await expect(later).resolves.toBeDefined();
  });
});
