import type { Database } from "@loansetu/db/client";
import {
  analyticsEvents,
  applicationOptouts,
  applications,
  chatFeedback,
  chatMessages,
  chatThreads,
  consentWithdrawals,
  creditChecks,
  dataSharings,
  employeeInvites,
  employeeSessions,
  jobs,
  lenderConsents,
  lenderIdempotency,
  lenderUserInvites,
  lenderUserSessions,
  lenderWebhookDeliveries,
  otpVerifications,
  outboxMessages,
  rateEvents,
  reviews,
  rightsRequests,
  sessions,
  shortLinks,
  supportTickets,
  usedLinks,
  users,
} from "@loansetu/db/schema";
import {
  type AnyPgColumn,
  and,
  eq,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type PgTable,
  type SQL,
  sql,
} from "@loansetu/db/sql";
import { LEAD_STATUS } from "@loansetu/domain/pipeline";
import { PURGE_BATCH, RETENTION } from "@loansetu/domain/retention";
import { pseudonymiseAuditMobiles } from "./audit-mobiles.ts";

// The daily purge of the retention schedule (docs/retention.md): one function per kind of
// record, each deleting what is past its period in bounded batches —
// `DELETE … WHERE id IN (SELECT id … WHERE <past its period> LIMIT n)` — so no statement holds many locks
// or runs long, and a run stops after `batchesPerRun` batches (the next day goes on). Periods are the named
// constants of @loansetu/domain/retention. Each function answers how many rows it removed: counts only.

export interface PurgeOptions {
  /** Rows per statement (tests make it small to see the batches). */
  batchRows?: number | undefined;
}

type PurgeKind = (db: Database, now: Date, options?: PurgeOptions) => Promise<number>;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function deleteInBatches(
  db: Database,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
  options: PurgeOptions = {},
): Promise<number> {
  const rows = options.batchRows ?? PURGE_BATCH.rows;
  let removed = 0;
  for (let batch = 0; batch < PURGE_BATCH.batchesPerRun; batch++) {
    const due = db.select({ id }).from(table).where(where).limit(rows);
    const gone = await db.delete(table).where(inArray(id, due)).returning({ id });
    removed += gone.length;
    if (gone.length < rows) break;
  }
  return removed;
}

/** OTP verification rows, a day after the OTP expired: used or not, they open nothing any more. */
export const purgeOtpVerifications: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    otpVerifications,
    otpVerifications.id,
    lt(otpVerifications.expiresAt, before(now, RETENTION.otpVerificationMs)),
    options,
  );

/** Rate-limit events once no window counts them (their keys name mobiles and addresses). */
export const purgeRateEvents: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    rateEvents,
    rateEvents.id,
    lt(rateEvents.at, before(now, RETENTION.rateEventMs)),
    options,
  );

/**
 * The first answers kept for lenders' `Idempotency-Key`s, 24 hours after the request: a lender retries a
 * write within minutes, and a kept answer holds the application's figures. The table's key is two columns
 * (lender, key), so a batch is chosen by both.
 */
export const purgeLenderIdempotency: PurgeKind = async (db, now, options) => {
  const rows = options?.batchRows ?? PURGE_BATCH.rows;
  const cutoff = before(now, RETENTION.lenderIdempotencyMs);
  let removed = 0;
  for (let batch = 0; batch < PURGE_BATCH.batchesPerRun; batch++) {
    const gone = await db
      .delete(lenderIdempotency)
      .where(
        sql`(${lenderIdempotency.lenderId}, ${lenderIdempotency.key}) in (select lender_id, key from lender_idempotency where created_at < ${cutoff} limit ${rows})`,
      )
      .returning({ key: lenderIdempotency.key });
    removed += gone.length;
    if (gone.length < rows) break;
  }
  return removed;
};

/** A session ends when it expires or is revoked, whichever came first. */
const endedBefore = (expires: AnyPgColumn, ended: AnyPgColumn, cutoff: Date) =>
  sql`least(${expires}, coalesce(${ended}, ${expires})) < ${cutoff}`;

/** Customer sessions, 30 days after they ended. */
export const purgeCustomerSessions: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    sessions,
    sessions.id,
    endedBefore(sessions.expiresAt, sessions.revokedAt, before(now, RETENTION.customerSessionMs)),
    options,
  );

