import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasTenDigits,
  isGetOtpEnabled,
  isValidMobile,
  MOBILE_LENGTH,
  mobileDigits,
  mobileInputValue,
  validateMobile,
} from "../src/mobile.ts";

describe("mobile (§5: non-digits stripped, exactly 10 digits, first 6-9, not ten 9s)", () => {
  it("is 10 digits long", () => {
    expect(MOBILE_LENGTH).toBe(10);
  });

  it.each(["9876543210", "6000000000", "7123456789", "8999999999", "98765 43210", "98765-43210"])(
    "accepts %s",
    (mobile) => {
      expect(isValidMobile(mobile)).toBe(true);
      expect(validateMobile(mobile)).toEqual({ ok: true });
    },
  );

  it.each([
    ["first digit 5", "5876543210"],
    ["first digit 0", "0987654321"],
    ["nine digits", "987654321"],
    ["eleven digits", "98765432101"],
    ["ten 9s", "9999999999"],
    ["letters only", "abcdefghij"],
  ])("rejects %s with 'Please enter correct mobile number'", (_, mobile) => {
    expect(isValidMobile(mobile)).toBe(false);
    expect(validateMobile(mobile)).toEqual({
      ok: false,
      id: "mobile.invalid",
      message: "Please enter correct mobile number",
    });
  });

  it("gives 'Mobile Number is not valid' where that form asks for it", () => {
    expect(validateMobile("12345", { messageId: "mobile.notValid" })).toEqual({
      ok: false,
      id: "mobile.notValid",
      message: "Mobile Number is not valid",
    });
  });

  it("lets an empty value pass unless required", () => {
    expect(validateMobile("")).toEqual({ ok: true });
    expect(validateMobile("  ", { required: true })).toEqual({
      ok: false,
      id: "field.empty",
      message: "Field cannot be left empty.",
    });
  });

  it("strips non-digits and reads Devanagari digits", () => {
    expect(mobileDigits("+91 (98765) 43210")).toBe("919876543210");
    expect(mobileDigits("९८७६५४३२१०")).toBe("9876543210");
    expect(isValidMobile("९८७६५४३२१०")).toBe(true);
  });

  it("keeps the subscriber number of a pasted +91 or 0-prefixed number, and cuts anything else at 10", () => {
    expect(mobileInputValue("+91 98765 43210")).toBe("9876543210");
    expect(mobileInputValue("098765 43210")).toBe("9876543210");
    expect(mobileInputValue("98765a")).toBe("98765");
    expect(mobileInputValue("123456789012345")).toBe("1234567890");
  });

  it("sends an OTP only with exactly 10 digits", () => {
    expect(hasTenDigits("98765 43210")).toBe(true);
    expect(hasTenDigits("987654321")).toBe(false);
    expect(hasTenDigits("98765432100")).toBe(false);
  });

  it("enables Get OTP only for a valid number with no error shown", () => {
    expect(isGetOtpEnabled("9876543210", false)).toBe(true);
    expect(isGetOtpEnabled("9876543210", true)).toBe(false);
    expect(isGetOtpEnabled("5876543210", false)).toBe(false);
  });

  it("property: valid numbers are exactly 10 digits starting 6-9 and not ten 9s", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const digits = mobileDigits(input);
        const expected = digits.length === 10 && "6789".includes(digits[0] ?? "") && digits !== "9999999999";
        expect(isValidMobile(input)).toBe(expected);
        expect(mobileInputValue(input).length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
