import { type Database, transactionsRunAlone } from "@loansetu/db/client";
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
 * data directory, so the lock statement is left out (one round trip less per OTP call). A single
 * statement that checks limits and writes needs no transaction of its own: see limitsSql.
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

export async function countSince(db: Database, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gte(rateEvents.at, since)));
  return Number(row?.n ?? 0);
}

/**
 * Several counts in one statement (one round trip instead of one per window): for each
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
 * For a statement that checks limits and writes in one: `counts` is a one-row query (columns n0,
 * n1… in the windows' order) that first takes `lockKey`'s transaction advisory lock and then counts, through
 * the database function `locked_window_counts` (migration 0020): its count sees every event committed by
 * whoever held the lock before, and the lock is held until the statement's transaction ends, so the
 * statement's writes that depend on the counts cannot be split by another call for the same key. `under` is
 * the condition, over a CTE of that query named `counts`, that every window is below its limit. The whole
 * call is one statement in one round trip on either engine (it was begin and lock, the statement, commit).
 */
export function limitsSql(lockKey: string, windows: LimitedWindow[]): { counts: SQL; under: SQL } {
  const keys = sql.join(
    windows.map((w) => sql`${w.key}`),
    sql`, `,
  );
  // Timestamps go as ISO text, the way drizzle's columns send them, so both drivers read the same instant.
  const sinces = sql.join(
    windows.map((w) => sql`${w.since.toISOString()}`),
    sql`, `,
  );
  const columns = sql.join(
    windows.map((_, i) => sql`locked.n[${sql.raw(String(i + 1))}] as ${sql.identifier(`n${i}`)}`),
    sql`, `,
  );
  return {
    counts: sql`select ${columns} from (select locked_window_counts(${lockKey}, array[${keys}]::text[], array[${sinces}]::timestamptz[]) as n) as locked`,
    under: sql.join(
      windows.map((w, i) => sql`counts.${sql.identifier(`n${i}`)} < ${w.limit}`),
      sql` and `,
    ),
  };
}

export const readWindowCounts = (row: Record<string, unknown> | undefined, windows: number): number[] =>
  Array.from({ length: windows }, (_, i) => Number(row?.[`n${i}`] ?? 0));

/**
 * Counts one event per key in one statement; answers their ids in the keys' order. `alongside`: other
 * writes (data-modifying CTEs) that belong to the same change, sent in the same statement.
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
