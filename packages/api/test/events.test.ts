import { analyticsEvents } from "@loansetu/db/schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";

// POST /api/events, the first-party collector of the data-layer click events.

const click = {
  event: "journey_start",
  page: "/personal-loan",
  source: "direct",
  platform: "mobile",
  online: true,
  buttonType: "hero",
  buttonNumber: 1,
  product: "personal-loan",
};

function post(api: Api, body: string, options: { type?: string; ip?: string } = {}) {
  return api.request(
    "http://localhost/api/events",
    {
      method: "POST",
      headers: { "content-type": options.type ?? "application/json", origin: "http://localhost" },
      body,
    },
    { incoming: { socket: { remoteAddress: options.ip ?? "10.0.0.1" } } },
  );
}

describe.each(ENGINES)("POST /api/events on %s", (engine) => {
  let database: TestDatabase;
  let api: Api;
  const rows = () => database.handle.db.select().from(analyticsEvents);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    api = apiOver(database, { env: { EVENTS_PER_IP_HOUR: "5" } }).api;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.handle.db.delete(analyticsEvents);
  });

  it("stores a valid batch, sent as JSON or as sendBeacon's text/plain, with nothing personal", async () => {
    const json = await post(api, JSON.stringify({ events: [click, { ...click, buttonNumber: 2 }] }), {
      ip: "10.0.1.1",
    });
    expect(json.status).toBe(200);
    expect((await json.json()).data).toEqual({ stored: 2 });
    const beacon = await post(
      api,
      JSON.stringify({ events: [{ ...click, event: "journey_step_view", detail: "login" }] }),
      { type: "text/plain;charset=UTF-8", ip: "10.0.1.1" },
    );
    expect(beacon.status).toBe(200);

    const stored = await rows();
    expect(stored).toHaveLength(3);
    expect(stored.map((row) => [row.event, row.page, row.buttonType, row.buttonNumber, row.detail])).toEqual(
      expect.arrayContaining([
        ["journey_start", "/personal-loan", "hero", 1, null],
        ["journey_start", "/personal-loan", "hero", 2, null],
        ["journey_step_view", "/personal-loan", "hero", 1, "login"],
      ]),
    );
    // The table has no column that could hold who sent it.
    expect(Object.keys(stored[0]!).sort()).toEqual(
      [
        "at",
        "buttonNumber",
        "buttonType",
        "detail",
        "event",
        "id",
        "online",
        "page",
        "platform",
        "product",
        "source",
      ].sort(),
    );
  });

  it.each([
    ["a mobile field", { ...click, mobile: "9876543210" }],
    ["an email field", { ...click, email: "a@b.in" }],
    ["a user id", { ...click, userId: "0b7a6c4e-3f1d-4e55-9d8a-2a1f0c9e7b11" }],
    ["an ip", { ...click, ip: "10.0.0.1" }],
    ["a query string", { ...click, page: "/apply/personal-loan?mobile=9876543210" }],
    ["a full URL", { ...click, page: "https://loansetu.in/personal-loan" }],
    ["a mobile in the path", { ...click, page: "/dashboard/9876543210" }],
    ["an email as source", { ...click, source: "someone@example.com" }],
    ["a control character", { ...click, source: "direct\u0000\n" }],
    ["an unknown event", { ...click, event: "page_scroll" }],
    ["a long button type", { ...click, buttonType: "x".repeat(33) }],
  ])("refuses %s (400, nothing stored)", async (_name, event) => {
    const res = await post(api, JSON.stringify({ events: [event] }), { ip: "10.0.2.1" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ status: false, code: "VALIDATION_FAILED" });
    expect(body.message).not.toMatch(/^Invalid/);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses an empty batch, more than 20 events and a body that is not JSON", async () => {
    expect((await post(api, JSON.stringify({ events: [] }), { ip: "10.0.3.1" })).status).toBe(400);
    const many = { events: Array.from({ length: 21 }, (_, i) => ({ ...click, buttonNumber: i + 1 })) };
    expect((await post(api, JSON.stringify(many), { ip: "10.0.3.1" })).status).toBe(400);
    const garbage = await post(api, "not json", { type: "text/plain", ip: "10.0.3.1" });
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).status).toBe(false);
    expect(await rows()).toHaveLength(0);
  });

  it("answers 413 in the failure envelope for a body over the size limit", async () => {
    const huge = JSON.stringify({ events: [{ ...click, source: "x".repeat(7000) }] });
    for (const type of ["application/json", "text/plain"]) {
      const res = await post(api, huge, { type, ip: "10.0.4.1" });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ status: false, code: "PAYLOAD_TOO_LARGE", errors: [] });
    }
    expect(await rows()).toHaveLength(0);
  });

  it("limits batches per IP address (5 an hour here) with 429, other addresses unaffected", async () => {
    const batch = JSON.stringify({ events: [click] });
    for (let i = 0; i < 5; i++) expect((await post(api, batch, { ip: "10.0.5.1" })).status).toBe(200);
    const over = await post(api, batch, { ip: "10.0.5.1" });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ status: false, code: "RATE_LIMITED" });
    expect((await post(api, batch, { ip: "10.0.5.2" })).status).toBe(200);
    expect(await rows()).toHaveLength(6);
  });

  it("with EVENTS_SAMPLE_RATE=0 accepts batches but stores nothing", async () => {
    const sampled = apiOver(database, { env: { EVENTS_SAMPLE_RATE: "0" } }).api;
    const res = await post(sampled, JSON.stringify({ events: [click, click] }), { ip: "10.0.6.1" });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ stored: 0 });
    expect(await rows()).toHaveLength(0);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await api.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/events"].post.requestBody.content)).toEqual([
      "application/json",
      "text/plain",
    ]);
    expect(Object.keys(doc.paths["/api/events"].post.responses)).toEqual(["200", "400", "413", "429"]);
  });
});
