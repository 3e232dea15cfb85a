import { readFileSync } from "node:fs";
import { lenderWebhookDeliveries, supportTickets } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { smsSegments } from "@loansetu/domain/sms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { createLenderKey } from "../src/lenders/keys.ts";
import { CLOSURE_SMS } from "../src/lenders/messages.ts";
import { createLenderPortal } from "../src/lenders/portal-service.ts";
import { createLenderUser } from "../src/lenders/portal-users.ts";
import { scheduleLoanReminders } from "../src/my-loan/reminders.ts";
import { loanCalls, POSTED_SCHEDULE } from "./support/loans.ts";
import { loginApp } from "./support/login.ts";
import { signedInEmployee } from "./support/studio.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// After the disbursal, as the lender reports it (decision 0078): EMIs paid or missed, the loan closed, its
// no-dues certificate, the borrower's one-tap grievance when the certificate is late, and disputes sent to
// the lender. Each lender call is idempotent and scoped to its lender; bad input changes nothing.

type Deps = ReturnType<typeof createTestDeps>;
/** The smallest file that is a PDF by its content (header and end marker). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("the closure and certificate SMS", () => {
  // The longest values they carry: the longest lender short name and reference, a short link.
  const lenders = JSON.parse(
    readFileSync(new URL("../../../data/lenders.json", import.meta.url), "utf8"),
  ) as { lenders: { shortName: string }[] };
  const lender = lenders.lenders.map((one) => one.shortName).reduce((a, b) => (b.length > a.length ? b : a));
  for (const kind of ["loanClosed", "noDuesCertificate", "disputeAnswered"] as const)
    it.each(["en", "hi"] as const)(`${kind} in %s fits two segments with one short link`, (locale) => {
      const text = CLOSURE_SMS[kind][locale]({
        brand: "LoanSetu",
        lender,
        reference: "LS261120000123",
        dispute: "LD48213907",
        link: `https://www.loansetu.in${locale === "hi" ? "/hi" : ""}/l/ZZZZZZZZ`,
      });
      const { segments, units } = smsSegments(text);
      expect(segments, `${units} units: ${text}`).toBeLessThanOrEqual(2);
    });
});

describe.each(ENGINES)("Closure, payments and disputes on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: ReturnType<typeof createApi>;
  let at = new Date("2026-11-20T06:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database, { clock: () => at });
    api = createApi(deps);
    scheduleLoanReminders(deps.queue, deps);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const { call, lender, lenderGet, loanThrough } = loanCalls(() => ({ api, deps, now: at }));

  let loan: Awaited<ReturnType<typeof loanThrough>>;
  let otherKey: string;
  const borrower = async () => (await loginApp(api, deps, "9811300001")).token;
  beforeAll(async () => {
    loan = await loanThrough("9811300001", "HDFCN52026112301", { until: "scheduled" });
    // Another lender's key: every call on this loan answers it 404.
    const otherId = loan.lenderId === 1 ? 2 : 1;
    otherKey = (await createLenderKey(deps.database.db, { lenderId: otherId, name: "other", now: at })).key;
  });

  it("records an EMI paid once per key, refuses bad payments, and My loan counts what is paid", async () => {
    at = new Date("2026-12-06T06:00:00Z");
    const payment = {
      instalment: 1,
      status: "paid",
      date: "2026-12-05",
      amount: POSTED_SCHEDULE[0]!.emi,
      reference: "NACH0001",
    };
    const idem = `closure-${Math.random().toString(36).slice(2)}`;
    const first = await lender(loan.key, `${loan.path}/payments`, payment, idem);
    expect(first.status).toBe(200);
    const again = await lender(loan.key, `${loan.path}/payments`, payment, idem);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    const changed = await lender(loan.key, `${loan.path}/payments`, { ...payment, amount: 1 }, idem);
    expect(changed.status).toBe(422);

    const above = await lender(loan.key, `${loan.path}/payments`, {
      ...payment,
      instalment: 2,
      amount: 999_999,
    });
    expect(above.status).toBe(400);
    expect((await above.json()).errors[0].path).toBe("amount");
    expect((await lender(loan.key, `${loan.path}/payments`, { ...payment, instalment: 99 })).status).toBe(
      400,
    );
    expect(
      (await lender(loan.key, `${loan.path}/payments`, { ...payment, instalment: 2, date: "2027-01-05" }))
        .status,
    ).toBe(400);
    expect((await lender(otherKey, `${loan.path}/payments`, payment)).status).toBe(404);

    const mine = (await (await call(await borrower(), "GET", `/api/my-loans/${loan.reference}`)).json()).data;
    expect(mine.payments.paidCount).toBe(1);
    expect(mine.payments.paidAmount).toBe(POSTED_SCHEDULE[0]!.emi);
    expect(mine.payments.next.number).toBe(2);
    expect(mine.payments.balance).toBe(POSTED_SCHEDULE[0]!.balance);
    expect(mine.closure).toBeNull();

    // EMI 2 paid early: its reminder, due 3 days before 5 January at 10:00 in India, is not sent.
    const early = { instalment: 2, status: "paid", date: "2026-12-06", amount: POSTED_SCHEDULE[1]!.emi };
    expect((await lender(loan.key, `${loan.path}/payments`, early)).status).toBe(200);
    at = new Date("2027-01-02T04:30:00Z");
    await deps.queue.runDue();
    const reminders = (await deps.outbox.list(50, "9811300001")).filter(
      (m) => m.channel === "sms" && m.body.includes("EMI"),
    );
    expect(reminders).toHaveLength(0);
    at = new Date("2026-12-06T06:00:00Z");
  });

  it("refuses to close a loan that is not disbursed, or another lender's; closes once and tells the borrower", async () => {
    const pending = await loanThrough("9811300002", "", { until: "approved" });
    const notDisbursed = await lender(pending.key, `${pending.path}/closure`, {
      date: "2026-12-06",
      reason: "repaid",
    });
    expect(notDisbursed.status).toBe(409);
    expect(
      (await lender(otherKey, `${loan.path}/closure`, { date: "2026-12-06", reason: "repaid" })).status,
    ).toBe(404);
    expect(
      (await lender(loan.key, `${loan.path}/closure`, { date: "2026-11-01", reason: "repaid" })).status,
    ).toBe(400);
    expect(
      (await lender(loan.key, `${loan.path}/closure`, { date: "2026-12-06", reason: "gone" })).status,
    ).toBe(400);
    // The certificate cannot come before the closure.
    expect(
      (
        await lender(
          loan.key,
          `${loan.path}/no-dues-certificate`,
          PDF,
          `closure-${Math.random().toString(36).slice(2)}`,
          "PUT",
        )
      ).status,
    ).toBe(409);

    const closed = await lender(loan.key, `${loan.path}/closure`, {
      date: "2026-12-06",
      reason: "foreclosed",
    });
    expect(closed.status).toBe(200);
    expect((await closed.json()).data.closure).toMatchObject({ date: "2026-12-06", reason: "foreclosed" });
    expect(
      (await lender(loan.key, `${loan.path}/closure`, { date: "2026-12-06", reason: "repaid" })).status,
    ).toBe(409);
    expect(
      (
        await lender(loan.key, `${loan.path}/payments`, {
          instalment: 2,
          status: "paid",
          date: "2026-12-06",
          amount: 10,
        })
      ).status,
    ).toBe(409);
    const sms = (await deps.outbox.list(50, "9811300001")).filter((m) => m.channel === "sms");
    expect(sms.some((m) => m.body.includes(`${loan.reference} closed`))).toBe(true);
    expect(
      (await lender(loan.key, `${loan.path}/repayment-schedule`, { instalments: POSTED_SCHEDULE })).status,
    ).toBe(409);
    const read = (await (await lenderGet(loan.key, `/applications/${loan.reference}`)).json()).data;
    expect(read.closure).toMatchObject({ reason: "foreclosed", certificate: null });
  });

  it("raises a grievance in one tap only once the certificate is late, once, into the support queue", async () => {
    const token = await borrower();
    const early = await call(
      token,
      "POST",
      `/api/my-loans/${loan.reference}/certificate-grievance`,
      undefined,
      "hi",
    );
    expect(early.status).toBe(409);
    expect((await early.json()).message).toContain("नो-ड्यूज़ सर्टिफ़िकेट");
    const mine = (await (await call(token, "GET", `/api/my-loans/${loan.reference}`)).json()).data;
    expect(mine.closure.certificateLate).toBe(false);

    at = new Date(at.getTime() + 16 * 86_400_000); // past the 15 days promised
    const late = await borrower();
    const raised = await call(late, "POST", `/api/my-loans/${loan.reference}/certificate-grievance`);
    expect(raised.status).toBe(200);
    const { reference } = (await raised.json()).data;
    expect(reference).toMatch(/^ST\d{8}$/);
    const twice = await call(late, "POST", `/api/my-loans/${loan.reference}/certificate-grievance`);
    expect((await twice.json()).data.reference).toBe(reference);
    const [ticket] = await deps.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.reference, reference));
    expect(ticket).toMatchObject({ kind: "grievance", status: "open" });
    const view = (await (await call(late, "GET", `/api/my-loans/${loan.reference}`)).json()).data;
    expect(view.closure.grievanceTicket).toMatchObject({ reference, status: "open" });
  });

  it("takes the certificate as a PDF only, and only the borrower downloads it", async () => {
    const wrong = await lender(
      loan.key,
      `${loan.path}/no-dues-certificate`,
      PNG,
      `closure-${Math.random().toString(36).slice(2)}`,
      "PUT",
    );
    expect(wrong.status).toBe(400);
    const renamed = await lender(
      loan.key,
      `${loan.path}/no-dues-certificate`,
      Buffer.from("not a pdf at all"),
      `closure-${Math.random().toString(36).slice(2)}`,
      "PUT",
    );
    expect(renamed.status).toBe(400);
    expect(
      (
        await lender(
          otherKey,
          `${loan.path}/no-dues-certificate`,
          PDF,
          `closure-${Math.random().toString(36).slice(2)}`,
          "PUT",
        )
      ).status,
    ).toBe(404);
    const idem = `closure-${Math.random().toString(36).slice(2)}`;
    const stored = await lender(loan.key, `${loan.path}/no-dues-certificate`, PDF, idem, "PUT");
    expect(stored.status).toBe(200);
    const replay = await lender(loan.key, `${loan.path}/no-dues-certificate`, PDF, idem, "PUT");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");

    const token = await borrower();
    const file = await call(token, "GET", `/api/my-loans/${loan.reference}/no-dues-certificate.pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const stranger = await loginApp(api, deps, "9811300009");
    expect(
      (await call(stranger.token, "GET", `/api/my-loans/${loan.reference}/no-dues-certificate.pdf`)).status,
    ).toBe(404);
    expect((await call(null, "GET", `/api/my-loans/${loan.reference}/no-dues-certificate.pdf`)).status).toBe(
      401,
    );
    const sms = (await deps.outbox.list(50, "9811300001")).filter((m) => m.channel === "sms");
    expect(sms.some((m) => m.body.includes("no-dues certificate"))).toBe(true);
    const view = (await (await call(token, "GET", `/api/my-loans/${loan.reference}`)).json()).data;
    expect(view.closure.certificate).not.toBeNull();
    expect(view.closure.certificateLate).toBe(false);
  });

  it("sends a borrower's dispute to that lender only, with a webhook, and shows the lender's answer", async () => {
    const hook = await lender(
      loan.key,
      "/webhook-endpoint",
      { url: "https://lender.example/hooks" },
      `closure-${Math.random().toString(36).slice(2)}`,
      "PUT",
    );
    expect(hook.status).toBe(200);
    const token = await borrower();
    const short = await call(token, "POST", `/api/my-loans/${loan.reference}/disputes`, {
      category: "other",
      text: "bad",
    });
    expect(short.status).toBe(400);
    const opened = await call(token, "POST", `/api/my-loans/${loan.reference}/disputes`, {
      category: "paymentNotCredited",
      text: "I paid the December EMI but it shows unpaid.",
    });
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()).data;
    expect(dispute.reference).toMatch(/^LD\d{8}$/);
    const deliveries = await deps.database.db
      .select()
      .from(lenderWebhookDeliveries)
      .where(eq(lenderWebhookDeliveries.eventType, "loan.dispute_opened"));
    expect(deliveries).toHaveLength(1);
    expect(JSON.stringify(deliveries[0]!.payload)).not.toContain("December EMI");

    const listed = (await (await lenderGet(loan.key, "/disputes")).json()).data.items;
    expect(listed.map((d: { reference: string }) => d.reference)).toContain(dispute.reference);
    const others = (await (await lenderGet(otherKey, "/disputes")).json()).data.items;
    expect(others).toHaveLength(0);
    const answer = { answer: "The EMI was credited on 6 December; the statement shows it paid." };
    expect((await lender(otherKey, `/disputes/${dispute.reference}/answer`, answer)).status).toBe(404);
    expect((await lender(loan.key, `/disputes/${dispute.reference}/answer`, answer)).status).toBe(200);
    expect((await lender(loan.key, `/disputes/${dispute.reference}/answer`, answer)).status).toBe(409);
    // The borrower is told once, by SMS, that the answer is on My loan.
    const told = (await deps.outbox.list(50, "9811300001")).filter(
      (m) => m.channel === "sms" && m.body.includes(`answered your dispute ${dispute.reference}`),
    );
    expect(told).toHaveLength(1);
    const view = (await (await call(token, "GET", `/api/my-loans/${loan.reference}`)).json()).data;
    expect(view.disputes[0]).toMatchObject({
      reference: dispute.reference,
      status: "answered",
      answer: answer.answer,
    });
  });

  it("lets operations staff fetch the certificate and see every lender's disputes; not a viewer", async () => {
    const ops = await signedInEmployee(deps, ["operations"]);
    const viewer = await signedInEmployee(deps, ["viewer"]);
    const path = `http://localhost/api/studio/leads/${loan.reference}/no-dues-certificate`;
    const file = await api.request(path, { headers: ops.headers });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await api.request(path, { headers: viewer.headers })).status).toBe(403);
    const disputes = await api.request("http://localhost/api/studio/lenders/disputes", {
      headers: ops.headers,
    });
    expect(disputes.status).toBe(200);
    const items = (await disputes.json()).data.items as { applicationId: string; status: string }[];
    expect(items.find((item) => item.applicationId === loan.reference)?.status).toBe("answered");
  });

  it("takes the same steps from the portal's forms, for a role that may act, and refuses a read-only user", async () => {
    at = new Date("2026-12-06T06:00:00Z");
    const other = await loanThrough("9811300004", "HDFCN52026112304", { until: "scheduled" });
    const portal = createLenderPortal(deps);
    const userOf = async (role: "creditOfficer" | "readOnly") => {
      const made = await createLenderUser(deps.database.db, {
        lenderId: other.lenderId,
        email: `${role}-${Date.now()}@lender.example`,
        name: "Portal Officer",
        role,
        keyHex: deps.config.PAN_ENCRYPTION_KEY,
        now: at,
        createdBy: "test",
      });
      return {
        id: made.id,
        lenderId: other.lenderId,
        lenderName: made.lenderName,
        email: made.email,
        name: "Portal Officer",
        role,
      };
    };
    const caller = { ip: "127.0.0.1" };
    const reader = await userOf("readOnly");
    const payment = {
      instalment: 1,
      status: "paid" as const,
      date: "2026-12-05",
      amount: POSTED_SCHEDULE[0]!.emi,
    };
    await expect(portal.reportPayment(reader, other.reference, payment, caller, "en")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const officer = await userOf("creditOfficer");
    await portal.reportPayment(officer, other.reference, payment, caller, "en");
    await portal.close(
      officer,
      other.reference,
      { date: "2026-12-06", reason: "balanceTransferred" },
      caller,
      "en",
    );
    await portal.certificate(officer, other.reference, new Uint8Array(PDF), caller, "en");
    const overview = await portal.application(officer, other.reference);
    expect(overview.closure).toMatchObject({ reason: "balanceTransferred" });
    expect(overview.timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(["paymentPaid", "closed", "noDues"]),
    );
  });
});
