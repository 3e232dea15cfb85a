import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

/** An OTP's keyed hash: the code alone is guessable from a plain hash, so the server secret is mixed in. */
export function hashOtp(secret: string, referenceId: string, code: string): string {
  return createHmac("sha256", secret).update(`${referenceId}:${code}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A uniformly random 4-digit code (crypto, not Math.random). */
export function newOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/** Opaque refresh tokens: 256 random bits, stored only as SHA-256. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * The HMAC key of each secret, imported once: given the secret's bytes, jose imports a WebCrypto key on every
 * sign and verify (a login signs one, every authenticated request verifies one). A handful of secrets at most.
 */
const hmacKeys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let found = hmacKeys.get(secret);
  if (!found) {
    found = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    hmacKeys.set(secret, found);
  }
  return found;
}

export interface AccessClaims {
  sub: string;
  sid: string;
  mobile: string;
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sid, mobile: claims.mobile, typ: "access" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret));
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: "expired" | "invalid" };

/** Verifies signature, type and expiry; expiry is compared in whole seconds against `now` (spec §4). */
export async function verifyJwt<T>(
  secret: string,
  token: string,
  typ: string,
  now: Date,
): Promise<VerifyResult<T>> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ["HS256"],
      currentDate: now,
      clockTolerance: 0,
    });
    if (payload.typ !== typ) return { ok: false, reason: "invalid" };
    return { ok: true, claims: payload as T };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}

export interface LinkClaims {
  mobile: string;
  jti: string;
  purpose: string;
  ref?: string;
  exp: number;
}

/** A signed, single-purpose, expiring link token (auto-login; later consent links). */
export async function signLinkToken(
  secret: string,
  claims: { mobile: string; purpose: string; ref?: string },
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    mobile: claims.mobile,
    purpose: claims.purpose,
    ...(claims.ref ? { ref: claims.ref } : {}),
    typ: "link",
  })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(randomBytes(12).toString("base64url"))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret));
}
