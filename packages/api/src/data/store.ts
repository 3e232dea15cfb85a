import { DEFAULT_DATA_DIR, loadDataFile } from "./load.ts";
import type { DataFile, DataFileName } from "./schemas.ts";

/**
 * Reference data, read and validated once per process and then served from memory. It lives on `deps`
 * because the data folder is found from this (unbundled) source file: code bundled into the web build must
 * not resolve paths itself.
 */
export interface DataStore {
  get<N extends DataFileName>(name: N): Promise<DataFile<N>>;
}

export function createDataStore(dataDir: URL = DEFAULT_DATA_DIR): DataStore {
  const cache = new Map<DataFileName, Promise<unknown>>();
  return {
    get<N extends DataFileName>(name: N) {
      let entry = cache.get(name);
      if (!entry) {
        entry = loadDataFile(name, dataDir);
        // A failed read is not cached, so a fixed file is picked up on the next request.
        entry.catch(() => cache.delete(name));
        cache.set(name, entry);
      }
      return entry as Promise<DataFile<N>>;
    },
  };
}
