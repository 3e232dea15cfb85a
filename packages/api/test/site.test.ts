import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { displayFigures } from "../src/site/statistics.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

describe.each(ENGINES)("site API on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    api = createApi(createTestDeps(database));
  });
  afterAll(() => database.dispose());

  it("GET /api/statistics answers the four figures, raw and in the spec's display form, dated", async () => {
    const res = await api.request("/api/statistics");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const body = await res.json();
    expect(body.status).toBe(true);
    expect(body.data.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Issue 21: counted from the database (partners-statistics.test.ts checks the counting itself).
    for (const value of Object.values(body.data.values)) expect(Number.isSafeInteger(value)).toBe(true);
    expect(body.data.display).toEqual(displayFigures(body.data.values, "en"));
  });

  it("?lang=hi words the amount in Hindi; an unknown language is refused", async () => {
    const hi = await (await api.request("/api/statistics?lang=hi")).json();
    expect(hi.data.display).toEqual(displayFigures(hi.data.values, "hi"));
    expect((await api.request("/api/statistics?lang=fr")).status).toBe(400);
  });
});
