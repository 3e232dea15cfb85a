import { spawnSync } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { freePort, startServer } from "./support/server.ts";

// The server process under abuse and on a bad day (huge bodies, dev mode on a network, two processes on one data directory, shutdown). Each test starts its own
// built server (run `npm run build` first).

/**
 * POSTs `megabytes` of zeros to `path`, with a Content-Length or chunked, as fast as the socket takes them.
 * Answers the HTTP status, or 0 when the server closed the connection without one.
 */
function hugePost(url: string, path: string, megabytes: number, chunked: boolean): Promise<number> {
  return new Promise((resolve) => {
    const total = megabytes * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024);
    const req = httpRequest(`${url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: url,
        ...(chunked ? {} : { "content-length": String(total) }),
      },
    });
    let status = 0;
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => resolve(status));
      req.destroy();
    });
    req.on("error", () => resolve(status));
    req.on("close", () => resolve(status));
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("server process under abuse", { tag: "@desktop-only" }, () => {
  test("six concurrent 128 MB POSTs are refused and the process keeps serving", async () => {
    allowTime(240_000);
    const server = await startServer();
    try {
      const started = Date.now();
      const paths = [
        "/api/contact/email",
        "/api/events",
        "/api/otp-v2",
        "/",
        "/apply/used-car-loan",
        "/api/verify",
      ];
      const statuses = await Promise.all(
        paths.map((path, i) => hugePost(server.url, path, 128, i % 2 === 1)),
      );
      const ms = Date.now() - started;
      expect(server.process.exitCode, server.output()).toBeNull();
      // 413 when refused from the headers or when the streamed body passed the limit; 0 when the server cut a
      // chunked upload off after its answer; 503 when the large-request gate was full.
      for (const status of statuses) expect([0, 413, 503]).toContain(status);
      expect(statuses.filter((s) => s === 413).length).toBeGreaterThan(0);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      console.log(`six 128 MB POSTs: ${statuses.join(", ")} in ${ms} ms; still serving`);
    } finally {
      await server.stop();
    }
  });

  test("development binds 127.0.0.1, says which mode and secrets, and refuses a network HOST", async () => {
    allowTime(240_000);
    const refused = spawnSync(process.execPath, ["apps/web/server/main.ts"], {
      env: {
        ...process.env,
        HOST: "0.0.0.0",
        NODE_ENV: "",
        DATA_DIR: join(tmpdir(), `loansetu-never-opened-${process.pid}`),
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(refused.status).toBe(1);
    const lines = refused.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: HOST="0.0.0.0" .*ALLOW_DEV_ON_NETWORK=1/);

    const server = await startServer({ env: { HOST: "", NODE_ENV: "" } });
    try {
      expect(server.output()).toContain("development mode");
      expect(server.output()).toContain("SESSION_SECRET development default");
      expect(server.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:/);
    } finally {
      await server.stop();
    }
  });

  test("a second process on the same PGlite directory stops at once with one clear line", async () => {
    allowTime(240_000);
    const server = await startServer();
    try {
      const port = String(await freePort());
      const started = Date.now();
      const second = spawnSync(process.execPath, ["apps/web/server/main.ts"], {
        env: { ...process.env, PORT: port, HOST: "127.0.0.1", DATA_DIR: server.dataDir, LOG_LEVEL: "warn" },
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(second.status).toBe(1);
      const lines = second.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Another LoanSetu process \(pid \d+\) is using the database in /);
      expect(Date.now() - started).toBeLessThan(90_000);
      // The first keeps serving.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  test("SIGTERM: Connection: close on a kept-alive socket, the in-flight request finishes, exit 0", async () => {
    allowTime(240_000);
    const server = await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined; keepAlive: string | undefined }>(
        (resolve, reject) => {
          const req = httpRequest(`${server.url}${path}`, { agent }, (res) => {
            res.resume();
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: res.headers.connection,
                keepAlive: String(res.headers["keep-alive"]),
              }),
            );
          });
          req.on("error", reject);
          req.end();
        },
      );
    try {
      // A proxy's kept-alive connection: answers keep it open, for longer than a proxy's 60 s idle limit
      // (main.ts), so the server never closes a connection the proxy is about to reuse.
      const first = await get("/api/health");
      expect(first.connection).toBe("keep-alive");
      expect(first.keepAlive).toBe("timeout=65");
      // A slow in-flight request on the same kept-alive socket: its body trickles in over ~1.5 s.
      const slow = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          `${server.url}/api/contact/email`,
          {
            agent,
            method: "POST",
            headers: { "content-type": "application/json", origin: server.url, "content-length": "60" },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on("error", reject);
        const body = JSON.stringify({ name: "Asha Rao", pad: "x".repeat(33) }).padEnd(60, " ");
        req.write(body.slice(0, 20));
        setTimeout(() => req.write(body.slice(20, 40)), 700);
        setTimeout(() => req.end(body.slice(40)), 1500);
      });
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) =>
        server.process.once("exit", (code) => resolve(code)),
      );
      server.process.kill("SIGTERM");
      const answer = await slow;
      // Answered in full (a 400 from validation: the body was read to its end), and told to close.
      expect(answer.status).toBe(400);
      expect(answer.connection).toBe("close");
      // Like a proxy, keep sending: new requests are refused, never served on the old socket.
      const after = await get("/api/health").then(
        (r) => r.status,
        () => 0,
      );
      expect(after).toBe(0);
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });
});
