import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { loadConfig } from "../src/lib/config.ts";
import { apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";

// Behind the TLS proxy every visitor had the proxy's address, so one per-IP limit locked
// the whole site out. TRUST_PROXY (a hop count or addresses/CIDRs) says whose X-Forwarded-For to believe.

const batch = JSON.stringify({
  events: [
    {
      event: "journey_start",
      page: "/personal-loan",
      source: "direct",
      platform: "mobile",
      online: true,
      buttonType: "hero",
      buttonNumber: 1,
      product: "personal-loan",
    },
  ],
});

describe.each(ENGINES)("client addresses behind a proxy on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.dispose();
  });

  /** One analytics batch (limited per IP) from `socket`, with an X-Forwarded-For header when given. */
  const send = (api: ReturnType<typeof createApi>, socket: string, forwardedFor?: string) =>
    api.request(
      "http://localhost/api/events",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
        body: batch,
      },
      { incoming: { socket: { remoteAddress: socket }, headers: {} } },
    );

  const appWith = (env: Record<string, string>) =>
    apiOver(database, { env: { EVENTS_PER_IP_HOUR: "2", ...env } }).api;

  it("without TRUST_PROXY an X-Forwarded-For is ignored: the socket address is the client", async () => {
    const api = appWith({});
    const statuses = [];
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      statuses.push((await send(api, "10.1.0.1", client)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("with TRUST_PROXY=1 the address the proxy appended is the client, not what the client wrote", async () => {
    const api = appWith({ TRUST_PROXY: "1" });
    const statuses = [];
    for (const client of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      statuses.push((await send(api, "10.2.0.1", client)).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    // A spoofed left part changes nothing: the proxy's hop (rightmost) names the same client each time.
    const spoofed = [];
    for (const fake of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
      spoofed.push((await send(api, "10.2.0.1", `${fake}, 198.51.100.9`)).status);
    }
    expect(spoofed).toEqual([200, 200, 429]);
  });

  it("with TRUST_PROXY as CIDRs only those proxies are believed", async () => {
    const api = appWith({ TRUST_PROXY: "10.3.0.0/16, loopback" });
    const trusted = [];
    for (const client of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      trusted.push((await send(api, "10.3.0.7", client)).status);
    }
    expect(trusted).toEqual([200, 200, 200]);
    const untrusted = [];
    for (const client of ["192.0.2.4", "192.0.2.5", "192.0.2.6"]) {
      untrusted.push((await send(api, "10.9.0.7", client)).status);
    }
    expect(untrusted).toEqual([200, 200, 429]);
  });

  it("a TRUST_PROXY that is neither a hop count nor addresses stops the start with one line", () => {
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/^Invalid configuration: TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "nonsense" })).toThrow(/^Invalid configuration: TRUST_PROXY/);
  });
});
