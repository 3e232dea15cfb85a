import { describe, expect, it } from "vitest";
import { describeStart, loadConfig } from "../src/lib/config.ts";

// `npm start` without NODE_ENV=production served every OTP at /dev/outbox.json and took
// the public development secrets while listening on every interface. Development is now local by default.

const REAL = {
  SESSION_SECRET: "a-configured-session-secret-0123456789abcdef",
  OTP_SECRET: "a-configured-otp-secret-0123456789abcdefghij",
  LINK_SECRET: "a-configured-link-secret-0123456789abcdefghi",
  CONSENT_API_KEY: "a-configured-consent-key-0123456789abcdefgh",
  AUDIT_HASH_SECRET: "a-configured-audit-hash-key-0123456789abcdef",
  PAN_ENCRYPTION_KEY: "ab".repeat(32),
  DOCUMENT_ENCRYPTION_KEY: "cd".repeat(32),
};

describe("development mode stays on this machine", () => {
  it("binds 127.0.0.1 by default in development, every interface in production", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(
      loadConfig({
        NODE_ENV: "production",
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: "https://sms.invalid/send",
        PUBLIC_URL: "https://www.loansetu.example",
        ...REAL,
      }).HOST,
    ).toBe("0.0.0.0");
  });

  it("refuses a network HOST in development with one line, unless ALLOW_DEV_ON_NETWORK=1", () => {
    for (const HOST of ["0.0.0.0", "192.168.1.20", "::"]) {
      expect(() => loadConfig({ HOST })).toThrow(/^Invalid configuration: HOST=.*ALLOW_DEV_ON_NETWORK=1/);
      expect(() => loadConfig({ HOST, ...REAL })).toThrow(/dev outbox/);
    }
    for (const HOST of ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
      expect(loadConfig({ HOST }).HOST).toBe(HOST);
    expect(loadConfig({ HOST: "0.0.0.0", ALLOW_DEV_ON_NETWORK: "1" }).HOST).toBe("0.0.0.0");
  });

  it("says at start which mode and which secrets are in use, never their values", () => {
    const line = describeStart(loadConfig({ SESSION_SECRET: REAL.SESSION_SECRET }));
    expect(line).toMatch(/^development mode/);
    expect(line).toContain("SESSION_SECRET configured");
    expect(line).toContain("OTP_SECRET development default");
    expect(line).toContain("dev outbox on");
    expect(line).not.toContain(REAL.SESSION_SECRET);
  });
});
