import {
  applicantDetails,
  applications,
  auditLog,
  creditChecks,
  rateEvents,
  users,
} from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { SCORE_CHECK_CONSENT_VERSION, SCORE_CHECK_DAILY_CAP } from "@loansetu/domain/credit-report";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { decryptPan } from "../src/journey/pan-crypto.ts";
import { createJourneyService } from "../src/journey/service.ts";
import { withdrawLedgerConsent } from "../src/privacy/withdrawals.ts";
import { loginApp } from "./support/login.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

let counter = 0;
const nextMobile = () => `6${String(410_000_000 + ++counter * 7919).slice(-9)}`;
const DAY = 86_400_000;
const START = new Date("2026-11-20T06:00:00Z");

describe.each(ENGINES)("free credit score API on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let clock = START;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => clock }));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    clock = START;
    // Each test starts with no counted requests: the IP limit is shared by every customer of this file.
    await deps.database.db.delete(rateEvents);
  });

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };
  const customer = async () => {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    const [user] = await deps.database.db.select().from(users).where(eq(users.mobile, mobile));
    return { mobile, token, userId: user!.id };
  };
  /** Logs in again after the clock moved (access tokens do not last a month). */
  const relogin = async (mobile: string) => (await loginApp(api, deps, mobile)).token;
  const details = (pan = "ABCDE1234F", extra: Record<string, unknown> = {}) => ({
    bureau: "cibil",
    fullName: "Asha Verma",
    dateOfBirth: "1994-05-10",
    pan,
    email: "asha@example.in",
    consent: true,
    ...extra,
  });
  const checksOf = (userId: string) =>
    deps.database.db.select().from(creditChecks).where(eq(creditChecks.userId, userId));

  it("needs a logged-in customer", async () => {
    expect((await call("GET", "/api/credit-check")).status).toBe(401);
    expect((await call("POST", "/api/credit-check", undefined, details())).status).toBe(401);
  });

  it("gives the first check free and at once, stores its consent, and creates no application", async () => {
    const { token, userId } = await customer();
    expect((await call("GET", "/api/credit-check", token)).body.data).toEqual({
      score: null,
      known: { fullName: null, email: null, dateOfBirth: null, panMasked: null },
    });
    const first = await call("POST", "/api/credit-check", token, details());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      reused: false,
      score: { bureau: "cibil", isScoreExpire: false, panMasked: "XXXXXX234F" },
    });
    const view = first.body.data.score;
    expect(view.fetchedAt).toBe(START.toISOString());
    expect(view.refreshableAt).toBe(new Date(START.getTime() + 30 * DAY).toISOString());
    expect(view.factors).toHaveLength(5);
    expect(view.worth.current === null || typeof view.worth.saving === "number").toBe(true);
    // The adapter's internal name never reaches the customer.
    expect(JSON.stringify(first.body)).not.toMatch(/sandbox/i);

    const [row] = await checksOf(userId);
    expect(row).toMatchObject({
      productsId: 17,
      backBtnSlug: "/cibil-score-check",
      consentTextVersion: SCORE_CHECK_CONSENT_VERSION,
      consentLocale: "en",
      provider: "sandbox",
    });
    expect(row!.consentGivenAt.toISOString()).toBe(START.toISOString());
    expect(row!.panEncrypted).not.toContain("ABCDE1234F");
    // Not a loan application: no applications row, no lead card.
    expect(await deps.database.db.select().from(applications).where(eq(applications.userId, userId))).toEqual(
      [],
    );
    expect((await call("GET", "/api/application", token)).body.data).toEqual([]);
    expect((await call("GET", "/api/credit-check", token)).body.data.known).toEqual({
      fullName: "Asha Verma",
      email: "asha@example.in",
      dateOfBirth: "1994-05-10",
      panMasked: "XXXXXX234F",
    });
  });

  it("reuses the stored score for 30 days without a bureau enquiry, then refreshes it", async () => {
    const { mobile, userId, token: firstToken } = await customer();
    const first = (await call("POST", "/api/credit-check", firstToken, details("BCDEA2345G"))).body.data
      .score;
    clock = new Date(START.getTime() + 29 * DAY);
    let token = await relogin(mobile);
    const again = await call("POST", "/api/credit-check", token, details("BCDEA2345G"));
    expect(again.body.data).toMatchObject({ reused: true, score: { id: first.id, isScoreExpire: false } });
    expect(await checksOf(userId)).toHaveLength(1);

    clock = new Date(START.getTime() + 30 * DAY);
    token = await relogin(mobile);
    expect((await call("GET", "/api/credit-check", token)).body.data.score.isScoreExpire).toBe(true);
    // A returning customer sends the PAN's mask: the known PAN is kept.
    const refreshed = await call("POST", "/api/credit-check", token, details("XXXXXX345G"));
    expect(refreshed.body.data).toMatchObject({ reused: false, score: { isScoreExpire: false } });
    expect(refreshed.body.data.score.id).not.toBe(first.id);
    expect(await checksOf(userId)).toHaveLength(2);
    expect(refreshed.body.data.score.history.length).toBe(first.score === null ? 0 : 2);
  });

  it("refuses an unticked consent and wrong details, in the customer's language", async () => {
    const { token, userId } = await customer();
    const unticked = await call(
      "POST",
      "/api/credit-check",
      token,
      details("ABCDE1234F", { consent: false }),
    );
    expect(unticked.status).toBe(400);
    expect(unticked.body.message).toMatch(/tick the consent/);
    const missing = await call("POST", "/api/credit-check", token, { bureau: "cibil", consent: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "dateOfBirth",
      "email",
      "fullName",
      "pan",
    ]);
    const res = await api.request("http://localhost/api/credit-check", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${token}`,
        "x-locale": "hi",
      },
      body: JSON.stringify(details("ABCDE1234F", { consent: false })),
    });
    expect((await res.json()).message).toMatch(/सहमति/);
    expect(
      (await call("POST", "/api/credit-check", token, details("ABCDE1234F", { bureau: "x" }))).status,
    ).toBe(400);
    expect(await checksOf(userId)).toHaveLength(0);
  });

  it("caps a customer's check requests a day", async () => {
    const { token, mobile } = await customer();
    for (let i = 0; i < SCORE_CHECK_DAILY_CAP; i++) {
      expect((await call("POST", "/api/credit-check", token, details("NOTAPAN"))).status).toBe(400);
    }
    const capped = await call("POST", "/api/credit-check", token, details());
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/too many times today/);
    clock = new Date(START.getTime() + DAY);
    expect((await call("POST", "/api/credit-check", await relogin(mobile), details())).status).toBe(200);
  });

  it("limits check requests from one IP an hour", async () => {
    for (let n = 0; n < 6; n++) {
      const { token } = await customer();
      for (let i = 0; i < 5; i++) await call("POST", "/api/credit-check", token, details("NOTAPAN"));
    }
    const { token } = await customer();
    const limited = await call("POST", "/api/credit-check", token, details());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/this network/);
  });

  it("shows each customer only their own score", async () => {
    const owner = await customer();
    const other = await customer();
    expect((await call("POST", "/api/credit-check", owner.token, details("CDEAB3456H"))).status).toBe(200);
    expect((await call("GET", "/api/credit-check", other.token)).body.data).toMatchObject({
      score: null,
      known: { panMasked: null },
    });
  });

  it("keeps the PAN the customer's own: a different one needs confirmation and is audited", async () => {
    const { token, userId } = await customer();
    // The PAN on their loan application is the one the check must match.
    const start = await call("POST", "/api/journey/start", token, { product: "personal-loan" });
    const reference = start.body.data.reference as string;
    const saved = await call("PUT", `/api/journey/${reference}/details`, token, {
      fullName: "Asha Verma",
      email: "asha@example.in",
      dateOfBirth: "1994-05-10",
      pan: "DEABC4567J",
      pincode: "560001",
      employment: "salaried",
      netMonthlyIncome: 80_000,
    });
    expect(saved.status).toBe(200);
    expect((await call("GET", "/api/credit-check", token)).body.data.known.panMasked).toBe("XXXXXX567J");

    const other = await call("POST", "/api/credit-check", token, details("EABCD5678K"));
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/confirm it is yours/);
    expect(await checksOf(userId)).toHaveLength(0);

    const confirmed = await call(
      "POST",
      "/api/credit-check",
      token,
      details("EABCD5678K", { confirmPanChange: true }),
    );
    expect(confirmed.status).toBe(200);
    const [audit] = await deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "credit-check-pan-changed"), eq(auditLog.actorId, userId)));
    expect(audit).toMatchObject({
      subjectType: "credit-check",
      subjectId: confirmed.body.data.score.id,
      details: { from: "XXXXXX567J", to: "XXXXXX678K" },
    });
    expect(JSON.stringify(audit)).not.toContain("EABCD5678K");
    // Still one application, untouched by the check.
    expect(
      await deps.database.db.select().from(applications).where(eq(applications.userId, userId)),
    ).toHaveLength(1);
  });

  it("accepts the PAN of the customer's application without a confirmation", async () => {
    const { token } = await customer();
    const start = await call("POST", "/api/journey/start", token, { product: "personal-loan" });
    await call("PUT", `/api/journey/${start.body.data.reference}/details`, token, {
      fullName: "Asha Verma",
      email: "asha@example.in",
      dateOfBirth: "1994-05-10",
      pan: "FABCD6789L",
      pincode: "560001",
      employment: "salaried",
      netMonthlyIncome: 80_000,
    });
    expect((await call("POST", "/api/credit-check", token, details("XXXXXX789L"))).status).toBe(200);
  });

  it("pre-fills a later application's details from the check, the PAN as its mask, until its consent is withdrawn", async () => {
    const { token, userId } = await customer();
    expect((await call("POST", "/api/credit-check", token, details("PRFLA4321K"))).status).toBe(200);
    const journeys = createJourneyService(deps);
    const [user] = await deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(await journeys.detailsPrefill(user!)).toEqual({
      fullName: "Asha Verma",
      email: "asha@example.in",
      dateOfBirth: "1994-05-10",
      panMasked: "XXXXXX321K",
      source: "freeScore",
    });
    // The mask sent back stands for the check's PAN: the application's details keep that PAN, encrypted anew.
    const start = await call("POST", "/api/journey/start", token, { product: "personal-loan" });
    const reference = start.body.data.reference as string;
    const form = {
      fullName: "Asha Verma",
      email: "asha@example.in",
      dateOfBirth: "1994-05-10",
      pan: "XXXXXX321K",
      pincode: "560001",
      employment: "salaried",
      netMonthlyIncome: 90_000,
    };
    expect((await call("PUT", `/api/journey/${reference}/details`, token, form)).status).toBe(200);
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    const [saved] = await deps.database.db
      .select()
      .from(applicantDetails)
      .where(eq(applicantDetails.applicationId, app!.id));
    expect(decryptPan(saved!.panEncrypted, deps.config.PAN_ENCRYPTION_KEY, app!.id)).toBe("PRFLA4321K");

    // Withdrawn on My data: nothing pre-filled, and the mask is no longer taken for the PAN.
    await withdrawLedgerConsent(
      deps.database.db,
      { userId, kind: "freeScoreCheck", locale: "en", at: new Date(clock.getTime() + 1000) },
      () => new Error("refused"),
    );
    expect(await journeys.detailsPrefill(user!)).toBeNull();
    const other = await call("POST", "/api/journey/start", token, { product: "used-car-loan" });
    const refused = await call("PUT", `/api/journey/${other.body.data.reference}/details`, token, form);
    expect(refused.status).toBe(400);
  });
});
