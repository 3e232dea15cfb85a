import { createHash } from "node:crypto";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { REJECTION_REASONS, SHARE_STATUSES } from "@loansetu/domain/lender-share";
import type { Context, MiddlewareHandler } from "hono";
import { localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { documentResponse } from "../borrower-documents/files.ts";
import { lenderDocumentFile, lenderDocuments, requestDocument } from "../borrower-documents/service.ts";
import { documentStorageFor } from "../borrower-documents/storage.ts";
import { DOCUMENT_KINDS } from "../data/schemas.ts";
import { documentLanguageQuery, kfsPdfResponse } from "../journey/kfs-response.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { askBorrowerStep, BORROWER_STEP_KINDS, borrowerStepDone } from "./borrower-step.ts";
import { idempotent } from "./idempotency.ts";
import { type LenderPrincipal, lenderForKey } from "./keys.ts";
import { CLOSURE_REASONS, PAYMENT_STATUSES } from "./servicing.ts";
import { createLenderShareService } from "./share-service.ts";
import { acceptLenderTerms, lenderTermsKfsOf } from "./shares.ts";
import { deliveryLog, replayDelivery, setWebhookEndpoint } from "./webhooks.ts";

// The lender API, `/api/lender/v1` (decision 0066; how a lender integrates: docs/lender-integration.md).
// Every call authenticates the lender's key first, then counts against the key's rate limit, then validates
// its input; every write names an Idempotency-Key. A lender only ever sees applications shared with it: an
// application shared with another lender answers 404, as one that does not exist.

export const LENDER_KEY = "lenderKey";
const NO_TERMS_WAITING = {
  en: "There are no lender terms waiting for your acceptance.",
  hi: "आपकी स्वीकृति के लिए लेंडर की कोई शर्तें बाकी नहीं हैं।",
} as const;
const PRINCIPAL = new WeakMap<Request, LenderPrincipal>();

function principalOf(c: Context): LenderPrincipal {
  const principal = PRINCIPAL.get(c.req.raw);
  if (!principal) throw new AppError("UNAUTHORIZED", "A valid lender API key is required.");
  return principal;
}

function lenderFirst(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const presented = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    const now = deps.clock();
    const principal = presented ? await lenderForKey(deps.database.db, presented, now) : null;
    if (!principal)
      throw new AppError("UNAUTHORIZED", "A valid lender API key is required.", {
        headers: { "WWW-Authenticate": 'Bearer realm="lender"' },
      });
    const key = `lender-api:${principal.keyId}`;
    const limit = deps.config.LENDER_API_CALLS_PER_MINUTE;
    const over = await withKeyLock(deps.database.db, key, async (tx) => {
      const hit = await exceeded(tx, key, [{ limit, since: new Date(now.getTime() - 60_000) }]);
      if (!hit) await record(tx, key, now);
      return hit !== null;
    });
    if (over)
      throw new AppError("RATE_LIMITED", `At most ${limit} calls a minute per key. Try again shortly.`, {
        headers: { "Retry-After": "60" },
      });
    PRINCIPAL.set(c.req.raw, principal);
    await next();
  };
}

const tags = ["Lender API"];
const applicationId = z
  .string()
  .regex(/^LS\d{4,18}$/)
  .openapi({ param: { name: "applicationId", in: "path" }, example: "LS2611200001" });
const idempotencyHeaders = z.object({
  "idempotency-key": z.string().min(8).max(255).openapi({
    description: "A unique key per write (a UUID). The same key again answers the first answer, once.",
    example: "5f7d2c1e-8f4b-4c1a-9d3e-2b6a7c8d9e0f",
  }),
});
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: "2026-11-21" });

const terms = z
  .object({
    amount: z.number().int().min(10_000).max(50_000_000).openapi({ example: 300_000 }),
    ratePercent: z.number().min(1).max(36).openapi({ example: 13.5 }),
    tenureMonths: z.number().int().min(3).max(360).openapi({ example: 36 }),
    processingFeeBase: z
      .number()
      .int()
      .min(0)
      .max(500_000)
      .openapi({ example: 3000, description: "Before GST" }),
  })
  .openapi("LenderTerms");

