import { randomInt } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { partners } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";

// Share codes: 8 characters from an alphabet without look-alikes (no I, O, 0, 1), about 10^12 codes, so
// guessing a valid one is hopeless and a code read out over the phone is not misheard.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newPartnerCode(): string {
  let code = "";
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code no partner has yet (checked; the unique index is the final word). */
export async function freePartnerCode(db: Database): Promise<string> {
  for (;;) {
    const code = newPartnerCode();
    const [taken] = await db.select({ id: partners.id }).from(partners).where(eq(partners.code, code));
    if (!taken) return code;
  }
}
