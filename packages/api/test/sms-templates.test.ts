import { smsSegments } from "@loansetu/domain/sms";
import { describe, expect, it } from "vitest";
import { otpSms } from "../src/auth/messages.ts";
import { OTP_POLICY } from "../src/auth/policy.ts";

// SMS templates in both languages, each within two segments (GSM-7 or UCS-2 counted as operators count
// them), and in the language asked for: no English left in the Hindi one but the brand and the code.
describe("SMS templates", () => {
  const minutes = OTP_POLICY.ttlSeconds / 60;
  it.each(["en", "hi"] as const)("the OTP SMS in %s fits in two segments", (locale) => {
    const text = otpSms("4821", "LoanSetu", minutes, locale);
    expect(text).toMatch(/^4821 /);
    const { encoding, segments } = smsSegments(text);
    expect(encoding).toBe(locale === "hi" ? "UCS-2" : "GSM-7");
    expect(segments).toBeLessThanOrEqual(2);
  });

  it("writes the Hindi OTP SMS in Hindi", () => {
    const text = otpSms("4821", "LoanSetu", minutes, "hi");
    expect(text.replaceAll("LoanSetu", "").replace(/[^A-Za-z]/g, "")).toBe("");
    expect(text).toContain("ओटीपी");
  });
});
