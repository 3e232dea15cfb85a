import { employees } from "@loansetu/db/schema";
import { and, eq, isNull, lt, or } from "@loansetu/db/sql";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { countSince, record, withKeyLock } from "../auth/rate-limit.ts";
import { AppError } from "../errors.ts";
import type { ApiDeps } from "../types.ts";
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
import { transaction } from "./transaction.ts";

export interface IssuedStudioSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

const failKey = (email: string) => `studio-sign-in-fail:${email}`;
const ipKey = (ip: string) => `studio-sign-in-ip:${ip}`;

/**
 * Employee sign-in: work email + password, then a TOTP code (or a recovery code). Five failures for one
 * email within 15 minutes lock it for 15 minutes; an unknown email, a wrong password, an inactive account
 * and a locked one all get the same answer, in about the same time. Counters live in the database
 * (rate_events), so the limits hold across instances.
 */
export function createStudioSignIn(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const lockWindow = () => new Date(now().getTime() - STUDIO_POLICY.lockoutSeconds * 1000);

  async function isLocked(email: string): Promise<boolean> {
    return (await countSince(db, failKey(email), lockWindow())) >= STUDIO_POLICY.lockoutFailures;
  }

  /** Counts a failure; the one that reaches the limit is audited as a lockout. */
  async function recordFailure(
    email: string,
    employeeId: string | null,
    client: ClientInfo,
    requestId?: string,
  ) {
    await withKeyLock(db, failKey(email), async (tx) => {
      await record(tx, failKey(email), now());
      const failures = await countSince(tx, failKey(email), lockWindow());
      if (failures === STUDIO_POLICY.lockoutFailures) {
        await recordAudit(tx, {
          actor: { kind: "system" },
          action: "studio.sign-in.locked",
          subjectType: "employee",
          subjectId: employeeId ?? undefined,
          details: { email, minutes: STUDIO_POLICY.lockoutSeconds / 60 },
          requestId,
          ip: client.ip,
        });
      }
    });
  }

  return {
    /** Step 1: the password. Answers a half-way session that opens only the second-factor step. */
    async withPassword(
      rawEmail: string,
      password: string,
      client: ClientInfo,
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
      if (await isLocked(email)) {
        await verifyPassword(null, password); // same time as any other refusal
        throw refused();
      }
      const passwordOk = await verifyPassword(employee?.passwordHash, password);
      if (!employee || !passwordOk || employee.status !== "active" || !employee.totpEnabledAt) {
        await recordFailure(email, employee?.id ?? null, client, requestId);
        throw refused();
      }
      return startEmployeeSession(db, employee.id, client, now(), { mfa: false });
    },

    /**
     * Step 2: a TOTP code or a recovery code for the half-way session. Success ends that session and starts
     * the real one (a new token: the half-way one is never promoted).
     */
    async withSecondFactor(
      pending: Employee,
      code: string,
      client: ClientInfo,
      locale: ApiLocale,
      requestId?: string,
    ): Promise<IssuedStudioSession & { employee: Employee }> {
      const at = now();
      const [row] = await db.select().from(employees).where(eq(employees.id, pending.id));
      if (row?.status !== "active" || !row.totpSecretEncrypted) {
        throw new AppError("UNAUTHORIZED", studioMessage("notSignedIn", locale));
      }
      const wrong = () => new AppError("OTP_INCORRECT", studioMessage("badCode", locale));
      if (await isLocked(row.email))
        throw new AppError("UNAUTHORIZED", studioMessage("badCredentials", locale));
      const trimmed = code.trim();
      let via: "totp" | "recovery-code" | null = null;
      if (/^\d{6}$/.test(trimmed)) {
        const secret = decryptTotpSecret(row.totpSecretEncrypted, deps.config.PAN_ENCRYPTION_KEY, row.id);
        const step = matchTotp(secret, trimmed, at, row.totpLastStep);
        if (step !== null) {
          // Conditional on the last step, so two requests with one code cannot both pass.
          const moved = await db
            .update(employees)
            .set({ totpLastStep: step })
            .where(
              and(
                eq(employees.id, row.id),
                or(isNull(employees.totpLastStep), lt(employees.totpLastStep, step)),
              ),
            )
            .returning({ id: employees.id });
          if (moved.length === 1) via = "totp";
        }
      } else if (looksLikeRecoveryCode(trimmed) && (await useRecoveryCode(db, row.id, trimmed, at))) {
        via = "recovery-code";
      }
      if (!via) {
        await recordFailure(row.email, row.id, client, requestId);
        throw wrong();
      }
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
