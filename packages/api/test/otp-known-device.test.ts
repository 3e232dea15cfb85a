import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { KNOWN_DEVICE_COOKIE } from "../src/auth/known-device.ts";
import { lastOtp, wrongOtp } from "./support/login.ts";
import { apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// The residual of decision 0007: a stranger with many addresses could still spend a
// mobile's day cap of wrong codes and its sends, locking the customer out until midnight. A browser that
// verified the mobile before keeps budgets of its own, which no stranger can reach.

type Api = ReturnType<typeof createApi>;
type Deps = ReturnType<typeof createTestDeps>;

function steppedClock(start = new Date("2026-11-25T05:00:00Z")) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

/** A browser: one address, and the cookies the API gave it. */
function browser(ip: string, cookie = "") {
  const self = {
    cookie,
    async call(api: Api, path: string, body: unknown) {
      const res = await api.request(
        `http://localhost${path}`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost",
            ...(self.cookie ? { cookie: self.cookie } : {}),
          },
          body: JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      );
      const set = res.headers.getSetCookie().find((line) => line.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
      if (set) self.cookie = set.split(";")[0] ?? "";
      return { res, body: await res.json() };
    },
  };
  return self;
}
type Browser = ReturnType<typeof browser>;

const send = (api: Api, who: Browser, mobile: string) =>
  who.call(api, "/api/otp-v2", { mobile, product: "usedcar", retries: 1, type: "login" });
const verify = (api: Api, who: Browser, mobile: string, referenceId: string, otp: string) =>
  who.call(api, "/api/verify", { value: { otp }, mobile, referenceId, product: "usedcar", client: "app" });

async function logIn(api: Api, deps: Deps, who: Browser, mobile: string) {
  const sent = await send(api, who, mobile);
  expect(sent.res.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await verify(api, who, mobile, sent.body.data.id, await lastOtp(deps, mobile));
  expect(verified.res.status, JSON.stringify(verified.body)).toBe(200);
}

/** Ten wrong codes from ten addresses, and every send the mobile allows in an hour: a botnet's day. */
async function botnetDay(api: Api, deps: Deps, mobile: string, clock: ReturnType<typeof steppedClock>) {
  let wrongAnswered = 0;
  for (let round = 0; round < 2; round++) {
    const sent = await send(api, browser(`192.0.2.${200 + round}`), mobile);
    expect(sent.res.status, JSON.stringify(sent.body)).toBe(200);
    const wrong = wrongOtp(await lastOtp(deps, mobile));
    for (let n = 0; n < 5; n++) {
      const tried = await verify(
        api,
        browser(`192.0.2.${round * 5 + n + 1}`),
        mobile,
        sent.body.data.id,
        wrong,
      );
      if (tried.res.status === 400) wrongAnswered++;
    }
    clock.advance(60_000);
  }
  // The rest of the hour's sends, from yet more addresses (each SMS goes to the customer's phone).
  for (let n = 0; n < 3; n++) await send(api, browser(`192.0.2.${150 + n}`), mobile);
  return wrongAnswered;
}

describe.each(ENGINES)("the customer's own browser after a stranger's botnet, on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it("logs in from the browser that logged in before, even from the stranger's address", async () => {
    const clock = steppedClock();
    const { deps, api } = apiOver(database, { clock: clock.now });
    const mobile = "9811100101";
    // Yesterday the customer logged in on their phone.
    const phone = browser("198.51.100.20");
    await logIn(api, deps, phone, mobile);
    expect(phone.cookie).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=`));
    clock.advance(24 * 3600_000);

    expect(await botnetDay(api, deps, mobile, clock)).toBe(10);
    // Every unknown browser is refused for the day, the guessing cap (odds ≤ 0.1 %) holding as before.
    const stranger = await send(api, browser("192.0.2.99"), mobile);
    expect(stranger.res.status).toBe(429);
    const newPhone = await send(api, browser("198.51.100.21"), mobile);
    expect(newPhone.res.status).toBe(429);

    // The customer's own phone, now behind the same carrier address as one of the bots, logs in.
    const samePhone = browser("192.0.2.1", phone.cookie);
    await logIn(api, deps, samePhone, mobile);
  });

  it("counts the known browser's own wrong codes against a cap of its own", async () => {
    const clock = steppedClock();
    const { deps, api } = apiOver(database, { clock: clock.now });
    const mobile = "9811100102";
    const phone = browser("198.51.100.30");
    await logIn(api, deps, phone, mobile);
    clock.advance(24 * 3600_000);
    let wrongAnswered = 0;
    let refused = 0;
    for (let round = 0; round < 3; round++) {
      const sent = await send(api, phone, mobile);
      if (sent.res.status !== 200) {
        refused++;
        break;
      }
      const wrong = wrongOtp(await lastOtp(deps, mobile));
      for (let n = 0; n < 5; n++) {
        const tried = await verify(api, phone, mobile, sent.body.data.id, wrong);
        if (tried.res.status === 400) wrongAnswered++;
      }
      clock.advance(16 * 60_000); // past the 15-minute hold, so only the day cap can stop it
    }
    expect(wrongAnswered).toBe(10);
    expect(refused).toBe(1);
  });

  it("gives a forged or another mobile's cookie no budget of its own", async () => {
    const clock = steppedClock();
    const { deps, api } = apiOver(database, { clock: clock.now });
    const victim = "9811100103";
    // The stranger logs in with their own number to obtain a genuine cookie, and forges another.
    const stranger = browser("203.0.113.50");
    await logIn(api, deps, stranger, "9811100104");
    expect(await botnetDay(api, deps, victim, clock)).toBe(10);
    for (const cookie of [stranger.cookie, `${KNOWN_DEVICE_COOKIE}=${"A".repeat(22)}`]) {
      const tried = await send(api, browser("203.0.113.50", cookie), victim);
      expect(tried.res.status, cookie).toBe(429);
    }
  });

  it("keeps the cookie to the API, out of scripts' reach, and without the mobile in it", async () => {
    const { deps, api } = apiOver(database);
    const mobile = "9811100105";
    const sent = await send(api, browser("198.51.100.40"), mobile);
    const res = await api.request(
      "http://localhost/api/verify",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({
          value: { otp: await lastOtp(deps, mobile) },
          mobile,
          referenceId: sent.body.data.id,
          product: "usedcar",
          client: "app",
        }),
      },
      { incoming: { socket: { remoteAddress: "198.51.100.40" } } },
    );
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${KNOWN_DEVICE_COOKIE}=`)) ?? "";
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Path=\/api(;|$)/);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toContain(mobile);
    expect(line).not.toContain(mobile.slice(-4));
  });
});
