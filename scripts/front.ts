// The shared cache in front of the app (decision 0054): nginx from the system's packages, configured from
// deploy/nginx/nginx.conf.template. `npm start` alone stays the simple default; this is for production and
// for measuring.
//
//   node scripts/front.ts          writes the configuration and runs nginx in the foreground
//   node scripts/front.ts reload   starts a new release: a fresh cache key, nginx reloaded (no dropped
//                                  connections); the deploy script runs it after a new build or content
//
// Settings (environment): FRONT_LISTEN (default 8080), FRONT_UPSTREAM (the app, default 127.0.0.1:$PORT
// or 127.0.0.1:3000), FRONT_STATE (nginx's pid, temporary files and cache; default .front), FRONT_RELEASE
// (default: the time of the call), PUBLIC_URL (as the app's: whether assets carry HSTS), NGINX_PATH.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "@loansetu/api/lib/config";
import { assetHeaders } from "../apps/web/server/security.ts";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const TEMPLATE = fileURLToPath(new URL("../deploy/nginx/nginx.conf.template", import.meta.url));
const CLIENT_DIR = fileURLToPath(new URL("../apps/web/build/client", import.meta.url));

export interface FrontOptions {
  /** nginx's `listen`: a port or address:port. */
  listen: string;
  /** The app's host:port. */
  upstream: string;
  /** A folder of nginx's own: pid, temporary files, the cache, the written configuration. */
  state: string;
  /** What names this release in every cache key; a new value starts from an empty cache. */
  release: string;
  /** The app's PUBLIC_URL, which decides whether the app's answers carry HSTS. */
  publicUrl?: string | undefined;
  clientDir?: string;
  workers?: number | "auto";
}

/** The configuration nginx runs with, from the template. */
export async function frontConfig(options: FrontOptions): Promise<string> {
  // The app's own asset headers, from its own middleware: the front promises exactly what the app does.
  const config = loadConfig({
    NODE_ENV: "development",
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
  });
  const headers = (await assetHeaders(config))
    .map(([name, value]) => `      add_header ${name} ${JSON.stringify(value)} always;`)
    .join("\n");
  const values: Record<string, string> = {
    USER: process.getuid?.() === 0 ? "user root root;" : "",
    WORKERS: String(options.workers ?? "auto"),
    STATE: resolve(options.state),
    LISTEN: options.listen,
    UPSTREAM: options.upstream,
    CLIENT_DIR: resolve(options.clientDir ?? CLIENT_DIR),
    RELEASE: options.release.replace(/[^\w.-]/g, "_"),
    ASSET_HEADERS: headers,
  };
  return readFileSync(TEMPLATE, "utf8").replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/nginx template: no value for ${key}`);
    return value;
  });
}

/** Writes the configuration into the state folder and returns its path. */
export async function writeFrontConfig(options: FrontOptions): Promise<string> {
  mkdirSync(resolve(options.state), { recursive: true });
  const path = resolve(options.state, "nginx.conf");
  writeFileSync(path, await frontConfig(options));
  return path;
}

/** nginx from the system's packages when it is missing, as scripts/ensure-chromium.ts does for the tests. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    console.error("nginx is missing. Install with: sudo apt-get install -y nginx-light");
    process.exit(1);
  }
  console.log("Installing Debian's nginx-light for the front…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], {
    stdio: "inherit",
    env,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const state = env.FRONT_STATE ?? ".front";
  const options: FrontOptions = {
    listen: env.FRONT_LISTEN ?? "8080",
    upstream: env.FRONT_UPSTREAM ?? `127.0.0.1:${env.PORT ?? "3000"}`,
    state,
    release: env.FRONT_RELEASE ?? new Date().toISOString(),
    publicUrl: env.PUBLIC_URL,
  };
  ensureNginx();
  const path = await writeFrontConfig(options);
  const args = ["-e", "stderr", "-p", resolve(state), "-c", path];
  if (process.argv[2] === "reload") {
    execFileSync(NGINX, [...args, "-s", "reload"], { stdio: "inherit" });
    console.log(`nginx reloaded: release ${options.release}, the cache starts empty.`);
  } else {
    console.log(`nginx on ${options.listen} in front of ${options.upstream} (release ${options.release})`);
    const nginx = spawn(NGINX, args, { stdio: "inherit" });
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => nginx.kill("SIGQUIT"));
    nginx.on("exit", (code) => process.exit(code ?? 0));
  }
}
