import { applicantDetails, applicationConsents, applications } from "@loansetu/db/schema";
import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import { eq } from "@loansetu/db/sql";
import { ageOn, kolkataDate } from "@loansetu/domain/application";
import { CONSENT_TEXT_VERSION } from "@loansetu/domain/journey-steps";
import { matchOffers, type OfferApplicant } from "@loansetu/domain/offers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxScore } from "../src/adapters/bureau.ts";
import { loadDataFile } from "../src/data/load.ts";
import { decryptPan } from "../src/journey/pan-crypto.ts";
import { DOB_30, detailsStep, panWithScore, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { pdfText } from "./support/pdf-text.ts";
import { type Api, apiOver, openTestApi, type TestDeps } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

let counter = 0;
const nextMobile = () => `8${String(200_000_000 + ++counter * 7907).slice(-9)}`;

const NOW = new Date("2026-11-22T06:00:00Z");

describe.each(ENGINES)("application journey API on %s", (engine) => {
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => NOW }));
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
    const type = res.headers.get("content-type") ?? "";
    return { status: res.status, res, body: type.includes("json") ? await res.json() : null };
  };

  async function customer() {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    return { mobile, token };
  }

  it("needs a logged-in customer", async () => {
    const res = await call("POST", "/api/journey/start", undefined, { product: "personal-loan" });
    expect(res.status).toBe(401);
    expect((await call("GET", "/api/application")).status).toBe(401);
  });

  it("starts an application with status active, the §7 ids and UTM, and resumes it", async () => {
    const { token } = await customer();
    const start = await call("POST", "/api/journey/start", token, {
      product: "new-car-loan",
      backBtnSlug: "/emi-calculator",
      utm: { utm_source: "google", utm_campaign: "diwali" },
    });
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({
      product: "new-car-loan",
      productsId: 1,
      vendorsId: 5,
      status: "active",
      step: "details",
      backBtnSlug: "/emi-calculator",
      utm: { utm_source: "google", utm_campaign: "diwali" },
    });
    expect(start.body.data.reference).toMatch(/^LS\d{12}$/);
    expect(start.body.data.stages.map((s: { name: string }) => s.name)).toEqual([
      "Application submitted",
      "Documents",
      "Credit assessment",
      "Offer accepted",
      "Sanctioned",
      "Disbursed",
    ]);
    const again = await call("POST", "/api/journey/start", token, { product: "new-car-loan" });
    expect(again.body.data.reference).toBe(start.body.data.reference);
    const unknown = await call("POST", "/api/journey/start", token, { product: "gold-loan" });
    expect(unknown.status).toBe(400);
  });

  it("validates each field with the spec's messages", async () => {
    const { token } = await customer();
    const reference = (await call("POST", "/api/journey/start", token, { product: "personal-loan" })).body
      .data.reference;
    const bad = await call("PUT", `/api/journey/${reference}/details`, token, {
      fullName: "",
      email: "ravi@",
      dateOfBirth: "31-02-1990",
      pan: "ABCD1234",
      pincode: "012345",
      employment: "",
      netMonthlyIncome: "abc",
    });
    expect(bad.status).toBe(400);
    expect(
      Object.fromEntries(bad.body.errors.map((e: { path: string; message: string }) => [e.path, e.message])),
    ).toEqual({
      fullName: "Field cannot be left empty.",
      email: "Please enter valid email.",
      dateOfBirth: "Please enter a valid date of birth.",
      pan: "Please enter a valid PAN.",
      pincode: "Please enter a valid 6-digit PIN code.",
      employment: "Field cannot be left empty.",
      netMonthlyIncome: "Please enter numbers only.",
    });
    // Steps cannot be skipped.
    const early = await call("PUT", `/api/journey/${reference}/product`, token, {
      amount: 300_000,
      tenureMonths: 36,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Please complete the earlier steps first.");
  });

  it("applies for a personal loan end to end: offers by APR equal to the domain's, choose one, lead listed", async () => {
    const { token, mobile } = await customer();
    const pan = panWithScore(mobile, (s) => s !== null && s >= 760);
    const reference = await throughConsents(api, token, pan);
    const state = (await call("GET", `/api/journey/${reference}`, token)).body.data;
    expect(state.step).toBe("offers");
    expect(state.details.panMasked).toBe(`XXXXXX${pan.slice(6)}`);
    expect(state.consents).toMatchObject({ bureauCheck: true, shareWithLenders: true, contact: false });
    // The account takes its name from the first application.
    expect((await call("GET", "/api/user", token)).body.data.name).toEqual({
      firstName: "Ravi",
      lastName: "Kumar",
    });

    const offers = await call("GET", `/api/journey/${reference}/offers`, token);
    expect(offers.status).toBe(200);
    const lenders = (await loadDataFile("lenders.json")).lenders;
    const applicant: OfferApplicant = {
      age: ageOn(DOB_30, kolkataDate(NOW)),
      netMonthlyIncome: 80_000,
      employment: "salaried",
      creditScore: sandboxScore(pan, mobile),
      product: "personal",
      amount: 300_000,
      tenureMonths: 36,
    };
    const expected = matchOffers(lenders, applicant);
    expect(expected.eligible.length).toBeGreaterThan(3);
    const got = offers.body.data.eligible as { lenderId: number; apr: number; emi: number; kfsUrl: string }[];
    expect(got.map(({ lenderId, apr, emi }) => ({ lenderId, apr, emi }))).toEqual(
      expected.eligible.map(({ lenderId, apr, emi }) => ({ lenderId, apr, emi })),
    );
    expect(got[0]!.kfsUrl).toBe(`/api/offers/${reference}-${got[0]!.lenderId}/kfs.pdf?lang=en`);
    const aprs = got.map((o) => o.apr);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    const byEmi = (await call("GET", `/api/journey/${reference}/offers?sort=emi`, token)).body.data.eligible;
    const emis = byEmi.map((o: { emi: number }) => o.emi);
    expect(emis).toEqual([...emis].sort((a: number, b: number) => a - b));

    const chosen = await call("POST", `/api/journey/${reference}/choose`, token, {
      lenderId: got[1]!.lenderId,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({
      id: reference,
      loanId: reference,
      leadStatus: "active",
      voucher: { loanAmount: 300_000, tenure: 36, apr: got[1]!.apr, emi: got[1]!.emi, loanId: reference },
      resume: null,
    });
    expect(chosen.body.data.stages[0]).toEqual({ name: "Application submitted", isComplete: true });
    expect(chosen.body.data.stages.slice(1).every((s: { isComplete: boolean }) => !s.isComplete)).toBe(true);

    const list = await call("GET", "/api/application", token);
    expect(list.body.data.map((l: { id: string }) => l.id)).toContain(reference);
    expect((await call("GET", "/api/application?product=personal", token)).body.data).toHaveLength(1);
    expect((await call("GET", "/api/application?product=usedCar", token)).body.data).toHaveLength(0);

    // Submitted: no more step edits, and the next start is a new application.
    const edit = await call("PUT", `/api/journey/${reference}/product`, token, {
      amount: 200_000,
      tenureMonths: 24,
    });
    expect(edit.status).toBe(409);
    const next = await call("POST", "/api/journey/start", token, { product: "personal-loan" });
    expect(next.body.data.reference).not.toBe(reference);
  });

  it("serves each offer's Key Fact Statement as a PDF with APR, fees, net disbursed, cooling-off and grievance officer", async () => {
    const { token, mobile } = await customer();
    const reference = await throughConsents(
      api,
      token,
      panWithScore(mobile, (s) => s !== null && s >= 760),
    );
    const offer = (await call("GET", `/api/journey/${reference}/offers`, token)).body.data.eligible[0];
    const res = await api.request(`http://localhost${offer.kfsUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    const lender = (await loadDataFile("lenders.json")).lenders.find((l) => l.id === offer.lenderId)!;
    expect(text).toContain("Key Fact Statement");
    expect(text).toContain(`${offer.apr.toFixed(2)}%`);
    expect(text).toContain("Annual Percentage Rate (APR)");
    expect(text).toContain(`₹${offer.netDisbursed.toLocaleString("en-IN")}`);
    expect(text).toContain("18% GST");
    expect(text).toMatch(/Cooling-off/);
    expect(text).toContain(`${lender.coolingOffDays} days`);
    expect(text).toContain(lender.grievanceOfficer.designation);
    expect(text).toContain(lender.grievanceOfficer.email);
    expect(text).toContain(lender.grievanceOfficer.phone);
    expect((await call("GET", `/api/offers/${reference}-999/kfs.pdf`, token)).status).toBe(404);
    expect((await call("GET", "/api/offers/nonsense/kfs.pdf", token)).status).toBe(404);
  });

  it("refuses another customer's application with 404 everywhere", async () => {
    const owner = await customer();
    const other = await customer();
    const reference = await throughConsents(
      api,
      owner.token,
      panWithScore(owner.mobile, (s) => s !== null && s >= 760),
    );
    const offer = (await call("GET", `/api/journey/${reference}/offers`, owner.token)).body.data.eligible[0];
    for (const [method, path, body] of [
      ["GET", `/api/journey/${reference}`],
      ["GET", `/api/journey/${reference}/offers`],
      ["PUT", `/api/journey/${reference}/details`, detailsStep("ABCDE1234F")],
      ["PUT", `/api/journey/${reference}/product`, { amount: 100_000, tenureMonths: 12 }],
      [
        "PUT",
        `/api/journey/${reference}/consents`,
        { bureauCheck: true, shareWithLenders: true, contact: true },
      ],
      ["POST", `/api/journey/${reference}/choose`, { lenderId: offer.lenderId }],
      ["GET", offer.kfsUrl],
    ] as const) {
      const res = await call(method, path, other.token, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const resumed = await call("POST", "/api/journey/start", other.token, {
      product: "personal-loan",
      reference,
    });
    expect(resumed.status).toBe(404);
    expect((await call("GET", "/api/application", other.token)).body.data).toEqual([]);
  });

  it("keeps no plain PAN in the database, only the encrypted value and a mask", async () => {
    const { token, mobile } = await customer();
    const pan = panWithScore(mobile, (s) => s !== null);
    const reference = await throughConsents(api, token, pan);
    await call("GET", `/api/journey/${reference}/offers`, token);
    const db = database.handle.db;
    const dump = JSON.stringify([
      await db.select().from(applications),
      await db.select().from(applicantDetails),
      await db.select().from(applicationConsents),
    ]);
    expect(dump).not.toContain(pan);
    expect(dump.toLowerCase()).not.toContain(pan.toLowerCase());
    const [row] = await db.select().from(applications).where(eq(applications.reference, reference));
    const [stored] = await db
      .select()
      .from(applicantDetails)
      .where(eq(applicantDetails.applicationId, row!.id));
    expect(stored!.panEncrypted).toMatch(/^v1:/);
    expect(stored!.panMasked).toBe(`XXXXXX${pan.slice(6)}`);
    expect(decryptPan(stored!.panEncrypted, deps.config.PAN_ENCRYPTION_KEY, row!.id)).toBe(pan);
    // Bound to its application: the same ciphertext does not open for another row.
    expect(() =>
      decryptPan(stored!.panEncrypted, deps.config.PAN_ENCRYPTION_KEY, crypto.randomUUID()),
    ).toThrow();
  });

  it("records each consent separately with its purpose, text version and time", async () => {
    const { token, mobile } = await customer();
    const reference = await throughConsents(
      api,
      token,
      panWithScore(mobile, (s) => s !== null),
    );
    const db = database.handle.db;
    const [row] = await db.select().from(applications).where(eq(applications.reference, reference));
    const consents = await db
      .select()
      .from(applicationConsents)
      .where(eq(applicationConsents.applicationId, row!.id));
    expect(consents.map((c) => [c.purpose, c.granted, c.textVersion, c.givenAt.toISOString()])).toEqual([
      ["bureauCheck", true, CONSENT_TEXT_VERSION, NOW.toISOString()],
      ["shareWithLenders", true, CONSENT_TEXT_VERSION, NOW.toISOString()],
      ["contact", false, CONSENT_TEXT_VERSION, NOW.toISOString()],
    ]);
    const missing = await call("PUT", `/api/journey/${reference}/consents`, token, {
      bureauCheck: false,
      shareWithLenders: true,
      contact: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: "bureauCheck", message: "Please tick this box to continue." },
    ]);
    const stale = await call("PUT", `/api/journey/${reference}/consents`, token, {
      bureauCheck: true,
      shareWithLenders: true,
      contact: true,
      textVersion: "2020-01-v0",
    });
    expect(stale.status).toBe(409);
  });

  it("tells an applicant under 21 why no lender makes an offer", async () => {
    const { token, mobile } = await customer();
    const reference = await throughConsents(
      api,
      token,
      panWithScore(mobile, (s) => s !== null && s >= 760),
      "personal-loan",
      { amount: 300_000, tenureMonths: 36 },
      { dateOfBirth: "2007-01-01" },
    );
    const offers = (await call("GET", `/api/journey/${reference}/offers`, token)).body.data;
    expect(offers.eligible).toEqual([]);
    expect(offers.reasons[0]).toMatchObject({
      id: "eligibility.minAge",
      message: "You must be at least 21 years old.",
      params: { min: 21 },
    });
    expect(offers.ineligible.length).toBeGreaterThan(10);
  });

  it("applies for a used-car loan with a catalogue car and its value", async () => {
    const { token, mobile } = await customer();
    const bad = await call("POST", "/api/journey/start", token, { product: "used-car-loan" });
    const ref = bad.body.data.reference;
    await call(
      "PUT",
      `/api/journey/${ref}/details`,
      token,
      detailsStep(panWithScore(mobile, (s) => s !== null && s >= 760)),
    );
    const missing = await call("PUT", `/api/journey/${ref}/product`, token, {
      amount: 400_000,
      tenureMonths: 48,
    });
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(["variantId", "vehicleValue"]);
    const reference = await throughConsents(
      api,
      token,
      panWithScore(mobile, (s) => s !== null && s >= 760),
      "used-car-loan",
      {
        amount: 400_000,
        tenureMonths: 48,
        variantId: 10002,
        vehicleValue: 500_000,
      },
    );
    expect(reference).toBe(ref);
    const state = (await call("GET", `/api/journey/${reference}`, token)).body.data;
    expect(state.productDetails).toMatchObject({
      vehicle: { variantId: 10002, type: "car", value: 500_000 },
      vehicleLabel: "Maruti Suzuki Alto K10 VXi",
    });
    const offers = (await call("GET", `/api/journey/${reference}/offers`, token)).body.data.eligible;
    expect(offers.length).toBeGreaterThan(3);
    // The loan-to-value caps the amount (e.g. 85 % of ₹5,00,000) and valuation is deducted at disbursal.
    expect(offers.every((o: { amount: number }) => o.amount <= 450_000)).toBe(true);
    expect(offers.some((o: { valuationCharges: number }) => o.valuationCharges === 943)).toBe(true);
    const lead = await call("POST", `/api/journey/${reference}/choose`, token, {
      lenderId: offers[0].lenderId,
    });
    expect(lead.body.data.voucher.valuationCharges).toBeGreaterThanOrEqual(0);
    const list = (await call("GET", "/api/application?product=usedCar", token)).body.data;
    expect(list[0]).toMatchObject({ id: reference, product: "used-car-loan", productsId: 2, vendorsId: 5 });
  });

  it("creates a lead with §7 create-lead, for the customer's own mobile only", async () => {
    const { token, mobile } = await customer();
    const res = await call("POST", "/api/create-lead", token, {
      productsId: 2,
      vendorsId: 5,
      mobile,
      name: "Ravi Kumar",
      personalEmail: "ravi@example.in",
      encryptedFields: [],
      utmSource: "blog",
      status: "active",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      leadStatus: "active",
      product: "used-car-loan",
      productsId: 2,
      vendorsId: 5,
      name: "Ravi Kumar",
      personalEmail: "ravi@example.in",
      isconsentCreated: false,
      resume: { step: "details" },
    });
    const other = await call("POST", "/api/create-lead", token, {
      productsId: 5,
      vendorsId: 5,
      mobile: "9123456780",
    });
    expect(other.status).toBe(403);
    const invalid = await call("POST", "/api/create-lead", token, {
      productsId: 5,
      vendorsId: 5,
      mobile: "12345",
    });
    expect(invalid.body.message).toBe("Please enter correct mobile number");
  });

  it("creates at most ten leads an account a day through create-lead", async () => {
    const { token, mobile } = await customer();
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push(await call("POST", "/api/create-lead", token, { productsId: 5, vendorsId: 5, mobile }));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(2).fill(429)]);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toMatch(/many requests/);
  });

  it("lists the demo customer's seeded applications in several stages", async () => {
    const { token } = await loginApp(api, deps, DEMO_CUSTOMER.mobile);
    const leads = (await call("GET", "/api/application", token)).body.data as {
      id: string;
      leadStatus: string;
      stages: { isComplete: boolean }[];
      voucher: { lenderName: string } | null;
      lender: { shortName: string } | null;
      isNbfcLead: boolean;
    }[];
    const byId = Object.fromEntries(leads.map((l) => [l.id, l]));
    expect(byId.LS2610000001?.stages.filter((s) => s.isComplete)).toHaveLength(0);
    expect(byId.LS2610000002?.stages.filter((s) => s.isComplete)).toHaveLength(2);
    expect(byId.LS2610000002?.lender?.shortName).toBe("HDFC Bank");
    expect(byId.LS2610000003).toMatchObject({ leadStatus: "Completed", isNbfcLead: true });
    const kfs = await api.request("http://localhost/api/offers/LS2610000002-1/kfs.pdf", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(kfs.status).toBe(200);
    expect(pdfText(new Uint8Array(await kfs.arrayBuffer()))).toContain("11.64%");
  });

  it("answers 503 when the configured bureau is not available", async () => {
    const { deps: bureauDeps, api: bureauApi } = apiOver(database, {
      clock: () => NOW,
      env: { BUREAU_PROVIDER: "cic-http" },
    });
    const mobile = nextMobile();
    const { token } = await loginApp(bureauApi, bureauDeps, mobile);
    const saved = api;
    api = bureauApi;
    try {
      const reference = await throughConsents(api, token, "ABCDE1234F");
      const res = await call("GET", `/api/journey/${reference}/offers`, token);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/credit bureau/);
    } finally {
      api = saved;
    }
  });
});
