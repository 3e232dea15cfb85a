import type { Database } from "@loansetu/db/client";
import { employees } from "@loansetu/db/schema";
import { and, eq, isNull, lt, or } from "@loansetu/db/sql";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { countSince, countWindows, record, withKeyLock } from "../auth/rate-limit.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import type { Employee } from "./employee.ts";
import {
  type ClientInfo,
  endAllEmployeeSessions,
  endEmployeeSession,
  rolesOf,
  startEmployeeSession,
  toEmployee,
} from "./employee-sessions.ts";
import { normaliseEmail } from "./employee-store.ts";
import { studioMessage } from "./messages.ts";
import { verifyPassword } from "./passwords.ts";
import { STUDIO_POLICY } from "./policy.ts";
import { looksLikeRecoveryCode, useRecoveryCode } from "./recovery-codes.ts";
import { decryptTotpSecret, matchTotp } from "./totp.ts";

export interface IssuedStudioSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Failures for one email from every source: the cap on distributed guessing. */
const failKey = (email: string) => `studio-sign-in-fail:${email}`;
/** Failures for one email from one source (an address, or a browser where this employee signed in). */
const sourceFailKey = (email: string, source: string) => `studio-sign-in-fail:${email}:${source}`;
/** Held around each attempt's check, verification and count, so parallel guesses queue. */
const attemptLockKey = (email: string) => `studio-sign-in:${email}`;
const ipKey = (ip: string) => `studio-sign-in-ip:${ip}`;

/** Who is trying: the caller's address, and whether the browser is one where this email signed in before. */
export interface SignInCaller extends ClientInfo {
  knownDevice?: boolean;
}

const sourceOf = (caller: SignInCaller) => (caller.knownDevice ? "known-device" : caller.ip);

/**
 * Employee sign-in: work email + password, then a TOTP code (or a recovery code). Failures are counted per
 * email and source: five from one address (or from the employee's own browsers) within 15 minutes lock that
 * source out of that email for 15 minutes, so a stranger who knows a work email cannot lock its owner out
 * from elsewhere. Thirty from all sources together lock every unknown browser out of it (guessing spread
 * over many addresses), while a browser where the employee signed in before still gets its own five. An
 * unknown email, a wrong password, an inactive account and a locked one all get the same answer, in about
 * the same time. Each attempt checks, verifies and counts under a lock per email, so parallel guesses
 * cannot all be checked before the first is counted. Counters live in the database (rate_events), so the
 * limits hold across instances.
 */
