import type { ApiDeps } from "@loansetu/api/lib/types";
import { analyticsEvents } from "@loansetu/db/schema";
import { desc } from "@loansetu/db/sql";
import { Hono } from "hono";

/**
 * Development only: the newest first-party analytics events (POST /api/events), so a developer or a browser
 * test can see what a click sent. The server does not mount it in production.
 */
export function devAnalyticsRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.get("/analytics-events.json", async (c) => {
    const rows = await deps.database.db
      .select()
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.id))
      .limit(200);
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: rows });
  });
  return app;
}
