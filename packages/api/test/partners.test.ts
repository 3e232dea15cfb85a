import { applicantDetails, applications, auditLog, partners } from "@loansetu/db/schema";
import { eq, sql } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import {
  attributionFor,
  REFERRAL_COOKIE,
  readReferralCookie,
  referralCookieFor,
  referralCookieValue,
} from "../src/partners/attribution.ts";
import { answerPartnerConfirmation } from "../src/partners/customer-confirmation.ts";
import {
  grandPrixStandings,
  kolkataMonth,
  LEADERBOARD_TTL_MS,
  leaderboard,
} from "../src/partners/grand-prix.ts";
import { partnerLeads } from "../src/partners/partner-leads.ts";
import { PARTNER_COOKIE } from "../src/partners/policy.ts";
import { countPlatformFigures } from "../src/site/statistics.ts";
import { freshPipelineLead } from "../src/studio/pipeline/demo-seed.ts";
import { lastOtp, loginApp, post } from "./support/login.ts";
import { shortLinkIn } from "./support/short-links.ts";
import { signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// Partner sign-up, approval, sign-in, first-touch attribution and what a partner may read.

const DAY = 24 * 3600_000;
let mobileCounter = 0;
const nextMobile = () => `9${String(700_000_000 + (Date.now() % 100_000_000) + ++mobileCounter).slice(-9)}`;

describe.each(ENGINES)("channel partners on %s", (engine) => {
  let database: TestDatabase;
  let now = new Date("2026-11-20T06:00:00Z");
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => now }));
  });
  afterAll(() => database.dispose());

  /** Signs a partner up through the API, approves them in the studio and signs them in: their cookie. */
  async function approvedPartner(name: string, taxId = "ABCPE1234F") {
    const mobile = nextMobile();
    const sent = await post(api, "/api/partners/otp", { mobile });
    expect(sent.status).toBe(200);
    const referenceId = (await sent.json()).data.id;
    const signUp = await post(api, "/api/partners/sign-up", {
      kind: "dealer",
      businessName: name,
      contactName: "Ravi Sharma",
      mobile,
      email: "ravi@example.com",
      city: "Jaipur",
      taxId,
      referenceId,
      otp: await lastOtp(deps, mobile),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const [row] = await deps.database.db.select().from(partners).where(eq(partners.mobile, mobile));
    expect(row!.status).toBe("pending");
    // Not approved yet: the log-in is refused.
    const early = await post(api, "/api/partners/otp", { mobile });
    now = new Date(now.getTime() + 31_000);
    const refused = await post(api, "/api/partner/sign-in", {
      mobile,
      referenceId: (await early.json()).data.id,
      otp: await lastOtp(deps, mobile),
    });
    expect(refused.status).toBe(401);
    const ops = await signedInEmployee(deps, ["operations"]);
    const approved = await api.request(`http://localhost/api/studio/partners/${row!.id}/approve`, {
      method: "POST",
      headers: ops.headers,
      body: "{}",
    });
    expect(approved.status).toBe(200);
    const again = await post(api, "/api/partners/otp", { mobile });
    const signIn = await post(api, "/api/partner/sign-in", {
      mobile,
      referenceId: (await again.json()).data.id,
      otp: await lastOtp(deps, mobile),
    });
    expect(signIn.status).toBe(200);
    const setCookies = signIn.headers.getSetCookie();
    const token = /ls_partner=([^;]+)/.exec(setCookies[0] ?? "")?.[1];
    expect(token).toBeTruthy();
    // Scoped like the studio cookie: the partner area and the programme page only, never "/".
    expect(setCookies.every((c) => !/Path=\/;/.test(c) && /HttpOnly/.test(c))).toBe(true);
    expect(setCookies.some((c) => c.includes("Path=/hi/partner;"))).toBe(true);
    return { id: row!.id, code: row!.code, mobile, cookie: `${PARTNER_COOKIE}=${token}` };
  }

  it("signs a partner up (PAN encrypted, audited), refuses log-in until approved, and approves in the studio", async () => {
    const partner = await approvedPartner("Sharma Motors");
    const [row] = await deps.database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.panEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain("ABCPE1234F");
    expect(row!.panMasked).toBe("XXXXXX234F");
    const entries = await deps.database.db.select().from(auditLog).where(eq(auditLog.subjectId, partner.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["partner.approve", "partner.sign-up"]);
    expect(JSON.stringify(entries)).not.toContain("ABCPE1234F");
  });

  /** Signs a partner up through the API in a language and leaves them pending: their row. */
  async function pendingPartner(name: string, locale: "en" | "hi", email: string) {
    const mobile = nextMobile();
    const headers = { "x-locale": locale };
    const sent = await post(api, "/api/partners/otp", { mobile }, headers);
    const signUp = await post(
      api,
      "/api/partners/sign-up",
      {
        kind: "dsa",
        businessName: name,
        contactName: "Asha Verma",
        mobile,
        email,
        city: "Indore",
        taxId: "ABCPE1234F",
        referenceId: (await sent.json()).data.id,
        otp: await lastOtp(deps, mobile),
      },
      headers,
    );
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const [row] = await deps.database.db.select().from(partners).where(eq(partners.mobile, mobile));
    expect(row!.locale).toBe(locale);
    return row!;
  }

  it("tells the partner by SMS and e-mail, in the language they signed up in, when they are approved or rejected", async () => {
    const ops = await signedInEmployee(deps, ["operations"]);
    const decide = (id: string, decision: string, remarks?: string) =>
      api.request(`http://localhost/api/studio/partners/${id}/${decision}`, {
        method: "POST",
        headers: ops.headers,
        body: JSON.stringify(remarks ? { remarks } : {}),
      });

    const english = await pendingPartner("Notice Motors", "en", "notice-en@example.com");
    expect(await deps.outbox.list(10, english.mobile!)).toHaveLength(1); // the sign-up OTP only
    expect((await decide(english.id, "approve")).status).toBe(200);
    const [sms] = await deps.outbox.list(1, english.mobile!);
    expect(sms!.body).toBe(
      `LoanSetu: Notice Motors is approved as a channel partner. Your partner code is ${english.code}. Log in with this mobile number at ${deps.config.publicOrigin}/partner`,
    );
    const [mail] = await deps.outbox.list(1, "notice-en@example.com");
    expect(mail!.subject).toBe("LoanSetu: you are approved as a channel partner");
    expect(mail!.body).toContain(`Your partner code is ${english.code}.`);

    const hindi = await pendingPartner("सूचना ऑटो", "hi", "notice-hi@example.com");
    expect((await decide(hindi.id, "reject", "GSTIN दस्तावेज़ मेल नहीं खाता")).status).toBe(200);
    const [hindiSms] = await deps.outbox.list(1, hindi.mobile!);
    expect(hindiSms!.body).toBe(
      "LoanSetu: हम सूचना ऑटो को चैनल पार्टनर के रूप में स्वीकृति नहीं दे सके। कारण: GSTIN दस्तावेज़ मेल नहीं खाता। पूरी जानकारी आपको ई-मेल की गई है।",
    );
    const [hindiMail] = await deps.outbox.list(1, "notice-hi@example.com");
    expect(hindiMail!.subject).toBe("LoanSetu: आपका चैनल पार्टनर साइन अप");
    expect(hindiMail!.body).toContain("कारण: GSTIN दस्तावेज़ मेल नहीं खाता");

    // A refused decision (already decided) tells nobody anything a second time.
    expect((await decide(hindi.id, "approve")).status).toBe(409);
    expect(await deps.outbox.list(10, hindi.mobile!)).toHaveLength(2);
    // Suspending is not a sign-up decision: no notice.
    expect((await decide(english.id, "suspend", "Paused for a document check")).status).toBe(200);
    expect(await deps.outbox.list(10, english.mobile!)).toHaveLength(2);
  });

  it("keeps a partner's own payout bank account: validated, encrypted, shown masked, audited, rate-limited", async () => {
    const partner = await approvedPartner("Bank Motors");
    const other = await approvedPartner("Other Motors");
    const bank = (cookie: string | null, method: "GET" | "PUT", body?: unknown) =>
      api.request("http://localhost/api/partner/bank-details", {
        method,
        headers: {
          "content-type": "application/json",
          origin: "http://localhost",
          ...(cookie ? { cookie } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const good = {
      accountNumber: "5010 0123 4567 89",
      confirmAccountNumber: "50100123456789",
      ifsc: "hdfc0001234",
      holderName: "Bank Motors",
    };
    // Signed out: nothing, not even the validation.
    expect((await bank(null, "PUT", good)).status).toBe(401);
    expect((await bank(null, "GET")).status).toBe(401);
    expect((await (await bank(partner.cookie, "GET")).json()).data).toBeNull();
    // The IFSC's format (4 letters, 0, 6 letters or digits), the account number twice, a name.
    for (const bad of [
      { ...good, ifsc: "HDFC1001234" },
      { ...good, ifsc: "HDF00001234" },
      { ...good, ifsc: "HDFC000123" },
      { ...good, confirmAccountNumber: "50100123456788" },
      { ...good, accountNumber: "12345678", confirmAccountNumber: "12345678" },
      { ...good, holderName: "<script>" },
    ]) {
      expect((await bank(partner.cookie, "PUT", bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const saved = await bank(partner.cookie, "PUT", good);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({
      accountMasked: "XXXXXXXXXX6789",
      ifsc: "HDFC0001234",
      holderName: "Bank Motors",
    });
    const read = await (await bank(partner.cookie, "GET")).json();
    expect(read.data.accountMasked).toBe("XXXXXXXXXX6789");
    expect(JSON.stringify(read)).not.toContain("50100123456789");
    const [row] = await deps.database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.bankAccountEncrypted).toMatch(/^v1:/);
    expect(row!.bankAccountEncrypted).not.toContain("50100123456789");
    // Ownership: another partner's session reads and writes only their own.
    expect((await (await bank(other.cookie, "GET")).json()).data).toBeNull();
    const entries = await deps.database.db.select().from(auditLog).where(eq(auditLog.subjectId, partner.id));
    expect(entries.filter((e) => e.action === "partner.bank-details")).toHaveLength(1);
    // Five changes a day: the sixth is refused.
    for (let i = 0; i < 4; i++) expect((await bank(partner.cookie, "PUT", good)).status).toBe(200);
    const limited = await bank(partner.cookie, "PUT", good);
    expect(limited.status).toBe(429);
  });

  it("refuses a bad PAN or GSTIN and a control character, and only operations may approve", async () => {
    const mobile = nextMobile();
    const bad = await post(api, "/api/partners/sign-up", {
      kind: "dsa",
      businessName: "Loans\u0000R Us",
      contactName: "A B",
      mobile,
      email: "x@example.com",
      city: "Pune",
      taxId: "ABCDE12345",
      referenceId: crypto.randomUUID(),
      otp: "1234",
    });
    expect(bad.status).toBe(400);
    const finance = await signedInEmployee(deps, ["finance"]);
    const res = await api.request(`http://localhost/api/studio/partners/${crypto.randomUUID()}/approve`, {
      method: "POST",
      headers: finance.headers,
      body: "{}",
    });
    expect(res.status).toBe(403);
  });

  it("attributes a customer's lead to the first partner whose link they opened, for 30 days", async () => {
    const first = await approvedPartner("Gupta Auto Hub", "27AAPFU0939F1ZV");
    const second = await approvedPartner("Verma Finance Point");
    const secure = false;
    const touched = await referralCookieFor(
      deps,
      new URLSearchParams({ ref: first.code.toLowerCase() }),
      null,
      secure,
    );
    expect(touched).toMatch(new RegExp(`^${REFERRAL_COOKIE}=${first.code}\\.`));
    const cookie = touched!.split(";")[0]!;
    // A second partner's link within 30 days does not replace the first touch…
    expect(
      await referralCookieFor(deps, new URLSearchParams({ ref: second.code }), cookie, secure),
    ).toBeNull();
    // …an unknown code leaves no cookie, and a forged (back-dated) cookie is not read.
    expect(await referralCookieFor(deps, new URLSearchParams({ ref: "ZZZZZZZZ" }), null, secure)).toBeNull();
    const forged = cookie.replace(/\.(\d+)\./, (_m, s) => `.${Number(s) - 40 * 86400}.`);
    expect(readReferralCookie(deps.config.LINK_SECRET, forged.split("=")[1])).toBeNull();

    now = new Date(now.getTime() + 10 * DAY);
    const customer = nextMobile();
    const { token } = await loginApp(api, deps, customer);
    const start = await api.request("http://localhost/api/journey/start", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${token}`,
        cookie,
      },
      body: JSON.stringify({ product: "personal-loan", partnerId: second.id }),
    });
    expect(start.status).toBe(200);
    const reference = (await start.json()).data.reference;
    const [lead] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    expect(lead!.partnerId).toBe(first.id);
    expect(lead!.attributionSource).toBe("link");
    // A customer who came through the link agreed to nothing about the partner: masked in the partner's list.
    await deps.database.db
      .update(applications)
      .set({ name: "Meena Kumari" })
      .where(eq(applications.reference, reference));
    const listed = await partnerLeads(deps.database.db, first.id);
    expect(listed.find((l) => l.reference === reference)).toMatchObject({
      customerName: "M**** K*****",
      customerMobile: `${customer.slice(0, 2)}XXXXXX${customer.slice(-2)}`,
    });

    // A later application of the same customer with the second partner's cookie stays with the first.
    const secondTouch = referralCookieValue(deps.config.LINK_SECRET, { code: second.code, at: now });
    const again = await attributionFor(deps.database.db, lead!.userId, { code: second.code, at: now }, now);
    expect(again?.partnerId).toBe(first.id);
    expect(secondTouch).toContain(second.code);

    // After 30 days the first touch has lapsed: a touch older than the window attributes nothing.
    const later = new Date(lead!.attributedAt!.getTime() + 30 * DAY + 1000);
    expect(await attributionFor(deps.database.db, lead!.userId, null, later)).toBeNull();
    const oldTouch = { code: second.code, at: new Date(later.getTime() - 31 * DAY) };
    expect(await attributionFor(deps.database.db, lead!.userId, oldTouch, later)).toBeNull();
    const freshTouch = { code: second.code, at: new Date(later.getTime() - DAY) };
    expect((await attributionFor(deps.database.db, lead!.userId, freshTouch, later))?.partnerId).toBe(
      second.id,
    );
  });

  it("builds the customer's login link on the site's own address, whatever Host the partner's request names", async () => {
    const partner = await approvedPartner("Host Header Motors");
    const customer = nextMobile();
    const started = await api.request("http://evil.example/api/partner/applications", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        host: "evil.example",
        origin: "http://evil.example",
        cookie: partner.cookie,
      },
      body: JSON.stringify({ mobile: customer, name: "Sunita Devi", product: "used-car-loan" }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const sms = (await deps.outbox.list(50)).find((m) => m.recipient === customer);
    const { link, target } = await shortLinkIn(deps, sms!.body);
    expect(link.startsWith(`${deps.config.publicOrigin}/l/`)).toBe(true);
    expect(target).toMatch(/^\/\?userToken=/);
    expect(sms?.body).not.toContain("evil.example");
  });

  it("shows a partner only their own leads, masked, with no PAN, score or offer; no one else gets in", async () => {
    const mine = await approvedPartner("Kapoor Cars");
    const other = await approvedPartner("Mehta Wheels");
    const customer = nextMobile();
    const started = await api.request("http://localhost/api/partner/applications", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", cookie: mine.cookie },
      body: JSON.stringify({ mobile: customer, name: "Sunita Devi", product: "used-car-loan" }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { reference } = (await started.json()).data;
    // The customer's SMS is queued with a login link that opens the journey; the partner gave no consent.
    const sms = (await deps.outbox.list(50)).find((m) => m.recipient === customer);
    const { target } = await shortLinkIn(deps, sms!.body);
    expect(target).toContain("userToken=");
    expect(target).toContain("apply%2Fused-car-loan");
    const [lead] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    expect(lead).toMatchObject({
      partnerId: mine.id,
      attributionSource: "partner_started",
      submittedAt: null,
    });

    await deps.database.db
      .update(applications)
      .set({ creditScore: 781, voucher: { loanAmount: 500_000, roi: 11 } })
      .where(eq(applications.id, lead!.id));
    const list = await api.request("http://localhost/api/partner/leads", {
      headers: { cookie: mine.cookie },
    });
    expect(list.status).toBe(200);
    const items = (await list.json()).data.items;
    expect(items).toHaveLength(1);
    // A lead the partner started: the name and mobile they typed themselves, in full.
    expect(items[0]).toMatchObject({ reference, customerName: "Sunita Devi", customerMobile: customer });
    const text = JSON.stringify(items);
    // The score as a value (":781"): the customer's mobile, now shown in full, may hold the digits 781.
    for (const secret of [":781", "500000", "roi", "pan"]) expect(text).not.toContain(secret);

    const theirs = await api.request("http://localhost/api/partner/leads", {
      headers: { cookie: other.cookie },
    });
    expect((await theirs.json()).data.items.map((i: { reference: string }) => i.reference)).not.toContain(
      reference,
    );
    const { token } = await loginApp(api, deps, nextMobile());
    const ops = await signedInEmployee(deps, ["operations"]);
    const strangers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}` },
      { cookie: ops.cookie },
    ];
    for (const headers of strangers) {
      expect((await api.request("http://localhost/api/partner/leads", { headers })).status).toBe(401);
    }
    // A suspended partner is signed out at once.
    const ops2 = await signedInEmployee(deps, ["operations"]);
    const suspend = await api.request(`http://localhost/api/studio/partners/${other.id}/suspend`, {
      method: "POST",
      headers: ops2.headers,
      body: JSON.stringify({ remarks: "Complaint under review" }),
    });
    expect(suspend.status).toBe(200);
    expect(
      (await api.request("http://localhost/api/partner/leads", { headers: { cookie: other.cookie } })).status,
    ).toBe(401);
  });

  /** Starts an application for `mobile` as the partner: the response. */
  function startFor(partner: { cookie: string }, mobile: string, product = "used-car-loan") {
    return api.request("http://localhost/api/partner/applications", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", cookie: partner.cookie },
      body: JSON.stringify({ mobile, name: "Typed By Partner", product }),
    });
  }

  /** The customer starts an application themselves (with the referral cookie, if any): its row. */
  async function ownApplication(token: string, product: string, cookie?: string) {
    const start = await api.request("http://localhost/api/journey/start", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${token}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ product }),
    });
    expect(start.status, await start.clone().text()).toBe(200);
    const reference = (await start.json()).data.reference as string;
    const [row] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    return row!;
  }

  it("attributes a partner-started application only when its customer says yes, and nothing else of theirs", async () => {
    const partner = await approvedPartner("Claiming Motors");
    const stranger = nextMobile();
    const started = await startFor(partner, stranger);
    expect(started.status, await started.clone().text()).toBe(200);
    const { reference } = (await started.json()).data;
    // A second stranger, who will say no.
    const second = nextMobile();
    const again = await startFor(partner, second, "personal-loan");
    expect(again.status, await again.clone().text()).toBe(200);
    const ref2 = (await again.json()).data.reference;
    const [lead] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    // Anyone can type a mobile: the application carries the partner (to ask the customer) but is not attributed.
    expect(lead).toMatchObject({
      partnerId: partner.id,
      attributionSource: "partner_started",
      attributedAt: null,
    });

    // The partner sees what they typed and that the customer has not confirmed, nothing of the customer's.
    await deps.database.db
      .update(applications)
      .set({
        stages: [
          { name: "Started", isComplete: true },
          { name: "Submitted", isComplete: true },
        ],
      })
      .where(eq(applications.id, lead!.id));
    const waiting = (await partnerLeads(deps.database.db, partner.id)).find((l) => l.reference === reference);
    expect(waiting).toMatchObject({
      reference,
      waiting: true,
      stage: null,
      status: null,
      customerName: "Typed By Partner",
      customerMobile: stranger,
    });

    // The customer's own later application (no partner link opened) is not the partner's.
    now = new Date(now.getTime() + DAY);
    const { token } = await loginApp(api, deps, stranger);
    const own = await ownApplication(token, "personal-loan");
    expect(own.partnerId).toBeNull();
    expect(await attributionFor(deps.database.db, lead!.userId, null, now)).toBeNull();

    // Nothing of the customer's is saved on it before they answer.
    const customerCall = (method: string, path: string, body: unknown) =>
      api.request(`http://localhost/api/journey/${reference}/${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          origin: "http://localhost",
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(body),
      });
    const early = await customerCall("PUT", "details", { fullName: "Real Name" });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toMatch(
      /whether the partner who started this application is helping/,
    );
    // Someone else cannot answer for it.
    const { token: otherToken } = await loginApp(api, deps, nextMobile());
    const foreign = await api.request(`http://localhost/api/journey/${reference}/partner-confirmation`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${otherToken}`,
      },
      body: JSON.stringify({ helping: true }),
    });
    expect(foreign.status).toBe(404);

    // "Yes" attributes that application alone; the customer's other applications stay theirs.
    const yes = await customerCall("POST", "partner-confirmation", { helping: true });
    expect(yes.status, await yes.clone().text()).toBe(200);
    const [confirmed] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    expect(confirmed!.attributedAt).toEqual(now);
    const listed = await partnerLeads(deps.database.db, partner.id);
    expect(listed.map((l) => l.reference).sort()).toEqual([reference, ref2].sort());
    expect(listed.find((l) => l.reference === reference)).toMatchObject({
      waiting: false,
      stage: "documents",
      status: "active",
    });
    expect(await attributionFor(deps.database.db, lead!.userId, null, now)).toBeNull();
    const later = await ownApplication(token, "business-loan");
    expect(later.partnerId).toBeNull();
    // Answered once: a second answer changes nothing.
    expect((await customerCall("POST", "partner-confirmation", { helping: false })).status).toBe(404);
    expect(await answerPartnerConfirmation(deps, lead!.userId, reference, false)).toBe(false);

    // "No" detaches the application from the partner; it stays the customer's.
    const [row2] = await deps.database.db.select().from(applications).where(eq(applications.reference, ref2));
    // Another customer cannot answer for it.
    expect(await answerPartnerConfirmation(deps, lead!.userId, ref2, true)).toBe(false);
    expect(await answerPartnerConfirmation(deps, row2!.userId, ref2, false)).toBe(true);
    const [declined] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, ref2));
    expect(declined).toMatchObject({
      userId: row2!.userId,
      partnerId: null,
      attributionSource: null,
      attributedAt: null,
    });
    expect((await partnerLeads(deps.database.db, partner.id)).map((l) => l.reference)).toEqual([reference]);
    const audit = await deps.database.db.select().from(auditLog).where(eq(auditLog.leadId, row2!.id));
    expect(audit.map((a) => a.action)).toContain("partner.application.decline");
  });

  it("refuses a start for another partner's customer and for an open application with one identical answer", async () => {
    const first = await approvedPartner("Link Owner Cars");
    const second = await approvedPartner("Curious Motors");
    // A customer who came through the first partner's link and applied.
    const linked = nextMobile();
    const touched = await referralCookieFor(deps, new URLSearchParams({ ref: first.code }), null, false);
    const linkedLogin = await loginApp(api, deps, linked);
    const viaLink = await ownApplication(linkedLogin.token, "personal-loan", touched!.split(";")[0]!);
    expect(viaLink.partnerId).toBe(first.id);
    // A customer with no partner who already has this loan open.
    const busy = nextMobile();
    const busyLogin = await loginApp(api, deps, busy);
    await ownApplication(busyLogin.token, "used-car-loan");

    const withPartner = await startFor(second, linked);
    const withOpen = await startFor(second, busy);
    const bodies = [await withPartner.json(), await withOpen.json()];
    expect([withPartner.status, withOpen.status]).toEqual([409, 409]);
    for (const body of bodies) delete body.requestId;
    expect(bodies[0]).toEqual(bodies[1]);
    expect(JSON.stringify(bodies[0])).not.toMatch(/another partner|open application/i);
    // The first partner may still start one for their own customer (it waits for the customer's answer).
    expect((await startFor(first, linked)).status).toBe(200);
  });

  it("answers in Hindi for a Hindi caller: an unapproved log-in, a rejection without a reason", async () => {
    const mobile = nextMobile();
    const sent = await post(api, "/api/partners/otp", { mobile }, { "x-locale": "hi" });
    const refused = await post(
      api,
      "/api/partner/sign-in",
      { mobile, referenceId: (await sent.json()).data.id, otp: await lastOtp(deps, mobile) },
      { "x-locale": "hi" },
    );
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe(
      "इस मोबाइल नंबर से कोई स्वीकृत पार्टनर खाता नहीं है। अगर आपने साइन अप किया है, तो हम अभी आपका विवरण जाँच रहे हैं।",
    );
    const ops = await signedInEmployee(deps, ["operations"]);
    const reject = await api.request(`http://localhost/api/studio/partners/${crypto.randomUUID()}/reject`, {
      method: "POST",
      headers: { ...ops.headers, "x-locale": "hi" },
      body: "{}",
    });
    expect(reject.status).toBe(400);
    expect((await reject.json()).message).toBe("कृपया कारण लिखें।");
  });

  it("ranks the Sales Grand Prix by disbursed amount, then count, from the database, cached a minute", async () => {
    const a = await approvedPartner("Alpha Autos");
    const b = await approvedPartner("Beta Bikes");
    const month = kolkataMonth(now);
    const before = await grandPrixStandings(deps, month);
    const disburse = async (partnerId: string, amount: number) => {
      const { token } = await loginApp(api, deps, nextMobile());
      const start = await api.request("http://localhost/api/journey/start", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost",
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ product: "personal-loan" }),
      });
      const reference = (await start.json()).data.reference;
      await deps.database.db
        .update(applications)
        .set({
          partnerId,
          attributedAt: now,
          attributionSource: "link",
          status: "Completed",
          disbursedAt: now,
          voucher: { loanAmount: amount },
        })
        .where(eq(applications.reference, reference));
    };
    await disburse(a.id, 300_000);
    await disburse(b.id, 200_000);
    await disburse(b.id, 100_000);
    // Within the minute the cached standings are answered…
    expect(await grandPrixStandings(deps, month)).toBe(before);
    now = new Date(now.getTime() + LEADERBOARD_TTL_MS);
    const standings = await grandPrixStandings(deps, month);
    const mine = (id: string) => standings.ranked.find((entry) => entry.partnerId === id);
    // …then equal amounts: Beta has two loans, so it ranks above Alpha.
    expect(mine(b.id)).toMatchObject({ amount: 300_000, count: 2 });
    expect(mine(a.id)!.rank).toBe(mine(b.id)!.rank + 1);
    const board = leaderboard(standings);
    expect(board.map((row) => row.name)).toContain("Beta B.");
    expect(JSON.stringify(board)).not.toMatch(/partnerId|mobile|LS\d/);
  });

  it("counts the home page figures from the database", async () => {
    const before = await countPlatformFigures(deps.database.db);
    await approvedPartner("Singh Motors");
    const after = await countPlatformFigures(deps.database.db);
    expect(after.total_channel_partner).toBe(before.total_channel_partner + 1);
    expect(after.total_customer).toBeGreaterThanOrEqual(2);
  });

  it("counts cities, not PIN prefixes: two Delhi districts are one city, an unlisted PIN code none", async () => {
    const pins = ["110017", "110092", "400001", "400070", "999999"];
    for (const pincode of pins) {
      const reference = await freshPipelineLead(deps, String(9_700_000_000 + pins.indexOf(pincode)));
      const [app] = await deps.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.reference, reference));
      await deps.database.db
        .update(applicantDetails)
        .set({ pincode })
        .where(eq(applicantDetails.applicationId, app!.id));
    }
    // The database's applicants live in three sorting districts (110, 400, 999): two cities we serve.
    const districts = await deps.database.db
      .selectDistinct({ prefix: sql<string>`left(${applicantDetails.pincode}, 3)` })
      .from(applicantDetails);
    expect(districts.map((d) => d.prefix).sort()).toEqual(["110", "400", "999"]);
    expect((await countPlatformFigures(deps.database.db)).total_launch_cities).toBe(2);
  });
});
