import { digitsOnly, toLatinDigits } from "./digits.ts";
import { fail, PASS, type ValidationResult } from "./validation-result.ts";

// §5 OTP: "numeric, 4 digits, label 'Enter 4 Digit OTP'; verify needs exactly 4 characters."
// §9 Chat and timing: "OTP 4 digits; retries 1".
export const OTP_LENGTH = 4;
export const OTP_RETRIES = 1;

const OTP_PATTERN = /^\d{4}$/;

/** What an OTP input should hold after a keystroke or paste: digits only, at most 4. */
export function otpInputValue(input: string): string {
  return digitsOnly(input).slice(0, OTP_LENGTH);
}

/** §5 OTP format with the chatbot's message 'Please enter a valid Otp.'; empty passes unless required. */
export function validateOtp(input: string, options: { readonly required?: boolean } = {}): ValidationResult {
  const otp = toLatinDigits(input.trim());
  if (otp === "") {
    return options.required ? fail("field.empty") : PASS;
  }
  return OTP_PATTERN.test(otp) ? PASS : fail("otp.invalid");
}

/** §5 "verify needs exactly 4 characters". */
export function canVerifyOtp(otp: string): boolean {
  return [...otp].length === OTP_LENGTH;
}

/**
 * §5 "Continue is enabled when 4 digits and no error, or when the error text contains 'Incorrect'"
 * (§8: an 'Incorrect' OTP error keeps Continue enabled so the user can retype and retry).
 */
export function isOtpContinueEnabled(otp: string, errorText: string): boolean {
  if (errorText.includes("Incorrect")) {
    return true;
  }
  return errorText === "" && OTP_PATTERN.test(toLatinDigits(otp));
}
