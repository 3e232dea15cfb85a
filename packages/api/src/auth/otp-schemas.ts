import { z } from "@hono/zod-openapi";
import { MESSAGES } from "@loansetu/domain/messages";
import { safeJson, safeText } from "../lib/safe-text.ts";

// The OTP request fields every OTP flow shares (customer login, contact form, chatbot, partners), as §7
// Login names them: one schema each, so a flow cannot drift from the others.

/** The id of one OTP request, as the send answered it. */
export const otpReference = z.uuid({ message: "This OTP request is not valid. Please ask for a new OTP." });

/** The 4-digit code the customer types. */
export const otpCode = safeText().regex(/^\d{4}$/, MESSAGES["otp.invalid"]);

/** §7 send: the mobile, plus fields accepted for compatibility (retries, type, product, extraInfo). */
export const otpSendBody = <M extends z.ZodType>(mobile: M) =>
  z.object({
    mobile,
    referenceId: safeText().max(64).optional(),
    retries: z.number().int().min(0).max(10).optional(),
    type: safeText().max(32).optional(),
    product: safeText().max(32).optional(),
    extraInfo: z.record(safeText(), safeJson()).optional(),
  });

/** §7 verify: `{ value: { otp }, product, mobile, referenceId }`. */
export const otpVerifyBody = <M extends z.ZodType>(mobile: M) =>
  z.object({
    value: z.object({ otp: otpCode }),
    product: safeText().max(32).optional(),
    mobile,
    referenceId: otpReference,
  });
