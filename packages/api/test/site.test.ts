import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { displayFigures, MEANINGFUL_FROM, meaningfulFigures } from "../src/site/statistics.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

describe.each(ENGINES)("site API on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    ({ database, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  it("GET /api/statistics answers the four figures, raw and in the spec's display form, dated", async () => {
    const res = await api.request("/api/statistics");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const body = await res.json();
    expect(body.status).toBe(true);
    expect(body.data.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Counted from the database (partners-statistics.test.ts checks the counting itself).
    for (const value of Object.values(body.data.values)) expect(Number.isSafeInteger(value)).toBe(true);
    expect(body.data.display).toEqual(displayFigures(body.data.values, "en"));
  });

  it("?lang=hi words the amount in Hindi; an unknown language is refused", async () => {
    const hi = await (await api.request("/api/statistics?lang=hi")).json();
    expect(hi.data.display).toEqual(displayFigures(hi.data.values, "hi"));
    expect((await api.request("/api/statistics?lang=fr")).status).toBe(400);
  });

  it("marks for showing only the figures that reach their floor (decision 0044)", async () => {
    const body = await (await api.request("/api/statistics")).json();
    expect(body.data.shown).toEqual(meaningfulFigures(body.data.values));
    // The seeded development data is far below every floor: a fresh site shows no counters.
    expect(body.data.shown).toEqual([]);
    const below = {
      total_customer: 999,
      total_applied_amount: 99_999_999,
      total_channel_partner: 99,
      total_launch_cities: 9,
    };
    expect(meaningfulFigures(below)).toEqual([]);
    // Without enough customers no figure is shown, however many cities or partners.
    expect(meaningfulFigures({ ...below, total_launch_cities: 30, total_channel_partner: 500 })).toEqual([]);
    expect(meaningfulFigures({ ...below, total_customer: 1_000, total_launch_cities: 10 })).toEqual([
      "total_customer",
      "total_launch_cities",
    ]);
    expect(meaningfulFigures(MEANINGFUL_FROM)).toEqual([
      "total_customer",
      "total_applied_amount",
      "total_channel_partner",
      "total_launch_cities",
    ]);
  });
});
