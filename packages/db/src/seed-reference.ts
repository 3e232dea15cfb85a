import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { Database } from "./client.ts";
import { lenderOrganisations, referenceData } from "./schema.ts";
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

/**
 * One lender organisation per lender in `lenders.json` (decision 0066), after the reference data: a new
 * lender in the file becomes an organisation at the next start; a renamed one keeps its id.
 */
export async function seedLenderOrganisations(db: Database): Promise<void> {
  const [row] = await db
    .select({ body: referenceData.body })
    .from(referenceData)
    .where(sql`${referenceData.name} = 'lenders.json'`);
  const lenders = ((row?.body as { lenders?: { id: number; slug: string; name: string }[] } | undefined)
    ?.lenders ?? []) as { id: number; slug: string; name: string }[];
  if (lenders.length === 0) return;
  await db
    .insert(lenderOrganisations)
    .values(lenders.map(({ id, slug, name }) => ({ id, slug, name })))
    .onConflictDoUpdate({
      target: lenderOrganisations.id,
      set: { slug: sql`excluded.slug`, name: sql`excluded.name` },
      setWhere: sql`${lenderOrganisations.slug} <> excluded.slug or ${lenderOrganisations.name} <> excluded.name`,
    });
}
