import { randomBytes } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import {
  lenderOrganisations,
  lenderUserInvites,
  lenderUserRecoveryCodes,
  lenderUserSessions,
  lenderUsers,
} from "@loansetu/db/schema";
import { and, asc, eq, gt, isNull, ne } from "@loansetu/db/sql";
import { isLenderUserRole, type LenderUserRole } from "@loansetu/domain/lender-portal";
import { recordAudit } from "../audit/record.ts";
import { newOpaqueToken, sha256 } from "../auth/tokens.ts";
import { hashPassword } from "../lib/passwords.ts";
import { newRecoveryCode, normaliseRecoveryCode } from "../lib/recovery-codes.ts";
import { newStaffSession, staffSessionEnded, staffSessionNeedsTouch } from "../lib/staff-sessions.ts";
import { encryptTotpSecret, newTotpSecret, totpUri } from "../lib/totp.ts";
import { STUDIO_POLICY } from "../studio/policy.ts";
import type { LenderPrincipal } from "./keys.ts";

// The lender portal's people (decision 0072): accounts, sessions and recovery codes. Sessions follow the
// back office's rules (STUDIO_POLICY: 15 minutes idle, 8 hours at most, a 5-minute half-way session between
// the password and the second factor); the token is stored only as SHA-256.

export const LENDER_TOTP_ISSUER = "LoanSetu Lender Portal";

/** A signed-in lender user, as every portal call and page sees it. */
export interface LenderUser {
  id: string;
  lenderId: number;
  lenderName: string;
  email: string;
  name: string;
  role: LenderUserRole;
  sessionId?: string | undefined;
}

export type LenderUserRow = typeof lenderUsers.$inferSelect;

/** The lender API's services act for a principal; a portal user is one, named by its id in every record. */
export const principalOfUser = (user: LenderUser): LenderPrincipal => ({
  keyId: "",
  keyPrefix: "",
  lenderId: user.lenderId,
  lenderName: user.lenderName,
  userId: user.id,
});

export const normaliseLenderEmail = (email: string): string => email.trim().toLowerCase();

export class LenderUserRefused extends Error {}

/**
 * Makes a lender user with a new random password and TOTP secret, and answers them with eight recovery
 * codes, to hand to the person once (the script `npm run lender:user:create`, and a manager in the portal).
 */
export async function createLenderUser(
  db: Database,
  input: {
    lenderId: number;
    email: string;
    name: string;
    role: string;
    keyHex: string;
    now: Date;
    createdBy: string;
    password?: string;
    totpSecret?: string;
  },
) {
  if (!isLenderUserRole(input.role)) throw new LenderUserRefused("Unknown role");
  const email = normaliseLenderEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new LenderUserRefused("Not an email address");
  const name = input.name.trim();
  if (name.length < 2 || name.length > 100) throw new LenderUserRefused("A name of 2 to 100 characters");
  const password = input.password ?? randomBytes(12).toString("base64url");
  if (password.length < STUDIO_POLICY.minPasswordLength) throw new LenderUserRefused("Password too short");
  const secret = input.totpSecret ?? newTotpSecret();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [lender] = await tx
      .select({ id: lenderOrganisations.id, name: lenderOrganisations.name })
      .from(lenderOrganisations)
      .where(eq(lenderOrganisations.id, input.lenderId));
    if (!lender) throw new LenderUserRefused("No such lender");
    const [taken] = await tx
      .select({ id: lenderUsers.id })
      .from(lenderUsers)
      .where(eq(lenderUsers.email, email));
    if (taken) throw new LenderUserRefused("This email already has a portal account");
    const id = crypto.randomUUID();
    await tx.insert(lenderUsers).values({
      id,
      lenderId: lender.id,
      email,
      name,
      role: input.role,
      passwordHash,
      totpSecretEncrypted: encryptTotpSecret(secret, input.keyHex, id),
      createdBy: input.createdBy,
      createdAt: input.now,
      updatedAt: input.now,
    });
    const recoveryCodes = Array.from({ length: STUDIO_POLICY.recoveryCodes }, newRecoveryCode);
    await tx
      .insert(lenderUserRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ userId: id, codeHash: sha256(normaliseRecoveryCode(code)) })));
    await recordAudit(tx, {
      actor: input.createdBy.startsWith("lender-user:")
        ? { kind: "lender-user", id: input.createdBy.slice("lender-user:".length) }
        : { kind: "system", id: input.createdBy },
      action: "lender-user.create",
      subjectType: "lender-user",
      subjectId: id,
      after: { lenderId: lender.id, email, role: input.role },
    });
    return {
      id,
      email,
      lenderName: lender.name,
      password,
      totpSecret: secret,
      otpauthUri: totpUri(secret, email, LENDER_TOTP_ISSUER),
      recoveryCodes,
    };
  });
}

