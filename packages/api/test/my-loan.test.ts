import { readFileSync } from "node:fs";
import { applications, lenderShares, loanReminderSettings, shortLinks, users } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { prepaymentChargeRule } from "@loansetu/domain/loan-planner";
import { buildRepaymentSchedule } from "@loansetu/domain/repayment-schedule";
import { smsSegments } from "@loansetu/domain/sms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { createLenderKey } from "../src/lenders/keys.ts";
import { REMINDER_SMS } from "../src/my-loan/messages.ts";
import { scheduleLoanReminders } from "../src/my-loan/reminders.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// My loan (decision 0077) as the borrower meets it: a loan a lender disbursed and scheduled over the lender
// API, its page's data, the prepayment planner refusing bad input and working out a good one, and the EMI
// reminders falling due with the clock, in the borrower's language, once, and stopped by their link.

type Deps = ReturnType<typeof createTestDeps>;

describe("the EMI reminder SMS", () => {
  // The longest values it can carry: the longest lender short name, a crore-sized EMI, the longest month.
  const lenders = JSON.parse(
    readFileSync(new URL("../../../data/lenders.json", import.meta.url), "utf8"),
  ) as {
    lenders: { shortName: string }[];
  };
  const lender = lenders.lenders.map((one) => one.shortName).reduce((a, b) => (b.length > a.length ? b : a));
  it.each(["en", "hi"] as const)("in %s fits two segments with one short link", (locale) => {
    const text = REMINDER_SMS[locale]({
      brand: "LoanSetu",
      lender,
      amount: "₹12,34,567",
      date: locale === "hi" ? "30 सितंबर 2026" : "30 September 2026",
      stop: `https://www.loansetu.in${locale === "hi" ? "/hi" : ""}/l/ZZZZZZZZ`,
    });
    const { segments, units } = smsSegments(text);
    expect(segments, `${units} units: ${text}`).toBeLessThanOrEqual(2);
  });
});

