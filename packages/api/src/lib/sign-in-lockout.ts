import type { Database } from "@loansetu/db/client";
import { recordAudit } from "../audit/record.ts";
import { countSince, countWindows, record, withKeyLock } from "../auth/rate-limit.ts";

// The lockout every password-and-TOTP sign-in shares (the back office and the lender portal): failures are
// counted per email and source. Five from one address (or from the person's own browsers) within the window
// lock that source out of that email for the window, so a stranger who knows a work email cannot lock its
// owner out from elsewhere; thirty from all sources together lock every unknown browser out of it (guessing
// spread over many addresses), while a browser where the person signed in before still gets its own five.
// Each attempt checks, verifies and counts under a lock per email, so parallel guesses cannot all be checked
// before the first is counted. Counters live in the database (rate_events), so the limits hold across
// instances.

export interface LockoutPolicy {
  lockoutFailures: number;
  lockoutFailuresAllSources: number;
  lockoutSeconds: number;
  signInsPerIpHour: number;
}

/** Who is trying: the caller's address, and whether the browser is one where this email signed in before. */
export interface SignInCaller {
  ip: string;
  userAgent?: string | undefined;
  knownDevice?: boolean;
}

export interface SignInLockoutOptions {
  db: Database;
  now: () => Date;
  policy: LockoutPolicy;
  /** Prefix of the counters' keys, e.g. `studio-sign-in`. */
  keyPrefix: string;
  /** Prefix of the audit actions written when a limit is reached, e.g. `studio.sign-in`. */
  auditPrefix: string;
  /** The audit entry's subject type (`employee`, `lender-user`). */
  subjectType: string;
}

export function createSignInLockout(options: SignInLockoutOptions) {
  const { db, now, policy, keyPrefix } = options;
  /** Failures for one email from every source: the cap on distributed guessing. */
  const failKey = (email: string) => `${keyPrefix}-fail:${email}`;
  /** Failures for one email from one source (an address, or a browser where this person signed in). */
  const sourceFailKey = (email: string, source: string) => `${keyPrefix}-fail:${email}:${source}`;
  /** Held around each attempt's check, verification and count, so parallel guesses queue. */
  const attemptLockKey = (email: string) => `${keyPrefix}:${email}`;
  const ipKey = (ip: string) => `${keyPrefix}-ip:${ip}`;
  const sourceOf = (caller: SignInCaller) => (caller.knownDevice ? "known-device" : caller.ip);
  const lockWindow = () => new Date(now().getTime() - policy.lockoutSeconds * 1000);

  async function isLocked(tx: Database, email: string, caller: SignInCaller): Promise<boolean> {
    const since = lockWindow();
    const [fromSource = 0, fromAll = 0] = await countWindows(tx, [
      { key: sourceFailKey(email, sourceOf(caller)), since },
      { key: failKey(email), since },
    ]);
    if (fromSource >= policy.lockoutFailures) return true;
    return !caller.knownDevice && fromAll >= policy.lockoutFailuresAllSources;
  }

  /** Counts a failure; one that reaches a limit is audited as a lockout. */
  async function recordFailure(
    tx: Database,
    email: string,
    subjectId: string | null,
    caller: SignInCaller,
    requestId?: string,
  ) {
    const at = now();
    await record(tx, sourceFailKey(email, sourceOf(caller)), at);
    await record(tx, failKey(email), at);
    const since = lockWindow();
    const [fromSource, fromAll] = await countWindows(tx, [
      { key: sourceFailKey(email, sourceOf(caller)), since },
      { key: failKey(email), since },
    ]);
    const reached =
      fromSource === policy.lockoutFailures
        ? `${options.auditPrefix}.locked`
        : fromAll === policy.lockoutFailuresAllSources
          ? `${options.auditPrefix}.locked-unknown-devices`
          : null;
    if (!reached) return;
    await recordAudit(tx, {
      actor: { kind: "system" },
      action: reached,
      subjectType: options.subjectType,
      subjectId: subjectId ?? undefined,
      details: {
        email,
        source: caller.knownDevice ? "known device" : caller.ip,
        minutes: policy.lockoutSeconds / 60,
      },
      requestId,
      ip: caller.ip,
    });
  }

  return {
    /** Counts a sign-in from this address; true when the address is over its hourly limit (not counted). */
    overIpLimit(ip: string): Promise<boolean> {
      return withKeyLock(db, ipKey(ip), async (tx) => {
        const since = new Date(now().getTime() - 3600_000);
        if ((await countSince(tx, ipKey(ip), since)) >= policy.signInsPerIpHour) return true;
        await record(tx, ipKey(ip), now());
        return false;
      });
    },

    /**
     * One attempt for an email: refused while locked, else `verify` runs and a failure is counted, all under
     * the email's lock. Answers what `verify` found, null for a failure, or "locked".
     */
    attempt<T>(
      email: string,
      subjectId: string | null,
      caller: SignInCaller,
      requestId: string | undefined,
      verify: (tx: Database) => Promise<T | null>,
      whileLocked: () => Promise<unknown> = async () => {},
    ): Promise<T | null | "locked"> {
      return withKeyLock(db, attemptLockKey(email), async (tx) => {
        if (await isLocked(tx, email, caller)) {
          await whileLocked();
          return "locked" as const;
        }
        const found = await verify(tx);
        if (found === null) await recordFailure(tx, email, subjectId, caller, requestId);
        return found;
      });
    },
  };
}
