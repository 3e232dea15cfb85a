import { defineConfig } from "vitest/config";

// One Vitest run covers every package; each package declares its own project.
// Coverage is measured on the domain package only, where the issue demands 100 %.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/web/vitest.config.ts"],
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      reporter: ["text-summary"],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
