import { type Database, executePrepared } from "@loansetu/db/client";
import { auditLog, sessions, usedLinks, users } from "@loansetu/db/schema";
import { and, eq, gt, isNull, sql } from "@loansetu/db/sql";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { type ApiLocale, authMessage } from "./messages.ts";
import { SESSION_POLICY } from "./policy.ts";
import {
  type AccessClaims,
  type LinkClaims,
  newOpaqueToken,
  sha256,
  signAccessToken,
  signLinkToken,
  verifyJwt,
} from "./tokens.ts";

export type User = typeof users.$inferSelect;

export interface Customer {
  user: User;
  sessionId: string;
}

export interface IssuedTokens {
  accessToken: string;
  /** Absent when a refresh inside the reuse grace window could not rotate (the other tab holds the new one). */
  refreshToken?: string;
  sessionId: string;
  sessionExpiresAt: Date;
}

interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

/**
 * Sessions: a short access JWT (15 min) naming a server-side session row, and an opaque refresh token stored
 * only hashed, rotated on every use. Presenting a refresh token that was already rotated away (outside a
 * short grace for parallel tabs) means it was stolen or replayed: the whole session is revoked.
 */
export function createSessionService(deps: ApiDeps) {
  const { config } = deps;
  const db = deps.database.db;
  const now = () => deps.clock();

  const auditEntry = (action: string, userId: string, client: ClientInfo, details?: object) => ({
    actorType: "customer",
    actorId: userId,
    action,
    subjectType: "session",
    ip: client.ip,
    details: details ?? null,
  });

  async function audit(tx: Database, action: string, userId: string, client: ClientInfo, details?: object) {
    await tx.insert(auditLog).values(auditEntry(action, userId, client, details));
  }

  async function accessFor(user: User, sessionId: string): Promise<string> {
    return signAccessToken(
      config.SESSION_SECRET,
      { sub: user.id, sid: sessionId, mobile: user.mobile },
      now(),
      SESSION_POLICY.accessTtlSeconds,
    );
  }

  async function start(
    user: User,
    client: ClientInfo,
    reason: string,
    options: { loginTimeSet?: boolean } = {},
  ): Promise<IssuedTokens> {
    const refreshToken = newOpaqueToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + SESSION_POLICY.sessionTtlDays * 86_400_000);
    // The session and its audit entry in one statement (one round trip less per login).
    const audited = db.$with("audited").as(
      db
        .insert(auditLog)
        .values(auditEntry("login", user.id, client, { via: reason }))
        .returning({ id: auditLog.id }),
    );
    const [session] = await db
      .with(audited)
      .insert(sessions)
      .values({
        userId: user.id,
        refreshTokenHash: sha256(refreshToken),
        createdAt: at,
        expiresAt,
        lastUsedAt: at,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300),
      })
      .returning({ id: sessions.id });
    if (!options.loginTimeSet) await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, user.id));
    return {
      accessToken: await accessFor(user, session!.id),
      refreshToken,
      sessionId: session!.id,
      sessionExpiresAt: expiresAt,
    };
  }

  return {
    /** The customer with this mobile, created on first login (an OTP-verified mobile is the identity). */
    async findOrCreateUser(mobile: string): Promise<User> {
      await db.insert(users).values({ mobile }).onConflictDoNothing({ target: users.mobile });
      const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      return user!;
    },

    login: (user: User, client: ClientInfo) => start(user, client, "otp"),

    /**
     * The customer's language, when they log in or use the site in the other language while logged in:
     * one write, only when it changed. Their SMS, e-mails, documents and links follow it.
     */
    async rememberLocale(user: User, locale: ApiLocale): Promise<User> {
      if (user.locale === locale) return user;
      await db.update(users).set({ locale }).where(eq(users.id, user.id));
      return { ...user, locale };
    },

    /**
     * An OTP login in one statement: the customer created or found with the login
     * time set (an upsert), the session and its audit entry, as data-modifying CTEs of one insert. Same rows
     * as findOrCreateUser + login.
     */
    async loginWithOtp(
      mobile: string,
      client: ClientInfo,
      locale: ApiLocale = "en",
    ): Promise<{ user: User; tokens: IssuedTokens }> {
      const refreshToken = newOpaqueToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_POLICY.sessionTtlDays * 86_400_000);
      const instant = sql`${at.toISOString()}::timestamptz`;
      const [row] = await executePrepared<Record<string, unknown>>(
        db,
        "otp_login",
        sql`with customer as (
            insert into ${users} (mobile, last_login_at, locale) values (${mobile}, ${instant}, ${locale})
            on conflict (mobile) do update set last_login_at = excluded.last_login_at, locale = excluded.locale
            returning *
          ),
          session as (
            insert into ${sessions} (user_id, refresh_token_hash, created_at, expires_at, last_used_at, ip, user_agent)
            select id, ${sha256(refreshToken)}, ${instant}, ${expiresAt.toISOString()}::timestamptz, ${instant},
              ${client.ip}, ${client.userAgent?.slice(0, 300) ?? null}
            from customer
            returning id
          ),
          audited as (
            insert into ${auditLog} (actor_type, actor_id, action, subject_type, ip, details)
            select 'customer', id::text, 'login', 'session', ${client.ip}, ${JSON.stringify({ via: "otp" })}::jsonb
            from customer
          )
          select customer.id, customer.mobile, customer.first_name, customer.last_name, customer.email,
            customer.last_login_at, customer.locale, customer.created_at, customer.updated_at,
            session.id as session_id
          from customer, session`,
      );
      if (!row) throw new Error("login statement answered no row");
      const date = (value: unknown) => (value === null ? null : new Date(value as string | Date));
      const user: User = {
        id: row.id as string,
        mobile: row.mobile as string,
        firstName: row.first_name as string | null,
        lastName: row.last_name as string | null,
        email: row.email as string | null,
        lastLoginAt: date(row.last_login_at),
        locale: row.locale as string,
        createdAt: date(row.created_at)!,
        updatedAt: date(row.updated_at)!,
      };
      const sessionId = row.session_id as string;
      return {
        user,
        tokens: {
          accessToken: await accessFor(user, sessionId),
          refreshToken,
          sessionId,
          sessionExpiresAt: expiresAt,
        },
      };
    },

    /** Who holds this access token: throws SESSION_EXPIRED ('Session Token has expired') for an ended session. */
    async authenticate(accessToken: string, locale: ApiLocale, sessionHeader?: string): Promise<Customer> {
      const result = await verifyJwt<AccessClaims & { exp: number }>(
        config.SESSION_SECRET,
        accessToken,
        "access",
        now(),
      );
      if (!result.ok) {
        if (result.reason === "expired") throw new AppError("TOKEN_EXPIRED", "Access token has expired");
        throw new AppError("UNAUTHORIZED", authMessage("notLoggedIn", locale));
      }
      const { sid, sub } = result.claims;
      if (sessionHeader && sessionHeader !== sid)
        throw new AppError("UNAUTHORIZED", authMessage("notLoggedIn", locale));
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sid), eq(sessions.userId, sub)));
      if (!row || row.session.revokedAt || row.session.expiresAt <= now()) {
        throw new AppError("SESSION_EXPIRED", authMessage("sessionExpired", locale));
      }
      return { user: row.user, sessionId: sid };
    },

    /** Rotates a refresh token: a new pair, the old refresh token dead. Reuse revokes the session. */
    async refresh(refreshToken: string, client: ClientInfo, locale: ApiLocale): Promise<IssuedTokens> {
      const hash = sha256(refreshToken);
      const at = now();
      const invalid = () => new AppError("UNAUTHORIZED", authMessage("refreshInvalid", locale));
      const [current] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.refreshTokenHash, hash));
      if (current) {
        if (current.session.revokedAt || current.session.expiresAt <= at) throw invalid();
        const next = newOpaqueToken();
        // The condition on the old hash makes two simultaneous rotations of one token impossible.
        const rotated = await db
          .update(sessions)
          .set({
            refreshTokenHash: sha256(next),
            previousRefreshTokenHash: hash,
            rotatedAt: at,
            lastUsedAt: at,
          })
          .where(and(eq(sessions.id, current.session.id), eq(sessions.refreshTokenHash, hash)))
          .returning({ id: sessions.id });
        if (rotated.length === 0) return this.refresh(refreshToken, client, locale);
        await audit(db, "refresh", current.user.id, client);
        return {
          accessToken: await accessFor(current.user, current.session.id),
          refreshToken: next,
          sessionId: current.session.id,
          sessionExpiresAt: current.session.expiresAt,
        };
      }
      const [previous] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.previousRefreshTokenHash, hash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        );
      if (!previous) throw invalid();
      const sinceRotation = at.getTime() - (previous.session.rotatedAt?.getTime() ?? 0);
      if (sinceRotation <= SESSION_POLICY.reuseGraceSeconds * 1000) {
        return {
          accessToken: await accessFor(previous.user, previous.session.id),
          sessionId: previous.session.id,
          sessionExpiresAt: previous.session.expiresAt,
        };
      }
      await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, previous.session.id));
      await audit(db, "refresh.reuse-revoked", previous.user.id, client);
      throw invalid();
    },

    async logout(customer: Customer, client: ClientInfo): Promise<void> {
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, customer.sessionId));
      await audit(db, "logout", customer.user.id, client);
    },

    /** A signed auto-login link token for a mobile (single use, expiring). */
    issueAutoLoginToken(
      mobile: string,
      ttlSeconds: number = SESSION_POLICY.autoLoginLinkTtlSeconds,
    ): Promise<string> {
      return signLinkToken(config.LINK_SECRET, { mobile, purpose: "autologin" }, now(), ttlSeconds);
    },

    /** Checks an auto-login token without using it (spec: checkTokenExpiry). */
    async checkAutoLoginToken(
      token: string,
      mobile: string | undefined,
    ): Promise<{ isExpired: boolean; isVerified: boolean }> {
      const result = await verifyJwt<LinkClaims>(config.LINK_SECRET, token, "link", now());
      if (!result.ok) return { isExpired: result.reason === "expired", isVerified: false };
      const { claims } = result;
      const [used] = await db.select().from(usedLinks).where(eq(usedLinks.jti, claims.jti));
      const matches = claims.purpose === "autologin" && (!mobile || mobile === claims.mobile);
      return { isExpired: false, isVerified: matches && !used };
    },

    /** Uses an auto-login token once and starts a session for its mobile. */
    async autoLogin(token: string, mobile: string | undefined, client: ClientInfo, locale: ApiLocale) {
      const result = await verifyJwt<LinkClaims>(config.LINK_SECRET, token, "link", now());
      if (!result.ok) {
        throw result.reason === "expired"
          ? new AppError("GONE", authMessage("linkExpired", locale))
          : new AppError("UNAUTHORIZED", authMessage("linkInvalid", locale));
      }
      const { claims } = result;
      if (claims.purpose !== "autologin" || (mobile && mobile !== claims.mobile)) {
        throw new AppError("UNAUTHORIZED", authMessage("linkInvalid", locale));
      }
      const inserted = await db
        .insert(usedLinks)
        .values({ jti: claims.jti, purpose: "autologin", usedAt: now() })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new AppError("GONE", authMessage("linkUsed", locale));
      const found = await this.findOrCreateUser(claims.mobile);
      const user = await this.rememberLocale(found, locale);
      return { user, tokens: await start(user, client, "link") };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
