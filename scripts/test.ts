// `npm test`: every check the project has, stopping at the first failure. Ends with one line
// "N passed, N failed" counting the unit, API and browser tests, just below one line per failed test.
//
// Order: lint first (seconds, and the commonest failure). Then the Vitest suite starts in the background while
// types, build and browser tests run in the foreground: Vitest mostly waits (PGlite start-ups, sockets, timers)
// and used about one core for ~2.5 minutes, so beside the rest it costs far less than after it. Its output
// goes to .tmp/vitest.log and is printed as one block once the browser tests are done, so the two never
// interleave. A failed types or build step stops Vitest too; a failed Vitest run does not stop the browser tests.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { playwrightFailures, vitestFailures } from "./failed-tests.ts";

const VITEST_LOG = ".tmp/vitest.log";
mkdirSync(".tmp", { recursive: true });
for (const report of [".tmp/vitest.json", ".tmp/playwright.json", VITEST_LOG])
  rmSync(report, { force: true });

const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/playwright.json" };
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one step in the foreground, its output straight to this terminal; false when it failed. */
function run(name: string, command: string): boolean {
  console.log(`\n▶ ${name}: ${command}`);
  const stepStarted = Date.now();
  try {
    execSync(command, { stdio: "inherit", env });
    console.log(`  ${name}: done in ${seconds(stepStarted)}`);
    return true;
  } catch {
    return false;
  }
}

const VITEST_NAME = "unit and API tests (vitest, domain coverage 100%)";
const VITEST_COMMAND =
  "npx vitest run --coverage --reporter=default --reporter=json --outputFile=.tmp/vitest.json";

const PLAYWRIGHT_NAME = "browser tests (playwright)";

/** Starts Vitest in its own process group (so it can be stopped whole), its output into VITEST_LOG. */
function startVitest(): { child: ChildProcess; done: Promise<number | null> } {
  console.log(`\n▶ ${VITEST_NAME}, in the background (output below, at the end): ${VITEST_COMMAND}`);
  const log = openSync(VITEST_LOG, "w");
  const child = spawn(VITEST_COMMAND, { shell: true, detached: true, stdio: ["ignore", log, log], env });
  closeSync(log);
  const done = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, done };
}

/** Steps that failed: a foreground step, and Vitest (which runs beside it) can both fail. */
const failedSteps: string[] = [];
if (!run("lint (biome)", "npx biome check .")) failedSteps.push("lint (biome)");

if (failedSteps.length === 0) {
  const vitest = startVitest();
  const vitestStarted = Date.now();
  let vitestSeconds = "";
  void vitest.done.then(() => (vitestSeconds = seconds(vitestStarted)));
  const foreground: [string, string][] = [
    ["types", "npm run typecheck"],
    ["browser (Debian chromium)", "node scripts/ensure-chromium.ts"],
    ["build", "npm run build"],
    [PLAYWRIGHT_NAME, "npx playwright test --reporter=list,json"],
  ];
  for (const [name, command] of foreground) {
    if (!run(name, command)) {
      failedSteps.push(name);
      break;
    }
  }
  let stopped = false;
  const stopEarly = failedSteps.length > 0 && failedSteps[0] !== PLAYWRIGHT_NAME;
  if (stopEarly && vitest.child.exitCode === null && vitest.child.pid) {
    // Types or build broke: no browser tests ran, so stop at once. Stop the whole group (npx, Vitest and its
    // workers), not just the shell. After the browser tests, Vitest's results are worth the wait.
    stopped = true;
    process.kill(-vitest.child.pid, "SIGTERM");
  }
  const code = await vitest.done;
  const how = stopped ? "stopped after the failure above" : `ran beside the steps above, ${vitestSeconds}`;
  console.log(`\n▶ ${VITEST_NAME} (${how}):`);
  if (existsSync(VITEST_LOG)) process.stdout.write(readFileSync(VITEST_LOG, "utf8"));
  if (code !== 0 && !stopped) failedSteps.push(VITEST_NAME);
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
// A step with no test of its own to blame (lint, types, build, coverage thresholds): name the step.
for (const step of failedSteps) {
  const ownLines = failures.filter((f) => f.includes("[vitest]") === (step === VITEST_NAME));
  const blamed = (step === VITEST_NAME || step === PLAYWRIGHT_NAME) && ownLines.length > 0;
  if (!blamed) failures.push(`✗ ${step} failed (its output is above)`);
}
if (failedSteps.length > 0 && failed === 0) failed = 1;
console.log(`\nnpm test took ${seconds(started)}`);
// stdout only, so these lines and the closing one stay together and in order in a CI log.
if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
