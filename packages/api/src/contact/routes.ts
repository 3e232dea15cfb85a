import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Database } from "@loansetu/db/client";
import {
  contactReference,
  validateContactMessage,
  validateEmail,
  validateFullName,
} from "@loansetu/domain/contact-fields";
import { MESSAGES } from "@loansetu/domain/messages";
import { isValidMobile, mobileDigits } from "@loansetu/domain/mobile";
import type { ValidationResult } from "@loansetu/domain/validation-result";
import { deviceOf } from "../auth/known-device.ts";
import { authMessage } from "../auth/messages.ts";
import { localeOf } from "../auth/middleware.ts";
import { otpReference, otpSendBody, otpVerifyBody } from "../auth/otp-schemas.ts";
import { createOtpService, spendVerifiedOtp } from "../auth/otp-service.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json } from "../lib/openapi.ts";
import { multilineText, safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";

/** A verified contact OTP stays good for sending one message within this time, then it is spent. */
const VERIFIED_FOR_MS = 30 * 60_000;

const asRefinement = (check: (v: string) => ValidationResult) => (value: string, ctx: z.RefinementCtx) => {
  const result = check(value);
  if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
};

const mobile = safeText().transform(mobileDigits).refine(isValidMobile, MESSAGES["mobile.notValid"]);
const referenceId = otpReference;

const sendBody = otpSendBody(mobile);
const verifyBody = otpVerifyBody(mobile);
const emailBody = z.object({
  name: safeText()
    .max(100)
    .superRefine(asRefinement((v) => validateFullName(v, { required: true }))),
  email: safeText()
    .max(200)
    .superRefine(asRefinement((v) => validateEmail(v, { required: true, form: "contact" }))),
  mobile,
  message: multilineText()
    .max(2000)
    .superRefine(asRefinement((v) => validateContactMessage(v, { required: true }))),
  referenceId,
});

const routes = {
  sendOtp: createRoute({
    method: "post",
    path: "/contact/otp",
    tags: ["Contact"],
    summary: "Send an OTP to verify the contact form's mobile",
    request: { body: json(sendBody) },
    responses: {
      200: {
        description: "Sent",
        content: { "application/json": { schema: successSchema(z.object({ id: z.uuid() })) } },
      },
      400: failureResponse("Invalid mobile"),
      429: failureResponse("Send limit reached"),
      503: failureResponse("The SMS gateway refused the OTP: nothing was sent or counted; try again"),
    },
  }),
  verifyOtp: createRoute({
    method: "put",
    path: "/contact/otp",
    tags: ["Contact"],
    summary: "Verify the contact form's OTP",
    request: { body: json(verifyBody) },
    responses: {
      200: {
        description: "Verified",
        content: { "application/json": { schema: successSchema(z.object({ status: z.literal(true) })) } },
      },
      400: failureResponse("'The OTP you have entered is incorrect', or expired"),
      429: failureResponse("Too many tries"),
    },
  }),
  email: createRoute({
    method: "post",
    path: "/contact/email",
    tags: ["Contact"],
    summary: "Send the message to the support team (needs the verified OTP's referenceId)",
    description:
      "Kept in the outbox and queued in one transaction, so a mail outage delays the message but never loses it. The verified OTP is spent on this one message.",
    request: { body: json(emailBody) },
    responses: {
      200: {
        description: "Queued or sent",
        content: {
          "application/json": { schema: successSchema(z.object({ id: z.number(), reference: safeText() })) },
        },
      },
      400: failureResponse("A field is invalid"),
      403: failureResponse("The mobile was not verified"),
    },
  }),
};

/** The contact page of spec §2/§7: OTP send, OTP verify, then the message to the support inbox. */
export function contactRoutes(deps: ApiDeps) {
  const otps = createOtpService(deps);
  const db = deps.database.db;
  const caller = (c: Parameters<typeof localeOf>[0], number: string) => ({
    mobile: number,
    ip: clientInfo(c).ip,
    locale: localeOf(c),
    purpose: "contact" as const,
    knownDevice: deviceOf(c, deps.config).known(number),
  });

  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.sendOtp, async (c) => {
      const body = c.req.valid("json");
      return ok(c, await otps.send(caller(c, body.mobile)), authMessage("otpSent", localeOf(c)));
    })
    .openapi(routes.verifyOtp, async (c) => {
      const body = c.req.valid("json");
      try {
        await otps.verify(body.referenceId, body.value.otp, caller(c, body.mobile));
      } catch (error) {
        // The contact form's own wording for a wrong code (spec §5).
        if (error instanceof AppError && error.code === "OTP_INCORRECT") {
          throw new AppError(
            "OTP_INCORRECT",
            localeOf(c) === "hi" ? "आपका डाला गया ओटीपी गलत है" : MESSAGES["otp.incorrect"],
          );
        }
        throw error;
      }
      deviceOf(c, deps.config).remember(body.mobile);
      return ok(c, { status: true as const }, authMessage("verified", localeOf(c)));
    })
    .openapi(routes.email, async (c) => {
      const body = c.req.valid("json");
      // One verified OTP, one message; the message and its delivery job are kept in the same
      // transaction that spends the OTP, and the visitor's answer waits for nothing else.
      const row = await db.transaction(async (tx) => {
        const spent = await spendVerifiedOtp(tx as Database, {
          id: body.referenceId,
          mobile: body.mobile,
          purpose: "contact",
          verifiedSince: new Date(deps.clock().getTime() - VERIFIED_FOR_MS),
          at: deps.clock(),
        });
        if (!spent) return undefined;
        return deps.outbox.sendEmail(
          {
            to: deps.config.SUPPORT_EMAIL,
            subject: `Contact form: ${body.name}`,
            text: `Name: ${body.name}\nEmail: ${body.email}\nMobile: ${body.mobile} (verified by OTP)\n\n${body.message.trim()}\n`,
          },
          { tx: tx as Database },
        );
      });
      if (!row) {
        throw new AppError(
          "FORBIDDEN",
          localeOf(c) === "hi"
            ? "कृपया पहले ओटीपी से अपना मोबाइल नंबर सत्यापित करें।"
            : "Please verify your mobile number with the OTP first.",
        );
      }
      deps.queue.kick();
      // The stored message's number is the visitor's reference: the team finds the message by it. The answer
      // says the message was received (it is stored), not that it reached the team: its e-mail is queued.
      const reference = contactReference(row.id);
      return ok(
        c,
        { id: row.id, reference },
        localeOf(c) === "hi"
          ? `धन्यवाद! हमें आपका संदेश मिल गया है। आपका संदर्भ नंबर ${reference} है। हमारी टीम 2 कामकाजी दिनों में जवाब देगी।`
          : `Thank you! We have received your message. Your reference number is ${reference}. Our team will reply within 2 working days.`,
      );
    });
}
