import { randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { auditLog, otpVerifications } from "@loansetu/db/schema";
import { and, eq, gt, isNotNull, isNull, type WithSubquery } from "@loansetu/db/sql";
import { hashMobileForAudit } from "../audit/mobile-hash.ts";
import { AppError } from "../errors.ts";
import { otpVerifications as otpChecks, otpSends } from "../metrics.ts";
import type { ApiDeps } from "../types.ts";
import { type ApiLocale, authMessage } from "./messages.ts";
import { OTP_POLICY } from "./policy.ts";
import {
  countWindows,
  forget,
  readWindowCounts,
  recordAll,
  startOfIndianDay,
  windowCounts,
  withKeyLock,
} from "./rate-limit.ts";
import { hashOtp, newOtp, sameHash } from "./tokens.ts";

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

  // Issue 23: every limit of a call is read in one statement (countWindows) and every counted event
  // written in one (recordAll), under the same per-mobile lock as before, so the limits stay race-safe.
  // The checks below speak in the same order as they always did: day cap, source hold, send limits.

  const dayCap = (caller: Caller) => ({
    key: keys.failed(caller),
    since: startOfIndianDay(now()),
  });
  const sourceHold = (caller: Caller) => ({
    key: keys.failedFromSource(caller),
    since: new Date(now().getTime() - OTP_POLICY.failedPerSource.windowSeconds * 1000),
  });

  /** The day cap: it bounds guessing for the mobile from every source together (0.1 % a day). */
  function assertDayCapNotReached(failedToday: number, caller: Caller) {
    if (failedToday >= OTP_POLICY.failedPerMobilePerDay) {
      throw new AppError("RATE_LIMITED", authMessage("mobileLocked", caller.locale));
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

  /** Lockouts first, then the send limits of the mobile and the IP (hour and day each). */
  async function assertMaySend(tx: Database, caller: Caller, options: { checkLocks: boolean }) {
    const at = now();
    const since = (ms: number) => new Date(at.getTime() - ms);
    const [failedToday, failedFromSource, mobileHour, mobileDay, ipHour, ipDay] = await countWindows(tx, [
      dayCap(caller),
      sourceHold(caller),
      { key: keys.sendMobile(caller), since: since(HOUR) },
      { key: keys.sendMobile(caller), since: since(24 * HOUR) },
      { key: keys.sendIp(caller.ip), since: since(HOUR) },
      { key: keys.sendIp(caller.ip), since: since(24 * HOUR) },
    ]);
    if (options.checkLocks) {
      assertDayCapNotReached(failedToday!, caller);
      assertSourceNotHeld(failedFromSource!, caller);
    }
    const overMobile =
      mobileHour! >= OTP_POLICY.sendsPerMobile.hour || mobileDay! >= OTP_POLICY.sendsPerMobile.day;
    const overIp = ipHour! >= config.OTP_SENDS_PER_IP_HOUR || ipDay! >= config.OTP_SENDS_PER_IP_DAY;
    if (overMobile || overIp) throw new AppError("RATE_LIMITED", authMessage("sendLimit", caller.locale));
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
   * limits (`undo`) and the customer is told to try again (hole 8), never locked out by an outage.
   */
  async function deliver(caller: Caller, code: string, undo: (tx: Database) => Promise<void>) {
    const minutes = OTP_POLICY.ttlSeconds / 60;
    try {
      await outbox.sendSms(
        caller.mobile,
        `${code} is your ${config.BRAND_NAME} OTP. It is valid for ${minutes} minutes. Do not share it with anyone. -${config.BRAND_NAME}`,
      );
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

    /** Sends a new OTP; answers its reference id. */
    async send(caller: Caller): Promise<{ id: string }> {
      const { id, code, counted } = await withKeyLock(db, keys.lock(caller.mobile), async (tx) => {
        await assertMaySend(tx, caller, { checkLocks: true });
        const id = randomUUID();
        const code = newOtp(OTP_POLICY.length);
        const at = now();
        // The OTP and the send's rate events in one statement (issue 23): one round trip less.
        const otp = tx.$with("otp").as(
          tx
            .insert(otpVerifications)
            .values({
              id,
              mobile: caller.mobile,
              purpose: caller.purpose,
              codeHash: hashOtp(config.OTP_SECRET, id, code),
              expiresAt: new Date(at.getTime() + OTP_POLICY.ttlSeconds * 1000),
              lastSentAt: at,
              createdAt: at,
              ip: caller.ip,
            })
            .returning({ id: otpVerifications.id }),
        );
        return { id, code, counted: await countSend(tx, caller, [otp]) };
      });
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
        await assertMaySend(tx, caller, { checkLocks: false });
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
     */
    async verify(referenceId: string, code: string, caller: Caller): Promise<void> {
      const outcome = await withKeyLock(db, keys.lock(caller.mobile), async (tx) => {
        // The lockouts' counts and the OTP in one statement (issue 23), after the lock like both were.
        const counts = windowCounts(tx, [dayCap(caller), sourceHold(caller)]).as("counts");
        const [read] = await tx
          .select({ n0: counts.n0!, n1: counts.n1!, otp: otpVerifications })
          .from(counts)
          .leftJoin(otpVerifications, otpMatches(referenceId, caller));
        const [failedToday, failedFromSource] = readWindowCounts(read, 2);
        assertDayCapNotReached(failedToday!, caller);
        const row = read?.otp;
        if (!row || row.verifiedAt || now() > row.expiresAt) {
          throw new AppError("OTP_EXPIRED", authMessage("otpExpired", caller.locale));
        }
        // This OTP's own limit speaks first ("ask for a new one"); the source's hold, if any, after.
        if (row.attempts >= OTP_POLICY.maxAttemptsPerOtp) {
          throw new AppError("OTP_TOO_MANY_ATTEMPTS", authMessage("otpTooManyAttempts", caller.locale));
        }
        assertSourceNotHeld(failedFromSource!, caller);
        if (!sameHash(row.codeHash, hashOtp(config.OTP_SECRET, row.id, code))) {
          await tx
            .update(otpVerifications)
            .set({ attempts: row.attempts + 1 })
            .where(eq(otpVerifications.id, row.id));
          await recordAll(tx, [keys.failed(caller), keys.failedFromSource(caller)], now());
          await tx.insert(auditLog).values({
            actorType: "visitor",
            action: "otp.failed",
            subjectType: "mobile",
            // The audit log keeps no mobile number: its keyed hash (issue 20, audit/mobile-hash.ts).
            subjectId: hashMobileForAudit(caller.mobile),
            ip: caller.ip,
            details: { purpose: caller.purpose, attempt: row.attempts + 1 },
          });
          return "incorrect" as const;
        }
        await tx.update(otpVerifications).set({ verifiedAt: now() }).where(eq(otpVerifications.id, row.id));
        return "verified" as const;
      });
      otpChecks.inc({ outcome });
      // Thrown after the transaction so the failed attempt is counted, not rolled back.
      if (outcome === "incorrect")
        throw new AppError("OTP_INCORRECT", authMessage("otpIncorrect", caller.locale));
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

/**
 * Spends a verified OTP on the one action it authorises (a contact message, a chatbot lead): answers true
 * once, and false for an unverified, stale or already spent reference. One conditional update, so two
 * requests racing with the same reference cannot both win (issue 19 hole 6).
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
