// `npm run test:abuse`: replays the abuse cases (scripts/abuse/) against a started server and prints one figure each.
// Usage: npm run test:abuse [-- --base http://127.0.0.1:3000] [--only name]
// Without --base it starts the built server (run `npm run build` first) on a free port and its own data
// directory. Each file in scripts/abuse/ exports `{ name, run(baseUrl) }` returning one printed figure.
// Outside `npm test`: some cases send hundreds of megabytes or stop a server.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type RunningServer, startServer } from "../e2e/support/server.ts";

export interface AbuseCase {
  name: string;
  run(baseUrl: string): Promise<string>;
}

const { values } = parseArgs({ options: { base: { type: "string" }, only: { type: "string" } } });
const dir = fileURLToPath(new URL("./abuse/", import.meta.url));
const files = readdirSync(dir)
  .filter((file) => file.endsWith(".ts"))
  .sort();

let server: RunningServer | undefined;
if (!values.base) {
  server = await startServer({ env: { LOG_LEVEL: "error" } });
  // Cases that need the server's own process or data directory read these.
  process.env.ABUSE_DATA_DIR = server.dataDir;
  process.env.ABUSE_SERVER_PID = String(server.process.pid);
}
const base = values.base ?? server!.url;
let failed = 0;
try {
  for (const file of files) {
    const { default: abuse } = (await import(new URL(`./abuse/${file}`, import.meta.url).href)) as {
      default: AbuseCase;
    };
    if (values.only && !abuse.name.includes(values.only)) continue;
    const started = performance.now();
    try {
      const figure = await abuse.run(base);
      console.log(`${abuse.name}: ${figure} (${Math.round(performance.now() - started)} ms)`);
    } catch (error) {
      failed++;
      console.log(`${abuse.name}: FAILED ${(error as Error).message}`);
    }
  }
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
