import type { Database } from "@loansetu/db/client";

/** Runs `fn` in one transaction, typed as the `Database` the helpers take (a change and its audit entry). */
export function transaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Database));
}
