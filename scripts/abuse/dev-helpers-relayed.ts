import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Development behind a local proxy (a tunnel or nginx on the same machine, as a developer shows the site to a
 * colleague): every relayed request reaches the server from 127.0.0.1. Before: `/dev/*` answered them all,
 * so anyone the proxy served could read every OTP in the outbox and mint a back-office admin session. Now the
 * development helpers answer only a direct local caller, as `/metrics` does. Starts a relaying proxy of its
 * own in front of the running server (adding X-Forwarded-For, as proxies do). Figure: helpers that answer
 * through the proxy, and the outbox asked directly.
 */
const HELPERS = [
  "/dev/outbox.json",
  "/dev/outbox",
  "/dev/studio-session?roles=admin&json=1",
  "/dev/analytics-events.json",
];

export default {
  name: "development helpers through a local proxy",
  async run(baseUrl: string): Promise<string> {
    const upstream = new URL(baseUrl);
    const proxy = createServer((incoming, outgoing) => {
      const relayed = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: {
            ...incoming.headers,
            "x-forwarded-for": incoming.socket.remoteAddress ?? "127.0.0.1",
          },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      relayed.on("error", () => outgoing.writeHead(502).end());
      incoming.pipe(relayed);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", () => resolve()));
    const port = (proxy.address() as AddressInfo).port;
    try {
      const through: string[] = [];
      for (const path of HELPERS) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
        await res.arrayBuffer();
        through.push(`${path.split("?")[0]} ${res.status}`);
      }
      const answered = through.filter((line) => !line.endsWith(" 404")).length;
      const direct = await fetch(new URL("/dev/outbox.json", baseUrl));
      await direct.arrayBuffer();
      return `${answered} of ${HELPERS.length} development helpers answer through a local proxy (${through.join(", ")}); the outbox asked directly: ${direct.status}`;
    } finally {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  },
};
