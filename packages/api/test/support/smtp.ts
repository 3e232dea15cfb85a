import { createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

// The mail servers the delivery tests run against (API tests, browser tests and the abuse runner share
// them): a real SMTP server that keeps what it receives, and one that accepts connections and never answers.

/**
 * Starts a real SMTP server on `port` (127.0.0.1); `received` holds each message's raw text. With
 * `ackDelayMs` it keeps each message and only then waits that long before acknowledging it: a slow server.
 */
export async function startRecordingSmtp(port: number, options: { ackDelayMs?: number } = {}) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push(raw);
        if (options.ackDelayMs) setTimeout(() => callback(), options.ackDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    received,
    /** How many received messages contain `text`. */
    count: (text: string) => received.filter((raw) => raw.includes(text)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts a mail server on `port` that accepts the connection and then says nothing, ever. */
export async function startHangingSmtp(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
