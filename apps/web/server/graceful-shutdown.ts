import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * Graceful shutdown behind a keep-alive proxy.
 *
 * On stop: stop accepting; every answer from then on carries `Connection: close`, so a proxy that keeps
 * sending on its kept-alive connections is told, on its next answer, to go elsewhere; a connection with no
 * request in progress is closed only once it has been quiet for `quietMs`; in-flight requests finish; then
 * `onDrained`. After `graceMs` whatever is left is cut off.
 *
 * Why not Node's `server.close()`: since Node 19 it also closes every idle kept-alive connection at once,
 * and a busy proxy has usually just written its next request onto one of them: that request is reset
 * (ECONNRESET), which a proxy cannot safely retry for a POST. Closing only connections quiet for a while is
 * the same risk every keep-alive timeout already takes.
 */
export function gracefulShutdown(
  server: Server,
  options: {
    graceMs: number;
    quietMs?: number;
    onDrained: () => Promise<void>;
    onTimeout: (left: number) => void;
  },
) {
  const quietMs = options.quietMs ?? 750;
  const busy = new Map<Socket, number>();
  const quietSince = new Map<Socket, number>();
  const answering = new Set<ServerResponse>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    quietSince.set(socket, Date.now());
    socket.once("close", () => {
      busy.delete(socket);
      quietSince.delete(socket);
    });
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    if (stopping) res.setHeader("Connection", "close");
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    answering.add(res);
    res.once("close", () => {
      answering.delete(res);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      quietSince.set(socket, Date.now());
    });
  });

  function closeQuietConnections() {
    const now = Date.now();
    for (const [socket, since] of quietSince) {
      if (!busy.has(socket) && now - since >= quietMs) socket.end();
    }
  }

  return {
    get stopping() {
      return stopping;
    },
    /** Answers how many requests were in flight when it began. */
    stop(): number {
      if (stopping) return busy.size;
      stopping = true;
      for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
      const sweep = setInterval(closeQuietConnections, 100);
      setTimeout(() => {
        options.onTimeout(busy.size);
        server.closeAllConnections();
      }, options.graceMs).unref();
      // net.Server's close: stop listening and call back once every connection has ended, without
      // http.Server's immediate closing of idle connections (see above).
      NetServer.prototype.close.call(server, async () => {
        clearInterval(sweep);
        await options.onDrained();
      });
      return busy.size;
    },
  };
}
