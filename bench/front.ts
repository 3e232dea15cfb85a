// `npm run bench -- --front`: the pages through the shared cache of decision 0054 (deploy/nginx, written by
// scripts/front.ts) in front of one instance, in one run:
//   - renders a second of one instance, uncached (straight to the app), with the server's CPU a render;
//   - each anonymous page from the cache beside nginx serving the same page's bytes as a plain file (a
//     second nginx, the same build of nginx and the same one worker): the cached rate must be at least half
//     the static file's;
//   - a logged-in page through the front against straight to the app: the front must cost nothing that
//     matters (its rate at least 0.8 of the direct one, the server's CPU a page about the same);
//   - nothing personal from the cache: two people log in and out in turn through the front, over HTTP as a
//     browser would, and every answer is checked (e2e/front.spec.ts does the same in a browser).
// The machine is shared: each pair is measured back to back, BENCH_REPEAT times, and the medians compared.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, type RunningServer, startServer } from "../e2e/support/server.ts";
import { ensureNginx, NGINX, writeFrontConfig } from "../scripts/front.ts";
import {
  BENCH_ENV,
  BROWSER,
  load,
  RENDER_PAGES,
  REPEAT,
  type Report,
  requestsPerSecond,
  SECONDS,
} from "./server-figures.ts";

