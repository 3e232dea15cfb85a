import { AUDIT_MOBILE_HASH_PREFIX, hashMobileForAudit, mobileDigits } from "./mobile-hash.ts";

/**
 * What the audit log may keep of a value. Secrets (passwords, OTPs, tokens, keys, TOTP secrets, recovery
 * codes) are dropped; PAN and email are masked the way the back office shows them (ABCDE1234F →
 * XXXXXX234F, asha@x.in → a***@x.in); a mobile becomes its keyed hash (`mh:` and 32 hex
 * characters, see mobile-hash.ts), and anything else under a mobile's name (a masked number) is removed.
 */
const SECRET = /(password|otp|token|secret|recovery|apikey|api_key|^key$|keyhash|hash|cookie|authorization)/i;
const PAN_KEY = /pan/i;
const MOBILE_KEY = /(mobile|phone)/i;
const EMAIL_KEY = /email/i;

export const maskMobile = (value: string): string =>
  value.length >= 4 ? `${value.slice(0, 2)}${"X".repeat(value.length - 4)}${value.slice(-2)}` : "XXXX";

export const maskPan = (value: string): string =>
  value.length === 10 ? `XXXXXX${value.slice(6)}` : "XXXXXXXXXX";

export function maskEmail(value: string): string {
  const at = value.indexOf("@");
  if (at < 1) return "***";
  return `${value[0]}***${value.slice(at)}`;
}

/** A mobile as the audit log keeps it: its keyed hash; no digit of it. */
export function auditMobile(value: string): string {
  if (value.startsWith(AUDIT_MOBILE_HASH_PREFIX)) return value;
  return mobileDigits(value) ? hashMobileForAudit(value) : MOBILE_REMOVED;
}

export const MOBILE_REMOVED = "[mobile removed]";

const PAN_IN_TEXT = /\b[A-Z]{5}\d{4}[A-Z]\b/g;

function maskString(key: string, value: string): string {
  if (SECRET.test(key)) return "[redacted]";
  if (PAN_KEY.test(key) && !/masked/i.test(key)) return maskPan(value);
  if (MOBILE_KEY.test(key)) return auditMobile(value);
  if (EMAIL_KEY.test(key)) return maskEmail(value);
  // A PAN under an innocent name, or inside a sentence, is still a PAN.
  return value.replace(PAN_IN_TEXT, maskPan);
}

/** A copy of `value` fit for the audit log (objects and arrays walked; keys decide what is sensitive). */
export function maskSensitive(value: unknown, key = ""): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === "string") return maskString(key, value);
  if (typeof value === "number" || typeof value === "boolean") {
    if (SECRET.test(key)) return "[redacted]";
    return typeof value === "number" && MOBILE_KEY.test(key) ? auditMobile(String(value)) : value;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, key));
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = SECRET.test(k) && v !== null && v !== undefined ? "[redacted]" : maskSensitive(v, k);
    }
    return out;
  }
  return null;
}
