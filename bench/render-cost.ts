// `node bench/render-cost.ts [--profile] [--runs N] [--web DIR] [path…]`: the CPU one server render costs,
// in process (no sockets, no load generator sharing the cores): the built site is loaded with the app's own
// HTTP application (apps/web/server/app.ts) over a fresh PGlite, each page is asked for as a browser asks
// (gzip accepted, no cookie) and read to its last byte, and the process's CPU time of each render is taken
// (user + system, as /proc counts the server's in the bench's page rows). Prints the median and the middle
// half of many renders a page. `--profile` samples the renders with V8's profiler and prints where the time
// went (self time by function, and the time inside the render's main parts). `--web DIR` measures another
// copy of apps/web (its server/ and build/), to compare two versions in one run, interleaved.
// `--against DIR` does that: it runs this script on DIR and on this checkout's apps/web in turn, `--rounds`
// times each (3), one process a run, and prints both medians side by side.
import "../apps/web/server/react-production.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadConfig } from "@loansetu/api/lib/config";
import { createLogger } from "@loansetu/api/lib/logger";
import type { ServerBuild } from "react-router";
import { type Profile, tallyProfile } from "./cpu-profile.ts";
import { RENDER_PAGES } from "./server-figures.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    profile: { type: "boolean", default: false },
    runs: { type: "string", default: "200" },
    web: { type: "string", default: new URL("../apps/web", import.meta.url).pathname },
    json: { type: "boolean", default: false },
    against: { type: "string" },
    rounds: { type: "string", default: "3" },
  },
});
const pages = positionals.length ? positionals : RENDER_PAGES;
const runs = Number(values.runs);
const web = resolve(values.web);
if (values.against) {
  await compare(resolve(values.against));
  process.exit(0);
}

const { createServerApp } = (await import(
  pathToFileURL(join(web, "server/app.ts")).href
)) as typeof import("../apps/web/server/app.ts");
const { bootstrap } = (await import(
  pathToFileURL(join(web, "server/bootstrap.ts")).href
)) as typeof import("../apps/web/server/bootstrap.ts");
const build = (await import(pathToFileURL(join(web, "build/server/index.js")).href)) as ServerBuild;
const dataDir = await mkdtemp(join(tmpdir(), "loansetu-render-"));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: undefined });
const deps = await bootstrap(config, createLogger("warn"));
const app = createServerApp({
  deps,
  mode: "production",
  getBuild: async () => build,
  clientDir: join(web, "build/client"),
});

const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
async function render(path: string): Promise<number> {
  const response = await app.fetch(
    new Request(`http://127.0.0.1${path}`, {
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
    }),
  );
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return bytes;
}

const session = new Session();
if (values.profile) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
}
const results: { path: string; median: number; q1: number; q3: number; bytes: number }[] = [];
for (const path of pages) {
  for (let i = 0; i < 40; i++) await render(path); // warm up: JIT, caches filled on first use
  if (values.profile) await session.post("Profiler.start");
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const before = cpuUs();
    bytes = await render(path);
    samples.push((cpuUs() - before) / 1000);
  }
  if (values.profile) {
    const { profile } = await session.post("Profiler.stop");
    printProfile(path, profile as unknown as Profile);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.floor(samples.length * q)]!;
  results.push({ path, median: at(0.5), q1: at(0.25), q3: at(0.75), bytes });
}
for (const r of results)
  console.log(
    `${r.path.padEnd(20)} ${r.median.toFixed(2).padStart(6)} ms of CPU a render (middle half ${r.q1.toFixed(2)}–${r.q3.toFixed(2)}, ${runs} renders, ${(r.bytes / 1000).toFixed(1)} kB gzip)`,
  );
if (values.json) console.log(JSON.stringify(results));
await deps.database.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);

/** Which part of the stack a function (named `name file:line`) belongs to. */
function partOf(key: string): string {
  const file = key.split(" ").at(-1) ?? "";
  if (/react-dom-server/.test(file)) return "React's server renderer";
  if (/^(router|dom|ssr|server-runtime|lib)\//.test(file) || /turbo-stream/.test(file)) return "React Router";
  if (/undici|webstreams|streams\/|node:internal\/webstreams/.test(file))
    return "Web streams, Request/Response";
  if (/wasm|chunk-/.test(file)) return "PGlite";
  if (/garbage/.test(key)) return "garbage collector";
  if (/server\/index\.js/.test(file)) return "the app's routes (server build)";
  if (/lucide/.test(file)) return "lucide icons";
  if (/hono|compress/.test(file)) return "Hono";
  if (/server\/|src\//.test(file)) return "the app's server code";
  return file.startsWith(":") ? `(native) ${key.split(" ")[0]}` : file.replace(/:\d+$/, "");
}

function printProfile(path: string, profile: Profile) {
  const { self, inclusive, total } = tallyProfile(profile, {
    ignore: ["(idle)", "(program)"],
    delta: (i) => profile.timeDeltas[i] ?? 0,
  });
  const top = (map: Map<string, number>, count: number, filter = (_: string) => true) =>
    [...map]
      .filter(([key]) => filter(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => `  ${((100 * value) / total).toFixed(1).padStart(5)} % ${key}`)
      .join("\n");
  console.log(`\n${path}: ${(total / 1000 / runs).toFixed(2)} ms of main-thread samples a render`);
  console.log(`Inside:\n${top(inclusive, Number(process.env.PROFILE_TOP ?? 40))}`);
  console.log(`Self:\n${top(self, Number(process.env.PROFILE_SELF ?? 25))}`);
  // Self time by where the code lives: the render's parts.
  const parts = new Map<string, number>();
  for (const [key, value] of self) {
    const part = partOf(key);
    parts.set(part, (parts.get(part) ?? 0) + value);
  }
  console.log(`By part (self time):\n${top(parts, 20)}`);
}

/** Runs this script on `before` and on the current apps/web in turn, and prints the medians of both. */
async function compare(before: string) {
  const { execFileSync } = await import("node:child_process");
  const script = new URL(import.meta.url).pathname;
  const of = (webDir: string) => {
    const out = execFileSync(
      process.execPath,
      [script, "--json", "--runs", String(runs), "--web", webDir, ...pages],
      { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    return JSON.parse(out.trim().split("\n").at(-1)!) as { path: string; median: number }[];
  };
  const rows = new Map<string, { before: number[]; after: number[] }>();
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [side, dir] of [
      ["before", before],
      ["after", web],
    ] as const)
      for (const r of of(dir)) {
        const row = rows.get(r.path) ?? { before: [], after: [] };
        row[side].push(r.median);
        rows.set(r.path, row);
      }
    console.log(`round ${round + 1} done`);
  }
  const mid = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  for (const [path, row] of rows)
    console.log(
      `${path.padEnd(20)} before ${mid(row.before).toFixed(2)} ms (${row.before.map((v) => v.toFixed(1)).join(" ")}), after ${mid(row.after).toFixed(2)} ms (${row.after.map((v) => v.toFixed(1)).join(" ")}): ${((100 * (mid(row.after) - mid(row.before))) / mid(row.before)).toFixed(0)} %`,
    );
}
