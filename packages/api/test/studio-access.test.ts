import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { ROLES, type Role } from "../src/studio/policy.ts";
import { listStudioRoutes } from "../src/studio/studio-route.ts";
import { loginApp } from "./support/login.ts";
import { type SignedInEmployee, signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// The table-driven refusal test over EVERY back-office route: each is refused without a session,
// with a customer's session (cookie or Bearer token), and with each role it does not allow. New routes are
// picked up from the route registry (studioRoute), so this file needs no change when features add routes.

describe.each(ENGINES)("studio access on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let customerToken: string;
  const byRole = {} as Record<Role, SignedInEmployee>;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    customerToken = (await loginApp(api, deps, "9876543210")).token;
    for (const role of ROLES) byRole[role] = await signedInEmployee(deps, [role]);
  });
  afterAll(() => database.dispose());

  const registry = () =>
    listStudioRoutes(
      api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } }) as never,
    );

  const call = (method: string, path: string, headers: Record<string, string> = {}) =>
    api.request(`http://localhost${path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000")}`, {
      method,
      headers: { "content-type": "application/json", origin: "http://localhost", ...headers },
      ...(method === "GET" ? {} : { body: "{}" }),
    });

  it("every studio route in the OpenAPI document is registered with roles", () => {
    const routes = registry();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.roles, `${route.method} ${route.path}`).toBeDefined();
  });

  it("every route Hono serves under /api/studio is in the registry", () => {
    const documented = new Set(registry().map((r) => `${r.method} ${r.path.replace(/\{([^}]+)\}/g, ":$1")}`));
    const served = api.routes
      .filter((r) => r.path.startsWith("/api/studio") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`);
    for (const route of served) expect(documented, route).toContain(route);
  });

  it("refuses every guarded route without a session and with a customer's session", async () => {
    for (const route of registry()) {
      if (route.roles === "public") continue;
      const name = `${route.method} ${route.path}`;
      expect((await call(route.method, route.path)).status, `${name} anonymous`).toBe(401);
      expect(
        (await call(route.method, route.path, { authorization: `Bearer ${customerToken}` })).status,
        `${name} customer bearer`,
      ).toBe(401);
      expect(
        (await call(route.method, route.path, { cookie: `ls_at=${customerToken}` })).status,
        `${name} customer cookie`,
      ).toBe(401);
    }
  });

  it("refuses every guarded route to each role it does not allow", async () => {
    for (const route of registry()) {
      if (route.roles === "public" || !route.roles) continue;
      for (const role of ROLES) {
        if (route.roles.includes(role)) continue;
        const res = await call(route.method, route.path, { cookie: byRole[role].cookie });
        expect(res.status, `${route.method} ${route.path} as ${role}`).toBe(403);
      }
    }
  });

  it("answers /api/studio/me for each role", async () => {
    for (const role of ROLES) {
      const res = await call("GET", "/api/studio/me", { cookie: byRole[role].cookie });
      expect(res.status).toBe(200);
      expect((await res.json()).data.roles).toEqual([role]);
    }
  });

  it("an employee session never opens a customer call", async () => {
    const res = await call("GET", "/api/application", { cookie: byRole.operations.cookie });
    expect(res.status).toBe(401);
  });
});
