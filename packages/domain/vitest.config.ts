import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

// The project's root is the repository root, not this folder: with `--project domain` Vitest matches the
// root config's `coverage.include` ("packages/domain/src/**/*.ts") against the selected projects' roots,
// so a root here would measure nothing and the 100 % thresholds would never be checked.
export default defineProject({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  // Property tests over the DOM sanitiser run thousands of cases: allow for a busy machine.
  // The package is pure (test/purity.test.ts): no module holds state a test file could leave behind, so the
  // files share their workers' module cache instead of importing everything again per file (isolate: false).
  test: {
    name: "domain",
    include: ["packages/domain/test/**/*.test.ts"],
    testTimeout: 60_000,
    isolate: false,
  },
});
