// `node bench/memory-steps.ts [--postgres]`: what each start-up step adds to the process's memory
// (process.memoryUsage() after each step and a forced GC), the figures of decision 0020's breakdown.
// Run through npm's node (Node 24) with --expose-gc: `npx node --expose-gc bench/memory-steps.ts`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const rows: string[] = [];
let last = process.memoryUsage();
const mb = (n: number) => (n / 1e6).toFixed(0).padStart(5);
function step(name: string) {
  gc();
  const now = process.memoryUsage();
  rows.push(
    `${name.padEnd(44)} rss ${mb(now.rss)} (+${mb(now.rss - last.rss)})  heap ${mb(now.heapUsed)} (+${mb(now.heapUsed - last.heapUsed)})  external ${mb(now.external)}  arrayBuffers ${mb(now.arrayBuffers)}`,
  );
  last = now;
}

step("node started");
const { loadConfig } = await import("@loansetu/api/lib/config");
const { createServerApp } = await import("../apps/web/server/app.ts");
const { bootstrap } = await import("../apps/web/server/bootstrap.ts");
step("server modules imported (api, hono, zod)");
const build = await import(new URL("../apps/web/build/server/index.js", import.meta.url).href);
step("React Router server build imported");
const dataDir = await mkdtemp(join(tmpdir(), "loansetu-mem-"));
const postgres = process.argv.includes("--postgres");
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  ...(postgres ? {} : { DATABASE_URL: undefined }),
});
const deps = await bootstrap(config);
step(`bootstrap: ${deps.database.kind} opened, migrated, seeded`);
const app = createServerApp({ deps, mode: "production", getBuild: async () => build });
step("server app created (every router)");
await deps.data.check();
const { calculatorReference } = await import("@loansetu/api/calculators/reference");
await calculatorReference(deps.data);
step("calculator reference indexed");
await deps.content.get();
step("content + search index loaded");
for (const path of ["/", "/emi-calculator", "/resources/faq", "/resources/how-emi-is-calculated"])
  await app.request(`http://localhost${path}`);
step("four pages rendered");
await app.request("http://localhost/api/chatbot-v2", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ message: "What is EMI?" }),
});
step("one chatbot answer");
console.log(rows.join("\n"));
await deps.database.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
