import { defineConfig } from "vitest/config";

// These tests read catalogues, routes and source files; none mocks a module or changes one's state, so the
// files share their workers' module cache (isolate: false) instead of importing it again per file.
export default defineConfig({ test: { name: "web", include: ["test/**/*.test.ts"], isolate: false } });
