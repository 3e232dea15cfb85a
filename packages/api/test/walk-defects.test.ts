// "defects found walking the site" (server side): one test per defect, on each engine.
import { applications } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { createSessionService } from "../src/auth/session-service.ts";
import { bureauLabel } from "../src/content/bureaus.ts";
import { loadDataFile } from "../src/data/load.ts";
import { renderSanctionPdf } from "../src/documents/sanction-letter-pdf.ts";
import { createJourneyService } from "../src/journey/service.ts";
import { lastOtp, loginApp, post } from "./support/login.ts";
import { pdfText } from "./support/pdf-text.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

let counter = 0;
const nextMobile = () => `9${String(310_000_000 + ++counter * 7919).slice(-9)}`;

describe.each(ENGINES)("walk defects (server) on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
  });
  afterAll(async () => {
    await database.dispose();
  });

  const get = (path: string, token: string) =>
    api.request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });

  async function chatOtp(mobile: string, locale = "en") {
    const sent = await post(
      api,
      "/api/chatbot/send-otp",
      { mobile, retries: 0, type: "chatbot" },
      {
        "x-locale": locale,
      },
    );
    return (await sent.json()).data.id as string;
  }

  it("1: a support chat is no loan application, and its name greets the customer", async () => {
    const mobile = nextMobile();
    const referenceId = await chatOtp(mobile);
    await post(api, "/api/chatbot/verify-otp", { otp: await lastOtp(deps, mobile), referenceId, mobile });
    const lead = await post(api, "/api/create-lead", {
      productsId: 26,
      vendorsId: 5,
      mobile,
      name: "Asha Verma",
      personalEmail: "asha@example.com",
      utmSource: "chatbot",
      status: "active",
      referenceId,
    });
    expect(lead.status).toBe(200);
    const { token } = await loginApp(api, deps, mobile);
    const list = await (await get("/api/application", token)).json();
    expect(list.data).toEqual([]);
    const me = await (await get("/api/user", token)).json();
    expect(me.data.name).toEqual({ firstName: "Asha", lastName: "Verma" });
  });

  it("2: opening the journey creates no application; the first valid details step does", async () => {
    const mobile = nextMobile();
    const user = await createSessionService(deps).findOrCreateUser(mobile);
    const journeys = createJourneyService(deps);
    const input = { product: "personal-loan", backBtnSlug: "/personal-loan" };
    const draft = await journeys.open(user, input, "en");
    expect(draft).toMatchObject({ reference: "", step: "details", backBtnSlug: "/personal-loan" });
    const count = async () =>
      (await database.handle.db.select().from(applications).where(eq(applications.userId, user.id))).length;
    expect(await count()).toBe(0);
    const invalid = await journeys.saveFirstDetails(user, input, { fullName: "Ravi" }, "en");
    expect(invalid.ok).toBe(false);
    expect(await count()).toBe(0);
    const saved = await journeys.saveFirstDetails(
      user,
      input,
      {
        fullName: "Ravi Kumar",
        email: "ravi@example.in",
        dateOfBirth: "1996-01-15",
        pan: "ABCDE1234F",
        pincode: "560001",
        employment: "salaried",
        netMonthlyIncome: "80000",
      },
      "en",
    );
    expect(saved.ok).toBe(true);
    expect(await count()).toBe(1);
    // The page opened again resumes that application.
    expect((await journeys.open(user, input, "en")).reference).toMatch(/^LS\d+$/);
  });

  it("12: chatbot resend and verify take the spec's bodies; validation speaks to people, in Hindi too", async () => {
    const mobile = nextMobile();
    const referenceId = await chatOtp(mobile);
    const verified = await post(api, "/api/chatbot/verify-otp", {
      otp: await lastOtp(deps, mobile),
      referenceId,
    });
    expect(await verified.json()).toMatchObject({ status: true, data: { data: { status: true } } });
    // Resend with {referenceId, retries}: the reference is verified now, so it has expired (a sentence).
    const resent = await post(api, "/api/chatbot/resend-otp", { referenceId, retries: 1 });
    const resentBody = await resent.json();
    expect(resentBody.code).not.toBe("VALIDATION_FAILED");
    // A missing OTP: the spec's empty-field text, never zod's.
    const missing = await (await post(api, "/api/chatbot/verify-otp", { referenceId })).json();
    expect(missing.message).toBe("Field cannot be left empty.");
    const hindi = await (
      await post(api, "/api/chatbot/verify-otp", { referenceId }, { "x-locale": "hi" })
    ).json();
    expect(hindi.message).toBe("यह फ़ील्ड खाली नहीं छोड़ा जा सकता।");
    const wrongType = await (
      await post(api, "/api/chatbot/resend-otp", { referenceId, retries: "x" })
    ).json();
    expect(wrongType.message).toBe("Please check what you entered and try again.");
    for (const body of [missing, hindi, wrongType]) {
      for (const error of body.errors) expect(error.message).not.toMatch(/Invalid input|expected|received/);
    }
  });

  it("22: a sent contact message answers a reference the visitor can quote, in their language", async () => {
    const mobile = nextMobile();
    const put = (path: string, body: unknown) =>
      api.request(`http://localhost${path}`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify(body),
      });
    const sent = await post(api, "/api/contact/otp", { mobile, retries: 1, type: "contact" });
    const referenceId = (await sent.json()).data.id;
    await put("/api/contact/otp", { value: { otp: await lastOtp(deps, mobile) }, mobile, referenceId });
    const mailed = await post(
      api,
      "/api/contact/email",
      {
        name: "Meera Iyer",
        email: "meera@example.in",
        mobile,
        message: "Please call me back today.",
        referenceId,
      },
      { "x-locale": "hi" },
    );
    const body = await mailed.json();
    expect(mailed.status).toBe(200);
    expect(body.data.reference).toMatch(/^LSC-\d{6,}$/);
    expect(body.data.reference).toBe(`LSC-${String(body.data.id).padStart(6, "0")}`);
    expect(body.message).toContain(`संदर्भ नंबर ${body.data.reference}`);
  });
});

