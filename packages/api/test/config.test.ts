import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/lib/config.ts";

describe("configuration", () => {
  it("has working development defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.BRAND_NAME).toBe("LoanSetu");
    expect(config.devOutbox).toBe(true);
    expect(config.SMS_PROVIDER).toBe("console");
  });

  it("stops on a bad value with one line naming the variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "abc" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration: PORT="abc": /);
      expect(message).not.toContain("\n");
    }
  });

  it("never echoes a secret's value", () => {
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET="\*\*\*"/);
  });

  it("refuses development secrets in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET must be set to a real secret/,
    );
    const real = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      OTP_SECRET: "o".repeat(40),
      LINK_SECRET: "l".repeat(40),
      CONSENT_API_KEY: "k".repeat(40),
      AUDIT_HASH_SECRET: "h".repeat(40),
      PAN_ENCRYPTION_KEY: "ab".repeat(32),
      DOCUMENT_ENCRYPTION_KEY: "cd".repeat(32),
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: "https://sms.example.in/send",
      PUBLIC_URL: "https://www.loansetu.example",
    };
    const config = loadConfig(real);
    expect(config.isProduction).toBe(true);
    expect(config.devOutbox).toBe(false);
    expect(() => loadConfig({ ...real, PAN_ENCRYPTION_KEY: undefined })).toThrow(/PAN_ENCRYPTION_KEY/);
    // Borrowers' documents are encrypted with a key of production's own, never a generated one.
    expect(() => loadConfig({ ...real, DOCUMENT_ENCRYPTION_KEY: undefined })).toThrow(
      /DOCUMENT_ENCRYPTION_KEY must be set in production/,
    );
    expect(() => loadConfig({ ...real, SMS_PROVIDER: "console" })).toThrow(/SMS_PROVIDER=console/);
    // Links in SMS and e-mail start with the site's configured address, never a request's Host header.
    expect(() => loadConfig({ ...real, PUBLIC_URL: undefined })).toThrow(
      /^Invalid configuration: PUBLIC_URL must name the site's address in production/,
    );
    expect(config.publicOrigin).toBe("https://www.loansetu.example");
    expect(loadConfig({}).publicOrigin).toBe("http://127.0.0.1:3000");
    expect(loadConfig({ HOST: "::1", PORT: "8080" }).publicOrigin).toBe("http://[::1]:8080");
    expect(loadConfig({ PUBLIC_URL: "http://localhost:4000/x" }).publicOrigin).toBe("http://localhost:4000");
    expect(() => loadConfig({ ...real, CONSENT_API_KEY: undefined })).toThrow(
      /CONSENT_API_KEY must be set to a real secret/,
    );
    expect(() => loadConfig({ ...real, AUDIT_HASH_SECRET: undefined })).toThrow(
      /AUDIT_HASH_SECRET must be set to a real secret/,
    );
    expect(loadConfig(real).CONSENT_LINK_TTL_SECONDS).toBe(7 * 24 * 3600);
    expect(() => loadConfig({ ...real, CONSENT_LINK_TTL_SECONDS: "10" })).toThrow(/CONSENT_LINK_TTL_SECONDS/);
  });

  it("requires the settings a chosen provider needs", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "http" })).toThrow(/SMS_HTTP_URL is required/);
    expect(() => loadConfig({ EMAIL_PROVIDER: "smtp" })).toThrow(/SMTP_HOST is required/);
  });
});
