import { describe, expect, it } from "vitest";
import {
  canVerifyOtp,
  isOtpContinueEnabled,
  OTP_LENGTH,
  OTP_RETRIES,
  otpInputValue,
  validateOtp,
} from "../src/otp.ts";

describe("OTP (§5: numeric, 4 digits; §9 retries 1)", () => {
  it("is 4 digits with 1 retry", () => {
    expect(OTP_LENGTH).toBe(4);
    expect(OTP_RETRIES).toBe(1);
  });

  it("accepts 4 digits, Devanagari digits included", () => {
    expect(validateOtp("1234")).toEqual({ ok: true });
    expect(validateOtp(" 0000 ")).toEqual({ ok: true });
    expect(validateOtp("१२३४")).toEqual({ ok: true });
  });

  it.each(["123", "12345", "12a4", "12 34"])("rejects %s with 'Please enter a valid Otp.'", (otp) => {
    expect(validateOtp(otp)).toEqual({ ok: false, id: "otp.invalid", message: "Please enter a valid Otp." });
  });

  it("lets an empty OTP pass unless required", () => {
    expect(validateOtp("")).toEqual({ ok: true });
    expect(validateOtp("", { required: true })).toMatchObject({
      ok: false,
      message: "Field cannot be left empty.",
    });
  });

  it("keeps only 4 digits in the input", () => {
    expect(otpInputValue("12-34-56")).toBe("1234");
    expect(otpInputValue("ab")).toBe("");
  });

  it("verifies only with exactly 4 characters", () => {
    expect(canVerifyOtp("1234")).toBe(true);
    expect(canVerifyOtp("123")).toBe(false);
    expect(canVerifyOtp("12345")).toBe(false);
  });

  it("enables Continue with 4 digits and no error, or when the error contains 'Incorrect'", () => {
    expect(isOtpContinueEnabled("1234", "")).toBe(true);
    expect(isOtpContinueEnabled("123", "")).toBe(false);
    expect(isOtpContinueEnabled("1234", "Something went wrong")).toBe(false);
    expect(isOtpContinueEnabled("12", "Incorrect OTP")).toBe(true);
    expect(isOtpContinueEnabled("1234", "incorrect otp")).toBe(false);
  });
});
