import type { DbHandle } from "@loansetu/db/client";

/**
 * When each database last failed to write (a full or failing disk), so /api/health can say the site is
 * unwell while reads still answer: a `select 1` succeeds on a database that refuses every write.
 */
const lastFailure = new WeakMap<DbHandle, number>();

export function noteWriteFailure(database: DbHandle, at: Date) {
  lastFailure.set(database, at.getTime());
}

export function noteWriteSuccess(database: DbHandle) {
  lastFailure.delete(database);
}

/** Milliseconds since the last write failure, or undefined when none is remembered. */
export function sinceWriteFailure(database: DbHandle, now: Date): number | undefined {
  const at = lastFailure.get(database);
  return at === undefined ? undefined : now.getTime() - at;
}
