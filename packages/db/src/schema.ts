import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /**
     * The language the customer uses the site in (en or hi): set at login and whenever a logged-in customer
     * uses the site in the other language. Every SMS, e-mail, document and link sent to them is in it.
     */
    locale: varchar("locale", { length: 2 }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_mobile_key").on(t.mobile)],
);

/**
 * A login session. The refresh token is opaque and stored only as a hash; rotating it replaces the hash,
 * and presenting an old one revokes the session (docs/architecture.md, "Security model").
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
    /** When the verification was spent on its one action (a contact message, a chatbot lead). */
    usedAt: timestamp("used_at", { withTimezone: true }),
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
  // By recipient, newest first: the dev outbox's `?to=` (how tests and the bench read an OTP: a
  // scan of the whole outbox per read before) and the erasure of one person's messages.
  (t) => [
    index("outbox_status_idx").on(t.status, t.createdAt),
    index("outbox_recipient_idx").on(t.recipient, t.id),
  ],
);

/**
 * The durable job queue (docs/decisions/0008-job-queue-on-skip-locked.md): work that must happen after a
 * request, exactly once, even across an outage or a restart — email and SMS delivery, notices, purges. A job
 * is inserted in the same transaction as the change that calls for it; a worker claims it with a row lock
 * (`FOR UPDATE SKIP LOCKED`) and a lease, and retries it with exponential backoff for at least 24 hours.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: varchar("kind", { length: 40 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job per key: a recurring job's period ("retention.purge@20415"), or a caller's own key. */
    key: text("key").unique(),
    /** pending → running → done, or failed once its retries are spent. */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lockedBy: text("locked_by"),
    /** The claim's lease: past it, another worker may take the job over (its worker died). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt)],
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
    /** The role the actor acted in (an employee's roles joined by commas, or an API client's role). */
    actorRole: text("actor_role"),
    /** The application the action touched, when it touched one. */
    leadId: uuid("lead_id"),
    /** The changed fields before and after, sensitive fields masked (see packages/api/src/audit/). */
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_action_at_idx").on(t.action, t.at),
    index("audit_at_idx").on(t.at),
    index("audit_lead_idx").on(t.leadId, t.at),
    index("audit_actor_idx").on(t.actorId, t.at),
  ],
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

/**
 * A short link (`/l/{code}`) an SMS carries instead of a long one: two SMS segments leave no room for a
 * signed token. The code is random (unguessable); the target is a path on this site, never another origin.
 * Past `expiresAt` the link shows the expired page; the purge removes rows a while after.
 */
export const shortLinks = pgTable(
  "short_links",
  {
    code: varchar("code", { length: 16 }).primaryKey(),
    targetPath: text("target_path").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("short_links_expires_idx").on(t.expiresAt)],
);

/** §3 lead stage: "stages (list of stage name and isComplete)". */
export type LeadStageRow = { name: string; isComplete: boolean };

// --- channel partners ---

export const PARTNER_KINDS = ["dealer", "dsa", "sales_employee"] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const ATTRIBUTION_SOURCES = ["link", "partner_started"] as const;
export type AttributionSource = (typeof ATTRIBUTION_SOURCES)[number];

/**
 * A channel partner: a car dealer or DSA who signed up at /partners, or one of our sales employees
 * (`employeeId` set, created from the studio). `code` is the share code (`/?ref=CODE`). The PAN is kept
 * only encrypted (bound to the partner's id, like the applicant's) and as a mask; GSTIN is a public
 * business number and kept as typed (upper case). Only an approved partner can sign in or be attributed.
 */
export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    code: varchar("code", { length: 16 }).notNull(),
    kind: varchar("kind", { length: 16 }).$type<PartnerKind>().notNull(),
    employeeId: uuid("employee_id").references(() => employees.id, { onDelete: "set null" }),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    /** The mobile the partner verified with an OTP and signs in with; null only for a sales employee. */
    mobile: varchar("mobile", { length: 10 }),
    email: text("email"),
    city: text("city").notNull(),
    panEncrypted: text("pan_encrypted"),
    panMasked: varchar("pan_masked", { length: 10 }),
    gstin: varchar("gstin", { length: 15 }),
    status: varchar("status", { length: 16 }).$type<PartnerStatus>().notNull().default("pending"),
    /** The employee who approved (or rejected, or suspended) the partner last, and when. */
    approvedBy: uuid("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    decisionRemarks: text("decision_remarks"),
    /** The language the partner signed up in ("en" or "hi"): their approval SMS and e-mail use it. */
    locale: varchar("locale", { length: 2 }),
    /**
     * Where payouts are paid, given by the partner in the partner area: the account number encrypted (bound to
     * the partner's id) and masked for display, the IFSC and the account holder's name. No payout is marked
     * paid while these are missing.
     */
    bankAccountEncrypted: text("bank_account_encrypted"),
    bankAccountMasked: varchar("bank_account_masked", { length: 24 }),
    bankIfsc: varchar("bank_ifsc", { length: 11 }),
    bankHolderName: text("bank_holder_name"),
    bankUpdatedAt: timestamp("bank_updated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("partners_code_key").on(t.code),
    uniqueIndex("partners_mobile_key").on(t.mobile),
    uniqueIndex("partners_employee_key").on(t.employeeId),
    index("partners_status_created_idx").on(t.status, t.createdAt),
    check("partners_kind_known", sql`${t.kind} in ('dealer', 'dsa', 'sales_employee')`),
    check("partners_status_known", sql`${t.status} in ('pending', 'approved', 'rejected', 'suspended')`),
    check(
      "partners_identity",
      sql`(${t.kind} = 'sales_employee' and ${t.employeeId} is not null) or (${t.kind} <> 'sales_employee' and ${t.mobile} is not null and (${t.panEncrypted} is not null or ${t.gstin} is not null))`,
    ),
  ],
);

