import type { Database } from "@loansetu/db/client";
import { employeeRoles, employees } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import type { Role } from "./policy.ts";

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Adds an employee with roles (status "invited" until they set a password and TOTP, unless given).
 * The caller writes the audit entry in the same transaction.
 */
export async function insertEmployee(
  db: Database,
  input: {
    email: string;
    name: string;
    roles: readonly Role[];
    status?: "invited" | "active";
    passwordHash?: string | null;
    totpSecretEncrypted?: string | null;
    totpEnabledAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(employees)
    .values({
      email: normaliseEmail(input.email),
      name: input.name,
      status: input.status ?? "invited",
      passwordHash: input.passwordHash ?? null,
      totpSecretEncrypted: input.totpSecretEncrypted ?? null,
      totpEnabledAt: input.totpEnabledAt ?? null,
    })
    .returning();
  await setRoles(db, row!.id, input.roles);
  return row!;
}

/** Replaces an employee's roles. */
export async function setRoles(db: Database, employeeId: string, roles: readonly Role[]): Promise<void> {
  await db.delete(employeeRoles).where(eq(employeeRoles.employeeId, employeeId));
  if (roles.length > 0) {
    await db.insert(employeeRoles).values([...new Set(roles)].map((role) => ({ employeeId, role })));
  }
}