export const toLenderUser = (row: LenderUserRow, lenderName: string, sessionId?: string): LenderUser => ({
  id: row.id,
  lenderId: row.lenderId,
  lenderName,
  email: row.email,
  name: row.name,
  role: isLenderUserRole(row.role) ? row.role : "readOnly",
  sessionId,
});

export async function startLenderSession(
  db: Database,
  userId: string,
  client: { ip: string; userAgent?: string | undefined },
  now: Date,
  options: { mfa: boolean },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const session = newStaffSession(STUDIO_POLICY, client, now, options.mfa);
  const [row] = await db
    .insert(lenderUserSessions)
    .values({ userId, ...session.columns })
    .returning({ id: lenderUserSessions.id });
  return { token: session.token, sessionId: row!.id, expiresAt: session.expiresAt };
}

export type LenderSessionLookup =
  | { ok: true; user: LenderUser; mfaDone: boolean }
  | { ok: false; reason: "unknown" | "ended" };

/** Who holds this portal session token; ends as a studio session does (revoked, 8 h, 15 min idle, deactivated). */
export async function lookupLenderSession(
  db: Database,
  token: string,
  now: Date,
): Promise<LenderSessionLookup> {
  const [row] = await db
    .select({ session: lenderUserSessions, user: lenderUsers, lenderName: lenderOrganisations.name })
    .from(lenderUserSessions)
    .innerJoin(lenderUsers, eq(lenderUsers.id, lenderUserSessions.userId))
    .innerJoin(lenderOrganisations, eq(lenderOrganisations.id, lenderUsers.lenderId))
    .where(eq(lenderUserSessions.tokenHash, sha256(token)));
  if (!row) return { ok: false, reason: "unknown" };
  const { session, user } = row;
  if (staffSessionEnded(STUDIO_POLICY, session, user.status === "active", now))
    return { ok: false, reason: "ended" };
  if (staffSessionNeedsTouch(STUDIO_POLICY, session, now)) {
    await db.update(lenderUserSessions).set({ lastUsedAt: now }).where(eq(lenderUserSessions.id, session.id));
  }
  return { ok: true, user: toLenderUser(user, row.lenderName, session.id), mfaDone: session.mfaAt !== null };
}

export async function endLenderSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(lenderUserSessions)
    .set({ revokedAt: now })
    .where(and(eq(lenderUserSessions.id, sessionId), isNull(lenderUserSessions.revokedAt)));
}

export async function useLenderRecoveryCode(db: Database, userId: string, code: string, now: Date) {
  const used = await db
    .update(lenderUserRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(lenderUserRecoveryCodes.userId, userId),
        eq(lenderUserRecoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
        isNull(lenderUserRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: lenderUserRecoveryCodes.id });
  return used.length === 1;
}

/** The organisation's portal users (a manager's list). */
export async function lenderUsersOf(db: Database, lenderId: number) {
  return db
    .select({
      id: lenderUsers.id,
      email: lenderUsers.email,
      name: lenderUsers.name,
      role: lenderUsers.role,
      status: lenderUsers.status,
      lastLoginAt: lenderUsers.lastLoginAt,
    })
    .from(lenderUsers)
    .where(eq(lenderUsers.lenderId, lenderId))
    .orderBy(asc(lenderUsers.createdAt));
}

/** Deactivates a user of the same lender and ends their sessions at once; false when there is none. */
export async function deactivateLenderUser(tx: Database, lenderId: number, userId: string, now: Date) {
  const done = await tx
    .update(lenderUsers)
    .set({ status: "deactivated", updatedAt: now })
    .where(
      and(
        eq(lenderUsers.id, userId),
        eq(lenderUsers.lenderId, lenderId),
        ne(lenderUsers.status, "deactivated"),
      ),
    )
    .returning({ id: lenderUsers.id });
  if (done.length === 0) return false;
  await tx
    .update(lenderUserSessions)
    .set({ revokedAt: now })
    .where(and(eq(lenderUserSessions.userId, userId), isNull(lenderUserSessions.revokedAt)));
  return true;
}

/** Where a set-up link points: the page where an invited lender user sets a password and enrols TOTP. */
export const LENDER_SETUP_PATH = "/lender/set-up";

/**
 * A manager invites a user: the account is `invited` (it cannot sign in: its password and TOTP secret are
 * random values nobody knows) until the person opens the set-up link, which works once and expires after
 * the studio's invite time. Answers the link, to send by e-mail; only its token's SHA-256 is kept.
 */
export async function inviteLenderUser(
  tx: Database,
  input: {
    lenderId: number;
    email: string;
    name: string;
    role: string;
    keyHex: string;
    now: Date;
    createdBy: string;
    base: string;
    locale: "en" | "hi";
  },
): Promise<{ id: string; email: string; url: string; expiresAt: Date }> {
  if (!isLenderUserRole(input.role)) throw new LenderUserRefused("Unknown role");
  const email = normaliseLenderEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new LenderUserRefused("Not an email address");
  const name = input.name.trim();
  if (name.length < 2 || name.length > 100) throw new LenderUserRefused("A name of 2 to 100 characters");
  const [taken] = await tx
    .select({ id: lenderUsers.id })
    .from(lenderUsers)
    .where(eq(lenderUsers.email, email));
  if (taken) throw new LenderUserRefused("This email already has a portal account");
  const id = crypto.randomUUID();
  await tx.insert(lenderUsers).values({
    id,
    lenderId: input.lenderId,
    email,
    name,
    role: input.role,
    status: "invited",
    passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
    totpSecretEncrypted: encryptTotpSecret(newTotpSecret(), input.keyHex, id),
    createdBy: input.createdBy,
    createdAt: input.now,
    updatedAt: input.now,
  });
  const token = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + STUDIO_POLICY.inviteTtlSeconds * 1000);
  await tx
    .insert(lenderUserInvites)
    .values({ userId: id, tokenHash: sha256(token), createdBy: input.createdBy, expiresAt });
  // The page opens in the language of the e-mail that carries the link.
  const url = new URL(input.locale === "hi" ? `/hi${LENDER_SETUP_PATH}` : LENDER_SETUP_PATH, input.base);
  url.searchParams.set("token", token);
  return { id, email, url: url.toString(), expiresAt };
}

