import { readFileSync } from "node:fs";
import { applications, lenderShares, loanReminderSettings, shortLinks, users } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { prepaymentChargeRule } from "@loansetu/domain/loan-planner";
import { smsSegments } from "@loansetu/domain/sms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { REMINDER_SMS } from "../src/my-loan/messages.ts";
import { scheduleLoanReminders } from "../src/my-loan/reminders.ts";
import { loanCalls, POSTED_SCHEDULE } from "./support/loans.ts";
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

  const { call, loanThrough } = loanCalls(() => ({ api, deps, now: at }));

  let loan: Awaited<ReturnType<typeof loanThrough>>;
  /** A session of the loan's borrower at the clock's time (an access token lasts 15 minutes). */
  const borrower = async () => (await loginApp(api, deps, "9811200001")).token;
  beforeAll(async () => {
    loan = await loanThrough("9811200001", "HDFCN52026112201");
    at = new Date("2026-11-21T06:00:00Z");
  });

  it("shows the borrower their loan: terms, the POSTED_SCHEDULE schedule by year with totals, what is next", async () => {
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
      emi: POSTED_SCHEDULE[0]!.emi,
      kfs: true,
      sanctionLetter: true,
      reminders: { sendAt: "10:00", stopped: false },
    });
    expect(data.schedule.map((year: { year: number }) => year.year)).toEqual([2026, 2027, 2028, 2029]);
    const [first, second] = data.schedule;
    expect(first.rows).toHaveLength(1);
    expect(second.rows).toHaveLength(12);
    expect(second.total.interest).toBe(
      POSTED_SCHEDULE.slice(1, 13).reduce((sum, row) => sum + row.interest, 0),
    );
    expect(second.total.balance).toBe(POSTED_SCHEDULE[12]!.balance);
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
    expect(data.plan).toMatchObject({ amount: 50_000, newBalance: 200_000, emi: POSTED_SCHEDULE[0]!.emi });
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
    expect(sms).toContain(`EMI ₹${POSTED_SCHEDULE[0]!.emi.toLocaleString("en-IN")}`);
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
    const low = await call(token, "POST", path, { emi: String(POSTED_SCHEDULE[0]!.emi - 1) }, "hi");
    expect(low.status).toBe(400);
    expect((await low.json()).message).toContain("कम से कम अपनी अभी की EMI");
    const high = await call(token, "POST", path, { emi: "9999999" });
    expect(high.status).toBe(400);
    expect((await high.json()).message).toContain("would close the loan");
    const res = await call(token, "POST", path, { emi: String(POSTED_SCHEDULE[0]!.emi + 2000) });
    expect(res.status).toBe(200);
    const { plan } = (await res.json()).data;
    expect(plan.interestSaved).toBeGreaterThan(0);
    expect(plan.monthsSaved).toBeGreaterThan(0);
    expect(plan.endDate < plan.original.endDate).toBe(true);
    const same = await (await call(token, "POST", path, { emi: String(POSTED_SCHEDULE[0]!.emi) })).json();
    expect(same.data.plan).toMatchObject({ interestSaved: 0, monthsSaved: 0 });
  });
});
