import { request } from "node:http";

/**
 * Slow uploads against the large-body gate: only eight bodies over 2 KB are read at once (the rest get 503),
 * so eight senders that trickle their bodies a byte a second could keep everyone else's forms out. Before:
 * they held every place for 40 s and more. Now a body must arrive within the read deadline (10 s): the slow
 * ones are cut off with 408 and their places given back. Figure: when the slow uploads were cut off, and
 * when a normal upload got through the gate again.
 */
const BODY_BYTES = 32 * 1024;
const GIVE_UP_MS = 60_000;

/** A POST that announces 32 KB and sends one byte a second: its status and when it came (ms). */
function trickle(
  url: URL,
  started: number,
  stop: { done: boolean },
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const req = request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(BODY_BYTES) },
    });
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = (status: number) => {
      clearInterval(timer);
      req.destroy();
      resolve({ status, ms: Math.round(performance.now() - started) });
    };
    req.on("response", (res) => {
      res.resume();
      finish(res.statusCode ?? 0);
    });
    req.on("error", () => finish(0));
    req.flushHeaders();
    timer = setInterval(() => {
      if (stop.done) return finish(0);
      req.write("x");
    }, 1_000);
  });
}

/** A normal 32 KB upload sent at once: its status (503 = refused at the gate). */
async function normalUpload(url: URL): Promise<number> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ padding: "x".repeat(BODY_BYTES - 20) }),
  });
  await res.arrayBuffer();
  return res.status;
}

export default {
  name: "slow uploads holding the large-body gate",
  async run(baseUrl: string): Promise<string> {
    const url = new URL("/api/events", baseUrl);
    const started = performance.now();
    const stop = { done: false };
    const slow = Array.from({ length: 8 }, () => trickle(url, started, stop));
    // Once the eight hold their places, a normal upload is refused until they are cut off.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const whileHeld = await normalUpload(url);
    let throughAt = -1;
    while (performance.now() - started < GIVE_UP_MS) {
      if ((await normalUpload(url)) !== 503) {
        throughAt = Math.round(performance.now() - started);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    stop.done = true;
    const cut = await Promise.all(slow);
    const statuses = [...new Set(cut.map((c) => c.status || "still sending at the end"))].join("/");
    const cutAt = Math.max(...cut.map((c) => c.ms));
    return `8 uploads at 1 byte/s: answered ${statuses} by ${Math.round(cutAt / 100) / 10} s; a normal upload while they held the gate: ${whileHeld}; through the gate again at ${throughAt < 0 ? `never within ${GIVE_UP_MS / 1000} s` : `${Math.round(throughAt / 100) / 10} s`}`;
  },
};
