import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A PostgreSQL cluster of a test's own, in a temporary folder on a free port, that the test may stop and
// start (the machine's own server is shared and must not be restarted): Debian's server binaries, run as
// the postgres user. Used by the PostgreSQL-restart test and by `npm run test:abuse` cases that need a
// database they can restart or read beside the server.

const BIN = (() => {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort().at(-1);
  return version ? join(base, version, "bin") : undefined;
})();

function hasUser(name: string): boolean {
  try {
    execFileSync("id", [name], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Why a throwaway cluster cannot be started here, or null when it can. */
export function throwawayPostgresMissing(): string | null {
  if (BIN === undefined || !existsSync(join(BIN, "pg_ctl")) || !existsSync(join(BIN, "initdb")))
    return "PostgreSQL's server binaries (pg_ctl, initdb) are not installed";
  if (process.getuid?.() !== 0) return "starting PostgreSQL as the postgres user needs root";
  if (!hasUser("postgres")) return "there is no postgres user";
  return null;
}

const asPostgres = (command: string, args: string[]) =>
  // No pipes: the server pg_ctl starts would hold them open, and the call would wait for it to exit.
  execFileSync("runuser", ["-u", "postgres", "--", join(BIN!, command), ...args], {
    stdio: "ignore",
    timeout: 60_000,
  });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication on loopback). */
  url: string;
  dir: string;
  /** pg_ctl stop -m fast: connections are closed, as in a restart or failover. */
  stop(): void;
  start(): void;
  /** Stops the cluster for good and removes its folder. */
  dispose(): Promise<void>;
}

/** Initialises and starts a cluster; throws when `throwawayPostgresMissing()` says why it cannot. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const missing = throwawayPostgresMissing();
  if (missing) throw new Error(missing);
  // Under the system's temporary folder, not the test run's (npm test may give each process a private one
  // the postgres user cannot enter).
  const dir = await mkdtemp(join(existsSync("/tmp") ? "/tmp" : tmpdir(), "loansetu-pg-"));
  await chmod(dir, 0o755);
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
  await chown(dir, uid, gid);
  const port = await freePort();
  const pgCtl = (...args: string[]) =>
    asPostgres("pg_ctl", ["-D", join(dir, "data"), "-l", join(dir, "log"), "-w", "-t", "60", ...args]);
  const start = () => pgCtl("start", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`);
  asPostgres("initdb", ["-D", join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop: () => pgCtl("stop", "-m", "fast"),
    start,
    async dispose() {
      try {
        pgCtl("stop", "-m", "immediate");
      } catch {}
      await rm(dir, { recursive: true, force: true });
    },
  };
}
