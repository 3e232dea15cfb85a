import { z } from "@hono/zod-openapi";
import { MESSAGES } from "@loansetu/domain/messages";
import { isValidMobile, mobileDigits } from "@loansetu/domain/mobile";
import { isGstin, isPan } from "@loansetu/domain/partners";
import { isEmail } from "@loansetu/domain/validators";
import { safeText } from "../lib/safe-text.ts";
import { PARTNER_FIELD_TEXTS as T } from "./messages.ts";

// The partner forms' fields, for the API and the pages alike: trimmed, no control characters, bounded.

const line = (max: number, message: string) =>
  safeText()
    .max(max * 4, message)
    .transform((value) => value.trim().replace(/\s+/gu, " "))
    .refine((value) => value.length >= 2 && value.length <= max, message);

export const mobileField = safeText()
  .max(20, MESSAGES["mobile.invalid"])
  .transform(mobileDigits)
  .refine(isValidMobile, MESSAGES["mobile.invalid"]);
export const businessNameField = line(120, T.businessName);
export const contactNameField = line(80, T.contactName).refine(
  (value) => /^[\p{L}\p{M} .']+$/u.test(value),
  T.contactName,
);
export const cityField = line(60, T.city).refine((value) => /^[\p{L}\p{M} .-]+$/u.test(value), T.city);
export const emailField = safeText()
  .max(254, T.email)
  .transform((value) => value.trim().toLowerCase())
  .refine(isEmail, T.email);

/** PAN (the §5 rule) or GSTIN, told apart by length; answered upper-cased. */
export const taxIdField = safeText()
  .max(30, T.taxId)
  .transform((value) => value.replace(/\s+/gu, "").toUpperCase())
  .refine((value) => isPan(value) || isGstin(value), T.taxId);

export const partnerKindField = z.enum(["dealer", "dsa"], { message: T.kind });

export const signUpFields = z.object({
  kind: partnerKindField,
  businessName: businessNameField,
  contactName: contactNameField,
  mobile: mobileField,
  email: emailField,
  city: cityField,
  taxId: taxIdField,
});
export type SignUpFields = z.infer<typeof signUpFields>;

/** The OTP fields every OTP flow shares (auth/otp-schemas.ts). */
export { otpCode, otpReference } from "../auth/otp-schemas.ts";
