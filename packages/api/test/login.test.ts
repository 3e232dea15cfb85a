import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { createSessionService } from "../src/auth/session-service.ts";
import { type Api, lastOtp, loginApp, post, sendOtp, wrongOtp } from "./support/login.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

let mobileCounter = 0;
/** A fresh valid mobile per test, so limits from one test never leak into another. */
const nextMobile = () => `9${String(100_000_000 + ++mobileCounter * 7919).slice(-9)}`;

describe.each(ENGINES)("OTP login on %s", (engine) => {
  let database: TestDatabase;
  let now: Date;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());
  beforeEach(() => {
    now = new Date("2026-11-22T06:00:00Z"); // 11:30 in India
    deps = createTestDeps(database, { clock: () => now });
    api = createApi(deps);
  });

  it("rejects an invalid mobile with the spec's message", async () => {
    for (const mobile of ["12345", "5876543210", "9999999999", "98765432101"]) {
      const res = await post(api, "/api/otp-v2", { mobile });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Please enter correct mobile number");
    }
  });

  it("logs in with the SMS code: HttpOnly cookies for the web, no token in the body", async () => {
    const mobile = nextMobile();
    const referenceId = await sendOtp(api, mobile);
    const res = await post(api, "/api/verify", {
      value: { otp: await lastOtp(deps, mobile) },
      mobile,
      referenceId,
      product: "usedcar",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toEqual({
      isVerified: true,
      user: { mobile, name: { firstName: null, lastName: null } },
    });
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => /^ls_at=.+HttpOnly/.test(c) && /SameSite=Lax/.test(c))).toBe(true);
    expect(cookies.some((c) => /^ls_rt=.+HttpOnly/.test(c))).toBe(true);
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
    const me = await api.request("/api/user", { headers: { cookie } });
    expect((await me.json()).data.mobile).toBe(mobile);
  });

  it("never keeps the OTP itself, only its keyed hash", async () => {
    const mobile = nextMobile();
    await sendOtp(api, mobile);
    const code = await lastOtp(deps, mobile);
    const { otpVerifications } = await import("@loansetu/db/schema");
    const rows = await database.handle.db.select().from(otpVerifications);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
  });

  it("refuses the sixth try of an OTP even with the right code", async () => {
    const mobile = nextMobile();
    const referenceId = await sendOtp(api, mobile);
    const code = await lastOtp(deps, mobile);
    for (let i = 0; i < 5; i++) {
      const res = await post(api, "/api/verify", { value: { otp: wrongOtp(code) }, mobile, referenceId });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("OTP_INCORRECT");
      expect(body.message).toContain("Incorrect");
    }
    const sixth = await post(api, "/api/verify", { value: { otp: code }, mobile, referenceId });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).code).toBe("OTP_TOO_MANY_ATTEMPTS");
  });

  it("locks the mobile for at most 6 hours after 10 failed verifications, across OTPs", async () => {
    const mobile = nextMobile();
    const firstWrongAt = now.getTime();
    for (let otp = 0; otp < 2; otp++) {
      // Five wrong codes hold this source back for 15 minutes; the guesser waits it out.
      if (otp > 0) advance(15 * 60 + 1);
      const referenceId = await sendOtp(api, mobile);
      const code = await lastOtp(deps, mobile);
      for (let i = 0; i < 5; i++) {
        expect(
          (await post(api, "/api/verify", { value: { otp: wrongOtp(code) }, mobile, referenceId })).status,
        ).toBe(400);
      }
    }
    // The eleventh verification is refused with the lock message, as is a new OTP.
    const send = await post(api, "/api/otp-v2", { mobile });
    expect(send.status).toBe(429);
    expect(send.headers.get("retry-after")).toBe(String(6 * 3600));
    expect((await send.json()).message).toMatch(/locked for up to 6 hours/);
    // In Hindi too.
    const hindi = await post(api, "/api/otp-v2", { mobile }, { "x-locale": "hi" });
    expect((await hindi.json()).message).toContain("अधिकतम 6 घंटे");
    // Not until midnight: a minute before the first wrong code is 6 hours old it is still locked, and once
    // it has left the window the number works again.
    advance((firstWrongAt + 6 * 3600_000 - 60_000 - now.getTime()) / 1000);
    expect((await post(api, "/api/otp-v2", { mobile })).status).toBe(429);
    advance(61);
    expect((await post(api, "/api/otp-v2", { mobile })).status).toBe(200);
  });

  it("refuses a resend at 29 s and accepts it at 30 s, with a new code", async () => {
    const mobile = nextMobile();
    const referenceId = await sendOtp(api, mobile);
    const first = await lastOtp(deps, mobile);
    advance(29);
    const early = await post(api, "/api/resend", { mobile, referenceId });
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("1");
    advance(1);
    const onTime = await post(api, "/api/resend", { mobile, referenceId });
    expect(onTime.status).toBe(200);
    expect((await onTime.json()).data.id).toBe(referenceId);
    const second = await lastOtp(deps, mobile);
    // The old code no longer works (unless the random draw repeated it).
    if (second !== first) {
      expect((await post(api, "/api/verify", { value: { otp: first }, mobile, referenceId })).status).toBe(
        400,
      );
    }
    expect((await post(api, "/api/verify", { value: { otp: second }, mobile, referenceId })).status).toBe(
      200,
    );
  });

  it("expires an OTP after 10 minutes", async () => {
    const mobile = nextMobile();
    const referenceId = await sendOtp(api, mobile);
    const code = await lastOtp(deps, mobile);
    advance(601);
    const res = await post(api, "/api/verify", { value: { otp: code }, mobile, referenceId });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("OTP_EXPIRED");
  });

  it("limits OTP sends per mobile per hour", async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 5; i++) expect((await post(api, "/api/otp-v2", { mobile })).status).toBe(200);
    expect((await post(api, "/api/otp-v2", { mobile })).status).toBe(429);
    advance(3601);
    expect((await post(api, "/api/otp-v2", { mobile })).status).toBe(200);
  });

  it("rotates refresh tokens and revokes the session when an old one is reused", async () => {
    const mobile = nextMobile();
    const first = await loginApp(api, deps, mobile);
    const rotate = (token: string) =>
      post(api, "/api/newaccesstoken", { mobile }, { authorization: `Bearer ${token}` });

    const r1 = await rotate(first.refreshToken);
    expect(r1.status).toBe(200);
    const second = (await r1.json()).data;
    expect(second.refreshToken).not.toBe(first.refreshToken);

    // A parallel tab presenting the just-rotated token within 30 s gets an access token, no revocation.
    const parallel = await rotate(first.refreshToken);
    expect(parallel.status).toBe(200);
    expect((await parallel.json()).data.refreshToken).toBeUndefined();

    // Later, the old token is a replay: the whole session ends.
    advance(60);
    const replay = await rotate(first.refreshToken);
    expect(replay.status).toBe(401);
    expect((await rotate(second.refreshToken)).status).toBe(401);
    const me = await api.request("/api/user", { headers: { authorization: `Bearer ${second.token}` } });
    expect(me.status).toBe(401);
    expect((await me.json()).message).toBe("Session Token has expired");
  });

  it("answers 'Session Token has expired' for a logged-out session", async () => {
    const tokens = await loginApp(api, deps, nextMobile());
    const auth = { authorization: `Bearer ${tokens.token}` };
    expect((await api.request("/api/user", { headers: auth })).status).toBe(200);
    expect((await post(api, "/api/logout", {}, auth)).status).toBe(200);
    const after = await api.request("/api/user", { headers: auth });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({
      status: false,
      message: "Session Token has expired",
      code: "SESSION_EXPIRED",
    });
  });

  it("tells an expired access token apart, compared in seconds", async () => {
    const tokens = await loginApp(api, deps, nextMobile());
    advance(15 * 60 - 1);
    expect(
      (await api.request("/api/user", { headers: { authorization: `Bearer ${tokens.token}` } })).status,
    ).toBe(200);
    advance(1);
    const res = await api.request("/api/user", { headers: { authorization: `Bearer ${tokens.token}` } });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("TOKEN_EXPIRED");
  });

  it("auto-login links: valid once, then used; expired; tampered; foreign mobile", async () => {
    const mobile = nextMobile();
    const sessions = createSessionService(deps);
    const token = await sessions.issueAutoLoginToken(mobile, 3600);

    const check = await (
      await post(api, "/api/checkTokenExpiry", { userToken: token, userMobile: mobile, origin: "web" })
    ).json();
    expect(check).toMatchObject({
      status: true,
      isExpired: false,
      data: { isVerified: true, isExpired: false },
    });

    const login = await post(api, "/api/autoLogin", { userToken: token, userMobile: mobile });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((c) => c.startsWith("ls_at="))).toBe(true);

    const reused = await post(api, "/api/autoLogin", { userToken: token, userMobile: mobile });
    expect(reused.status).toBe(410);
    expect((await reused.json()).message).toBe("This link has already been used.");
    expect(
      (await (await post(api, "/api/checkTokenExpiry", { userToken: token })).json()).data.isVerified,
    ).toBe(false);

    const tampered = `${token.slice(0, -3)}${token.slice(-3) === "AAA" ? "BBB" : "AAA"}`;
    expect((await (await post(api, "/api/checkTokenExpiry", { userToken: tampered })).json()).data).toEqual({
      isExpired: false,
      isVerified: false,
    });
    expect((await post(api, "/api/autoLogin", { userToken: tampered })).status).toBe(401);

    const other = await sessions.issueAutoLoginToken(mobile, 3600);
    expect((await post(api, "/api/autoLogin", { userToken: other, userMobile: nextMobile() })).status).toBe(
      401,
    );

    const short = await sessions.issueAutoLoginToken(mobile, 60);
    advance(61);
    expect((await (await post(api, "/api/checkTokenExpiry", { userToken: short })).json()).isExpired).toBe(
      true,
    );
    expect((await post(api, "/api/autoLogin", { userToken: short })).status).toBe(410);
  });
});

