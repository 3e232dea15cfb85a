import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Hole 3: `npm start` in development on every interface served every OTP and took the public secrets.
export default {
  name: "dev mode on a network",
  async run(base: string) {
    // Asked first: spawnSync blocks this process, and a kept-alive socket the server closes meanwhile would
    // fail the next fetch.
    const outbox = (await fetch(`${base}/dev/outbox.json`)).status;
    const started = performance.now();
    const run = spawnSync(process.execPath, ["apps/web/server/main.ts"], {
      env: {
        ...process.env,
        HOST: "0.0.0.0",
        NODE_ENV: "",
        DATA_DIR: join(tmpdir(), "loansetu-abuse-never"),
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    const ms = Math.round(performance.now() - started);
    return `HOST=0.0.0.0 development start: exit ${run.status} in ${ms} ms ("${run.stderr.trim().slice(0, 60)}…"); this server's outbox answers ${outbox} on ${new URL(base).hostname}`;
  },
};
