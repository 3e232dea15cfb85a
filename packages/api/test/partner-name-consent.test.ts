import { randomBytes } from "node:crypto";
import { applicationConsents, applications, partners, users } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { CONSENT_TEXT_VERSION, PARTNER_CONSENT_TEXT_VERSION } from "@loansetu/domain/journey-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralCookieFor } from "../src/partners/attribution.ts";
import { PARTNER_COOKIE } from "../src/partners/policy.ts";
import { startPartnerSession } from "../src/partners/sessions.ts";
import { ledgerOf } from "../src/privacy/ledger.ts";
import { withdrawLedgerConsent } from "../src/privacy/withdrawals.ts";
import { detailsStep, goodPan } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { type Api, openTestApi, type TestDeps } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

// A customer a partner's link brought is asked, at the consent step, one more optional question: may that
// partner see their name and application status? Only a "yes" shows the name in the partner's list (the
// mobile stays masked either way), and a withdrawal on My data masks it again at once (decision 0057).

let counter = 0;
const nextMobile = () => `8${String(600_000_000 + (Date.now() % 100_000_000) + ++counter).slice(-9)}`;
const uniqueCode = () => `N${randomBytes(3).toString("hex").toUpperCase()}`;

describe.each(ENGINES)("the partner's name consent on %s", (engine) => {
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;
  let partner: { id: string; code: string; cookie: string };

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    const code = uniqueCode();
    const [row] = await deps.database.db
      .insert(partners)
      .values({
        code,
        kind: "dealer",
        businessName: `Kapoor Cars ${code}`,
        contactName: "Anil Kapoor",
        mobile: nextMobile(),
        city: "Jaipur",
        gstin: "08ABCDE1234F1Z5",
        status: "approved",
      })
      .returning();
    const { token } = await startPartnerSession(deps.database.db, row!.id, { ip: "127.0.0.1" }, deps.clock());
    partner = { id: row!.id, code, cookie: `${PARTNER_COOKIE}=${token}` };
  });
  afterAll(() => database.dispose());

  /** A customer opens the partner's link and applies up to the consent step; answers what the test needs. */
  async function throughLink(fullName: string) {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    const touched = await referralCookieFor(deps, new URLSearchParams({ ref: partner.code }), null, false);
    const send = (method: string, path: string, body?: unknown) =>
      api.request(`http://localhost${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          "content-length": body === undefined ? "0" : String(Buffer.byteLength(JSON.stringify(body))),
          origin: "http://localhost",
          authorization: `Bearer ${token}`,
          cookie: touched!.split(";")[0]!,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const start = await send("POST", "/api/journey/start", { product: "personal-loan" });
    expect(start.status).toBe(200);
    const reference = (await start.json()).data.reference as string;
    for (const [step, body] of [
      ["details", detailsStep(goodPan(mobile), { fullName })],
      ["product", { amount: 300_000, tenureMonths: 36 }],
    ] as const) {
      expect((await send("PUT", `/api/journey/${reference}/${step}`, body)).status, step).toBe(200);
    }
    const [user] = await deps.database.db.select().from(users).where(eq(users.mobile, mobile));
    return { mobile, reference, userId: user!.id, send };
  }

  const partnerList = async () => {
    const res = await api.request("http://localhost/api/partner/leads", {
      headers: { cookie: partner.cookie },
    });
    expect(res.status).toBe(200);
    return (await res.json()).data.items as {
      reference: string;
      customerName: string;
      customerMobile: string;
    }[];
  };

  const consentBody = (shareWithPartner?: boolean) => ({
    bureauCheck: true,
    shareWithLenders: true,
    contact: false,
    textVersion: CONSENT_TEXT_VERSION,
    ...(shareWithPartner === undefined ? {} : { shareWithPartner }),
  });

  it("asks only when a partner's link brought the customer, and keeps the name masked without a yes", async () => {
    const customer = await throughLink("Meena Kumari");
    const state = await customer.send("GET", `/api/journey/${customer.reference}`);
    expect((await state.json()).data.referringPartner).toEqual({ business: `Kapoor Cars ${partner.code}` });
    const saved = await customer.send(
      "PUT",
      `/api/journey/${customer.reference}/consents`,
      consentBody(false),
    );
    expect(saved.status).toBe(200);
    const data = (await saved.json()).data;
    // Not giving it changes nothing else: the step is done and the offers open.
    expect(data.progress.consents).toBe(true);
    expect(data.consents.shareWithPartner).toBe(false);
    expect(data.consents.textVersion).toBe(CONSENT_TEXT_VERSION);
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, customer.reference));
    const rows = await deps.database.db
      .select()
      .from(applicationConsents)
      .where(
        and(
          eq(applicationConsents.applicationId, app!.id),
          eq(applicationConsents.purpose, "shareWithPartner"),
        ),
      );
    // Recorded as refused, with the partner text's own version.
    expect(rows.map((r) => [r.granted, r.textVersion])).toEqual([[false, PARTNER_CONSENT_TEXT_VERSION]]);
    const lead = (await partnerList()).find((l) => l.reference === customer.reference);
    expect(lead).toMatchObject({
      customerName: "M**** K*****",
      customerMobile: `${customer.mobile.slice(0, 2)}XXXXXX${customer.mobile.slice(-2)}`,
    });
  });

  it("shows the name once given (the mobile stays masked), and masks it again at once after a withdrawal", async () => {
    const customer = await throughLink("Sunita Devi");
    const saved = await customer.send(
      "PUT",
      `/api/journey/${customer.reference}/consents`,
      consentBody(true),
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.consents.shareWithPartner).toBe(true);
    let lead = (await partnerList()).find((l) => l.reference === customer.reference);
    expect(lead).toMatchObject({
      customerName: "Sunita Devi",
      customerMobile: `${customer.mobile.slice(0, 2)}XXXXXX${customer.mobile.slice(-2)}`,
    });

    // My data lists it, naming the partner, and lets the customer withdraw it by itself.
    const ledger = await ledgerOf(deps.database.db, customer.userId);
    const entry = ledger.consents.find((c) => c.purpose === "shareWithPartner");
    expect(entry).toMatchObject({
      granted: true,
      partner: `Kapoor Cars ${partner.code}`,
      textVersion: PARTNER_CONSENT_TEXT_VERSION,
      withdraw: { kind: "shareWithPartner", reference: customer.reference },
    });
    const fail = () => new Error("refused");
    const input = { userId: customer.userId, locale: "en" as const, at: deps.clock() };
    expect(
      await withdrawLedgerConsent(
        deps.database.db,
        { ...input, kind: "shareWithPartner", reference: customer.reference },
        fail,
      ),
    ).toBe(true);
    // Once only; and the application itself goes on (not opted out, consents step still done).
    expect(
      await withdrawLedgerConsent(
        deps.database.db,
        { ...input, kind: "shareWithPartner", reference: customer.reference },
        fail,
      ),
    ).toBe(false);
    lead = (await partnerList()).find((l) => l.reference === customer.reference);
    expect(lead?.customerName).toBe("S***** D***");
    const state = (await (await customer.send("GET", `/api/journey/${customer.reference}`)).json()).data;
    expect(state.progress.consents).toBe(true);
    expect(state.consents.shareWithPartner).toBe(false);
    const after = await ledgerOf(deps.database.db, customer.userId);
    expect(after.withdrawals.map((w) => w.purpose)).toContain("shareWithPartner");
    expect(
      after.consents.find((c) => c.purpose === "shareWithPartner" && c.granted)?.withdraw,
    ).toBeUndefined();
  });

  it("asks nothing of a customer no link brought: a posted partner box writes nothing", async () => {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    const send = (method: string, path: string, body: unknown) =>
      api.request(`http://localhost${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(JSON.stringify(body))),
          origin: "http://localhost",
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(body),
      });
    const start = await send("POST", "/api/journey/start", { product: "personal-loan" });
    const reference = (await start.json()).data.reference as string;
    for (const [step, body] of [
      ["details", detailsStep(goodPan(mobile))],
      ["product", { amount: 300_000, tenureMonths: 36 }],
      ["consents", consentBody(true)],
    ] as const) {
      expect((await send("PUT", `/api/journey/${reference}/${step}`, body)).status, step).toBe(200);
    }
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    expect(app!.partnerId).toBeNull();
    const rows = await deps.database.db
      .select()
      .from(applicationConsents)
      .where(eq(applicationConsents.applicationId, app!.id));
    expect(rows.map((r) => r.purpose).sort()).toEqual(["bureauCheck", "contact", "shareWithLenders"]);
  });
});