describe.skipIf(!ENGINES.includes("postgres"))("two app instances on one PostgreSQL", () => {
  /** Two APIs, each with a pool of its own, on one fresh PostgreSQL database; `depsA` is the first's. */
  async function withTwoInstances(
    test: (two: { apiA: Api; apiB: Api; depsA: ReturnType<typeof createTestDeps> }) => Promise<void>,
  ) {
    const database = await createTestDatabase("postgres");
    const { openDatabase } = await import("@loansetu/db/client");
    const second = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
    try {
      const depsA = createTestDeps(database);
      await test({
        apiA: createApi(depsA),
        apiB: createApi({ ...createTestDeps(database), database: second }),
        depsA,
      });
    } finally {
      await second.close();
      await database.dispose();
    }
  }

  it("share sessions and the OTP try limit", () =>
    withTwoInstances(async ({ apiA, apiB, depsA }) => {
      const tokens = await loginApp(apiA, depsA, "9811122233");
      const me = await apiB.request("/api/user", { headers: { authorization: `Bearer ${tokens.token}` } });
      expect((await me.json()).data.mobile).toBe("9811122233");

      const mobile = "9811122244";
      const referenceId = await sendOtp(apiA, mobile);
      const code = await lastOtp(depsA, mobile);
      for (const api of [apiA, apiB, apiA, apiB, apiA]) {
        expect(
          (await post(api, "/api/verify", { value: { otp: wrongOtp(code) }, mobile, referenceId })).status,
        ).toBe(400);
      }
      expect((await post(apiB, "/api/verify", { value: { otp: code }, mobile, referenceId })).status).toBe(
        429,
      );
    }));

  // A send or a try is one statement whose counts are read under the mobile's lock (migration
  // 0020); calls racing from both instances must still be counted one by one.
  it("count racing sends and wrong codes one by one", () =>
    withTwoInstances(async ({ apiA, apiB, depsA }) => {
      const { sql } = await import("@loansetu/db/sql");
      const apis = [apiA, apiB];
      const send = { product: "usedcar", retries: 1, type: "login" };

      // 12 sends at once for one mobile, whose limit is 5 an hour: exactly 5 go out.
      const busy = nextMobile();
      const sends = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(apis[i % 2]!, "/api/otp-v2", { ...send, mobile: busy })),
      );
      expect(sends.map((res) => res.status).sort()).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);

      // 12 wrong codes at once for one OTP, which allows 5 tries: exactly 5 are tried and counted.
      const mobile = nextMobile();
      const referenceId = await sendOtp(apis[0]!, mobile);
      const otp = wrongOtp(await lastOtp(depsA, mobile));
      const tries = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post(apis[i % 2]!, "/api/verify", { value: { otp }, mobile, referenceId }),
        ),
      );
      const codes = await Promise.all(tries.map(async (res) => (await res.json()).code));
      expect(codes.filter((code) => code === "OTP_INCORRECT")).toHaveLength(5);
      const counted = (await depsA.database.db.execute(
        sql`select (select attempts from otp_verifications where id = ${referenceId}::uuid) as attempts,
          (select count(*)::int from rate_events where key = ${`otp-fail:${mobile}`}) as failed`,
      )) as unknown as { rows: { attempts: number; failed: number }[] };
      expect(counted.rows[0]).toEqual({ attempts: 5, failed: 5 });
    }));
});
