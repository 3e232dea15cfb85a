import { randomInt } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { employeeRecoveryCodes } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { sha256 } from "../auth/tokens.ts";
import { STUDIO_POLICY } from "./policy.ts";

// Recovery codes: 10 characters from an alphabet without look-alikes (50 bits each), shown once as
// `abcde-fghij`, stored only as SHA-256; each opens one sign-in.

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

const normalise = (code: string): string => code.toLowerCase().replace(/[\s-]/g, "");

function newCode(): string {
  let out = "";
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/.test(normalise(code));

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
