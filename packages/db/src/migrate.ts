import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle, Schema } from "./client.ts";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
// Several app instances may start at once against one PostgreSQL: the advisory lock lets one migrate
// while the others wait, instead of racing on the same DDL.
const MIGRATION_LOCK = 482_017;

export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  await handle.execute(`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await handle.execute(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}
