/**
 * The login security policy (docs/architecture.md, "Security model"). One OTP allows 5
 * tries and a mobile 10 failed tries in any 6 hours, so a guesser's chance against one customer is at most
 * 4 × 10 / 10,000 = 0.4 % a day, and a stranger who spends those tries locks a new browser out for at most
 * 6 hours, not until midnight (docs/decisions/0052-otp-lock-six-hours-api-key-expiry-and-outages.md).
 * Wrong codes are also counted per mobile and source (IP address): 5 in 15 minutes hold that source back
 * for that mobile for 15 minutes, so one burst from a stranger cannot spend the mobile's budget
 * (docs/decisions/0007-otp-lockouts-per-source.md has the arithmetic).
 */
export const OTP_POLICY = {
  length: 4,
  ttlSeconds: 10 * 60,
  maxAttemptsPerOtp: 5,
  resendAfterSeconds: 30,
  failedPerMobile: { limit: 10, windowSeconds: 6 * 3600 },
  failedPerSource: { limit: 5, windowSeconds: 15 * 60 },
  sendsPerMobile: { hour: 5, day: 10 },
  // Per-IP limits come from config (OTP_SENDS_PER_IP_HOUR / _DAY, defaults 30 and 100).
} as const;

export const SESSION_POLICY = {
  accessTtlSeconds: 15 * 60,
  sessionTtlDays: 30,
  /** Two tabs may refresh with the same token at once: within this grace the older token is not "reuse". */
  reuseGraceSeconds: 30,
  autoLoginLinkTtlSeconds: 24 * 60 * 60,
} as const;

export const COOKIES = { access: "ls_at", refresh: "ls_rt" } as const;
