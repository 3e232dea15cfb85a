import type { ApiDeps } from "@loansetu/api/lib/types";
import { freshPipelineLead } from "@loansetu/api/studio/pipeline/demo-seed";
import { isValidMobile } from "@loansetu/domain/mobile";
import { Hono } from "hono";

/**
 * Development only (never mounted in production): a fresh submitted application for a customer
 * (`?mobile=`, default the demo customer), created now, for browser tests of the studio pipeline.
 */
export function devPipelineRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.post("/pipeline-lead", async (c) => {
    const mobile = c.req.query("mobile") ?? "9876543210";
    if (!isValidMobile(mobile)) return c.json({ status: false, message: "Not a mobile number." }, 400);
    const reference = await freshPipelineLead(deps, mobile);
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: { reference, mobile } });
  });
  return app;
}
