import type { Database } from "@loansetu/db/client";
import { lenderOrganisations, lenderUsers } from "@loansetu/db/schema";
import { sql } from "@loansetu/db/sql";
import { LENDER_USER_ROLES } from "@loansetu/domain/lender-portal";
import { hashPassword } from "../lib/passwords.ts";
import { encryptTotpSecret } from "../lib/totp.ts";
import type { ApiDeps } from "../lib/types.ts";
import { DEMO_STUDIO_PASSWORD, DEMO_TOTP_SECRET } from "../studio/demo-employees.ts";

/**
 * Demo lender portal users, outside production only (apps/web/server/bootstrap.ts), named in the README:
 * for every lender a manager, a credit officer and a read-only user, `<role>@<lender slug>.lender.example`,
 * with the studio's public demo password and TOTP secret. Never on a real database.
 */
const LOCAL_PART = { manager: "manager", creditOfficer: "officer", readOnly: "viewer" } as const;

export const demoLenderEmail = (role: keyof typeof LOCAL_PART, slug: string) =>
  `${LOCAL_PART[role]}@${slug}.lender.example`;

export async function seedDemoLenderUsers(deps: ApiDeps): Promise<number> {
  const db = deps.database.db;
  const lenders = await db
    .select({ id: lenderOrganisations.id, slug: lenderOrganisations.slug })
    .from(lenderOrganisations);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(lenderUsers);
  if (lenders.length === 0 || count >= lenders.length * LENDER_USER_ROLES.length) return 0;
  const passwordHash = await hashPassword(DEMO_STUDIO_PASSWORD);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-lender-users'))`);
    let added = 0;
    for (const lender of lenders)
      for (const role of LENDER_USER_ROLES) {
        const id = crypto.randomUUID();
        const done = await tx
          .insert(lenderUsers)
          .values({
            id,
            lenderId: lender.id,
            email: demoLenderEmail(role, lender.slug),
            name: `Demo ${LOCAL_PART[role]}`,
            role,
            passwordHash,
            totpSecretEncrypted: encryptTotpSecret(DEMO_TOTP_SECRET, deps.config.PAN_ENCRYPTION_KEY, id),
            createdBy: "demo-seed",
          })
          .onConflictDoNothing()
          .returning({ id: lenderUsers.id });
        added += done.length;
      }
    return added;
  });
}