describe.each(ENGINES)("My loan on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: ReturnType<typeof createApi>;
  let at = new Date("2026-11-20T06:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database, { clock: () => at });
    api = createApi(deps);
    // The server schedules the reminders' job at start (apps/web/server/bootstrap.ts); so does this file.
    scheduleLoanReminders(deps.queue, deps);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const call = (token: string | null, method: string, path: string, body?: unknown, locale = "en") => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(`http://localhost${path}`, {
      method,
      headers: {
        origin: "http://localhost",
        "x-locale": locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(text
          ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) }
          : {}),
      },
      ...(text ? { body: text } : {}),
    });
  };
  let n = 0;
  const lender = (key: string, path: string, body: unknown) =>
    api.request(`http://localhost/api/lender/v1${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "idempotency-key": `my-loan-${++n}-${Math.random().toString(36).slice(2)}`,
      },
      body: JSON.stringify(body),
    });

  const terms = { amount: 250_000, ratePercent: 14.25, tenureMonths: 36, processingFeeBase: 2500 };
  // The schedule a lender posts: 36 EMIs from 5 December 2026, as the domain's schedule works them out.
  const posted = buildRepaymentSchedule({
    principal: 250_000,
    annualRatePercent: 14.25,
    months: 36,
    start: { year: 2026, month: 12 },
  }).rows.map((row) => ({
    number: row.paymentNumber,
    dueDate: `${row.month.year}-${String(row.month.month).padStart(2, "0")}-05`,
    emi: row.totalPayment,
    principal: row.principalPayment,
    interest: row.interestPayment,
    balance: row.remainingBalance,
  }));

  /** A borrower's loan taken through the lender API to a disbursal with a posted schedule. */
  async function disbursedLoan(mobile: string, utr: string) {
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const offers = await (await call(token, "GET", `/api/journey/${reference}/offers`)).json();
    const lenderId = (offers.data.eligible as { lenderId: number }[])[0]!.lenderId;
    expect((await call(token, "POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(200);
    const { key } = await createLenderKey(deps.database.db, { lenderId, name: "test", now: at });
    const path = `/applications/${reference}`;
    expect((await lender(key, `${path}/decision`, { decision: "approve", terms })).status).toBe(200);
    expect((await call(token, "POST", `/api/applications/${reference}/lender-terms/accept`)).status).toBe(
      200,
    );
    expect((await lender(key, `${path}/sanction`, { date: "2026-11-20" })).status).toBe(200);
    expect(
      (await lender(key, `${path}/disbursal`, { amount: 250_000, date: "2026-11-21", utr })).status,
    ).toBe(200);
    expect((await lender(key, `${path}/repayment-schedule`, { instalments: posted })).status).toBe(200);
    return { token, reference, lenderId };
  }

  let loan: Awaited<ReturnType<typeof disbursedLoan>>;
  /** A session of the loan's borrower at the clock's time (an access token lasts 15 minutes). */
  const borrower = async () => (await loginApp(api, deps, "9811200001")).token;
  beforeAll(async () => {
    loan = await disbursedLoan("9811200001", "HDFCN52026112201");
    at = new Date("2026-11-21T06:00:00Z");
  });

  it("shows the borrower their loan: terms, the posted schedule by year with totals, what is next", async () => {
    expect((await call(null, "GET", `/api/my-loans/${loan.reference}`)).status).toBe(401);
    const stranger = await loginApp(api, deps, "9811200009");
    expect((await call(stranger.token, "GET", `/api/my-loans/${loan.reference}`)).status).toBe(404);

    const token = await borrower();
    const res = await call(token, "GET", `/api/my-loans/${loan.reference}`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      amount: 250_000,
      disbursedOn: "2026-11-21",
      ratePercent: 14.25,
      tenureMonths: 36,
      emi: posted[0]!.emi,
      kfs: true,
      sanctionLetter: true,
      reminders: { sendAt: "10:00", stopped: false },
    });
    expect(data.schedule.map((year: { year: number }) => year.year)).toEqual([2026, 2027, 2028, 2029]);
    const [first, second] = data.schedule;
    expect(first.rows).toHaveLength(1);
    expect(second.rows).toHaveLength(12);
    expect(second.total.interest).toBe(posted.slice(1, 13).reduce((sum, row) => sum + row.interest, 0));
    expect(second.total.balance).toBe(posted[12]!.balance);
    expect(data.position).toMatchObject({
      fallenDue: 0,
      balance: 250_000,
      next: { number: 1, dueDate: "2026-12-05" },
    });
    // The lender's grievance officer, from the lender's reference data.
    const lenders = (await deps.data.get("lenders.json")).lenders;
    const chosen = lenders.find((one) => one.id === loan.lenderId)!;
    expect(data.lender.grievance).toMatchObject({ email: chosen.grievanceOfficer.email });
    // Disbursed on 21 November, read on the same day: the cooling-off runs, exit costs one day at the APR.
    expect(data.coolingOff).toMatchObject({ running: true, daysHeld: 1, daysLeft: chosen.coolingOffDays });
    expect(data.coolingOff.exitCost).toBe(250_000 + Math.round((250_000 * data.apr) / 36_500));
    // The charge follows the rule for this lender's product (sanctioned after 1 January 2026).
    const product = chosen.products[data.product as keyof typeof chosen.products]!;
    expect(data.charge.rule).toBe(
      prepaymentChargeRule({
        rateType: product.rateType,
        borrower: "individual",
        businessPurpose: false,
        sanctionedOn: "2026-11-20",
        disclosedPercent: product.foreclosure.chargePercent,
      }).rule,
    );
    // The dashboard's list names it.
    const { createMyLoanService } = await import("../src/my-loan/service.ts");
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, loan.reference));
    expect(await createMyLoanService(deps).loans(app!.userId)).toEqual([
      { reference: loan.reference, lenderName: chosen.shortName, amount: 250_000, closed: false },
    ]);
  });

  it("plans a prepayment, and refuses one above the balance or on a past date in the borrower's language", async () => {
    const token = await borrower();
    const plan = (body: unknown, locale = "en") =>
      call(token, "POST", `/api/my-loans/${loan.reference}/prepayment-plan`, body, locale);
    const above = await plan({ amount: "2,50,001", mode: "reduceTenure", date: "" });
    expect(above.status).toBe(400);
    expect((await above.json()).errors).toEqual([
      {
        path: "amount",
        message:
          "This is more than the loan's balance of ₹2,50,000. To close the loan, see the foreclosure amount below.",
      },
    ]);
    const past = await plan({ amount: "50000", mode: "reduceTenure", date: "20/11/2026" }, "hi");
    expect(past.status).toBe(400);
    expect((await past.json()).errors).toEqual([{ path: "date", message: "आज की या उसके बाद की तारीख़ चुनें।" }]);

    const good = await plan({ amount: "₹50,000", mode: "reduceTenure", date: "21/11/2026" });
    expect(good.status).toBe(200);
    const { data } = await good.json();
    expect(data.plan).toMatchObject({ amount: 50_000, newBalance: 200_000, emi: posted[0]!.emi });
    expect(data.plan.interestSaved).toBeGreaterThan(10_000);
    expect(data.plan.months).toBeLessThan(36);
    expect(data.plan.endDate < "2029-11-05").toBe(true);
    expect(data.plan.original.endDate).toBe("2029-11-05");
    expect(data.foreclosure.principal).toBe(250_000);
    // Nothing was stored: the loan reads the same.
    const again = await (await call(token, "GET", `/api/my-loans/${loan.reference}`)).json();
    expect(again.data.position.balance).toBe(250_000);
  });

  it("keeps reminders by day: a time at night is refused", async () => {
    const token = await borrower();
    const put = (sendAt: string) =>
      call(token, "PUT", `/api/my-loans/${loan.reference}/reminders`, { sendAt });
    expect((await put("21:00")).status).toBe(400);
    expect((await put("07:30")).status).toBe(400);
    expect((await put("10:00")).status).toBe(200);
  });

  it("sends the reminder 3 days before the EMI at the time chosen, in Hindi, once; its link stops the next", async () => {
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, loan.reference));
    await deps.database.db.update(users).set({ locale: "hi" }).where(eq(users.id, app!.userId));
    const reminders = async () =>
      (await deps.outbox.list(200, "9811200001")).filter(
        (m) => m.channel === "sms" && m.body.includes("EMI"),
      );
    const before = (await reminders()).length;

    at = new Date("2026-12-02T04:29:00Z"); // 09:59 in India, 3 days before 5 December
    await deps.queue.runDue();
    expect(await reminders()).toHaveLength(before);

    at = new Date("2026-12-02T04:30:00Z"); // 10:00 in India
    await deps.queue.runDue();
    const sent = await reminders();
    expect(sent).toHaveLength(before + 1);
    const sms = sent[0]!.body;
    expect(sms).toContain(`EMI ₹${posted[0]!.emi.toLocaleString("en-IN")}`);
    expect(sms).toContain("5 दिसंबर 2026 को देनी है");
    const email = (await deps.outbox.list(200)).find(
      (m) => m.channel === "email" && m.subject?.includes("EMI"),
    );
    expect(email?.subject).toContain("5 दिसंबर 2026");

    // The half-hour after: nothing again for the same EMI.
    at = new Date("2026-12-02T05:00:00Z");
    await deps.queue.runDue();
    expect(await reminders()).toHaveLength(before + 1);

    // The stop link: a short link to the stop page, whose token stops this loan's reminders.
    expect(sms.match(/\/l\//g)).toHaveLength(1);
    const code = /\/l\/([0-9A-Za-z]{8})\s*$/.exec(sms)![1]!;
    const [link] = await deps.database.db.select().from(shortLinks).where(eq(shortLinks.code, code));
    expect(link!.targetPath).toMatch(/^\/hi\/loan-reminders\/stop\?token=/);
    const token = new URL(link!.targetPath, "http://x").searchParams.get("token")!;
    expect((await call(null, "POST", "/api/loan-reminders/stop", { token: `${token}x` })).status).toBe(400);
    expect((await call(null, "POST", "/api/loan-reminders/stop", { token })).status).toBe(200);
    const [share] = await deps.database.db
      .select()
      .from(lenderShares)
      .where(eq(lenderShares.applicationId, app!.id));
    const [settings] = await deps.database.db
      .select()
      .from(loanReminderSettings)
      .where(eq(loanReminderSettings.shareId, share!.id));
    expect(settings!.stoppedAt).not.toBeNull();

    // The next EMI's reminder time passes: nothing is sent.
    at = new Date("2027-01-02T04:30:00Z");
    await deps.queue.runDue();
    expect(await reminders()).toHaveLength(before + 1);

    // Choosing a time again turns them back on, at that time (08:00 in India is 02:30 UTC).
    expect(
      (await call(await borrower(), "PUT", `/api/my-loans/${loan.reference}/reminders`, { sendAt: "08:00" }))
        .status,
    ).toBe(200);
    at = new Date("2027-01-03T02:30:00Z");
    await deps.queue.runDue();
    expect(await reminders()).toHaveLength(before + 2);
  });

  it("plans a higher EMI: interest saved and an earlier end; a lower or too high EMI is refused in Hindi", async () => {
    const token = await borrower();
    const path = `/api/my-loans/${loan.reference}/raise-emi-plan`;
    expect((await call(null, "POST", path, { emi: "9000" })).status).toBe(401);
    const low = await call(token, "POST", path, { emi: String(posted[0]!.emi - 1) }, "hi");
    expect(low.status).toBe(400);
    expect((await low.json()).message).toContain("कम से कम अपनी अभी की EMI");
    const high = await call(token, "POST", path, { emi: "9999999" });
    expect(high.status).toBe(400);
    expect((await high.json()).message).toContain("would close the loan");
    const res = await call(token, "POST", path, { emi: String(posted[0]!.emi + 2000) });
    expect(res.status).toBe(200);
    const { plan } = (await res.json()).data;
    expect(plan.interestSaved).toBeGreaterThan(0);
    expect(plan.monthsSaved).toBeGreaterThan(0);
    expect(plan.endDate < plan.original.endDate).toBe(true);
    const same = await (await call(token, "POST", path, { emi: String(posted[0]!.emi) })).json();
    expect(same.data.plan).toMatchObject({ interestSaved: 0, monthsSaved: 0 });
  });
});
