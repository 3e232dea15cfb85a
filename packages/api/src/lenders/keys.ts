import { randomBytes } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { lenderApiKeys, lenderOrganisations } from "@loansetu/db/schema";
import { and, desc, eq, gt, isNull } from "@loansetu/db/sql";
import { sha256 } from "../auth/tokens.ts";
import type { Employee } from "../studio/employee.ts";

// A lender system's API keys (decision 0066): `lsl_<prefix>_<secret>`, shown once, stored as SHA-256, scoped
// to one lender. Two may be active at once so a lender rotates without a gap: make the new key, deploy it,
// revoke the old one. Every key expires (a year at most) so a forgotten key stops by itself.

const KEY_PATTERN = /^lsl_([a-z0-9]{8})_[A-Za-z0-9_-]{40,}$/;

/** Active keys a lender may hold at once: the one in use and its replacement. */
export const MAX_ACTIVE_LENDER_KEYS = 2;
export const LENDER_KEY_DEFAULT_DAYS = 180;
export const LENDER_KEY_MAX_DAYS = 365;

export interface LenderPrincipal {
  keyId: string;
  keyPrefix: string;
  lenderId: number;
  lenderName: string;
  /**
   * Set when the studio applies a step on the lender's behalf (a lender without an integration): the
   * employee who approved the maker-checker entry, named in the share's events and the audit log.
   */
  staff?: Pick<Employee, "id" | "roles" | "kind">;
  /** A person in the lender portal acting for the lender (no key then): their lender user id. */
  userId?: string | undefined;
}

export class LenderKeyRefused extends Error {}

/** Makes a key for a lender and answers it; refused when the lender already holds two active keys. */
export async function createLenderKey(
  db: Database,
  input: { lenderId: number; name: string; now: Date; createdBy?: string; expiresInDays?: number },
): Promise<{ id: string; key: string; keyPrefix: string; expiresAt: Date }> {
  const days = input.expiresInDays ?? LENDER_KEY_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > LENDER_KEY_MAX_DAYS)
    throw new LenderKeyRefused(`A lender key lives 1 to ${LENDER_KEY_MAX_DAYS} days`);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // The lender's row lock orders two creations at once, so the limit of two holds.
    const [lender] = await tx
      .select({ id: lenderOrganisations.id })
      .from(lenderOrganisations)
      .where(eq(lenderOrganisations.id, input.lenderId))
      .for("update");
    if (!lender) throw new LenderKeyRefused("No such lender");
    const active = await tx
      .select({ id: lenderApiKeys.id })
      .from(lenderApiKeys)
      .where(activeKeys(input.lenderId, input.now));
    if (active.length >= MAX_ACTIVE_LENDER_KEYS)
      throw new LenderKeyRefused("Two keys are active: revoke one before making another");
    const keyPrefix = randomBytes(6).toString("hex").slice(0, 8);
    const key = `lsl_${keyPrefix}_${randomBytes(32).toString("base64url")}`;
    const expiresAt = new Date(input.now.getTime() + days * 86_400_000);
    const [row] = await tx
      .insert(lenderApiKeys)
      .values({
        lenderId: input.lenderId,
        name: input.name,
        keyPrefix,
        keyHash: sha256(key),
        createdBy: input.createdBy ?? null,
        createdAt: input.now,
        expiresAt,
      })
      .returning({ id: lenderApiKeys.id });
    return { id: row!.id, key, keyPrefix, expiresAt };
  });
}

const activeKeys = (lenderId: number, now: Date) =>
  and(
    eq(lenderApiKeys.lenderId, lenderId),
    isNull(lenderApiKeys.revokedAt),
    gt(lenderApiKeys.expiresAt, now),
  );

/** Revokes one of a lender's keys at once; answers whether it was active. */
export async function revokeLenderKey(db: Database, lenderId: number, keyId: string, now: Date) {
  const rows = await db
    .update(lenderApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(lenderApiKeys.id, keyId), activeKeys(lenderId, now)))
    .returning({ id: lenderApiKeys.id });
  return rows.length > 0;
}

/** The lender behind a presented key, or null for a malformed, unknown, revoked or expired key. */
export async function lenderForKey(
  db: Database,
  presented: string,
  now: Date,
): Promise<LenderPrincipal | null> {
  if (!KEY_PATTERN.test(presented)) return null;
  const [row] = await db
    .select({
      keyId: lenderApiKeys.id,
      keyPrefix: lenderApiKeys.keyPrefix,
      lenderId: lenderApiKeys.lenderId,
      lenderName: lenderOrganisations.name,
      revokedAt: lenderApiKeys.revokedAt,
      expiresAt: lenderApiKeys.expiresAt,
      lastUsedAt: lenderApiKeys.lastUsedAt,
    })
    .from(lenderApiKeys)
    .innerJoin(lenderOrganisations, eq(lenderOrganisations.id, lenderApiKeys.lenderId))
    .where(eq(lenderApiKeys.keyHash, sha256(presented)));
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null;
  // Once a minute is enough to tell which key is still in use before revoking the other.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await db.update(lenderApiKeys).set({ lastUsedAt: now }).where(eq(lenderApiKeys.id, row.keyId));
  return { keyId: row.keyId, keyPrefix: row.keyPrefix, lenderId: row.lenderId, lenderName: row.lenderName };
}

/** How long the old key keeps working after a rotation, so the lender deploys the new one without a gap. */
export const LENDER_KEY_ROTATION_OVERLAP_DAYS = 7;

/** A lender's keys, newest first: never the key itself, only its prefix, name and dates. */
export async function lenderKeysOf(db: Database, lenderId: number) {
  return db
    .select({
      id: lenderApiKeys.id,
      name: lenderApiKeys.name,
      keyPrefix: lenderApiKeys.keyPrefix,
      createdAt: lenderApiKeys.createdAt,
      lastUsedAt: lenderApiKeys.lastUsedAt,
      expiresAt: lenderApiKeys.expiresAt,
      revokedAt: lenderApiKeys.revokedAt,
    })
    .from(lenderApiKeys)
    .where(eq(lenderApiKeys.lenderId, lenderId))
    .orderBy(desc(lenderApiKeys.createdAt));
}

/**
 * Rotation with overlap: a new key (shown once), and the old one set to stop after
 * `LENDER_KEY_ROTATION_OVERLAP_DAYS` (sooner if it expires sooner). Refused while the lender already holds
 * two active keys, as any new key is. Null when the old key is not an active key of this lender.
 */
export async function rotateLenderKey(
  db: Database,
  input: { lenderId: number; keyId: string; now: Date; createdBy: string },
) {
  const [old] = await db
    .select({ name: lenderApiKeys.name, expiresAt: lenderApiKeys.expiresAt })
    .from(lenderApiKeys)
    .where(and(eq(lenderApiKeys.id, input.keyId), activeKeys(input.lenderId, input.now)));
  if (!old) return null;
  const made = await createLenderKey(db, {
    lenderId: input.lenderId,
    name: old.name,
    now: input.now,
    createdBy: input.createdBy,
  });
  const overlapEnd = new Date(input.now.getTime() + LENDER_KEY_ROTATION_OVERLAP_DAYS * 86_400_000);
  const oldExpiresAt = old.expiresAt < overlapEnd ? old.expiresAt : overlapEnd;
  await db.update(lenderApiKeys).set({ expiresAt: oldExpiresAt }).where(eq(lenderApiKeys.id, input.keyId));
  return { ...made, oldExpiresAt };
}
