import { spawnSync } from "node:child_process";
import { freePort } from "../../e2e/support/server.ts";

// Hole 9: a second process on the same PGlite directory. Needs the runner's own server (its data directory).
export default {
  name: "second process on one PGlite directory",
  async run(_base: string) {
    const dataDir = process.env.ABUSE_DATA_DIR;
    if (!dataDir) return "skipped (needs the runner's own server: no --base)";
    const started = performance.now();
    const run = spawnSync(process.execPath, ["apps/web/server/main.ts"], {
      env: { ...process.env, PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    });
    const ms = Math.round(performance.now() - started);
    return `second start: exit ${run.status} in ${ms} ms, ${run.stderr.trim().split("\n").length} line on stderr`;
  },
};
