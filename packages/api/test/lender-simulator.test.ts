import { serve } from "@hono/node-server";
import { applications, lenderShares, loanPayments } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { LENDER_RATING_MIN } from "@loansetu/domain/lender-ratings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DISPUTE_ANSWER,
  decide,
  noDuesCertificatePdf,
  paymentsDue,
  STATEMENT_REASON,
  scheduleOf,
  startLenderSimulator,
} from "../../../scripts/lender-simulate.ts";
import { createLenderKey } from "../src/lenders/keys.ts";
import { scheduleLoanReminders } from "../src/my-loan/reminders.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loanCalls } from "./support/loans.ts";
import { loginApp } from "./support/login.ts";
import { signedInEmployee } from "./support/studio.ts";
import { type Api, openTestApi, type TestDeps } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

// `npm run lender:simulate` against a real HTTP server: the simulator knows only the public lender API and
// its webhooks, and takes a loan from the share through a counter-offer the borrower accepts to the
// disbursal and the repayment schedule.

describe.each(ENGINES)("the lender simulator on %s", (engine) => {
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;
  let server: ReturnType<typeof serve>;
  let base = "";

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    deps.queue.start(100);
  });
  afterAll(async () => {
    await deps.queue.stop();
    server.close();
    await database.dispose();
  });

  it("decides by its published rules", () => {
    const offer = { amount: 300_000, ratePercent: 12, tenureMonths: 36, processingFeeBase: 3000 };
    expect(decide({ creditScore: 650, chosenOffer: offer })).toEqual({
      decision: "reject",
      reason: "creditScore",
    });
    expect(decide({ creditScore: null, chosenOffer: offer }).decision).toBe("reject");
    expect(decide({ creditScore: 780, chosenOffer: offer })).toEqual({
      decision: "counter",
      terms: { ...offer, amount: 270_000 },
    });
    expect(decide({ creditScore: 780, chosenOffer: { ...offer, amount: 150_000 } })).toEqual({
      decision: "approve",
      terms: { ...offer, amount: 150_000 },
    });
    const schedule = scheduleOf({ ...offer, emi: 9965 }, new Date("2026-12-01T00:00:00Z"));
    expect(schedule).toHaveLength(36);
    expect(schedule.at(-1)!.balance).toBe(0);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(300_000);
    // Servicing rule 4: what fell due by the day and was not reported yet.
    expect(paymentsDue(schedule, "2026-11-30", new Set()).map((row) => row.number)).toEqual([]);
    expect(paymentsDue(schedule, "2027-01-01", new Set()).map((row) => row.number)).toEqual([1, 2]);
    expect(paymentsDue(schedule, "2027-01-01", new Set([1])).map((row) => row.number)).toEqual([2]);
    // Servicing rule 5: a PDF whose cross-reference offsets point at its objects, naming loan and lender.
    const pdf = noDuesCertificatePdf({
      applicationId: "LS12345678",
      lenderName: "HDFC (Bank)",
      closedOn: "2027-01-05",
    });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n") && text.endsWith("%%EOF\n")).toBe(true);
    expect(text).toContain("LS12345678");
    expect(text).toContain("HDFC \\(Bank\\)");
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    for (const [index, offset] of offsets.entries())
      expect(text.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    expect(
      noDuesCertificatePdf({
        applicationId: "LS12345678",
        lenderName: "HDFC (Bank)",
        closedOn: "2027-01-05",
      }),
    ).toEqual(pdf);
  });

  it("takes a loan from the share to the disbursal through the public API and webhooks only", async () => {
    const mobile = "9822200001";
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const offers = (await (await call("GET", `/api/journey/${reference}/offers`)).json()) as {
      data: { eligible: { lenderId: number }[] };
    };
    const lenderId = offers.data.eligible[0]!.lenderId;
    const { key } = await createLenderKey(deps.database.db, { lenderId, name: "simulator", now: new Date() });
    const lines: string[] = [];
    const simulator = await startLenderSimulator({
      base,
      key,
      delayMs: 50,
      port: 0,
      pollMs: 60_000,
      log: (line) => lines.push(line),
    });
    try {
      expect((await call("POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(200);
      const status = async () => {
        const [row] = await deps.database.db
          .select({ share: lenderShares })
          .from(lenderShares)
          .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
          .where(eq(applications.reference, reference));
        return row?.share;
      };
      // The share's webhook reaches the simulator, which reads the application and counters (₹3 lakh asked).
      await expect.poll(async () => (await status())?.status, { timeout: 20_000 }).toBe("countered");
      expect((await status())!.terms).toMatchObject({ amount: 270_000 });
      expect((await call("POST", `/api/applications/${reference}/lender-terms/accept`)).status).toBe(200);
      // offer.accepted → sanction → disbursal → schedule.
      await expect
        .poll(async () => (await status())?.schedule?.length ?? 0, {
          timeout: 20_000,
          message: lines.join("\n"),
        })
        .toBe(36);
      const share = (await status())!;
      expect(share).toMatchObject({ status: "disbursed", disbursal: { amount: 270_000 } });
      const [lead] = await deps.database.db
        .select()
        .from(applications)
        .where(eq(applications.reference, reference));
      expect(lead).toMatchObject({ status: "Completed" });
      expect(lines.some((line) => line.startsWith("webhook application.shared"))).toBe(true);
      expect(lines.some((line) => line.startsWith("webhook offer.accepted"))).toBe(true);
    } finally {
      await simulator.stop();
    }
  });

  it("with --ask-documents, asks for the bank statement and decides once the borrower uploads it", async () => {
    const mobile = "9822200011";
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const offers = (await (await call("GET", `/api/journey/${reference}/offers`)).json()) as {
      data: { eligible: { lenderId: number }[] };
    };
    const lenderId = offers.data.eligible[0]!.lenderId;
    const { key } = await createLenderKey(deps.database.db, { lenderId, name: "sim-docs", now: new Date() });
    const lines: string[] = [];
    const simulator = await startLenderSimulator({
      base,
      key,
      delayMs: 50,
      port: 0,
      pollMs: 60_000,
      askDocuments: true,
      log: (line) => lines.push(line),
    });
    const checklist = async () =>
      (
        (await (await call("GET", `/api/applications/${reference}/documents`)).json()) as {
          data: { lenders: { status: string; items: { kind: string; reason: string | null }[] }[] };
        }
      ).data.lenders[0];
    try {
      expect((await call("POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(200);
      // The request reaches the borrower's checklist with its reason; no decision before the statement.
      await expect
        .poll(async () => (await checklist())?.items.find((item) => item.kind === "bankStatement")?.reason, {
          timeout: 20_000,
          message: lines.join("\n"),
        })
        .toBe(STATEMENT_REASON);
      expect((await checklist())!.status).toBe("shared");
      const form = new FormData();
      form.set("kind", "bankStatement");
      form.set(
        "file",
        new File([new TextEncoder().encode("%PDF-1.4\n% statement\ntrailer <<>>\n%%EOF\n")], "statement.pdf"),
      );
      const uploaded = await fetch(`${base}/api/applications/${reference}/documents`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      await expect
        .poll(async () => (await checklist())?.status, { timeout: 20_000, message: lines.join("\n") })
        .toBe("countered");
      expect(lines.some((line) => line.startsWith("webhook documents.updated"))).toBe(true);
    } finally {
      await simulator.stop();
    }
  });
});

// Issue 46's acceptance through the simulator: a loan it disbursed with a schedule, the EMI reminder in the
// borrower's language when the clock reaches it, a prepayment planned, a dispute answered, the EMI paid on its
// day, the loan closed with its certificate, and the borrower's rating beside that lender's next offer
// without changing the order. The simulator shares the API's test clock, so moving the clock is time passing
// for both; its steps come on its polls (the webhooks' signatures carry the moved time, which a real
// receiver refuses as stale, so the polls carry it, as they would a missed webhook).
describe.each(ENGINES)("a loan serviced by the lender simulator on %s", (engine) => {
  const DAY = 86_400_000;
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;
  let server: ReturnType<typeof serve>;
  let base = "";
  // The start is the time now, so the webhooks before the first move verify at the simulator.
  let at = new Date(Math.floor(Date.now() / 60_000) * 60_000);

  beforeAll(async () => {
    // The clock stands still between moves, so every poll after a move falls in one "minute" of the key's
    // rate limit (300 calls by default; a poll every 200 ms makes 4): the limit is lifted here.
    ({ database, deps, api } = await openTestApi(engine, {
      clock: () => at,
      env: { LENDER_API_CALLS_PER_MINUTE: "1000000" },
    }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    // The server schedules the reminders' job at start (apps/web/server/bootstrap.ts); so does this file.
    scheduleLoanReminders(deps.queue, deps);
    deps.queue.start(100);
  });
  afterAll(async () => {
    await deps.queue.stop();
    server.close();
    await database.dispose();
  });

  const { call, loanThrough } = loanCalls(() => ({ api, deps, now: at }));

  it("takes a Hindi borrower's loan from the schedule to a closed loan and a rating beside the next offer", async () => {
    const mobile = "9822200021";
    const hindi = async () => (await loginApp(api, deps, mobile)).token;
    let token = await hindi();
    const reference = await throughConsents(api, token, goodPan(mobile));
    const offers = await (
      await call(token, "GET", `/api/journey/${reference}/offers`, undefined, "hi")
    ).json();
    const lenderId = (offers.data.eligible as { lenderId: number }[])[0]!.lenderId;
    const lenders = (await deps.data.get("lenders.json")).lenders;
    const lenderName = lenders.find((one) => one.id === lenderId)!.shortName;
    const { key } = await createLenderKey(deps.database.db, { lenderId, name: "simulator", now: at });
    const lines: string[] = [];
    const simulator = await startLenderSimulator({
      base,
      key,
      delayMs: 50,
      port: 0,
      pollMs: 200,
      // 40 days: after the first EMI (a month after the disbursal), so the loan is serviced before it closes.
      closeAfterMs: 40 * DAY,
      lenderName,
      clock: () => at,
      log: (line) => lines.push(line),
    });
    const myLoan = async () =>
      (await (await call(token, "GET", `/api/my-loans/${reference}`, undefined, "hi")).json()).data;
    try {
      // Chosen in Hindi: the simulator counters the ₹3 lakh asked; the borrower accepts; it sanctions,
      // disburses and posts the schedule.
      expect((await call(token, "POST", `/api/journey/${reference}/choose`, { lenderId }, "hi")).status).toBe(
        200,
      );
      await expect
        .poll(
          async () =>
            (await call(token, "POST", `/api/applications/${reference}/lender-terms/accept`, undefined, "hi"))
              .status,
          { timeout: 20_000 },
        )
        .toBe(200);
      await expect.poll(async () => (await myLoan())?.position?.next?.number, { timeout: 20_000 }).toBe(1);
      const loan = await myLoan();
      expect(loan).toMatchObject({ amount: 270_000, tenureMonths: 36 });
      const first = loan.position.next as { number: number; dueDate: string };

      // The clock reaches 10:00 in India three days before the first EMI: the reminder goes, in Hindi.
      const reminders = async () =>
        (await deps.outbox.list(200, mobile)).filter((m) => m.channel === "sms" && m.body.includes("EMI"));
      expect(await reminders()).toHaveLength(0);
      at = new Date(Date.parse(`${first.dueDate}T04:30:00Z`) - 3 * DAY);
      await deps.queue.runDue();
      await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
      const sms = (await reminders())[0]!.body;
      expect(sms).toContain(`EMI ₹${loan.emi.toLocaleString("en-IN")}`);
      expect(sms).toContain("को देनी है");
      expect(sms).not.toMatch(/\bdue\b/i);

      // A prepayment planned on My loan, in Hindi (nothing is stored).
      token = await hindi();
      const day = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
      const planned = await call(
        token,
        "POST",
        `/api/my-loans/${reference}/prepayment-plan`,
        { amount: "50000", mode: "reduceTenure", date: day.split("-").reverse().join("/") },
        "hi",
      );
      expect(planned.status).toBe(200);
      const { plan } = (await planned.json()).data;
      expect(plan).toMatchObject({ amount: 50_000, newBalance: 220_000 });
      expect(plan.interestSaved).toBeGreaterThan(0);

      // A dispute: the simulator answers it, courteously, after its delay.
      const opened = await call(
        token,
        "POST",
        `/api/my-loans/${reference}/disputes`,
        { category: "other", text: "मुझे अपने लोन खाते का विवरण चाहिए।" },
        "hi",
      );
      expect(opened.status).toBe(200);
      await expect
        .poll(async () => (await myLoan()).disputes[0]?.answer, {
          timeout: 20_000,
        })
        .toBe(DISPUTE_ANSWER);

      // The first EMI's day: the simulator reports it paid, on that date.
      at = new Date(`${first.dueDate}T06:00:00Z`);
      token = await hindi();
      await expect
        .poll(
          async () =>
            (await deps.database.db.select().from(loanPayments)).map((row) => ({
              instalment: row.instalment,
              status: row.status,
              date: row.date,
            })),
          { timeout: 20_000 },
        )
        .toEqual([{ instalment: 1, status: "paid", date: first.dueDate }]);

      // 41 days after the disbursal: reported closed as foreclosed, then its no-dues certificate.
      at = new Date(Date.parse(loan.disbursedOn) + 41 * DAY + 6 * 3_600_000);
      token = await hindi();
      await expect
        .poll(async () => Boolean((await myLoan()).closure?.certificate), {
          timeout: 20_000,
        })
        .toBe(true);
      expect((await myLoan()).closure).toMatchObject({ reason: "foreclosed" });
      const file = await call(
        token,
        "GET",
        `/api/my-loans/${reference}/no-dues-certificate.pdf`,
        undefined,
        "hi",
      );
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toContain("application/pdf");
      const pdf = Buffer.from(await file.arrayBuffer()).toString("latin1");
      expect(pdf).toContain(reference);
      expect(pdf).toContain(lenderName);
    } catch (error) {
      // The simulator's whole log, up to the failure (a poll's message holds only the lines before it).
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${lines.join("\n")}`);
    } finally {
      await simulator.stop();
    }

    // The borrower rates the lender at closure; LENDER_RATING_MIN - 1 other borrowers of that lender rate it at
    // disbursal (their loans taken through the lender API directly).
    const rating = {
      stars: 5,
      rateAsPromised: true,
      unexpectedFees: false,
      feesWhich: "",
      comment: "अच्छी सेवा।",
    };
    const rated = await call(
      token,
      "POST",
      `/api/my-loans/${reference}/lender-rating`,
      { ...rating, stage: "closure" },
      "hi",
    );
    expect(rated.status).toBe(200);
    for (let i = 1; i < LENDER_RATING_MIN; i++) {
      const other = await loanThrough(`98222001${10 + i}`, `SIMLRATE000000${10 + i}`, { lenderId });
      const res = await call(other.token, "POST", `/api/my-loans/${other.reference}/lender-rating`, {
        ...rating,
        stage: "disbursal",
      });
      expect(res.status).toBe(200);
    }

    // Another applicant's offers before the ratings are approved: no rating shown; then approved in the studio.
    const applicant = await loginApp(api, deps, "9822200031");
    const next = await throughConsents(api, applicant.token, goodPan("9822200031"));
    type Offer = { lenderId: number; rating: { count: number; stars: number } | null };
    const offersOf = async () =>
      (await (await call(applicant.token, "GET", `/api/journey/${next}/offers`)).json()).data
        .eligible as Offer[];
    const before = await offersOf();
    expect(before.find((offer) => offer.lenderId === lenderId)?.rating).toBeNull();
    const ops = await signedInEmployee(deps, ["operations"]);
    const queue = await (
      await api.request("http://localhost/api/studio/reviews", { headers: ops.headers })
    ).json();
    const ratings = queue.data.items.filter(
      (item: { lenderRating: { lenderId: number } | null }) => item.lenderRating?.lenderId === lenderId,
    );
    expect(ratings).toHaveLength(LENDER_RATING_MIN);
    for (const item of ratings) {
      const res = await api.request(`http://localhost/api/studio/reviews/${item.id}/approve`, {
        method: "POST",
        headers: ops.headers,
      });
      expect(res.status).toBe(200);
    }
    const after = await offersOf();
    expect(after.find((offer) => offer.lenderId === lenderId)?.rating).toMatchObject({
      count: LENDER_RATING_MIN,
      stars: 5,
    });
    expect(after.map((offer) => offer.lenderId)).toEqual(before.map((offer) => offer.lenderId));
  }, 120_000); // a simulator polling every 200 ms, through disbursal, EMIs, closure and a certificate: minutes on a busy machine
});
