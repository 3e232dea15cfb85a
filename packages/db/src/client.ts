import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgDialect, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The common type of both drivers: code above this package never knows which engine it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs a raw statement; used by migrations' advisory lock and the health check. */
  execute(statement: string): Promise<unknown>;
  /** Connections by state, for /metrics (PostgreSQL's pool; PGlite has its one embedded connection). */
  pool(): { total: number; idle: number; waiting: number };
  /** Calls `observer` with how long each pooled connection was held (PostgreSQL only). */
  observeHold(observer: (seconds: number) => void): void;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  databaseUrl?: string | undefined;
  /** Folder that holds the PGlite data directory (`<dataDir>/pglite`). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/** A second process (or a second open in this one) on a PGlite directory that is in use. */
export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process per directory, and two processes on one directory each lost the
 * other's writes. The first holds `<dataDir>/pglite.lock` (its pid); a later open fails at once, unless the
 * holder is dead, whose stale lock is taken over. Answers the release.
 */
async function lockDataDir(dataDir: string): Promise<() => void> {
  const path = join(dataDir, "pglite.lock");
  const release = () => {
    try {
      if (readFileSync(path, "utf8").trim() === String(process.pid)) rmSync(path, { force: true });
    } catch {}
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const file = await open(path, "wx");
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number((await readFile(path, "utf8").catch(() => "")).trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DatabaseLockedError(
          `Another LoanSetu process (pid ${holder}) is using the database in ${resolve(dataDir)}; stop it first (PGlite allows one process per directory; use DATABASE_URL to run several).`,
        );
      }
      await rm(path, { force: true }); // stale: its process is gone
    }
  }
  throw new DatabaseLockedError(`Could not lock the database in ${resolve(dataDir)}; try again.`);
}

/**
 * PGlite's memory for a small site (decision 0020): PostgreSQL's defaults size the shared buffer pool at
 * 128 MB, which the WebAssembly heap keeps for good once touched. The whole database is a few MB, so a 16 MB
 * pool holds it; work_mem and the others bound what one query or maintenance task can take.
 */
export const PGLITE_SETTINGS = [
  "shared_buffers = 16MB",
  "work_mem = 2MB",
  "temp_buffers = 2MB",
  "maintenance_work_mem = 16MB",
  "wal_buffers = 1MB",
];

/**
 * The types drizzle reads as PostgreSQL's text (its own mapping makes the Date), passed by drizzle with every
 * query as per-query parsers: timestamp, timestamptz, interval, date, and numeric[], timestamp[],
 * timestamptz[], interval[] and date[].
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
/** Whether per-query parsers are only drizzle's, which the client has built in (any other kind is kept). */
const onlyDrizzles = (parsers: Record<number, unknown>) =>
  Object.keys(parsers).every((type) => DRIZZLE_TEXT_TYPES.includes(Number(type)));

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type Queryable = { query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown> };

/**
 * PGlite merges per-query parsers into its 318 built-in ones for every query
 * (`{ ...parsers, ...options.parsers }`), which cost about as much as a small query itself (143 µs a query
 * without them, 304 µs with them, `select 1` in a loop). The client gets drizzle's text parsers in its own
 * table, and its `query` (also inside transactions) drops drizzle's per-query copy, which then changes nothing.
 */
function withoutPerQueryParsers(client: PGlite): PGlite {
  // Into the instance's own table, as a per-query parser applies (PGlite's `parsers` option would also
  // parse the array types' elements, which drizzle's per-query parsers leave as text).
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const strip = (target: Queryable) => {
    const query = target.query.bind(target);
    target.query = (text, params, options) =>
      query(
        text,
        params,
        options?.parsers && onlyDrizzles(options.parsers) ? { ...options, parsers: undefined } : options,
      );
  };
  strip(client as unknown as Queryable);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      strip(tx as unknown as Queryable);
      return fn(tx);
    });
  return client;
}

/**
 * A query on the outer database handle from inside one of its own open transactions. PGlite runs one
 * statement at a time on its one connection, so such a query would wait for the transaction, which waits
 * for the query: the request hung for ever. It fails at once with this error instead (use the `tx` the
 * transaction callback is given). PostgreSQL takes another pooled connection and does not hang, though the
 * query does not see the transaction's changes.
 */
export class OuterQueryInTransactionError extends Error {
  override name = "OuterQueryInTransactionError";
}

/** Set for the asynchronous work a transaction callback starts, while that transaction is open. */
const openTransaction = new AsyncLocalStorage<{ client: PGlite; open: boolean }>();

