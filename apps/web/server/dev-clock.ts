import { Hono } from "hono";

/**
 * Development only: a server clock that browser tests can move forward (the free credit score's 30-day
 * reuse, issue 17). Mounted, and used as `deps.clock`, only where the dev outbox is (never in production).
 */
export const devClock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + devClock.offsetMs),
};

export function devClockRoutes() {
  const app = new Hono();
  // `POST /dev/clock?days=30` moves the server clock that many days ahead of real time (0 puts it back).
  app.post("/clock", (c) => {
    const days = Number(c.req.query("days"));
    if (!Number.isFinite(days) || days < 0 || days > 3650) return c.json({ status: false }, 400);
    devClock.offsetMs = days * 86_400_000;
    return c.json({ status: true, now: devClock.now().toISOString() });
  });
  return app;
}
