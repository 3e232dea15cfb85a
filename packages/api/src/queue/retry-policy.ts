/**
 * How the job queue retries: 30 s, then doubling up to one hour between tries, and given
 * up only when a try fails more than 24 hours after the job was made — about 30 tries over a day, enough to
 * ride out a mail or SMS provider's long outage, after which the log raises an alert.
 */
export const RETRY_POLICY = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  /** A claim's lease: a handler's own timeouts (SMTP, SMS gateway) are well inside it. */
  leaseMs: 2 * 60_000,
} as const;

/** The wait after the `attempts`-th failed try (1-based): 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  const doubling = RETRY_POLICY.firstDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubling, RETRY_POLICY.maxDelayMs);
}
