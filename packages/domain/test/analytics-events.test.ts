import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS, ANALYTICS_MAX_BATCH, ANALYTICS_MAX_BYTES } from "../src/analytics-events.ts";

describe("analytics events", () => {
  it("names each event once, short enough for the table's column", () => {
    expect(new Set(ANALYTICS_EVENTS).size).toBe(ANALYTICS_EVENTS.length);
    for (const name of ANALYTICS_EVENTS) expect(name).toMatch(/^[a-z_]{1,32}$/);
  });

  it("lets a full batch of ordinary events fit the body limit", () => {
    expect(ANALYTICS_MAX_BATCH).toBe(20);
    expect(ANALYTICS_MAX_BYTES / ANALYTICS_MAX_BATCH).toBeGreaterThanOrEqual(250);
  });
});
