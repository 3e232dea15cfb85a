import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ApiDeps } from "../lib/types.ts";
import { type LenderUser, lookupLenderSession } from "./portal-users.ts";

// The lender portal's cookie: its own name, HttpOnly, sent only to the portal's pages and its JSON routes,
// never to the customer's, the studio's or the lender API's paths.

export const LENDER_COOKIE = "ls_lender";

/**
 * A cookie has one path, and `/lender` covers neither `/hi/lender` nor the client router's data request for
 * the portal's home (`/lender.data`), so the same token is set once per path.
 */
export const LENDER_COOKIE_PATHS = [
  "/api/lender-portal",
  "/lender",
  "/lender.data",
  "/en/lender",
  "/en/lender.data",
  "/hi/lender",
  "/hi/lender.data",
] as const;

/** `Set-Cookie` values for responses built outside Hono (the portal's page actions); max-age 0 clears. */
export function lenderCookieHeaders(value: string, maxAgeSeconds: number, secure: boolean): string[] {
  return LENDER_COOKIE_PATHS.map(
    (path) =>
      `${LENDER_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=${path}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}

export function setLenderCookie(c: Context, token: string, secure: boolean, maxAgeSeconds: number) {
  for (const path of LENDER_COOKIE_PATHS)
    setCookie(c, LENDER_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure,
      path,
      maxAge: maxAgeSeconds,
    });
}

export function clearLenderCookie(c: Context) {
  for (const path of LENDER_COOKIE_PATHS) deleteCookie(c, LENDER_COOKIE, { path });
}

/** `/lender`, `/hi/lender/applications/LS…`, `/lender.data`: the pages the portal cookie is meant for. */
export const isLenderPagePath = (pathname: string): boolean =>
  /^\/(?:en\/|hi\/)?lender(?:\/|\.data$|$)/.test(pathname);

export type LenderSessionState =
  | { user: LenderUser; pending: false }
  | { user: LenderUser; pending: true }
  | { ended: true }
  | undefined;

/** Who holds the portal cookie on this request: signed in, half-way (password checked), an ended session, or nobody. */
export async function lenderSessionOf(deps: ApiDeps, c: Context): Promise<LenderSessionState> {
  const token = getCookie(c, LENDER_COOKIE);
  if (!token) return undefined;
  const found = await lookupLenderSession(deps.database.db, token, deps.clock());
  if (!found.ok) {
    clearLenderCookie(c);
    return { ended: true };
  }
  return { user: found.user, pending: !found.mfaDone } as LenderSessionState;
}

/** The portal's session for a page request (the server bridge hands it to loaders); none off the portal's paths. */
export async function lenderSessionForPage(deps: ApiDeps, c: Context): Promise<LenderSessionState> {
  if (!isLenderPagePath(new URL(c.req.url).pathname)) return undefined;
  return lenderSessionOf(deps, c);
}