/**
 * A partner's sign-in to /partner, separate from customer and employee sessions: an opaque token in its
 * own cookie, stored only as SHA-256.
 */
export const partnerSessions = pgTable(
  "partner_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("partner_sessions_token_key").on(t.tokenHash),
    index("partner_sessions_partner_idx").on(t.partnerId),
  ],
);

/**
 * Sales Grand Prix winners of a closed month, kept once the month is over (the live month is computed from
 * the leads). `month` is the first day of the month (IST); `prize` is the tier's label from data/.
 */
export const grandPrixWinners = pgTable(
  "grand_prix_winners",
  {
    month: date("month", { mode: "string" }).notNull(),
    rank: integer("rank").notNull(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** Rupees disbursed on the partner's attributed leads in the month, and how many leads. */
    disbursedAmount: bigint("disbursed_amount", { mode: "number" }).notNull(),
    disbursedCount: integer("disbursed_count").notNull(),
    prize: text("prize"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.month, t.rank] })],
);

/**
 * A loan application, which is the spec's lead (§3 lead card, §7 create-lead): one customer's journey for
 * one product, from its start (status 'active' at creation, §4) through the chosen offer (its voucher) and
 * the lender's stages. `reference` is what the customer sees ("LS" and digits), also used as loanId.
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: varchar("reference", { length: 20 }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The journey's product slug (personal-loan, used-car-loan, …). */
    product: varchar("product", { length: 32 }).notNull(),
    productsId: integer("products_id").notNull(),
    vendorsId: integer("vendors_id").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("active"),
    stages: jsonb("stages").$type<LeadStageRow[]>().notNull(),
    /** §3 lead creation: name and personalEmail. */
    name: text("name"),
    personalEmail: text("personal_email"),
    /** What each journey step saved that has no column of its own (the product step's answers). */
    steps: jsonb("steps").$type<Record<string, unknown>>().notNull().default({}),
    /** utm_source, utm_medium, utm_campaign, utm_term, utm_content as they arrived. */
    utm: jsonb("utm").$type<Record<string, string>>().notNull().default({}),
    backBtnSlug: text("back_btn_slug"),
    formSource: varchar("form_source", { length: 32 }),
    /** The soft bureau check's result: score 300–900, null with no history (NA). */
    creditScore: integer("credit_score"),
    creditBureau: text("credit_bureau"),
    creditCheckedAt: timestamp("credit_checked_at", { withTimezone: true }),
    /** The chosen offer as the lead's voucher (§3 voucher fields plus the KFS figures). */
    lenderId: integer("lender_id"),
    // Parsed on every read by the API's voucher schema (packages/api/src/journey/voucher.ts).
    voucher: jsonb("voucher").$type<unknown>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** Back office: when the lender sanctioned the loan (the sanction letter's date). */
    sanctionedAt: timestamp("sanctioned_at", { withTimezone: true }),
    disbursedAt: timestamp("disbursed_at", { withTimezone: true }),
    /** Why the lead was cancelled, in plain words the customer reads on the dashboard. */
    cancelReason: text("cancel_reason"),
    /**
     * Optimistic concurrency: every back-office change names the version it read and bumps it, so the
     * second of two employees changing the same lead at once is told to reload instead of overwriting.
     */
    version: integer("version").notNull().default(1),
    /**
     * The channel partner (or sales employee) who sourced the lead, first touch within 30 days.
     * `attributedAt` is when that first touch happened (the share link opened, or the customer confirmed the
     * partner on an application the partner started); `attributionSource` says which. A partner-started
     * application its customer has not confirmed yet has the partner but no `attributedAt`: not attributed.
     */
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "set null" }),
    attributedAt: timestamp("attributed_at", { withTimezone: true }),
    attributionSource: varchar("attribution_source", { length: 16 }).$type<AttributionSource>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_reference_key").on(t.reference),
    index("applications_user_created_idx").on(t.userId, t.createdAt),
    index("applications_created_idx").on(t.createdAt),
    index("applications_partner_created_idx").on(t.partnerId, t.createdAt),
    check(
      "applications_attribution_known",
      sql`(${t.partnerId} is null and ${t.attributionSource} is null) or ${t.attributionSource} in ('link', 'partner_started')`,
    ),
  ],
);

/**
 * The applicant details step of an application. The PAN is kept only encrypted (AES-256-GCM, key from
 * config, bound to the application) and as a mask for display; Aadhaar is never asked for or stored.
 */
