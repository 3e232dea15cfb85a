import type { PGlite } from "@electric-sql/pglite";
import { isDatabaseUnavailable, isStorageFailure } from "@loansetu/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WRITE_FAILURE_HOLD_MS } from "../src/health/routes.ts";
import { type Api, openTestApi } from "./support/test-api.ts";
import type { TestDatabase } from "./support/test-database.ts";

// The embedded database's disk fills up (or starts failing): every write fails while reads still answer.
// Those requests used to answer 500, and /api/health 200 throughout. Here the failure is injected where
// PGlite hands each statement to its engine: a write statement fails as PostgreSQL reports a full disk.

const DISK_FULL = () =>
  Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
    code: "53100",
  });

describe("when the embedded database refuses writes", () => {
  let database: TestDatabase;
  let api: Api;
  let now = new Date("2026-11-25T06:00:00Z");
  let failing = false;

  beforeAll(async () => {
    ({ database, api } = await openTestApi("pglite", { clock: () => now }));
    const client = (database.handle.db as unknown as { $client: PGlite }).$client;
    const send = client.execProtocolStream.bind(client);
    const decoder = new TextDecoder();
    // Every statement, in a transaction or not, reaches the engine through this one method.
    client.execProtocolStream = (async (message: Uint8Array, options?: unknown) => {
      if (failing && /\b(?:insert|update|delete|txid_current)\b/i.test(decoder.decode(message)))
        throw DISK_FULL();
      return send(message, options as never);
    }) as typeof client.execProtocolStream;
  });
  afterAll(() => database.dispose());

  const call = async (method: string, path: string, body?: unknown) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await api.request(
      `http://localhost${path}`,
      {
        method,
        headers: {
          "content-type": "application/json",
          origin: "http://localhost",
          ...(text ? { "content-length": String(Buffer.byteLength(text)) } : {}),
        },
        ...(text === undefined ? {} : { body: text }),
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1" }, headers: {} } },
    );
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
  };

  it("knows a full or failing disk from a query error", () => {
    expect(isStorageFailure(DISK_FULL())).toBe(true);
    expect(isStorageFailure({ code: "58030", message: "could not write to file" })).toBe(true);
    expect(isStorageFailure(new Error("write EIO"))).toBe(true);
    expect(isStorageFailure(new Error("Failed query", { cause: { code: "53100" } }))).toBe(true);
    expect(isStorageFailure({ code: "23505", message: "duplicate key value" })).toBe(false);
    expect(isDatabaseUnavailable(DISK_FULL())).toBe(true);
  });

  it("answers 503 with Retry-After, and health says so until writes work again", async () => {
    expect((await call("GET", "/api/health")).status).toBe(200);
    failing = true;
    const refused = await call("POST", "/api/contact/otp", {
      mobile: "9812300071",
      retries: 1,
      type: "contact",
    });
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe("5");
    expect(refused.body.code).toBe("UNAVAILABLE");
    const unwell = await call("GET", "/api/health");
    expect(unwell.status).toBe(503);
    expect(unwell.retryAfter).toBe("5");
    // Past the hold, with the disk still full, the write probe keeps it at 503 without any other traffic.
    now = new Date(now.getTime() + WRITE_FAILURE_HOLD_MS);
    expect((await call("GET", "/api/health")).status).toBe(503);
    // Space is freed: after the hold, the probe succeeds and health recovers by itself.
    failing = false;
    expect((await call("GET", "/api/health")).status).toBe(503);
    now = new Date(now.getTime() + WRITE_FAILURE_HOLD_MS);
    expect((await call("GET", "/api/health")).status).toBe(200);
    expect((await call("GET", "/api/health")).status).toBe(200);
    const served = await call("POST", "/api/contact/otp", {
      mobile: "9812300071",
      retries: 1,
      type: "contact",
    });
    expect(served.status).toBe(200);
  });
});
