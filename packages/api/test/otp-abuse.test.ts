import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSms } from "../src/adapters/sms.ts";
import type { createApi } from "../src/app.ts";
import { loadConfig } from "../src/lib/config.ts";
import { lastOtp, wrongOtp } from "./support/login.ts";
import { apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

type Api = ReturnType<typeof createApi>;
type Deps = ReturnType<typeof createTestDeps>;

/** A caller at one network address (a "source"), speaking one language. */
const from =
  (ip: string, locale: "en" | "hi" = "en") =>
  (api: Api, method: string, path: string, body: unknown) =>
    api.request(
      `http://localhost${path}`,
      {
        method,
        headers: { "content-type": "application/json", origin: "http://localhost", "x-locale": locale },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );
type Source = ReturnType<typeof from>;

/** A clock the test moves by hand. */
function steppedClock(start = new Date("2026-11-25T05:00:00Z")) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

async function sendLoginOtp(api: Api, source: Source, mobile: string) {
  const res = await source(api, "POST", "/api/otp-v2", {
    mobile,
    product: "usedcar",
    retries: 1,
    type: "login",
  });
  return { res, body: await res.json() };
}

const verifyLogin = (api: Api, source: Source, mobile: string, referenceId: string, otp: string) =>
  source(api, "POST", "/api/verify", {
    value: { otp },
    mobile,
    referenceId,
    product: "usedcar",
    client: "app",
  });

/** Two sends and ten wrong codes in a burst, as a stranger who knows only the mobile number would. */
async function strangerBurst(api: Api, deps: Deps, stranger: Source, mobile: string) {
  const statuses: number[] = [];
  for (let round = 0; round < 2; round++) {
    const { res, body } = await sendLoginOtp(api, stranger, mobile);
    statuses.push(res.status);
    const referenceId = body.data?.id ?? "00000000-0000-4000-8000-000000000000";
    const wrong = res.status === 200 ? wrongOtp(await lastOtp(deps, mobile)) : "0000";
    for (let i = 0; i < 5; i++)
      statuses.push((await verifyLogin(api, stranger, mobile, referenceId, wrong)).status);
  }
  return statuses;
}

describe.each(ENGINES)("OTP limits a stranger cannot abuse, on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  // Hole 5: twelve quick requests from one source used to lock the customer out everywhere until midnight.
  it("does not lock the customer out from another source after a stranger's burst, and only briefly from the stranger's", async () => {
    const clock = steppedClock();
    const { deps, api } = apiOver(database, { clock: clock.now });
    const mobile = "9811100001";
    const stranger = from("203.0.113.7");
    const customer = from("198.51.100.20");

    await strangerBurst(api, deps, stranger, mobile);

    // The customer, on their own phone's network, gets a code and logs in at once.
    const { res, body } = await sendLoginOtp(api, customer, mobile);
    expect(res.status, JSON.stringify(body)).toBe(200);
    const verified = await verifyLogin(api, customer, mobile, body.data.id, await lastOtp(deps, mobile));
    expect(verified.status, JSON.stringify(await verified.clone().json())).toBe(200);

    // The stranger's own source is held for the short window only.
    const held = await sendLoginOtp(api, stranger, mobile);
    expect(held.res.status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    const later = await sendLoginOtp(api, stranger, mobile);
    expect(later.res.status, JSON.stringify(later.body)).toBe(200);
  });

  it("still caps guesses at 10 wrong codes in 6 hours per mobile, whatever the sources", async () => {
    const clock = steppedClock();
    const { deps, api } = apiOver(database, { clock: clock.now });
    const mobile = "9811100002";
    let wrongAnswered = 0;
    // Ten sources, one wrong code each (a botnet spreads its guesses to dodge the per-source limit),
    // five against each of two codes.
    for (let round = 0; round < 2; round++) {
      const { body } = await sendLoginOtp(api, from(`192.0.2.${round + 100}`), mobile);
      const wrong = wrongOtp(await lastOtp(deps, mobile));
      for (let n = 0; n < 5; n++) {
        const res = await verifyLogin(api, from(`192.0.2.${round * 5 + n + 1}`), mobile, body.data.id, wrong);
        if (res.status === 400) wrongAnswered++;
      }
      clock.advance(60_000);
    }
    expect(wrongAnswered).toBe(10);
    // The eleventh guess, from yet another source, is not even checked: no code is sent for now.
    const { res, body } = await sendLoginOtp(api, from("192.0.2.99"), mobile);
    expect(res.status).toBe(429);
    expect(body.message).toMatch(/^Too many incorrect OTPs for this number/);
  });

  it("a botnet guessing all day gets at most 40 codes checked in an Indian day (odds ≤ 0.4 %)", async () => {
    // Midnight in India, a day in which the mobile has no wrong codes yet.
    const clock = steppedClock(new Date("2026-11-26T18:30:00Z"));
    const { deps, api } = apiOver(database, { clock: clock.now });
    const mobile = "9811100012";
    const dayEnds = clock.now().getTime() + 24 * 3600_000;
    let checked = 0;
    let source = 0;
    // Every 15 minutes a fresh address asks for a code and tries five wrong ones, the whole day long.
    while (clock.now().getTime() < dayEnds) {
      const ip = `198.18.${Math.floor(source / 250)}.${(source % 250) + 1}`;
      source++;
      const sent = await sendLoginOtp(api, from(ip), mobile);
      if (sent.res.status === 200) {
        const wrong = wrongOtp(await lastOtp(deps, mobile));
        for (let n = 0; n < 5; n++) {
          const res = await verifyLogin(api, from(ip), mobile, sent.body.data.id, wrong);
          if (res.status === 400) checked++;
        }
      }
      clock.advance(15 * 60_000);
    }
    expect(checked).toBeGreaterThan(10);
    expect(checked).toBeLessThanOrEqual(40);
  });

  // Hole 6: a verified contact OTP sent ten e-mails for 30 minutes.
  it("spends a verified contact OTP on one message", async () => {
    const { deps, api } = apiOver(database);
    const visitor = from("198.51.100.30");
    const mobile = "9811100003";
    const sent = await visitor(api, "POST", "/api/contact/otp", { mobile, retries: 1, type: "contact" });
    const referenceId = (await sent.json()).data.id;
    const code = await lastOtp(deps, mobile);
    expect(
      (await visitor(api, "PUT", "/api/contact/otp", { value: { otp: code }, mobile, referenceId })).status,
    ).toBe(200);
    const message = {
      name: "Meena Iyer",
      email: "meena@example.in",
      mobile,
      message: "Please call me about my home loan.",
      referenceId,
    };
    expect((await visitor(api, "POST", "/api/contact/email", message)).status).toBe(200);
    const again = await visitor(api, "POST", "/api/contact/email", {
      ...message,
      message: "A second message.",
    });
    expect(again.status).toBe(403);
  });

  it("spends a verified chatbot OTP on one lead", async () => {
    const { deps, api } = apiOver(database);
    const visitor = from("198.51.100.31");
    const mobile = "9811100004";
    const sent = await visitor(api, "POST", "/api/chatbot/send-otp", { mobile, retries: 0, type: "chatbot" });
    const referenceId = (await sent.json()).data.id;
    const verified = await visitor(api, "POST", "/api/chatbot/verify-otp", {
      otp: await lastOtp(deps, mobile),
      referenceId,
      mobile,
    });
    expect(verified.status).toBe(200);
    const lead = {
      productsId: 26,
      vendorsId: 5,
      mobile,
      utmSource: "chatbot",
      status: "active",
      referenceId,
    };
    const first = await visitor(api, "POST", "/api/create-lead", lead);
    expect(first.status, JSON.stringify(await first.clone().json())).toBe(200);
    const second = await visitor(api, "POST", "/api/create-lead", lead);
    expect(second.status).toBe(403);
  });

  // Hole 8: a send the gateway refused answered 500 and still counted toward the 5-an-hour limit.
  describe("when the SMS gateway refuses", () => {
    let gateway: Server;
    let url: string;
    let refusing = true;
    const delivered: string[] = [];
    beforeAll(async () => {
      gateway = createServer((req, res) => {
        let raw = "";
        req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        req.on("end", () => {
          if (refusing) {
            res.writeHead(503).end("gateway down");
            return;
          }
          delivered.push(raw);
          res.writeHead(200, { "content-type": "application/json" }).end("{}");
        });
      });
      await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", () => resolve()));
      url = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/send`;
    });
    afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

    it("answers a clear 'could not send, try again' and does not count the send", async () => {
      const sms = httpSms(loadConfig({ SMS_PROVIDER: "http", SMS_HTTP_URL: url }));
      const { api } = apiOver(database, { sms });
      const mobile = "9811100005";
      const customer = from("198.51.100.40");
      refusing = true;
      for (let i = 0; i < 6; i++) {
        const { res, body } = await sendLoginOtp(api, customer, mobile);
        expect(res.status).toBe(503);
        expect(body.message).toBe("We could not send the OTP to your mobile number. Please try again.");
      }
      const hindi = await sendLoginOtp(api, from("198.51.100.40", "hi"), mobile);
      expect(hindi.body.message).toBe("हम आपके मोबाइल नंबर पर ओटीपी नहीं भेज सके। कृपया फिर से कोशिश करें।");

      refusing = false;
      const { res, body } = await sendLoginOtp(api, customer, mobile);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(delivered).toHaveLength(1);
    });

    it("lets the customer resend at once after a refused resend", async () => {
      const clock = steppedClock();
      const sms = httpSms(loadConfig({ SMS_PROVIDER: "http", SMS_HTTP_URL: url }));
      const { api } = apiOver(database, { sms, clock: clock.now });
      const mobile = "9811100006";
      const customer = from("198.51.100.41");
      refusing = false;
      const { body } = await sendLoginOtp(api, customer, mobile);
      const resend = () =>
        customer(api, "POST", "/api/resend", {
          mobile,
          referenceId: body.data.id,
          type: "login",
          retries: 1,
        });
      clock.advance(30_000);
      refusing = true;
      const refused = await resend();
      expect(refused.status).toBe(503);
      // The refused resend neither started a new 30 s wait nor counted: the next one goes through at once.
      refusing = false;
      const again = await resend();
      expect(again.status, JSON.stringify(await again.clone().json())).toBe(200);
    });
  });
});