const CACHED_TO_STATIC = 0.5;
const FRONT_TO_DIRECT = 0.8;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** An nginx of our own, in the foreground, stopped with the bench. */
async function runNginx(state: string, config: string, url: string): Promise<ChildProcess> {
  const nginx = spawn(NGINX, ["-e", "stderr", "-p", state, "-c", config], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  nginx.stderr?.on("data", (chunk) => (errors += chunk));
  const until = Date.now() + 30_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited ${nginx.exitCode}: ${errors.slice(-600)}`);
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return nginx;
    if (Date.now() > until) throw new Error(`nginx did not answer ${url}: ${errors.slice(-600)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
async function stopNginx(nginx: ChildProcess | undefined) {
  if (!nginx || nginx.exitCode !== null) return;
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  nginx.kill("SIGQUIT");
  await exited;
}

/** The static twin: one file per page, with its gzip copy beside it, served as nginx serves any file. */
const staticConfig = (
  state: string,
  listen: string,
  root: string,
) => `${process.getuid?.() === 0 ? "user root root;" : ""}
daemon off;
worker_processes 1;
pid ${state}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_body_temp_path ${state}/body;
  proxy_temp_path ${state}/proxy;
  fastcgi_temp_path ${state}/fastcgi;
  uwsgi_temp_path ${state}/uwsgi;
  scgi_temp_path ${state}/scgi;
  types { text/html html; }
  server {
    listen ${listen};
    root ${root};
    gzip_static on;
    gzip_vary on;
    charset utf-8;
  }
}
`;

/** A customer's session cookies after an OTP login through `url` (the code read from the app itself). */
async function logIn(url: string, server: RunningServer, mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const sent = (await (await post("/api/otp-v2", { mobile })).json()) as { data: { id: string } };
  const outbox = (await (await fetch(`${server.url}/dev/outbox.json?to=${mobile}`)).json()) as {
    data: { body: string }[];
  };
  const otp = /\b(\d{4})\b/.exec(outbox.data[0]!.body)![1];
  const verified = await post("/api/verify", { mobile, referenceId: sent.data.id, value: { otp } });
  if (!verified.ok) throw new Error(`login of ${mobile} failed: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

export async function frontFigures(report: Report) {
  ensureNginx();
  const state = await mkdtemp(join(tmpdir(), "loansetu-bench-front-"));
  const frontPort = await freePort();
  const staticPort = await freePort();
  const front = `http://127.0.0.1:${frontPort}`;
  const plain = `http://127.0.0.1:${staticPort}`;
  const server = await startServer({
    env: {
      ...BENCH_ENV,
      PUBLIC_URL: front,
      OTP_SENDS_PER_IP_HOUR: "10000",
      OTP_SENDS_PER_IP_DAY: "10000",
    },
  });
  const pid = server.process.pid;
  let frontNginx: ChildProcess | undefined;
  let staticNginx: ChildProcess | undefined;
  try {
    const config = await writeFrontConfig({
      listen: `127.0.0.1:${frontPort}`,
      upstream: new URL(server.url).host,
      state: join(state, "front"),
      release: "bench",
      publicUrl: front,
      workers: 1,
    });
    frontNginx = await runNginx(join(state, "front"), config, `${front}/api/health`);
    console.log(
      `\nThrough the front (deploy/nginx, one nginx worker, one instance on PGlite; ${SECONDS} s a measurement, ${REPEAT} repeats, medians; ${load()}):`,
    );

    // Renders a second of one instance, uncached: straight to the app, as a browser asks (gzip).
    for (const path of RENDER_PAGES) {
      const runs = [];
      for (let i = 0; i < REPEAT; i++)
        runs.push(
          await requestsPerSecond(`${server.url}${path}`, {
            headers: BROWSER,
            connections: 4,
            seconds: SECONDS,
            pid,
          }),
        );
      const rps = median(runs.map((r) => r.rps));
      const cpu = median(runs.map((r) => r.cpuUs ?? 0)) / 1000;
      const errors = runs.reduce((sum, r) => sum + r.errors, 0);
      report(
        `${path.padEnd(20)} rendered, uncached ${rps.toFixed(0).padStart(6)} pages/s  (${Math.min(...runs.map((r) => r.rps)).toFixed(0)}–${Math.max(...runs.map((r) => r.rps)).toFixed(0)}; ${cpu.toFixed(1)} ms of the server's CPU a render; ${errors} errors)`,
        errors === 0,
      );
    }

    // The same page's bytes as a plain file, beside the cache.
    const root = join(state, "static");
    await mkdir(root, { recursive: true });
    const files = new Map<string, string>();
    for (const [i, path] of RENDER_PAGES.entries()) {
      const html = await (await fetch(`${front}${path}`)).text();
      const name = `/page-${i}.html`;
      await writeFile(join(root, name), html);
      await writeFile(join(root, `${name}.gz`), gzipSync(html));
      files.set(path, name);
    }
    await mkdir(join(state, "static-state"), { recursive: true });
    const staticConf = join(state, "static-state", "nginx.conf");
    await writeFile(staticConf, staticConfig(join(state, "static-state"), `127.0.0.1:${staticPort}`, root));
    staticNginx = await runNginx(join(state, "static-state"), staticConf, `${plain}${files.get("/")}`);

    for (const path of RENDER_PAGES) {
      // Kept before it is measured: the first read fills the cache, the second must be a HIT.
      await (await fetch(`${front}${path}`, { headers: BROWSER })).arrayBuffer();
      const kept = await fetch(`${front}${path}`, { headers: BROWSER });
      await kept.arrayBuffer();
      const hit = kept.headers.get("x-cache-status") === "HIT";
      const rows: { cached: number; file: number }[] = [];
      let errors = 0;
      for (let i = 0; i < REPEAT; i++) {
        const file = await requestsPerSecond(`${plain}${files.get(path)}`, { headers: BROWSER });
        const cached = await requestsPerSecond(`${front}${path}`, { headers: BROWSER });
        errors += file.errors + cached.errors;
        rows.push({ cached: cached.rps, file: file.rps });
      }
      const ratios = rows.map((r) => r.cached / r.file);
      const ratio = median(ratios);
      report(
        `${path.padEnd(20)} from the cache ${median(rows.map((r) => r.cached))
          .toFixed(0)
          .padStart(6)} req/s, the same bytes as a file ${median(rows.map((r) => r.file))
          .toFixed(0)
          .padStart(
            6,
          )} req/s: ratio ${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; second read a ${kept.headers.get("x-cache-status")}; ${errors} errors)  target ≥ ${CACHED_TO_STATIC}`,
        hit && errors === 0 && ratio >= CACHED_TO_STATIC,
      );
    }

    // A logged-in page: through the front (passed through, a BYPASS) against straight to the app.
    const cookie = await logIn(front, server, "6990000001");
    const personal = { ...BROWSER, cookie };
    const check = await fetch(`${front}/dashboard`, { headers: personal, redirect: "manual" });
    await check.arrayBuffer();
    const rows: { front: number; direct: number; frontCpu: number; directCpu: number; errors: number }[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const direct = await requestsPerSecond(`${server.url}/dashboard`, {
        headers: personal,
        connections: 4,
        pid,
      });
      const through = await requestsPerSecond(`${front}/dashboard`, {
        headers: personal,
        connections: 4,
        pid,
      });
      rows.push({
        front: through.rps,
        direct: direct.rps,
        frontCpu: through.cpuUs ?? 0,
        directCpu: direct.cpuUs ?? 0,
        errors: through.errors + direct.errors,
      });
    }
    const ratios = rows.map((r) => r.front / r.direct);
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    report(
      `/dashboard logged in  through the front ${median(rows.map((r) => r.front)).toFixed(0)} pages/s (${check.headers.get("x-cache-status")}), direct ${median(rows.map((r) => r.direct)).toFixed(0)} pages/s: ratio ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}); the server's CPU a page ${(median(rows.map((r) => r.frontCpu)) / 1000).toFixed(1)} ms through it, ${(median(rows.map((r) => r.directCpu)) / 1000).toFixed(1)} ms direct; ${errors} errors  target ≥ ${FRONT_TO_DIRECT}`,
      check.status === 200 &&
        check.headers.get("x-cache-status") === "BYPASS" &&
        errors === 0 &&
        median(ratios) >= FRONT_TO_DIRECT,
    );

    const problems = await nothingPersonalFromTheCache(front, server);
    report(
      `two people log in and out in turn through the front: ${problems.checked} answers checked, ${problems.found.length} personal answers from the cache or kept${problems.found.length ? `:\n         ${problems.found.slice(0, 10).join("\n         ")}` : ""}  target 0`,
      problems.found.length === 0 && problems.checked > 0,
    );
    console.log(`       ${load()} at the end`);
  } finally {
    await stopNginx(staticNginx);
    await stopNginx(frontNginx);
    await server.stop();
    await rm(state, { recursive: true, force: true });
  }
}

const ANONYMOUS = ["/", "/hi", "/personal-loan", "/hi/used-car-loan", "/emi-calculator"];
const PERSONAL = ["/dashboard", "/hi/dashboard", "/my-data"];

/**
 * Two people, one after the other, log in, read the anonymous and personal pages, log out and read them
 * again, all through the front; every answer is checked: none to a cookie-bearing request comes from the
 * cache, no `private` answer is kept, no answer from the cache names either person, and each person's own
 * page names them.
 */
async function nothingPersonalFromTheCache(front: string, server: RunningServer) {
  const found: string[] = [];
  let checked = 0;
  const people = ["6990000002", "6990000003"];
  const read = async (path: string, cookie?: string) => {
    const answer = await fetch(`${front}${path}`, {
      headers: { ...BROWSER, accept: "text/html", ...(cookie ? { cookie } : {}) },
      redirect: "manual",
    });
    const body = await answer.text();
    const status = answer.headers.get("x-cache-status") ?? "";
    const fromCache = status === "HIT" || status === "STALE" || status === "UPDATING";
    const cacheControl = answer.headers.get("cache-control") ?? "";
    checked++;
    const what = `${path} ${cookie ? "with" : "without"} a cookie: ${answer.status} ${status} ${cacheControl}`;
    if (cookie && fromCache) found.push(`${what} (a cookie-bearing request answered from the cache)`);
    if (fromCache && /private|no-store/.test(cacheControl)) found.push(`${what} (a private answer kept)`);
    if (PERSONAL.includes(path) && fromCache) found.push(`${what} (a personal page from the cache)`);
    for (const mobile of people)
      if (body.includes(mobile) && (!cookie || fromCache)) found.push(`${what} (names ${mobile})`);
    return { answer, body };
  };
  // Every anonymous page in the cache first.
  for (const path of ANONYMOUS) {
    await read(path);
    await read(path);
  }
  for (const mobile of people) {
    const cookie = await logIn(front, server, mobile);
    for (const path of [...ANONYMOUS, ...PERSONAL]) await read(path, cookie);
    const own = await read("/dashboard", cookie);
    if (!own.body.includes(mobile))
      found.push(`/dashboard of ${mobile} does not name them (${own.answer.status})`);
    const out = await fetch(`${front}/api/logout`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "content-length": "0" },
    });
    await out.arrayBuffer();
    if (!out.ok) found.push(`logout of ${mobile}: ${out.status}`);
    for (const path of [...ANONYMOUS, ...PERSONAL]) await read(path);
  }
  return { found, checked };
}
