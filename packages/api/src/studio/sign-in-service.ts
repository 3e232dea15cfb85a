import { employees } from "@loansetu/db/schema";
import { and, eq, isNull, lt, or } from "@loansetu/db/sql";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { AppError } from "../lib/errors.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { looksLikeRecoveryCode } from "../lib/recovery-codes.ts";
import { createSignInLockout, type SignInCaller } from "../lib/sign-in-lockout.ts";
import { decryptTotpSecret, matchTotp } from "../lib/totp.ts";
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
import { STUDIO_POLICY } from "./policy.ts";
import { useRecoveryCode } from "./recovery-codes.ts";

export interface IssuedStudioSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Employee sign-in: work email + password, then a TOTP code (or a recovery code). Failures are counted and
 * locked out as `lib/sign-in-lockout.ts` describes (five per source in 15 minutes, thirty from all sources
 * for unknown browsers). An unknown email, a wrong password, an inactive account and a locked one all get
 * the same answer, in about the same time.
 */
export function createStudioSignIn(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const { attempt, overIpLimit } = createSignInLockout({
    db,
    now,
    policy: STUDIO_POLICY,
    keyPrefix: "studio-sign-in",
    auditPrefix: "studio.sign-in",
    subjectType: "employee",
  });

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
      if (await overIpLimit(client.ip)) {
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
