import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { openDatabase } from "@loansetu/db/client";
import {
  analyticsEvents,
  applicationOptouts,
  applications,
  auditLog,
  chatFeedback,
  chatMessages,
  chatThreads,
  consentWithdrawals,
  creditChecks,
  dataSharings,
  employeeInvites,
  employeeSessions,
  employees,
  jobs,
  lenderIdempotency,
  lenderOrganisations,
  lenderUserInvites,
  lenderUserSessions,
  lenderUsers,
  lenderWebhookDeliveries,
  lenderWebhookEndpoints,
  otpVerifications,
  outboxMessages,
  rateEvents,
  rightsRequests,
  sessions,
  shortLinks,
  supportTickets,
  usedLinks,
  users,
} from "@loansetu/db/schema";
import { type AnyPgColumn, eq, inArray, type PgTable } from "@loansetu/db/sql";
import { RETENTION } from "@loansetu/domain/retention";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { hashMobileForAudit } from "../src/audit/mobile-hash.ts";
import { OTP_POLICY, SESSION_POLICY } from "../src/auth/policy.ts";
import { loadConfig } from "../src/lib/config.ts";
import { createLogger } from "../src/lib/logger.ts";
import { createJobQueue } from "../src/queue/job-queue.ts";
import { pseudonymiseAuditMobiles } from "../src/retention/audit-mobiles.ts";
import { PURGES, purgeRateEvents, runRetentionPurge } from "../src/retention/purge.ts";
import { RETENTION_JOB, scheduleRetentionPurge } from "../src/retention/schedule.ts";
import { lastOtp, wrongOtp } from "./support/login.ts";
import { apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";

// "Purge tests for every row of the retention schedule": for each kind, a row just inside its
// period stays and a row just outside goes, with the clock ("now") moved to the edge; the daily job runs
// once with two instances on one database, and logs counts only.

const NOW = new Date("2026-11-25T21:00:00Z");
const MINUTE = 60_000;
/** An instant `ms` before NOW, moved by `by` (negative: older). */
const ago = (ms: number, by = 0) => new Date(NOW.getTime() - ms + by);
const INSIDE = MINUTE;
const OUTSIDE = -MINUTE;

type Db = TestDatabase["handle"]["db"];
let serial = 0;
const uniqueMobile = () => `9${String(800_000_000 + (Date.now() % 100_000) * 1000 + serial++).slice(-9)}`;

async function makeUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ mobile: uniqueMobile(), ...values })
    .returning();
  return user!;
}

async function makeApplication(db: Db, values: Partial<typeof applications.$inferInsert> = {}) {
  const user = values.userId ? undefined : await makeUser(db);
  const [app] = await db
    .insert(applications)
    .values({
      reference: `LST${randomUUID().replaceAll("-", "").slice(0, 12)}`,
      userId: user?.id ?? values.userId!,
      product: "personal-loan",
      productsId: 1,
      vendorsId: 1,
      stages: [],
      ...values,
    })
    .returning();
  return app!;
}

async function makeEmployee(db: Db) {
  const [employee] = await db
    .insert(employees)
    .values({ email: `retention-${randomUUID()}@loansetu.in`, name: "Retention Test" })
    .returning();
  return employee!;
}

/** A lender portal user of the first seeded lender (credentials are placeholders: nobody signs in). */
async function makeLenderUser(db: Db) {
  const [lender] = await db.select({ id: lenderOrganisations.id }).from(lenderOrganisations).limit(1);
  const [user] = await db
    .insert(lenderUsers)
    .values({
      lenderId: lender!.id,
      email: `retention-${randomUUID()}@lender.example`,
      name: "Retention Test",
      role: "readOnly",
      passwordHash: "x",
      totpSecretEncrypted: "x",
    })
    .returning();
  return user!;
}

/** A webhook delivery to a new endpoint of the first seeded lender. */
async function makeWebhookDelivery(db: Db, values: Partial<typeof lenderWebhookDeliveries.$inferInsert>) {
  const [lender] = await db.select({ id: lenderOrganisations.id }).from(lenderOrganisations).limit(1);
  const [endpoint] = await db
    .insert(lenderWebhookEndpoints)
    .values({ lenderId: lender!.id, url: "https://lender.example/hooks", secretEncrypted: "x" })
    .returning();
  const [row] = await db
    .insert(lenderWebhookDeliveries)
    .values({ endpointId: endpoint!.id, eventType: "application.shared", payload: {}, ...values })
    .returning();
  return row!.id;
}

