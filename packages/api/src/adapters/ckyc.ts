import { createHash } from "node:crypto";
import type { Config } from "../lib/config.ts";

/**
 * The Central KYC Records Registry, asked after a lender consent for the applicant's unique cKYC
 * identifier (KIN, 14 digits). One interface, chosen by `CKYC_PROVIDER`.
 */
export interface CkycRegistry {
  readonly name: "sandbox" | "registry-http";
  lookup(request: { reference: string; origin: string }): Promise<CkycResult>;
}

export type CkycResult = { found: true; ckycId: string } | { found: false };

/**
 * Deterministic sandbox: a reference whose last digit is even has a record, an odd one has none (the
 * registry's 'No record found!'). The identifier is 14 digits derived from the reference.
 */
export function sandboxCkycId(reference: string): string | null {
  const last = reference.at(-1) ?? "";
  if (!/\d/.test(last) || Number(last) % 2 === 1) return null;
  const digest = createHash("sha256").update(`ckyc|${reference}`).digest();
  const digits = Array.from(digest.subarray(0, 14), (byte) => String(byte % 10)).join("");
  return `${(Number(digits[0]) % 9) + 1}${digits.slice(1)}`;
}

export function sandboxCkyc(): CkycRegistry {
  return {
    name: "sandbox",
    async lookup({ reference }) {
      const ckycId = sandboxCkycId(reference);
      return ckycId ? { found: true, ckycId } : { found: false };
    },
  };
}

/** The registry's own API needs an FI membership and certificates: selecting it fails loudly until then. */
export function registryHttpCkycNotConfigured(): CkycRegistry {
  return {
    name: "registry-http",
    async lookup() {
      throw new Error("cKYC registry not configured: CKYC_PROVIDER=registry-http has no implementation yet");
    },
  };
}

export function createCkyc(config: Pick<Config, "CKYC_PROVIDER">): CkycRegistry {
  return config.CKYC_PROVIDER === "registry-http" ? registryHttpCkycNotConfigured() : sandboxCkyc();
}