export const applicantDetails = pgTable("applicant_details", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  panEncrypted: text("pan_encrypted").notNull(),
  panMasked: varchar("pan_masked", { length: 10 }).notNull(),
  pincode: varchar("pincode", { length: 6 }).notNull(),
  employment: varchar("employment", { length: 16 }).notNull(),
  netMonthlyIncome: integer("net_monthly_income").notNull(),
  /** Business loans: { type, years, annualTurnover }. */
  business: jsonb("business").$type<{ type: string; years: number; annualTurnover: number }>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every consent given or refused on an application, append-only (DPDP Act 2023): one row per purpose each
 * time the consent step is saved, with the version of the text shown, its language and the time. The
 * latest row of a purpose is the consent in force.
 */
export const applicationConsents = pgTable(
  "application_consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 32 }).notNull(),
    granted: boolean("granted").notNull(),
    textVersion: varchar("text_version", { length: 32 }).notNull(),
    locale: varchar("locale", { length: 2 }).notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_consents_app_idx").on(t.applicationId, t.purpose, t.givenAt)],
);

/**
 * Reference data (lenders, rates, car catalogue, cities, site facts, testimonials, news): seeded from the
 * reviewed files in `data/` and read from here by the API, so every instance on one database serves the
 * same copy and a back office can later edit it in place. `version` is a hash of the body: the seed only
 * writes a document whose file changed.
 */
export const referenceData = pgTable("reference_data", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
  body: jsonb("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- dashboard ---

/**
 * §4 Opt-out (withdraw consent): one row per lead the customer opted out of, with when and how (the
 * autoLogin flag of the page). DPDP Act 2023 s.6(4): withdrawal is as easy as giving consent, and once
 * recorded the lead is no longer shared or contacted (the journey also records every consent as withdrawn).
 */
export const applicationOptouts = pgTable("application_optouts", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
  autoLogin: boolean("auto_login").notNull().default(false),
});

/**
 * Internal notes on a lead by the back office: never shown to the customer, append-only.
 * `author` is the employee's id as the studio knows it, `authorName` what the lead page shows.
 */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_app_idx").on(t.applicationId, t.createdAt)],
);

// --- lender consent ---

/**
 * A lender consent request: one per consent link issued for an application (`jti` is the link token's
 * id). Its status moves pending → approved or rejected exactly once; the decision keeps its time, IP, the
 * terms version and the two checkboxes. The audit log holds the same event.
 */
export const lenderConsents = pgTable(
  "lender_consents",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    lenderId: integer("lender_id"),
    jti: text("jti").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The consent OTP verified for this link (§4 Consent OTP); a decision needs it. */
    otpVerifiedAt: timestamp("otp_verified_at", { withTimezone: true }),
    termsVersion: varchar("terms_version", { length: 32 }),
    whatsappOptIn: boolean("whatsapp_opt_in"),
    loanInitiatedChecked: boolean("loan_initiated_checked"),
    ckyc: boolean("ckyc"),
    source: varchar("source", { length: 16 }),
    isMobile: boolean("is_mobile"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedIp: text("decided_ip"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lender_consents_jti_key").on(t.jti),
    index("lender_consents_app_idx").on(t.applicationId, t.createdAt),
  ],
);

/** Payout statuses saved by the back office for a lead (§7 savePayoutStatus), append-only. */
export const leadPayoutStatuses = pgTable(
  "lead_payout_statuses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 32 }).notNull(),
    remarks: text("remarks").notNull(),
    /** Rupees, when a payout amount was given. */
    payout: integer("payout"),
    ip: text("ip"),
    /** Who saved it: "studio" (a finance employee), "link" (a payout status link's holder). */
    source: varchar("source", { length: 16 }).notNull().default("link"),
    /** The employee id when the studio saved it. */
    actorId: text("actor_id"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_payout_statuses_app_idx").on(t.applicationId, t.createdAt)],
);

/**
 * A channel partner's payout on a disbursed, attributed lead: one per lead, created by the
 * disbursal from the payout grid of its lender and product. Figures in paise, rates in basis points; the
 * status moves Pending → Approved → Paid (or On hold / Rejected), each move in `lead_payout_statuses`.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "restrict" }),
    lenderId: integer("lender_id").notNull(),
    /** The lender product key (personal, usedCar…). */
    product: varchar("product", { length: 32 }).notNull(),
    disbursedRupees: bigint("disbursed_rupees", { mode: "number" }).notNull(),
    /** The month of the disbursal in India (YYYY-MM): the statement and the filters use it. */
    month: varchar("month", { length: 7 }).notNull(),
    rateBps: integer("rate_bps").notNull(),
    capRupees: integer("cap_rupees").notNull(),
    payoutPaise: bigint("payout_paise", { mode: "number" }).notNull(),
    gstBps: integer("gst_bps").notNull(),
    gstPaise: bigint("gst_paise", { mode: "number" }).notNull(),
    tdsBps: integer("tds_bps").notNull(),
    /**
     * What the TDS was charged on (section 194H): 0 while the partner's financial year is within the threshold;
     * the crossing payout also carries the year's earlier untaxed payouts. Rows before migration 0018 had TDS on
     * every payout, so they carry their own payout.
     */
    tdsBasePaise: bigint("tds_base_paise", { mode: "number" }).notNull(),
    tdsPaise: bigint("tds_paise", { mode: "number" }).notNull(),
    netPaise: bigint("net_paise", { mode: "number" }).notNull(),
    /** Where the rate came from: "file" (data/payout-grid.json) or a studio grid entry's id. */
    gridSource: varchar("grid_source", { length: 32 }).notNull(),
    status: varchar("status", { length: 16 }).notNull().default("Pending"),
    remarks: text("remarks"),
    paidRupees: integer("paid_rupees"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The bank transfer's UTR and the day it was made (India), both required to mark a payout paid. */
    utr: varchar("utr", { length: 22 }),
    paidOn: date("paid_on", { mode: "string" }),
    /** When the lender's operations contact confirmed receipt through a payout status link. */
    receiptConfirmedAt: timestamp("receipt_confirmed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payouts_application_key").on(t.applicationId),
    index("payouts_partner_month_idx").on(t.partnerId, t.month),
    index("payouts_status_month_idx").on(t.status, t.month),
  ],
);

/**
 * The admin's dated edits of the payout grid, append-only: the newest entry for a lender and
 * product whose `effective_from` is on or before the disbursal date wins over data/payout-grid.json.
 */
export const payoutGridEntries = pgTable(
  "payout_grid_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lenderId: integer("lender_id").notNull(),
    product: varchar("product", { length: 32 }).notNull(),
    rateBps: integer("rate_bps").notNull(),
    capRupees: integer("cap_rupees").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    remarks: text("remarks").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payout_grid_entries_cell_idx").on(t.lenderId, t.product, t.effectiveFrom)],
);

// --- chatbot ---

/** A support chat (§4 Support chatbot): one conversation of a chatbot lead (productsId 26, vendorsId 5). */
export const chatThreads = pgTable(
  "chat_threads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    locale: varchar("locale", { length: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_threads_application_idx").on(t.applicationId, t.createdAt)],
);

