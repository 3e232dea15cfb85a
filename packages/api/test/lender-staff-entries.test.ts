import {
  applications,
  auditLog,
  lenderIdempotency,
  lenderShares,
  lenderStaffEntries,
} from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { stagesUpTo } from "@loansetu/domain/pipeline";
import { RETENTION } from "@loansetu/domain/retention";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { createLenderKey, revokeLenderKey } from "../src/lenders/keys.ts";
import { purgeLenderIdempotency } from "../src/retention/purge.ts";
import { freshPipelineLead } from "../src/studio/pipeline/demo-seed.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { type SignedInEmployee, signedInEmployee } from "./support/studio.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// Maker-checker in the studio: what staff enter on behalf of a lender without an integration (a sanction,
// a disbursal) moves the lead only when a different employee approves it; bad figures are refused and change
// nothing; a lender with a working API key drives its own leads. Also the ageing queue's order and the
// purge of lenders' idempotency answers.

type Deps = ReturnType<typeof createTestDeps>;

describe.each(ENGINES)("staff entries on a lender's behalf on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: ReturnType<typeof createApi>;
  // A Saturday afternoon in India: "today" is 2026-11-28 there.
  let at = new Date("2026-11-28T09:00:00Z");
  let maker: SignedInEmployee;
  let checker: SignedInEmployee;
  let viewer: SignedInEmployee;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database, { clock: () => at });
    api = createApi(deps);
    maker = await signedInEmployee(deps, ["operations"], { name: "Maker One" });
    checker = await signedInEmployee(deps, ["operations"], { name: "Checker Two" });
    viewer = await signedInEmployee(deps, ["viewer"]);
  });
  afterAll(() => database.dispose());

  const call = async (who: SignedInEmployee, path: string, body?: unknown) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await api.request(`http://localhost/api/studio/leads${path}`, {
      method: "POST",
      headers: { ...who.headers, ...(text ? { "content-length": String(Buffer.byteLength(text)) } : {}) },
      ...(text ? { body: text } : {}),
    });
    return { status: res.status, body: await res.json() };
  };
  const customer = (token: string, method: string, path: string, body?: unknown) =>
    api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const lenderCall = (key: string, path: string, body: unknown) =>
    api.request(`http://localhost/api/lender/v1${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "idempotency-key": `idem-${Math.random().toString(36).slice(2)}-${Date.now()}`,
      },
      body: JSON.stringify(body),
    });

  const shareOf = async (reference: string) => {
    const [row] = await deps.database.db
      .select({ share: lenderShares, app: applications })
      .from(lenderShares)
      .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
      .where(eq(applications.reference, reference));
    return row!;
  };
  const leadOf = async (reference: string) =>
    (await deps.database.db.select().from(applications).where(eq(applications.reference, reference)))[0]!;
  const entriesOf = async (applicationId: string) =>
    deps.database.db
      .select()
      .from(lenderStaffEntries)
      .where(eq(lenderStaffEntries.applicationId, applicationId));
  const smsTo = async (mobile: string) =>
    (await deps.outbox.list(100))
      .filter((m) => m.channel === "sms" && m.recipient === mobile)
      .map((m) => m.body);

  const terms = { amount: 250_000, ratePercent: 14.25, tenureMonths: 36, processingFeeBase: 2500 };

  /**
   * A borrower chose a lender; the lender countered through its API and the borrower accepted. The lender
   * then stopped its integration (its key revoked): the rest is entered by staff. Answers the reference.
   */
  async function acceptedAtLenderWithoutIntegration(mobile: string, keepKey = false) {
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const offers = await (await customer(token, "GET", `/api/journey/${reference}/offers`)).json();
    const lenderId = (offers.data.eligible as { lenderId: number }[])[0]!.lenderId;
    expect((await customer(token, "POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(
      200,
    );
    const made = await createLenderKey(deps.database.db, { lenderId, name: "test", now: at });
    expect(
      (await lenderCall(made.key, `/applications/${reference}/decision`, { decision: "counter", terms }))
        .status,
    ).toBe(200);
    expect((await customer(token, "POST", `/api/applications/${reference}/lender-terms/accept`)).status).toBe(
      200,
    );
    if (!keepKey) await revokeLenderKey(deps.database.db, lenderId, made.id, at);
    return { reference, lenderId, keyId: made.id };
  }

  it("a sanction and a disbursal move the lead only when a different employee approves them", async () => {
    const { reference } = await acceptedAtLenderWithoutIntegration("9822200001");
    const sanction = {
      kind: "sanction",
      amount: 250_000,
      ratePercent: 14.25,
      tenureMonths: 36,
      date: "2026-11-27",
    };

    // Figures other than the accepted terms, and a date in the future, are refused; nothing is stored.
    const differ = await call(maker, `/${reference}/entries`, { ...sanction, amount: 260_000 });
    expect(differ.status).toBe(400);
    expect(differ.body.message).toContain("differ from the terms the borrower accepted");
    const future = await call(maker, `/${reference}/entries`, { ...sanction, date: "2026-11-29" });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([expect.objectContaining({ path: "date" })]);
    const { app } = await shareOf(reference);
    expect(await entriesOf(app.id)).toHaveLength(0);

    const entered = await call(maker, `/${reference}/entries`, sanction);
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    expect(entered.body.data).toMatchObject({ kind: "sanction", status: "pending", proposedBy: "Maker One" });
    // A second sanction while one waits: refused.
    expect((await call(checker, `/${reference}/entries`, sanction)).status).toBe(409);
    // Entered, not applied: the share and the lead are as they were, the borrower is told nothing.
    expect((await shareOf(reference)).share.status).toBe("accepted");
    expect((await leadOf(reference)).sanctionedAt).toBe(null);
    expect((await smsTo("9822200001")).some((b) => /has sanctioned/.test(b))).toBe(false);

    // The maker cannot approve their own entry; a viewer may not approve at all.
    const own = await call(maker, `/${reference}/entries/${entered.body.data.id}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.message).toContain("a different employee");
    expect((await call(viewer, `/${reference}/entries/${entered.body.data.id}/approve`)).status).toBe(403);
    expect((await shareOf(reference)).share.status).toBe("accepted");

    const approved = await call(checker, `/${reference}/entries/${entered.body.data.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "approved", decidedBy: "Checker Two" });
    const sanctioned = await shareOf(reference);
    expect(sanctioned.share).toMatchObject({
      status: "sanctioned",
      sanction: { amount: 250_000, date: "2026-11-27" },
    });
    expect(sanctioned.app.sanctionedAt).not.toBe(null);
    expect((await smsTo("9822200001")).some((b) => /has sanctioned your loan/.test(b))).toBe(true);
    // Approving it again: it is no longer waiting.
    expect((await call(checker, `/${reference}/entries/${entered.body.data.id}/approve`)).status).toBe(404);

    // The disbursal: above the sanction, a UTR not in the bank's format, before the sanction, in the
    // future: each refused with its field, nothing stored.
    const disbursal = { kind: "disbursal", amount: 250_000, date: "2026-11-28", utr: "HDFCN52026112801" };
    for (const [bad, field] of [
      [{ amount: 250_001 }, "amount"],
      [{ utr: "utr-123" }, "utr"],
      [{ date: "2026-11-26" }, "date"],
      [{ date: "2026-12-01" }, "date"],
    ] as const) {
      const refused = await call(maker, `/${reference}/entries`, { ...disbursal, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.errors[0].path).toBe(field);
    }
    expect((await entriesOf(app.id)).filter((e) => e.kind === "disbursal")).toHaveLength(0);

    // A rejected disbursal leaves the lead as it was; its UTR may be entered again.
    const first = await call(maker, `/${reference}/entries`, disbursal);
    expect(first.status).toBe(200);
    expect(
      (await call(checker, `/${reference}/entries/${first.body.data.id}/reject`, { reason: "Typo in UTR?" }))
        .status,
    ).toBe(200);
    expect((await shareOf(reference)).share.status).toBe("sanctioned");
    expect((await leadOf(reference)).status).toBe("active");
    expect((await smsTo("9822200001")).some((b) => /has been disbursed/.test(b))).toBe(false);

    const second = await call(maker, `/${reference}/entries`, disbursal);
    expect(second.status).toBe(200);
    const paid = await call(checker, `/${reference}/entries/${second.body.data.id}/approve`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const done = await shareOf(reference);
    expect(done.share).toMatchObject({ status: "disbursed", utr: "HDFCN52026112801" });
    expect(done.app.status).toBe("Completed");
    expect(done.app.stages.every((stage) => stage.isComplete)).toBe(true);
    expect((await smsTo("9822200001")).some((b) => /has been disbursed/.test(b))).toBe(true);

    // Both steps of each entry are in the audit log, under the two employees.
    const audits = await deps.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.leadId, app.id));
    expect(
      audits
        .filter((a) => a.action.startsWith("lead.entry."))
        .map((a) => `${a.action}:${a.actorId === maker.id ? "maker" : "checker"}`)
        .sort(),
    ).toEqual(
      [
        "lead.entry.disbursal.approve:checker",
        "lead.entry.disbursal.propose:maker",
        "lead.entry.disbursal.propose:maker",
        "lead.entry.disbursal.reject:checker",
        "lead.entry.sanction.approve:checker",
        "lead.entry.sanction.propose:maker",
      ].sort(),
    );

    // A repeated UTR is refused on any other lead, and that lead does not change.
    const legacy = await freshPipelineLead(deps, "9822200009");
    await deps.database.db
      .update(applications)
      .set({ stages: stagesUpTo(5), sanctionedAt: new Date("2026-11-26T06:00:00Z") })
      .where(eq(applications.reference, legacy));
    const repeated = await call(maker, `/${legacy}/entries`, { ...disbursal, amount: 100_000 });
    expect(repeated.status).toBe(409);
    expect(repeated.body.errors[0].path).toBe("utr");
    expect((await leadOf(legacy)).status).toBe("active");
  });

  it("disburses a lead sanctioned in the studio before the lender side, through the same two steps", async () => {
    const reference = await freshPipelineLead(deps, "9822200010");
    await deps.database.db
      .update(applications)
      .set({ stages: stagesUpTo(5), sanctionedAt: new Date("2026-11-26T06:00:00Z") })
      .where(eq(applications.reference, reference));
    const voucher = (await leadOf(reference)).voucher as { loanAmount: number };
    const above = await call(maker, `/${reference}/entries`, {
      kind: "disbursal",
      amount: voucher.loanAmount + 1,
      date: "2026-11-28",
      utr: "ICICR52026112800001",
    });
    expect(above.status).toBe(400);
    const entered = await call(maker, `/${reference}/entries`, {
      kind: "disbursal",
      amount: voucher.loanAmount,
      date: "2026-11-28",
      utr: "ICICR52026112800001",
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    expect((await leadOf(reference)).status).toBe("active");
    const approved = await call(checker, `/${reference}/entries/${entered.body.data.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const lead = await leadOf(reference);
    expect(lead.status).toBe("Completed");
    expect(lead.disbursedAt).not.toBe(null);
    expect((await smsTo("9822200010")).some((b) => /has been disbursed/.test(b))).toBe(true);
  });

  it("orders the ageing queue late first, the most overdue first, with each lender's promised hours", async () => {
    const lenders = (await deps.data.get("lenders.json")).lenders;
    const { reference: waiting } = await acceptedAtLenderWithoutIntegration("9822200003");
    const { reference: older } = await acceptedAtLenderWithoutIntegration("9822200004");
    // Both wait for the sanction; one has waited longer. Move the clock past both promised times.
    const { share: olderShare } = await shareOf(older);
    await deps.database.db
      .update(lenderShares)
      .set({ statusAt: new Date(at.getTime() - 3_600_000) })
      .where(eq(lenderShares.id, olderShare.id));
    const promised = lenders.find((l) => l.id === olderShare.lenderId)!.promisedHours.sanction;
    const saved = at;
    at = new Date(at.getTime() + promised * 3_600_000 + 60_000);
    try {
      const admin = await signedInEmployee(deps, ["admin"]);
      const res = await api.request("http://localhost/api/studio/lenders/progress?late=true", {
        headers: admin.headers,
      });
      expect(res.status).toBe(200);
      const items = (await res.json()).data.items as {
        reference: string;
        late: boolean;
        staffActions: string[];
      }[];
      const order = items.map((item) => item.reference).filter((r) => r === waiting || r === older);
      expect(order).toEqual([older, waiting]);
      expect(items.every((item) => item.late)).toBe(true);
      // Only what the state allows: a sanction to enter, not a disbursal.
      expect(items.find((item) => item.reference === older)!.staffActions).toEqual(["sanction"]);
    } finally {
      at = saved;
    }
  });

  it("purges lenders' idempotency answers 24 hours after the request, and keeps younger ones", async () => {
    const db = deps.database.db;
    const old = new Date(at.getTime() - RETENTION.lenderIdempotencyMs - 1000);
    const young = new Date(at.getTime() - RETENTION.lenderIdempotencyMs + 60_000);
    const row = (key: string, createdAt: Date) => ({
      lenderId: 1,
      key,
      requestHash: "h",
      status: 200,
      response: { ok: true },
      createdAt,
    });
    await db
      .insert(lenderIdempotency)
      .values([row("purge-old-1", old), row("purge-old-2", old), row("purge-young", young)]);
    expect(await purgeLenderIdempotency(db, at, { batchRows: 1 })).toBeGreaterThanOrEqual(2);
    const left = (await db.select({ key: lenderIdempotency.key }).from(lenderIdempotency)).map((r) => r.key);
    expect(left).toContain("purge-young");
    expect(left).not.toContain("purge-old-1");
    expect(left).not.toContain("purge-old-2");
  });
  it("refuses staff entries for a lender whose system reports its own steps", async () => {
    const { reference, lenderId, keyId } = await acceptedAtLenderWithoutIntegration("9822200002", true);
    const refused = await call(maker, `/${reference}/entries`, {
      kind: "sanction",
      amount: 250_000,
      ratePercent: 14.25,
      tenureMonths: 36,
      date: "2026-11-27",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("lender API");
    expect((await shareOf(reference)).share.status).toBe("accepted");
    await revokeLenderKey(deps.database.db, lenderId, keyId, at);
  });
});
