import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { decryptPan, encryptPan } from "../journey/pan-crypto.ts";

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through `otpauth`, for everyone who signs in with a second factor
// (back-office employees, lender portal users). The secret is stored encrypted with the same AES-256-GCM
// scheme as PAN, bound to the person's id (a random UUID, unique across both tables).

const STUDIO_ISSUER = "LoanSetu Studio";
const PERIOD = 30;

const totpFor = (secret: string, email = "", issuer = STUDIO_ISSUER) =>
  new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads; the issuer is the name the app shows above the code. */
export const totpUri = (secret: string, email: string, issuer = STUDIO_ISSUER): string =>
  totpFor(secret, email, issuer).toString();

/** The enrolment QR code as an SVG document (no external image service, nothing leaves the server). */
export const totpQrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/**
 * The time step a 6-digit code matches (one step either side allowed for clock drift), or null. A code
 * at or before `lastStep` is refused, so a code cannot be used twice.
 */
export function matchTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, window: 1, timestamp: now.getTime() });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code for a secret (the demo and the tests; a person reads it from their app). */
export const totpCode = (secret: string, at: Date): string =>
  totpFor(secret).generate({ timestamp: at.getTime() });

export const encryptTotpSecret = (secret: string, keyHex: string, personId: string): string =>
  encryptPan(secret, keyHex, `totp:${personId}`);

export const decryptTotpSecret = (stored: string, keyHex: string, personId: string): string =>
  decryptPan(stored, keyHex, `totp:${personId}`);
