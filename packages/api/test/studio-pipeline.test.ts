import { applicationOptouts, applications, auditLog, jobs } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { kolkataDate } from "@loansetu/domain/application";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { OUTBOX_JOBS } from "../src/messaging/outbox.ts";
import { type Actor, createLeadActions } from "../src/studio/pipeline/actions.ts";
import { freshPipelineLead, seedPipelineDemo } from "../src/studio/pipeline/demo-seed.ts";
import { lastOtp, loginApp } from "./support/login.ts";
import { shortLinkIn } from "./support/short-links.ts";
import { type SignedInEmployee, signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// The studio pipeline over real HTTP and a real database: the list and its filters, a lead taken
// through every stage by operations (with the customer accepting through the consent link), one audit
// entry per action, two employees changing the same lead at once, opted-out leads and roles.

describe.each(ENGINES)("studio pipeline on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let ops: SignedInEmployee;
  let viewer: SignedInEmployee;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    await seedPipelineDemo(deps);
    ops = await signedInEmployee(deps, ["operations"]);
    viewer = await signedInEmployee(deps, ["viewer"]);
  });
  afterAll(() => database.dispose());

  const call = async (who: SignedInEmployee, method: string, path: string, body?: unknown) => {
    const res = await api.request(`http://localhost/api/studio/leads${path}`, {
      method,
      headers: who.headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const type = res.headers.get("content-type") ?? "";
    return { status: res.status, body: type.includes("json") ? await res.json() : await res.text() };
  };
  const view = async (reference: string) => (await call(ops, "GET", `/${reference}`)).body.data;
  const readsAndChangesOf = async (reference: string) => {
    const [app] = await deps.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.reference, reference));
    return deps.database.db.select().from(auditLog).where(eq(auditLog.leadId, app!.id));
  };
  /** The changes recorded for a lead: its entries without the reads (each view of the lead adds one). */
  const changesOf = async (reference: string) =>
    (await readsAndChangesOf(reference)).filter((entry) => !entry.action.endsWith(".view"));
  const outboxFor = async (recipient: string) => deps.outbox.list(50, recipient);

  it("lists leads newest first with counts per stage, filters and exact search (mobile masked)", async () => {
    const all = await call(viewer, "GET", "");
    expect(all.status).toBe(200);
    const { leads, counts, total } = all.body.data;
    const times = leads.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(total);
    expect(counts.documents).toBeGreaterThanOrEqual(2);

    const atDocuments = (await call(viewer, "GET", "?stage=documents")).body.data;
    expect(atDocuments.leads.length).toBe(counts.documents);
    expect(atDocuments.leads.every((l: { stage: string }) => l.stage === "documents")).toBe(true);

    const byMobile = (await call(viewer, "GET", "?q=7000000102")).body.data.leads;
    expect(byMobile.map((l: { reference: string }) => l.reference)).toEqual(["LS2611000102"]);
    expect(byMobile[0].mobileMasked).toBe("70XXXXXX02");
    expect(JSON.stringify(byMobile)).not.toContain("7000000102");
    const byReference = (await call(viewer, "GET", "?q=ls2611000104")).body.data.leads;
    expect(byReference.map((l: { reference: string }) => l.reference)).toEqual(["LS2611000104"]);
    expect((await call(viewer, "GET", "?q=70000001")).body.data.leads).toEqual([]);

    const mumbai = (await call(viewer, "GET", "?city=mumbai&source=facebook")).body.data.leads;
    expect(mumbai.map((l: { reference: string }) => l.reference)).toEqual(["LS2611000102"]);
    const cancelled = (await call(viewer, "GET", "?status=Cancelled&product=personal-loan")).body.data.leads;
    expect(cancelled.some((l: { reference: string }) => l.reference === "LS2611000107")).toBe(true);
  });

  it("records who opened a lead, who read the audit log, and refused calls", async () => {
    const { leads } = (await call(viewer, "GET", "")).body.data as { leads: { reference: string }[] };
    const reference = leads[0]!.reference;
    expect((await call(viewer, "GET", `/${reference}`)).status).toBe(200);
    const reads = (await readsAndChangesOf(reference)).filter((entry) => entry.action === "lead.view");
    expect(reads.map((entry) => entry.actorId)).toEqual([viewer.id]);
    const admin = await signedInEmployee(deps, ["admin"]);
    const audit = await api.request("http://localhost/api/studio/audit?action=lead.view", {
      headers: admin.headers,
    });
    expect(audit.status).toBe(200);
    // A viewer trying an admin call is refused, and the refusal is on record.
    const refused = await api.request("http://localhost/api/studio/audit", { headers: viewer.headers });
    expect(refused.status).toBe(403);
    const entries = await deps.database.db.select().from(auditLog);
    expect(entries.filter((entry) => entry.action === "audit.view").map((entry) => entry.actorId)).toEqual([
      admin.id,
    ]);
    expect(
      entries.find((entry) => entry.action === "access.refused" && entry.actorId === viewer.id)?.details,
    ).toMatchObject({ method: "GET", path: "/api/studio/audit", needs: ["admin"] });
  });

  it("exports the filter as masked CSV and audits the export", async () => {
    const res = await call(viewer, "GET", "/export.csv?source=google");
    expect(res.status).toBe(200);
    const lines = (res.body as string).trim().split("\r\n");
    expect(lines[0]).toContain("reference,created_at");
    expect(lines.length).toBeGreaterThan(2);
    expect(res.body).not.toMatch(/\b700000\d{4}\b/);
    const exports = await deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "leads.export"), eq(auditLog.actorId, viewer.id)));
    expect(exports).toHaveLength(1);
    expect(exports[0]!.details).toMatchObject({ rows: lines.length - 1, filter: { source: "google" } });
  });

  it("takes a lead through every stage; the customer accepts through the consent link; one audit entry per action", async () => {
    const reference = await freshPipelineLead(deps, "9876543210");
    let lead = await view(reference);
    expect(lead.completed).toBe(1);
    const act = async (path: string, body: Record<string, unknown> = {}) => {
      const res = await call(ops, "POST", `/${reference}${path}`, { version: lead.version, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      lead = await view(reference);
      return res.body.data;
    };

    await act("/stage/next");
    await act("/stage/next");
    expect(lead.completed).toBe(3);
    // The customer's own stage: no accept-on-behalf.
    const refused = await call(ops, "POST", `/${reference}/stage/next`, { version: lead.version });
    expect(refused.status).toBe(409);

    const lenders = (await deps.data.get("lenders.json")).lenders.filter((l) => l.products.personal);
    const [first, second] = lenders.filter((l) => l.id !== lead.offers[0].lenderId);
    await act("/offers", {
      lenderId: first!.id,
      amount: 450_000,
      ratePercent: 12,
      tenureMonths: 36,
      processingFee: 4000,
    });
    await act("/offers", {
      lenderId: second!.id,
      amount: 500_000,
      ratePercent: 11.25,
      tenureMonths: 48,
      processingFee: 5000,
    });
    const made = lead.offers.find((o: { lenderId: number }) => o.lenderId === second!.id);
    expect(made).toMatchObject({ loanAmount: 500_000, roi: 11.25, tenure: 48, processingFeeWithGst: 5900 });
    expect(made.apr).toBeGreaterThan(11.25);
    const kfs = await api.request(`http://localhost${made.kfsUrl}`, { headers: ops.headers });
    expect(kfs.status).toBe(200);
    expect(kfs.headers.get("content-type")).toBe("application/pdf");

    // A sanction is entered by one employee and approved by another, never one click: entering it before the
    // customer accepted is refused, and the one-click route is gone.
    const sanction = {
      kind: "sanction",
      amount: 500_000,
      ratePercent: 11.25,
      tenureMonths: 48,
      date: kolkataDate(deps.clock()),
    };
    expect((await call(ops, "POST", `/${reference}/entries`, sanction)).status).toBe(409);
    expect(
      (await call(ops, "POST", `/${reference}/sanction`, { version: lead.version, lenderId: second!.id }))
        .status,
    ).toBe(404);

    await act("/consent-link", { lenderId: second!.id });
    const sms = (await outboxFor("9876543210")).find((m) => m.body.includes("needs your consent"));
    const url = new URL((await shortLinkIn(deps, sms!.body)).target, "http://localhost");
    expect(url.pathname).toBe("/consent");
    expect(url.searchParams.get("id")).toBe(reference);
    const token = url.searchParams.get("token")!;

    // The applicant accepts: consent OTP, then the decision, through the public consent API.
    const consentCall = (method: string, path: string, body?: unknown) =>
      api.request(`http://localhost${path}`, {
        method,
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          "x-api-key": deps.config.CONSENT_API_KEY,
          "x-consent-token": token,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const sent = await (await consentCall("GET", `/api/consent/otp-v2?id=${reference}`)).json();
    expect(
      (
        await consentCall("PUT", "/api/consent/otp-v2", {
          id: reference,
          referenceId: sent.data.referenceId,
          value: { otp: await lastOtp(deps, "9876543210") },
        })
      ).status,
    ).toBe(200);
    const decided = await consentCall("PUT", "/api/consent", {
      id: reference,
      value: { status: "approved" },
      extraInfo: { whatsappOptIn: false, loanInitiatedChecked: true, ckyc: true },
      isMobile: false,
      source: "user",
    });
    expect(decided.status).toBe(200);
    lead = await view(reference);
    expect(lead.completed).toBe(4);
    expect(lead.consentLinks[0].status).toBe("approved");

    // Terms other than the accepted offer's are refused (that would be a counter-offer); the same employee
    // may not approve their own entry; a second one does, and only then the lead is sanctioned.
    expect((await call(ops, "POST", `/${reference}/entries`, { ...sanction, amount: 450_000 })).status).toBe(
      400,
    );
    const sanctionEntry = await call(ops, "POST", `/${reference}/entries`, sanction);
    expect(sanctionEntry.status, JSON.stringify(sanctionEntry.body)).toBe(200);
    lead = await view(reference);
    expect(lead.completed).toBe(4);
    const checker = await signedInEmployee(deps, ["operations"]);
    expect(
      (await call(ops, "POST", `/${reference}/entries/${sanctionEntry.body.data.id}/approve`)).status,
    ).toBe(403);
    const sanctioned = await call(
      checker,
      "POST",
      `/${reference}/entries/${sanctionEntry.body.data.id}/approve`,
    );
    expect(sanctioned.status, JSON.stringify(sanctioned.body)).toBe(200);
    lead = await view(reference);
    expect(lead.completed).toBe(5);
    expect(lead.sanctionLetterUrl).toBeTruthy();
    const letter = await api.request(`http://localhost${lead.sanctionLetterUrl}`, { headers: ops.headers });
    expect(letter.status).toBe(200);
    // The disbursal is entered by one employee and approved by another (maker-checker).
    const entry = await call(ops, "POST", `/${reference}/entries`, {
      kind: "disbursal",
      amount: 500_000,
      date: kolkataDate(deps.clock()),
      utr: "SBINR52026112800",
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    const approved = await call(checker, "POST", `/${reference}/entries/${entry.body.data.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    lead = await view(reference);
    expect(lead.lead.status).toBe("Completed");
    expect(lead.completed).toBe(6);

    // The customer's dashboard reflects it at once.
    const customer = await loginApp(api, deps, "9876543210");
    const dashboard = await api.request(`http://localhost/api/application/${reference}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const detail = (await dashboard.json()).data;
    expect(detail.lead.leadStatus).toBe("Completed");
    expect(detail.lead.stages.every((s: { isComplete: boolean }) => s.isComplete)).toBe(true);
    expect(detail.vouchers[0].lenderId).toBe(second!.id);

    // Sanction and disbursal each sent an SMS and an email with a single-use auto-login link to the details:
    // in the SMS a short link that opens it.
    const messages = await outboxFor("9876543210");
    for (const word of ["sanctioned", "disbursed"]) {
      const text = messages.find(
        (m) => m.channel === "sms" && m.body.includes(word) && m.body.includes(reference),
      );
      const { target } = await shortLinkIn(deps, text!.body);
      expect(target).toContain("userToken=");
      expect(target).toContain(encodeURIComponent(`/loan-details/${reference}`));
    }
    const emails = (await deps.outbox.list(100)).filter(
      (m) => m.channel === "email" && m.body.includes(reference),
    );
    expect(emails.length).toBeGreaterThanOrEqual(2);

    const audits = await changesOf(reference);
    const byAction = audits
      .filter((a) => a.actorType === "employee")
      .map((a) => a.action)
      .sort();
    expect(byAction).toEqual(
      [
        "lead.consent-link",
        "lead.entry.disbursal.approve",
        "lead.entry.disbursal.propose",
        "lead.entry.sanction.approve",
        "lead.entry.sanction.propose",
        "lead.offer.make",
        "lead.offer.make",
        "lead.sanction",
        "lead.stage.next",
        "lead.stage.next",
      ].sort(),
    );
    expect(lead.timeline.map((t: { action: string }) => t.action)).toContain("consent.approved");
  });

  it("two employees changing the same lead at once: one change lands, the other is told to reload", async () => {
    const reference = await freshPipelineLead(deps, "9876500001", "Ravi Kumar");
    const other = await signedInEmployee(deps, ["operations"]);
    const { version } = await view(reference);
    const [a, b] = await Promise.all([
      call(ops, "POST", `/${reference}/stage/next`, { version }),
      call(other, "POST", `/${reference}/stage/next`, { version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/changed/);
    const after = await view(reference);
    expect(after.completed).toBe(2);
    expect(after.version).toBe(version + 1);
    expect((await changesOf(reference)).filter((x) => x.action === "lead.stage.next")).toHaveLength(1);

    // A cancel prepared on the old version does not land either.
    const stale = await call(ops, "POST", `/${reference}/cancel`, {
      version,
      reason: "Customer asked to stop",
    });
    expect(stale.status).toBe(409);
    expect((await view(reference)).lead.status).toBe("active");
  });

  it("cancels with a reason the customer reads, and tells them by SMS and email", async () => {
    const reference = await freshPipelineLead(deps, "9876500002", "Sita Devi");
    const { version } = await view(reference);
    const res = await call(ops, "POST", `/${reference}/cancel`, {
      version,
      reason: "The lender could not verify your income documents.",
    });
    expect(res.status).toBe(200);
    const lead = await view(reference);
    expect(lead.lead.status).toBe("Cancelled");
    expect(lead.cancelReason).toBe("The lender could not verify your income documents.");
    // The SMS has no room for a reason of any length: its link opens the loan, whose card shows it.
    const sms = (await outboxFor("9876500002")).find((m) => m.body.includes("cancelled"));
    const { target } = await shortLinkIn(deps, sms!.body);
    expect(target).toContain(encodeURIComponent(`/loan-details/${reference}`));
    expect((await call(ops, "POST", `/${reference}/stage/next`, { version: lead.version })).status).toBe(409);
  });

  it("queues the customer's messages in the action's own transaction: none if it rolls back, a delivery job if it commits", async () => {
    const reference = await freshPipelineLead(deps, "9876500004", "Ravi Kumar");
    const { version } = await view(reference);
    const actor: Actor = {
      employee: { id: ops.id, name: "Test operations", roles: ["operations"], kind: "employee" },
      ip: "127.0.0.1",
      locale: "en",
      origin: "http://localhost",
    };
    const reason = "The lender could not verify your income documents.";
    // The audit entry fails after the notice would have been written: the whole change rolls back.
    const failingAudit = createLeadActions(deps, async () => {
      throw new Error("audit log unavailable");
    });
    await expect(failingAudit.cancel(reference, version, reason, actor)).rejects.toThrow(
      "audit log unavailable",
    );
    expect((await view(reference)).lead.status).not.toBe("Cancelled");
    expect((await outboxFor("9876500004")).filter((m) => m.body.includes("cancelled"))).toEqual([]);

    await createLeadActions(deps).cancel(reference, version, reason, actor);
    const sms = (await outboxFor("9876500004")).find((m) => m.body.includes("cancelled"));
    expect(sms).toBeDefined();
    const queued = await deps.database.db.select().from(jobs).where(eq(jobs.kind, OUTBOX_JOBS.sms));
    expect(queued.filter((job) => job.payload.outboxId === sms!.id)).toHaveLength(1);
  });

  it("keeps opted-out leads read-only and never contacts them", async () => {
    const reference = await freshPipelineLead(deps, "9876500003", "Opted Out");
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    await deps.database.db.insert(applicationOptouts).values({ applicationId: app!.id });
    const before = (await deps.outbox.list(500)).length;
    for (const [path, body] of [
      ["/stage/next", {}],
      ["/consent-link", {}],
      ["/cancel", { reason: "Opted out of everything" }],
      ["/notes", { text: "a note" }],
    ] as const) {
      const res = await call(ops, "POST", `/${reference}${path}`, { version: app!.version, ...body });
      expect(res.status, path).toBe(409);
    }
    expect((await deps.outbox.list(500)).length).toBe(before);
    expect((await call(viewer, "GET", `/${reference}`)).body.data.optedOutAt).not.toBeNull();
  });

  it("adds notes and reveals the PAN only with a reason, both audited; viewers may not act", async () => {
    const reference = "LS2611000103";
    expect(
      (
        await call(ops, "POST", `/${reference}/notes`, {
          text: "Called the customer.\nWill send bank statements.",
        })
      ).status,
    ).toBe(200);
    expect((await view(reference)).notes[0].text).toContain("bank statements");
    expect((await call(ops, "POST", `/${reference}/pan`, { reason: "" })).status).toBe(400);
    const reveal = await call(ops, "POST", `/${reference}/pan`, {
      reason: "Lender asked to confirm the PAN",
    });
    expect(reveal.status).toBe(200);
    expect(reveal.body.data.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    const entries = await changesOf(reference);
    const revealEntry = entries.find((e) => e.action === "lead.pan.reveal");
    expect(JSON.stringify(revealEntry)).not.toContain(reveal.body.data.pan);
    expect(entries.filter((e) => e.action === "lead.note")).toHaveLength(1);
    expect((await view(reference)).applicant.panMasked).not.toBe(reveal.body.data.pan);

    const { version } = await view(reference);
    expect((await call(viewer, "POST", `/${reference}/stage/next`, { version })).status).toBe(403);
    expect((await call(viewer, "POST", `/${reference}/notes`, { text: "hi" })).status).toBe(403);
    expect((await call(ops, "POST", `/${reference}/notes`, { text: "bad\u0007bell" })).status).toBe(400);
  });
});
