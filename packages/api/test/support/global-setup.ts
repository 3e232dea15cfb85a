import { rm } from "node:fs/promises";
import { openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import { GOLDEN_DIR } from "./golden.ts";

// Migrating PGlite takes seconds; doing it once and copying the folder keeps every test file fast.
export default async function setup() {
  await rm(GOLDEN_DIR, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: GOLDEN_DIR });
  await migrate(handle);
  await seed(handle.db, { demoReviews: true });
  await handle.close();
}
