import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with its default cost (19 MiB, 2 passes, OWASP's minimum).
// A kept library, never a hand-made hash.

export const hashPassword = (password: string): Promise<string> => hash(password);

/** An argon2id hash of nothing anyone knows, verified against for an unknown email so both answers take as long. */
let decoy: Promise<string> | undefined;

/** Checks a password; with no stored hash (unknown email, invited employee) still spends the same time. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hash("decoy password that matches nothing");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