const shareView = z
  .object({
    applicationId: z.string(),
    product: z.string(),
    status: z.enum(SHARE_STATUSES),
    sharedAt: z.string(),
    updatedAt: z.string(),
  })
  .passthrough()
  .openapi("SharedApplication");

const refusals = {
  400: failureResponse("Invalid input (VALIDATION_FAILED, BAD_REQUEST)"),
  401: failureResponse("No valid lender key (UNAUTHORIZED)"),
  404: failureResponse("Not shared with you (NOT_FOUND)"),
  409: failureResponse("A step out of order or a repeated UTR (CONFLICT)"),
  410: failureResponse("The borrower withdrew consent (GONE)"),
  422: failureResponse("An Idempotency-Key reused with another request (IDEMPOTENCY_MISMATCH)"),
  429: failureResponse("Over the key's rate limit (RATE_LIMITED), with Retry-After"),
};

function lenderRoute<R extends Parameters<typeof createRoute>[0]>(deps: ApiDeps, route: R) {
  return createRoute({
    ...route,
    tags,
    middleware: [lenderFirst(deps)],
    security: [{ [LENDER_KEY]: [] }],
  } as R);
}

const json = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
/** A 200 answer in the success envelope, with `data` as the example's (every answer's message is "OK"). */
const answer = (schema: z.ZodType, description: string, data?: unknown) => ({
  200: {
    description,
    content: {
      "application/json": {
        schema: successSchema(schema),
        ...(data === undefined ? {} : { example: { status: true, message: "OK", data } }),
      },
    },
  },
  ...refusals,
});

// Examples for the document (client generators and the docs page show them), as the calls answer.
const listedExample = {
  applicationId: "LS2611200001",
  product: "personal-loan",
  status: "shared",
  sharedAt: "2026-11-20T06:00:00.000Z",
  updatedAt: "2026-11-20T06:00:00.000Z",
};
const PENAL =
  "2% a month on the overdue instalment for the days it is overdue; a charge, not added to the interest rate and not compounded.";
/** An offer as the API computes it from a lender's figures (the KFS's), in `chosenOffer` and `terms`. */
const offerExample = (figures: Record<string, number>) => ({
  id: "1-personal",
  lenderId: 1,
  lenderName: "HDFC Bank",
  product: "personal",
  creditBand: "750-900",
  amountReduced: false,
  tenureAdjusted: false,
  tenureMonths: 36,
  stampDuty: 300,
  serviceCharges: 0,
  valuationCharges: 0,
  documentationCharges: 0,
  penalCharges: PENAL,
  ...figures,
});
const sharedExample = {
  ...listedExample,
  loanNeed: { amount: 300_000, tenureMonths: 36 },
  creditScore: 794,
  chosenOffer: offerExample({
    requestedAmount: 300_000,
    amount: 300_000,
    ratePercent: 10.75,
    apr: 11.64,
    emi: 9786,
    processingFeeBase: 3000,
    processingFee: 3540,
    totalDeductions: 3840,
    netDisbursed: 296_160,
    totalInterest: 52_296,
    totalRepayment: 352_296,
  }),
  terms: null,
  rejectionReason: null,
  sanction: null,
  disbursal: null,
  schedule: null,
};
const readExample = {
  ...sharedExample,
  applicant: {
    name: "Ravi Kumar",
    mobile: "9876543210",
    email: "ravi@example.in",
    dateOfBirth: "1996-01-15",
    pan: "ABCDE1234F",
    pincode: "560001",
    employment: "salaried",
    netMonthlyIncome: 80_000,
  },
};
const counteredExample = {
  ...sharedExample,
  status: "countered",
  updatedAt: "2026-11-20T06:05:00.000Z",
  terms: offerExample({
    requestedAmount: 250_000,
    amount: 250_000,
    ratePercent: 14.25,
    apr: 15.17,
    emi: 8574,
    processingFeeBase: 2500,
    processingFee: 2950,
    totalDeductions: 3250,
    netDisbursed: 246_750,
    totalInterest: 58_664,
    totalRepayment: 308_664,
  }),
};
const sanctionedExample = {
  ...counteredExample,
  status: "sanctioned",
  updatedAt: "2026-11-21T04:30:00.000Z",
  sanction: { date: "2026-11-21", amount: 250_000, ratePercent: 14.25, tenureMonths: 36 },
};
const disbursedExample = {
  ...sanctionedExample,
  status: "disbursed",
  updatedAt: "2026-11-21T09:00:00.000Z",
  disbursal: { amount: 250_000, date: "2026-11-21", utr: "HDFCN52026112101" },
};
const deliveryExample = {
  id: "0b6f3c52-6a1e-4d8a-9c1f-2e7d5a4b3c21",
  lenderId: 1,
  url: "https://lender.example/hooks",
  eventType: "application.shared",
  status: "delivered",
  attempts: 1,
  lastStatus: 204,
  lastError: null,
  lastAttemptAt: "2026-11-20T06:00:01.000Z",
  deliveredAt: "2026-11-20T06:00:01.000Z",
  createdAt: "2026-11-20T06:00:00.000Z",
};
const borrowerStepView = z.object({
  applicationId: z.string(),
  kind: z.enum(BORROWER_STEP_KINDS),
  url: z.string(),
  requestedAt: z.string(),
  doneAt: z.string().nullable(),
});
const borrowerStepExample = {
  applicationId: "LS2611270001",
  kind: "videoKyc",
  url: "https://vkyc.lender.example/s/8f3k2",
  requestedAt: "2026-11-21T10:05:00.000Z",
  doneAt: null,
};

