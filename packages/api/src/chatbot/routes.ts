import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { CHAT_INPUT_MAX_LENGTH } from "@loansetu/domain/chat-input";
import { MESSAGES } from "@loansetu/domain/messages";
import { isValidMobile, mobileDigits } from "@loansetu/domain/mobile";
import { deviceOf } from "../auth/known-device.ts";
import { authMessage } from "../auth/messages.ts";
import { currentCustomer, localeOf } from "../auth/middleware.ts";
import { otpCode, otpReference } from "../auth/otp-schemas.ts";
import { createOtpService } from "../auth/otp-service.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { CUSTOMER_OPTIONAL, json } from "../lib/openapi.ts";
import { multilineText, safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { cookieHoldsLead, createChatbotService, type LeadAccess } from "./service.ts";

const mobile = safeText().transform(mobileDigits).refine(isValidMobile, MESSAGES["mobile.notValid"]);
const referenceId = otpReference;

// §7 chatbot/send-otp: mobile, referenceId, retries, type, otpLength (the OTP is always 4 digits, §5).
const sendBody = z.object({
  mobile,
  referenceId: safeText().max(64).optional(),
  retries: z.number().int().min(0).max(10).optional(),
  type: safeText().max(32).optional(),
  otpLength: z.number().int().min(4).max(6).optional(),
});
// §7 resend {referenceId, retries} and verify {otp, referenceId}: the reference names the mobile, so the
// mobile is optional (older clients send it; it must then match the reference's).
const resendBody = z.object({
  referenceId,
  retries: z.number().int().min(0).max(10).optional(),
  mobile: mobile.optional(),
});
const verifyBody = z.object({
  otp: otpCode,
  referenceId,
  mobile: mobile.optional(),
});
const askBody = z.object({
  question: multilineText().max(CHAT_INPUT_MAX_LENGTH * 4),
  thread_id: safeText().uuid().nullish(),
  leads_id: safeText().min(1).max(20),
});
const feedbackBody = z.object({
  user: z.object({
    leadId: safeText().min(1).max(20),
    feedback: z.enum(["Yes", "No"]),
    feedbackComment: multilineText().max(1000).optional(),
  }),
});

const routes = {
  sendOtp: createRoute({
    method: "post",
    path: "/chatbot/send-otp",
    tags: ["Chatbot"],
    summary: "Send an OTP to verify the chatbot visitor's mobile (§7)",
    request: { body: json(sendBody) },
    responses: {
      200: {
        description: "Sent",
        content: {
          "application/json": { schema: successSchema(z.object({ id: z.uuid(), retries: z.number() })) },
        },
      },
      400: failureResponse("Invalid mobile"),
      429: failureResponse("Send limit reached"),
      503: failureResponse("The SMS gateway refused the OTP: nothing was sent or counted; try again"),
    },
  }),
  resendOtp: createRoute({
    method: "post",
    path: "/chatbot/resend-otp",
    tags: ["Chatbot"],
    summary: "Send a fresh code for the same reference (not before 30 s)",
    request: { body: json(resendBody) },
    responses: {
      200: {
        description: "Sent",
        content: {
          "application/json": { schema: successSchema(z.object({ id: z.uuid(), retries: z.number() })) },
        },
      },
      400: failureResponse("Expired"),
      429: failureResponse("Too soon or limit reached"),
      503: failureResponse("The SMS gateway refused the OTP: nothing was sent or counted; try again"),
    },
  }),
  verifyOtp: createRoute({
    method: "post",
    path: "/chatbot/verify-otp",
    tags: ["Chatbot"],
    summary: "Verify the chatbot OTP; the client reads data.data.status",
    request: { body: json(verifyBody) },
    responses: {
      200: {
        description: "Verified",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({ status: z.literal(true), data: z.object({ status: z.literal(true) }) }),
            ),
          },
        },
      },
      400: failureResponse("Wrong or expired OTP"),
      429: failureResponse("Too many tries"),
    },
  }),
  ask: createRoute({
    method: "post",
    path: "/chatbot-v2",
    tags: ["Chatbot"],
    summary: "Ask a question; the answer streams as newline-delimited JSON pieces {text, done, threadId}",
    security: CUSTOMER_OPTIONAL,
    description:
      "Answers come from our FAQs and articles (MiniSearch retrieval), optionally phrased by a configured model. Pieces of the form 【…】 are source markers the client skips. Limited per lead and per IP.",
    request: { body: json(askBody) },
    responses: {
      200: {
        description: "The answer as NDJSON",
        content: {
          "application/x-ndjson": {
            schema: safeText().openapi({ example: '{"text":"EMI is…","done":false,"threadId":"…"}\n' }),
          },
        },
      },
      400: failureResponse("The question breaks a §5 rule (its message)"),
      403: failureResponse("Not a chatbot lead"),
      429: failureResponse("Too many questions"),
    },
  }),
  feedback: createRoute({
    method: "post",
    path: "/chatbot-feedback",
    tags: ["Chatbot"],
    summary: "Feedback at the end of a chat (Yes or No, with an optional comment)",
    security: CUSTOMER_OPTIONAL,
    request: { body: json(feedbackBody) },
    responses: {
      200: {
        description: "Stored",
        content: { "application/json": { schema: successSchema(z.object({ id: z.number() })) } },
      },
      400: failureResponse("Invalid input"),
      403: failureResponse("Not a chatbot lead"),
      429: failureResponse("Feedback already given for this chat (3 an hour), or too much from this address"),
    },
  }),
};

