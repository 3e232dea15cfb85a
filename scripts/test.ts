// `npm test`: every check the project has, in order, stopping at the first failure. Ends with one line
// "N passed, N failed" counting the unit, API and browser tests, just below one line per failed test.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { playwrightFailures, vitestFailures } from "./failed-tests.ts";

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
const failures: string[] = [];
if (existsSync(".tmp/vitest.json")) {
  const report = JSON.parse(readFileSync(".tmp/vitest.json", "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  failures.push(...vitestFailures(report));
}
if (existsSync(".tmp/playwright.json")) {
  const report = JSON.parse(readFileSync(".tmp/playwright.json", "utf8"));
  const stats = report.stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  failures.push(...playwrightFailures(report));
}
if (failedStep) {
  // A step with no test of its own to blame (lint, types, build): name the step.
  if (failures.length === 0) failures.push(`✗ ${failedStep} failed (its output is above)`);
  if (failed === 0) failed = 1;
}
// stdout only, so these lines and the closing one stay together and in order in a CI log.
if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
