import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { generateCookie, getCookie, setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";

/**
 * A browser that has already proved it holds a mobile (a verified OTP for it) is remembered by a signed
 * cookie, so its own tries are counted apart from everyone else's (decision 0007's
 * addendum). A stranger who knows only the number cannot hold this cookie: the tag is an HMAC of the mobile
 * under the server's OTP secret. So the stranger can spend the budget of unknown browsers, never the
 * customer's own.
 *
 * The cookie holds tags only (no mobile, no id), HttpOnly, sent to the API only.
 */
export const KNOWN_DEVICE_COOKIE = "ls_kd";
const MAX_MOBILES = 4;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const TAG_LENGTH = 22; // 132 bits of base64url: unguessable, short enough for four in one cookie

/**
 * The same for the back office: a browser where an employee completed sign-in (password and second factor)
 * holds a tag of the work email, so a stranger's wrong passwords for that email do not lock it out there.
 */
export const STUDIO_KNOWN_DEVICE_COOKIE = "ls_skd";

interface Kind {
  cookie: string;
  purpose: string;
  path: string;
}
const CUSTOMER: Kind = { cookie: KNOWN_DEVICE_COOKIE, purpose: "known-device", path: "/api" };
const EMPLOYEE: Kind = {
  cookie: STUDIO_KNOWN_DEVICE_COOKIE,
  purpose: "studio-known-device",
  path: "/api/studio",
};

function tagOf(secret: string, mobile: string, kind: Kind = CUSTOMER): string {
  return createHmac("sha256", secret)
    .update(`${kind.purpose}|${mobile}`)
    .digest("base64url")
    .slice(0, TAG_LENGTH);
}

function tagsIn(c: Context, kind: Kind = CUSTOMER): string[] {
  return tagsOf(getCookie(c, kind.cookie) ?? "");
}

function tagsOf(raw: string): string[] {
  return raw
    .split(".")
    .filter((tag) => tag.length === TAG_LENGTH)
    .slice(0, MAX_MOBILES);
}

function sameTag(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether this request comes from a browser that has verified an OTP for this mobile before. */
export function isKnownDevice(c: Context, secret: string, mobile: string, kind: Kind = CUSTOMER): boolean {
  const tag = tagOf(secret, mobile, kind);
  return tagsIn(c, kind).some((held) => sameTag(held, tag));
}

/** Remembers, after a verified OTP, that this browser holds the mobile (newest first, at most four). */
export function rememberDevice(
  c: Context,
  secret: string,
  mobile: string,
  publicUrl: string | undefined,
  kind: Kind = CUSTOMER,
) {
  const tag = tagOf(secret, mobile, kind);
  const tags = [tag, ...tagsIn(c, kind).filter((held) => held !== tag)].slice(0, MAX_MOBILES);
  setCookie(c, kind.cookie, tags.join("."), {
    httpOnly: true,
    sameSite: "Lax",
    path: kind.path,
    secure: new URL(publicUrl ?? c.req.url).protocol === "https:",
    maxAge: MAX_AGE_SECONDS,
  });
}

/**
 * The same memory for a page's form (the login page works before any script): read from the request's
 * Cookie header, and remembered by a Set-Cookie value the page's answer carries.
 */
export function pageDeviceOf(
  cookieHeader: string | null,
  config: { OTP_SECRET: string },
  secure: boolean,
): DeviceMemory & { cookie(): string | undefined } {
  let tags = tagsOf(parse(cookieHeader ?? "", KNOWN_DEVICE_COOKIE)[KNOWN_DEVICE_COOKIE] ?? "");
  let changed = false;
  return {
    known: (mobile) => tags.some((held) => sameTag(held, tagOf(config.OTP_SECRET, mobile))),
    remember: (mobile) => {
      const tag = tagOf(config.OTP_SECRET, mobile);
      tags = [tag, ...tags.filter((held) => held !== tag)].slice(0, MAX_MOBILES);
      changed = true;
    },
    cookie: () =>
      changed
        ? generateCookie(KNOWN_DEVICE_COOKIE, tags.join("."), {
            httpOnly: true,
            sameSite: "Lax",
            path: "/api",
            secure,
            maxAge: MAX_AGE_SECONDS,
          })
        : undefined,
  };
}

/** This request's browser, as the OTP limits see it: whether it holds a mobile, and remembering one. */
export interface DeviceMemory {
  known(mobile: string): boolean;
  remember(mobile: string): void;
}

export function deviceOf(c: Context, config: { OTP_SECRET: string; PUBLIC_URL?: string }): DeviceMemory {
  return {
    known: (mobile) => isKnownDevice(c, config.OTP_SECRET, mobile),
    remember: (mobile) => rememberDevice(c, config.OTP_SECRET, mobile, config.PUBLIC_URL),
  };
}

/** The back office's memory of browsers where an employee signed in (keyed by the normalised work email). */
export function studioDeviceOf(
  c: Context,
  config: { OTP_SECRET: string; PUBLIC_URL?: string },
): DeviceMemory {
  return {
    known: (email) => isKnownDevice(c, config.OTP_SECRET, email, EMPLOYEE),
    remember: (email) => rememberDevice(c, config.OTP_SECRET, email, config.PUBLIC_URL, EMPLOYEE),
  };
}
