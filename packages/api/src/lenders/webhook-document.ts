import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { DOCUMENT_KINDS } from "../data/schemas.ts";
import { DISPUTE_CATEGORIES } from "./dispute-categories.ts";
import type { LenderWebhookEvent } from "./webhooks.ts";

// The webhooks a lender receives, in the OpenAPI document's `webhooks` section (OpenAPI 3.1), so a lender's
// developer reads each event's body, with an example, beside the calls, and a client generator types them.
// The bodies are the ones `queueLenderEvent` writes (lenders/shares.ts, borrower-documents/service.ts):
// `{ type, timestamp, data }`. The signature headers are the Standard Webhooks ones (lenders/webhooks.ts).

const signatureHeaders = z.object({
  "webhook-id": z.string().openapi({
    description: "The message's id; a retry carries the same id, so drop one already handled.",
    example: "msg_2pQk7f1bW3yXv9cT",
  }),
  "webhook-timestamp": z.string().openapi({
    description: "When it was sent, in seconds since 1970 (UTC).",
    example: "1795000000",
  }),
  "webhook-signature": z.string().openapi({
    description:
      "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret's bytes after `whsec_`.",
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  }),
});

const applicationId = z
  .string()
  .openapi({ description: "The application's reference.", example: "LS2611270001" });
const timestamp = z
  .string()
  .datetime()
  .openapi({ description: "When the event happened (UTC).", example: "2026-11-28T09:30:00.000Z" });

const envelopeOf = <T extends z.ZodTypeAny>(type: LenderWebhookEvent, data: T, name: string) =>
  z
    .object({ type: z.literal(type), timestamp, data })
    .openapi(name, { description: `The body of a \`${type}\` webhook.` });

const EVENTS: {
  type: LenderWebhookEvent;
  operationId: string;
  summary: string;
  schema: z.ZodTypeAny;
  example: Record<string, unknown>;
}[] = [
  {
    type: "application.shared",
    operationId: "applicationSharedWebhook",
    summary: "A borrower chose your offer and consented to share their application with you",
    schema: envelopeOf(
      "application.shared",
      z.object({ applicationId, sharedAt: timestamp }),
      "ApplicationSharedEvent",
    ),
    example: {
      type: "application.shared",
      timestamp: "2026-11-28T09:30:00.000Z",
      data: { applicationId: "LS2611270001", sharedAt: "2026-11-28T09:30:00.000Z" },
    },
  },
  {
    type: "documents.updated",
    operationId: "documentsUpdatedWebhook",
    summary: "The borrower uploaded a document to an application shared with you",
    schema: envelopeOf(
      "documents.updated",
      z.object({
        applicationId,
        documentId: z.string().uuid().openapi({ example: "0b7e6f0e-3f7a-4c59-9d8e-2a41f7c0d5a1" }),
        kind: z.enum(DOCUMENT_KINDS),
        uploadedAt: timestamp,
      }),
      "DocumentsUpdatedEvent",
    ),
    example: {
      type: "documents.updated",
      timestamp: "2026-11-28T11:02:00.000Z",
      data: {
        applicationId: "LS2611270001",
        documentId: "0b7e6f0e-3f7a-4c59-9d8e-2a41f7c0d5a1",
        kind: "bankStatement",
        uploadedAt: "2026-11-28T11:02:00.000Z",
      },
    },
  },
  {
    type: "offer.accepted",
    operationId: "offerAcceptedWebhook",
    summary: "The borrower accepted your final or counter-offered terms, having read their KFS",
    schema: envelopeOf(
      "offer.accepted",
      z.object({ applicationId, acceptedAt: timestamp }),
      "OfferAcceptedEvent",
    ),
    example: {
      type: "offer.accepted",
      timestamp: "2026-11-28T12:15:00.000Z",
      data: { applicationId: "LS2611270001", acceptedAt: "2026-11-28T12:15:00.000Z" },
    },
  },
  {
    type: "consent.withdrawn",
    operationId: "consentWithdrawnWebhook",
    summary: "The borrower withdrew their consent: stop working on the application",
    schema: envelopeOf(
      "consent.withdrawn",
      z.object({
        applicationId: applicationId.nullable(),
        withdrawnAt: timestamp,
      }),
      "ConsentWithdrawnEvent",
    ),
    example: {
      type: "consent.withdrawn",
      timestamp: "2026-11-29T08:00:00.000Z",
      data: { applicationId: "LS2611270001", withdrawnAt: "2026-11-29T08:00:00.000Z" },
    },
  },
  {
    type: "loan.dispute_opened",
    operationId: "loanDisputeOpenedWebhook",
    summary:
      "A borrower raised a dispute about a loan you disbursed: read its text with GET /disputes and answer it",
    schema: envelopeOf(
      "loan.dispute_opened",
      z.object({
        applicationId,
        dispute: z.string().openapi({ description: "The dispute's reference.", example: "LD48213907" }),
        category: z.enum(DISPUTE_CATEGORIES),
        promisedBy: timestamp.openapi({
          description: "When the borrower was told to expect your answer (UTC).",
          example: "2026-12-29T10:00:00.000Z",
        }),
      }),
      "LoanDisputeOpenedEvent",
    ),
    example: {
      type: "loan.dispute_opened",
      timestamp: "2026-11-29T10:00:00.000Z",
      data: {
        applicationId: "LS2611270001",
        dispute: "LD48213907",
        category: DISPUTE_CATEGORIES[0],
        promisedBy: "2026-12-29T10:00:00.000Z",
      },
    },
  },
];

/** Adds the lender webhooks to the API's OpenAPI document. */
export function registerLenderWebhooks(api: Pick<OpenAPIHono, "openAPIRegistry">): void {
  for (const event of EVENTS) {
    api.openAPIRegistry.registerWebhook({
      method: "post",
      path: event.type,
      operationId: event.operationId,
      summary: event.summary,
      description:
        "Sent to your webhook endpoint, signed as Standard Webhooks says. Answer 2xx within 10 seconds; anything else is retried after 30 seconds, then at doubling intervals up to an hour, for a day.",
      tags: ["Lender webhooks"],
      // LoanSetu calls the lender here: no credential of the lender's is sent, the signature proves the sender.
      security: [],
      request: {
        headers: signatureHeaders,
        body: {
          required: true,
          content: { "application/json": { schema: event.schema, example: event.example } },
        },
      },
      responses: {
        200: { description: "Received (any 2xx). Anything else, or no answer in 10 seconds, is retried." },
        400: {
          description:
            "Refused (a bad signature, for example): it is retried, and shows in your delivery log.",
        },
      },
    });
  }
}
