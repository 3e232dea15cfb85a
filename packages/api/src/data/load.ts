import { readFile } from "node:fs/promises";
import { DATA_FILE_SCHEMAS, type DataFile, type DataFileName } from "./schemas.ts";

/** `data/` at the repository root, resolved from this source file. Pass another URL when bundled. */
export const DEFAULT_DATA_DIR = new URL("../../../../data/", import.meta.url);

/** Reads one reference data file and validates it with its schema (throws a ZodError when invalid). */
export async function loadDataFile<N extends DataFileName>(
  name: N,
  dataDir: URL = DEFAULT_DATA_DIR,
): Promise<DataFile<N>> {
  const raw: unknown = JSON.parse(await readFile(new URL(name, dataDir), "utf8"));
  return DATA_FILE_SCHEMAS[name].parse(raw) as DataFile<N>;
}
