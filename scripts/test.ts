// `npm test`: every check the project has, stopping at the first failure. Ends with one line
// "N passed, N failed" counting the unit, API and browser tests, just below one line per failed test.
//
// Order: lint first (seconds, and the commonest failure). Then the Vitest suite and the type check start in
// the background while the build and the browser tests run in the foreground: Vitest mostly waits (PGlite
// start-ups, sockets, timers) and used about one core for ~2.5 minutes, so beside the rest it costs far less
// than after it; the type check needs ~12 s of CPU but took up to two minutes of wall time on a loaded machine
// when the build waited for it. Their output goes to .tmp/vitest.log and .tmp/types.log and is printed as one
// block each once the browser tests are done, so nothing interleaves. A failed build stops both; a failed
// type check or Vitest run does not stop the browser tests (the run still fails, and says which step).
import { type ChildProcess, spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
} from "node:fs";
import { resolve } from "node:path";
import { playwrightFailures, vitestFailures } from "./failed-tests.ts";

const VITEST_LOG = ".tmp/vitest.log";
const TYPES_LOG = ".tmp/types.log";
mkdirSync(".tmp", { recursive: true });
for (const report of [
  ".tmp/vitest-domain.json",
  ".tmp/vitest.json",
  ".tmp/playwright.json",
  VITEST_LOG,
  TYPES_LOG,
])
  rmSync(report, { force: true });

const scratch = scratchInMemory();
// Node keeps the compiled code of every module it loads in .tmp/node-compile-cache (V8's code cache, keyed by
// the file's contents): a run starts ~20 servers and ~8 test workers, each compiling the same modules again;
// a server was ready 0.3–0.4 CPU-s sooner with it. A miss only costs the compile.
const env = {
  ...process.env,
  PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/playwright.json",
  NODE_COMPILE_CACHE: resolve(".tmp/node-compile-cache"),
  ...(scratch ? { TMPDIR: scratch } : {}),
};

/**
 * The run's temporary files (each test database's copy of the golden one, 41 MB and 1,178 files; the
 * servers' PGlite writes; the browsers' profiles) in memory, under /dev/shm, when the machine has it as a
 * tmpfs with 4 GB free: on this two-core machine a copy cost 0.9 CPU-s of the kernel's on the disk and 0.05
 * in memory, and a run makes ~90 of them. Removed when the run ends; elsewhere the system's temporary folder.
 */
function scratchInMemory(): string | undefined {
  const TMPFS = 0x01021994;
  try {
    const disk = statfsSync("/dev/shm");
    if (disk.type !== TMPFS || disk.bavail * disk.bsize < 4 * 1024 ** 3) return undefined;
    // A run that was killed outright left its folder: remove those whose run is gone.
    for (const name of readdirSync("/dev/shm")) {
      const pid = Number(/^loansetu-test-(\d+)-/.exec(name)?.[1]);
      if (pid && !isRunning(pid)) rmSync(`/dev/shm/${name}`, { recursive: true, force: true });
    }
    const dir = mkdtempSync(`/dev/shm/loansetu-test-${process.pid}-`);
    process.on("exit", () => {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // a process of the run still writing there; the next run removes it
      }
    });
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(1));
    return dir;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs one step in the foreground, its output straight to this terminal; false when it failed. Not `execSync`:
 * that blocks this process's event loop, so the background steps' exits were only seen (and their times
 * taken) after the browser tests, and every one read "592 s".
 */
async function run(name: string, command: string): Promise<boolean> {
  console.log(`\n▶ ${name}: ${command}`);
  const stepStarted = Date.now();
  const child = spawn(command, { shell: true, stdio: "inherit", env });
  const code = await new Promise<number | null>((exited) => child.once("exit", exited));
  if (code !== 0) return false;
  console.log(`  ${name}: done in ${seconds(stepStarted)}`);
  return true;
}

