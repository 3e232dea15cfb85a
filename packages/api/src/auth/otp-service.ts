import { randomUUID } from "node:crypto";
import { type Database, executePrepared } from "@loansetu/db/client";
import { auditLog, otpVerifications, rateEvents } from "@loansetu/db/schema";
import { and, eq, gt, isNotNull, isNull, sql, type WithSubquery } from "@loansetu/db/sql";
import { hashMobileForAudit } from "../audit/mobile-hash.ts";
import { AppError } from "../lib/errors.ts";
import { otpVerifications as otpChecks, otpSends } from "../lib/metrics.ts";
import type { ApiDeps } from "../lib/types.ts";
import { type ApiLocale, authMessage, otpSms } from "./messages.ts";
import { OTP_POLICY } from "./policy.ts";
import {
  countWindows,
  forget,
  type LimitedWindow,
  limitsSql,
  readWindowCounts,
  recordAll,
  startOfIndianDay,
  withKeyLock,
} from "./rate-limit.ts";
import { hashOtp, newOtp } from "./tokens.ts";

export type OtpPurpose = "login" | "chatbot" | "contact" | "consent" | "partner";

interface Caller {
  mobile: string;
  ip: string;
  locale: ApiLocale;
  purpose: OtpPurpose;
  /** The browser holds this mobile's known-device cookie (auth/known-device.ts): it has its own budgets. */
  knownDevice?: boolean;
}

const HOUR = 3600_000;
/**
 * Rate-event keys. A known device (a browser that verified this mobile before) counts its sends and wrong
 * codes under keys of its own and is its own source, so a stranger who spends every other budget for the
 * mobile (from any number of addresses) leaves the customer's own phone untouched.
 */
const keys = {
  lock: (mobile: string) => `otp:${mobile}`,
  sendMobile: (caller: Caller) =>
    caller.knownDevice ? `otp-send:m:kd:${caller.mobile}` : `otp-send:m:${caller.mobile}`,
  sendIp: (ip: string) => `otp-send:ip:${ip}`,
  failed: (caller: Caller) =>
    caller.knownDevice ? `otp-fail:kd:${caller.mobile}` : `otp-fail:${caller.mobile}`,
  failedFromSource: (caller: Caller) =>
    caller.knownDevice ? `otp-fail:${caller.mobile}:kd` : `otp-fail:${caller.mobile}:${caller.ip}`,
};

/**
 * Sends and verifies OTPs for every purpose. Nothing here looks at whether the mobile is registered, so
 * the answers and the work done are the same either way. All counters live in the database, under a lock
 * per mobile, so the limits hold across server instances.
 */