/** Employee sessions, 30 days after they ended. */
export const purgeEmployeeSessions: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    employeeSessions,
    employeeSessions.id,
    endedBefore(
      employeeSessions.expiresAt,
      employeeSessions.revokedAt,
      before(now, RETENTION.employeeSessionMs),
    ),
    options,
  );

/** Employee set-up links, 30 days after they expired or were used. */
export const purgeEmployeeInvites: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    employeeInvites,
    employeeInvites.id,
    endedBefore(employeeInvites.expiresAt, employeeInvites.usedAt, before(now, RETENTION.employeeInviteMs)),
    options,
  );

/** Lender portal sessions, 30 days after they ended. */
export const purgeLenderUserSessions: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    lenderUserSessions,
    lenderUserSessions.id,
    endedBefore(
      lenderUserSessions.expiresAt,
      lenderUserSessions.revokedAt,
      before(now, RETENTION.lenderUserSessionMs),
    ),
    options,
  );

/** Lender portal set-up links, 30 days after they expired or were used. */
export const purgeLenderUserInvites: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    lenderUserInvites,
    lenderUserInvites.id,
    endedBefore(
      lenderUserInvites.expiresAt,
      lenderUserInvites.usedAt,
      before(now, RETENTION.lenderUserInviteMs),
    ),
    options,
  );

/** Webhook deliveries to lenders, 90 days after they were delivered or given up; pending ones stay. */
export const purgeLenderWebhookDeliveries: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    lenderWebhookDeliveries,
    lenderWebhookDeliveries.id,
    and(
      ne(lenderWebhookDeliveries.status, "pending"),
      lt(
        sql`coalesce(${lenderWebhookDeliveries.deliveredAt}, ${lenderWebhookDeliveries.lastAttemptAt}, ${lenderWebhookDeliveries.createdAt})`,
        before(now, RETENTION.lenderWebhookDeliveryMs),
      ),
    ),
    options,
  );

/** Ids of used single-use links, once every link that could carry them has expired anyway. */
export const purgeUsedLinks: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    usedLinks,
    usedLinks.jti,
    lt(usedLinks.usedAt, before(now, RETENTION.usedLinkMs)),
    options,
  );

/** Short links of SMS, 30 days after they expired. */
export const purgeShortLinks: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    shortLinks,
    shortLinks.code,
    lt(shortLinks.expiresAt, before(now, RETENTION.shortLinkMs)),
    options,
  );

/**
 * SMS and emails (contact messages, notices) sent, given up or withdrawn (never sent: the customer withdrew
 * the consent it needed) 180 days ago; pending ones stay.
 */
