import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A customer, known by the mobile number they verified with an OTP. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    mobile: varchar("mobile", { length: 10 }).notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_mobile_key").on(t.mobile)],
);

/**
 * A login session. The refresh token is opaque and stored only as a hash; rotating it replaces the hash,
 * and presenting an old one revokes the session (see the security baseline in ARCHITECTURE.md).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    previousRefreshTokenHash: text("previous_refresh_token_hash"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One OTP sent to a mobile for one purpose. The code itself is never stored, only its keyed hash. */
export const otpVerifications = pgTable(
  "otp_verifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    mobile: varchar("mobile", { length: 10 }).notNull(),
    purpose: varchar("purpose", { length: 16 }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    sendCount: integer("send_count").notNull().default(1),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_mobile_created_idx").on(t.mobile, t.createdAt)],
);

/**
 * Every SMS and email the product sends goes through this table first, so a message survives a gateway or
 * SMTP outage and is retried. In development the sandbox adapters mark messages sent here and the dev outbox
 * page reads them.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: varchar("channel", { length: 8 }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.createdAt)],
);

/** Who did what, when and from where. Never holds an OTP, a token or a PAN. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorType: varchar("actor_type", { length: 16 }).notNull(),
    actorId: text("actor_id"),
    action: varchar("action", { length: 64 }).notNull(),
    subjectType: varchar("subject_type", { length: 32 }),
    subjectId: text("subject_id"),
    ip: text("ip"),
    requestId: text("request_id"),
    details: jsonb("details"),
  },
  (t) => [index("audit_action_at_idx").on(t.action, t.at)],
);

/**
 * One row per counted event (an OTP sent, a failed verification…), keyed like `otp-send:mobile:98…`.
 * Limits count rows in a time window under an advisory lock, so they hold across server instances.
 */
export const rateEvents = pgTable(
  "rate_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_events_key_at_idx").on(t.key, t.at)],
);

/** Ids of single-use signed links (auto-login, consent) already used: a second use is refused. */
export const usedLinks = pgTable("used_links", {
  jti: text("jti").primaryKey(),
  purpose: varchar("purpose", { length: 16 }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});
