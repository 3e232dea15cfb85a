import { shareWithChosenLender } from "@loansetu/api/lenders/shares";
import { transaction } from "@loansetu/api/lib/transaction";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { freshPipelineLead } from "@loansetu/api/studio/pipeline/demo-seed";
import { applications } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { isValidMobile } from "@loansetu/domain/mobile";
import { Hono } from "hono";

async function shareDevLead(deps: ApiDeps, reference: string) {
  const db = deps.database.db;
  const [app] = await db.select().from(applications).where(eq(applications.reference, reference));
  if (!app?.lenderId) return;
  await transaction(db, (tx) =>
    shareWithChosenLender(tx, { application: app, lenderId: app.lenderId!, locale: "en", at: deps.clock() }),
  );
}

/**
 * Development only (never mounted in production): a fresh submitted application for a customer
 * (`?mobile=`, default the demo customer), created now, for browser tests of the studio pipeline.
 */
export function devPipelineRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.post("/pipeline-lead", async (c) => {
    const mobile = c.req.query("mobile") ?? "9876543210";
    if (!isValidMobile(mobile)) return c.json({ status: false, message: "Not a mobile number." }, 400);
    // `documents=0`: its checklist left empty; `shared=1`: shared with its chosen lender, as the choose
    // step shares it (the documents page's browser tests).
    const reference = await freshPipelineLead(deps, mobile, undefined, {
      documents: c.req.query("documents") !== "0",
    });
    if (c.req.query("shared") === "1") await shareDevLead(deps, reference);
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: { reference, mobile } });
  });
  return app;
}