function failFastOnOuterQueryInTransaction(client: PGlite): PGlite {
  const inOwnTransaction = () => {
    const store = openTransaction.getStore();
    return store?.open === true && store.client === client;
  };
  const refuse = () =>
    Promise.reject(
      new OuterQueryInTransactionError(
        "A query on the outer database handle inside an open transaction (it would wait for ever on PGlite): run it on the transaction's `tx`.",
      ),
    );
  const target = client as unknown as Queryable & { exec(text: string): Promise<unknown> };
  const query = target.query.bind(target);
  target.query = (text, params, options) => (inOwnTransaction() ? refuse() : query(text, params, options));
  const exec = target.exec.bind(target);
  target.exec = (text) => (inOwnTransaction() ? refuse() : exec(text));
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => {
    if (inOwnTransaction()) return refuse();
    return transaction(async (tx) => {
      const store = { client, open: true };
      try {
        return await openTransaction.run(store, () => fn(tx));
      } finally {
        // Work the callback left running after it settled is outside the transaction from here on.
        store.open = false;
      }
    });
  };
  return client;
}

/** Databases whose transactions already run one at a time, every query of the process waiting for them. */
const SERIAL = new WeakSet<Database>();
/**
 * Whether a transaction on `db` excludes every other query by itself: PGlite's does (one embedded
 * connection; its queries and transactions share one mutex, and one process holds the data directory), so
 * a lock taken inside one guards nothing more. PostgreSQL's pool does not.
 */
export const transactionsRunAlone = (db: Database) => SERIAL.has(db);

/** Statement names by text, for `executePrepared`: the few statements named in code, whose texts are fixed. */
const preparedNames = new Map<string, string>();
/**
 * Past this many texts a statement runs unnamed: a named statement whose text changed with its input would
 * otherwise make every connection (and PostgreSQL's backend) keep one more prepared statement per call.
 */
const MAX_PREPARED = 32;

/**
 * Runs a raw statement that is sent many times a second (an OTP login's) and answers its rows. On PostgreSQL
 * it is a named prepared statement: each pooled connection parses it once and the server reuses the parse
 * (and, once it finds it as good, the plan) instead of parsing and planning the statement on every call.
 * The name carries a hash of the text, so a statement whose text differs is another statement (node-postgres
 * refuses one name for two texts). On PGlite, `db.execute` as before.
 */
export async function executePrepared<T>(db: Database, name: string, statement: SQL): Promise<T[]> {
  const { dialect, $client } = db as unknown as { dialect: PgDialect; $client?: pg.Pool };
  if (SERIAL.has(db) || !$client) return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  let prepared = preparedNames.get(text);
  if (!prepared && preparedNames.size < MAX_PREPARED) {
    prepared = `${name}_${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
    preparedNames.set(text, prepared);
  }
  const values = params as unknown[];
  return (await $client.query(prepared ? { name: prepared, text, values } : { text, values })).rows as T[];
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // A client can lose its server (restart, failover) idle in the pool or checked out by a request: each
    // emits an `error` event, and one without a listener crashes the process (every instance at once, as
    // they share the database). The query in flight fails (the request answers 503, see
    // isDatabaseUnavailable), the pool drops the client and the next query opens a new connection.
    pool.on("error", (error) => console.error(`database: idle connection lost (${error.message})`));
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error(`database: connection lost (${error.message})`));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const checkedOut = new WeakMap<pg.PoolClient, number>();
    return {
      db,
      kind: "postgres",
      execute: (statement) => pool.query(statement),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      observeHold(observer) {
        pool.on("acquire", (client) => checkedOut.set(client, performance.now()));
        pool.on("release", (_error, client) => {
          const at = checkedOut.get(client);
          if (at !== undefined) observer((performance.now() - at) / 1000);
        });
      },
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  const unlock = await lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    client = failFastOnOuterQueryInTransaction(
      withoutPerQueryParsers(await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS })),
    );
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  SERIAL.add(db);
  return {
    db,
    kind: "pglite",
    execute: (statement) => client.exec(statement),
    pool: () => ({ total: 1, idle: 1, waiting: 0 }),
    observeHold: () => {},
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash, starting up).
const UNAVAILABLE_SQLSTATE = /^(?:08\d{3}|57P0[1-4])$/;
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);

// SQLSTATE classes 53 (insufficient resources: disk full, out of memory) and 58 (system error: I/O error).
const STORAGE_SQLSTATE = /^(?:53|58)[0-9A-Z]{3}$/;
const STORAGE_NODE_CODES = new Set(["ENOSPC", "EIO", "EROFS", "EDQUOT"]);

/**
 * Whether an error (or one it wraps) says the database could not write: its disk is full, read-only or
 * failing. The embedded database (PGlite) reports these as SQLSTATE classes 53/58 or as the file system's
 * error; PostgreSQL as the classes. Such a request is answered 503 like an outage, and /api/health says so.
 */
export function isStorageFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (STORAGE_SQLSTATE.test(code) || STORAGE_NODE_CODES.has(code)))
      return true;
    if (
      typeof message === "string" &&
      /\b(?:ENOSPC|EIO|EROFS|EDQUOT)\b|No space left on device|Input\/output error|Read-only file system/i.test(
        message,
      )
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether an error (or one it wraps: Drizzle wraps the driver's) says the database is away for now — a
 * restart, a failover, a refused or dropped connection — rather than that a query was wrong. Such a
 * request is answered 503 with Retry-After, and the server carries on.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isStorageFailure(error)) return true;
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)))
      return true;
    if (
      typeof message === "string" &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