/** §3 Chat message: id, text, sender (bot or user), time. Text is stored as plain text, never HTML. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => chatThreads.id, { onDelete: "cascade" }),
    sender: varchar("sender", { length: 4 }).notNull(),
    text: text("text").notNull(),
    /** The passages a bot answer was composed from: [{ id, path, title }]. */
    sources: jsonb("sources").$type<{ id: string; path: string; title: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_thread_idx").on(t.threadId, t.id)],
);

/** §3 Chatbot feedback: leadId, feedback (Yes or No), feedbackComment. */
export const chatFeedback = pgTable("chat_feedback", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  applicationId: uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" }),
  feedback: varchar("feedback", { length: 3 }).notNull(),
  comment: text("comment"),
  createdAt: createdAt(),
});

// --- free credit score ---

/**
 * A free credit score check: not a loan application (no `applications` row, no lead card, no loan limit).
 * One row per bureau enquiry, with the report it answered, the details it was made with (the PAN only
 * encrypted, bound to this row's id, and masked) and the soft-enquiry consent it was made under: the
 * version of the text shown, its language and when it was given (DPDP Act 2023). The newest row is the
 * customer's current score; the rows together are the score history.
 */
export const creditChecks = pgTable(
  "credit_checks",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The bureau the customer chose (its public slug: cibil, experian…). */
    bureau: varchar("bureau", { length: 32 }).notNull(),
    /** The adapter that answered (sandbox, cic-http): records only, never shown. */
    provider: varchar("provider", { length: 16 }).notNull(),
    /** §7 journey start: productsId 17 and the back slug /{bureau}-score-check. */
    productsId: integer("products_id").notNull(),
    backBtnSlug: text("back_btn_slug").notNull(),
    /** 300–900; null with no history (NA/NH). */
    score: integer("score"),
    report: jsonb("report").$type<Record<string, unknown>>().notNull(),
    fullName: text("full_name").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    email: text("email").notNull(),
    panEncrypted: text("pan_encrypted").notNull(),
    panMasked: varchar("pan_masked", { length: 10 }).notNull(),
    consentTextVersion: varchar("consent_text_version", { length: 32 }).notNull(),
    consentLocale: varchar("consent_locale", { length: 2 }).notNull(),
    consentGivenAt: timestamp("consent_given_at", { withTimezone: true }).notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
  },
  (t) => [index("credit_checks_user_fetched_idx").on(t.userId, t.fetchedAt)],
);

/**
 * First-party analytics: the data-layer click events, sampled, with no personal data.
 * Deliberately absent: user id, mobile, name, email, PAN, IP, user agent, query strings. `page` is a path only.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    event: varchar("event", { length: 32 }).notNull(),
    /** The page's path (`/personal-loan`, `/hi/apply/home-loan`), never its query or fragment. */
    page: varchar("page", { length: 200 }).notNull(),
    /** §7 fields: the campaign source (utm_source or "direct"), the platform and the online flag. */
    source: varchar("source", { length: 64 }).notNull(),
    platform: varchar("platform", { length: 8 }).notNull(),
    online: boolean("online").notNull(),
    /** Which button: its kind (hero, product card, layover…) and its place among the page's tracked buttons. */
    buttonType: varchar("button_type", { length: 32 }),
    buttonNumber: integer("button_number"),
    /** The loan product slug and one short detail (journey step, lender id, sort order). */
    product: varchar("product", { length: 48 }),
    detail: varchar("detail", { length: 48 }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_event_at_idx").on(t.event, t.at)],
);

// --- customer reviews ---

/**
 * A customer's review of a disbursed loan: one per application, written by its owner, shown on the home
 * page only once operations approved it. For display it keeps only the first name and city the customer
 * gave (never the surname, mobile or email), the loan's product and the text in the language it was
 * written in. `demo` rows come from the development seed (no application, no customer) and are labelled
 * as illustrative wherever they are shown.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text"),
    /** The language the text was written in (en or hi), so pages mark it with `lang`. */
    locale: varchar("locale", { length: 2 }).notNull(),
    firstName: text("first_name").notNull(),
    city: text("city").notNull(),
    /** The journey's product slug of the reviewed loan (two-wheeler-loan, personal-loan…). */
    product: varchar("product", { length: 32 }).notNull(),
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    moderatedBy: text("moderated_by"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /** Why a review was rejected: for the team, never shown to the public. */
    rejectReason: text("reject_reason"),
    demo: boolean("demo").notNull().default(false),
    /**
     * What is reviewed: `service` is the customer's review of their loan shown on the home page; `disbursal`
     * and `closure` rate the lender at those moments (their facts in `lender_ratings`), moderated in the same
     * queue. One per application and stage.
     */
    stage: varchar("stage", { length: 10 }).notNull().default("service"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_application_stage_key").on(t.applicationId, t.stage),
    check("reviews_stage_known", sql`${t.stage} in ('service', 'disbursal', 'closure')`),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_status_known", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "reviews_real_or_demo",
      sql`${t.demo} or (${t.applicationId} is not null and ${t.userId} is not null)`,
    ),
  ],
);
/**
 * A borrower's rating of the lender that disbursed their loan, on what happened: the facts beside a review
 * row of stage `disbursal` or `closure` (whose stars, comment and moderation it shares). `daysToMoney` is
 * worked out from the share's times when the rating is made, never asked.
 */