/** A sharing in the ledger whose application is gone (the id set null, the reference kept). */
async function makeSharing(db: Db, userId: string, at: Date) {
  const [row] = await db
    .insert(dataSharings)
    .values({
      userId,
      applicationId: null,
      applicationReference: "LS1234567",
      occasion: "softCheck",
      recipientKind: "bureau",
      recipientName: "CIBIL",
      fields: ["name", "mobile", "dateOfBirth", "pan"],
      createdAt: at,
    })
    .returning();
  return row!;
}

/** A closed rights request (completed at `at`). */
async function makeClosedRequest(db: Db, userId: string, at: Date, status = "done") {
  const [row] = await db
    .insert(rightsRequests)
    .values({
      reference: `RR${randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase()}`,
      userId,
      kind: "erasure",
      status,
      locale: "en",
      dueAt: at,
      completedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/** One row of the schedule: which purge, and how to make a row whose period is measured from `at`. */
interface Case {
  name: string;
  kind: keyof typeof PURGES;
  period: number;
  make(db: Db, at: Date): Promise<string | number>;
  exists(db: Db, id: string | number): Promise<boolean>;
}

const present = async (rows: unknown[]) => rows.length === 1;

/** A case's `exists`: whether the row whose `column` is `id` is still there (a text id, or a serial number). */
const rowIn =
  (table: PgTable, column: AnyPgColumn) =>
  async (db: Db, id: string | number): Promise<boolean> =>
    present(
      await db
        .select()
        .from(table)
        .where(eq(column, column.dataType === "number" ? Number(id) : String(id))),
    );

const CASES: Case[] = [
  {
    name: "OTP verification rows (a day after expiry)",
    kind: "otpVerifications",
    period: RETENTION.otpVerificationMs,
    async make(db, at) {
      const [row] = await db
        .insert(otpVerifications)
        .values({ mobile: uniqueMobile(), purpose: "login", codeHash: "x", expiresAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(otpVerifications, otpVerifications.id),
  },
  {
    name: "rate-limit events (2 days)",
    kind: "rateEvents",
    period: RETENTION.rateEventMs,
    async make(db, at) {
      const [row] = await db.insert(rateEvents).values({ key: "test:retention", at }).returning();
      return row!.id;
    },
    exists: rowIn(rateEvents, rateEvents.id),
  },
  {
    name: "lenders' idempotency answers (24 hours)",
    kind: "lenderIdempotency",
    period: RETENTION.lenderIdempotencyMs,
    async make(db, at) {
      const key = `retention-${randomUUID()}`;
      await db
        .insert(lenderIdempotency)
        .values({ lenderId: 1, key, requestHash: "h", status: 200, response: {}, createdAt: at });
      return key;
    },
    exists: async (db, id) =>
      present(
        await db
          .select()
          .from(lenderIdempotency)
          .where(eq(lenderIdempotency.key, String(id))),
      ),
  },
  {
    name: "customer sessions (30 days after expiry)",
    kind: "customerSessions",
    period: RETENTION.customerSessionMs,
    async make(db, at) {
      const user = await makeUser(db);
      const [row] = await db
        .insert(sessions)
        .values({ userId: user.id, refreshTokenHash: "h", expiresAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(sessions, sessions.id),
  },
  {
    name: "customer sessions (30 days after revocation, before their expiry)",
    kind: "customerSessions",
    period: RETENTION.customerSessionMs,
    async make(db, at) {
      const user = await makeUser(db);
      const [row] = await db
        .insert(sessions)
        .values({ userId: user.id, refreshTokenHash: "h", expiresAt: NOW, revokedAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(sessions, sessions.id),
  },
  {
    name: "employee sessions (30 days after expiry)",
    kind: "employeeSessions",
    period: RETENTION.employeeSessionMs,
    async make(db, at) {
      const employee = await makeEmployee(db);
      const [row] = await db
        .insert(employeeSessions)
        .values({ employeeId: employee.id, tokenHash: randomUUID(), expiresAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(employeeSessions, employeeSessions.id),
  },
  {
    name: "employee set-up links (30 days after use)",
    kind: "employeeInvites",
    period: RETENTION.employeeInviteMs,
    async make(db, at) {
      const employee = await makeEmployee(db);
      const [row] = await db
        .insert(employeeInvites)
        .values({ employeeId: employee.id, tokenHash: randomUUID(), expiresAt: NOW, usedAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(employeeInvites, employeeInvites.id),
  },
  {
    name: "lender portal sessions (30 days after revocation)",
    kind: "lenderUserSessions",
    period: RETENTION.lenderUserSessionMs,
    async make(db, at) {
      const user = await makeLenderUser(db);
      const [row] = await db
        .insert(lenderUserSessions)
        .values({ userId: user.id, tokenHash: randomUUID(), expiresAt: NOW, revokedAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(lenderUserSessions, lenderUserSessions.id),
  },
  {
    name: "lender portal set-up links (30 days after expiry)",
    kind: "lenderUserInvites",
    period: RETENTION.lenderUserInviteMs,
    async make(db, at) {
      const user = await makeLenderUser(db);
      const [row] = await db
        .insert(lenderUserInvites)
        .values({ userId: user.id, tokenHash: randomUUID(), expiresAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(lenderUserInvites, lenderUserInvites.id),
  },
  {
    name: "webhook deliveries to lenders (90 days after delivery)",
    kind: "lenderWebhookDeliveries",
    period: RETENTION.lenderWebhookDeliveryMs,
    make: (db, at) => makeWebhookDelivery(db, { status: "delivered", deliveredAt: at, createdAt: at }),
    exists: rowIn(lenderWebhookDeliveries, lenderWebhookDeliveries.id),
  },
  {
    name: "webhook deliveries to lenders (90 days after the queue gave up)",
    kind: "lenderWebhookDeliveries",
    period: RETENTION.lenderWebhookDeliveryMs,
    make: (db, at) => makeWebhookDelivery(db, { status: "failed", lastAttemptAt: at, createdAt: at }),
    exists: rowIn(lenderWebhookDeliveries, lenderWebhookDeliveries.id),
  },
  {
    name: "used single-use link ids (91 days)",
    kind: "usedLinks",
    period: RETENTION.usedLinkMs,
    async make(db, at) {
      const [row] = await db
        .insert(usedLinks)
        .values({ jti: randomUUID(), purpose: "autologin", usedAt: at })
        .returning();
      return row!.jti;
    },
    exists: rowIn(usedLinks, usedLinks.jti),
  },
  {
    name: "short links of SMS (30 days after they expired)",
    kind: "shortLinks",
    period: RETENTION.shortLinkMs,
    async make(db, at) {
      const [row] = await db
        .insert(shortLinks)
        .values({ code: randomUUID().slice(0, 12), targetPath: "/dashboard", expiresAt: at })
        .returning();
      return row!.code;
    },
    exists: rowIn(shortLinks, shortLinks.code),
  },
  {
    name: "contact messages and notices in the outbox (180 days after sending)",
    kind: "outboxMessages",
    period: RETENTION.outboxMessageMs,
    async make(db, at) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: "email",
          recipient: "support@loansetu.in",
          subject: "Contact",
          body: "Please call me",
          status: "sent",
          sentAt: at,
          createdAt: at,
        })
        .returning();
      return row!.id;
    },
    exists: rowIn(outboxMessages, outboxMessages.id),
  },
  {
    name: "support chats (180 days after the last message)",
    kind: "chats",
    period: RETENTION.chatMs,
    async make(db, at) {
      const app = await makeApplication(db, { productsId: 26, vendorsId: 5 });
      const [thread] = await db
        .insert(chatThreads)
        .values({ applicationId: app.id, locale: "en", createdAt: at, updatedAt: at })
        .returning();
      await db
        .insert(chatMessages)
        .values({ threadId: thread!.id, sender: "user", text: "hi", createdAt: at });
      return thread!.id;
    },
    exists: rowIn(chatThreads, chatThreads.id),
  },
  {
    name: "chat feedback (180 days)",
    kind: "chatFeedback",
    period: RETENTION.chatMs,
    async make(db, at) {
      const app = await makeApplication(db, { productsId: 26, vendorsId: 5 });
      const [row] = await db
        .insert(chatFeedback)
        .values({ applicationId: app.id, feedback: "Yes", createdAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(chatFeedback, chatFeedback.id),
  },
  {
    name: "applications that never reached a lender (180 days after their last change)",
    kind: "unsharedApplications",
    period: RETENTION.unsharedApplicationMs,
    make: async (db, at) => (await makeApplication(db, { createdAt: at, updatedAt: at })).id,
    exists: rowIn(applications, applications.id),
  },
  {
    name: "cancelled applications a lender saw (5 years after their last change)",
    kind: "lenderApplications",
    period: RETENTION.lenderApplicationMs,
    make: async (db, at) =>
      (
        await makeApplication(db, {
          status: "Cancelled",
          lenderId: 1,
          submittedAt: at,
          createdAt: at,
          updatedAt: at,
        })
      ).id,
    exists: rowIn(applications, applications.id),
  },
  {
    // The dashboard's opt-out confirmation promises this period: the application is no longer open for ever.
    name: "opted-out applications a lender saw (5 years after the opt-out)",
    kind: "lenderApplications",
    period: RETENTION.lenderApplicationMs,
    async make(db, at) {
      const app = await makeApplication(db, {
        lenderId: 1,
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      await db.insert(applicationOptouts).values({ applicationId: app.id, optedOutAt: at, autoLogin: false });
      return app.id;
    },
    exists: rowIn(applications, applications.id),
  },
  {
    name: "disbursed loans (5 years after the last instalment fell due)",
    kind: "lenderApplications",
    period: RETENTION.lenderApplicationMs,
    async make(db, at) {
      // A 24-month loan disbursed two years before `at`: the relationship ended at `at`.
      const disbursedAt = new Date(at);
      disbursedAt.setUTCMonth(disbursedAt.getUTCMonth() - 24);
      const app = await makeApplication(db, {
        status: "Completed",
        lenderId: 1,
        submittedAt: disbursedAt,
        sanctionedAt: disbursedAt,
        disbursedAt,
        voucher: { tenure: 24 },
        createdAt: disbursedAt,
        updatedAt: disbursedAt,
      });
      return app.id;
    },
    exists: rowIn(applications, applications.id),
  },
  {
    name: "free credit score checks (1 year)",
    kind: "creditChecks",
    period: RETENTION.creditCheckMs,
    async make(db, at) {
      const user = await makeUser(db);
      const id = randomUUID();
      await db.insert(creditChecks).values({
        id,
        userId: user.id,
        bureau: "cibil",
        provider: "sandbox",
        productsId: 17,
        backBtnSlug: "/cibil-score-check",
        score: 750,
        report: {},
        fullName: "Asha Verma",
        dateOfBirth: "1990-01-01",
        email: "asha@example.in",
        panEncrypted: "x",
        panMasked: "XXXXXX234F",
        consentTextVersion: "v1",
        consentLocale: "en",
        consentGivenAt: at,
        fetchedAt: at,
      });
      return id;
    },
    exists: rowIn(creditChecks, creditChecks.id),
  },
  {
    name: "customers with nothing else kept (1 year after their last sign-in)",
    kind: "inactiveCustomers",
    period: RETENTION.inactiveCustomerMs,
    make: async (db, at) => (await makeUser(db, { createdAt: at, lastLoginAt: at })).id,
    exists: rowIn(users, users.id),
  },
  {
    name: "withdrawn messages in the outbox, never sent (180 days after they were queued)",
    kind: "outboxMessages",
    period: RETENTION.outboxMessageMs,
    async make(db, at) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: "sms",
          recipient: uniqueMobile(),
          body: "notice",
          status: "withdrawn",
          createdAt: at,
        })
        .returning();
      return row!.id;
    },
    exists: rowIn(outboxMessages, outboxMessages.id),
  },
  {
    name: "the sharing ledger, its application gone (5 years after the sharing)",
    kind: "dataSharings",
    period: RETENTION.consentRecordMs,
    make: async (db, at) => (await makeSharing(db, (await makeUser(db)).id, at)).id,
    exists: rowIn(dataSharings, dataSharings.id),
  },
  {
    name: "withdrawals of an application's sharing, its application gone (5 years after the withdrawal)",
    kind: "consentWithdrawals",
    period: RETENTION.consentRecordMs,
    async make(db, at) {
      const user = await makeUser(db);
      const [row] = await db
        .insert(consentWithdrawals)
        .values({
          userId: user.id,
          purpose: "applicationSharing",
          applicationId: null,
          applicationReference: "LS7654321",
          locale: "hi",
          createdAt: at,
        })
        .returning();
      return row!.id;
    },
    exists: rowIn(consentWithdrawals, consentWithdrawals.id),
  },
  {
    name: "closed data rights requests (3 years after they were closed)",
    kind: "rightsRequests",
    period: RETENTION.rightsRequestMs,
    make: async (db, at) => (await makeClosedRequest(db, (await makeUser(db)).id, at, "rejected")).id,
    exists: rowIn(rightsRequests, rightsRequests.id),
  },
  {
    name: "closed support tickets (3 years after closing)",
    kind: "supportTickets",
    period: RETENTION.supportTicketMs,
    async make(db, at) {
      const user = await makeUser(db);
      const [row] = await db
        .insert(supportTickets)
        .values({
          reference: `ST${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`,
          userId: user.id,
          locale: "en",
          transcript: "Customer: hello",
          status: "closed",
          promisedBy: at,
          closedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return row!.id;
    },
    exists: rowIn(supportTickets, supportTickets.id),
  },
  {
    name: "inactive customers whose sharing ledger is kept (until 5 years after the last sharing)",
    kind: "inactiveCustomers",
    period: RETENTION.consentRecordMs,
    async make(db, at) {
      const old = ago(10 * 365 * 24 * 3600_000);
      const user = await makeUser(db, { createdAt: old, lastLoginAt: old });
      await makeSharing(db, user.id, at);
      return user.id;
    },
    exists: rowIn(users, users.id),
  },
  {
    name: "inactive customers with a closed rights request (until 3 years after it closed)",
    kind: "inactiveCustomers",
    period: RETENTION.rightsRequestMs,
    async make(db, at) {
      const old = ago(10 * 365 * 24 * 3600_000);
      const user = await makeUser(db, { createdAt: old, lastLoginAt: old });
      await makeClosedRequest(db, user.id, at);
      return user.id;
    },
    exists: rowIn(users, users.id),
  },
  {
    name: "first-party analytics events (13 months)",
    kind: "analyticsEvents",
    period: RETENTION.analyticsEventMs,
    async make(db, at) {
      const [row] = await db
        .insert(analyticsEvents)
        .values({ event: "cta_click", page: "/", source: "direct", platform: "desktop", online: true, at })
        .returning();
      return row!.id;
    },
    exists: rowIn(analyticsEvents, analyticsEvents.id),
  },
  {
    name: "done jobs (7 days after they finished)",
    kind: "doneJobs",
    period: RETENTION.doneJobMs,
    async make(db, at) {
      const [row] = await db
        .insert(jobs)
        .values({ kind: "test.done", status: "done", runAt: at, finishedAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(jobs, jobs.id),
  },
  {
    name: "failed jobs (90 days after they were given up)",
    kind: "failedJobs",
    period: RETENTION.failedJobMs,
    async make(db, at) {
      const [row] = await db
        .insert(jobs)
        .values({ kind: "test.failed", status: "failed", runAt: at, finishedAt: at })
        .returning();
      return row!.id;
    },
    exists: rowIn(jobs, jobs.id),
  },
];

/** A real pino logger whose lines the test can read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger("info", stream), lines };
}

describe("the periods cover what still needs each row", () => {
  it("outlasts the OTP, the longest rate window, the longest link and five years of KYC", () => {
    const DAY = 24 * 3600_000;
    expect(RETENTION.otpVerificationMs).toBeGreaterThan(OTP_POLICY.ttlSeconds * 1000);
    // Limits count back at most one day (an hour, a day, or since midnight in India).
    expect(RETENTION.rateEventMs).toBeGreaterThan(DAY);
    const longestLink = Math.max(
      SESSION_POLICY.autoLoginLinkTtlSeconds,
      // The largest CONSENT_LINK_TTL_SECONDS config accepts.
      90 * 24 * 3600,
    );
    expect(() => loadConfig({ CONSENT_LINK_TTL_SECONDS: String(90 * 24 * 3600 + 1) })).toThrow();
    expect(RETENTION.usedLinkMs).toBeGreaterThan(longestLink * 1000);
    expect(RETENTION.lenderApplicationMs).toBeGreaterThanOrEqual(5 * 365.25 * DAY);
    expect(RETENTION.doneJobMs).toBeLessThan(RETENTION.failedJobMs);
  });
});

describe.each(ENGINES)("retention purge on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it("has a test row for every purge of the schedule", () => {
    const tested = new Set([...CASES.map((c) => c.kind), "auditMobiles"]);
    expect(Object.keys(PURGES).filter((kind) => !tested.has(kind as keyof typeof PURGES))).toEqual([]);
  });

  it.each(CASES)("$name: just inside stays, just outside goes", async (row) => {
    const db = database.handle.db;
    const inside = await row.make(db, ago(row.period, INSIDE));
    const outside = await row.make(db, ago(row.period, OUTSIDE));
    // A minute before NOW, neither is due yet; at NOW, only the older one.
    await PURGES[row.kind](db, new Date(NOW.getTime() - 2 * MINUTE));
    expect([await row.exists(db, inside), await row.exists(db, outside)]).toEqual([true, true]);
    const removed = await PURGES[row.kind](db, NOW);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect([await row.exists(db, inside), await row.exists(db, outside)]).toEqual([true, false]);
  });

  it("keeps what the schedule keeps however old: pending messages and webhook deliveries, open shared applications, a chatbot lead still chatting, customers with an application", async () => {
    const db = database.handle.db;
    const old = ago(10 * 365 * 24 * 3600_000);
    const [pending] = await db
      .insert(outboxMessages)
      .values({ channel: "sms", recipient: "9876543210", body: "notice", status: "pending", createdAt: old })
      .returning();
    const pendingDelivery = await makeWebhookDelivery(db, { status: "pending", createdAt: old });
    const openShared = await makeApplication(db, {
      lenderId: 2,
      submittedAt: old,
      createdAt: old,
      updatedAt: old,
    });
    const owner = await makeUser(db, { createdAt: old, lastLoginAt: old });
    const ownersLoan = await makeApplication(db, {
      userId: owner.id,
      status: "Cancelled",
      submittedAt: NOW,
      updatedAt: NOW,
    });
    const chatLead = await makeApplication(db, {
      productsId: 26,
      vendorsId: 5,
      createdAt: old,
      updatedAt: old,
    });
    await db
      .insert(chatThreads)
      .values({ applicationId: chatLead.id, locale: "hi", createdAt: old, updatedAt: NOW });
    const counts = await runRetentionPurge(db, NOW);
    expect(Object.keys(counts).sort()).toEqual(Object.keys(PURGES).sort());
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.id, pending!.id))).toHaveLength(1);
    expect(await rowIn(lenderWebhookDeliveries, lenderWebhookDeliveries.id)(db, pendingDelivery)).toBe(true);
    const apps = await db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, [openShared.id, ownersLoan.id, chatLead.id]));
    expect(apps).toHaveLength(3);
    expect(await db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
  });

  it("deletes in bounded batches", async () => {
    const db = database.handle.db;
    const old = ago(RETENTION.rateEventMs, -MINUTE);
    await db.insert(rateEvents).values(Array.from({ length: 7 }, () => ({ key: "test:batch", at: old })));
    expect(await purgeRateEvents(db, NOW, { batchRows: 3 })).toBe(7);
    expect(await db.select().from(rateEvents).where(eq(rateEvents.key, "test:batch"))).toHaveLength(0);
  });

  it("rewrites old audit entries' mobiles: a full number becomes its keyed hash, a masked one goes", async () => {
    const db = database.handle.db;
    const mobile = uniqueMobile();
    const [failed, masked, clean] = await db
      .insert(auditLog)
      .values([
        {
          actorType: "visitor",
          action: "otp.failed",
          subjectType: "mobile",
          subjectId: mobile,
          details: { purpose: "login" },
        },
        {
          actorType: "employee",
          action: "lead.update",
          before: { mobile: "98XXXXXX10", name: "Asha" },
          after: { contact: { phone: Number(mobile) } },
        },
        { actorType: "customer", action: "login", details: { via: "otp", isMobile: true } },
      ])
      .returning();
    expect(await pseudonymiseAuditMobiles(db, NOW, { batchRows: 1 })).toBeGreaterThanOrEqual(2);
    const rows = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [failed!.id, masked!.id, clean!.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(failed!.id)).toMatchObject({
      subjectId: hashMobileForAudit(mobile),
      details: { purpose: "login" },
    });
    expect(byId.get(masked!.id)).toMatchObject({
      before: { mobile: "[mobile removed]", name: "Asha" },
      after: { contact: { phone: hashMobileForAudit(mobile) } },
    });
    expect(byId.get(clean!.id)).toMatchObject({ details: { via: "otp", isMobile: true } });
    // Nothing is left to rewrite; a second run changes nothing.
    expect(await pseudonymiseAuditMobiles(db, NOW)).toBe(0);
    const text = JSON.stringify(await db.select().from(auditLog));
    expect(text).not.toContain(mobile);
    expect(text).not.toMatch(/\d{2}X{6}\d{2}/);
  });

  it("writes a wrong OTP's audit entry with the mobile's keyed hash from the start", async () => {
    const { deps, api } = apiOver(database, {
      env: { AUDIT_HASH_SECRET: "a-test-audit-hash-key-0123456789abcdef" },
    });
    const mobile = uniqueMobile();
    const call = (path: string, body: unknown) =>
      api.request(`http://localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify(body),
      });
    const sent = await (
      await call("/api/otp-v2", { mobile, product: "usedcar", retries: 1, type: "login" })
    ).json();
    const res = await call("/api/verify", {
      value: { otp: wrongOtp(await lastOtp(deps, mobile)) },
      mobile,
      referenceId: sent.data.id,
      product: "usedcar",
      client: "app",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const entries = await database.handle.db.select().from(auditLog).where(eq(auditLog.action, "otp.failed"));
    const hash = hashMobileForAudit(mobile);
    expect(hash).toMatch(/^mh:[0-9a-f]{32}$/);
    expect(entries.filter((entry) => entry.subjectId === hash)).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(mobile);
  });

  it("runs daily on the job queue exactly once with two instances, and logs counts only", async () => {
    const db = database.handle.db;
    // 02:29 in India: the day's purge (02:30) is not due yet.
    let at = new Date("2026-11-26T20:59:00Z").getTime();
    const clock = () => new Date(at);
    const mobile = uniqueMobile();
    await db
      .insert(rateEvents)
      .values({ key: `otp-send:mobile:${mobile}`, at: new Date(at - RETENTION.rateEventMs - MINUTE) });
    // On PostgreSQL the second instance has its own connection pool, as a second server would.
    const second = database.url
      ? await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir })
      : undefined;
    const instances = [db, second?.db ?? db].map((instanceDb) => {
      const { logger, lines } = capturedLogger();
      const queue = createJobQueue({ db: instanceDb, clock, logger });
      scheduleRetentionPurge(queue, { db: instanceDb, clock, logger });
      return { queue, lines };
    });
    onTestFinished(() => second?.close());
    const purgeLines = () =>
      instances.flatMap(({ lines }) => lines.filter((line) => line.event === "retention-purge"));
    // The first pass makes and runs the period begun yesterday at 02:30 (no job of it existed yet).
    await Promise.all(instances.map(({ queue }) => queue.runDue()));
    await Promise.all(instances.map(({ queue }) => queue.runDue()));
    expect(purgeLines()).toHaveLength(1);
    at += 2 * MINUTE; // 02:31: today's run, once however many passes and instances
    await Promise.all(instances.map(({ queue }) => queue.runDue()));
    await Promise.all(instances.map(({ queue }) => queue.runDue()));
    expect(purgeLines()).toHaveLength(2);
    // The first day's run (the lower job id), whichever instance ran it.
    const [line] = purgeLines().sort((a, b) => Number(a.jobId) - Number(b.jobId));
    expect((line!.purged as Record<string, number>).rateEvents).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(line)).not.toContain(mobile);
    for (const count of Object.values(line!.purged as Record<string, unknown>))
      expect(typeof count).toBe("number");
    expect(
      await db
        .select()
        .from(rateEvents)
        .where(eq(rateEvents.key, `otp-send:mobile:${mobile}`)),
    ).toHaveLength(0);
    const made = await db.select().from(jobs).where(eq(jobs.kind, RETENTION_JOB));
    expect(made.filter((job) => job.status === "done")).toHaveLength(2);
    // The next day, once more.
    at += 24 * 3600_000;
    await Promise.all(instances.map(({ queue }) => queue.runDue()));
    await Promise.all(instances.map(({ queue }) => queue.runDue()));
    expect(purgeLines()).toHaveLength(3);
  });
});
