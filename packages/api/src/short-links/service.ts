import { randomBytes } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { shortLinks } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import type { ApiLocale } from "../auth/messages.ts";
import type { ApiDeps } from "../lib/types.ts";

// Short links for SMS. A message must fit in two segments (134 characters in Hindi), and a signed link
// token alone is longer than that, so an SMS carries `/l/{code}` and the table keeps where it leads. The
// code is the secret now: 8 characters of base62 from the crypto random source (62^8, about 2 × 10^14
// codes), and GET /l/{code} counts misses per address, so guessing one is out of reach.

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const SHORT_CODE_LENGTH = 8;
const CODE = new RegExp(`^[0-9A-Za-z]{${SHORT_CODE_LENGTH}}$`);

/** A random base62 code; bytes of 248 and above are dropped so every character is equally likely. */
export function newShortCode(): string {
  let code = "";
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(SHORT_CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}

export const isShortCode = (value: string) => CODE.test(value);

/**
 * A path on this site, or null: one leading slash (never `//host` or `/\host`, which browsers read as
 * another origin), no scheme, no control characters or spaces. The redirect goes only to such a path.
 */
export function sitePath(target: string): string | null {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(target)) return null;
  try {
    const url = new URL(target, "http://site.invalid");
    return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** A path of this site in a language: `/hi/x` for Hindi, `/x` for English. */
export const localePath = (locale: ApiLocale, path: string) =>
  locale === "hi" ? (path === "/" ? "/hi" : `/hi${path}`) : path;

export type ShortLinkState =
  | { state: "valid"; target: string }
  | { state: "expired"; target: string }
  | { state: "missing" };

export function createShortLinks(deps: Pick<ApiDeps, "config" | "database" | "clock">) {
  return {
    /**
     * A short link to `target` (a path on this site, already in the customer's language) that works until
     * `expiresAt`. The link itself is in that language too (`/hi/l/…`), so its expired page is.
     */
    async create(target: string, expiresAt: Date, locale: ApiLocale, tx?: Database): Promise<string> {
      const path = sitePath(target);
      if (!path) throw new Error(`a short link leads only to a path on this site, not ${target}`);
      const db = tx ?? deps.database.db;
      for (;;) {
        const code = newShortCode();
        const inserted = await db
          .insert(shortLinks)
          .values({ code, targetPath: path, expiresAt, createdAt: deps.clock() })
          .onConflictDoNothing()
          .returning({ code: shortLinks.code });
        if (inserted.length) return `${deps.config.publicOrigin}${localePath(locale, `/l/${code}`)}`;
      }
    },

    async resolve(code: string): Promise<ShortLinkState> {
      if (!isShortCode(code)) return { state: "missing" };
      const [row] = await deps.database.db.select().from(shortLinks).where(eq(shortLinks.code, code));
      if (!row) return { state: "missing" };
      const target = sitePath(row.targetPath);
      if (!target) return { state: "missing" };
      return row.expiresAt > deps.clock() ? { state: "valid", target } : { state: "expired", target };
    },
  };
}

export type ShortLinks = ReturnType<typeof createShortLinks>;
