import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { type AttributionSource, applications, partners } from "@loansetu/db/schema";
import { and, asc, eq, gte } from "@loansetu/db/sql";
import { ATTRIBUTION_WINDOW_DAYS, partnerCodeFrom, withinAttributionWindow } from "@loansetu/domain/partners";
import type { ApiDeps } from "../lib/types.ts";

// First-touch attribution. Opening any page with `?ref=CODE` of an approved partner leaves a
// signed cookie with the code and the time of that first touch; a later `?ref=` does not replace it while
// it is within 30 days. When the visitor's application is created, the lead takes the partner of the
// customer's earliest attributed lead still within 30 days (so one customer stays with one partner across
// devices), else the cookie's. Only a lead the customer reached through the link counts: an application a
// partner started for a typed mobile (even one its customer confirmed) attributes nothing but itself. The cookie is signed, so a visitor cannot back-date a touch or name a partner it never met.

export const REFERRAL_COOKIE = "ls_ref";

export interface ReferralTouch {
  code: string;
  at: Date;
}

export interface Attribution {
  partnerId: string;
  attributedAt: Date;
  attributionSource: AttributionSource;
}

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`ref:${payload}`).digest("base64url").slice(0, 27);
}

export function referralCookieValue(secret: string, touch: ReferralTouch): string {
  const payload = `${touch.code}.${Math.floor(touch.at.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The touch a referral cookie holds, when its signature is good; null otherwise. */
export function readReferralCookie(secret: string, value: string | undefined | null): ReferralTouch | null {
  const match = /^([A-Z0-9]{6,12})\.(\d{9,11})\.([\w-]{27})$/.exec(value ?? "");
  if (!match) return null;
  const [, code, seconds, given] = match as unknown as [string, string, string, string];
  const expected = signature(secret, `${code}.${seconds}`);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  return { code, at: new Date(Number(seconds) * 1000) };
}

/** The referral cookie's value from a Cookie header. */
export function referralFromCookieHeader(
  secret: string,
  header: string | null | undefined,
): ReferralTouch | null {
  const raw = (header ?? "")
    .split(/;\s*/)
    .find((part) => part.startsWith(`${REFERRAL_COOKIE}=`))
    ?.slice(REFERRAL_COOKIE.length + 1);
  return readReferralCookie(secret, raw);
}

async function approvedPartnerId(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.code, code), eq(partners.status, "approved")));
  return row?.id;
}

/**
 * The `Set-Cookie` value a page request with `?ref=` should get, or null: only for an approved partner's
 * code, and never over a first touch still within its 30 days.
 */
export async function referralCookieFor(
  deps: ApiDeps,
  search: URLSearchParams,
  cookieHeader: string | null | undefined,
  secure: boolean,
): Promise<string | null> {
  const code = partnerCodeFrom(search.get("ref"));
  if (!code) return null;
  const now = deps.clock();
  const current = referralFromCookieHeader(deps.config.LINK_SECRET, cookieHeader);
  if (current && withinAttributionWindow(current.at, now)) return null;
  if (!(await approvedPartnerId(deps.database.db, code))) return null;
  const value = referralCookieValue(deps.config.LINK_SECRET, { code, at: now });
  const maxAge = ATTRIBUTION_WINDOW_DAYS * 24 * 3600;
  return `${REFERRAL_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Who a new application of this customer is attributed to (see the note at the top), or null. */
export async function attributionFor(
  db: Database,
  userId: string,
  touch: ReferralTouch | null | undefined,
  now: Date,
): Promise<Attribution | null> {
  const [earlier] = await db
    .select({
      partnerId: applications.partnerId,
      attributedAt: applications.attributedAt,
    })
    .from(applications)
    .innerJoin(partners, eq(partners.id, applications.partnerId))
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.attributionSource, "link"),
        gte(applications.attributedAt, new Date(now.getTime() - ATTRIBUTION_WINDOW_DAYS * 24 * 3600_000)),
        eq(partners.status, "approved"),
      ),
    )
    .orderBy(asc(applications.attributedAt))
    .limit(1);
  if (earlier?.partnerId && earlier.attributedAt && withinAttributionWindow(earlier.attributedAt, now))
    return {
      partnerId: earlier.partnerId,
      attributedAt: earlier.attributedAt,
      attributionSource: "link",
    };
  if (!touch || !withinAttributionWindow(touch.at, now)) return null;
  const partnerId = await approvedPartnerId(db, touch.code);
  return partnerId ? { partnerId, attributedAt: touch.at, attributionSource: "link" } : null;
}

/** Who sourced a lead, as stored, for the studio's lead page (undefined: no partner). */
export async function leadAttributionRow(db: Database, reference: string) {
  const [row] = await db
    .select({
      business: partners.businessName,
      code: partners.code,
      source: applications.attributionSource,
      at: applications.attributedAt,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(partners, eq(partners.id, applications.partnerId))
    .where(eq(applications.reference, reference));
  return row;
}
