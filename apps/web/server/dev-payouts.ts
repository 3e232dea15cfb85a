import { randomUUID } from "node:crypto";
import { freshPipelineLead } from "@loansetu/api/studio/pipeline/demo-seed";
import type { ApiDeps } from "@loansetu/api/types";
import { applications, partners } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { stagesUpTo } from "@loansetu/domain/pipeline";
import { Hono } from "hono";

/**
 * Development only (never mounted in production): `POST /dev/payout-lead` makes a fresh sanctioned lead of a
 * new customer, attributed to a test partner with a GSTIN (made once, code E2EPAYRS), for browser tests of
 * payouts: operations marks it disbursed and the payout follows.
 */
export function devPayoutRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.post("/payout-lead", async (c) => {
    const db = deps.database.db;
    await db
      .insert(partners)
      .values({
        id: randomUUID(),
        code: "E2EPAYRS",
        kind: "dealer",
        businessName: "Test Payout Motors",
        contactName: "Test Partner",
        mobile: "9000000909",
        city: "Pune",
        gstin: "27AAFCT1234K1Z9",
        status: "approved",
      })
      .onConflictDoNothing();
    const [partner] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.code, "E2EPAYRS"));
    const mobile = `81${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const reference = await freshPipelineLead(deps, mobile, "Test Customer");
    const now = deps.clock();
    await db
      .update(applications)
      .set({
        stages: stagesUpTo(5),
        sanctionedAt: now,
        partnerId: partner!.id,
        attributedAt: now,
        attributionSource: "link",
      })
      .where(eq(applications.reference, reference));
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: { reference, partnerId: partner!.id } });
  });
  return app;
}
