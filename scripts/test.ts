// `npm test`: every check the project has, in order, stopping at the first failure. Ends with one line
// "N passed, N failed" counting the unit, API and browser tests.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync(".tmp", { recursive: true });
for (const report of [".tmp/vitest.json", ".tmp/playwright.json"]) rmSync(report, { force: true });
const steps: [string, string][] = [
  ["lint (biome)", "npx biome check ."],
  ["types", "npm run typecheck"],
  [
    "unit and API tests (vitest, domain coverage 100%)",
    "npx vitest run --coverage --reporter=default --reporter=json --outputFile=.tmp/vitest.json",
  ],
  ["browser (Debian chromium)", "node scripts/ensure-chromium.ts"],
  ["build", "npm run build"],
  ["browser tests (playwright)", "npx playwright test --reporter=list,json"],
];

let failedStep: string | undefined;
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, {
      stdio: "inherit",
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/playwright.json" },
    });
  } catch {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
if (existsSync(".tmp/vitest.json")) {
  const report = JSON.parse(readFileSync(".tmp/vitest.json", "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync(".tmp/playwright.json")) {
  const stats = JSON.parse(readFileSync(".tmp/playwright.json", "utf8")).stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}
if (failedStep) {
  console.error(`\n✗ ${failedStep} failed`);
  if (failed === 0) failed = 1;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
