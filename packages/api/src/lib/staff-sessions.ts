import { newOpaqueToken, sha256 } from "../auth/tokens.ts";

// The session rules the back office and the lender portal share: a token stored only as its SHA-256, a
// half-way session of 5 minutes between a correct password and the second factor, then 8 hours at most and
// 15 minutes without a request. Each side keeps its own table and its own lookup query; the rules live here once.

export interface StaffSessionTimes {
  /** A session ends after this long without a request… */
  idleSeconds: number;
  /** …and this long after sign-in whatever happens. */
  absoluteSeconds: number;
  /** Between a correct password and the second factor. */
  mfaPendingSeconds: number;
  /** A live session's last use is written at most this often. */
  touchEverySeconds: number;
}

export interface StaffClient {
  ip: string;
  userAgent?: string | undefined;
}

/** A new session's token (for the cookie) and the columns both session tables hold. */
export function newStaffSession(policy: StaffSessionTimes, client: StaffClient, now: Date, mfa: boolean) {
  const token = newOpaqueToken();
  const seconds = mfa ? policy.absoluteSeconds : policy.mfaPendingSeconds;
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  return {
    token,
    expiresAt,
    columns: {
      tokenHash: sha256(token),
      mfaAt: mfa ? now : null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    },
  };
}

interface SessionRow {
  revokedAt: Date | null;
  expiresAt: Date;
  lastUsedAt: Date;
}

/** Whether a stored session has ended: revoked, past its end, idle too long, or its person no longer active. */
export function staffSessionEnded(
  policy: StaffSessionTimes,
  session: SessionRow,
  personActive: boolean,
  now: Date,
): boolean {
  const idleLimit = session.lastUsedAt.getTime() + policy.idleSeconds * 1000;
  return (
    Boolean(session.revokedAt) || session.expiresAt <= now || idleLimit <= now.getTime() || !personActive
  );
}

/** Whether a live session's last use is old enough to be written again (not on every request). */
export const staffSessionNeedsTouch = (policy: StaffSessionTimes, session: SessionRow, now: Date) =>
  now.getTime() - session.lastUsedAt.getTime() >= policy.touchEverySeconds * 1000;