/** Splits an answer's HTML into a few pieces at spaces between tags' text, so it streams visibly. */
export function pieces(html: string, size = 48): string[] {
  const parts: string[] = [];
  let rest = html;
  while (rest.length > size) {
    let cut = rest.indexOf(" ", size);
    if (cut === -1) break;
    // Never cut inside a tag: move past its end.
    const open = rest.lastIndexOf("<", cut);
    if (open > rest.lastIndexOf(">", cut)) cut = rest.indexOf(">", cut) + 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The support chatbot of spec §4/§7: OTP, the streamed answers and the feedback. */
export function chatbotRoutes(deps: ApiDeps) {
  const otps = createOtpService(deps);
  const chat = createChatbotService(deps);
  const caller = (c: Parameters<typeof localeOf>[0], number: string) => ({
    mobile: number,
    ip: clientInfo(c).ip,
    locale: localeOf(c),
    purpose: "chatbot" as const,
    knownDevice: deviceOf(c, deps.config).known(number),
  });

  // The mobile of a chatbot OTP reference; an unknown reference is an expired OTP to the visitor.
  const mobileFor = async (
    c: Parameters<typeof localeOf>[0],
    body: { referenceId: string; mobile?: string },
  ) => {
    const number = body.mobile ?? (await otps.mobileOf(body.referenceId, "chatbot"));
    if (!number) throw new AppError("OTP_EXPIRED", authMessage("otpExpired", localeOf(c)));
    return number;
  };

  const access = (c: Parameters<typeof localeOf>[0], reference: string): LeadAccess => ({
    reference,
    viaCookie: cookieHoldsLead(c, deps.config.SESSION_SECRET, reference),
    userId: currentCustomer(c)?.user.id,
  });

  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.sendOtp, async (c) => {
      const body = c.req.valid("json");
      const sent = await otps.send(caller(c, body.mobile));
      return ok(c, { id: sent.id, retries: body.retries ?? 0 }, authMessage("otpSent", localeOf(c)));
    })
    .openapi(routes.resendOtp, async (c) => {
      const body = c.req.valid("json");
      const sent = await otps.resend(body.referenceId, caller(c, await mobileFor(c, body)));
      return ok(c, sent, authMessage("otpSent", localeOf(c)));
    })
    .openapi(routes.verifyOtp, async (c) => {
      const body = c.req.valid("json");
      const number = await mobileFor(c, body);
      await otps.verify(body.referenceId, body.otp, caller(c, number));
      deviceOf(c, deps.config).remember(number);
      return ok(
        c,
        { status: true as const, data: { status: true as const } },
        authMessage("verified", localeOf(c)),
      );
    })
    .openapi(routes.ask, async (c) => {
      const body = c.req.valid("json");
      const answer = await chat.ask({
        lead: access(c, body.leads_id),
        threadId: body.thread_id ?? undefined,
        question: body.question,
        locale: localeOf(c),
        ip: clientInfo(c).ip,
      });
      const lines = [
        ...pieces(answer.html).map((text) => ({ text, done: false, threadId: answer.threadId })),
        ...answer.sources.map((_, i) => ({
          text: `【${i + 1}†source】`,
          done: false,
          threadId: answer.threadId,
        })),
        { text: "", done: true, threadId: answer.threadId },
      ];
      const encoder = new TextEncoder();
      const pause = deps.config.CHATBOT_STREAM_DELAY_MS;
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const [index, line] of lines.entries()) {
            if (pause && index > 0) await new Promise((resolve) => setTimeout(resolve, pause));
            controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
          }
          controller.close();
        },
      });
      return new Response(stream, {
        status: 200,
        headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" },
      }) as never;
    })
    .openapi(routes.feedback, async (c) => {
      const { user } = c.req.valid("json");
      const saved = await chat.feedback({
        lead: access(c, user.leadId),
        feedback: user.feedback,
        comment: user.feedbackComment,
        locale: localeOf(c),
        ip: clientInfo(c).ip,
      });
      return ok(
        c,
        saved,
        localeOf(c) === "hi" ? "आपकी प्रतिक्रिया के लिए धन्यवाद।" : "Thank you for your feedback.",
      );
    });
}
