// `npm run test:stress`: the browser tests on a machine kept busy on purpose, to catch tests that pass only
// when the machine is quiet. Starts a CPU hog on every core (child processes that stop by themselves after
// --minutes, and are killed when this script ends), then runs the whole browser suite --runs times in a row
// and the files with timers or animations --repeat times each. One summary line per run; exits 1 on a failure.
// Usage: npm run test:stress [-- --runs 3 --repeat 3 --minutes 90 --hogs 2 --only suite|repeat --no-build]
import { type ChildProcess, execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { playwrightFailures } from "./failed-tests.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    repeat: { type: "string", default: "3" },
    minutes: { type: "string", default: "90" },
    hogs: { type: "string", default: String(availableParallelism()) },
    only: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const repeat = Number(values.repeat);
const minutes = Number(values.minutes);
const hogCount = Number(values.hogs);
if (![runs, repeat, minutes, hogCount].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error(
    "Usage: npm run test:stress -- [--runs 3] [--repeat 3] [--minutes 90] [--hogs N] [--only suite|repeat]",
  );
  process.exit(1);
}

/** Files whose tests move time (page.clock), stream, animate or wait on the server: each run --repeat times. */
const TIMED: { files: string[]; grep?: string }[] = [
  { files: ["e2e/chatbot.spec.ts", "e2e/login.spec.ts", "e2e/contact.spec.ts", "e2e/consent.spec.ts"] },
  { files: ["e2e/pages.spec.ts"], grep: "page blocks" },
  {
    files: ["e2e/resources.spec.ts"],
    grep: "FAQ centre|articles and search|media and news|credit-score guides",
  },
  { files: ["e2e/calculators.spec.ts"], grep: "sliders|typing|typeahead|loader|WhatsApp|live on typing" },
];

if (!values["no-build"]) execSync("npm run build", { stdio: "ignore" });
mkdirSync(".tmp", { recursive: true });

// Each hog spins until its own deadline, so none outlives a crashed or killed parent for long.
const hogs: ChildProcess[] = [];
const hogDeadline = Date.now() + minutes * 60_000;
for (let i = 0; i < hogCount; i++) {
  hogs.push(
    spawn(
      process.execPath,
      ["-e", `const end = ${hogDeadline}; while (Date.now() < end) Math.sqrt(Math.random());`],
      {
        stdio: "ignore",
      },
    ),
  );
}
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null) hog.kill("SIGKILL");
};
process.on("exit", stopHogs);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}
console.log(`${hogs.length} CPU hogs running (they stop by themselves within ${minutes} min)`);

const summaries: string[] = [];
let failedRuns = 0;
let runCount = 0;
function run(label: string, args: string[]) {
  const report = `.tmp/stress-${++runCount}.json`;
  rmSync(report, { force: true });
  const started = Date.now();
  spawnSync("npx", ["playwright", "test", ...args, "--reporter=dot,json"], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const elapsed = ((Date.now() - started) / 60_000).toFixed(1);
  if (!existsSync(report)) {
    failedRuns += 1;
    summaries.push(`${label}: no report (Playwright did not finish) after ${elapsed} min`);
    return;
  }
  const json = JSON.parse(readFileSync(report, "utf8"));
  const stats = json.stats ?? {};
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  if (failed > 0 || (json.errors ?? []).length > 0) failedRuns += 1;
  const lines = [
    `${label}: ${stats.expected ?? 0} passed, ${failed} failed, ${stats.skipped ?? 0} skipped in ${elapsed} min`,
    ...playwrightFailures(json).map((line) => `  ${line}`),
  ];
  summaries.push(...lines);
  console.log(lines.join("\n"));
}

try {
  if (values.only !== "repeat") {
    for (let i = 1; i <= runs; i++) run(`whole browser suite, run ${i}/${runs}`, []);
  }
  if (values.only !== "suite") {
    for (const { files, grep } of TIMED) {
      const what = `${files.map((f) => f.replace(/^e2e\//, "")).join(", ")}${grep ? ` (${grep})` : ""}`;
      run(`--repeat-each=${repeat} ${what}`, [
        ...files,
        ...(grep ? ["-g", grep] : []),
        `--repeat-each=${repeat}`,
      ]);
    }
  }
} finally {
  stopHogs();
}
console.log(`\nUnder ${hogs.length} CPU hogs:\n${summaries.join("\n")}`);
process.exit(failedRuns > 0 ? 1 : 0);
