import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { openTestApi } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

describe.each(ENGINES)("platform endpoints on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    ({ database, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  it("GET /api/health answers after a database round trip", async () => {
    const res = await api.request("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: true, message: "OK", data: { database: engine } });
    expect(body.data.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("GET /api/health answers 503 in the failure envelope when the database is gone", async () => {
    const broken = await createTestDatabase(engine);
    const brokenApi = createApi(createTestDeps(broken));
    await broken.handle.close();
    const res = await brokenApi.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: false,
      message: "The database is not answering.",
      code: "UNAVAILABLE",
      errors: [],
    });
    await broken.dispose().catch(() => {});
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    const res = await api.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      status: false,
      message: "No such API endpoint.",
      code: "NOT_FOUND",
      errors: [],
    });
  });

  it("refuses a state-changing request from another site's origin", async () => {
    const res = await api.request("http://localhost/api/health", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("ORIGIN_REJECTED");
  });

  it("lets a same-origin state-changing request through to routing", async () => {
    const res = await api.request("http://localhost/api/health", {
      method: "POST",
      headers: { origin: "http://localhost" },
    });
    expect(res.status).toBe(404);
  });

  it("publishes an OpenAPI document and a readable docs page", async () => {
    const doc = await (await api.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/health");
    const page = await api.request("/api/docs");
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("GET /api/health");
    expect(html).not.toContain("<script");
  });
});