const instalmentsExample = [
  { number: 1, dueDate: "2026-12-21", emi: 8574, principal: 5606, interest: 2968, balance: 244_394 },
  { number: 2, dueDate: "2027-01-21", emi: 8574, principal: 5672, interest: 2902, balance: 238_722 },
];

const paymentExample = {
  instalment: 1,
  status: "paid",
  date: "2026-12-21",
  amount: 8574,
  reference: "NACH2612210042",
};
const closureExample = {
  applicationId: "LS2611200001",
  closure: {
    date: "2029-11-21",
    reason: "repaid",
    reportedAt: "2029-11-21T09:00:00.000Z",
    certificate: null,
    grievance: null,
  },
};
const disputeExample = {
  reference: "LD48213377",
  applicationId: "LS2611200001",
  category: "paymentNotCredited",
  text: "I paid the December EMI on 21 December but the app shows it unpaid.",
  status: "open",
  answer: null,
  openedAt: "2026-12-28T05:00:00.000Z",
  promisedBy: "2027-01-27T05:00:00.000Z",
  answeredAt: null,
};
const disputeId = z
  .string()
  .regex(/^LD\d{8}$/)
  .openapi({ param: { name: "disputeId", in: "path" }, example: "LD48213377" });

export function lenderRoutes(deps: ApiDeps): OpenAPIHono<ApiEnv> {
  const db = deps.database.db;
  const { shares, notify, servicing, beforeWrite } = createLenderShareService(deps);

  /** Runs a write once per Idempotency-Key and answers its first answer. */
  async function write(c: Context, body: unknown, run: (tx: typeof db) => Promise<unknown>) {
    const principal = principalOf(c);
    await beforeWrite();
    const kept = await idempotent(
      db,
      {
        lenderId: principal.lenderId,
        key: c.req.header("idempotency-key")!,
        request: `${c.req.method} ${c.req.path} ${JSON.stringify(body)}`,
      },
      run,
    );
    // A webhook the write queued goes out now rather than at the worker's next poll.
    deps.queue.kick();
    const text = JSON.stringify(kept.body);
    return c.body(text, 200, {
      "content-type": "application/json; charset=utf-8",
      ...(kept.replayed ? { "Idempotent-Replayed": "true" } : {}),
    });
  }
  const envelope = (data: unknown, message = "OK") => ({ status: true, message, data });

  const routes = {
    list: lenderRoute(deps, {
      method: "get",
      path: "/lender/v1/applications",
      operationId: "listSharedApplications",
      summary: "Applications shared with you, paged (keyset cursor), by status and time",
      request: {
        query: z.object({
          status: z.enum(SHARE_STATUSES).optional(),
          updatedSince: z
            .string()
            .datetime({ offset: true })
            .optional()
            .openapi({ example: "2026-11-20T00:00:00Z" }),
          cursor: z.string().uuid().optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
      },
      responses: answer(
        z.object({ items: z.array(shareView), next: z.string().nullable() }),
        "A page; pass `next` as `cursor` for the next one",
        { items: [listedExample], next: null },
      ),
    }),
    read: lenderRoute(deps, {
      method: "get",
      path: "/lender/v1/applications/{applicationId}",
      operationId: "getSharedApplication",
      summary: "One shared application with the applicant's details (each read is shown to the borrower)",
      request: { params: z.object({ applicationId }) },
      responses: answer(shareView, "The application", readExample),
    }),
    decision: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/decision",
      operationId: "decideApplication",
      summary:
        "Approve with final terms, counter-offer (waits for the borrower), or reject with a listed reason",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(
          z
            .discriminatedUnion("decision", [
              z.object({ decision: z.literal("approve"), terms }),
              z.object({ decision: z.literal("counter"), terms }),
              z.object({ decision: z.literal("reject"), reason: z.enum(REJECTION_REASONS) }),
            ])
            .openapi({
              example: {
                decision: "counter",
                terms: { amount: 250_000, ratePercent: 14.25, tenureMonths: 36, processingFeeBase: 2500 },
              },
            }),
        ),
      },
      responses: answer(shareView, "The application after the decision", counteredExample),
    }),
    sanction: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/sanction",
      operationId: "sanctionApplication",
      summary: "Sanction the terms the borrower accepted (the sanction letter is generated from them)",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(z.object({ date: isoDate }).openapi({ example: { date: "2026-11-21" } })),
      },
      responses: answer(shareView, "Sanctioned", sanctionedExample),
    }),
    disbursal: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/disbursal",
      operationId: "reportDisbursal",
      summary: "Report the disbursal: amount (not above the sanction), date and UTR (never repeated)",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(
          z
            .object({
              amount: z.number().int().positive().openapi({ example: 250_000 }),
              date: isoDate,
              utr: z
                .string()
                .regex(/^[A-Z0-9]{12,22}$/)
                .openapi({ example: "HDFCN52026112101" }),
            })
            .openapi({ example: { amount: 250_000, date: "2026-11-21", utr: "HDFCN52026112101" } }),
        ),
      },
      responses: answer(shareView, "Disbursed", disbursedExample),
    }),
    schedule: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/repayment-schedule",
      operationId: "setRepaymentSchedule",
      summary: "The repayment schedule after the disbursal (replaces an earlier one)",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(
          z
            .object({
              instalments: z
                .array(
                  z.object({
                    number: z.number().int().min(1),
                    dueDate: isoDate,
                    emi: z.number().int().min(0),
                    principal: z.number().int().min(0),
                    interest: z.number().int().min(0),
                    balance: z.number().int().min(0),
                  }),
                )
                .min(1)
                .max(360)
                .openapi({ example: instalmentsExample }),
            })
            .openapi({ example: { instalments: instalmentsExample } }),
        ),
      },
      responses: answer(shareView, "Recorded", { ...disbursedExample, schedule: instalmentsExample }),
    }),
    endpoint: lenderRoute(deps, {
      method: "put",
      path: "/lender/v1/webhook-endpoint",
      operationId: "setWebhookEndpoint",
      summary: "Set where your webhooks go; answers the new signing secret once (Standard Webhooks)",
      request: {
        headers: idempotencyHeaders,
        body: json(
          z.object({ url: z.string().url().max(500).openapi({ example: "https://lender.example/hooks" }) }),
        ),
      },
      responses: answer(z.object({ id: z.string(), url: z.string(), secret: z.string() }), "The endpoint", {
        id: "7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6",
        url: "https://lender.example/hooks",
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6rCe0XDcRtk=",
      }),
    }),
    deliveries: lenderRoute(deps, {
      method: "get",
      path: "/lender/v1/webhook-deliveries",
      operationId: "listWebhookDeliveries",
      summary: "Your webhook delivery log, newest first",
      responses: answer(z.object({ items: z.array(z.object({ id: z.string() }).passthrough()) }), "The log", {
        items: [deliveryExample],
      }),
    }),
    replay: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/webhook-deliveries/{deliveryId}/replay",
      operationId: "replayWebhookDelivery",
      summary: "Send one webhook again",
      request: {
        params: z.object({
          deliveryId: z
            .string()
            .uuid()
            .openapi({ param: { name: "deliveryId", in: "path" } }),
        }),
        headers: idempotencyHeaders,
      },
      responses: answer(z.object({ replayed: z.boolean() }), "Queued again", { replayed: true }),
    }),
    documents: lenderRoute(deps, {
      method: "get",
      path: "/lender/v1/applications/{applicationId}/documents",
      summary:
        "Your documents checklist for the application (the product's list, your additions, your requests) and the borrower's documents",
      request: { params: z.object({ applicationId }) },
      responses: answer(
        z.object({
          applicationId: z.string(),
          checklist: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS) }).passthrough()),
          documents: z.array(z.object({ id: z.string() }).passthrough()),
        }),
        "The checklist and the documents' metadata",
      ),
    }),
    document: lenderRoute(deps, {
      method: "get",
      path: "/lender/v1/applications/{applicationId}/documents/{documentId}",
      summary:
        "One document's bytes (its type in Content-Type, its SHA-256 in X-Document-SHA256); each fetch is shown to the borrower",
      request: {
        params: z.object({
          applicationId,
          documentId: z
            .string()
            .uuid()
            .openapi({ param: { name: "documentId", in: "path" } }),
        }),
      },
      responses: {
        200: {
          description: "The file",
          content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...refusals,
      },
    }),
    documentRequest: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/document-requests",
      summary:
        "Ask the borrower for a document, with the reason they will read; answered by documents.updated",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(
          z
            .object({
              kind: z.enum(DOCUMENT_KINDS),
              reason: z.string().trim().min(5).max(300),
            })
            .openapi({
              example: {
                kind: "bankStatement",
                reason: "The statement must cover the last 6 months in full.",
              },
            }),
        ),
      },
      responses: answer(
        z
          .object({ id: z.string(), kind: z.string(), reason: z.string(), requestedAt: z.string() })
          .passthrough(),
        "The request (an open request of the same kind is answered as it is)",
      ),
    }),
    borrowerStep: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/borrower-step",
      operationId: "askBorrowerStep",
      summary:
        "Ask the borrower to complete a video KYC or e-sign at your https link (after acceptance, before disbursal); shown on their dashboard",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(
          z
            .object({
              kind: z.enum(BORROWER_STEP_KINDS),
              url: z
                .string()
                .url()
                .max(500)
                .refine((url) => url.startsWith("https://"), "The link must be https."),
            })
            .openapi({ example: { kind: "videoKyc", url: "https://vkyc.lender.example/s/8f3k2" } }),
        ),
      },
      responses: answer(borrowerStepView, "The step the borrower sees", borrowerStepExample),
    }),
    borrowerStepDone: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/borrower-step/done",
      operationId: "borrowerStepDone",
      summary: "Report the borrower's video KYC or e-sign done: it leaves their dashboard",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(z.object({}).openapi({ example: {} })),
      },
      responses: answer(borrowerStepView, "The step, done", {
        ...borrowerStepExample,
        doneAt: "2026-11-21T11:20:00.000Z",
      }),
    }),
    payment: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/payments",
      operationId: "reportPayment",
      summary:
        "Report an EMI of the posted schedule paid or missed (a later report of the same instalment replaces it)",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(
          z
            .object({
              instalment: z.number().int().min(1).max(360),
              status: z.enum(PAYMENT_STATUSES),
              date: isoDate,
              amount: z.number().int().min(0).max(50_000_000),
              reference: z
                .string()
                .regex(/^[A-Za-z0-9-]{4,40}$/)
                .optional(),
            })
            .openapi({ example: paymentExample }),
        ),
      },
      responses: answer(z.object({ instalment: z.number() }).passthrough(), "Recorded", paymentExample),
    }),
    closure: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/applications/{applicationId}/closure",
      operationId: "reportClosure",
      summary: "Report the loan closed: the date and why (repaid, foreclosed, balance transferred); once",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: json(
          z
            .object({ date: isoDate, reason: z.enum(CLOSURE_REASONS) })
            .openapi({ example: { date: "2029-11-21", reason: "repaid" } }),
        ),
      },
      responses: answer(z.object({ applicationId: z.string() }).passthrough(), "Closed", closureExample),
    }),
    certificate: lenderRoute(deps, {
      method: "put",
      path: "/lender/v1/applications/{applicationId}/no-dues-certificate",
      operationId: "uploadNoDuesCertificate",
      summary:
        "Upload the no-dues certificate of a closed loan: a PDF (checked by its content), at most 10 MB",
      request: {
        params: z.object({ applicationId }),
        headers: idempotencyHeaders,
        body: {
          required: true,
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
      },
      responses: answer(z.object({ applicationId: z.string() }).passthrough(), "Stored", {
        ...closureExample,
        closure: {
          ...closureExample.closure,
          certificate: {
            sha256: "9f2b5c0e1d7a4b3c8e6f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f",
            receivedAt: "2029-11-25T06:00:00.000Z",
          },
        },
      }),
    }),
    disputes: lenderRoute(deps, {
      method: "get",
      path: "/lender/v1/disputes",
      operationId: "listDisputes",
      summary:
        "Borrowers' disputes about your loans, open ones first (each also comes as loan.dispute_opened)",
      responses: answer(
        z.object({ items: z.array(z.object({ reference: z.string() }).passthrough()) }),
        "The disputes",
        {
          items: [disputeExample],
        },
      ),
    }),
    disputeAnswer: lenderRoute(deps, {
      method: "post",
      path: "/lender/v1/disputes/{disputeId}/answer",
      operationId: "answerDispute",
      summary: "Answer a borrower's dispute (once); the borrower reads the answer on My loan",
      request: {
        params: z.object({ disputeId }),
        headers: idempotencyHeaders,
        body: json(
          z.object({ answer: z.string().trim().min(10).max(2000) }).openapi({
            example: { answer: "The EMI was credited on 22 December; the statement now shows it paid." },
          }),
        ),
      },
      responses: answer(z.object({ reference: z.string() }).passthrough(), "Answered", {
        ...disputeExample,
        status: "answered",
        answer: "The EMI was credited on 22 December; the statement now shows it paid.",
        answeredAt: "2026-12-29T05:00:00.000Z",
      }),
    }),
    termsKfs: createRoute({
      method: "get",
      path: "/applications/{reference}/lender-terms/kfs.pdf",
      tags: ["Journey"],
      summary: "The KFS of the lender's final or counter-offered terms on the borrower's application (PDF)",
      request: {
        params: z.object({ reference: applicationId.openapi({ param: { name: "reference", in: "path" } }) }),
        query: documentLanguageQuery,
      },
      responses: {
        200: {
          description: "The KFS",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        401: failureResponse("Not logged in"),
        404: failureResponse("No lender terms on this application"),
      },
    }),
    accept: createRoute({
      method: "post",
      path: "/applications/{reference}/lender-terms/accept",
      tags: ["Journey"],
      summary: "The borrower accepts the lender's final or counter-offered terms (after reading their KFS)",
      request: {
        params: z.object({ reference: applicationId.openapi({ param: { name: "reference", in: "path" } }) }),
      },
      responses: {
        200: {
          description: "Accepted",
          content: {
            "application/json": {
              schema: successSchema(
                z.object({ reference: z.string(), lenderId: z.number(), status: z.string() }),
              ),
            },
          },
        },
        401: failureResponse("Not logged in"),
        409: failureResponse("No terms waiting for acceptance"),
      },
    }),
  };

  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.list, async (c) => {
      const query = c.req.valid("query");
      return ok(
        c,
        await shares.list(db, principalOf(c), {
          status: query.status,
          updatedSince: query.updatedSince ? new Date(query.updatedSince) : undefined,
          after: query.cursor,
          limit: query.limit,
        }),
      );
    })
    .openapi(routes.read, async (c) =>
      ok(c, await shares.read(db, principalOf(c), c.req.valid("param").applicationId)),
    )
    .openapi(routes.decision, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await shares.decide(tx, principalOf(c), reference, body)),
      ) as never;
    })
    .openapi(routes.sanction, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await shares.sanction(tx, principalOf(c), reference, body)),
      ) as never;
    })
    .openapi(routes.disbursal, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await shares.disburse(tx, principalOf(c), reference, body)),
      ) as never;
    })
    .openapi(routes.schedule, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await shares.schedule(tx, principalOf(c), reference, body.instalments)),
      ) as never;
    })
    .openapi(routes.endpoint, async (c) => {
      const body = c.req.valid("json");
      const url = new URL(body.url);
      if (deps.config.NODE_ENV === "production" && url.protocol !== "https:")
        throw new AppError("BAD_REQUEST", "A webhook endpoint must use https.");
      const principal = principalOf(c);
      return write(c, body, async (tx) =>
        envelope(
          await setWebhookEndpoint(tx, {
            lenderId: principal.lenderId,
            url: url.toString(),
            keyHex: deps.config.PAN_ENCRYPTION_KEY,
            now: deps.clock(),
          }),
        ),
      ) as never;
    })
    .openapi(routes.deliveries, async (c) => ok(c, { items: await deliveryLog(db, principalOf(c).lenderId) }))
    .openapi(routes.replay, async (c) => {
      const { deliveryId } = c.req.valid("param");
      const principal = principalOf(c);
      return write(c, { deliveryId }, async (tx) => {
        const replayed = await replayDelivery(tx, deliveryId, deps.clock(), principal.lenderId);
        if (!replayed) throw new AppError("NOT_FOUND", "No such delivery of yours.");
        return envelope({ replayed });
      }) as never;
    })
    .openapi(routes.documents, async (c) =>
      ok(
        c,
        await lenderDocuments(
          db,
          principalOf(c),
          c.req.valid("param").applicationId,
          await deps.data.get("document-checklist.json"),
        ),
      ),
    )
    .openapi(routes.document, async (c) => {
      const { applicationId: reference, documentId } = c.req.valid("param");
      const file = await lenderDocumentFile(db, await documentStorageFor(deps.config), principalOf(c), {
        reference,
        documentId,
        at: deps.clock(),
      });
      return documentResponse(c, file) as never;
    })
    .openapi(routes.documentRequest, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await requestDocument(tx, principalOf(c), { reference, ...body, at: deps.clock() }, notify)),
      ) as never;
    })
    .openapi(routes.borrowerStep, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await askBorrowerStep(tx, principalOf(c), { reference, ...body, at: deps.clock() }, notify)),
      ) as never;
    })
    .openapi(routes.borrowerStepDone, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await borrowerStepDone(tx, principalOf(c), { reference, at: deps.clock() })),
      ) as never;
    })
    .openapi(routes.payment, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await servicing.reportPayment(tx, principalOf(c), reference, body)),
      ) as never;
    })
    .openapi(routes.closure, async (c) => {
      const body = c.req.valid("json");
      const { applicationId: reference } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await servicing.close(tx, principalOf(c), reference, body)),
      ) as never;
    })
    .openapi(routes.certificate, async (c) => {
      const { applicationId: reference } = c.req.valid("param");
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const storage = await documentStorageFor(deps.config);
      // The key is bound to the file's hash: the same file again is a replay, another file a new key.
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      return write(c, { sha256 }, async (tx) =>
        envelope(await servicing.certificate(tx, storage, principalOf(c), reference, bytes)),
      ) as never;
    })
    .openapi(routes.disputes, async (c) => ok(c, await servicing.disputes(db, principalOf(c))))
    .openapi(routes.disputeAnswer, async (c) => {
      const body = c.req.valid("json");
      const { disputeId } = c.req.valid("param");
      return write(c, body, async (tx) =>
        envelope(await servicing.answerDispute(tx, principalOf(c), disputeId, body.answer)),
      ) as never;
    })
    .openapi(personal(routes.termsKfs), async (c) => {
      const { user } = requireCustomer(c);
      const locale = c.req.valid("query").lang ?? localeOf(c);
      const lenders = (await deps.data.get("lenders.json")).lenders;
      const found = await lenderTermsKfsOf(
        db,
        user.id,
        c.req.valid("param").reference,
        lenders,
        deps.clock(),
      );
      if (!found) throw new AppError("NOT_FOUND", NO_TERMS_WAITING[locale]);
      return kfsPdfResponse(c, deps, found, locale) as never;
    })
    .openapi(personal(routes.accept), async (c) => {
      const { user } = requireCustomer(c);
      const { reference } = c.req.valid("param");
      const lenders = (await deps.data.get("lenders.json")).lenders;
      const accepted = await transaction(db, (tx) =>
        acceptLenderTerms(tx, { userId: user.id, reference, lenders, at: deps.clock() }),
      );
      if (!accepted) throw new AppError("CONFLICT", NO_TERMS_WAITING[localeOf(c)]);
      deps.queue.kick();
      return ok(c, accepted);
    });
}
