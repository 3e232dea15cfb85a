import { createHmac } from "node:crypto";

/**
 * The audit log keeps no mobile number: where an entry names a mobile it stores this keyed hash
 * instead — the same number always gives the same hash, so entries about one number can still be found
 * (hash the number being looked for), but without AUDIT_HASH_SECRET the hash leads back to no one.
 *
 * The key is set once at start-up from config (`setAuditHashKey`, called by createApi and the retention
 * schedule); until then the development default of config applies, which production refuses.
 */
const DEVELOPMENT_KEY = "dev-only-audit_hash_secret-change-me-in-production-0123456789";
let key = DEVELOPMENT_KEY;

export function setAuditHashKey(secret: string): void {
  key = secret;
}

/** What every audit mobile hash starts with, so a reader (and the migration) can tell it from a number. */
export const AUDIT_MOBILE_HASH_PREFIX = "mh:";

/** The last ten digits of a value, when it is an Indian mobile written with or without +91, spaces, dashes. */
export function mobileDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "").replace(/^(\+?91|0)(?=\d{10}$)/, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** `mh:` and 32 hex characters (128 bits of HMAC-SHA256 over the ten digits). */
export function hashMobileForAudit(mobile: string): string {
  const digits = mobileDigits(mobile) ?? mobile;
  return `${AUDIT_MOBILE_HASH_PREFIX}${createHmac("sha256", key).update(`mobile:${digits}`).digest("hex").slice(0, 32)}`;
}