export const purgeOutboxMessages: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    outboxMessages,
    outboxMessages.id,
    and(
      inArray(outboxMessages.status, ["sent", "failed", "withdrawn"]),
      sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.createdAt}) < ${before(now, RETENTION.outboxMessageMs)}`,
    ),
    options,
  );

/** Support chats whose last message is 180 days old, with their messages. */
export const purgeChats: PurgeKind = (db, now, options) => {
  const cutoff = before(now, RETENTION.chatMs);
  return deleteInBatches(
    db,
    chatThreads,
    chatThreads.id,
    and(
      lt(chatThreads.updatedAt, cutoff),
      sql`not exists (select 1 from ${chatMessages} where ${chatMessages.threadId} = ${chatThreads.id} and ${chatMessages.createdAt} >= ${cutoff})`,
    ),
    options,
  );
};

/** Chat feedback (Yes/No and a comment), 180 days after it was given. */
export const purgeChatFeedback: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    chatFeedback,
    chatFeedback.id,
    lt(chatFeedback.createdAt, before(now, RETENTION.chatMs)),
    options,
  );

/** Closed support tickets, 3 years after they were closed, with their replies; open ones stay. */
export const purgeSupportTickets: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    supportTickets,
    supportTickets.id,
    and(
      eq(supportTickets.status, "closed"),
      lt(supportTickets.closedAt, before(now, RETENTION.supportTicketMs)),
    ),
    options,
  );

/** An application reached a lender when it was submitted with an offer, sanctioned, or a consent link sent. */
const reachedLender = sql`(${applications.submittedAt} is not null or ${applications.lenderId} is not null or ${applications.sanctionedAt} is not null or ${applications.disbursedAt} is not null or exists (select 1 from ${lenderConsents} where ${lenderConsents.applicationId} = ${applications.id}))`;

/**
 * Applications that never reached a lender (abandoned journeys, chatbot leads), 180 days after their last
 * change, with everything hanging off them (details with the encrypted PAN, consents, opt-outs, notes, chats).
 */
export const purgeUnsharedApplications: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    applications,
    applications.id,
    and(
      lt(applications.updatedAt, before(now, RETENTION.unsharedApplicationMs)),
      sql`not ${reachedLender}`,
      // A chatbot lead whose chat goes on is not abandoned: its chat's own period decides.
      sql`not exists (select 1 from ${chatThreads} where ${chatThreads.applicationId} = ${applications.id} and ${chatThreads.updatedAt} >= ${before(now, RETENTION.chatMs)})`,
    ),
    options,
  );

/**
 * Applications a lender saw (KYC-linked: PAN, date of birth, the lender's consent and cKYC), 5 years after
 * the relationship ended: a cancelled one at its last change; a disbursed one when its last instalment fell
 * due (disbursal plus the voucher's tenure in months); an opted-out one at its opt-out. Open applications
 * are kept.
 */
export const purgeLenderApplications: PurgeKind = (db, now, options) => {
  const tenure = sql`(${applications.voucher}->>'tenure')`;
  const loanEnd = sql`(${applications.disbursedAt} + (case when ${tenure} ~ '^[0-9]{1,3}$' then ${tenure}::int else 0 end) * interval '1 month')`;
  return deleteInBatches(
    db,
    applications,
    applications.id,
    and(
      // An opt-out ends the relationship as a cancellation does (the opt-out sets the last change).
      or(
        inArray(applications.status, [LEAD_STATUS.completed, LEAD_STATUS.cancelled]),
        sql`exists (select 1 from ${applicationOptouts} where ${applicationOptouts.applicationId} = ${applications.id})`,
      ),
      reachedLender,
      sql`greatest(${applications.updatedAt}, coalesce(${loanEnd}, ${applications.updatedAt})) < ${before(now, RETENTION.lenderApplicationMs)}`,
    ),
    options,
  );
};

/** Free credit score checks (report, encrypted PAN), a year after the check. */
export const purgeCreditChecks: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    creditChecks,
    creditChecks.id,
    lt(creditChecks.fetchedAt, before(now, RETENTION.creditCheckMs)),
    options,
  );

/**
 * The sharing ledger (what went to a bureau or lender, when, for which application), 5 years after each
 * sharing and only once the application it was for is gone (its id is set null then; the reference stays).
 */
export const purgeDataSharings: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    dataSharings,
    dataSharings.id,
    and(
      lt(dataSharings.createdAt, before(now, RETENTION.consentRecordMs)),
      isNull(dataSharings.applicationId),
    ),
    options,
  );

/**
 * Withdrawals of an application's sharing, 5 years after the withdrawal and once the application is gone.
 * A withdrawal of a purpose (marketing, WhatsApp updates) is what keeps those messages from being sent: it
 * stays as long as the customer's account and goes with it (purgeInactiveCustomers).
 */
export const purgeConsentWithdrawals: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    consentWithdrawals,
    consentWithdrawals.id,
    and(
      eq(consentWithdrawals.purpose, "applicationSharing"),
      lt(consentWithdrawals.createdAt, before(now, RETENTION.consentRecordMs)),
      isNull(consentWithdrawals.applicationId),
    ),
    options,
  );

/** Data rights requests, 3 years after they were closed (done or rejected); open ones stay. */
export const purgeRightsRequests: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    rightsRequests,
    rightsRequests.id,
    and(
      inArray(rightsRequests.status, ["done", "rejected"]),
      lt(
        sql`coalesce(${rightsRequests.completedAt}, ${rightsRequests.updatedAt})`,
        before(now, RETENTION.rightsRequestMs),
      ),
    ),
    options,
  );

/**
 * Customers with nothing else kept a year after their last sign-in: no application, score check or review,
 * and no ledger entry or rights request still within its period (the ledger names the customer by their
 * account, so the account stays while its evidence does; the ledger purges above run first).
 */
export const purgeInactiveCustomers: PurgeKind = (db, now, options) => {
  const consentCutoff = before(now, RETENTION.consentRecordMs);
  return deleteInBatches(
    db,
    users,
    users.id,
    and(
      sql`coalesce(${users.lastLoginAt}, ${users.createdAt}) < ${before(now, RETENTION.inactiveCustomerMs)}`,
      sql`not exists (select 1 from ${applications} where ${applications.userId} = ${users.id})`,
      sql`not exists (select 1 from ${creditChecks} where ${creditChecks.userId} = ${users.id})`,
      sql`not exists (select 1 from ${reviews} where ${reviews.userId} = ${users.id})`,
      sql`not exists (select 1 from ${dataSharings} where ${dataSharings.userId} = ${users.id} and ${dataSharings.createdAt} >= ${consentCutoff})`,
      sql`not exists (select 1 from ${consentWithdrawals} where ${consentWithdrawals.userId} = ${users.id} and ${consentWithdrawals.createdAt} >= ${consentCutoff})`,
      sql`not exists (select 1 from ${rightsRequests} where ${rightsRequests.userId} = ${users.id} and (${rightsRequests.status} not in ('done', 'rejected') or coalesce(${rightsRequests.completedAt}, ${rightsRequests.updatedAt}) >= ${before(now, RETENTION.rightsRequestMs)}))`,
    ),
    options,
  );
};

/** First-party analytics events (no personal data), after 13 months. */
export const purgeAnalyticsEvents: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    analyticsEvents,
    analyticsEvents.id,
    lt(analyticsEvents.at, before(now, RETENTION.analyticsEventMs)),
    options,
  );

/** Done jobs of the queue, a week after they finished. */
export const purgeDoneJobs: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    jobs,
    jobs.id,
    and(eq(jobs.status, "done"), lt(jobs.finishedAt, before(now, RETENTION.doneJobMs))),
    options,
  );

/** Failed ("dead") jobs, 90 days after they were given up (the alert named each one). */
export const purgeFailedJobs: PurgeKind = (db, now, options) =>
  deleteInBatches(
    db,
    jobs,
    jobs.id,
    and(eq(jobs.status, "failed"), lt(jobs.finishedAt, before(now, RETENTION.failedJobMs))),
    options,
  );

/**
 * Every kind, in the order they run. Applications go before customers, so a customer whose last
 * application went today can go the same day; chats before applications only to count them apart; the
 * ledger after applications (their purge sets its application ids null) and before customers.
 */
export const PURGES = {
  otpVerifications: purgeOtpVerifications,
  rateEvents: purgeRateEvents,
  lenderIdempotency: purgeLenderIdempotency,
  customerSessions: purgeCustomerSessions,
  employeeSessions: purgeEmployeeSessions,
  employeeInvites: purgeEmployeeInvites,
  lenderUserSessions: purgeLenderUserSessions,
  lenderUserInvites: purgeLenderUserInvites,
  lenderWebhookDeliveries: purgeLenderWebhookDeliveries,
  usedLinks: purgeUsedLinks,
  shortLinks: purgeShortLinks,
  outboxMessages: purgeOutboxMessages,
  chats: purgeChats,
  chatFeedback: purgeChatFeedback,
  unsharedApplications: purgeUnsharedApplications,
  lenderApplications: purgeLenderApplications,
  creditChecks: purgeCreditChecks,
  dataSharings: purgeDataSharings,
  consentWithdrawals: purgeConsentWithdrawals,
  rightsRequests: purgeRightsRequests,
  supportTickets: purgeSupportTickets,
  inactiveCustomers: purgeInactiveCustomers,
  analyticsEvents: purgeAnalyticsEvents,
  doneJobs: purgeDoneJobs,
  failedJobs: purgeFailedJobs,
  auditMobiles: pseudonymiseAuditMobiles,
} satisfies Record<string, PurgeKind>;

export type PurgeCounts = Record<keyof typeof PURGES, number>;

/** One run of the whole schedule at `now`: how many rows each kind removed (or, for audit, rewrote). */
export async function runRetentionPurge(
  db: Database,
  now: Date,
  options?: PurgeOptions,
): Promise<PurgeCounts> {
  const counts = {} as PurgeCounts;
  for (const [kind, purge] of Object.entries(PURGES) as [keyof typeof PURGES, PurgeKind][]) {
    counts[kind] = await purge(db, now, options);
  }
  return counts;
}
