import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// PAN at rest: AES-256-GCM with the 32-byte key of config.PAN_ENCRYPTION_KEY (64 hex characters), a fresh
// 12-byte IV per value, and the application's id as additional data, so a ciphertext copied onto another
// application's row does not decrypt. Stored as "v1:" + base64(iv ‖ tag ‖ ciphertext); the version prefix
// leaves room to rotate the key or the scheme.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function key(hex: string): Buffer {
  const bytes = Buffer.from(hex, "hex");
  if (bytes.length !== 32) throw new Error("PAN_ENCRYPTION_KEY must be 32 bytes (64 hex characters)");
  return bytes;
}

export function encryptPan(pan: string, keyHex: string, applicationId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(keyHex), iv);
  cipher.setAAD(Buffer.from(applicationId, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(pan, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64")}`;
}

/** The PAN back; throws when the value was tampered with, moved to another application, or the key differs. */
export function decryptPan(stored: string, keyHex: string, applicationId: string): string {
  const [version, payload] = stored.split(":");
  if (version !== VERSION || !payload) throw new Error("Unknown PAN encryption format");
  const bytes = Buffer.from(payload, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key(keyHex), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(applicationId, "utf8"));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}
