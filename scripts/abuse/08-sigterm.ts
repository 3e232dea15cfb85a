import { Agent, request } from "node:http";
import { startServer } from "../../e2e/support/server.ts";

// Hole 10: SIGTERM behind a keep-alive proxy, with a slow request in flight. Starts a server of its own.
export default {
  name: "SIGTERM with keep-alive and a slow request",
  async run(_base: string) {
    const server = await startServer({ env: { LOG_LEVEL: "error" } });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await fetch(`${server.url}/api/health`);
      const slow = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(
          `${server.url}/api/contact/email`,
          { agent, method: "POST", headers: { "content-type": "application/json", "content-length": "40" } },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on("error", reject);
        req.write('{"name":"Asha","pad":"');
        setTimeout(() => req.end('xxxxxxxxxxxxxxx"}'.padEnd(18, " ")), 1500);
      });
      await new Promise((r) => setTimeout(r, 300));
      const started = performance.now();
      const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGTERM");
      const answer = await slow.catch(() => ({ status: 0, connection: "reset" }));
      const code = await exited;
      return `in-flight answer ${answer.status} with Connection: ${answer.connection}; exit ${code} in ${Math.round(performance.now() - started)} ms`;
    } finally {
      agent.destroy();
      await server.stop();
    }
  },
};
