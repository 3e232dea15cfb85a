// `npm start`: builds the site when the build is missing or older than its sources, then serves it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD = "apps/web/build/server/index.js";
const SOURCES = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/domain/src",
  "package-lock.json",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(BUILD) ? statSync(BUILD).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { stdio: "inherit" });
}
await import("../apps/web/server/main.ts");