/** The invite behind a set-up token, while it is unused and unexpired and its user still invited. */
export async function openLenderInvite(db: Database, token: string, now: Date) {
  if (!token) return null;
  const [row] = await db
    .select({ invite: lenderUserInvites, user: lenderUsers })
    .from(lenderUserInvites)
    .innerJoin(lenderUsers, eq(lenderUsers.id, lenderUserInvites.userId))
    .where(
      and(
        eq(lenderUserInvites.tokenHash, sha256(token)),
        isNull(lenderUserInvites.usedAt),
        gt(lenderUserInvites.expiresAt, now),
      ),
    );
  return row && row.user.status === "invited" ? row : null;
}

/**
 * Completes a set-up: the invite is spent (only one of two tries at once succeeds), the password and the
 * TOTP step are kept, eight recovery codes are made, and the user becomes active. Null when the link is no
 * longer good.
 */
export async function completeLenderSetup(
  tx: Database,
  input: { inviteId: string; userId: string; passwordHash: string; totpStep: number; now: Date },
): Promise<string[] | null> {
  const used = await tx
    .update(lenderUserInvites)
    .set({ usedAt: input.now })
    .where(and(eq(lenderUserInvites.id, input.inviteId), isNull(lenderUserInvites.usedAt)))
    .returning({ id: lenderUserInvites.id });
  if (used.length !== 1) return null;
  await tx
    .update(lenderUsers)
    .set({
      passwordHash: input.passwordHash,
      totpLastStep: input.totpStep,
      status: "active",
      updatedAt: input.now,
    })
    .where(eq(lenderUsers.id, input.userId));
  const recoveryCodes = Array.from({ length: STUDIO_POLICY.recoveryCodes }, newRecoveryCode);
  await tx
    .insert(lenderUserRecoveryCodes)
    .values(
      recoveryCodes.map((code) => ({ userId: input.userId, codeHash: sha256(normaliseRecoveryCode(code)) })),
    );
  return recoveryCodes;
}

/** Changes the role of a user of the same lender; answers the role before, or null when there is none. */
export async function changeLenderUserRole(
  tx: Database,
  input: { lenderId: number; userId: string; role: LenderUserRole; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .select({ role: lenderUsers.role })
    .from(lenderUsers)
    .where(
      and(
        eq(lenderUsers.id, input.userId),
        eq(lenderUsers.lenderId, input.lenderId),
        ne(lenderUsers.status, "deactivated"),
      ),
    )
    .for("update");
  if (!row) return null;
  await tx
    .update(lenderUsers)
    .set({ role: input.role, updatedAt: input.now })
    .where(eq(lenderUsers.id, input.userId));
  return row.role;
}
