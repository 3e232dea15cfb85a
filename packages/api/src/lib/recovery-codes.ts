import { randomInt } from "node:crypto";

// Recovery codes for everyone who signs in with a second factor (back office, lender portal): 10 characters
// from an alphabet without look-alikes (50 bits each), shown once as `abcde-fghij`, stored only as SHA-256
// of the normalised code; each opens one sign-in. Each sign-in keeps its codes in a table of its own.

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** The form a code is hashed in: lower case, without spaces or the dash. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, "");

export function newRecoveryCode(): string {
  let out = "";
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

export const looksLikeRecoveryCode = (code: string): boolean =>
  /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
