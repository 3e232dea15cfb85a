import type { Database } from "@loansetu/db/client";
import { partnerSessions, partners } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { newOpaqueToken, sha256 } from "../auth/tokens.ts";
import { PARTNER_POLICY } from "./policy.ts";

/** A signed-in partner as pages and calls see them: never their PAN. */
export interface Partner {
  id: string;
  code: string;
  kind: "dealer" | "dsa" | "sales_employee";
  businessName: string;
  contactName: string;
  city: string;
  sessionId: string;
}

/** Starts a partner session; answers its token (the cookie; stored only as SHA-256). */
export async function startPartnerSession(
  db: Database,
  partnerId: string,
  client: { ip: string; userAgent?: string | undefined },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + PARTNER_POLICY.absoluteSeconds * 1000);
  await db.insert(partnerSessions).values({
    partnerId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * The partner holding this token, or undefined: a session ends when revoked, after 7 days, after 12 hours
 * idle, or as soon as the partner is no longer approved (suspended partners are out at once).
 */
export async function lookupPartnerSession(
  db: Database,
  token: string,
  now: Date,
): Promise<Partner | undefined> {
  const [row] = await db
    .select({ session: partnerSessions, partner: partners })
    .from(partnerSessions)
    .innerJoin(partners, eq(partners.id, partnerSessions.partnerId))
    .where(eq(partnerSessions.tokenHash, sha256(token)));
  if (!row) return undefined;
  const { session, partner } = row;
  if (
    session.revokedAt ||
    session.expiresAt <= now ||
    session.lastUsedAt.getTime() + PARTNER_POLICY.idleSeconds * 1000 <= now.getTime() ||
    partner.status !== "approved"
  )
    return undefined;
  if (now.getTime() - session.lastUsedAt.getTime() >= PARTNER_POLICY.touchEverySeconds * 1000) {
    await db.update(partnerSessions).set({ lastUsedAt: now }).where(eq(partnerSessions.id, session.id));
  }
  return {
    id: partner.id,
    code: partner.code,
    kind: partner.kind,
    businessName: partner.businessName,
    contactName: partner.contactName,
    city: partner.city,
    sessionId: session.id,
  };
}

export async function endPartnerSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(partnerSessions)
    .set({ revokedAt: now })
    .where(and(eq(partnerSessions.id, sessionId), isNull(partnerSessions.revokedAt)));
}

/** The approved partner with this mobile number, whose OTP sign-in may start a session (undefined: none). */
export async function approvedPartnerId(db: Database, mobile: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.mobile, mobile), eq(partners.status, "approved")));
  return row?.id;
}
