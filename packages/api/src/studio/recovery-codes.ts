import type { Database } from "@loansetu/db/client";
import { employeeRecoveryCodes } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { sha256 } from "../auth/tokens.ts";
import { newRecoveryCode as newCode, normaliseRecoveryCode } from "../lib/recovery-codes.ts";
import { STUDIO_POLICY } from "./policy.ts";

// An employee's recovery codes (the codes themselves: lib/recovery-codes.ts).

const normalise = normaliseRecoveryCode;

/** Replaces an employee's recovery codes with 8 new ones and answers them (to show once). */
export async function issueRecoveryCodes(tx: Database, employeeId: string): Promise<string[]> {
  const codes = Array.from({ length: STUDIO_POLICY.recoveryCodes }, newCode);
  await tx.delete(employeeRecoveryCodes).where(eq(employeeRecoveryCodes.employeeId, employeeId));
  await tx
    .insert(employeeRecoveryCodes)
    .values(codes.map((code) => ({ employeeId, codeHash: sha256(normalise(code)) })));
  return codes;
}

/** Uses one unused recovery code; false when it is wrong or already used. */
export async function useRecoveryCode(
  db: Database,
  employeeId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(employeeRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(employeeRecoveryCodes.employeeId, employeeId),
        eq(employeeRecoveryCodes.codeHash, sha256(normalise(code))),
        isNull(employeeRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: employeeRecoveryCodes.id });
  return used.length === 1;
}
