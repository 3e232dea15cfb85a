import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { localeOf } from "../auth/middleware.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { partnerMessage } from "./messages.ts";
import { isPartnerPagePath, PARTNER_COOKIE, PARTNER_COOKIE_PATHS } from "./policy.ts";
import { lookupPartnerSession, type Partner } from "./sessions.ts";

const PARTNERS = new WeakMap<Request, Partner>();

/** The signed-in partner of a partner page request (the server bridge hands it to loaders). */
export async function partnerForPage(deps: ApiDeps, c: Context): Promise<Partner | undefined> {
  if (!isPartnerPagePath(new URL(c.req.url).pathname)) return undefined;
  const token = getCookie(c, PARTNER_COOKIE);
  if (!token) return undefined;
  const partner = await lookupPartnerSession(deps.database.db, token, deps.clock());
  if (!partner) for (const path of PARTNER_COOKIE_PATHS) deleteCookie(c, PARTNER_COOKIE, { path });
  return partner;
}

/** For `/api/partner/*`: 401 without a live partner session (a customer or employee session never counts). */
export function requirePartner(deps: ApiDeps): MiddlewareHandler {
  return async (c, next) => {
    const token = getCookie(c, PARTNER_COOKIE);
    const partner = token ? await lookupPartnerSession(deps.database.db, token, deps.clock()) : undefined;
    if (!partner) throw new AppError("UNAUTHORIZED", partnerMessage("signedOut", localeOf(c)));
    PARTNERS.set(c.req.raw, partner);
    await next();
  };
}

export function partnerOf(c: Context): Partner {
  const partner = PARTNERS.get(c.req.raw);
  if (!partner) throw new AppError("UNAUTHORIZED", "Please log in to your partner account.");
  return partner;
}
