import { apiClients, auditLog, rateEvents } from "@loansetu/db/schema";
import { desc, eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { sha256 } from "../src/auth/tokens.ts";
import { totpCode } from "../src/lib/totp.ts";
import { transaction } from "../src/lib/transaction.ts";
import { insertEmployee } from "../src/studio/employee-store.ts";
import type { Role } from "../src/studio/policy.ts";
import { createStudioSetup } from "../src/studio/setup-service.ts";
import { signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

const PASSWORD = "correct horse battery staple";
let counter = 0;

describe.each(ENGINES)("studio sign-in on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let now = new Date("2026-11-25T06:00:00Z");
  const step = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => now }));
  });
  afterAll(() => database.dispose());

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    ip = "127.0.0.1",
  ) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    // A body's length is declared as a browser does (a body of unknown length waits at the large-body gate).
    const length: Record<string, string> = text ? { "content-length": String(Buffer.byteLength(text)) } : {};
    const res = await api.request(
      `http://localhost${path}`,
      {
        method,
        headers: { "content-type": "application/json", origin: "http://localhost", ...length, ...headers },
        ...(text === undefined ? {} : { body: text }),
      },
      { incoming: { socket: { remoteAddress: ip }, headers: {} } },
    );
    const setCookies = res.headers.getSetCookie();
    const cookie = setCookies.find((c) => c.startsWith("ls_studio=") && c.includes("Path=/api/studio;"));
    const device = setCookies.find((c) => c.startsWith("ls_skd="));
    return {
      status: res.status,
      body: await res.json(),
      cookie: cookie?.split(";")[0],
      device: device?.split(";")[0],
    };
  };

  /** An invited employee who completes set-up through the API; answers their TOTP secret and codes. */
  async function enrolled(roles: Role[]) {
    const email = `enrol-${++counter}@studio.example`;
    const setup = createStudioSetup(deps);
    const { url } = await transaction(deps.database.db, async (tx) => {
      const row = await insertEmployee(tx, { email, name: `Enrolled ${counter}`, roles });
      return setup.issueLink(tx, row.id, "http://localhost");
    });
    const token = new URL(url).searchParams.get("token")!;
    const started = await call("POST", "/api/studio/setup/start", { token });
    expect(started.status).toBe(200);
    expect(started.body.data.qrSvg).toContain("<svg");
    const secret = started.body.data.secret as string;
    const done = await call("POST", "/api/studio/setup/complete", {
      token,
      password: PASSWORD,
      code: totpCode(secret, now),
    });
    expect(done.status).toBe(200);
    expect(done.body.data.recoveryCodes).toHaveLength(8);
    step(30); // the enrolment code's time step is used up
    return { email, secret, token, recoveryCodes: done.body.data.recoveryCodes as string[] };
  }

  async function signIn(email: string, secondFactor: string) {
    const first = await call("POST", "/api/studio/auth/sign-in", { email, password: PASSWORD });
    expect(first.status).toBe(200);
    const second = await call(
      "POST",
      "/api/studio/auth/second-factor",
      { code: secondFactor },
      { cookie: first.cookie! },
    );
    return second;
  }

  it("signs an enrolled employee in with password and TOTP; the half-way session opens nothing else", async () => {
    const { email, secret } = await enrolled(["operations"]);
    const first = await call("POST", "/api/studio/auth/sign-in", {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(first.status).toBe(200);
    expect((await call("GET", "/api/studio/me", undefined, { cookie: first.cookie! })).status).toBe(401);
    const second = await call(
      "POST",
      "/api/studio/auth/second-factor",
      { code: totpCode(secret, now) },
      { cookie: first.cookie! },
    );
    expect(second.status).toBe(200);
    expect(second.body.data.roles).toEqual(["operations"]);
    const me = await call("GET", "/api/studio/me", undefined, { cookie: second.cookie! });
    expect(me.body.data.email).toBe(email);
    // The same code again is refused (used once).
    const again = await call("POST", "/api/studio/auth/sign-in", { email, password: PASSWORD });
    const reused = await call(
      "POST",
      "/api/studio/auth/second-factor",
      { code: totpCode(secret, now) },
      { cookie: again.cookie! },
    );
    expect(reused.status).toBe(400);
  });

  it("accepts each recovery code once", async () => {
    const { email, recoveryCodes } = await enrolled(["viewer"]);
    expect((await signIn(email, recoveryCodes[0]!)).status).toBe(200);
    expect((await signIn(email, recoveryCodes[0]!)).status).toBe(400);
    expect((await signIn(email, recoveryCodes[1]!.toUpperCase())).status).toBe(200);
  });

  it("locks an email for 15 minutes after 5 failures, with the same answer as an unknown email", async () => {
    const { email, secret } = await enrolled(["finance"]);
    const unknown = await call("POST", "/api/studio/auth/sign-in", {
      email: "nobody@studio.example",
      password: PASSWORD,
    });
    expect(unknown.status).toBe(401);
    for (let i = 0; i < 5; i++) {
      const wrong = await call("POST", "/api/studio/auth/sign-in", { email, password: "wrong password!!" });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(unknown.body.message);
    }
    const locked = await call("POST", "/api/studio/auth/sign-in", { email, password: PASSWORD });
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual(unknown.body);
    const [entry] = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "studio.sign-in.locked"))
      .orderBy(desc(auditLog.id));
    expect(entry?.details).toMatchObject({ email: expect.stringMatching(/^e\*\*\*@studio\.example$/) });
    step(15 * 60 + 1);
    expect((await signIn(email, totpCode(secret, now))).status).toBe(200);
  });

  it("parallel wrong passwords and codes are checked and counted one at a time: five per source", async () => {
    const { email, secret } = await enrolled(["operations"]);
    const failures = async () =>
      (
        await deps.database.db
          .select()
          .from(rateEvents)
          .where(eq(rateEvents.key, `studio-sign-in-fail:${email}`))
      ).length;
    // 30 guesses at once from one address: only five are ever checked, the rest are refused as locked.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          "POST",
          "/api/studio/auth/sign-in",
          { email, password: `wrong password ${i}!` },
          {},
          "198.51.100.7",
        ),
      ),
    );
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 401));
    expect(await failures()).toBe(5);
    step(15 * 60 + 1);
    // The same for second-factor codes after a correct password: 20 codes at once, five checked.
    const first = await call("POST", "/api/studio/auth/sign-in", { email, password: PASSWORD });
    expect(first.status).toBe(200);
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          "POST",
          "/api/studio/auth/second-factor",
          { code: String(100_000 + i) },
          { cookie: first.cookie! },
        ),
      ),
    );
    expect(codes.every((answer) => answer.status !== 200)).toBe(true);
    expect(await failures()).toBe(10);
    step(15 * 60 + 1);
    expect((await signIn(email, totpCode(secret, now))).status).toBe(200);
  });

  it("a stranger's wrong passwords lock only the stranger's address; many addresses lock only unknown browsers", async () => {
    const { email, secret } = await enrolled(["admin"]);
    // The employee signs in once on their own browser, which then holds the email's known-device tag.
    const first = await call(
      "POST",
      "/api/studio/auth/sign-in",
      { email, password: PASSWORD },
      {},
      "203.0.113.5",
    );
    const second = await call(
      "POST",
      "/api/studio/auth/second-factor",
      { code: totpCode(secret, now) },
      { cookie: first.cookie! },
      "203.0.113.5",
    );
    expect(second.status).toBe(200);
    expect(second.device).toMatch(/^ls_skd=.+/);
    step(30);
    for (let i = 0; i < 5; i++) {
      const wrong = await call(
        "POST",
        "/api/studio/auth/sign-in",
        { email, password: "wrong password!!" },
        {},
        "198.51.100.9",
      );
      expect(wrong.status).toBe(401);
    }
    // Locked from the stranger's address, even with the right password…
    expect(
      (await call("POST", "/api/studio/auth/sign-in", { email, password: PASSWORD }, {}, "198.51.100.9"))
        .status,
    ).toBe(401);
    // …while the employee, from another address and a browser that never signed in, still gets in.
    expect(
      (await call("POST", "/api/studio/auth/sign-in", { email, password: PASSWORD }, {}, "203.0.113.77"))
        .status,
    ).toBe(200);
    // Guessing spread over 30 addresses locks out every unknown browser…
    for (let i = 0; i < 30; i++)
      await call(
        "POST",
        "/api/studio/auth/sign-in",
        { email, password: "wrong password!!" },
        {},
        `192.0.2.${i + 1}`,
      );
    expect(
      (await call("POST", "/api/studio/auth/sign-in", { email, password: PASSWORD }, {}, "203.0.113.78"))
        .status,
    ).toBe(401);
    // …but not the employee's own browser, with the correct password and code.
    const own = await call(
      "POST",
      "/api/studio/auth/sign-in",
      { email, password: PASSWORD },
      { cookie: second.device! },
      "203.0.113.78",
    );
    expect(own.status).toBe(200);
    step(30);
    const code = await call(
      "POST",
      "/api/studio/auth/second-factor",
      { code: totpCode(secret, now) },
      { cookie: `${own.cookie!}; ${second.device!}` },
      "203.0.113.78",
    );
    expect(code.status).toBe(200);
    const actions = (await deps.database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toContain("studio.sign-in.locked-unknown-devices");
  });

  it("ends a session after 15 idle minutes and after 8 hours in any case", async () => {
    const employee = await signedInEmployee(deps, ["viewer"]);
    step(14 * 60);
    expect((await call("GET", "/api/studio/me", undefined, { cookie: employee.cookie })).status).toBe(200);
    step(14 * 60);
    expect((await call("GET", "/api/studio/me", undefined, { cookie: employee.cookie })).status).toBe(200);
    step(15 * 60);
    const idle = await call("GET", "/api/studio/me", undefined, { cookie: employee.cookie });
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe("SESSION_EXPIRED");

    const busy = await signedInEmployee(deps, ["viewer"]);
    for (let i = 0; i < 40; i++) {
      step(15 * 60 - 1);
      const res = await call("GET", "/api/studio/me", undefined, { cookie: busy.cookie });
      if (res.status !== 200) {
        // Refused only once 8 hours have passed since sign-in: 33 steps of 899 s.
        expect((i + 1) * (15 * 60 - 1)).toBeGreaterThanOrEqual(8 * 3600);
        expect(i * (15 * 60 - 1)).toBeLessThan(8 * 3600);
        return;
      }
    }
    throw new Error("the session outlived 8 hours");
  });

  it("a deactivated employee's session dies at once", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const ops = await signedInEmployee(deps, ["operations"]);
    expect((await call("GET", "/api/studio/me", undefined, { cookie: ops.cookie })).status).toBe(200);
    const res = await call(
      "POST",
      `/api/studio/employees/${ops.id}/deactivate`,
      {},
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(200);
    expect((await call("GET", "/api/studio/me", undefined, { cookie: ops.cookie })).status).toBe(401);
    const entries = await deps.database.db.select().from(auditLog).where(eq(auditLog.subjectId, ops.id));
    expect(entries.filter((e) => e.action === "employee.deactivate")).toHaveLength(1);
  });

  it("logout everywhere ends every session of the employee", async () => {
    const { email, recoveryCodes } = await enrolled(["operations"]);
    const a = await signIn(email, recoveryCodes[0]!);
    const b = await signIn(email, recoveryCodes[1]!);
    const out = await call("POST", "/api/studio/auth/sign-out-everywhere", {}, { cookie: a.cookie! });
    expect(out.body.data.sessionsEnded).toBe(2);
    expect((await call("GET", "/api/studio/me", undefined, { cookie: b.cookie! })).status).toBe(401);
  });

  it("an admin invites an operations employee by email, who sets up and signs in; roles change at once", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const email = `invited-${++counter}@studio.example`;
    const invited = await call(
      "POST",
      "/api/studio/employees",
      { email, name: "Ravi Kumar", roles: ["operations"] },
      { cookie: admin.cookie },
    );
    expect(invited.status).toBe(200);
    const [mail] = await deps.outbox.list(10, email);
    const link = /https?:\/\/\S+token=[\w-]+/.exec(mail!.body)![0];
    const token = new URL(link).searchParams.get("token")!;
    const started = await call("POST", "/api/studio/setup/start", { token });
    const secret = started.body.data.secret;
    const short = await call("POST", "/api/studio/setup/complete", {
      token,
      password: "short",
      code: totpCode(secret, now),
    });
    expect(short.status).toBe(400);
    expect(
      (
        await call("POST", "/api/studio/setup/complete", {
          token,
          password: PASSWORD,
          code: totpCode(secret, now),
        })
      ).status,
    ).toBe(200);
    expect((await call("POST", "/api/studio/setup/start", { token })).status).toBe(410);
    step(30);
    const signed = await signIn(email, totpCode(secret, now));
    expect(signed.status).toBe(200);
    const opsCookie = signed.cookie!;
    expect((await call("GET", "/api/studio/employees", undefined, { cookie: opsCookie })).status).toBe(403);
    const id = invited.body.data.id;
    expect(
      (
        await call(
          "PUT",
          `/api/studio/employees/${id}/roles`,
          { roles: ["operations", "admin"] },
          { cookie: admin.cookie },
        )
      ).status,
    ).toBe(200);
    expect((await call("GET", "/api/studio/employees", undefined, { cookie: opsCookie })).status).toBe(200);
    const invites = await deps.database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(invites.filter((e) => e.action === "employee.invite")).toHaveLength(1);
    expect(invites.find((e) => e.action === "employee.roles")?.before).toEqual({ roles: ["operations"] });
  });

  it("an API client's key works for its role only, and not after revocation", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const created = await call(
      "POST",
      "/api/studio/api-clients",
      { name: "Lender system", role: "viewer" },
      { cookie: admin.cookie },
    );
    const key = created.body.data.key as string;
    const bearer = { authorization: `Bearer ${key}` };
    const me = await call("GET", "/api/studio/me", undefined, bearer);
    expect(me.body.data).toMatchObject({ kind: "apiClient", roles: ["viewer"] });
    expect((await call("GET", "/api/studio/employees", undefined, bearer)).status).toBe(403);
    await call(
      "POST",
      `/api/studio/api-clients/${created.body.data.id}/revoke`,
      {},
      { cookie: admin.cookie },
    );
    expect((await call("GET", "/api/studio/me", undefined, bearer)).status).toBe(401);
  });

  it("an API key expires (90 days unless chosen, at most 365) and then opens nothing", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const tooLong = await call(
      "POST",
      "/api/studio/api-clients",
      { name: "Lender system", role: "viewer", expiresInDays: 366 },
      { cookie: admin.cookie },
    );
    expect(tooLong.status).toBe(400);
    const standard = await call(
      "POST",
      "/api/studio/api-clients",
      { name: "Lender system", role: "viewer" },
      { cookie: admin.cookie },
    );
    expect(new Date(standard.body.data.expiresAt).getTime() - now.getTime()).toBe(90 * 86_400_000);
    const short = await call(
      "POST",
      "/api/studio/api-clients",
      { name: "Short-lived system", role: "viewer", expiresInDays: 2 },
      { cookie: admin.cookie },
    );
    const bearer = { authorization: `Bearer ${short.body.data.key}` };
    expect((await call("GET", "/api/studio/me", undefined, bearer)).status).toBe(200);
    step(2 * 86_400 - 1);
    expect((await call("GET", "/api/studio/me", undefined, bearer)).status).toBe(200);
    step(1);
    const expired = await call("GET", "/api/studio/me", undefined, bearer);
    const unknown = await call("GET", "/api/studio/me", undefined, {
      authorization: `Bearer lsk_unknown1_${"b".repeat(43)}`,
    });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(unknown.body);
    // The 90-day key made at the same time still works.
    const standardBearer = { authorization: `Bearer ${standard.body.data.key}` };
    expect((await call("GET", "/api/studio/me", undefined, standardBearer)).status).toBe(200);
  });

  it("a key pinned to addresses answers elsewhere exactly as an unknown key does", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const bad = await call(
      "POST",
      "/api/studio/api-clients",
      { name: "Lender system", role: "viewer", allowedIps: ["203.0.113.0/33"] },
      { cookie: admin.cookie },
    );
    expect(bad.status).toBe(400);
    const created = await call(
      "POST",
      "/api/studio/api-clients",
      { name: "Pinned system", role: "viewer", allowedIps: ["203.0.113.0/24", "2001:db8::7"] },
      { cookie: admin.cookie },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.allowedIps).toEqual(["203.0.113.0/24", "2001:db8::7"]);
    const bearer = { authorization: `Bearer ${created.body.data.key}` };
    expect((await call("GET", "/api/studio/me", undefined, bearer, "203.0.113.9")).status).toBe(200);
    expect((await call("GET", "/api/studio/me", undefined, bearer, "::ffff:203.0.113.200")).status).toBe(200);
    expect((await call("GET", "/api/studio/me", undefined, bearer, "2001:db8::7")).status).toBe(200);
    const elsewhere = await call("GET", "/api/studio/me", undefined, bearer, "198.51.100.4");
    const unknown = await call(
      "GET",
      "/api/studio/me",
      undefined,
      { authorization: `Bearer lsk_unknown2_${"c".repeat(43)}` },
      "198.51.100.4",
    );
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toEqual(unknown.body);
    expect((await call("GET", "/api/studio/me", undefined, bearer, "2001:db8::8")).status).toBe(401);
  });

  it("an API key never holds admin: refused when asked for, and an older admin key opens nothing", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const refused = await call(
      "POST",
      "/api/studio/api-clients",
      { name: "Lender system", role: "admin" },
      { cookie: admin.cookie },
    );
    expect(refused.status).toBe(400);
    // A key written with admin before the rule (straight into the table) signs in as nobody.
    const key = `lsk_legacy01_${"a".repeat(43)}`;
    await deps.database.db
      .insert(apiClients)
      .values({ name: "Old system", role: "admin", keyPrefix: "legacy01", keyHash: sha256(key) });
    const bearer = { authorization: `Bearer ${key}` };
    expect((await call("GET", "/api/studio/me", undefined, bearer)).status).toBe(401);
    expect(
      (await call("POST", "/api/studio/api-clients", { name: "Minted", role: "viewer" }, bearer)).status,
    ).toBe(401);
  });

  it("filters the audit log for admins", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const res = await call("GET", `/api/studio/audit?action=employee.&from=2026-11-01`, undefined, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
    for (const item of res.body.data.items) expect(item.action).toMatch(/^employee\./);
    const bad = await call("GET", "/api/studio/audit?from=yesterday", undefined, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });

  it("refuses control characters and oversized bodies", async () => {
    const admin = await signedInEmployee(deps, ["admin"]);
    const bell = await call(
      "POST",
      "/api/studio/employees",
      { email: "bell@studio.example", name: "Ring\u0007", roles: ["viewer"] },
      { cookie: admin.cookie },
    );
    expect(bell.status).toBe(400);
    expect(bell.body.code).toBe("VALIDATION_FAILED");
    const huge = await call(
      "POST",
      "/api/studio/employees",
      { email: "huge@studio.example", name: "x".repeat(70_000), roles: ["viewer"] },
      { cookie: admin.cookie },
    );
    expect(huge.status).toBe(413);
  });
});
