import { randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { auditLog, otpVerifications } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { AppError } from "../errors.ts";
import type { ApiDeps } from "../types.ts";
import { type ApiLocale, authMessage } from "./messages.ts";
import { OTP_POLICY } from "./policy.ts";
import { countSince, exceeded, record, startOfIndianDay, withKeyLock } from "./rate-limit.ts";
import { hashOtp, newOtp, sameHash } from "./tokens.ts";

export type OtpPurpose = "login" | "chatbot" | "contact" | "consent";

interface Caller {
  mobile: string;
  ip: string;
  locale: ApiLocale;
  purpose: OtpPurpose;
}

const HOUR = 3600_000;
const keys = {
  lock: (mobile: string) => `otp:${mobile}`,
  sendMobile: (mobile: string) => `otp-send:m:${mobile}`,
  sendIp: (ip: string) => `otp-send:ip:${ip}`,
  failed: (mobile: string) => `otp-fail:${mobile}`,
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

  async function assertNotLocked(tx: Database, caller: Caller) {
    const failedToday = await countSince(tx, keys.failed(caller.mobile), startOfIndianDay(now()));
    if (failedToday >= OTP_POLICY.failedPerMobilePerDay) {
      throw new AppError("RATE_LIMITED", authMessage("mobileLocked", caller.locale));
    }
  }

  async function assertCanSend(tx: Database, caller: Caller) {
    const at = now();
    const since = (ms: number) => new Date(at.getTime() - ms);
    const overMobile = await exceeded(tx, keys.sendMobile(caller.mobile), [
      { limit: OTP_POLICY.sendsPerMobile.hour, since: since(HOUR) },
      { limit: OTP_POLICY.sendsPerMobile.day, since: since(24 * HOUR) },
    ]);
    const overIp = await exceeded(tx, keys.sendIp(caller.ip), [
      { limit: config.OTP_SENDS_PER_IP_HOUR, since: since(HOUR) },
      { limit: config.OTP_SENDS_PER_IP_DAY, since: since(24 * HOUR) },
    ]);
    if (overMobile || overIp) throw new AppError("RATE_LIMITED", authMessage("sendLimit", caller.locale));
  }

  async function countSend(tx: Database, caller: Caller) {
    const at = now();
    await record(tx, keys.sendMobile(caller.mobile), at);
    await record(tx, keys.sendIp(caller.ip), at);
  }

  // After the transaction commits: no lock is held during the gateway call, and PGlite's single
  // connection is free for the outbox write.
  async function deliver(caller: Caller, code: string) {
    const minutes = OTP_POLICY.ttlSeconds / 60;
    await outbox.sendSms(
      caller.mobile,
      `${code} is your ${config.BRAND_NAME} OTP. It is valid for ${minutes} minutes. Do not share it with anyone. -${config.BRAND_NAME}`,
    );
  }

  async function findOtp(tx: Database, referenceId: string, caller: Caller) {
    const [row] = await tx
      .select()
      .from(otpVerifications)
      .where(
        and(
          eq(otpVerifications.id, referenceId),
          eq(otpVerifications.mobile, caller.mobile),
          eq(otpVerifications.purpose, caller.purpose),
        ),
      );
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
      const { id, code } = await withKeyLock(db, keys.lock(caller.mobile), async (tx) => {
        await assertNotLocked(tx, caller);
        await assertCanSend(tx, caller);
        const id = randomUUID();
        const code = newOtp(OTP_POLICY.length);
        const at = now();
        await tx.insert(otpVerifications).values({
          id,
          mobile: caller.mobile,
          purpose: caller.purpose,
          codeHash: hashOtp(config.OTP_SECRET, id, code),
          expiresAt: new Date(at.getTime() + OTP_POLICY.ttlSeconds * 1000),
          lastSentAt: at,
          createdAt: at,
          ip: caller.ip,
        });
        await countSend(tx, caller);
        return { id, code };
      });
      await deliver(caller, code);
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
        await assertCanSend(tx, caller);
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
        await countSend(tx, caller);
        return { id: row.id, retries: row.sendCount, code };
      });
      await deliver(caller, sent.code);
      return { id: sent.id, retries: sent.retries };
    },

    /** Checks a code. Wrong codes count against the OTP (5) and the mobile's day (10); both are enforced first. */
    async verify(referenceId: string, code: string, caller: Caller): Promise<void> {
      const outcome = await withKeyLock(db, keys.lock(caller.mobile), async (tx) => {
        await assertNotLocked(tx, caller);
        const row = await findOtp(tx, referenceId, caller);
        if (!row || row.verifiedAt || now() > row.expiresAt) {
          throw new AppError("OTP_EXPIRED", authMessage("otpExpired", caller.locale));
        }
        if (row.attempts >= OTP_POLICY.maxAttemptsPerOtp) {
          throw new AppError("OTP_TOO_MANY_ATTEMPTS", authMessage("otpTooManyAttempts", caller.locale));
        }
        if (!sameHash(row.codeHash, hashOtp(config.OTP_SECRET, row.id, code))) {
          await tx
            .update(otpVerifications)
            .set({ attempts: row.attempts + 1 })
            .where(eq(otpVerifications.id, row.id));
          await record(tx, keys.failed(caller.mobile), now());
          await tx.insert(auditLog).values({
            actorType: "visitor",
            action: "otp.failed",
            subjectType: "mobile",
            subjectId: caller.mobile,
            ip: caller.ip,
            details: { purpose: caller.purpose, attempt: row.attempts + 1 },
          });
          return "incorrect" as const;
        }
        await tx.update(otpVerifications).set({ verifiedAt: now() }).where(eq(otpVerifications.id, row.id));
        return "verified" as const;
      });
      // Thrown after the transaction so the failed attempt is counted, not rolled back.
      if (outcome === "incorrect")
        throw new AppError("OTP_INCORRECT", authMessage("otpIncorrect", caller.locale));
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
