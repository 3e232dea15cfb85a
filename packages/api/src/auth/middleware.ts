import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, generateCookie, getCookie } from "hono/cookie";
import { clientInfo } from "../lib/client-address.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiEnv } from "../lib/types.ts";
import { type ApiLocale, authMessage, requestLocale } from "./messages.ts";
import { COOKIES, SESSION_POLICY } from "./policy.ts";
import type { Customer, IssuedTokens, SessionService } from "./session-service.ts";

export const localeOf = (c: Context) => requestLocale(c.req.header("x-locale"));

/**
 * The language an API call names (the web app sends `x-locale` with each call; the apps may not): a call
 * without the header says nothing about the customer's language, so it does not change the stored one.
 */
const namedLanguage = (c: Context): ApiLocale | undefined =>
  c.req.header("x-locale") === undefined ? undefined : localeOf(c);

function secure(c: Context, publicUrl: string | undefined): boolean {
  return new URL(publicUrl ?? c.req.url).protocol === "https:";
}

/** The Set-Cookie values that carry a session's tokens (HttpOnly: page scripts never see a token). */
function sessionCookies(c: Context, tokens: IssuedTokens, publicUrl: string | undefined, now: Date) {
  return sessionCookieValues(tokens, secure(c, publicUrl), now);
}

/** The same values for an answer built outside Hono (the login page's form). */
export function sessionCookieValues(tokens: IssuedTokens, secure: boolean, now: Date): string[] {
  const base = { httpOnly: true, sameSite: "Lax" as const, path: "/", secure };
  const cookies = [
    generateCookie(COOKIES.access, tokens.accessToken, { ...base, maxAge: SESSION_POLICY.accessTtlSeconds }),
  ];
  if (tokens.refreshToken) {
    const maxAge = Math.max(0, Math.floor((tokens.sessionExpiresAt.getTime() - now.getTime()) / 1000));
    cookies.push(generateCookie(COOKIES.refresh, tokens.refreshToken, { ...base, maxAge }));
  }
  return cookies;
}

/** Web sessions live in HttpOnly cookies only: page scripts never see a token. */
export function setSessionCookies(
  c: Context,
  tokens: IssuedTokens,
  publicUrl: string | undefined,
  now: Date,
) {
  for (const cookie of sessionCookies(c, tokens, publicUrl, now))
    c.header("Set-Cookie", cookie, { append: true });
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, COOKIES.access, { path: "/" });
  deleteCookie(c, COOKIES.refresh, { path: "/" });
}

const CLEARED = [
  generateCookie(COOKIES.access, "", { path: "/", maxAge: 0, expires: new Date(0) }),
  generateCookie(COOKIES.refresh, "", { path: "/", maxAge: 0, expires: new Date(0) }),
];

/**
 * Puts the cookies this request's session work produced on the answer the browser gets. A handler that
 * returns a Response of its own (React Router renders every page that way) drops headers set on the
 * context before it ran; a page that refreshed the session without passing on the rotated refresh token
 * left the browser with a spent one, whose next use revoked the whole session as token reuse.
 */
function deliverCookies(c: Context, cookies: string[]) {
  const names = (list: string[]) => new Set(list.map((cookie) => cookie.slice(0, cookie.indexOf("="))));
  const present = names(c.res.headers.getSetCookie());
  const missing = cookies.filter((cookie) => !present.has(cookie.slice(0, cookie.indexOf("="))));
  if (missing.length === 0) return;
  // A copy: some answers (redirects) have immutable headers.
  const res = new Response(c.res.body, c.res);
  for (const cookie of missing) res.headers.append("Set-Cookie", cookie);
  c.res = undefined;
  c.res = res;
}

type AuthState = { customer?: Customer; error?: AppError };
const STATE = new WeakMap<Request, AuthState>();

/**
 * Works out who is calling: `Authorization: Bearer` (apps) or the session cookies (web). A web page whose
 * access cookie has lapsed is refreshed here with the refresh cookie, so browsers never handle tokens.
 */
export function customerMiddleware(
  sessions: SessionService,
  publicUrl: string | undefined,
  clock: () => Date,
  languageOf: (c: Context) => ApiLocale | undefined = namedLanguage,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const locale = localeOf(c);
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const token = bearer ?? getCookie(c, COOKIES.access);
    const state: AuthState = {};
    if (token) {
      try {
        state.customer = await sessions.authenticate(token, locale, c.req.header("sessiontoken"));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        state.error = error;
      }
    }
    const refreshCookie = getCookie(c, COOKIES.refresh);
    let cookies: string[] = [];
    if (
      !state.customer &&
      !bearer &&
      refreshCookie &&
      (!state.error || state.error.code === "TOKEN_EXPIRED")
    ) {
      try {
        const tokens = await sessions.refresh(refreshCookie, clientInfo(c), locale);
        cookies = sessionCookies(c, tokens, publicUrl, clock());
        state.customer = await sessions.authenticate(tokens.accessToken, locale);
        state.error = undefined;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        cookies = CLEARED;
        state.error = new AppError("SESSION_EXPIRED", authMessage("sessionExpired", locale));
      }
    } else if (state.error?.code === "SESSION_EXPIRED" && !bearer) {
      cookies = CLEARED;
    }
    // A logged-in customer using the site in the other language now wants their messages in it.
    const language = state.customer ? languageOf(c) : undefined;
    if (state.customer && language) {
      state.customer = {
        ...state.customer,
        user: await sessions.rememberLocale(state.customer.user, language),
      };
    }
    STATE.set(c.req.raw, state);
    c.set("customer", state.customer);
    await next();
    if (cookies.length) deliverCookies(c, cookies);
  };
}

/** The logged-in customer, or the reason there is none (401 with the spec's message for an ended session). */
export function requireCustomer(c: Context): Customer {
  const state = STATE.get(c.req.raw);
  if (state?.customer) return state.customer;
  throw state?.error ?? new AppError("UNAUTHORIZED", authMessage("notLoggedIn", localeOf(c)));
}

export function currentCustomer(c: Context): Customer | undefined {
  return STATE.get(c.req.raw)?.customer;
}

/**
 * Runs before a personal operation's input is validated: a caller who is not logged in learns only that
 * (401), never which fields the operation wants. The operation still calls `requireCustomer` for the user.
 */
export const customerFirst: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireCustomer(c);
  await next();
};

/** The OpenAPI security scheme of a customer's session (the HttpOnly access cookie, or a bearer token). */
export const CUSTOMER_SESSION = "customerSession";

/** Marks a route as personal: authenticated first, and so documented in the OpenAPI document. */
export function personal<R extends object>(
  route: R,
): R & { middleware: [typeof customerFirst]; security: { [CUSTOMER_SESSION]: string[] }[] } {
  return { ...route, middleware: [customerFirst], security: [{ [CUSTOMER_SESSION]: [] }] };
}
