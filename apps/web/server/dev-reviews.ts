import type { ApiDeps } from "@loansetu/api/lib/types";
import { seedDisbursedDemoLoan } from "@loansetu/db/seed-disbursed";
import { Hono } from "hono";

/**
 * Development only (never mounted in production): a fresh customer with one disbursed loan, so a loan
 * review can be tried (and browser-tested) as many times as needed; each loan takes one review.
 */
export function devReviewRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.post("/disbursed-loan", async (c) => {
    const fresh = await seedDisbursedDemoLoan(deps.database.db);
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: fresh });
  });
  return app;
}
