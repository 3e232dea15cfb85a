import { fileURLToPath } from "node:url";

/** A PGlite data directory migrated and seeded once per test run; each test file works on a copy of it. */
export const GOLDEN_DIR = fileURLToPath(new URL("../../../../.tmp/golden-pglite", import.meta.url));
