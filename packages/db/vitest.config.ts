import { defineConfig } from "vitest/config";

// Three minutes a test: each PGlite test runs initdb, migrations and the seed in WebAssembly, which took over
// a minute on a two-core machine busy with the browser tests beside it.
export default defineConfig({ test: { name: "db", include: ["test/**/*.test.ts"], testTimeout: 180_000 } });
