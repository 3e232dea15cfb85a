import { randomUUID } from "node:crypto";
import { applications, consentWithdrawals, dataSharings, rightsRequests, users } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { RETENTION } from "@loansetu/domain/retention";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carryOutErasure } from "../src/privacy/erasure.ts";
import { ledgerOf } from "../src/privacy/ledger.ts";
import { keptUntil } from "../src/privacy/retention-rules.ts";
import { recordSharing } from "../src/privacy/sharing-ledger.ts";
import { withdrawConsent } from "../src/privacy/withdrawals.ts";
import { runRetentionPurge } from "../src/retention/purge.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";

// The consent ledger is evidence with its own period. Purging or erasing an application keeps its
// sharings and withdrawals (application id set null, the reference kept as text); the inactive-customer
// purge keeps a customer while their ledger or requests are within their period; then both go.

const NOW = new Date("2026-11-25T21:00:00Z");
const DAY = 24 * 3600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);

type Db = TestDatabase["handle"]["db"];
let serial = 0;
const uniqueMobile = () => `8${String(700_000_000 + (Date.now() % 100_000) * 1000 + serial++).slice(-9)}`;

async function customerWithAbandonedApplication(db: Db, at: Date) {
  const [user] = await db
    .insert(users)
    .values({ mobile: uniqueMobile(), firstName: "Asha", createdAt: at, lastLoginAt: at })
    .returning();
  const [app] = await db
    .insert(applications)
    .values({
      reference: `LSL${randomUUID().replaceAll("-", "").slice(0, 12)}`,
      userId: user!.id,
      product: "personal-loan",
      productsId: 1,
      vendorsId: 1,
      stages: [],
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // The soft check went to the bureau; the customer then withdrew this application's sharing.
  await recordSharing(db, {
    userId: user!.id,
    applicationId: app!.id,
    occasion: "softCheck",
    recipientKind: "bureau",
    recipientName: "CIBIL",
    at,
  });
  await withdrawConsent(db, {
    userId: user!.id,
    purpose: "applicationSharing",
    applicationId: app!.id,
    locale: "hi",
    at,
  });
  // Withdrawing a purpose is in force for as long as the account: it is not purged on its own.
  await withdrawConsent(db, { userId: user!.id, purpose: "marketing", locale: "en", at });
  // Reset the application's last change (the withdrawal touched nothing of it, but be exact).
  await db.update(applications).set({ updatedAt: at }).where(eq(applications.id, app!.id));
  return { user: user!, app: app! };
}

describe.each(ENGINES)("the consent ledger outlives the application on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it("purging an abandoned application and an inactive customer keeps the evidence for its own period", async () => {
    const db = database.handle.db;
    // Two years ago: past the 180 days of an unshared application and the year of an inactive customer.
    const { user, app } = await customerWithAbandonedApplication(db, ago(2 * 365 * DAY));

    const counts = await runRetentionPurge(db, NOW);
    expect(counts.unsharedApplications).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(applications).where(eq(applications.id, app.id))).toHaveLength(0);
    // The ledger rows stay, no longer linked, still naming the application.
    const sharings = await db.select().from(dataSharings).where(eq(dataSharings.userId, user.id));
    expect(sharings).toMatchObject([{ applicationId: null, applicationReference: app.reference }]);
    const withdrawals = await db
      .select()
      .from(consentWithdrawals)
      .where(eq(consentWithdrawals.userId, user.id));
    expect(withdrawals.map((w) => [w.purpose, w.applicationId, w.applicationReference]).sort()).toEqual([
      ["applicationSharing", null, app.reference],
      ["marketing", null, null],
    ]);
    // The customer's account stays with its evidence (inactive for two years, nothing else held).
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    // The page still shows the sharing and the withdrawal with the application's reference.
    const ledger = await ledgerOf(db, user.id);
    expect(ledger.sharings).toMatchObject([{ occasion: "softCheck", reference: app.reference }]);
    expect(ledger.withdrawals.map((w) => w.reference)).toContain(app.reference);

    // Just inside five years of the entries: all kept.
    await runRetentionPurge(db, later(RETENTION.consentRecordMs - 2 * 365 * DAY - DAY));
    expect(await db.select().from(dataSharings).where(eq(dataSharings.userId, user.id))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    // Just past them: the ledger goes, then the customer with the withdrawal of marketing.
    const end = await runRetentionPurge(db, later(RETENTION.consentRecordMs - 2 * 365 * DAY + DAY));
    expect(end.dataSharings).toBeGreaterThanOrEqual(1);
    expect(end.consentWithdrawals).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(
      await db.select().from(consentWithdrawals).where(eq(consentWithdrawals.userId, user.id)),
    ).toHaveLength(0);
  });

  it("keeps a ledger row however old while its application is kept, and an open request with its customer", async () => {
    const db = database.handle.db;
    const old = ago(10 * 365 * DAY);
    const { user, app } = await customerWithAbandonedApplication(db, old);
    // The application went on to a lender and is still open: the lender's period has not begun.
    await db
      .update(applications)
      .set({ submittedAt: NOW, lenderId: 1, updatedAt: NOW })
      .where(eq(applications.id, app.id));
    await runRetentionPurge(db, NOW);
    expect(await db.select().from(dataSharings).where(eq(dataSharings.applicationId, app.id))).toHaveLength(
      1,
    );
    expect(
      await db.select().from(consentWithdrawals).where(eq(consentWithdrawals.applicationId, app.id)),
    ).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const [lonely] = await db
      .insert(users)
      .values({ mobile: uniqueMobile(), createdAt: old, lastLoginAt: old })
      .returning();
    await db.insert(rightsRequests).values({
      reference: `RQ${randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase()}`,
      userId: lonely!.id,
      kind: "correction",
      status: "inProgress",
      locale: "en",
      dueAt: old,
      createdAt: old,
      updatedAt: old,
    });
    await runRetentionPurge(db, NOW);
    expect(await db.select().from(users).where(eq(users.id, lonely!.id))).toHaveLength(1);
    expect(await db.select().from(rightsRequests).where(eq(rightsRequests.userId, lonely!.id))).toHaveLength(
      1,
    );
  });

  it("an erasure deletes the abandoned application but keeps its ledger, and says until when", async () => {
    const db = database.handle.db;
    const { user, app } = await customerWithAbandonedApplication(db, ago(10 * DAY));
    const items = await db.transaction((tx) => carryOutErasure(tx as unknown as Db, user.id, NOW));
    expect(items).toContainEqual({ item: "applications", action: "deleted", count: 1 });
    expect(items).toContainEqual({
      item: "consentRecords",
      action: "kept",
      keep: "consentRecords",
      until: keptUntil("consentRecords", NOW).toISOString(),
    });
    // "Kept until" is the purge's own period.
    expect(keptUntil("consentRecords", NOW).getTime() - NOW.getTime()).toBe(RETENTION.consentRecordMs);
    expect(keptUntil("requestRecord", NOW).getTime() - NOW.getTime()).toBe(RETENTION.rightsRequestMs);
    expect(await db.select().from(applications).where(eq(applications.id, app.id))).toHaveLength(0);
    expect(await db.select().from(dataSharings).where(eq(dataSharings.userId, user.id))).toMatchObject([
      { applicationId: null, applicationReference: app.reference },
    ]);
  });
});
