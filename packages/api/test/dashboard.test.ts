import { applicationConsents, applicationOptouts, applications, auditLog } from "@loansetu/db/schema";
import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import { and, eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { loginApp, post } from "./support/login.ts";
import { pdfText } from "./support/pdf-text.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

let counter = 0;
const nextMobile = () => `7${String(300_000_000 + ++counter * 6151).slice(-9)}`;

type Lead = {
  id: string;
  leadStatus: string;
  product: string;
  canOptOut: boolean;
  consentOptedout: boolean;
  isScoreExpire: boolean;
  isconsentCreated: boolean;
  sanctioned: boolean;
  creditScore: { score: number | null } | null;
  resume: { path: string } | null;
};

describe.each(ENGINES)("dashboard API on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let demo: string;
  let stranger: string;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    demo = (await loginApp(api, deps, DEMO_CUSTOMER.mobile)).token;
    stranger = (await loginApp(api, deps, nextMobile())).token;
  });
  afterAll(() => database.dispose());

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
  const leads = async (token: string) =>
    Object.fromEntries(
      ((await call("GET", "/api/application", token)).body.data as Lead[]).map((l) => [l.id, l]),
    );

  it("lists the demo leads in every state with nested credit scores", async () => {
    const byId = await leads(demo);
    expect(Object.keys(byId)).toHaveLength(8);
    expect(byId.LS2610000001).toMatchObject({
      resume: { path: "/apply/used-car-loan?reference=LS2610000001" },
    });
    expect(byId.LS2610000002).toMatchObject({ isScoreExpire: true, canOptOut: false });
    expect(byId.LS2610000003).toMatchObject({ leadStatus: "Completed", sanctioned: true });
    expect(byId.LS2610000004).toMatchObject({
      sanctioned: true,
      canOptOut: true,
      creditScore: { score: 812 },
    });
    expect(byId.LS2610000006).toMatchObject({ product: "ev-loan", canOptOut: false, isconsentCreated: true });
    expect(byId.LS2610000007).toMatchObject({ leadStatus: "Cancelled" });
    expect(byId.LS2610000008).toMatchObject({ consentOptedout: true, canOptOut: false, resume: null });
    const filtered = await call("GET", "/api/application?product=usedCar", demo);
    expect((filtered.body.data as Lead[]).map((l) => l.id).sort()).toEqual(["LS2610000001", "LS2610000004"]);
  });

  it("shows a lead's vouchers with the §9 figures and its vehicle", async () => {
    const res = await call("GET", "/api/application/LS2610000004?systemId=2&product=usedCar", demo);
    expect(res.status).toBe(200);
    const { vouchers, vehicle } = res.body.data;
    expect(vouchers).toHaveLength(2);
    expect(vouchers[0].charges).toMatchObject({ processingFee: 5310, netDisbursedAmount: 442_562 });
    // The second offer sent no processing fee, stamp duty or valuation: 1.25 % + GST and the defaults.
    expect(vouchers[1].charges).toMatchObject({
      processingFee: Math.round(450_000 * 0.0125 * 1.18),
      stampDuty: 300,
      valuationCharges: 943,
      serviceCharges: 0,
    });
    expect(vehicle).toMatchObject({
      make_name: "Hyundai",
      model_name: "Grand i10 Nios",
      variant_name: "Sportz AMT",
      illustration: "/images/vehicles/hatchback.svg",
      kind: "car",
    });
  });

  it("finds a journey's vehicle (stored under product.vehicle) and draws a two-wheeler as one", async () => {
    const res = await call("GET", "/api/application/LS2610000003", demo);
    expect(res.body.data.vehicle).toMatchObject({
      model_name: "Activa e:",
      variant_name: "Standard",
      illustration: "/images/vehicles/scooter.svg",
      kind: "twoWheeler",
    });
  });

  it("generates the sanction letter as a PDF naming the lead, only for sanctioned leads", async () => {
    const res = await call("GET", "/api/sanction/download/LS2610000004", demo);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, fileName: "Sanction-Letter-LS2610000004.pdf" });
    const bytes = Buffer.from(res.body._file, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(new Uint8Array(bytes));
    expect(text).toContain("LS2610000004");
    expect(text).toContain("Sanction Letter");
    expect(text).toContain("₹4,50,000");
    expect(text).toContain("₹10,124");
    expect((await call("GET", "/api/sanction/download/LS2610000001", demo)).status).toBe(404);
    const doc = await call("POST", "/api/document/download", demo, {
      leadsId: "LS2610000004",
      docType: "sanction",
    });
    expect(doc.body.fileName).toBe("Sanction-Letter-LS2610000004.pdf");
    const kfs = await call("POST", "/api/document/download", demo, {
      leadsId: "LS2610000002",
      docType: "kfs",
    });
    expect(kfs.status).toBe(200);
    expect(kfs.body.fileName).toMatch(/^KFS-LS2610000002-/);
  });

  it("answers the credit score with its bands, factors and history", async () => {
    const res = await call("GET", "/api/credit-score?leadId=LS2610000004", demo);
    expect(res.body.data).toMatchObject({
      success: true,
      creditScore: 812,
      band: "excellent",
      isScoreExpire: false,
    });
    expect(res.body.data.insights.factors).toHaveLength(5);
    expect(res.body.data.insights.history.at(-1).score).toBe(812);
    expect((await call("GET", "/api/credit-score?leadId=LS2610000001", demo)).status).toBe(404);
  });

  it("answers the basic token, assets and car models", async () => {
    expect((await call("GET", "/api/basic-token", demo)).body.data.basicToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const asset = await call("GET", "/api/asset?modelId=1016&carType=used", demo);
    expect(asset.body.data).toMatchObject({ model_id: 1016, make_name: "Hyundai" });
    expect((await call("GET", "/api/car-model?model_id=1016", demo)).body.data.modelImage).toMatch(
      /^\/images\//,
    );
    expect((await call("GET", "/api/asset?modelId=999999", demo)).status).toBe(404);
    expect((await call("GET", "/api/basic-token")).status).toBe(401);
  });

  it("tells another customer nothing about the demo customer's leads", async () => {
    expect(await leads(stranger)).toEqual({});
    const attempts = [
      await call("GET", "/api/application/LS2610000004", stranger),
      await call("GET", "/api/credit-score?leadId=LS2610000004", stranger),
      await call("GET", "/api/sanction/download/LS2610000004", stranger),
      await call("POST", "/api/document/download", stranger, {
        leadsId: "LS2610000004",
        docType: "sanction",
      }),
      await call("POST", "/api/update-optout", stranger, { referenceIds: ["LS2610000005"] }),
    ];
    for (const attempt of attempts) {
      expect([403, 404]).toContain(attempt.status);
      expect(attempt.body.status).toBe(false);
      expect(JSON.stringify(attempt.body)).not.toMatch(/Asha|812|ICICI|_file/);
    }
    // A missing lead answers exactly like someone else's.
    const missing = await call("GET", "/api/application/LS2699999999", stranger);
    expect(missing).toEqual(attempts[0]);
    expect((await leads(demo)).LS2610000005?.consentOptedout).toBe(false);
  });

  it("opts out: recorded with its time, every consent withdrawn, and refused where not offered", async () => {
    const refused = await call("POST", "/api/update-optout", demo, { referenceIds: ["LS2610000006"] });
    expect(refused).toMatchObject({ status: 409, body: { message: "Error in opting out!" } });
    const res = await call("POST", "/api/update-optout", demo, {
      referenceIds: ["LS2610000005"],
      autoLogin: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: "You have successfully opted out!" });
    const lead = (await leads(demo)).LS2610000005!;
    expect(lead).toMatchObject({ consentOptedout: true, canOptOut: false });
    const [row] = await database.handle.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.reference, "LS2610000005"));
    const [optout] = await database.handle.db
      .select()
      .from(applicationOptouts)
      .where(eq(applicationOptouts.applicationId, row!.id));
    expect(optout?.optedOutAt.toISOString()).toBe(res.body.data.optedOutAt);
    const withdrawn = await database.handle.db
      .select()
      .from(applicationConsents)
      .where(and(eq(applicationConsents.applicationId, row!.id), eq(applicationConsents.granted, false)));
    expect(withdrawn.map((c) => c.purpose).sort()).toEqual(["bureauCheck", "contact", "shareWithLenders"]);
    const audit = await database.handle.db.select().from(auditLog).where(eq(auditLog.action, "opt-out"));
    expect(audit.map((a) => a.subjectId)).toContain("LS2610000005");
    // Again is harmless.
    expect((await call("POST", "/api/update-optout", demo, { referenceIds: ["LS2610000005"] })).status).toBe(
      200,
    );
    expect((await call("POST", "/api/update-optout", demo, { referenceIds: [] })).status).toBe(400);
  });

  it("answers 'Session Token has expired' on every dashboard call after the session ends", async () => {
    const { token } = await loginApp(api, deps, nextMobile());
    expect((await post(api, "/api/logout", {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    for (const [method, path, body] of [
      ["GET", "/api/application"],
      ["GET", "/api/application/LS2610000004"],
      ["GET", "/api/credit-score?leadId=LS2610000004"],
      ["GET", "/api/sanction/download/LS2610000004"],
      ["POST", "/api/update-optout", { referenceIds: ["LS2610000004"] }],
    ] as const) {
      const res = await call(method, path, token, body);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Session Token has expired");
    }
  });
});
