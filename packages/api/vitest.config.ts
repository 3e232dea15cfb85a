import { defineConfig } from "vitest/config";

// The files share their workers' module cache (isolate: false) instead of importing the API, Drizzle and PGlite
// again per file: 162 → 71 CPU-seconds and 128 → 67 s for the 45 files (decision 0032). Each file still opens
// a database of its own and builds its own app from its own config; no file mocks a module or stubs the
// environment, and what the modules keep (the metrics registry, the audit hash key) is set again by each app.
// Passes in shuffled file orders (`--sequence.shuffle.files`), on PGlite and on PostgreSQL.
export default defineConfig({
  test: {
    name: "api",
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
