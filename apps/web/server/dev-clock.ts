import { Hono } from "hono";

/**
 * Development only: a server clock that browser tests can move forward (the free credit score's 30-day
 * reuse). Mounted, and used as `deps.clock`, only where the dev outbox is (never in production).
 */
export const devClock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + devClock.offsetMs),
};

export function devClockRoutes() {
  const app = new Hono();
  // `POST /dev/clock?days=30` moves the server clock that many days ahead of real time (0 puts it back);
  // `?seconds=960` moves it by seconds (a session's 15-minute access lifetime).
  app.post("/clock", (c) => {
    const seconds = c.req.query("seconds");
    const ms = seconds === undefined ? Number(c.req.query("days")) * 86_400_000 : Number(seconds) * 1000;
    if (!Number.isFinite(ms) || ms < 0 || ms > 3650 * 86_400_000) return c.json({ status: false }, 400);
    devClock.offsetMs = ms;
    return c.json({ status: true, now: devClock.now().toISOString() });
  });
  return app;
}
