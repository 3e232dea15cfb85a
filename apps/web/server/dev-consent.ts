import { createConsentService } from "@loansetu/api/consent/service";
import { AppError } from "@loansetu/api/lib/errors";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { seedConsentDemoLead } from "@loansetu/db/seed-consent";
import { Hono } from "hono";

/**
 * Development only (never mounted in production): issue a lender consent link the way
 * `npm run consent:link` does, for an existing lead or a fresh demo lead. How browser tests get links.
 * `?lead=REF` uses that lead; `?ckyc=record|none` makes a fresh lead whose sandbox cKYC has or lacks a
 * record. `ttl` (seconds) and `ckycFlag=false` shape the link.
 */
export function devConsentRoutes(deps: ApiDeps) {
  const app = new Hono();
  const consent = createConsentService(deps);
  app.get("/consent-link", async (c) => {
    const base = deps.config.publicOrigin;
    try {
      const fresh = c.req.query("lead")
        ? null
        : await seedConsentDemoLead(deps.database.db, c.req.query("ckyc") === "none" ? "odd" : "even");
      const lead = c.req.query("lead") || fresh!.reference;
      const ttl = Number(c.req.query("ttl") ?? "") || undefined;
      const link = await consent.issueLink(lead, {
        base,
        ckyc: c.req.query("ckycFlag") !== "false",
        ...(ttl ? { ttlSeconds: ttl } : {}),
      });
      c.header("Cache-Control", "no-store");
      return c.json({
        status: true,
        message: "OK",
        data: { lead, mobile: fresh?.mobile ?? null, url: link.url, token: link.token },
      });
    } catch (error) {
      if (error instanceof AppError) return c.json({ status: false, message: error.message }, error.status);
      throw error;
    }
  });
  return app;
}
