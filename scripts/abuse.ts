import { readdir } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startServer } from "../e2e/support/server.ts";

/**
 * `npm run test:abuse`: replays issue 19's abuse cases against a started server and prints one figure each.
 * Every file in scripts/abuse/ is a case: `export default { name, run(baseUrl): Promise<string> }`.
 * `-- --base http://127.0.0.1:3000` uses a running development server instead of starting one (build first).
 */
interface AbuseCase {
  name: string;
  run(baseUrl: string): Promise<string>;
}

const dir = fileURLToPath(new URL("./abuse/", import.meta.url));
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--") && !arg.startsWith("http"));
const baseArg = process.argv.indexOf("--base");
const files = (await readdir(dir))
  .filter((f) => f.endsWith(".ts") && (!only.length || only.some((o) => f.includes(o))))
  .sort();
const server = baseArg > 0 ? undefined : await startServer();
const baseUrl = server?.url ?? process.argv[baseArg + 1]!;
let failed = 0;
try {
  for (const file of files) {
    const { default: abuse } = (await import(pathToFileURL(`${dir}${file}`).href)) as { default: AbuseCase };
    const started = performance.now();
    try {
      const figure = await abuse.run(baseUrl);
      console.log(`${abuse.name}: ${figure} [${Math.round(performance.now() - started)} ms]`);
    } catch (error) {
      failed++;
      console.log(`${abuse.name}: ERROR ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
