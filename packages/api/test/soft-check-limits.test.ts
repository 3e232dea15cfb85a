import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { SOFT_CHECKS_PER_CUSTOMER_DAY } from "../src/journey/offers.ts";
import { detailsStep, panWithScore, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// Each soft bureau check of the application journey is an enquiry on a person's credit file and a call we
// pay for. Changing the PAN on the details step asks the bureau again, so one account could once run 30
// enquiries for random PANs in under a second: now three a customer a day, and a cap per address.

let counter = 0;
const nextMobile = () => `8${String(420_000_000 + ++counter * 7919).slice(-9)}`;
let now = new Date("2026-11-24T05:00:00Z");

describe.each(ENGINES)("soft bureau checks are limited on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, {
      clock: () => now,
      env: { SOFT_CHECKS_PER_IP_HOUR: "5" },
    }));
  });
  afterAll(() => database.dispose());

  const send = (token: string, method: string, path: string, body?: unknown, ip = "127.0.0.1") => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(
      `http://localhost${path}`,
      {
        method,
        headers: {
          "content-type": "application/json",
          origin: "http://localhost",
          authorization: `Bearer ${token}`,
          ...(text ? { "content-length": String(Buffer.byteLength(text)) } : {}),
        },
        ...(text ? { body: text } : {}),
      },
      { incoming: { socket: { remoteAddress: ip }, headers: {} } },
    );
  };

  it("three checks a customer a day, however the PAN changes; in parallel too; again the next day", async () => {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    const pans = Array.from({ length: 4 }, (_, i) => `BQRPK${2000 + i}M`);
    const reference = await throughConsents(api, token, pans[0]!);
    const statuses: number[] = [];
    for (const pan of pans.slice(1, 4)) {
      statuses.push(
        (await send(token, "GET", `/api/journey/${reference}/offers`, undefined, "198.51.100.1")).status,
      );
      // A new PAN on the details step: the next offers ask the bureau again.
      expect((await send(token, "PUT", `/api/journey/${reference}/details`, detailsStep(pan))).status).toBe(
        200,
      );
    }
    const fourth = await send(token, "GET", `/api/journey/${reference}/offers`, undefined, "198.51.100.2");
    statuses.push(fourth.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(fourth.headers.get("retry-after")).toBe("86400");
    expect((await fourth.json()).message).toMatch(/credit report several times today/);
    // Parallel requests cannot slip past: none of ten gets a check.
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => send(token, "GET", `/api/journey/${reference}/offers`)),
    );
    expect(burst.map((res) => res.status)).toEqual(burst.map(() => 429));
    expect(SOFT_CHECKS_PER_CUSTOMER_DAY).toBe(3);
    // The next Indian day the customer gets their checks again.
    now = new Date(now.getTime() + 24 * 3600_000);
    const tomorrow = (await loginApp(api, deps, mobile)).token;
    expect((await send(tomorrow, "GET", `/api/journey/${reference}/offers`)).status).toBe(200);
  });

  it("an address gets its own hourly cap across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const mobile = nextMobile();
      const { token } = await loginApp(api, deps, mobile);
      const reference = await throughConsents(
        api,
        token,
        panWithScore(mobile, () => true),
      );
      statuses.push(
        (await send(token, "GET", `/api/journey/${reference}/offers`, undefined, "203.0.113.40")).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
