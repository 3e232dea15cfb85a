import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
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
    expect(body.data.values).toEqual({
      total_channel_partner: 1860,
      total_applied_amount: 12145000000,
      total_customer: 41870,
      total_launch_cities: 32,
    });
    expect(body.data.display).toEqual({
      total_channel_partner: "1,000+",
      total_applied_amount: "₹1,214.5 Cr+",
      total_customer: "41,000+",
      total_launch_cities: "32+",
    });
  });

  it("?lang=hi words the amount in Hindi; an unknown language is refused", async () => {
    const hi = await (await api.request("/api/statistics?lang=hi")).json();
    expect(hi.data.display.total_applied_amount).toMatch(/[\u0900-\u097F]/);
    expect((await api.request("/api/statistics?lang=fr")).status).toBe(400);
  });
});
