import { type Database, keyLockedTransaction, transactionsRunAlone } from "@loansetu/db/client";
import { rateEvents } from "@loansetu/db/schema";
import { and, count, eq, gte, inArray, type SQL, sql, type WithSubquery } from "@loansetu/db/sql";

export interface Window {
  /** Counted events allowed within the window. */
  limit: number;
  /** Window start: a rolling window (now − seconds) or a fixed instant such as midnight in India. */
  since: Date;
}

/**
 * Runs `fn` with the key locked across every instance sharing the database (a transaction-level advisory
 * lock). On PGlite the transaction alone excludes every other query of the one process that may open the
 * data directory, so the lock statement is left out (issue 23: one round trip less per OTP call).
 */
export async function withKeyLock<T>(
  db: Database,
  key: string,
  fn: (tx: Database) => Promise<T>,
): Promise<T> {
  const alone = transactionsRunAlone(db);
  return db.transaction(async (tx) => {
    if (!alone) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return fn(tx as unknown as Database);
  });
}

/**
 * Runs `statement`, which must send exactly one statement, under the key's lock: on PostgreSQL in a
 * transaction that holds the key's advisory lock, begun and locked in one round trip (begin and lock, the
 * statement, commit: keyLockedTransaction); on PGlite alone, because one statement is atomic by itself and
 * PGlite runs it while every other query of the process waits (transactionsRunAlone), which is all the
 * lock and the transaction gave there (issue 23, fourth pass: three statements less on PGlite, one round
 * trip less on PostgreSQL). A caller that decides in JavaScript between two statements uses withKeyLock.
 */
export function oneStatementUnderKeyLock<T>(
  db: Database,
  key: string,
  statement: (db: Database) => Promise<T>,
): Promise<T> {
  if (transactionsRunAlone(db)) return statement(db);
  const locked = keyLockedTransaction(db);
  return locked ? locked(key, statement) : withKeyLock(db, key, statement);
}

export async function countSince(db: Database, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gte(rateEvents.at, since)));
  return Number(row?.n ?? 0);
}

/**
 * Several counts in one statement (issue 23: one round trip instead of one per window): for each
 * `{ key, since }` the number of that key's events at or after `since`, in the order given.
 */
export async function countWindows(db: Database, windows: { key: string; since: Date }[]): Promise<number[]> {
  const [row] = await windowCounts(db, windows);
  return readWindowCounts(row, windows.length);
}

/**
 * countWindows' query, for a caller that reads something else in the same statement (a subquery of one row,
 * columns `n0`, `n1`… in the windows' order); read its row with readWindowCounts.
 */
export function windowCounts(db: Database, windows: { key: string; since: Date }[]) {
  const keys = [...new Set(windows.map((w) => w.key))];
  const earliest = new Date(Math.min(...windows.map((w) => w.since.getTime())));
  const columns = Object.fromEntries(
    windows.map((w, i) => [
      `n${i}`,
      sql<number>`count(*) filter (where ${and(eq(rateEvents.key, w.key), gte(rateEvents.at, w.since))})`.as(
        `n${i}`,
      ),
    ]),
  );
  return db
    .select(columns)
    .from(rateEvents)
    .where(and(inArray(rateEvents.key, keys), gte(rateEvents.at, earliest)));
}

/** A window with its limit: `limit` counted events at or after `since` refuse one more. */
export interface LimitedWindow {
  key: string;
  since: Date;
  limit: number;
}

/**
 * For a statement that checks limits and writes in one (issue 23, fourth pass): `counts` is countWindows'
 * query as raw SQL (one row, columns n0, n1… in the windows' order), `under` the condition, over a CTE of
 * that query named `counts`, that every window is below its limit. Timestamps go as ISO text, the way
 * drizzle's columns send them, so both drivers read the same instant.
 */
export function limitsSql(windows: LimitedWindow[]): { counts: SQL; under: SQL } {
  const keys = [...new Set(windows.map((w) => w.key))];
  const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
  const earliest = new Date(Math.min(...windows.map((w) => w.since.getTime())));
  const columns = sql.join(
    windows.map(
      (w, i) =>
        sql`count(*) filter (where ${rateEvents.key} = ${w.key} and ${rateEvents.at} >= ${instant(w.since)})::int as ${sql.identifier(`n${i}`)}`,
    ),
    sql`, `,
  );
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  return {
    counts: sql`select ${columns} from ${rateEvents} where ${rateEvents.key} in (${keyList}) and ${rateEvents.at} >= ${instant(earliest)}`,
    under: sql.join(
      windows.map((w, i) => sql`counts.${sql.identifier(`n${i}`)} < ${w.limit}`),
      sql` and `,
    ),
  };
}

/** The rows of a raw statement (`db.execute`): node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T extends Record<string, unknown>>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export const readWindowCounts = (row: Record<string, unknown> | undefined, windows: number): number[] =>
  Array.from({ length: windows }, (_, i) => Number(row?.[`n${i}`] ?? 0));

/**
 * Counts one event per key in one statement; answers their ids in the keys' order. `alongside`: other
 * writes (data-modifying CTEs) that belong to the same change, sent in the same statement (issue 23).
 */
export async function recordAll(
  db: Database,
  keys: string[],
  at: Date,
  alongside: WithSubquery[] = [],
): Promise<number[]> {
  const rows = await db
    .with(...alongside)
    .insert(rateEvents)
    .values(keys.map((key) => ({ key, at })))
    .returning({ id: rateEvents.id, key: rateEvents.key });
  return keys.map((key) => rows.find((row) => row.key === key)!.id);
}

/** Counts one event; answers its id so a caller can take it back (see `forget`). */
export async function record(db: Database, key: string, at: Date): Promise<number> {
  const [row] = await db.insert(rateEvents).values({ key, at }).returning({ id: rateEvents.id });
  return row!.id;
}

/** Takes back counted events, e.g. an OTP send the SMS gateway refused (it reached nobody). */
export async function forget(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

/** The first window whose count has reached its limit, or null when all allow one more. */
export async function exceeded(db: Database, key: string, windows: Window[]): Promise<Window | null> {
  for (const window of windows) {
    if ((await countSince(db, key, window.since)) >= window.limit) return window;
  }
  return null;
}

/** Midnight in India (IST, UTC+5:30, no daylight saving) at or before `now`. */
export function startOfIndianDay(now: Date): Date {
  const offsetMs = 330 * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - offsetMs);
}
