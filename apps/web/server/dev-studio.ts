import { transaction } from "@loansetu/api/lib/transaction";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { startEmployeeSession } from "@loansetu/api/studio/employee-sessions";
import { insertEmployee } from "@loansetu/api/studio/employee-store";
import { setStudioCookie } from "@loansetu/api/studio/middleware";
import { ROLES, type Role, STUDIO_POLICY } from "@loansetu/api/studio/policy";
import { createStudioSetup } from "@loansetu/api/studio/setup-service";
import { Hono } from "hono";

let counter = 0;

/**
 * Development only (never mounted in production): `/dev/studio-session?roles=operations,viewer` creates an
 * active employee with those roles, signs them in without the second factor and redirects to `/studio` (or
 * `?next=/studio/…`). How browser tests of back-office pages get a session (e2e/support/studio.ts).
 * `?json=1` answers the employee and the session token instead of redirecting.
 */
export function devStudioRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.get("/studio-session", async (c) => {
    const asked = (c.req.query("roles") ?? "").split(",").filter(Boolean);
    const roles = asked.filter((role): role is Role => (ROLES as readonly string[]).includes(role));
    if (roles.length !== asked.length) return c.json({ status: false, message: "Unknown role." }, 400);
    const db = deps.database.db;
    const email = c.req.query("email") ?? `e2e-${Date.now()}-${++counter}@studio.example`;
    const employee = await insertEmployee(db, {
      email,
      name: c.req.query("name") ?? `Test ${roles.join(" ")}`,
      roles,
      status: "active",
    });
    const session = await startEmployeeSession(db, employee.id, { ip: "127.0.0.1" }, deps.clock(), {
      mfa: true,
    });
    setStudioCookie(c, session.token, deps.config.PUBLIC_URL, STUDIO_POLICY.absoluteSeconds);
    c.header("Cache-Control", "no-store");
    if (c.req.query("json")) {
      return c.json({
        status: true,
        message: "OK",
        data: { id: employee.id, email: employee.email, roles, token: session.token },
      });
    }
    const next = c.req.query("next");
    return c.redirect(next?.startsWith("/") && !next.startsWith("//") ? next : "/studio");
  });
  // `/dev/studio-invite?roles=admin&email=…`: an invited employee and their set-up link, as
  // `npm run employee:create` prints it (browser tests of the enrolment).
  app.get("/studio-invite", async (c) => {
    const asked = (c.req.query("roles") ?? "").split(",").filter(Boolean);
    const roles = asked.filter((role): role is Role => (ROLES as readonly string[]).includes(role));
    if (roles.length === 0 || roles.length !== asked.length) {
      return c.json({ status: false, message: "Unknown role." }, 400);
    }
    const email = c.req.query("email") ?? `e2e-invite-${Date.now()}-${++counter}@studio.example`;
    const link = await transaction(deps.database.db, async (tx) => {
      const row = await insertEmployee(tx, { email, name: c.req.query("name") ?? "Test Admin", roles });
      return createStudioSetup(deps).issueLink(tx, row.id, deps.config.publicOrigin);
    });
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: { email, url: link.url } });
  });
  return app;
}
