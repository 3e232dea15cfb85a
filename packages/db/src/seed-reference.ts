import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { Database } from "./client.ts";
import { referenceData } from "./schema.ts";
import { sql } from "./sql.ts";

/** `data/` at the repository root, found from this source file (server code, never bundled). */
export const REFERENCE_DATA_DIR = new URL("../../../data/", import.meta.url);

/**
 * Copies every `data/*.json` file into `reference_data`. Idempotent and safe for two processes starting
 * together: a row is only rewritten when its file's hash differs. The API validates each body with its zod
 * schema when it reads it (and at start), so a broken file stops the server rather than a page.
 */
export async function seedReferenceData(db: Database, dataDir: URL = REFERENCE_DATA_DIR): Promise<void> {
  const names = (await readdir(dataDir)).filter((name) => name.endsWith(".json")).sort();
  for (const name of names) {
    const text = await readFile(new URL(name, dataDir), "utf8");
    const body: unknown = JSON.parse(text);
    const version = createHash("sha256").update(text).digest("base64url").slice(0, 22);
    await db
      .insert(referenceData)
      .values({ name, version, body })
      .onConflictDoUpdate({
        target: referenceData.name,
        set: { version, body, updatedAt: sql`now()` },
        setWhere: sql`${referenceData.version} <> excluded.version`,
      });
  }
}
