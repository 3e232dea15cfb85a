import { Agent, request as httpRequest } from "node:http";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { startServer } from "./support/server.ts";

// As a busy reverse proxy sees it: four kept-alive connections, each sending the next
// request the moment the last answer ends. On SIGTERM the server must tell every connection to close (so the
// proxy sends elsewhere) instead of serving on them until the grace period runs out, must not reset a
// request it has begun, and must exit 0 well within the grace period. A built server (`npm run build`).

interface Outcome {
  /** Which connection carried it (the agent's sockets, numbered in order of use). */
  socket: number;
  at: number;
  status: number;
  connection: string | undefined;
  error?: string;
}

const socketIds = new WeakMap<object, number>();
let sockets = 0;

function get(url: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    let socket = -1;
    const failed = (error: Error) =>
      resolve({
        socket,
        at: Date.now(),
        status: 0,
        connection: undefined,
        error: (error as { code?: string }).code,
      });
    const req = httpRequest(`${url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ socket, at: Date.now(), status: res.statusCode ?? 0, connection: res.headers.connection }),
      );
      res.on("error", failed);
    });
    req.on("socket", (s) => {
      if (!socketIds.has(s)) socketIds.set(s, sockets++);
      socket = socketIds.get(s) ?? -1;
    });
    req.on("error", failed);
    req.end();
  });
}

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("graceful shutdown behind a busy proxy", { tag: "@desktop-only" }, () => {
  test("SIGTERM: every kept-alive connection is told to close at once, nothing is reset, exit 0", async () => {
    allowTime(300_000);
    const grace = 10;
    const server = await startServer({ env: { SHUTDOWN_GRACE_SECONDS: String(grace) } });
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const outcomes: Outcome[] = [];
    let stopLoops = false;
    const loop = async () => {
      while (!stopLoops) {
        const outcome = await get(server.url, agent);
        outcomes.push(outcome);
        // The proxy's next try after a refused connection comes a little later, as real proxies back off.
        if (outcome.status === 0) await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      const loops = [loop(), loop(), loop(), loop()];
      // Wait until all four connections are busy (web-first: poll, never a fixed sleep).
      await expect
        .poll(() => outcomes.filter((o) => o.status === 200).length, { timeout: 60_000 })
        .toBeGreaterThan(40);
      const exited = new Promise<number | null>((resolve) =>
        server.process.once("exit", (code) => resolve(code)),
      );
      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      const code = await exited;
      const exitedAt = Date.now();
      stopLoops = true;
      await Promise.all(loops);

      const after = outcomes.filter((o) => o.at > signalledAt);
      const served = after.filter((o) => o.status === 200);
      // Each connection answers at most a request or two after the signal, each one telling it to close.
      const lastServed = Math.max(signalledAt, ...served.map((o) => o.at));
      expect(lastServed - signalledAt, `served ${served.length} requests after SIGTERM`).toBeLessThan(2_000);
      // A request is answered in full or its new connection refused; never reset halfway (ECONNRESET).
      const broken = after.filter((o) => o.status === 0 && o.error !== "ECONNREFUSED");
      expect(broken, JSON.stringify(broken.slice(0, 4))).toEqual([]);
      // Each kept-alive connection's last answer told the proxy to close it.
      const lastOnSocket = new Map<number, Outcome>();
      for (const o of served) lastOnSocket.set(o.socket, o);
      expect(lastOnSocket.size).toBeGreaterThan(0);
      for (const last of lastOnSocket.values()) expect(last.connection).toBe("close");
      expect(code).toBe(0);
      expect(exitedAt - signalledAt).toBeLessThan(grace * 1000 - 2_000);
    } finally {
      stopLoops = true;
      agent.destroy();
      await server.stop();
    }
  });
});