export const lenderRatings = pgTable(
  "lender_ratings",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    shareId: uuid("share_id")
      .notNull()
      .references(() => lenderShares.id, { onDelete: "cascade" }),
    lenderId: integer("lender_id").notNull(),
    rateAsPromised: boolean("rate_as_promised").notNull(),
    unexpectedFees: boolean("unexpected_fees").notNull(),
    /** Which fees, in the borrower's words; null when none. */
    feesWhich: text("fees_which"),
    daysToMoney: integer("days_to_money").notNull(),
  },
  (t) => [index("lender_ratings_lender_idx").on(t.lenderId)],
);

/** The back-office roles: one or more per employee; an API client has exactly one. */
// `support`: the support queue only, with the customer's mobile masked.
export const EMPLOYEE_ROLES = ["admin", "operations", "finance", "viewer", "support"] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/**
 * A back-office employee ("studio"). Signs in with work email + password (argon2id hash) + TOTP. An invited
 * employee has no password until they open their set-up link; a deactivated one cannot sign in and their
 * sessions end at once. The TOTP secret is stored encrypted (AES-256-GCM, bound to the employee's id).
 */
export const employees = pgTable(
  "employees",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Lower-cased work email. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash"),
    totpSecretEncrypted: text("totp_secret_encrypted"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted, so one code cannot be used twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    status: varchar("status", { length: 16 }).notNull().default("invited"),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("employees_email_key").on(t.email)],
);

export const employeeRoles = pgTable(
  "employee_roles",
  {
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 16 }).$type<EmployeeRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.role] })],
);

/**
 * An employee's sign-in, separate from customer sessions: an opaque token in its own cookie, stored only as
 * SHA-256. 15 minutes idle, 8 hours absolute. `mfaAt` is null while the password is checked but the second
 * factor not yet; such a session opens nothing but the TOTP step.
 */
export const employeeSessions = pgTable(
  "employee_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    mfaAt: timestamp("mfa_at", { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("employee_sessions_token_key").on(t.tokenHash),
    index("employee_sessions_employee_idx").on(t.employeeId),
  ],
);

/** Eight single-use recovery codes per employee, stored only hashed. */
export const employeeRecoveryCodes = pgTable(
  "employee_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("employee_recovery_codes_employee_idx").on(t.employeeId)],
);

