import type { Database } from "@loansetu/db/client";
import { employeeRoles, employeeSessions, employees } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { sha256 } from "../auth/tokens.ts";
import { newStaffSession, staffSessionEnded, staffSessionNeedsTouch } from "../lib/staff-sessions.ts";
import type { Employee } from "./employee.ts";
import { type Role, STUDIO_POLICY } from "./policy.ts";

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

export type EmployeeRow = typeof employees.$inferSelect;

/** An employee's roles, in the fixed order of ROLES. */
export async function rolesOf(db: Database, employeeId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: employeeRoles.role })
    .from(employeeRoles)
    .where(eq(employeeRoles.employeeId, employeeId));
  const order = ["admin", "operations", "finance", "viewer"];
  return rows.map((row) => row.role).sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export const toEmployee = (row: EmployeeRow, roles: Role[], sessionId?: string): Employee => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles,
  kind: "employee",
  sessionId,
});

/**
 * Starts an employee session and answers its token (set as the studio cookie; stored only as SHA-256).
 * `mfa: false` is the half-way session between a correct password and the second factor.
 */
export async function startEmployeeSession(
  db: Database,
  employeeId: string,
  client: ClientInfo,
  now: Date,
  options: { mfa: boolean },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const session = newStaffSession(STUDIO_POLICY, client, now, options.mfa);
  const [row] = await db
    .insert(employeeSessions)
    .values({ employeeId, ...session.columns })
    .returning({ id: employeeSessions.id });
  return { token: session.token, sessionId: row!.id, expiresAt: session.expiresAt };
}

export type SessionLookup =
  | { ok: true; employee: Employee; mfaDone: boolean }
  | { ok: false; reason: "unknown" | "ended" };

/**
 * Who holds this session token. A session ends when revoked, 8 hours after sign-in, after 15 minutes
 * without a request, or when its employee is deactivated; a live one has its last use moved on.
 */
export async function lookupEmployeeSession(db: Database, token: string, now: Date): Promise<SessionLookup> {
  const [row] = await db
    .select({ session: employeeSessions, employee: employees })
    .from(employeeSessions)
    .innerJoin(employees, eq(employees.id, employeeSessions.employeeId))
    .where(eq(employeeSessions.tokenHash, sha256(token)));
  if (!row) return { ok: false, reason: "unknown" };
  const { session, employee } = row;
  if (staffSessionEnded(STUDIO_POLICY, session, employee.status === "active", now)) {
    return { ok: false, reason: "ended" };
  }
  if (staffSessionNeedsTouch(STUDIO_POLICY, session, now)) {
    await db.update(employeeSessions).set({ lastUsedAt: now }).where(eq(employeeSessions.id, session.id));
  }
  return {
    ok: true,
    employee: toEmployee(employee, await rolesOf(db, employee.id), session.id),
    mfaDone: session.mfaAt !== null,
  };
}

/** Ends one session (logout). */
export async function endEmployeeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(employeeSessions)
    .set({ revokedAt: now })
    .where(and(eq(employeeSessions.id, sessionId), isNull(employeeSessions.revokedAt)));
}

/** Ends every session of an employee (logout everywhere, deactivation, role change). */
export async function endAllEmployeeSessions(db: Database, employeeId: string, now: Date): Promise<number> {
  const ended = await db
    .update(employeeSessions)
    .set({ revokedAt: now })
    .where(and(eq(employeeSessions.employeeId, employeeId), isNull(employeeSessions.revokedAt)))
    .returning({ id: employeeSessions.id });
  return ended.length;
}