export function createOtpService(deps: ApiDeps) {
  const { config, outbox } = deps;
  const db = deps.database.db;
  const now = () => deps.clock();

  // Every limit of a call is read in one statement (countWindows) and every counted event
  // written in one (recordAll), under the same per-mobile lock as before, so the limits stay race-safe.
  // The checks below speak in the same order as they always did: day cap, source hold, send limits.

  // The last 6 hours of the Indian day so far: a lock a stranger causes ends 6 hours after its first wrong
  // code or at midnight, whichever comes first (it used to last until midnight, up to a whole day), and
  // guessing stays capped: at most four windows' tries in a day.
  const dayCap = (caller: Caller) => ({
    key: keys.failed(caller),
    since: new Date(
      Math.max(
        startOfIndianDay(now()).getTime(),
        now().getTime() - OTP_POLICY.failedPerMobile.windowSeconds * 1000,
      ),
    ),
  });
  const sourceHold = (caller: Caller) => ({
    key: keys.failedFromSource(caller),
    since: new Date(now().getTime() - OTP_POLICY.failedPerSource.windowSeconds * 1000),
  });

  /** The mobile's cap: it bounds guessing from every source together (10 in 6 hours, 0.4 % a day). */
  function assertDayCapNotReached(failedToday: number, caller: Caller) {
    const { limit, windowSeconds } = OTP_POLICY.failedPerMobile;
    if (failedToday >= limit) {
      throw new AppError(
        "RATE_LIMITED",
        authMessage("mobileLocked", caller.locale, { hours: windowSeconds / 3600 }),
        {
          headers: { "Retry-After": String(windowSeconds) },
        },
      );
    }
  }

  /** The short per-source hold a burst of wrong codes runs into first, so one stranger cannot spend the day. */
  function assertSourceNotHeld(failedFromSource: number, caller: Caller) {
    const { limit, windowSeconds } = OTP_POLICY.failedPerSource;
    if (failedFromSource >= limit) {
      const minutes = windowSeconds / 60;
      throw new AppError("RATE_LIMITED", authMessage("sourceLocked", caller.locale, { minutes }), {
        headers: { "Retry-After": String(windowSeconds) },
      });
    }
  }

  /**
   * Every window a send is checked against, with its limit, in the order the checks speak: the lockouts
   * (day cap, source hold), then the send limits of the mobile and the IP (hour and day each).
   */
  function sendWindows(caller: Caller): LimitedWindow[] {
    const at = now();
    const since = (ms: number) => new Date(at.getTime() - ms);
    const { hour, day } = OTP_POLICY.sendsPerMobile;
    return [
      { ...dayCap(caller), limit: OTP_POLICY.failedPerMobile.limit },
      { ...sourceHold(caller), limit: OTP_POLICY.failedPerSource.limit },
      { key: keys.sendMobile(caller), since: since(HOUR), limit: hour },
      { key: keys.sendMobile(caller), since: since(24 * HOUR), limit: day },
      { key: keys.sendIp(caller.ip), since: since(HOUR), limit: config.OTP_SENDS_PER_IP_HOUR },
      { key: keys.sendIp(caller.ip), since: since(24 * HOUR), limit: config.OTP_SENDS_PER_IP_DAY },
    ];
  }

  /** Throws what a send refused with these counts (sendWindows' order) is told. */
  function assertSendAllowed(counts: number[], caller: Caller, options: { checkLocks: boolean }) {
    const [failedToday, failedFromSource, mobileHour, mobileDay, ipHour, ipDay] = counts;
    if (options.checkLocks) {
      assertDayCapNotReached(failedToday!, caller);
      assertSourceNotHeld(failedFromSource!, caller);
    }
    const overMobile =
      mobileHour! >= OTP_POLICY.sendsPerMobile.hour || mobileDay! >= OTP_POLICY.sendsPerMobile.day;
    const overIp = ipHour! >= config.OTP_SENDS_PER_IP_HOUR || ipDay! >= config.OTP_SENDS_PER_IP_DAY;
    if (overMobile || overIp) throw new AppError("RATE_LIMITED", authMessage("sendLimit", caller.locale));
  }

  /** The send limits alone (resend checks the lockouts itself, before it looks at the OTP). */
  async function assertMaySend(tx: Database, caller: Caller) {
    const windows = sendWindows(caller).slice(2);
    assertSendAllowed([0, 0, ...(await countWindows(tx, windows))], caller, { checkLocks: false });
  }

  /** The lockouts alone (resend checks them before it looks at the OTP). */
  async function assertNotLocked(tx: Database, caller: Caller) {
    const [failedToday, failedFromSource] = await countWindows(tx, [dayCap(caller), sourceHold(caller)]);
    assertDayCapNotReached(failedToday!, caller);
    assertSourceNotHeld(failedFromSource!, caller);
  }

  /**
   * Counts a send against the mobile's and the IP's limits, with `alongside` (the OTP's own write) in the
   * same statement; answers the counted events' ids.
   */
  function countSend(tx: Database, caller: Caller, alongside: WithSubquery[] = []): Promise<number[]> {
    return recordAll(tx, [keys.sendMobile(caller), keys.sendIp(caller.ip)], now(), alongside);
  }

  /**
   * After the transaction commits: no lock is held during the gateway call, and PGlite's single connection
   * is free for the outbox write. A send the gateway refused reached nobody, so it is taken back from the
   * limits (`undo`) and the customer is told to try again, never locked out by an outage.
   */
  async function deliver(caller: Caller, code: string, undo: (tx: Database) => Promise<void>) {
    const minutes = OTP_POLICY.ttlSeconds / 60;
    try {
      await outbox.sendSms(caller.mobile, otpSms(code, config.BRAND_NAME, minutes, caller.locale));
      otpSends.inc({ outcome: "sent" });
    } catch (error) {
      otpSends.inc({ outcome: "failed" });
      deps.logger.warn({ err: String(error), purpose: caller.purpose }, "OTP SMS not sent; send not counted");
      await withKeyLock(db, keys.lock(caller.mobile), undo);
      throw new AppError("UNAVAILABLE", authMessage("smsFailed", caller.locale));
    }
  }

  /** The OTP of this reference, sent to this caller's mobile for this purpose. */
  const otpMatches = (referenceId: string, caller: Caller) =>
    and(
      eq(otpVerifications.id, referenceId),
      eq(otpVerifications.mobile, caller.mobile),
      eq(otpVerifications.purpose, caller.purpose),
    );

  async function findOtp(tx: Database, referenceId: string, caller: Caller) {
    const [row] = await tx.select().from(otpVerifications).where(otpMatches(referenceId, caller));
    return row;
  }

  return {
    /**
     * The mobile an OTP reference was sent to, for callers whose body carries only the reference
     * (the chatbot's resend and verify, spec §7); undefined for an unknown reference.
     */
    async mobileOf(referenceId: string, purpose: OtpPurpose): Promise<string | undefined> {
      const [row] = await db
        .select({ mobile: otpVerifications.mobile })
        .from(otpVerifications)
        .where(and(eq(otpVerifications.id, referenceId), eq(otpVerifications.purpose, purpose)));
      return row?.mobile;
    },

    /**
     * Sends a new OTP; answers its reference id. The limits' counts, the OTP row and the send's two rate
     * events are one statement: the rows are written only when every window is
     * under its limit, so the check and the writes cannot be split by another send for this mobile.
     */
    async send(caller: Caller): Promise<{ id: string }> {
      const id = randomUUID();
      const code = newOtp(OTP_POLICY.length);
      const at = now();
      const windows = sendWindows(caller);
      const limits = limitsSql(keys.lock(caller.mobile), windows);
      const instant = sql`${at.toISOString()}::timestamptz`;
      const expiresAt = new Date(at.getTime() + OTP_POLICY.ttlSeconds * 1000).toISOString();
      const countedKeys = [keys.sendMobile(caller), keys.sendIp(caller.ip)];
      const [result] = await executePrepared<Record<string, number | string | null>>(
        db,
        "otp_send",
        sql`with counts as (${limits.counts}),
            allowed as (select 1 from counts where ${limits.under}),
            otp as (
              insert into ${otpVerifications} (id, mobile, purpose, code_hash, expires_at, last_sent_at, created_at, ip)
              select ${id}::uuid, ${caller.mobile}, ${caller.purpose}, ${hashOtp(config.OTP_SECRET, id, code)},
                ${expiresAt}::timestamptz, ${instant}, ${instant}, ${caller.ip}
              from allowed
            ),
            counted as (
              insert into ${rateEvents} (key, at)
              select key, ${instant} from allowed, unnest(array[${sql.join(
                countedKeys.map((key) => sql`${key}`),
                sql`, `,
              )}]::text[]) as key
              returning id
            )
            select counts.*, (select string_agg(id::text, ',') from counted) as counted from counts`,
      );
      const counts = readWindowCounts(result, windows.length);
      if (!result?.counted) {
        assertSendAllowed(counts, caller, { checkLocks: true });
        // Unreachable while the statement's condition and the checks agree; refuse rather than guess.
        throw new AppError("RATE_LIMITED", authMessage("sendLimit", caller.locale));
      }
      const counted = String(result.counted).split(",").map(Number);
      await deliver(caller, code, async (tx) => {
        await forget(tx, counted);
        await tx.update(otpVerifications).set({ expiresAt: now() }).where(eq(otpVerifications.id, id));
      });
      return { id };
    },

    /** Sends a fresh code for the same reference, not before 30 s after the last one (spec §4, §9). */
    async resend(referenceId: string, caller: Caller): Promise<{ id: string; retries: number }> {
      const sent = await withKeyLock(db, keys.lock(caller.mobile), async (tx) => {
        await assertNotLocked(tx, caller);
        const row = await findOtp(tx, referenceId, caller);
        if (!row || row.verifiedAt)
          throw new AppError("OTP_EXPIRED", authMessage("otpExpired", caller.locale));
        const elapsedMs = now().getTime() - row.lastSentAt.getTime();
        const waitMs = OTP_POLICY.resendAfterSeconds * 1000 - elapsedMs;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError("RATE_LIMITED", authMessage("resendTooSoon", caller.locale, { seconds }), {
            headers: { "Retry-After": String(seconds) },
          });
        }
        await assertMaySend(tx, caller);
        const code = newOtp(OTP_POLICY.length);
        const at = now();
        await tx
          .update(otpVerifications)
          .set({
            codeHash: hashOtp(config.OTP_SECRET, row.id, code),
            attempts: 0,
            sendCount: row.sendCount + 1,
            lastSentAt: at,
            expiresAt: new Date(at.getTime() + OTP_POLICY.ttlSeconds * 1000),
          })
          .where(eq(otpVerifications.id, row.id));
        const counted = await countSend(tx, caller);
        return { id: row.id, retries: row.sendCount, code, counted, previousSentAt: row.lastSentAt };
      });
      await deliver(caller, sent.code, async (tx) => {
        await forget(tx, sent.counted);
        // The refused send does not start the 30 s wait either: the customer may ask again at once.
        await tx
          .update(otpVerifications)
          .set({ lastSentAt: sent.previousSentAt })
          .where(eq(otpVerifications.id, sent.id));
      });
      return { id: sent.id, retries: sent.retries };
    },

    /**
     * Checks a code. Wrong codes count against the OTP (5), the mobile and source's 15 minutes (5) and the
     * mobile's day (10); all are enforced first.
     *
     * One statement: the lockouts' counts and the OTP are read, and only when the
     * day cap, the OTP (unverified, unexpired, under its tries) and the source hold all allow a try is the
     * try made: a right code marks the OTP verified; a wrong one counts the try on the OTP, the mobile's
     * day and the source, with its audit entry. The check and its count cannot be split by another try.
     * The code's keyed hash is compared in SQL: its timing could tell only how much of the stored hash a
     * wrong code's hash shares, which says nothing of the right code without OTP_SECRET.
     */
    async verify(referenceId: string, code: string, caller: Caller): Promise<void> {
      const at = now();
      const instant = sql`${at.toISOString()}::timestamptz`;
      const limits = limitsSql(keys.lock(caller.mobile), [
        { ...dayCap(caller), limit: OTP_POLICY.failedPerMobile.limit },
        { ...sourceHold(caller), limit: OTP_POLICY.failedPerSource.limit },
      ]);
      const failedKeys = sql.join(
        [keys.failed(caller), keys.failedFromSource(caller)].map((key) => sql`${key}`),
        sql`, `,
      );
      const rightCode = sql`o.code_hash = ${hashOtp(config.OTP_SECRET, referenceId, code)}`;
      /** This reference's OTP, sent to this caller's mobile for this purpose, in the table aliased `alias`. */
      const isThisOtp = (alias: string) =>
        sql`${sql.identifier(alias)}.id = ${referenceId}::uuid and ${sql.identifier(alias)}.mobile = ${caller.mobile}
          and ${sql.identifier(alias)}.purpose = ${caller.purpose}`;
      const [read] = await executePrepared<{
        n0: number;
        n1: number;
        id: string | null;
        verified_at: Date | string | null;
        expires_at: Date | string | null;
        attempts: number | null;
        right_code: boolean | null;
      }>(
        db,
        "otp_try",
        // The try reads the OTP's columns from the row it updates (`o`), not from `otp`: the statement's
        // snapshot is older than the lock, and an update rechecks its conditions on the row's latest
        // version, so a try or resend committed while this one waited for the lock is counted.
        sql`with counts as (${limits.counts}),
            otp as (
              select v.id, v.verified_at, v.expires_at, v.attempts
              from ${otpVerifications} as v
              where ${isThisOtp("v")}
            ),
            tried as (
              update ${otpVerifications} as o
              set verified_at = case when ${rightCode} then ${instant} else o.verified_at end,
                attempts = case when ${rightCode} then o.attempts else o.attempts + 1 end
              from counts
              where ${isThisOtp("o")} and ${limits.under} and o.verified_at is null
                and o.expires_at >= ${instant} and o.attempts < ${OTP_POLICY.maxAttemptsPerOtp}
              returning ${rightCode} as right_code, o.attempts
            ),
            failed as (
              insert into ${rateEvents} (key, at)
              select key, ${instant} from tried, unnest(array[${failedKeys}]::text[]) as key
              where not tried.right_code
            ),
            audited as (
              insert into ${auditLog} (actor_type, action, subject_type, subject_id, ip, details)
              select 'visitor', 'otp.failed', 'mobile', ${hashMobileForAudit(caller.mobile)}, ${caller.ip},
                jsonb_build_object('purpose', ${caller.purpose}::text, 'attempt', tried.attempts)
              from tried where not tried.right_code
            )
            select counts.n0, counts.n1, otp.id, otp.verified_at, otp.expires_at, otp.attempts,
              (select right_code from tried) as right_code
            from counts left join otp on true`,
      );
      const tried = read?.right_code;
      if (tried === null || tried === undefined) {
        // No try was made: say why, in the order the checks always spoke.
        assertDayCapNotReached(Number(read?.n0 ?? 0), caller);
        if (!read?.id || read.verified_at || at > new Date(read.expires_at!)) {
          throw new AppError("OTP_EXPIRED", authMessage("otpExpired", caller.locale));
        }
        // This OTP's own limit speaks first ("ask for a new one"); the source's hold, if any, after.
        if (read.attempts! >= OTP_POLICY.maxAttemptsPerOtp) {
          throw new AppError("OTP_TOO_MANY_ATTEMPTS", authMessage("otpTooManyAttempts", caller.locale));
        }
        assertSourceNotHeld(Number(read.n1 ?? 0), caller);
        throw new AppError("OTP_EXPIRED", authMessage("otpExpired", caller.locale));
      }
      const outcome = tried ? ("verified" as const) : ("incorrect" as const);
      otpChecks.inc({ outcome });
      if (outcome === "incorrect")
        throw new AppError("OTP_INCORRECT", authMessage("otpIncorrect", caller.locale));
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

/**
 * Spends a verified OTP on the one action it authorises (a contact message, a chatbot lead): answers true
 * once, and false for an unverified, stale or already spent reference. One conditional update, so two
 * requests racing with the same reference cannot both win.
 */
export async function spendVerifiedOtp(
  db: Database,
  otp: { id: string; mobile: string; purpose: OtpPurpose; verifiedSince: Date; at: Date },
): Promise<boolean> {
  const spent = await db
    .update(otpVerifications)
    .set({ usedAt: otp.at })
    .where(
      and(
        eq(otpVerifications.id, otp.id),
        eq(otpVerifications.mobile, otp.mobile),
        eq(otpVerifications.purpose, otp.purpose),
        isNotNull(otpVerifications.verifiedAt),
        gt(otpVerifications.verifiedAt, otp.verifiedSince),
        isNull(otpVerifications.usedAt),
      ),
    )
    .returning({ id: otpVerifications.id });
  return spent.length === 1;
}
