import { applications, auditLog, dataSharings, lenderShares, lenderUserInvites } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { createLenderUser } from "../src/lenders/portal-users.ts";
import { totpCode } from "../src/lib/totp.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// The lender portal's people (decision 0072) over HTTP: sign-in with password and TOTP and its lockout,
// scope (a user of one lender never reads or acts on another lender's application, over every call) and
// roles (a read-only user acts on nothing).

type Deps = ReturnType<typeof createTestDeps>;
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const PASSWORD = "correct horse battery";

describe.each(ENGINES)("lender portal on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: ReturnType<typeof createApi>;
  let at = new Date("2026-11-20T06:00:00Z");
  const tick = () => {
    at = new Date(at.getTime() + 31_000);
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database, { clock: () => at });
    api = createApi(deps);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const call = (method: string, path: string, body?: unknown, cookie?: string) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(`http://localhost/api/lender-portal${path}`, {
      method,
      headers: {
        origin: "http://localhost",
        ...(cookie ? { cookie: `ls_lender=${cookie}` } : {}),
        ...(text
          ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) }
          : {}),
      },
      ...(text ? { body: text } : {}),
    });
  };
  const cookieOf = (res: Response) => /ls_lender=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

  const made = new Set<string>();
  async function user(lenderId: number, role: string, email: string) {
    if (!made.has(email)) {
      await createLenderUser(deps.database.db, {
        lenderId,
        email,
        name: "Test Officer",
        role,
        keyHex: deps.config.PAN_ENCRYPTION_KEY,
        now: at,
        createdBy: "test",
        password: PASSWORD,
        totpSecret: SECRET,
      });
      made.add(email);
    }
    return email;
  }

  /** Signs in with password and the current TOTP code; answers the session cookie. */
  async function signIn(email: string) {
    tick();
    const pending = cookieOf(await call("POST", "/sign-in", { email, password: PASSWORD }));
    const res = await call("POST", "/sign-in/code", { code: totpCode(SECRET, at) }, pending);
    expect(res.status).toBe(200);
    return cookieOf(res)!;
  }

  async function sharedWith(mobile: string, lenderId?: number) {
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const headers = { authorization: `Bearer ${token}`, origin: "http://localhost" };
    const offers = await (
      await api.request(`http://localhost/api/journey/${reference}/offers`, { headers })
    ).json();
    const eligible = offers.data.eligible as { lenderId: number }[];
    const chosen = lenderId ?? eligible[0]!.lenderId;
    const body = JSON.stringify({ lenderId: chosen });
    const res = await api.request(`http://localhost/api/journey/${reference}/choose`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "content-length": String(body.length) },
      body,
    });
    expect(res.status).toBe(200);
    return { reference, lenderId: chosen, other: eligible.find((o) => o.lenderId !== chosen)!.lenderId };
  }

  const statusOf = async (reference: string) => {
    const [row] = await deps.database.db
      .select({ status: lenderShares.status })
      .from(lenderShares)
      .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
      .where(eq(applications.reference, reference));
    return row!.status;
  };

  const terms = { amount: 250_000, ratePercent: 14.25, tenureMonths: 36, processingFeeBase: 2500 };

  it("signs in with the password, then the authenticator's code; a wrong one of either is refused", async () => {
    const email = await user(1, "creditOfficer", "officer.signin@lender.example");
    tick();
    const wrong = await call("POST", "/sign-in", { email, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(cookieOf(wrong)).toBeUndefined();
    const unknown = await call("POST", "/sign-in", { email: "nobody@lender.example", password: PASSWORD });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).message).toBe((await wrong.json()).message);

    const pending = cookieOf(await call("POST", "/sign-in", { email, password: PASSWORD }))!;
    // The half-way session opens nothing but the code step.
    expect((await call("GET", "/applications", undefined, pending)).status).toBe(401);
    const badCode = await call("POST", "/sign-in/code", { code: "000000" }, pending);
    expect(badCode.status).toBe(400);
    expect(await badCode.json()).toMatchObject({ code: "OTP_INCORRECT" });
    const good = await call("POST", "/sign-in/code", { code: totpCode(SECRET, at) }, pending);
    expect(good.status).toBe(200);
    const session = cookieOf(good)!;
    expect(session).not.toBe(pending);
    expect((await call("GET", "/applications", undefined, session)).status).toBe(200);
    // The same code twice does not open a second session.
    const again = cookieOf(await call("POST", "/sign-in", { email, password: PASSWORD }))!;
    expect((await call("POST", "/sign-in/code", { code: totpCode(SECRET, at) }, again)).status).toBe(400);
    // Signed out, the cookie opens nothing.
    expect((await call("POST", "/sign-out", undefined, session)).status).toBe(200);
    expect((await call("GET", "/applications", undefined, session)).status).toBe(401);
    const audit = await deps.database.db.select().from(auditLog).where(eq(auditLog.actorType, "lender-user"));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["lender-portal.sign-in", "lender-portal.sign-out"]),
    );
  });

  it("locks an email out of one source after five wrong passwords, even for the right one", async () => {
    const email = await user(1, "readOnly", "locked.out@lender.example");
    tick();
    for (let i = 0; i < 5; i++)
      expect((await call("POST", "/sign-in", { email, password: `wrong ${i}` })).status).toBe(401);
    const right = await call("POST", "/sign-in", { email, password: PASSWORD });
    expect(right.status).toBe(401);
    expect(cookieOf(right)).toBeUndefined();
    const locked = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lender-portal.sign-in.locked"));
    expect(locked).toHaveLength(1);
    // After the 15-minute window the right password works again.
    at = new Date(at.getTime() + 16 * 60_000);
    expect((await call("POST", "/sign-in", { email, password: PASSWORD })).status).toBe(200);
  });

  it("a user of one lender can never read or act on another lender's application, over every call", async () => {
    const app = await sharedWith("9811200001");
    const outsider = await signIn(await user(app.other, "manager", "outsider@other-lender.example"));
    const insider = await signIn(await user(app.lenderId, "manager", "insider@lender.example"));

    const list = await (await call("GET", "/applications", undefined, outsider)).json();
    expect(list.data.items.map((i: { applicationId: string }) => i.applicationId)).not.toContain(
      app.reference,
    );
    const attempts: [string, string, unknown?][] = [
      ["GET", `/applications/${app.reference}`],
      ["POST", `/applications/${app.reference}/reveal`],
      ["POST", `/applications/${app.reference}/decision`, { decision: "approve", terms }],
      ["POST", `/applications/${app.reference}/decision`, { decision: "reject", reason: "policy" }],
      ["POST", `/applications/${app.reference}/sanction`, { date: "2026-11-20" }],
      [
        "POST",
        `/applications/${app.reference}/disbursal`,
        { amount: 1000, date: "2026-11-20", utr: "HDFCN52026112199" },
      ],
      ["POST", `/applications/${app.reference}/repayment-schedule`, { firstDueDate: "2026-12-05" }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, body, outsider);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect(await statusOf(app.reference)).toBe("shared");
    // Nothing was read on the outsider's behalf: the borrower's ledger names no access by that lender.
    const ledger = await deps.database.db
      .select()
      .from(dataSharings)
      .where(and(eq(dataSharings.occasion, "lenderAccess"), eq(dataSharings.lenderId, app.other)));
    expect(ledger).toHaveLength(0);
    // The insider's webhook deliveries are not the outsider's to replay.
    const own = await (await call("GET", "/webhook-deliveries", undefined, insider)).json();
    for (const delivery of own.data.items as { id: string }[])
      expect(
        (await call("POST", `/webhook-deliveries/${delivery.id}/replay`, undefined, outsider)).status,
      ).toBe(404);
    // Nor their users.
    const team = await (await call("GET", "/users", undefined, insider)).json();
    const someone = (team.data.items as { id: string }[])[0]!.id;
    expect((await call("POST", `/users/${someone}/deactivate`, undefined, outsider)).status).toBe(404);
  });

  it("shows the applicant masked until Show, which the borrower's ledger lists; a credit officer approves", async () => {
    const app = await sharedWith("9811200002");
    const officer = await signIn(
      await user(app.lenderId, "creditOfficer", `officer${app.lenderId}@lender.example`),
    );
    const read = await (await call("GET", `/applications/${app.reference}`, undefined, officer)).json();
    expect(read.data.maskedApplicant.pan).toMatch(/^X+/);
    expect(read.data.maskedApplicant.mobile).not.toContain("9811200002");
    expect(read.data.actions).toEqual(["approve", "counter", "reject"]);
    const shown = await (
      await call("POST", `/applications/${app.reference}/reveal`, undefined, officer)
    ).json();
    expect(shown.data).toMatchObject({ mobile: "9811200002", pan: goodPan("9811200002") });
    const ledger = await deps.database.db
      .select()
      .from(dataSharings)
      .where(and(eq(dataSharings.occasion, "lenderAccess"), eq(dataSharings.lenderId, app.lenderId)));
    expect(ledger.length).toBeGreaterThan(0);
    const revealed = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lender-portal.applicant.reveal"));
    expect(revealed.length).toBeGreaterThan(0);

    // A sanction before the borrower accepted is out of order and changes nothing.
    expect(
      (await call("POST", `/applications/${app.reference}/sanction`, { date: "2026-11-20" }, officer)).status,
    ).toBe(409);
    const approved = await call(
      "POST",
      `/applications/${app.reference}/decision`,
      { decision: "approve", terms },
      officer,
    );
    expect(approved.status).toBe(200);
    expect(await statusOf(app.reference)).toBe("approved");
    const after = await (await call("GET", `/applications/${app.reference}`, undefined, officer)).json();
    expect(after.data.actions).toEqual([]);
    expect(after.data.timeline.map((e: { kind: string; by: string }) => `${e.kind}:${e.by}`)).toEqual(
      expect.arrayContaining(["shared:borrower", "read:portal", "approved:portal"]),
    );
    // A credit officer manages no users.
    expect((await call("GET", "/users", undefined, officer)).status).toBe(403);
  });

  it("a read-only user sees the application but no action, and every action is refused and changes nothing", async () => {
    const app = await sharedWith("9811200003");
    const viewer = await signIn(await user(app.lenderId, "readOnly", `viewer${app.lenderId}@lender.example`));
    const read = await (await call("GET", `/applications/${app.reference}`, undefined, viewer)).json();
    expect(read.data.status).toBe("shared");
    expect(read.data.actions).toEqual([]);
    const attempts: [string, unknown][] = [
      ["decision", { decision: "approve", terms }],
      ["decision", { decision: "reject", reason: "policy" }],
      ["sanction", { date: "2026-11-20" }],
      ["disbursal", { amount: 1000, date: "2026-11-20", utr: "HDFCN52026112198" }],
      ["repayment-schedule", { firstDueDate: "2026-12-05" }],
    ];
    for (const [action, body] of attempts)
      expect((await call("POST", `/applications/${app.reference}/${action}`, body, viewer)).status).toBe(403);
    expect((await call("GET", "/users", undefined, viewer)).status).toBe(403);
    expect(await statusOf(app.reference)).toBe("shared");
    const refused = await deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "access.refused"), eq(auditLog.actorType, "lender-user")));
    expect(refused.length).toBeGreaterThanOrEqual(attempts.length);
  });

  it("a manager invites a user by a one-time set-up link; the user sets a password and TOTP and signs in", async () => {
    const manager = await signIn(await user(2, "manager", "manager2@lender.example"));
    const invited = await call(
      "POST",
      "/users",
      { email: "New.Officer@Lender.example", name: "New Officer", role: "creditOfficer" },
      manager,
    );
    expect(invited.status).toBe(200);
    const { id } = (await invited.json()).data as { id: string };
    // The link goes by e-mail, never in the answer; the token is kept only hashed.
    const [mail] = await deps.outbox.list(5, "new.officer@lender.example");
    const token = /\/lender\/set-up\?token=([\w-]+)/.exec(mail!.body)![1]!;
    const stored = await deps.database.db
      .select()
      .from(lenderUserInvites)
      .where(eq(lenderUserInvites.userId, id));
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(JSON.stringify((await (await call("GET", "/users", undefined, manager)).json()).data)).toContain(
      '"status":"invited"',
    );
    // Until set-up, the account cannot sign in.
    tick();
    expect(
      (await call("POST", "/sign-in", { email: "new.officer@lender.example", password: "x".repeat(12) }))
        .status,
    ).toBe(401);

    const start = await call("POST", "/set-up/start", { token });
    expect(start.status).toBe(200);
    const { secret } = (await start.json()).data as { secret: string };
    const password = "a long new password";
    expect(
      (await call("POST", "/set-up/complete", { token, password: "short", code: totpCode(secret, at) }))
        .status,
    ).toBe(400);
    expect((await call("POST", "/set-up/complete", { token, password, code: "000000" })).status).toBe(400);
    const done = await call("POST", "/set-up/complete", { token, password, code: totpCode(secret, at) });
    expect(done.status).toBe(200);
    expect((await done.json()).data.recoveryCodes).toHaveLength(8);
    // Single use: the link is spent.
    expect((await call("POST", "/set-up/start", { token })).status).toBe(410);
    tick();
    expect(
      (await call("POST", "/set-up/complete", { token, password, code: totpCode(secret, at) })).status,
    ).toBe(410);

    tick();
    const pending = cookieOf(
      await call("POST", "/sign-in", { email: "new.officer@lender.example", password }),
    )!;
    const viaCode = await call("POST", "/sign-in/code", { code: totpCode(secret, at) }, pending);
    expect(viaCode.status).toBe(200);
    const session = cookieOf(viaCode)!;
    expect((await call("GET", "/applications", undefined, session)).status).toBe(200);

    // A manager changes the role (never their own), then deactivates: the session ends at once.
    const own = (await (await call("GET", "/users", undefined, manager)).json()).data.items.find(
      (u: { email: string }) => u.email === "manager2@lender.example",
    );
    expect((await call("POST", `/users/${own.id}/role`, { role: "readOnly" }, manager)).status).toBe(409);
    expect((await call("POST", `/users/${id}/role`, { role: "readOnly" }, manager)).status).toBe(200);
    expect(
      (await call("POST", `/applications/LS0000/decision`, { decision: "reject", reason: "income" }, session))
        .status,
    ).toBeGreaterThanOrEqual(400);
    expect((await call("POST", `/users/${id}/deactivate`, undefined, manager)).status).toBe(200);
    expect((await call("GET", "/applications", undefined, session)).status).toBe(401);
    const actions = (
      await deps.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.subjectId, id))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "lender-user.invite",
        "lender-user.setup",
        "lender-user.role",
        "lender-user.deactivate",
      ]),
    );
  });

  it("a set-up link stops working after 72 hours", async () => {
    const manager = await signIn(await user(3, "manager", "manager3@lender.example"));
    const invited = await call(
      "POST",
      "/users",
      { email: "late@lender.example", name: "Late Person", role: "readOnly" },
      manager,
    );
    expect(invited.status).toBe(200);
    const [mail] = await deps.outbox.list(5, "late@lender.example");
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    at = new Date(at.getTime() + 72 * 3_600_000 + 1000);
    expect((await call("POST", "/set-up/start", { token })).status).toBe(410);
  });

  it("lets only a manager reach users and keys; a key is shown once, rotates with overlap and is revoked", async () => {
    const lenderId = 4;
    const manager = await signIn(await user(lenderId, "manager", "manager4@lender.example"));
    const officer = await signIn(await user(lenderId, "creditOfficer", "officer4@lender.example"));
    const viewer = await signIn(await user(lenderId, "readOnly", "viewer4@lender.example"));
    const someone = "00000000-0000-4000-8000-000000000000";
    const calls: [string, string, unknown?][] = [
      ["GET", "/users"],
      ["POST", "/users", { email: "x@lender.example", name: "X Person", role: "readOnly" }],
      ["POST", `/users/${someone}/role`, { role: "manager" }],
      ["POST", `/users/${someone}/deactivate`],
      ["GET", "/keys"],
      ["POST", "/keys", { name: "loan system" }],
      ["POST", `/keys/${someone}/rotate`],
      ["POST", `/keys/${someone}/revoke`],
    ];
    for (const cookie of [officer, viewer])
      for (const [method, path, body] of calls)
        expect((await call(method, path, body, cookie)).status, `${method} ${path}`).toBe(403);

    const lenderApi = (key: string) =>
      api.request("http://localhost/api/lender/v1/applications", {
        headers: { authorization: `Bearer ${key}` },
      });
    const made = await call("POST", "/keys", { name: "loan system" }, manager);
    expect(made.status).toBe(200);
    const first = (await made.json()).data as { id: string; key: string };
    expect(first.key).toMatch(/^lsl_/);
    expect((await lenderApi(first.key)).status).toBe(200);
    const listed = JSON.stringify((await (await call("GET", "/keys", undefined, manager)).json()).data);
    expect(listed).not.toContain(first.key);

    const rotated = await call("POST", `/keys/${first.id}/rotate`, undefined, manager);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()).data as { id: string; key: string; oldExpiresAt: string };
    expect(new Date(second.oldExpiresAt).getTime()).toBeLessThanOrEqual(at.getTime() + 7 * 86_400_000);
    // Both work during the overlap; a third active key is refused.
    expect((await lenderApi(first.key)).status).toBe(200);
    expect((await lenderApi(second.key)).status).toBe(200);
    expect((await call("POST", "/keys", { name: "third" }, manager)).status).toBe(409);
    expect((await call("POST", `/keys/${first.id}/revoke`, undefined, manager)).status).toBe(200);
    expect((await lenderApi(first.key)).status).toBe(401);
    expect((await lenderApi(second.key)).status).toBe(200);
    const actions = (
      await deps.database.db
        .select({ action: auditLog.action, subjectId: auditLog.subjectId })
        .from(auditLog)
        .where(eq(auditLog.subjectType, "lender-api-key"))
    )
      .filter((row) => row.subjectId === first.id || row.subjectId === second.id)
      .map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["lender-key.create", "lender-key.rotate", "lender-key.revoke"]),
    );
  });
});
