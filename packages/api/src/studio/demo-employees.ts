import type { Database } from "@loansetu/db/client";
import { employees } from "@loansetu/db/schema";
import { eq, inArray, sql } from "@loansetu/db/sql";
import { hashPassword } from "../lib/passwords.ts";
import { encryptTotpSecret } from "../lib/totp.ts";
import type { ApiDeps } from "../lib/types.ts";
import { insertEmployee } from "./employee-store.ts";
import type { Role } from "./policy.ts";

/**
 * Demo employees, one per role, added outside production only (apps/web/server/bootstrap.ts) and named in
 * the README. They share a password and a TOTP secret that are public: never use them on a real database.
 * The `.example` domain is reserved, so no mail to them can leave the machine.
 */
export const DEMO_STUDIO_PASSWORD = "LoanSetu-demo-2026";
export const DEMO_TOTP_SECRET = "LOANSETUDEMOSTUDIOTOTPSECRET2345";

export const DEMO_EMPLOYEES: ReadonlyArray<{ email: string; name: string; roles: Role[] }> = [
  { email: "admin@loansetu.example", name: "Anita Rao", roles: ["admin"] },
  { email: "ops@loansetu.example", name: "Vikram Shah", roles: ["operations"] },
  { email: "finance@loansetu.example", name: "Meera Iyer", roles: ["finance"] },
  { email: "viewer@loansetu.example", name: "Karan Mehta", roles: ["viewer"] },
];

/**
 * Adds the demo employees that are missing (enrolled: password set, TOTP on). One transaction under an
 * advisory lock: two instances starting together on one PostgreSQL must not both add the same employee.
 */
export async function seedDemoEmployees(deps: ApiDeps): Promise<number> {
  // Most starts find every demo employee there: hash the password (argon2, tens of ms and MBs) only if not.
  const emails = DEMO_EMPLOYEES.map((demo) => demo.email);
  const present = await deps.database.db
    .select({ email: employees.email })
    .from(employees)
    .where(inArray(employees.email, emails));
  if (present.length === emails.length) return 0;
  const passwordHash = await hashPassword(DEMO_STUDIO_PASSWORD);
  return deps.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-employees'))`);
    let added = 0;
    for (const demo of DEMO_EMPLOYEES) {
      const [existing] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.email, demo.email));
      if (existing) continue;
      const row = await insertEmployee(tx, {
        ...demo,
        status: "active",
        passwordHash,
        totpEnabledAt: deps.clock(),
      });
      await tx
        .update(employees)
        .set({
          totpSecretEncrypted: encryptTotpSecret(DEMO_TOTP_SECRET, deps.config.PAN_ENCRYPTION_KEY, row.id),
        })
        .where(eq(employees.id, row.id));
      added++;
    }
    return added;
  });
}
