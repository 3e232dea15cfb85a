// Names each failed test of a run, read from the Vitest and Playwright JSON reports, one line each:
// "✗ file:line [project] title — first line of the error". `npm test` prints these just above its closing
// line, so the last lines of a CI log say what failed without a re-run.

interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: {
      fullName?: string;
      title: string;
      status: string;
      failureMessages?: string[];
      location?: { line: number };
    }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: "expected" | "unexpected" | "flaky" | "skipped";
      results: { status: string; error?: PlaywrightError; errors?: PlaywrightError[] }[];
    }[];
  }[];
}
interface PlaywrightError {
  message?: string;
  location?: { file: string; line: number };
}
interface PlaywrightReport {
  config?: { rootDir?: string };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what this strips
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first line of an error that says something (not blank, not a bare "Error:"). */
export function firstLine(message: string | undefined): string {
  const lines = (message ?? "").replace(ANSI, "").split("\n");
  const line = lines.map((l) => l.trim()).find((l) => l !== "" && l !== "Error:") ?? "(no message)";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

const relative = (file: string) => {
  const cwd = `${process.cwd()}/`;
  return file.startsWith(cwd) ? file.slice(cwd.length) : file;
};

export function vitestFailures(report: VitestReport): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const test of failed) {
      const where = test.location ? `${relative(file.name)}:${test.location.line}` : relative(file.name);
      lines.push(
        `✗ ${where} [vitest] ${test.fullName ?? test.title} — ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    // A file that fails before its tests run (a syntax error, a failing import) has no failed test of its own.
    if (failed.length === 0 && file.status === "failed") {
      lines.push(`✗ ${relative(file.name)} [vitest] (the file did not run) — ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** Where an error was thrown and, for an action that waited, what it was waiting for (its call log). */
function stepLine(error: PlaywrightError): string {
  const where = error.location ? `${relative(error.location.file)}:${error.location.line} ` : "";
  const plain = (error.message ?? "").replace(ANSI, "").replace(/^Error: /, "");
  const waiting = plain
    .split("\n")
    .map((l) => l.trim().replace(/^- /, ""))
    .filter((l) => l.startsWith("waiting for"))
    .at(-1);
  return `at ${where}— ${firstLine(plain)}${waiting ? ` (${waiting.slice(0, 160)})` : ""}`;
}

export function playwrightFailures(report: PlaywrightReport): string[] {
  const lines: string[] = [];
  // Spec files are named relative to the test directory; name them from the project's root.
  const testDir = report.config?.rootDir ? `${relative(report.config.rootDir)}/` : "";
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    // The top suite is the file, whose title is its path: leave it out of the test's title.
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const result = test.results.find((r) => r.status !== "passed" && r.status !== "skipped");
        const error = result?.error?.message ?? result?.errors?.[0]?.message ?? `test ${result?.status}`;
        const title = [...path, spec.title].filter(Boolean).join(" › ");
        const flaky = test.status === "flaky" ? " (passed on retry)" : "";
        lines.push(
          `✗ ${testDir}${spec.file}:${spec.line} [${test.projectName}] ${title}${flaky} — ${firstLine(error)}`,
        );
        // A test stopped at its time limit has a second error: the step it was waiting on, with its line and
        // what it waited for. Without it a CI log's tail says only that the limit passed.
        for (const more of (result?.errors ?? []).slice(1, 3)) lines.push(`    ${stepLine(more)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // Errors outside any test (a spec file that does not load, a global set-up that throws).
  for (const error of report.errors ?? []) lines.push(`✗ playwright — ${firstLine(error.message)}`);
  return lines;
}
