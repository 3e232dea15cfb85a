import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
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

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // An idle client can lose its server (restart, failover); without a listener that error would crash the
    // process. The pool drops the client and the next query opens a new connection.
    pool.on("error", (error) => console.error(`database: idle connection lost (${error.message})`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      execute: (statement) => pool.query(statement),
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    execute: (statement) => client.exec(statement),
    close: () => client.close(),
  };
}
