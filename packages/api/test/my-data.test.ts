import {
  applications,
  auditLog,
  creditChecks,
  jobs,
  outboxMessages,
  rightsRequests,
  users,
} from "@loansetu/db/schema";
import { seedConsentDemoLead } from "@loansetu/db/seed-consent";
import { and, eq } from "@loansetu/db/sql";
import { CONSENT_TEXT_VERSION } from "@loansetu/domain/journey-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxScore } from "../src/adapters/bureau.ts";
import type { SmsTransport } from "../src/adapters/sms.ts";
import type { createApi } from "../src/app.ts";
import { isOptedOut } from "../src/consent/optouts.ts";
import { createConsentService } from "../src/consent/service.ts";
import { OUTBOX_JOBS } from "../src/messaging/outbox.ts";
import { exportPdfText } from "../src/privacy/export-pdf.ts";
import { ledgerOf } from "../src/privacy/ledger.ts";
import { freeScoreConsentWithdrawn, isWithdrawn, withdrawLedgerConsent } from "../src/privacy/withdrawals.ts";
import { type Actor, createLeadActions } from "../src/studio/pipeline/actions.ts";
import { freshPipelineLead } from "../src/studio/pipeline/demo-seed.ts";
import { lastOtp, loginApp } from "./support/login.ts";
import { pdfText } from "./support/pdf-text.ts";
import { shortLinkIn } from "./support/short-links.ts";
import { type SignedInEmployee, signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// Over real HTTP and a real database: the consent and sharing ledger of a journey just
// completed, withdrawals that stop a queued notice at delivery and at enqueue, the data download (only the
// caller's data), rights requests handled in the studio (an erasure carried out, the customer told), and
// ownership and validation of every route.

let counter = 0;
const nextMobile = () => `7${String(310_000_000 + ++counter * 6113).slice(-9)}`;
const DOB = "1994-03-10";

/** A PAN whose sandbox score for this mobile gets offers (the letters make each customer's PAN their own). */
function goodPan(mobile: string, letters: string): string {
  for (let n = 1000; n < 10_000; n++) {
    const pan = `${letters}${n}F`;
    if ((sandboxScore(pan, mobile) ?? 0) >= 760) return pan;
  }
  throw new Error("no PAN found");
}

describe.each(ENGINES)("my data and consents on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let ops: SignedInEmployee;
  const sent: { to: string; text: string }[] = [];
  const sms: SmsTransport = {
    name: "console",
    async send(to, text) {
      sent.push({ to, text });
    },
  };

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { sms }));
    ops = await signedInEmployee(deps, ["operations"]);
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
    return {
      status: res.status,
      res,
      body: type.includes("json") ? await res.json() : null,
    };
  };
  const studio = async (method: string, path: string, body?: unknown, who = ops) => {
    const res = await api.request(`http://localhost/api/studio/rights-requests${path}`, {
      method,
      headers: who.headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };

  async function customer(mobile = nextMobile()) {
    const { token } = await loginApp(api, deps, mobile);
    return { mobile, token };
  }

  /** A journey through to a chosen offer: the soft check and the application sent to a lender. */
  async function completedJourney(who: { token: string; mobile: string }, name: string, letters: string) {
    const { token } = who;
    const pan = goodPan(who.mobile, letters);
    const start = await call("POST", "/api/journey/start", token, { product: "personal-loan" });
    const reference = start.body.data.reference as string;
    const details = {
      fullName: name,
      email: `${name.split(" ")[0]!.toLowerCase()}@example.in`,
      dateOfBirth: DOB,
      pan,
      pincode: "560001",
      employment: "salaried",
      netMonthlyIncome: 90_000,
    };
    expect((await call("PUT", `/api/journey/${reference}/details`, token, details)).status).toBe(200);
    expect(
      (await call("PUT", `/api/journey/${reference}/product`, token, { amount: 300_000, tenureMonths: 36 }))
        .status,
    ).toBe(200);
    const consents = {
      bureauCheck: true,
      shareWithLenders: true,
      contact: true,
      textVersion: CONSENT_TEXT_VERSION,
    };
    expect((await call("PUT", `/api/journey/${reference}/consents`, token, consents)).status).toBe(200);
    const offers = (await call("GET", `/api/journey/${reference}/offers`, token)).body.data;
    const lender = offers.eligible[0];
    expect(lender).toBeDefined();
    expect(
      (await call("POST", `/api/journey/${reference}/choose`, token, { lenderId: lender.lenderId })).status,
    ).toBe(200);
    return { reference, lenderName: lender.lender.name as string };
  }

  it("needs a logged-in customer on every route", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/my-data"],
      ["POST", "/api/my-data/withdrawals", { purpose: "marketing" }],
      ["POST", "/api/my-data/requests", { kind: "erasure" }],
      ["GET", "/api/my-data/export.json"],
      ["GET", "/api/my-data/export.pdf"],
    ] as const) {
      expect((await call(method, path, undefined, body)).status, path).toBe(401);
    }
  });

  it("shows the consents and sharings of a journey just completed, newest first", async () => {
    const who = await customer();
    const { token } = who;
    const { reference } = await completedJourney(who, "Meera Nair", "ABCPN");
    const ledger = (await call("GET", "/api/my-data", token)).body.data;
    const consents = ledger.consents.filter((c: { reference: string }) => c.reference === reference);
    expect(consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual([
      "bureauCheck",
      "contact",
      "shareWithChosenLender",
      "shareWithLenders",
    ]);
    for (const consent of consents.filter(
      (c: { purpose: string }) => c.purpose !== "shareWithChosenLender",
    )) {
      expect(consent).toMatchObject({
        granted: true,
        textVersion: CONSENT_TEXT_VERSION,
        screen: "journeyConsents",
      });
    }
    // Choosing the lender is its own consent, on the offer's confirm screen, with its own text version.
    expect(consents.find((c: { purpose: string }) => c.purpose === "shareWithChosenLender")).toMatchObject({
      granted: true,
      textVersion: "2026-11-lender-v1",
      screen: "chooseLender",
    });
    const occasions = ledger.sharings.map((s: { occasion: string }) => s.occasion);
    expect(occasions).toEqual(["offerRequest", "softCheck"]);
    expect(ledger.sharings[0]).toMatchObject({ recipientKind: "lender", reference });
    expect(ledger.sharings[0].fields).toContain("pan");
    expect(ledger.sharings[1]).toMatchObject({ recipientKind: "bureau", reference });
    const times = ledger.sharings.map((s: { at: string }) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("downloads only the caller's data, as JSON and as a readable PDF", async () => {
    const a = await customer();
    const b = await customer();
    const ofA = await completedJourney(a, "Kiran Rao", "ABCPK");
    const ofB = await completedJourney(b, "Sunil Das", "ABCPS");

    const file = await call("GET", "/api/my-data/export.json", a.token);
    expect(file.status).toBe(200);
    expect(file.res.headers.get("content-disposition")).toMatch(/^attachment; filename="loansetu-my-data-/);
    expect(file.res.headers.get("cache-control")).toContain("no-store");
    const data = file.body;
    expect(data.customer.mobile).toBe(a.mobile);
    expect(data.applications.map((x: { reference: string }) => x.reference)).toEqual([ofA.reference]);
    expect(data.applications[0].details.pan).not.toMatch(/^ABCPK\d{4}F$/);
    expect(data.consents.length).toBeGreaterThanOrEqual(3);
    expect(data.sharings.length).toBe(2);
    const text = JSON.stringify(data);
    expect(text).not.toContain(ofB.reference);
    expect(text).not.toContain(b.mobile);
    expect(text).not.toContain("Sunil");

    const pdf = await api.request("http://localhost/api/my-data/export.pdf", {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const drawn = pdfText(bytes);
    expect(drawn).toContain(ofA.reference);
    expect(drawn).toContain("Consents you gave");
    expect(drawn).toContain("offerRequest");
    expect(drawn).not.toContain(ofB.reference);
    expect(bytes.length).toBeLessThan(150_000);
    // The English document has no Hindi heading.
    expect(drawn).not.toContain(exportPdfText("hi").sections.consents);

    // In Hindi: the page's link names its language (`?lang=hi`), and a Hindi caller's header does too.
    for (const init of [
      { path: "/api/my-data/export.pdf?lang=hi", headers: {} as Record<string, string> },
      { path: "/api/my-data/export.pdf", headers: { "x-locale": "hi" } as Record<string, string> },
    ]) {
      const hiPdf = await api.request(`http://localhost${init.path}`, {
        headers: { authorization: `Bearer ${a.token}`, ...init.headers },
      });
      expect(hiPdf.status).toBe(200);
      const hiBytes = new Uint8Array(await hiPdf.arrayBuffer());
      const hiDrawn = pdfText(hiBytes);
      const hi = exportPdfText("hi");
      expect(hiDrawn).toContain(hi.title("LoanSetu"));
      for (const heading of Object.values(hi.sections)) expect(hiDrawn).toContain(heading);
      expect(hiDrawn).toContain(hi.sameData);
      expect(hiDrawn).toContain(`मोबाइल ${a.mobile} वाले ग्राहक के लिए`);
      expect(hiDrawn).not.toContain("Consents you gave");
      // The same data: the application, its sharings, nothing of another customer.
      expect(hiDrawn).toContain(ofA.reference);
      expect(hiDrawn).toContain("offerRequest");
      expect(hiDrawn).not.toContain(ofB.reference);
      expect(hiBytes.length).toBeLessThan(150_000);
    }
    // A language the documents are not written in is refused, not guessed.
    const bad = await api.request("http://localhost/api/my-data/export.pdf?lang=fr", {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(bad.status).toBe(400);
  });

  it("a WhatsApp updates withdrawal stops a notice already queued, and any queued after it", async () => {
    const mobile = nextMobile();
    const reference = await freshPipelineLead(deps, mobile, "Asha Verma");
    const leadRes = await api.request(`http://localhost/api/studio/leads/${reference}`, {
      headers: ops.headers,
    });
    const lead = (await leadRes.json()).data;
    const actor: Actor = {
      employee: { id: ops.id, name: "Test operations", roles: ["operations"], kind: "employee" },
      ip: "127.0.0.1",
      locale: "en",
      origin: "http://localhost",
    };
    await createLeadActions(deps).cancel(
      reference,
      lead.version,
      "The documents could not be verified.",
      actor,
    );
    const queued = (await deps.outbox.list(50, mobile)).find((m) => m.body.includes("cancelled"));
    expect(queued?.status).toBe("pending");

    const { token } = await customer(mobile);
    const withdraw = await call("POST", "/api/my-data/withdrawals", token, { purpose: "whatsappUpdates" });
    expect(withdraw.status).toBe(200);
    expect(withdraw.body.data.changed).toBe(true);
    expect(
      (await call("POST", "/api/my-data/withdrawals", token, { purpose: "whatsappUpdates" })).body.data,
    ).toEqual({ changed: false });

    await deps.outbox.deliverPending();
    const [row] = await deps.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued!.id));
    expect(row!.status).toBe("withdrawn");
    expect(sent.filter((m) => m.to === mobile && m.text.includes("cancelled"))).toEqual([]);

    // A notice queued after the withdrawal is kept as withdrawn, with no delivery job.
    const later = await deps.outbox.queueSms(mobile, "LoanSetu: an update on your application", {
      purpose: { purpose: "whatsappUpdates" },
    });
    expect(later.status).toBe("withdrawn");
    const laterJobs = await deps.database.db.select().from(jobs).where(eq(jobs.kind, OUTBOX_JOBS.sms));
    expect(laterJobs.filter((job) => job.payload.outboxId === later.id)).toEqual([]);
    // A message with no such purpose (an OTP, a rights notice) still goes.
    await deps.outbox.queueSms(mobile, "LoanSetu: a notice you must receive");
    await deps.outbox.deliverPending();
    expect(sent.some((m) => m.to === mobile && m.text.includes("must receive"))).toBe(true);

    const ledger = (await call("GET", "/api/my-data", token)).body.data;
    expect(ledger.withdrawn.whatsappUpdates).toBe(true);
    expect(ledger.withdrawals[0]).toMatchObject({ purpose: "whatsappUpdates", screen: "myData" });
    const [audit] = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "consent.withdraw.whatsappUpdates"));
    expect(audit).toBeDefined();
  });

  it("gives a withdrawn consent again as a new ledger entry, audited; the withdrawal stays in the history", async () => {
    const mobile = "9877700031";
    const { token } = await customer(mobile);
    const other = await customer();
    const regrant = (who: string, purpose: string) => call("POST", "/api/my-data/consents", who, { purpose });
    // Nothing to give again before a withdrawal; a purpose that ends for good, or an unknown one, is refused.
    expect((await regrant(token, "marketing")).body.data).toEqual({ changed: false });
    expect((await regrant(token, "applicationSharing")).status).toBe(400);
    expect((await call("POST", "/api/my-data/consents", undefined, { purpose: "marketing" })).status).toBe(
      401,
    );

    await call("POST", "/api/my-data/withdrawals", token, { purpose: "marketing" });
    await call("POST", "/api/my-data/withdrawals", other.token, { purpose: "marketing" });
    const tagged = { purpose: { purpose: "marketing" as const } };
    expect((await deps.outbox.queueSms(mobile, "LoanSetu: an offer", tagged)).status).toBe("withdrawn");

    const given = await regrant(token, "marketing");
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      data: { changed: true },
      message: "Your consent is given again, from now on.",
    });
    expect((await regrant(token, "marketing")).body.data).toEqual({ changed: false });
    // In force at once: a marketing message to this customer goes again; the other customer's stays withdrawn.
    expect((await deps.outbox.queueSms(mobile, "LoanSetu: an offer", tagged)).status).toBe("pending");
    const ledger = (await call("GET", "/api/my-data", token)).body.data;
    expect(ledger.withdrawn.marketing).toBe(false);
    expect(ledger.withdrawals.filter((w: { purpose: string }) => w.purpose === "marketing")).toHaveLength(1);
    expect(ledger.consents[0]).toMatchObject({
      purpose: "marketing",
      granted: true,
      screen: "myData",
      textVersion: CONSENT_TEXT_VERSION,
    });
    expect(Date.parse(ledger.consents[0].at)).toBeGreaterThan(Date.parse(ledger.withdrawals[0].at));
    expect((await call("GET", "/api/my-data", other.token)).body.data.withdrawn.marketing).toBe(true);
    const audits = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "consent.grant.marketing"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "customer" });

    // Withdrawn again: a third entry, and the withdrawal is in force once more.
    expect(
      (await call("POST", "/api/my-data/withdrawals", token, { purpose: "marketing" })).body.data,
    ).toEqual({
      changed: true,
    });
    const again = (await call("GET", "/api/my-data", token)).body.data;
    expect(again.withdrawn.marketing).toBe(true);
    expect(again.withdrawals.filter((w: { purpose: string }) => w.purpose === "marketing")).toHaveLength(2);
  });

  it("withdraws sharing for one application of the caller's only", async () => {
    const a = await customer();
    const b = await customer();
    const { reference } = await completedJourney(a, "Divya Menon", "ABCPD");
    const theirs = await call("POST", "/api/my-data/withdrawals", b.token, {
      purpose: "applicationSharing",
      reference,
    });
    expect(theirs.status).toBe(404);
    expect((await call("GET", "/api/my-data", a.token)).body.data.withdrawn.applications).toEqual([]);
    const none = await call("POST", "/api/my-data/withdrawals", a.token, { purpose: "applicationSharing" });
    expect(none.status).toBe(400);
    const mine = await call("POST", "/api/my-data/withdrawals", a.token, {
      purpose: "applicationSharing",
      reference,
    });
    expect(mine.status).toBe(200);
    const ledger = (await call("GET", "/api/my-data", a.token)).body.data;
    expect(ledger.withdrawn.applications).toEqual([reference]);
    const card = (await call("GET", "/api/application", a.token)).body.data;
    expect(JSON.stringify(card)).toContain('"consentOptedout":true');
  });

  it("validates input: purposes, kinds, control characters, unknown fields, details", async () => {
    const { token } = await customer();
    const bad = [
      ["/api/my-data/withdrawals", { purpose: "everything" }],
      ["/api/my-data/withdrawals", { purpose: "applicationSharing", reference: "LS12\u0000" }],
      ["/api/my-data/withdrawals", { purpose: "marketing", extra: 1 }],
      ["/api/my-data/requests", { kind: "access" }],
      ["/api/my-data/requests", { kind: "correction" }],
      ["/api/my-data/requests", { kind: "correction", details: "   " }],
      ["/api/my-data/requests", { kind: "correction", details: "My name\u0007 is wrong" }],
      ["/api/my-data/requests", { kind: "correction", details: "x".repeat(1001) }],
    ] as const;
    for (const [path, body] of bad) {
      const res = await call("POST", path, token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(false);
    }
    const ok = await call("POST", "/api/my-data/requests", token, {
      kind: "correction",
      details: "My surname is Iyer, not Iyar.\nPlease correct it.",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.reference).toMatch(/^DR\d{8}$/);
    const due = Date.parse(ok.body.data.dueAt) - Date.parse(ok.body.data.createdAt);
    expect(due).toBe(30 * 24 * 3600_000);
  });

  it("files at most five requests a day and one open erasure, however many arrive at once", async () => {
    const a = await customer();
    const corrections = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("POST", "/api/my-data/requests", a.token, { kind: "correction", details: `My name, take ${i}` }),
      ),
    );
    // The rest are refused: over the day's cap (429), or shed by the server's gate for parallel writes (503).
    expect(
      corrections
        .filter((answer) => answer.status !== 200)
        .every((answer) => [429, 503].includes(answer.status)),
    ).toBe(true);
    // Whatever the gate shed, one by one the day fills up to five, never more.
    for (let i = 0; i < 6; i++)
      await call("POST", "/api/my-data/requests", a.token, { kind: "correction", details: `Later ${i}` });
    const filed = (await call("GET", "/api/my-data", a.token)).body.data.requests;
    expect(filed).toHaveLength(5);
    const b = await customer();
    const erasures = await Promise.all(
      Array.from({ length: 4 }, () => call("POST", "/api/my-data/requests", b.token, { kind: "erasure" })),
    );
    expect(erasures.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      erasures
        .filter((answer) => answer.status !== 200)
        .every((answer) => [409, 503].includes(answer.status)),
    ).toBe(true);
    const mine = (await call("GET", "/api/my-data", b.token)).body.data.requests;
    expect(mine.filter((request: { kind: string }) => request.kind === "erasure")).toHaveLength(1);
  });

  it("an erasure request is handled in the studio: carried out, audited, the customer told and shown", async () => {
    const a = await customer();
    const b = await customer();
    const sentToLender = await completedJourney(a, "Farah Khan", "ABCPF");
    const started = await call("POST", "/api/journey/start", a.token, { product: "business-loan" });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const draft = started.body.data.reference as string;
    const filed = await call("POST", "/api/my-data/requests", a.token, { kind: "erasure" });
    expect(filed.status).toBe(200);
    const { reference } = filed.body.data;
    expect(filed.body.data.status).toBe("received");
    expect((await call("POST", "/api/my-data/requests", a.token, { kind: "erasure" })).status).toBe(409);

    // Another customer never sees it.
    expect(JSON.stringify((await call("GET", "/api/my-data", b.token)).body.data)).not.toContain(reference);

    const list = await studio("GET", "");
    expect(list.status).toBe(200);
    const listed = list.body.data.open.find((r: { reference: string }) => r.reference === reference);
    expect(listed).toMatchObject({ kind: "erasure", status: "received" });
    expect(listed.mobile).not.toBe(a.mobile);
    expect(listed.mobile).toMatch(/X{6}/);

    const viewer = await signedInEmployee(deps, ["viewer"]);
    expect((await studio("POST", `/${reference}/start`, undefined, viewer)).status).toBe(403);
    expect((await studio("POST", `/${reference}/answer`, { outcome: "done", response: "" })).status).toBe(
      400,
    );
    expect((await studio("POST", "/DR1/start")).status).toBe(400);
    expect((await studio("POST", "/DR00000000/start")).status).toBe(404);

    expect((await studio("POST", `/${reference}/start`)).status).toBe(200);
    expect((await studio("POST", `/${reference}/start`)).status).toBe(409);
    const answered = await studio("POST", `/${reference}/answer`, {
      outcome: "done",
      response: "We erased what the law lets us erase; the rest is listed below.",
    });
    expect(answered.status).toBe(200);
    expect(
      (await studio("POST", `/${reference}/answer`, { outcome: "done", response: "again" })).status,
    ).toBe(409);

    const mine = (await call("GET", "/api/my-data", a.token)).body.data.requests[0];
    expect(mine).toMatchObject({ reference, status: "done" });
    const items = mine.outcome as { item: string; action: string; reference?: string; until?: string }[];
    expect(items).toContainEqual({ item: "applications", action: "deleted", count: 1 });
    expect(items).toContainEqual(expect.objectContaining({ item: "profile", action: "anonymised" }));
    const kept = items.find((i) => i.item === "application");
    expect(kept).toMatchObject({
      action: "kept",
      reference: sentToLender.reference,
      keep: "lenderApplication",
    });
    expect(Date.parse(kept!.until!)).toBeGreaterThan(Date.now() + 4 * 365 * 24 * 3600_000);

    const left = (await call("GET", "/api/my-data/export.json", a.token)).body;
    expect(left.applications.map((x: { reference: string }) => x.reference)).toEqual([
      sentToLender.reference,
    ]);
    expect(JSON.stringify(left)).not.toContain(draft);
    expect(left.customer.email).toBeNull();

    const [row] = await deps.database.db
      .select()
      .from(rightsRequests)
      .where(eq(rightsRequests.reference, reference));
    const steps = await deps.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "rights-request"), eq(auditLog.subjectId, reference)));
    expect(steps.map((s) => s.action).sort()).toEqual([
      "rights.erasure.file",
      "rights.request.complete",
      "rights.request.start",
    ]);
    expect(row!.completedAt).not.toBeNull();
    await deps.outbox.deliverPending();
    const told = (await deps.outbox.list(50, a.mobile)).find((m) => m.body.includes(reference));
    expect(told?.status).toBe("sent");
    // The SMS has room for one short link; the page it opens (My data) shows the answer and whom to ask.
    expect((await shortLinkIn(deps, told!.body)).target).toBe("/dashboard/my-data");
  });

  it("records the lender consent link's acceptance as a sharing, with the link's consents", async () => {
    const lead = await seedConsentDemoLead(deps.database.db, "even");
    const link = await createConsentService(deps).issueLink(lead.reference, { base: "http://localhost" });
    const consentCall = (method: string, path: string, body?: unknown) =>
      api.request(`http://localhost${path}`, {
        method,
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          "x-api-key": deps.config.CONSENT_API_KEY,
          "x-consent-token": link.token,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const sent = await (await consentCall("GET", `/api/consent/otp-v2?id=${lead.reference}`)).json();
    const verified = await consentCall("PUT", "/api/consent/otp-v2", {
      id: lead.reference,
      referenceId: sent.data.referenceId,
      value: { otp: await lastOtp(deps, lead.mobile) },
    });
    expect(verified.status).toBe(200);
    const decided = await consentCall("PUT", "/api/consent", {
      id: lead.reference,
      value: { status: "approved" },
      extraInfo: { whatsappOptIn: false, loanInitiatedChecked: true, ckyc: true },
      isMobile: true,
      source: "user",
    });
    expect(decided.status).toBe(200);

    const { token } = await customer(lead.mobile);
    const ledger = (await call("GET", "/api/my-data", token)).body.data;
    const sharing = ledger.sharings.find((s: { occasion: string }) => s.occasion === "consentLink");
    expect(sharing).toMatchObject({ recipientKind: "lender", reference: lead.reference });
    expect(sharing.recipientName).not.toBe("");
    const fromLink = ledger.consents.filter((c: { screen: string }) => c.screen === "lenderConsentLink");
    expect(fromLink).toContainEqual(expect.objectContaining({ purpose: "lenderTerms", granted: true }));
    expect(fromLink).toContainEqual(expect.objectContaining({ purpose: "whatsappUpdates", granted: false }));
  });

  it("withdraws the lender link's WhatsApp opt-in, its loan-initiation consent and the free score's consent, each by itself", async () => {
    const lead = await seedConsentDemoLead(deps.database.db, "even");
    const link = await createConsentService(deps).issueLink(lead.reference, { base: "http://localhost" });
    const consentCall = (method: string, path: string, body?: unknown) =>
      api.request(`http://localhost${path}`, {
        method,
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          "x-api-key": deps.config.CONSENT_API_KEY,
          "x-consent-token": link.token,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const sentOtp = await (await consentCall("GET", `/api/consent/otp-v2?id=${lead.reference}`)).json();
    await consentCall("PUT", "/api/consent/otp-v2", {
      id: lead.reference,
      referenceId: sentOtp.data.referenceId,
      value: { otp: await lastOtp(deps, lead.mobile) },
    });
    const decided = await consentCall("PUT", "/api/consent", {
      id: lead.reference,
      value: { status: "approved" },
      extraInfo: { whatsappOptIn: true, loanInitiatedChecked: true, ckyc: true },
      isMobile: true,
      source: "user",
    });
    expect(decided.status).toBe(200);
    const db = deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.mobile, lead.mobile));
    const at = deps.clock();
    await db.insert(creditChecks).values({
      id: crypto.randomUUID(),
      userId: user!.id,
      bureau: "cibil",
      provider: "sandbox",
      productsId: 17,
      backBtnSlug: "/cibil-score-check",
      score: 750,
      report: {},
      fullName: "Asha Verma",
      dateOfBirth: DOB,
      email: "asha@example.in",
      panEncrypted: "not-read-here",
      panMasked: "XXXXXX234F",
      consentTextVersion: CONSENT_TEXT_VERSION,
      consentLocale: "en",
      consentGivenAt: at,
      fetchedAt: at,
    });
    const withdrawable = async () =>
      (await ledgerOf(db, user!.id)).consents
        .filter((c) => c.withdraw)
        .map((c) => c.withdraw!.kind)
        .sort();
    expect(await withdrawable()).toEqual(
      expect.arrayContaining(["freeScoreCheck", "lenderTerms", "lenderWhatsapp"]),
    );
    const fail = () => new Error("refused");
    const input = { userId: user!.id, locale: "en" as const, at: new Date(at.getTime() + 1000) };

    expect(await withdrawLedgerConsent(db, { ...input, kind: "lenderWhatsapp" }, fail)).toBe(true);
    expect(await isWithdrawn(db, user!.id, "whatsappUpdates")).toBe(true);
    expect(await withdrawLedgerConsent(db, { ...input, kind: "lenderWhatsapp" }, fail)).toBe(false);

    expect(await freeScoreConsentWithdrawn(db, user!.id)).toBe(false);
    expect(await withdrawLedgerConsent(db, { ...input, kind: "freeScoreCheck" }, fail)).toBe(true);
    expect(await freeScoreConsentWithdrawn(db, user!.id)).toBe(true);

    expect(
      await withdrawLedgerConsent(db, { ...input, kind: "lenderTerms", reference: lead.reference }, fail),
    ).toBe(true);
    const ledger = await ledgerOf(db, user!.id);
    expect(ledger.withdrawals.map((w) => w.purpose).sort()).toEqual(
      ["applicationSharing", "freeScoreCheck", "whatsappUpdates"].sort(),
    );
    expect(ledger.consents.filter((c) => c.withdraw)).toEqual([]);
    // Withdrawing the loan-initiation consent withdrew the application: no lender may act on it.
    const reference = ledger.withdrawals.find((w) => w.purpose === "applicationSharing")!.reference;
    expect(reference).toBe(lead.reference);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "consent.withdraw.freeScoreCheck"), eq(auditLog.subjectId, user!.id)));
    expect(audit).toBeDefined();
    const [app] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.reference, lead.reference));
    expect(await isOptedOut(db, app!.id)).toBe(true);
  });

  it("a refused correction shows the customer its answer; another customer's request cannot be answered by them", async () => {
    const a = await customer();
    const filed = await call("POST", "/api/my-data/requests", a.token, {
      kind: "correction",
      details: "My date of birth is 10 March 1994.",
    });
    const { reference } = filed.body.data;
    const answer =
      "We could not match this date with your PAN; please write to us with a copy of your PAN card.";
    expect(
      (await studio("POST", `/${reference}/answer`, { outcome: "rejected", response: answer })).status,
    ).toBe(200);
    const mine = (await call("GET", "/api/my-data", a.token)).body.data.requests[0];
    expect(mine).toMatchObject({ reference, status: "rejected", response: answer, outcome: null });
    // A customer has no way to the studio's routes.
    const res = await api.request(`http://localhost/api/studio/rights-requests/${reference}/answer`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${a.token}`,
        "content-type": "application/json",
        origin: "http://localhost",
      },
      body: JSON.stringify({ outcome: "done", response: "self-approved" }),
    });
    expect(res.status).toBe(401);
  });
});