export function createStudioSignIn(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const lockWindow = () => new Date(now().getTime() - STUDIO_POLICY.lockoutSeconds * 1000);

  async function isLocked(tx: Database, email: string, caller: SignInCaller): Promise<boolean> {
    const since = lockWindow();
    const [fromSource = 0, fromAll = 0] = await countWindows(tx, [
      { key: sourceFailKey(email, sourceOf(caller)), since },
      { key: failKey(email), since },
    ]);
    if (fromSource >= STUDIO_POLICY.lockoutFailures) return true;
    return !caller.knownDevice && fromAll >= STUDIO_POLICY.lockoutFailuresAllSources;
  }

  /** Counts a failure; one that reaches a limit is audited as a lockout. */
  async function recordFailure(
    tx: Database,
    email: string,
    employeeId: string | null,
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
      fromSource === STUDIO_POLICY.lockoutFailures
        ? "studio.sign-in.locked"
        : fromAll === STUDIO_POLICY.lockoutFailuresAllSources
          ? "studio.sign-in.locked-unknown-devices"
          : null;
    if (!reached) return;
    await recordAudit(tx, {
      actor: { kind: "system" },
      action: reached,
      subjectType: "employee",
      subjectId: employeeId ?? undefined,
      details: {
        email,
        source: caller.knownDevice ? "known device" : caller.ip,
        minutes: STUDIO_POLICY.lockoutSeconds / 60,
      },
      requestId,
      ip: caller.ip,
    });
  }

  /**
   * One attempt for an email: refused while locked, else `verify` runs and a failure is counted, all under
   * the email's lock. Answers what `verify` found, null for a failure, or "locked".
   */
  function attempt<T>(
    email: string,
    employeeId: string | null,
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
      if (found === null) await recordFailure(tx, email, employeeId, caller, requestId);
      return found;
    });
  }

  return {
    /** Step 1: the password. Answers a half-way session that opens only the second-factor step. */
    async withPassword(
      rawEmail: string,
      password: string,
      client: SignInCaller,
      locale: ApiLocale,
      requestId?: string,
    ): Promise<IssuedStudioSession> {
      const email = normaliseEmail(rawEmail);
      const refused = () => new AppError("UNAUTHORIZED", studioMessage("badCredentials", locale));
      const overIp = await withKeyLock(db, ipKey(client.ip), async (tx) => {
        const since = new Date(now().getTime() - 3600_000);
        if ((await countSince(tx, ipKey(client.ip), since)) >= STUDIO_POLICY.signInsPerIpHour) return true;
        await record(tx, ipKey(client.ip), now());
        return false;
      });
      if (overIp) {
        throw new AppError("RATE_LIMITED", studioMessage("tooMany", locale), {
          headers: { "Retry-After": "3600" },
        });
      }
      const [employee] = await db.select().from(employees).where(eq(employees.email, email));
      const accepted = await attempt(
        email,
        employee?.id ?? null,
        client,
        requestId,
        async () => {
          const passwordOk = await verifyPassword(employee?.passwordHash, password);
          const usable = employee?.status === "active" && employee.totpEnabledAt !== null;
          return passwordOk && employee && usable ? employee : null;
        },
        () => verifyPassword(null, password), // same time as any other refusal
      );
      if (accepted === null || accepted === "locked") throw refused();
      return startEmployeeSession(db, accepted.id, client, now(), { mfa: false });
    },

    /**
     * Step 2: a TOTP code or a recovery code for the half-way session. Success ends that session and starts
     * the real one (a new token: the half-way one is never promoted).
     */
    async withSecondFactor(
      pending: Employee,
      code: string,
      client: SignInCaller,
      locale: ApiLocale,
      requestId?: string,
    ): Promise<IssuedStudioSession & { employee: Employee }> {
      const at = now();
      const [row] = await db.select().from(employees).where(eq(employees.id, pending.id));
      if (row?.status !== "active" || !row.totpSecretEncrypted) {
        throw new AppError("UNAUTHORIZED", studioMessage("notSignedIn", locale));
      }
      const secretOf = row.totpSecretEncrypted;
      const trimmed = code.trim();
      const via = await attempt(row.email, row.id, client, requestId, async (tx) => {
        if (/^\d{6}$/.test(trimmed)) {
          const secret = decryptTotpSecret(secretOf, deps.config.PAN_ENCRYPTION_KEY, row.id);
          const step = matchTotp(secret, trimmed, at, row.totpLastStep);
          if (step === null) return null;
          // Conditional on the last step, so two requests with one code cannot both pass.
          const moved = await tx
            .update(employees)
            .set({ totpLastStep: step })
            .where(
              and(
                eq(employees.id, row.id),
                or(isNull(employees.totpLastStep), lt(employees.totpLastStep, step)),
              ),
            )
            .returning({ id: employees.id });
          return moved.length === 1 ? ("totp" as const) : null;
        }
        if (looksLikeRecoveryCode(trimmed) && (await useRecoveryCode(tx, row.id, trimmed, at)))
          return "recovery-code" as const;
        return null;
      });
      if (via === "locked") throw new AppError("UNAUTHORIZED", studioMessage("badCredentials", locale));
      if (via === null) throw new AppError("OTP_INCORRECT", studioMessage("badCode", locale));
      const roles = await rolesOf(db, row.id);
      return transaction(db, async (tx) => {
        if (pending.sessionId) await endEmployeeSession(tx, pending.sessionId, at);
        const session = await startEmployeeSession(tx, row.id, client, at, { mfa: true });
        await tx.update(employees).set({ lastLoginAt: at }).where(eq(employees.id, row.id));
        const employee = toEmployee(row, roles, session.sessionId);
        await recordAudit(tx, {
          actor: employee,
          action: "studio.sign-in",
          subjectType: "employee",
          subjectId: row.id,
          details: { via },
          requestId,
          ip: client.ip,
        });
        return { ...session, employee };
      });
    },

    async signOut(employee: Employee, client: ClientInfo, requestId?: string): Promise<void> {
      await transaction(db, async (tx) => {
        if (employee.sessionId) await endEmployeeSession(tx, employee.sessionId, now());
        await recordAudit(tx, {
          actor: employee,
          action: "studio.sign-out",
          subjectType: "employee",
          subjectId: employee.id,
          requestId,
          ip: client.ip,
        });
      });
    },

    /** Logout everywhere: every session of this employee ends, this one included. */
    async signOutEverywhere(employee: Employee, client: ClientInfo, requestId?: string): Promise<number> {
      return transaction(db, async (tx) => {
        const ended = await endAllEmployeeSessions(tx, employee.id, now());
        await recordAudit(tx, {
          actor: employee,
          action: "studio.sign-out-everywhere",
          subjectType: "employee",
          subjectId: employee.id,
          details: { sessionsEnded: ended },
          requestId,
          ip: client.ip,
        });
        return ended;
      });
    },
  };
}

export type StudioSignIn = ReturnType<typeof createStudioSignIn>;
