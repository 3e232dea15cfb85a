import { createLenderKey, MAX_ACTIVE_LENDER_KEYS } from "@loansetu/api/lenders/keys";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { lenderApiKeys } from "@loansetu/db/schema";
import { and, asc, eq, isNull } from "@loansetu/db/sql";
import { Hono } from "hono";

/**
 * Development only (never mounted in production): `POST /dev/lender-key?lenderId=1` makes a lender API key
 * for the lender simulator (`npm run lender:simulate`) and browser tests. When the lender already holds two
 * active keys, the oldest is revoked first, as a lender rotating would.
 */
export function devLenderRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.post("/lender-key", async (c) => {
    const lenderId = Number(c.req.query("lenderId"));
    if (!Number.isInteger(lenderId) || lenderId < 1) return c.json({ error: "lenderId" }, 400);
    const db = deps.database.db;
    const now = deps.clock();
    const active = await db
      .select({ id: lenderApiKeys.id })
      .from(lenderApiKeys)
      .where(and(eq(lenderApiKeys.lenderId, lenderId), isNull(lenderApiKeys.revokedAt)))
      .orderBy(asc(lenderApiKeys.createdAt));
    for (const old of active.slice(0, Math.max(0, active.length - MAX_ACTIVE_LENDER_KEYS + 1)))
      await db.update(lenderApiKeys).set({ revokedAt: now }).where(eq(lenderApiKeys.id, old.id));
    const made = await createLenderKey(db, { lenderId, name: "development", now, createdBy: "dev" });
    return c.json({ key: made.key, expiresAt: made.expiresAt.toISOString() });
  });
  return app;
}
