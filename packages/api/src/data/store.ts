import type { Database } from "@loansetu/db/client";
import { referenceData } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { DATA_FILE_SCHEMAS, type DataFile, type DataFileName } from "./schemas.ts";

/**
 * Reference data (lenders, rates, car catalogue, cities, site facts…), read from the `reference_data`
 * table the seed fills from `data/`, validated with its zod schema once per process and then served from
 * memory. It lives on `deps` so bundled page code never touches the database or a file path itself.
 * A document edited in the database is picked up by a restart (the data changes by reviewed releases).
 */
export interface DataStore {
  get<N extends DataFileName>(name: N): Promise<DataFile<N>>;
  /** Reads and validates every document: the server calls it at start, so broken data stops the start. */
  check(): Promise<void>;
}

export function createDataStore(db: Database): DataStore {
  const cache = new Map<DataFileName, Promise<unknown>>();
  const read = async <N extends DataFileName>(name: N): Promise<DataFile<N>> => {
    const [row] = await db
      .select({ body: referenceData.body })
      .from(referenceData)
      .where(eq(referenceData.name, name));
    if (!row) throw new Error(`Reference data ${name} is not in the database (the seed copies data/).`);
    const parsed = DATA_FILE_SCHEMAS[name].safeParse(row.body);
    if (!parsed.success) throw new Error(`Reference data ${name} is invalid: ${parsed.error.message}`);
    return parsed.data as DataFile<N>;
  };
  const store: DataStore = {
    get<N extends DataFileName>(name: N) {
      let entry = cache.get(name);
      if (!entry) {
        entry = read(name);
        // A failed read is not cached, so a fixed document is picked up on the next request.
        entry.catch(() => cache.delete(name));
        cache.set(name, entry);
      }
      return entry as Promise<DataFile<N>>;
    },
    async check() {
      await Promise.all(Object.keys(DATA_FILE_SCHEMAS).map((name) => store.get(name as DataFileName)));
    },
  };
  return store;
}
