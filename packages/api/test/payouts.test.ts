import { applications, auditLog, leadPayoutStatuses, partners, payouts } from "@loansetu/db/schema";
import { and, eq, inArray } from "@loansetu/db/sql";
import { kolkataDate } from "@loansetu/domain/application";
import { payoutFigures } from "@loansetu/domain/payout";
import { stagesUpTo } from "@loansetu/domain/pipeline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { encryptLinkPayload } from "../src/consent/service.ts";
import { bankDetailsFields, savePartnerBankDetails } from "../src/partners/bank-details.ts";
import { createPayoutService, PAYOUT_RECEIPTS_PER_LINK_HOUR } from "../src/payouts/service.ts";
import { freshPipelineLead } from "../src/studio/pipeline/demo-seed.ts";
import { pdfText } from "./support/pdf-text.ts";
import { type SignedInEmployee, signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// Payouts over real HTTP and a real database: the disbursal of an attributed lead creates its
// payout from the grid (GST and TDS separately); finance moves it with remarks, each move audited; the
// admin's dated grid edit applies to later disbursals; the payout status link shows one lead's payout and
// confirms receipt, and a tampered or expired one opens nothing; a partner reads only their own payouts.

describe.each(ENGINES)("payouts on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let ops: SignedInEmployee;
  let finance: SignedInEmployee;
  let admin: SignedInEmployee;
  let offset = 0;
  const partnerIds: { gst: string; pan: string; staff: string } = { gst: "", pan: "", staff: "" };
  let mobiles = 8_800_000_000;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => new Date(Date.now() + offset) }));
    ops = await signedInEmployee(deps, ["operations"]);
    finance = await signedInEmployee(deps, ["finance"]);
    admin = await signedInEmployee(deps, ["admin"]);
    const staff = await signedInEmployee(deps, ["operations"]);
    const rows = await deps.database.db
      .insert(partners)
      .values([
        {
          code: "GSTDEAL1",
          kind: "dealer",
          businessName: "Sharma Motors",
          contactName: "Vikas Sharma",
          mobile: "9811100001",
          city: "Delhi",
          gstin: "07ABCDE1234F1Z5",
          status: "approved",
        },
        {
          code: "PANDSA01",
          kind: "dsa",
          businessName: "Iyer Loans",
          contactName: "Lakshmi Iyer",
          mobile: "9811100002",
          city: "Chennai",
          panEncrypted: "test-only",
          panMasked: "ABXXXXX34F",
          status: "approved",
        },
        {
          code: "STAFF001",
          kind: "sales_employee",
          employeeId: staff.id,
          businessName: "LoanSetu sales",
          contactName: "Test sales",
          city: "Delhi",
          status: "approved",
        },
      ])
      .returning({ id: partners.id, code: partners.code });
    partnerIds.gst = rows.find((r) => r.code === "GSTDEAL1")!.id;
    partnerIds.pan = rows.find((r) => r.code === "PANDSA01")!.id;
    partnerIds.staff = rows.find((r) => r.code === "STAFF001")!.id;
  });
  afterAll(() => database.dispose());

  const call = async (who: SignedInEmployee | null, method: string, path: string, body?: unknown) => {
    const res = await api.request(`http://localhost${path}`, {
      method,
      headers: who?.headers ?? { "content-type": "application/json", origin: "http://localhost" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const type = res.headers.get("content-type") ?? "";
    return { status: res.status, body: type.includes("json") ? await res.json() : await res.text() };
  };

  /** A sanctioned lead (attributed to `partnerId` when given), disbursed by operations over HTTP. */
  async function disbursedLead(partnerId: string | null, loanAmount?: number) {
    const reference = await freshPipelineLead(deps, String(++mobiles));
    const [fresh] = await deps.database.db
      .select({ voucher: applications.voucher })
      .from(applications)
      .where(eq(applications.reference, reference));
    await deps.database.db
      .update(applications)
      .set({
        ...(loanAmount ? { voucher: { ...(fresh!.voucher as object), loanAmount } } : {}),
        stages: stagesUpTo(5),
        sanctionedAt: deps.clock(),
        ...(partnerId ? { partnerId, attributedAt: deps.clock(), attributionSource: "link" as const } : {}),
      })
      .where(eq(applications.reference, reference));
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    // Operations enters the lender's disbursal, a second employee approves it (maker-checker).
    const voucher = app!.voucher as { loanAmount: number };
    const entry = await call(ops, "POST", `/api/studio/leads/${reference}/entries`, {
      kind: "disbursal",
      amount: voucher.loanAmount,
      date: kolkataDate(deps.clock()),
      utr: `PAYT${reference.slice(2)}`.slice(0, 22),
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    const res = await call(
      admin,
      "POST",
      `/api/studio/leads/${reference}/entries/${entry.body.data.id}/approve`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { reference, app: app! };
  }
  const payoutOf = async (applicationId: string) =>
    (await deps.database.db.select().from(payouts).where(eq(payouts.applicationId, applicationId)))[0];
  const audits = (applicationId: string, action: string) =>
    deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.leadId, applicationId), eq(auditLog.action, action)));

  it("creates the payout of an attributed lead at disbursal from the grid, GST and TDS apart; none otherwise", async () => {
    const { app } = await disbursedLead(partnerIds.gst);
    const payout = await payoutOf(app.id);
    const voucher = app.voucher as { lenderId: number; loanAmount: number };
    const grid = await deps.data.get("payout-grid.json");
    const cell = grid.rows.find((r) => r.lenderId === voucher.lenderId && r.product === "personal")!;
    const on = new Date(deps.clock().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const expected = payoutFigures({
      disbursedRupees: voucher.loanAmount,
      rateBps: cell.rateBps,
      capRupees: cell.capRupees,
      gstRegistered: true,
      on,
      // The partner's first payout of the financial year.
      yearToDate: { payoutPaise: 0, tdsBasePaise: 0 },
    });
    expect(payout).toMatchObject({
      status: "Pending",
      partnerId: partnerIds.gst,
      payoutPaise: expected.payoutPaise,
      gstPaise: expected.gstPaise,
      tdsPaise: expected.tdsPaise,
      tdsBasePaise: expected.tdsBasePaise,
      netPaise: expected.netPaise,
      tdsBps: 200,
      gstBps: 1800,
      gridSource: "file",
    });
    expect(payout!.gstPaise).toBeGreaterThan(0);
    expect(await audits(app.id, "payout.create")).toHaveLength(1);

    const panOnly = await disbursedLead(partnerIds.pan);
    expect((await payoutOf(panOnly.app.id))?.gstPaise).toBe(0);
    for (const partnerId of [null, partnerIds.staff]) {
      const none = await disbursedLead(partnerId);
      expect(await payoutOf(none.app.id)).toBeUndefined();
    }
  });

  it("deducts TDS only once the partner's commission in the financial year exceeds ₹20,000 (section 194H)", async () => {
    const [partner] = await deps.database.db
      .insert(partners)
      .values({
        code: "THRESH01",
        kind: "dsa",
        businessName: "Threshold Finance",
        contactName: "Meera Rao",
        mobile: "9811100009",
        city: "Pune",
        panEncrypted: "test-only",
        panMasked: "AMXXXXX12K",
        status: "approved",
      })
      .returning({ id: partners.id });
    const grid = await deps.data.get("payout-grid.json");
    const { app: first } = await disbursedLead(partner!.id, 500_000);
    const voucher = first.voucher as { lenderId: number };
    const cell = grid.rows.find((r) => r.lenderId === voucher.lenderId && r.product === "personal")!;
    // Each ₹5 lakh loan pays 1.5 % = ₹7,500 (under the cap); FY 2026-27's threshold is ₹20,000.
    expect(cell).toMatchObject({ rateBps: 150 });
    const { app: second } = await disbursedLead(partner!.id, 500_000);
    const { app: rejected } = await disbursedLead(partner!.id, 500_000);
    // A rejected payout is no commission of the year.
    const rejectedRef = (await payoutOf(rejected.id))!;
    await deps.database.db.update(payouts).set({ status: "Rejected" }).where(eq(payouts.id, rejectedRef.id));
    const { app: third } = await disbursedLead(partner!.id, 500_000);
    const { app: fourth } = await disbursedLead(partner!.id, 100_000);
    const rows = await Promise.all([first, second, third, fourth].map((a) => payoutOf(a.id)));
    expect(rows.map((r) => [r!.payoutPaise / 100, r!.tdsBasePaise / 100, r!.tdsPaise / 100])).toEqual([
      [7_500, 0, 0],
      [7_500, 0, 0],
      // ₹22,500 in the year: the crossing payout bears 2 % on all of it.
      [7_500, 22_500, 450],
      [1_500, 1_500, 30],
    ]);
    expect(rows[2]!.netPaise).toBe(750_000 - 45_000);
    const [created] = await audits(third.id, "payout.create");
    expect(created!.details).toMatchObject({ tdsBasePaise: 2_250_000, tdsThresholdRupees: 20_000 });
    // The partner's view says what TDS was charged on (the rejected one had crossed too, before its rejection
    // took it out of the year's total).
    const service = createPayoutService(deps);
    const mine = await service.forPartner(partner!.id);
    expect(mine.items.map((i) => i.tdsBasePaise).sort((a, b) => a - b)).toEqual([
      0, 0, 150_000, 2_250_000, 2_250_000,
    ]);
    // So does the monthly statement, in both languages.
    const month = rows[0]!.month;
    const pdf = (locale: "en" | "hi") =>
      service.statement(partner!.id, month, locale).then((s) => pdfText(s!.bytes).replace(/\s+/g, " "));
    const english = await pdf("en");
    expect(english).toContain("exceeds ₹20,000");
    expect(english).toContain("₹450.00 *");
    expect(english).toContain("₹0.00 †");
    expect(english).toContain("† No TDS: the year's commission was within the threshold.");
    expect(english).toContain("* Includes the TDS of the year's earlier payouts");
    const hindi = await pdf("hi");
    expect(hindi).toContain("₹20,000 से अधिक");
    expect(hindi).toContain("† TDS नहीं");
  });

  it("finance moves Pending → Approved → Paid with remarks, each move audited; refused moves change nothing", async () => {
    const { reference, app } = await disbursedLead(partnerIds.gst);
    const path = `/api/studio/payouts/${reference}/status`;
    expect((await call(ops, "POST", path, { status: "Approved", remarks: "ok" })).status).toBe(403);
    expect((await call(finance, "POST", path, { status: "Approved", remarks: "" })).status).toBe(400);
    expect((await call(finance, "POST", path, { status: "Paid", remarks: "too early" })).status).toBe(409);
    expect(
      (await call(finance, "POST", path, { status: "Approved", remarks: "ok", payout: 10 })).status,
    ).toBe(409);
    expect(await audits(app.id, "payout.status")).toHaveLength(0);

    const approved = await call(finance, "POST", path, {
      status: "Approved",
      remarks: "Invoice checked",
      version: 1,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const stale = await call(finance, "POST", path, { status: "On hold", remarks: "x", version: 1 });
    expect(stale.status).toBe(409);
    const net = (await payoutOf(app.id))!.netPaise;
    const tooMuch = await call(finance, "POST", "/api/savePayoutStatus", {
      leadsId: reference,
      status: "Paid",
      remarks: "NEFT",
      payout: Math.ceil(net / 100) + 1,
    });
    expect(tooMuch.status).toBe(409);
    // Paid needs the transfer's UTR and date (decision 0049), and the partner's bank account on file.
    const today = kolkataDate(deps.clock());
    const noUtr = await call(finance, "POST", "/api/savePayoutStatus", {
      leadsId: reference,
      status: "paid",
      remarks: "NEFT",
    });
    expect(noUtr.status).toBe(400);
    expect(noUtr.body.message).toBe(
      "To mark a payout paid, enter the bank transfer's UTR (12 to 22 letters and digits).",
    );
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await call(finance, "POST", path, {
      status: "Paid",
      remarks: "NEFT",
      utr: "HDFCN52026112812345",
      paidOn: tomorrow,
    });
    expect(future.status).toBe(400);
    const noBank = await call(finance, "POST", "/api/savePayoutStatus", {
      leadsId: reference,
      status: "paid",
      remarks: "NEFT",
      utr: "HDFCN52026112812345",
      paidOn: today,
    });
    expect(noBank.status).toBe(409);
    expect(noBank.body.message).toBe(
      "The partner has not given their bank account yet, so the payout cannot be marked paid.",
    );
    expect((await payoutOf(app.id))!.status).toBe("Approved");
    await savePartnerBankDetails(
      deps,
      partnerIds.gst,
      bankDetailsFields.parse({
        accountNumber: "50100123456789",
        confirmAccountNumber: "50100123456789",
        ifsc: "HDFC0001234",
        holderName: "Sharma Motors",
      }),
      { locale: "en" },
    );
    // The §7 call with the finance session: the paid amount is optional and defaults to the net.
    const paid = await call(finance, "POST", "/api/savePayoutStatus", {
      leadsId: reference,
      status: "paid",
      remarks: "NEFT UTR 1234",
      utr: "hdfcn5 2026112812345",
      paidOn: today,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toEqual({ leadsId: reference, status: "Paid" });
    const after = await payoutOf(app.id);
    expect(after).toMatchObject({
      status: "Paid",
      paidRupees: Math.floor((net + 50) / 100),
      remarks: "NEFT UTR 1234",
      utr: "HDFCN52026112812345",
      paidOn: today,
    });
    // The partner sees the UTR and date of their paid payout.
    const mine = await createPayoutService(deps).forPartner(partnerIds.gst);
    expect(mine.items.find((p) => p.reference === reference)).toMatchObject({
      status: "Paid",
      utr: "HDFCN52026112812345",
      paidOn: today,
    });
    expect((await call(finance, "POST", path, { status: "Rejected", remarks: "late" })).status).toBe(409);

    const entries = await audits(app.id, "payout.status");
    expect(entries.map((e) => (e.after as { status: string }).status)).toEqual(["Approved", "Paid"]);
    expect(entries.every((e) => e.actorId === finance.id && e.actorRole === "finance")).toBe(true);
    const history = await deps.database.db
      .select()
      .from(leadPayoutStatuses)
      .where(eq(leadPayoutStatuses.applicationId, app.id));
    expect(history.map((h) => [h.status, h.source])).toEqual([
      ["Approved", "studio"],
      ["Paid", "studio"],
    ]);
    // An operations session is not finance on the §7 call either.
    const opsSave = await call(ops, "POST", "/api/savePayoutStatus", {
      leadsId: reference,
      status: "On hold",
      remarks: "x",
    });
    expect(opsSave.status).toBe(403);
  });

  it("lists with filters and totals, exports CSV (audited), and holds On hold / Rejected", async () => {
    const a = await disbursedLead(partnerIds.pan);
    const b = await disbursedLead(partnerIds.pan);
    await call(finance, "POST", `/api/studio/payouts/${a.reference}/status`, {
      status: "On hold",
      remarks: "PAN check",
    });
    await call(finance, "POST", `/api/studio/payouts/${b.reference}/status`, {
      status: "Rejected",
      remarks: "Dup",
    });
    const held = await call(
      finance,
      "GET",
      `/api/studio/payouts?status=On%20hold&partnerId=${partnerIds.pan}`,
    );
    expect(held.status).toBe(200);
    expect(held.body.data.items.map((p: { reference: string }) => p.reference)).toEqual([a.reference]);
    const all = (await call(finance, "GET", `/api/studio/payouts?partnerId=${partnerIds.pan}`)).body.data;
    const sum = all.items.reduce((t: number, p: { netPaise: number }) => t + p.netPaise, 0);
    expect(all.totals.count).toBe(all.items.length);
    expect(all.totals.netPaise).toBe(sum);
    const month = all.items[0].month;
    expect(
      (await call(finance, "GET", `/api/studio/payouts?month=${month}`)).body.data.totals.count,
    ).toBeGreaterThan(2);
    expect((await call(finance, "GET", "/api/studio/payouts?month=2026-13")).status).toBe(400);
    expect((await call(ops, "GET", "/api/studio/payouts")).status).toBe(403);

    const csv = await call(finance, "GET", `/api/studio/payouts/export.csv?partnerId=${partnerIds.pan}`);
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trim().split("\r\n");
    expect(lines[0]).toMatch(/^reference,month,partner,lender/);
    expect(lines).toHaveLength(all.items.length + 1);
    const exports = await deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payouts.export"), eq(auditLog.actorId, finance.id)));
    expect(exports).toHaveLength(1);
  });

  it("the admin's dated grid edit applies to disbursals from its date, audited; finance cannot edit", async () => {
    const { app } = await disbursedLead(partnerIds.gst);
    const lenderId = (app.voucher as { lenderId: number }).lenderId;
    const today = new Date(deps.clock().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const edit = {
      lenderId,
      product: "personal",
      rateBps: 10,
      capRupees: 100,
      effectiveFrom: today,
      remarks: "New deal",
    };
    expect((await call(finance, "POST", "/api/studio/payouts/grid", edit)).status).toBe(403);
    expect((await call(admin, "POST", "/api/studio/payouts/grid", { ...edit, rateBps: 5000 })).status).toBe(
      400,
    );
    const saved = await call(admin, "POST", "/api/studio/payouts/grid", edit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const later = await disbursedLead(partnerIds.gst);
    expect(await payoutOf(later.app.id)).toMatchObject({ rateBps: 10, capRupees: 100, payoutPaise: 10_000 });
    expect((await payoutOf(app.id))!.rateBps).not.toBe(10);
    const entries = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "payout.grid.edit"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      after: { rateBps: 10, capRupees: 100, from: today },
    });
    const grid = (await call(finance, "GET", "/api/studio/payouts/grid")).body.data;
    expect(grid.edits[0]).toMatchObject({ lenderId, rateBps: 10 });
  });

  it("a payout status link shows its lead's payout and confirms receipt; tampered or expired ones open nothing", async () => {
    const { reference, app } = await disbursedLead(partnerIds.gst);
    const sent = await call(finance, "POST", `/api/studio/payouts/${reference}/status-link`, {
      email: "ops@lender.example",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = await deps.outbox.list(5, "ops@lender.example");
    const url = new URL(/https?:\/\/\S+\/payout-status\?\S+/.exec(mail!.body)![0]);
    const key = url.searchParams.get("key")!;
    const token = url.searchParams.get("token")!;
    expect(await audits(app.id, "payout.link.send")).toHaveLength(1);

    const withLink = (path: string, body: unknown, t = token) =>
      api.request(`http://localhost${path}`, {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "application/json", "x-link-token": t },
        body: JSON.stringify(body),
      });
    const read = await withLink("/api/decryptLeadPayout", { payoutStatusKey: key });
    expect(read.status).toBe(200);
    const shown = (await read.json()).data;
    expect(shown).toMatchObject({ leadsId: reference, payout: { status: "Pending" } });
    expect(JSON.stringify(shown)).not.toMatch(/9811100001|mobile|pan/i);
    // /api/decrypt reads the site's own signed keys, for this lead only.
    const plain = await withLink("/api/decrypt", { data: { key } });
    expect((await plain.json()).data).toMatchObject({ leadsId: reference, purpose: "payoutStatus" });

    const paidByLink = await withLink("/api/savePayoutStatus", {
      leadsId: reference,
      status: "Paid",
      remarks: "x",
    });
    expect(paidByLink.status).toBe(403);
    const confirmed = await withLink("/api/savePayoutStatus", {
      leadsId: reference,
      status: "Received",
      remarks: "Claim received by lender ops",
    });
    expect(confirmed.status).toBe(200);
    expect((await payoutOf(app.id))!.receiptConfirmedAt).not.toBeNull();
    expect((await payoutOf(app.id))!.status).toBe("Pending");
    const firstAt = (await payoutOf(app.id))!.receiptConfirmedAt;
    // A receipt is confirmed once: the link's further confirmations (sequential or at once) change nothing,
    // and the link confirms at most PAYOUT_RECEIPTS_PER_LINK_HOUR times an hour (it used to take 10 of 10).
    const repeats = await Promise.all(
      Array.from({ length: 9 }, () =>
        withLink("/api/savePayoutStatus", { leadsId: reference, status: "Received", remarks: "again" }),
      ),
    );
    for (const again of repeats) expect([200, 429, 503]).toContain(again.status);
    expect(repeats.filter((again) => again.status === 200).length).toBeLessThanOrEqual(
      PAYOUT_RECEIPTS_PER_LINK_HOUR - 1,
    );
    const limited = await withLink("/api/savePayoutStatus", {
      leadsId: reference,
      status: "Received",
      remarks: "once more",
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect((await limited.json()).message).toMatch(/too often/);
    expect((await payoutOf(app.id))!.receiptConfirmedAt).toEqual(firstAt);
    const receipt = await audits(app.id, "payout.receipt");
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatchObject({ actorType: "system", details: { source: "link" } });

    const tamperedKey = await withLink("/api/decryptLeadPayout", {
      payoutStatusKey: `${key.slice(0, -4)}AAAA`,
    });
    expect(tamperedKey.status).toBe(400);
    const tamperedToken = await withLink("/api/decryptLeadPayout", { payoutStatusKey: key }, `${token}x`);
    expect(tamperedToken.status).toBe(401);
    const otherLead = encryptLinkPayload(deps.config.LINK_SECRET, { leadsId: "LS2699999999" });
    expect((await withLink("/api/decryptLeadPayout", { payoutStatusKey: otherLead })).status).toBe(404);

    offset = 8 * 24 * 3600_000;
    try {
      const expired = await withLink("/api/decryptLeadPayout", { payoutStatusKey: key });
      expect(expired.status).toBe(401);
      const expiredSave = await withLink("/api/savePayoutStatus", {
        leadsId: reference,
        status: "Received",
        remarks: "x",
      });
      expect(expiredSave.status).toBe(401);
    } finally {
      offset = 0;
    }
    const receipts = await audits(app.id, "payout.receipt");
    expect(receipts).toHaveLength(1);
  });

  it("a partner's payouts hold only their own leads, and no customer data", async () => {
    const service = createPayoutService(deps);
    const mine = await service.forPartner(partnerIds.pan);
    const theirs = await service.forPartner(partnerIds.gst);
    const mineRefs = mine.items.map((p) => p.reference);
    expect(mineRefs.length).toBeGreaterThan(0);
    expect(theirs.items.some((p) => mineRefs.includes(p.reference))).toBe(false);
    const owners = await deps.database.db
      .select({ partnerId: payouts.partnerId })
      .from(payouts)
      .innerJoin(applications, eq(applications.id, payouts.applicationId))
      .where(inArray(applications.reference, mineRefs));
    expect(owners.every((o) => o.partnerId === partnerIds.pan)).toBe(true);
    expect(JSON.stringify(mine)).not.toMatch(/Asha|mobile|pan|score|roi/i);

    // The monthly statement: a PDF of the partner's own payouts of the month, GST and TDS apart.
    const month = mine.items[0]!.month;
    const statement = await service.statement(partnerIds.pan, month);
    const text = pdfText(statement!.bytes).replace(/\n/g, " ");
    expect(Buffer.from(statement!.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    expect(statement!.fileName).toBe(`payout-statement-PANDSA01-${month}.pdf`);
    for (const p of mine.items.filter((i) => i.month === month)) expect(text).toContain(p.reference);
    for (const p of theirs.items) expect(text).not.toContain(p.reference);
    // A PAN-only partner: no GST; TDS on the payout; the totals leave the rejected payout out.
    expect(text).toMatch(/GST ₹0\.00 TDS ₹[\d,.]+ Net payable ₹[\d,.]+/);
    // (A TDS figure may carry its mark: † within the year's threshold, * bearing the year's earlier TDS.)
    expect(text).toMatch(/₹[\d,]+\.\d\d ₹0\.00 ₹[\d,]+\.\d\d(?: [*†])? ₹[\d,]+\.\d\d Rejected/);
    // In Hindi for a partner on the Hindi site: the same figures under Hindi headings.
    const hindi = pdfText((await service.statement(partnerIds.pan, month, "hi"))!.bytes).replace(/\n/g, " ");
    expect(hindi).toContain("भुगतान विवरण");
    expect(hindi).toContain("देय शुद्ध राशि");
    expect(hindi.match(/₹[\d,.]+/g)).toEqual(text.match(/₹[\d,.]+/g));
    expect(await service.partnerMonths(partnerIds.pan)).toContain(month);
  });
});
