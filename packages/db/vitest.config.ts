import { defineConfig } from "vitest/config";

// Migrating PGlite takes a few seconds, more when the other suites share the two cores.
export default defineConfig({ test: { name: "db", include: ["test/**/*.test.ts"], testTimeout: 60_000 } });
