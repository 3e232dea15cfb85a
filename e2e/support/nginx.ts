import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { get } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NGINX } from "../../scripts/front.ts";
import { expect } from "./fixtures.ts";
import { freePort, type RunningServer, startServer } from "./server.ts";

// A test server with nginx in front of it, as production runs (the shared cache of deploy/nginx, or a
// TLS-terminating proxy): the one way the browser tests start, wait for and stop such a pair.

export interface NginxFront {
  /** The address the browser uses: nginx's. */
  url: string;
  server: RunningServer;
  /** nginx's prefix folder (its configuration, certificates and temporary files). */
  dir: string;
  /** Sends nginx a signal (SIGHUP: read the configuration again). */
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export interface FrontSetup {
  scheme: "http" | "https";
  /** Writes nginx's configuration into `dir` and answers its path. */
  configure(at: { dir: string; listen: string; upstream: string; url: string }): Promise<string>;
}

export async function startNginxFront(setup: FrontSetup): Promise<NginxFront> {
  const dir = await mkdtemp(join(tmpdir(), `loansetu-${setup.scheme}-front-`));
  const port = await freePort();
  const url = `${setup.scheme}://127.0.0.1:${port}`;
  const server = await startServer({
    env: {
      PUBLIC_URL: url,
      TRUST_PROXY: "loopback",
      OTP_SENDS_PER_IP_HOUR: "10000",
      OTP_SENDS_PER_IP_DAY: "10000",
    },
  });
  const config = await setup.configure({
    dir,
    listen: `127.0.0.1:${port}`,
    upstream: new URL(server.url).host,
    url,
  });
  const nginx: ChildProcess = spawn(NGINX, ["-e", "stderr", "-p", dir, "-c", config], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  nginx.stderr?.on("data", (chunk) => (errors += chunk));
  await expect
    .poll(
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited ${nginx.exitCode}: ${errors}`);
        return statusOf(`${url}/api/health`);
      },
      { timeout: 30_000, message: `nginx answers over ${setup.scheme}` },
    )
    .toBe(200);
  return {
    url,
    server,
    dir,
    signal: (signal) => nginx.kill(signal),
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once("exit", resolve));
        nginx.kill("SIGQUIT");
        await exited;
      }
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The status of a GET (over TLS, trusting the throwaway certificate); 0 while nothing answers. */
export function statusOf(url: string): Promise<number> {
  if (url.startsWith("http:")) {
    return fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
  }
  return new Promise((resolve) => {
    get(url, { rejectUnauthorized: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    }).on("error", () => resolve(0));
  });
}

/** The newest OTP to a mobile, read from the server itself (the dev outbox answers no relayed request). */
export async function otpFromServer(server: RunningServer, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sent = (await (await fetch(`${server.url}/dev/outbox.json?to=${mobile}`)).json()) as {
        data: { body: string }[];
      };
      code = sent.data[0] ? /\b(\d{4})\b/.exec(sent.data[0].body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}
