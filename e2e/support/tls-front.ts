import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { get } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type RunningServer, startServer } from "./server.ts";

// Production's shape: the site behind a TLS-terminating proxy (nginx from Debian, a throwaway certificate),
// with PUBLIC_URL naming the https address. Node sees http://host/… while the browser posts from
// https://host. Shared by the TLS-proxy browser suite (e2e/tls-proxy.spec.ts) and `npm run test:abuse`.

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Why a TLS front cannot be started here (no nginx or openssl), or null when it can. */
export function tlsFrontMissing(): string | null {
  if (!existsSync(NGINX)) return `nginx is not installed (${NGINX}; set NGINX_PATH)`;
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
  } catch {
    return "openssl is not installed";
  }
  return null;
}

export interface TlsFront {
  /** https://127.0.0.1:PORT, the address people use (PUBLIC_URL). */
  url: string;
  /** The app server behind the proxy (its own plain http address answers this machine only). */
  server: RunningServer;
  stop(): Promise<void>;
}

/** The status of a GET over TLS that trusts the throwaway certificate (0 while nothing answers). */
export function statusOverTls(url: string): Promise<number> {
  return new Promise((resolve) => {
    get(url, { rejectUnauthorized: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    }).on("error", () => resolve(0));
  });
}

/**
 * Starts a server with PUBLIC_URL set to the https address and the proxy trusted, and nginx terminating TLS
 * in front of it with a throwaway certificate; answers once nginx serves the server's health over TLS.
 */
export async function startBehindTls(env: Record<string, string> = {}): Promise<TlsFront> {
  const dir = await mkdtemp(join(tmpdir(), "loansetu-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const port = await freePort();
  const url = `https://127.0.0.1:${port}`;
  const server = await startServer({
    env: {
      PUBLIC_URL: url,
      TRUST_PROXY: "loopback",
      OTP_SENDS_PER_IP_HOUR: "10000",
      OTP_SENDS_PER_IP_DAY: "10000",
      ...env,
    },
  });
  const upstream = new URL(server.url);
  const root = process.getuid?.() === 0 ? "user root root;" : "";
  await writeFile(
    join(dir, "nginx.conf"),
    `${root}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://${upstream.host};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`,
  );
  const nginx: ChildProcess = spawn(NGINX, ["-e", "stderr", "-p", dir, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  nginx.stderr?.on("data", (chunk) => (errors += chunk));
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited ${nginx.exitCode}: ${errors}`);
    }
    if ((await statusOverTls(`${url}/api/health`)) === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer over TLS within 30 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { url, server, stop };
}