describe("16: dates people see are India's days, in words", () => {
  it("dates a sanction letter sanctioned at 00:15 IST (18:45 UTC the day before) with the Indian day", async () => {
    const lenders = await loadDataFile("lenders.json");
    const site = await loadDataFile("site.json");
    const lender = lenders.lenders[0]!;
    const bytes = await renderSanctionPdf({
      reference: "LS2611190001",
      applicantName: "Ravi Kumar",
      productName: "Personal loan",
      voucher: {
        loanAmount: 100_000,
        roi: 10,
        emi: 2124,
        tenure: 60,
        processingFee: 1000,
        processingFeeWithGst: 1180,
        stampDuty: 100,
        serviceCharges: 0,
        valuationCharges: 0,
        documentationCharges: 0,
        netDisbursedAmount: 98_720,
        apr: 10.6,
        loanId: "LS2611190001",
        voucherExpiryDate: "2026-12-19",
        offerType: "indicative",
        imgColor: lender.color,
        lenderId: lender.id,
        lenderName: lender.name,
        penalCharges: "2% a month on the overdue instalment.",
      },
      lender,
      site,
      brandName: "LoanSetu",
      sanctionedAt: new Date("2026-11-18T18:45:00Z"),
      locale: "en",
    });
    const text = pdfText(bytes);
    expect(text).toContain("19 November 2026");
    expect(text).not.toContain("2026-11-18");
  });
});

describe("17: adapters' internal names never reach a page", () => {
  it("names real bureaus in the page's language and the sandbox not at all", () => {
    expect(bureauLabel("Sandbox bureau", "en")).toBeNull();
    expect(bureauLabel("Experian", "en")).toBe("Experian");
    expect(bureauLabel("experian", "hi")).toBe("एक्सपीरियन");
    expect(bureauLabel(null, "en")).toBeNull();
  });
});

describe("15: the content and the calculator round the spec's sample the same way", () => {
  it("says ₹2,124 EMI and ₹27,440 interest wherever the sample's interest is named, in both languages", async () => {
    const { readFile, readdir } = await import("node:fs/promises");
    const { summarizeLoan } = await import("@loansetu/domain/emi");
    const sample = summarizeLoan({ principal: 100_000, annualRatePercent: 10, months: 60 });
    expect(sample).toMatchObject({ emi: 2124, totalInterest: 27_440 });
    const root = new URL("../../../content/", import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter((f) => /\.(md|json)$/.test(f));
    let naming = 0;
    for (const file of files) {
      const text = await readFile(new URL(file, root), "utf8");
      // The exact-paise interest (₹27,482) is a figure the calculator never shows.
      expect(text, file).not.toMatch(/27,482/);
      if (text.includes("27,440")) naming++;
    }
    expect(naming).toBeGreaterThanOrEqual(4); // the FAQ and the EMI article, in English and Hindi
    for (const lang of ["en", "hi"]) {
      const calc = JSON.parse(
        await readFile(
          new URL(`../../../apps/web/app/i18n/messages/${lang}/calc.json`, import.meta.url),
          "utf8",
        ),
      );
      expect(calc.disclaimer.text).toContain("₹2,124");
    }
  });
});
