import { digitsOnly } from "./digits.ts";
import { fail, PASS, type ValidationResult } from "./validation-result.ts";

// §5 Mobile: "digits only (non-digits stripped), exactly 10 digits, starting with 6-9, and not ten 9s."
export const MOBILE_LENGTH = 10;

const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const ALL_NINES = "9".repeat(MOBILE_LENGTH);

export type MobileMessageId = "mobile.invalid" | "mobile.notValid";

/** The number the rules look at: the input with every non-digit stripped (§5). */
export function mobileDigits(input: string): string {
  return digitsOnly(input);
}

/**
 * What a mobile input field should hold after a keystroke or paste: digits only, at most 10.
 * A pasted "+91 98765 43210" or "098765 43210" keeps its last 10 digits, because the spec's
 * 10-digit rule is about the subscriber number and Indians routinely paste it with the country or
 * trunk prefix; any other over-long input is cut at 10, as a maxlength would.
 */
export function mobileInputValue(input: string): string {
  const digits = mobileDigits(input);
  const prefixed = digits.length === 12 && digits.startsWith("91");
  const trunk = digits.length === 11 && digits.startsWith("0");
  return prefixed || trunk ? digits.slice(-MOBILE_LENGTH) : digits.slice(0, MOBILE_LENGTH);
}

/** §5 format check: 10 digits, first 6-9, and not 9999999999. */
export function isValidMobile(input: string): boolean {
  const digits = mobileDigits(input);
  return MOBILE_PATTERN.test(digits) && digits !== ALL_NINES;
}

/**
 * §5 Mobile with its message. The login form says 'Please enter correct mobile number'
 * (`mobile.invalid`, the default); the chatbot and contact forms say 'Mobile Number is not valid'
 * (`mobile.notValid`). An empty value passes unless the field is required (§5 shared rules).
 */
export function validateMobile(
  input: string,
  options: { readonly required?: boolean; readonly messageId?: MobileMessageId } = {},
): ValidationResult {
  if (input.trim() === "") {
    return options.required ? fail("field.empty") : PASS;
  }
  return isValidMobile(input) ? PASS : fail(options.messageId ?? "mobile.invalid");
}

/** §5 "Sending an OTP needs exactly 10 digits"; the blog form "proceeds only with a 10-digit mobile". */
export function hasTenDigits(input: string): boolean {
  return mobileDigits(input).length === MOBILE_LENGTH;
}

/** §5 "Get OTP is enabled only when the mobile passes the format check and no error is shown." */
export function isGetOtpEnabled(input: string, errorShown: boolean): boolean {
  return !errorShown && isValidMobile(input);
}