/** A single-use, expiring set-up link (invite or `npm run employee:create`), stored only hashed. */
export const employeeInvites = pgTable(
  "employee_invites",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: uuid("created_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("employee_invites_token_key").on(t.tokenHash)],
);

/**
 * A server-to-server client (a lender's system) calling /api/studio/* with `Authorization: Bearer <key>`.
 * The key is shown once at creation and stored only as SHA-256; `keyPrefix` names it in lists and logs.
 */
export const apiClients = pgTable(
  "api_clients",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    keyPrefix: varchar("key_prefix", { length: 16 }).notNull(),
    keyHash: text("key_hash").notNull(),
    role: varchar("role", { length: 16 }).$type<EmployeeRole>().notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** A key opens nothing from this moment: every key has one, so a forgotten key stops by itself. */
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '90 days'`),
    /** Addresses (IPs or CIDR ranges) the key may call from; empty means anywhere. */
    allowedIps: jsonb("allowed_ips").$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("api_clients_key_hash_key").on(t.keyHash)],
);

// --- the customer's data rights ---

/**
 * The sharing ledger: one row each time a customer's data left LoanSetu for a third party — the soft bureau
 * check, the application sent to the chosen lender (the offer request), the lender consent link's decision.
 * Written only through `recordSharing` (packages/api/src/privacy/sharing-ledger.ts), in the transaction of the
 * sharing. `fields` names the kinds of data sent, never their values.
 */
export const dataSharings = pgTable(
  "data_sharings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The application it was for; null for a free credit score check. The ledger is evidence with its own
     * period (RETENTION.consentRecordMs): when the application is purged or erased the row stays, the id
     * goes null and `application_reference` still names it.
     */
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    /** The application's reference (LS…) as the customer knows it, kept after the application is gone. */
    applicationReference: varchar("application_reference", { length: 20 }),
    /** softCheck | offerRequest | consentLink | freeScoreCheck. */
    occasion: varchar("occasion", { length: 16 }).notNull(),
    /** bureau | lender. */
    recipientKind: varchar("recipient_kind", { length: 8 }).notNull(),
    /** The bureau's or lender's name as the customer knows it. */
    recipientName: text("recipient_name").notNull(),
    lenderId: integer("lender_id"),
    fields: jsonb("fields").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("data_sharings_user_created_idx").on(t.userId, t.createdAt),
    index("data_sharings_created_idx").on(t.createdAt),
  ],
);

/**
 * A withdrawal of consent from the "My data and consents" page, in force from `created_at` (DPDP Act 2023
 * s.6(4)): marketing calls and messages, WhatsApp updates, or sharing for one application. Append-only.
 */
export const consentWithdrawals = pgTable(
  "consent_withdrawals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** marketing | whatsappUpdates | applicationSharing. */
    purpose: varchar("purpose", { length: 24 }).notNull(),
    /** The application, for applicationSharing (set null when the application goes; the row stays). */
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    /** The application's reference, kept after the application is gone. */
    applicationReference: varchar("application_reference", { length: 20 }),
    /**
     * False: a withdrawal. True: the customer gave a withdrawn purpose's consent again (My data, decision 0028),
     * a new entry after the withdrawal it ends; the newest entry of a purpose is the one in force.
     */
    granted: boolean("granted").notNull().default(false),
    /** The consent text's version a renewed consent was given to (null for a withdrawal). */
    textVersion: varchar("text_version", { length: 32 }),
    locale: varchar("locale", { length: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("consent_withdrawals_user_purpose_idx").on(t.userId, t.purpose),
    index("consent_withdrawals_created_idx").on(t.createdAt),
  ],
);

/**
 * A data rights request (DPDP Act 2023 ss.11–13): access (download), correction or erasure. It has a
 * reference the customer quotes, a due date 30 days on, and a status the customer sees; operations handle
 * it in the studio (an audit entry per step). `outcome` is what the customer is told: for an erasure, each
 * item with what was done, and for what is kept, why and until when.
 */
export const rightsRequests = pgTable(
  "rights_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: varchar("reference", { length: 16 }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** access | correction | erasure. */
    kind: varchar("kind", { length: 12 }).notNull(),
    /** The customer's words (a correction: what is wrong and what it should say). */
    details: text("details"),
    /** received → inProgress → done | rejected. */
    status: varchar("status", { length: 12 }).notNull().default("received"),
    locale: varchar("locale", { length: 2 }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** The reply operations wrote for the customer. */
    response: text("response"),
    outcome: jsonb("outcome").$type<Record<string, unknown>[]>(),
    handledBy: text("handled_by"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rights_requests_reference_key").on(t.reference),
    index("rights_requests_user_created_idx").on(t.userId, t.createdAt),
    index("rights_requests_status_due_idx").on(t.status, t.dueAt),
  ],
);

// --- the lender side of the marketplace (decision 0066) ---

/**
 * A lender as an organisation that works with LoanSetu: one per lender in `data/lenders.json` (same id),
 * written by the seed. Its API keys, shares and webhook endpoints hang from it.
 */
export const lenderOrganisations = pgTable("lender_organisations", {
  id: integer("id").primaryKey(),
  slug: varchar("slug", { length: 64 }).notNull(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/**
 * A lender system's key for `/api/lender/v1`: shown once at creation, stored only as SHA-256, scoped to one
 * lender. At most two are active at once, so a lender rotates by creating the new key, switching, then
 * revoking the old one without a moment without a working key.
 */
export const lenderApiKeys = pgTable(
  "lender_api_keys",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenderOrganisations.id),
    name: text("name").notNull(),
    keyPrefix: varchar("key_prefix", { length: 16 }).notNull(),
    keyHash: text("key_hash").notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("lender_api_keys_hash_key").on(t.keyHash),
    index("lender_api_keys_lender_idx").on(t.lenderId),
  ],
);

/**
 * A lender's own person in the lender portal (`/lender`): work email + argon2id password + TOTP, as in the
 * back office (decision 0072). One lender each; `role` is one of `@loansetu/domain/lender-portal`'s
 * LENDER_USER_ROLES (manager, creditOfficer, readOnly). The TOTP secret is encrypted, bound to the id. A
 * deactivated user cannot sign in and their sessions end at once.
 */
export const lenderUsers = pgTable(
  "lender_users",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenderOrganisations.id),
    /** Lower-cased work email, unique over every lender. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: varchar("role", { length: 16 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    totpSecretEncrypted: text("totp_secret_encrypted").notNull(),
    /** The last TOTP time step accepted, so one code cannot be used twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    status: varchar("status", { length: 16 }).notNull().default("active"),
    createdBy: text("created_by"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lender_users_email_key").on(t.email), index("lender_users_lender_idx").on(t.lenderId)],
);

/** A lender user's sign-in (cookie `ls_lender`), as `employee_sessions`: SHA-256 of the token only. */
export const lenderUserSessions = pgTable(
  "lender_user_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => lenderUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    mfaAt: timestamp("mfa_at", { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("lender_user_sessions_token_key").on(t.tokenHash),
    index("lender_user_sessions_user_idx").on(t.userId),
  ],
);

/**
 * A set-up link a lender's manager sent a new portal user (as `employee_invites`): single use, expiring,
 * only the token's SHA-256 kept. The user is `invited` until they set a password and enrol TOTP through it.
 */
export const lenderUserInvites = pgTable(
  "lender_user_invites",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => lenderUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lender_user_invites_token_key").on(t.tokenHash)],
);

/** Eight single-use recovery codes per lender user, stored only hashed. */
export const lenderUserRecoveryCodes = pgTable(
  "lender_user_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => lenderUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("lender_user_recovery_codes_user_idx").on(t.userId)],
);

/**
 * An application shared with one lender: made when the borrower chooses that lender's offer and consents
 * to share with it (the consent's text version is kept here and in `application_consents`), ended at once
 * by the borrower's withdrawal. `status` follows `@loansetu/domain/lender-share`; `statusAt` is when the
 * current step began (the lender's promised time counts from it). `terms` are the lender's current final
 * or counter-offered figures (an Offer, the KFS's input); `sanction`, `disbursal` and `schedule` what the
 * lender posted for those steps.
 */
export const lenderShares = pgTable(
  "lender_shares",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenderOrganisations.id),
    status: varchar("status", { length: 16 }).notNull().default("shared"),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull(),
    consentTextVersion: varchar("consent_text_version", { length: 32 }).notNull(),
    terms: jsonb("terms").$type<Record<string, unknown>>(),
    rejectionReason: varchar("rejection_reason", { length: 32 }),
    sanction: jsonb("sanction").$type<Record<string, unknown>>(),
    /** The lender's own sanction letter, when it uploaded one (base64 PDF). */
    sanctionLetter: text("sanction_letter"),
    disbursal: jsonb("disbursal").$type<Record<string, unknown>>(),
    /** The UTR of the disbursal, unique over all shares: a repeated UTR is refused. */
    utr: varchar("utr", { length: 22 }),
    schedule: jsonb("schedule").$type<Record<string, unknown>[]>(),
    /**
     * The lender's report that the loan is closed (date, reason, reportedAt), and later its no-dues
     * certificate (storage key, SHA-256, size, receivedAt) and the grievance raised when it was late.
     */
    closure: jsonb("closure").$type<Record<string, unknown>>(),
    /**
     * A step the lender asks the borrower to take at the lender's own link (video KYC or e-sign): kind,
     * https URL, when asked, when the lender reported it done.
     */
    borrowerStep: jsonb("borrower_step").$type<Record<string, unknown>>(),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("lender_shares_app_lender_key").on(t.applicationId, t.lenderId),
    uniqueIndex("lender_shares_utr_key").on(t.utr),
    index("lender_shares_lender_status_idx").on(t.lenderId, t.status, t.updatedAt),
  ],
);

/**
 * Every step on a share and every read of it by the lender, append-only: the borrower's ledger of each
 * lender's access and the studio's timeline. `actor` names who: `lender:<key prefix>`, `customer`,
 * `employee:<id>`, `system`.
 */
export const lenderShareEvents = pgTable(
  "lender_share_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => lenderShares.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 24 }).notNull(),
    actor: text("actor").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("lender_share_events_share_idx").on(t.shareId, t.createdAt)],
);

// --- after disbursal: My loan (EMI reminders) ---

/**
 * The borrower's EMI reminders for one disbursed loan: the time of day (India) they chose, between 08:00
 * and 20:30, and when they stopped them with the one-tap link. No row means the defaults: 10:00, on.
 */
export const loanReminderSettings = pgTable("loan_reminder_settings", {
  shareId: uuid("share_id")
    .primaryKey()
    .references(() => lenderShares.id, { onDelete: "cascade" }),
  sendAt: varchar("send_at", { length: 5 }).notNull().default("10:00"),
  stoppedAt: timestamp("stopped_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** One reminder sent for one instalment of a loan's schedule: the key makes each reminder go once. */
export const loanRemindersSent = pgTable(
  "loan_reminders_sent",
  {
    shareId: uuid("share_id")
      .notNull()
      .references(() => lenderShares.id, { onDelete: "cascade" }),
    instalment: integer("instalment").notNull(),
    dueDate: varchar("due_date", { length: 10 }).notNull(),
    locale: varchar("locale", { length: 2 }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.instalment, t.dueDate] })],
);

/**
 * An EMI the lender reports as paid or missed (lender API or portal): My loan counts what is paid from these,
 * not from the calendar. One report per instalment; a later report of the same instalment replaces it.
 */
export const loanPayments = pgTable(
  "loan_payments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    shareId: uuid("share_id")
      .notNull()
      .references(() => lenderShares.id, { onDelete: "cascade" }),
    instalment: integer("instalment").notNull(),
    /** paid | missed. */
    status: varchar("status", { length: 8 }).notNull(),
    /** The day it was paid (paid) or fell due unpaid (missed), YYYY-MM-DD. */
    date: varchar("date", { length: 10 }).notNull(),
    amount: integer("amount").notNull(),
    lenderReference: varchar("lender_reference", { length: 40 }),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("loan_payments_share_instalment_key").on(t.shareId, t.instalment)],
);

/**
 * A borrower's dispute about a disbursed loan, sent to its lender (webhook `loan.dispute_opened`) and
 * answered by the lender; staff see it on the lender's page. `reference` is what everyone quotes.
 */
export const loanDisputes = pgTable(
  "loan_disputes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** "LD" and eight digits. */
    reference: varchar("reference", { length: 16 }).notNull(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => lenderShares.id, { onDelete: "cascade" }),
    category: varchar("category", { length: 24 }).notNull(),
    text: text("text").notNull(),
    /** open | answered. */
    status: varchar("status", { length: 10 }).notNull().default("open"),
    answer: text("answer"),
    promisedBy: timestamp("promised_by", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("loan_disputes_reference_key").on(t.reference),
    index("loan_disputes_share_idx").on(t.shareId, t.createdAt),
  ],
);

/**
 * The first answer to each `Idempotency-Key` a lender sent on a write, kept 24 hours: the same key again
 * gets this answer and no second effect; the same key with another body is refused.
 */
export const lenderIdempotency = pgTable(
  "lender_idempotency",
  {
    lenderId: integer("lender_id").notNull(),
    key: varchar("key", { length: 255 }).notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lenderId, t.key] }),
    index("lender_idempotency_created_idx").on(t.createdAt),
  ],
);

/**
 * A sanction or a disbursal that an employee entered on behalf of a lender without an integration, waiting
 * for a second employee (maker-checker, decision 0073). `figures` holds what was entered (sanction: amount,
 * ratePercent, tenureMonths, date; disbursal: amount, date, utr); the lead moves only when another employee
 * approves it. `utr` is copied out so a repeated UTR is found by an index; at most one entry of a kind
 * waits per lead. Kept with its lead (deleted with it).
 */
export const lenderStaffEntries = pgTable(
  "lender_staff_entries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    lenderId: integer("lender_id").notNull(),
    /** sanction | disbursal. */
    kind: varchar("kind", { length: 16 }).notNull(),
    figures: jsonb("figures").$type<Record<string, unknown>>().notNull(),
    utr: varchar("utr", { length: 22 }),
    /** pending → approved | rejected. */
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    proposedBy: uuid("proposed_by").notNull(),
    proposedByName: text("proposed_by_name").notNull(),
    proposedAt: timestamp("proposed_at", { withTimezone: true }).notNull(),
    decidedBy: uuid("decided_by"),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why the checker rejected it (shown to the maker, never to the borrower). */
    rejectReason: text("reject_reason"),
  },
  (t) => [
    index("lender_staff_entries_app_idx").on(t.applicationId, t.proposedAt),
    index("lender_staff_entries_status_idx").on(t.status, t.proposedAt),
    uniqueIndex("lender_staff_entries_pending_key")
      .on(t.applicationId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("lender_staff_entries_utr_key").on(t.utr).where(sql`${t.status} <> 'rejected'`),
  ],
);

/** Where a lender receives webhooks, with its signing secret (Standard Webhooks `whsec_…`, encrypted). */
export const lenderWebhookEndpoints = pgTable(
  "lender_webhook_endpoints",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenderOrganisations.id),
    url: text("url").notNull(),
    secretEncrypted: text("secret_encrypted").notNull(),
    createdAt: createdAt(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [index("lender_webhook_endpoints_lender_idx").on(t.lenderId)],
);

/**
 * One webhook message to one endpoint (its id is the `webhook-id`), with its delivery log: attempts, the
 * last answer or error, when it was delivered. Sent by the job queue's `lender.webhook` jobs.
 */
export const lenderWebhookDeliveries = pgTable(
  "lender_webhook_deliveries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => lenderWebhookEndpoints.id, { onDelete: "cascade" }),
    eventType: varchar("event_type", { length: 32 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** pending → delivered, or failed once the queue gave up. */
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("lender_webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt)],
);

/**
 * A document the borrower uploaded for an application (decision 0074): its bytes are not here but in the
 * document store (`storage_key`), encrypted at rest; an image's EXIF and location data were removed before
 * it was stored. `kind` is one of the checklist's kinds (data/document-checklist.json). A new upload of the
 * same kind is a new row; the newest counts. Deleted with its application (and its stored file by the
 * retention sweep).
 */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 32 }).notNull(),
    /** image/jpeg, image/png, image/webp or application/pdf, as the content showed (not as the sender said). */
    contentType: varchar("content_type", { length: 32 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** SHA-256 of the stored (cleaned) bytes, hex: lets a lender check what it fetched. */
    sha256: varchar("sha256", { length: 64 }).notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("application_documents_app_idx").on(t.applicationId, t.kind, t.uploadedAt)],
);

/**
 * A document a lender asked for on an application shared with it, with the lender's reason as the
 * borrower reads it. Fulfilled when the borrower uploads that kind after the request.
 */
export const documentRequests = pgTable(
  "document_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    shareId: uuid("share_id")
      .notNull()
      .references(() => lenderShares.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 32 }).notNull(),
    reason: text("reason").notNull(),
    requestedBy: text("requested_by").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
  },
  (t) => [index("document_requests_share_idx").on(t.shareId, t.requestedAt)],
);

/**
 * A support ticket: a customer asked the chat for a person. It keeps the conversation so far with
 * OTPs, PANs and card numbers masked, the customer's language, and the time a reply was promised by; a
 * complaint is a grievance, promised within 30 days and escalated to the grievance officer.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** "ST" and eight digits, as the customer quotes it. */
    reference: varchar("reference", { length: 16 }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** support | grievance. */
    kind: varchar("kind", { length: 12 }).notNull().default("support"),
    /** open → answered → closed (a closed one may be reopened). */
    status: varchar("status", { length: 12 }).notNull().default("open"),
    locale: varchar("locale", { length: 2 }).notNull(),
    /** The chat so far, one line a message, masked before it is stored. */
    transcript: text("transcript").notNull(),
    promisedBy: timestamp("promised_by", { withTimezone: true }).notNull(),
    assignedTo: uuid("assigned_to").references(() => employees.id, { onDelete: "set null" }),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("support_tickets_reference_key").on(t.reference),
    index("support_tickets_user_created_idx").on(t.userId, t.createdAt),
    index("support_tickets_status_promised_idx").on(t.status, t.promisedBy),
  ],
);

/** The replies on a ticket: the back office's answers (and what the customer added). */
export const supportTicketMessages = pgTable(
  "support_ticket_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** customer | staff. */
    sender: varchar("sender", { length: 8 }).notNull(),
    employeeId: uuid("employee_id").references(() => employees.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_ticket_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);
