// `node bench/profile-request.ts [path]`: where one request's CPU goes. Starts the server with --cpu-prof,
// loads `path` (default the cached calculator answer, as a browser asks for it) for 8 s, and prints the
// shares of the load window's samples (start-up left out) by function: self time, and the time inside each
// middleware and the response writer, which is how decision 0020's costs were found.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServer } from "../e2e/support/server.ts";
import { frameName, type Profile, tallyProfile } from "./cpu-profile.ts";
import { BENCH_ENV, BROWSER, otpLogins } from "./server-figures.ts";

// `otp` in place of a path: OTP logins (send, read the dev outbox, verify) as the bench makes them.
const path = process.argv[2] ?? "/api/calculator?key=city_brand";
const dir = await mkdtemp(join(tmpdir(), "loansetu-prof-"));
const server = await startServer({
  env: { ...BENCH_ENV, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` },
});
const load = async (seconds: number, first = 0) => {
  if (path === "otp") {
    const run = await otpLogins(server.url, seconds * 1000, 20, first);
    return { rate: `${run.perSecond.toFixed(0)} logins/s`, next: run.next };
  }
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: 20,
    duration: seconds,
    headers: BROWSER,
  });
  return { rate: `${result.requests.average.toFixed(0)} req/s`, next: 0 };
};
const warm = await load(2);
const loadStarted = performance.now();
const result = await load(8, warm.next);
const loadMs = performance.now() - loadStarted;
await server.stop();
const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"))!;
const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile;
await rm(dir, { recursive: true, force: true });

// The load window: the samples of the last `loadMs` before the profile ends (the stop takes a moment more).
const times: number[] = [];
let t = 0;
for (const delta of profile.timeDeltas) {
  t += delta;
  times.push(t);
}
const end = times.at(-1)!;
const windowStart = end - (loadMs + 1500) * 1000;
const { nodes, parents, self, inclusive, total } = tallyProfile(profile, {
  counts: (i) => times[i]! >= windowStart,
  ignore: ["(idle)"],
  delta: (i) => profile.timeDeltas[i + 1] ?? 0,
});

const INTERESTING =
  /index\.mjs|hono-base|compose|secure-headers|compress|request-id|middleware|body-limits|client-address|calculators|metrics|logger|pino|zod|writev|random|gzip|app\.ts|\(garbage/;
console.log(
  `${path}: ${result.rate}; ${(total / 1000).toFixed(0)} ms of CPU samples in the ${(loadMs / 1000).toFixed(0)} s load window`,
);
console.log("\nInside (% of the window's busy samples, a function and what it calls synchronously):");
for (const [key, value] of [...inclusive]
  .filter(([key]) => process.env.PROFILE_ALL || INTERESTING.test(key))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 30))
  console.log(`${((100 * value) / total).toFixed(1).padStart(5)} % ${key}`);
// PROFILE_CALLERS=name: the call paths (a few frames up) of the samples inside functions of that name, which
// is how one finds who turns a lightweight answer into a full Response, for instance.
const callersOf = process.env.PROFILE_CALLERS;
if (callersOf) {
  const paths = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i]! < windowStart) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const stack: string[] = [];
    for (let id: number | undefined = profile.samples[i]!; id !== undefined; id = parents.get(id))
      stack.push(frameName(nodes.get(id)!));
    const at = stack.findIndex((frame) => frame.startsWith(`${callersOf} `));
    if (at < 0) continue;
    const path = stack.slice(at, at + 6).join(" < ");
    paths.set(path, (paths.get(path) ?? 0) + dt);
  }
  console.log(`\nCallers of ${callersOf}:`);
  for (const [path, value] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${((100 * value) / total).toFixed(1).padStart(5)} % ${path}`);
}
console.log("\nSelf:");
for (const [key, value] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${((100 * value) / total).toFixed(1).padStart(5)} % ${key}`);
process.exit(0);
