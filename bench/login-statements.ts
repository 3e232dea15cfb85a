// `node bench/login-statements.ts [pglite|postgres] [logins]`: what one OTP login (send, read the dev
// outbox, verify) costs in process, without HTTP: the statements it sends and their round trips, by step,
// and the CPU time of this process per login (for PGlite that includes the database's own work; for
// PostgreSQL the server's CPU is another process's and is not counted). PostgreSQL needs DATABASE_URL or
// TEST_DATABASE_URL (a throw-away database is created on it and dropped).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createApi } from "@loansetu/api/app";
import { openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import pg from "pg";
import { GOLDEN_DIR } from "../packages/api/test/support/golden.ts";
import { createTestDeps } from "../packages/api/test/support/test-deps.ts";
import { benchDatabase, cpuMs } from "./server-figures.ts";

const engine = (process.argv[2] ?? "pglite") as "pglite" | "postgres";
const LOGINS = Number(process.argv[3] ?? 300);

// Statements and round trips. PGlite: every call into its protocol handler is a round trip into the
// WebAssembly engine; a statement is one Parse (extended protocol, six calls with its describe, bind,
// execute and sync) or one simple Query (two calls). PostgreSQL: one client query is one round trip
// (node-postgres sends parse, bind, execute and sync together) and one statement, or several in a simple query.
const tally = { statements: 0, roundTrips: 0, texts: [] as string[] };
const pgliteProto = PGlite.prototype as unknown as {
  execProtocolStream(message: Uint8Array, options?: unknown): Promise<unknown>;
};
const execProtocolStream = pgliteProto.execProtocolStream;
pgliteProto.execProtocolStream = function (message, options) {
  tally.roundTrips++;
  // 'P' Parse (extended protocol) or 'Q' Query (simple protocol) starts a statement.
  if (message[0] === 0x50 || message[0] === 0x51) {
    tally.statements++;
    // Parse: 'P', length, statement name, text (C strings); Query: 'Q', length, text.
    let at = 5;
    if (message[0] === 0x50) at = message.indexOf(0, at) + 1;
    tally.texts.push(
      Buffer.from(message.subarray(at, message.indexOf(0, at)))
        .toString("utf8")
        .slice(0, 160),
    );
  }
  return execProtocolStream.call(this, message, options);
};
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  // A simple-protocol query may carry several statements ("begin; select pg_advisory_xact_lock(…)").
  tally.statements += typeof first === "string" ? first.split(";").filter((part) => part.trim()).length : 1;
  tally.roundTrips++;
  tally.texts.push((typeof first === "string" ? first : first.text).slice(0, 120));
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const database = engine === "postgres" ? await benchDatabase() : undefined;
if (engine === "postgres" && !database) {
  console.log("Set DATABASE_URL or TEST_DATABASE_URL.");
  process.exit(1);
}
const dataDir = await mkdtemp(join(tmpdir(), "loansetu-login-statements-"));
// The API tests' migrated and seeded PGlite directory, when a Vitest run has left one: no seeding here.
const golden = !database && existsSync(GOLDEN_DIR);
if (golden) await cp(GOLDEN_DIR, dataDir, { recursive: true });
const handle = await openDatabase({ dataDir, ...(database ? { databaseUrl: database.url } : {}) });
try {
  await migrate(handle);
  await seed(handle.db);
  // Each person from an address of their own behind the loopback "proxy", as the HTTP bench does.
  const deps = createTestDeps(
    { handle, dataDir, dispose: async () => {} },
    { env: { TRUST_PROXY: "loopback" } },
  );
  const viaLoopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
  const api = createApi(deps);
  let person = 0;
  const post = (path: string, body: unknown, ip: string) =>
    api.request(
      `http://localhost${path}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost", "x-forwarded-for": ip },
        body: JSON.stringify(body),
      },
      viaLoopback,
    );
  const steps = { send: 0, read: 0, verify: 0 };
  const trips = { send: 0, read: 0, verify: 0 };
  async function login(record: boolean) {
    const n = person++;
    const mobile = `6${String(n).padStart(9, "0")}`;
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const mark = () => [tally.statements, tally.roundTrips] as const;
    let [s, r] = mark();
    const res = await post("/api/otp-v2", { mobile }, ip);
    if (res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
    const sent = (await res.json()) as { data: { id: string } };
    if (record) {
      steps.send += tally.statements - s;
      trips.send += tally.roundTrips - r;
    }
    [s, r] = mark();
    const [row] = await deps.outbox.list(1, mobile);
    if (record) {
      steps.read += tally.statements - s;
      trips.read += tally.roundTrips - r;
    }
    const otp = /\b(\d{4})\b/.exec(row!.body)![1];
    [s, r] = mark();
    const verified = await post("/api/verify", { mobile, referenceId: sent.data.id, value: { otp } }, ip);
    if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
    await verified.arrayBuffer();
    if (record) {
      steps.verify += tally.statements - s;
      trips.verify += tally.roundTrips - r;
    }
  }
  for (let i = 0; i < 200; i++) await login(false); // warm-up: JIT, WebAssembly tier-up, caches
  tally.texts = [];
  await login(true);
  console.log(`${engine}: one login's statements, in order:`);
  for (const text of tally.texts) console.log(`  ${text.replace(/\s+/g, " ")}`);
  for (const key of Object.keys(steps) as (keyof typeof steps)[]) {
    steps[key] = 0;
    trips[key] = 0;
  }
  // The main thread's CPU apart: the process's includes V8's background compilation and GC helpers.
  const mainThreadMs = () => {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const main = mainThreadMs();
  const databaseName = database ? new URL(database.url).pathname.slice(1) : "";
  const server = database ? postgresCpuMs(databaseName) : undefined;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < LOGINS; i++) await login(true);
  const used = process.cpuUsage(cpu);
  const mainUs = (mainThreadMs() - main) * 1000;
  const wall = performance.now() - started;
  const serverUs =
    server === undefined ? undefined : ((postgresCpuMs(databaseName) - server) * 1000) / LOGINS;
  const per = (n: number) => (n / LOGINS).toFixed(1);
  console.log(
    `${engine}: per login ${per(steps.send + steps.read + steps.verify)} statements (send ${per(steps.send)}, read ${per(steps.read)}, verify ${per(steps.verify)}), ${per(trips.send + trips.read + trips.verify)} round trips (send ${per(trips.send)}, read ${per(trips.read)}, verify ${per(trips.verify)})`,
  );
  console.log(
    `${engine}: ${LOGINS} logins one after another: ${(((used.user + used.system) / LOGINS) | 0).toString()} µs of this process's CPU a login (${(mainUs / LOGINS).toFixed(0)} µs on the main thread), ${((wall * 1000) / LOGINS).toFixed(0)} µs wall` +
      (serverUs === undefined
        ? ""
        : `; PostgreSQL's processes on this machine: ${serverUs.toFixed(0)} µs of CPU a login`),
  );
} finally {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
}

/**
 * The CPU time (ms) of this database's PostgreSQL backends and of the cluster's own processes (WAL writer,
 * checkpointer…) on this machine, from /proc: what a login costs the database server too, when it runs here
 * (it shares the two cores). Other databases' backends (a test run's) are left out.
 */
function postgresCpuMs(databaseName: string): number {
  let ms = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // "postgres: 15/main: walwriter" (the cluster's) or "postgres: USER DATABASE ADDRESS STATE" (a backend).
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!title.startsWith("postgres: ")) continue;
      if (/^postgres: [^ ]+: /.test(title) || title.split(" ").includes(databaseName))
        ms += cpuMs(Number(pid));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ms;
}