const VITEST_NAME = "unit and API tests (vitest, domain coverage 100%)";
// Coverage is measured on the domain package only, so only its project runs with V8 coverage on: coverage
// slowed the API tests about 2.3 times (125 s against 54 s for three API files), for numbers nobody reads.
// The domain project alone reaches its 100 % (its own tests cover it). Both runs go on when one fails.
const VITEST_REPORTS = [".tmp/vitest-domain.json", ".tmp/vitest.json"];
const VITEST_COMMAND = [
  `npx vitest run --project domain --coverage --reporter=default --reporter=json --outputFile=${VITEST_REPORTS[0]}`,
  "domain=$?",
  // Three workers on two cores: the API files mostly wait (PGlite's start, PostgreSQL, sockets), and one
  // worker a core left them idle: 300 s → 248 s for the unit and API files beside the browser tests.
  `npx vitest run --project '!domain' --maxWorkers=3 --reporter=default --reporter=json --outputFile=${VITEST_REPORTS[1]}`,
  'rest=$?; [ "$domain" = 0 ] && [ "$rest" = 0 ]',
].join("; ");
const TYPES_NAME = "types";
const TYPES_COMMAND = "npm run typecheck";

const PLAYWRIGHT_NAME = "browser tests (playwright)";

interface BackgroundStep {
  name: string;
  log: string;
  child: ChildProcess;
  done: Promise<number | null>;
  /** How long it ran, once it has ended. */
  took: () => string;
}

/** Starts a step in its own process group (so it can be stopped whole), its output into `log`. */
function startInBackground(name: string, command: string, logFile: string): BackgroundStep {
  console.log(`\n▶ ${name}, in the background (output below, at the end): ${command}`);
  const log = openSync(logFile, "w");
  const child = spawn(command, { shell: true, detached: true, stdio: ["ignore", log, log], env });
  closeSync(log);
  const stepStarted = Date.now();
  let took = "";
  const done = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      took = seconds(stepStarted);
      resolve(code);
    }),
  );
  return { name, log: logFile, child, done, took: () => took };
}

/** Stops a background step's whole process group; false when it had already ended. */
function stopGroup(child: ChildProcess): boolean {
  if (child.exitCode !== null || child.pid === undefined) return false;
  try {
    process.kill(-child.pid, "SIGTERM");
    return true;
  } catch {
    return false; // the group ended between the check and the signal
  }
}

/** Steps that failed: a foreground step and the steps beside it can all fail. */
const failedSteps: string[] = [];
if (!(await run("lint (biome)", "npx biome check ."))) failedSteps.push("lint (biome)");

if (failedSteps.length === 0) {
  const background = [
    startInBackground(VITEST_NAME, VITEST_COMMAND, VITEST_LOG),
    startInBackground(TYPES_NAME, TYPES_COMMAND, TYPES_LOG),
  ];
  const foreground: [string, string][] = [
    ["browsers (Debian chromium, headless shell)", "node scripts/ensure-chromium.ts"],
    ["build", "npm run build"],
    [PLAYWRIGHT_NAME, "npx playwright test --reporter=list,json"],
  ];
  for (const [name, command] of foreground) {
    if (!(await run(name, command))) {
      failedSteps.push(name);
      break;
    }
  }
  // The build broke: no browser tests ran, so stop at once. Stop each whole group (npx or npm, Vitest and its
  // workers, tsc), not just the shell. After the browser tests, the background steps' results are worth the wait.
  const stopEarly = failedSteps.length > 0 && failedSteps[0] !== PLAYWRIGHT_NAME;
  const stopped = new Set(background.filter((step) => stopEarly && stopGroup(step.child)));
  for (const step of background) {
    const code = await step.done;
    const how = stopped.has(step)
      ? "stopped after the failure above"
      : `ran beside the steps above, ${step.took()}`;
    console.log(`\n▶ ${step.name} (${how}):`);
    if (existsSync(step.log)) process.stdout.write(readFileSync(step.log, "utf8"));
    if (code !== 0 && !stopped.has(step)) failedSteps.push(step.name);
  }
}

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const file of VITEST_REPORTS.filter((name) => existsSync(name))) {
  const report = JSON.parse(readFileSync(file, "utf8"));
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
