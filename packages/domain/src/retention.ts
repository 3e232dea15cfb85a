// The retention schedule's periods (docs/retention.md): how long each kind of record is kept
// before the daily purge deletes it. One place: the purge reads these, the document quotes them, a test
// moves the clock across each one. Periods count from the moment named beside each.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const RETENTION = {
  /** OTP verification rows: 24 hours after the OTP expired (an OTP lives 10 minutes). */
  otpVerificationMs: 24 * HOUR_MS,
  /** Rate-limit events: 2 days after the event (the longest window counted is one day). */
  rateEventMs: 2 * DAY_MS,
  /** Customer sessions: 30 days after they expired or were revoked (to look into a stolen session). */
  customerSessionMs: 30 * DAY_MS,
  /** Employee sessions: 30 days after they expired or were revoked. */
  employeeSessionMs: 30 * DAY_MS,
  /** Employee set-up links: 30 days after they expired or were used. */
  employeeInviteMs: 30 * DAY_MS,
  /** Lender portal sessions: 30 days after they expired or were revoked, as employees'. */
  lenderUserSessionMs: 30 * DAY_MS,
  /** Lender portal set-up links: 30 days after they expired or were used, as employees'. */
  lenderUserInviteMs: 30 * DAY_MS,
  /**
   * Webhook deliveries to lenders (the event's payload: an application's reference and figures, and the
   * delivery log): 90 days after they were delivered or given up, long enough to settle a lender's "we never
   * got it"; pending ones stay until the queue is done with them.
   */
  lenderWebhookDeliveryMs: 90 * DAY_MS,
  /** Ids of used single-use links: 91 days after use (a consent link lives at most 90 days). */
  usedLinkMs: 91 * DAY_MS,
  /** Short links of SMS: 30 days after they expired (until then they still say "expired", not "not found"). */
  shortLinkMs: 30 * DAY_MS,
  /** SMS and emails (contact messages, notices): 180 days after they were sent or given up. */
  outboxMessageMs: 180 * DAY_MS,
  /** Support chats and chat feedback: 180 days after the chat's last message. */
  chatMs: 180 * DAY_MS,
  /** Applications that never reached a lender: 180 days after their last change. */
  unsharedApplicationMs: 180 * DAY_MS,
  /** Applications shared with a lender (KYC-linked): 5 years after the relationship ended. */
  lenderApplicationMs: 5 * 365 * DAY_MS + 2 * DAY_MS,
  /**
   * The consent ledger (sharings with a bureau or lender, consent withdrawals): 5 years after the entry,
   * and never while the application it concerns is still kept (RBI Digital Lending Directions 2025: the
   * consent's audit trail lives as long as the loan records). It outlives the application's own purge.
   */
  consentRecordMs: 5 * 365 * DAY_MS + 2 * DAY_MS,
  /** Data rights requests (access, correction, erasure): 3 years after they were closed; open ones stay. */
  rightsRequestMs: 3 * 365 * DAY_MS + DAY_MS,
  /** Support tickets (a masked chat transcript, the replies): 3 years after they were closed, as long as a
   * data rights request, since a ticket may be a complaint; open ones stay. */
  supportTicketMs: 3 * 365 * DAY_MS + DAY_MS,
  /** Free credit score checks (report, PAN encrypted): 1 year after the check. */
  creditCheckMs: 365 * DAY_MS,
  /** Customers with nothing else kept and no sign-in: 1 year after their last sign-in. */
  inactiveCustomerMs: 365 * DAY_MS,
  /** First-party analytics events (no personal data): 13 months, for year-on-year comparison. */
  analyticsEventMs: 396 * DAY_MS,
  /** Done jobs of the job queue: 7 days after they finished (to look into a delivery). */
  doneJobMs: 7 * DAY_MS,
  /** Failed ("dead") jobs, which wait for a person: 90 days after they were given up. */
  failedJobMs: 90 * DAY_MS,
  /**
   * The first answer kept for each `Idempotency-Key` a lender sent: 24 hours after the request (a lender
   * retries within minutes; its documentation says a key is good for 24 hours).
   */
  lenderIdempotencyMs: 24 * HOUR_MS,
} as const;

/** Rows one purge statement deletes at most, and statements one kind runs at most per daily run. */
export const PURGE_BATCH = { rows: 500, batchesPerRun: 200 } as const;
