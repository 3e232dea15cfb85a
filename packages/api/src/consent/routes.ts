import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { PAYOUT_RECEIPT_STATUS } from "@loansetu/domain/payout";
import type { Context } from "hono";
import { deviceOf } from "../auth/known-device.ts";
import { currentCustomer, localeOf } from "../auth/middleware.ts";
import { documentLanguageQuery, kfsPdfResponse } from "../journey/kfs-response.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json, PUBLIC, type Security } from "../lib/openapi.ts";
import { multilineText, safeJson, safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { payoutMessage } from "../payouts/messages.ts";
import { createPayoutService } from "../payouts/service.ts";
import { hasAnyRole } from "../studio/employee.ts";
import { studioMessage } from "../studio/messages.ts";
import { currentEmployee, studioPrincipal } from "../studio/middleware.ts";
import type { Role } from "../studio/policy.ts";
import { consentMessage } from "./messages.ts";
import { apiKeyMatches, createConsentService } from "./service.ts";

/** Who may move a payout's status through savePayoutStatus. */
const PAYOUT_ROLES: Role[] = ["finance"];

// Lender consent (spec §4, §6, §7 Consent). Calls about one link carry its signed token in
// `x-consent-token`: the single-use token authorises, from a browser or a server. The consent API key
// (`x-api-key`) is for server-to-server clients only and never reaches a browser: when a caller
// sends one it must be right, but it authorises nothing by itself. The back-office calls (decrypt,
// decryptLeadPayout, savePayoutStatus) need a signed single-purpose payout link in `x-link-token`.

const reference = safeText()
  .trim()
  .min(4)
  .max(20)
  .regex(/^[A-Za-z0-9-]+$/, "This reference is not valid.");
const headers = z.object({
  "x-api-key": safeText()
    .max(200)
    .optional()
    .openapi({ description: "A server-to-server client's API key (optional; checked when sent)" }),
  "x-consent-token": safeText()
    .max(2000)
    .optional()
    .openapi({ description: "The consent link's signed token" }),
});
const payoutHeaders = z.object({
  "x-link-token": safeText()
    .max(2000)
    .optional()
    .openapi({ description: "A signed payout link's token: one lead, purpose 'payout'" }),
});
const otpAnswer = z.object({
  status: safeText(),
  token: safeText(),
  message: safeText(),
  mobile: safeText(),
  referenceId: safeText(),
});
const statusData = z.object({
  value: z.object({ status: z.enum(["pending", "approved", "rejected", "expired"]) }),
  referenceId: safeText(),
  mobile: safeText(),
  name: safeText().nullable(),
  otpVerified: z.boolean(),
  terms: z.object({
    lenderName: safeText().nullable(),
    loanAmount: z.number().nullable(),
    roi: z.number().nullable(),
    emi: z.number().nullable(),
    tenure: z.number().nullable(),
    processingFee: z
      .number()
      .nullable()
      .openapi({ description: "One-time processing fee with GST, as in the KFS" }),
    apr: z.number().nullable().openapi({ description: "The APR in percent, as in the KFS" }),
    termsVersion: safeText(),
  }),
});
const refusals = {
  401: failureResponse("A wrong x-api-key, or a link token that is not valid"),
  403: failureResponse("The link belongs to another lead, or the mobile is not verified"),
  409: failureResponse("The consent was already decided"),
  410: failureResponse("The link has expired"),
};
const tags = ["Lender consent"];
// The credentials the document names (app.ts defines them); each handler checks its own.
const PAYOUT_LINK: Security = [{ payoutLink: [] }];
const PAYOUT_LINK_OR_FINANCE: Security = [...PAYOUT_LINK, { studioSession: [] }, { studioApiKey: [] }];
const LINK_OR_CUSTOMER: Security = [{ consentLink: [] }, { customerSession: [] }];

const routes = {
  status: createRoute({
    method: "get",
    path: "/consent",
    tags,
    summary: "A consent link's status (data.value.status) and the lender's terms",
    request: { headers, query: z.object({ id: reference }) },
    responses: {
      200: { description: "Status", content: { "application/json": { schema: successSchema(statusData) } } },
      ...refusals,
    },
  }),
  decide: createRoute({
    method: "put",
    path: "/consent",
    tags,
    summary: "Accept or decline the lender's terms, once",
    request: {
      headers,
      body: json(
        z.object({
          id: reference,
          value: z.object({ status: z.enum(["approved", "rejected"]) }),
          extraInfo: z.object({
            whatsappOptIn: z.boolean(),
            loanInitiatedChecked: z.boolean(),
            ckyc: z.boolean().default(false),
          }),
          isMobile: z.boolean().default(false),
          source: z.enum(["user"]).default("user"),
        }),
      ),
    },
    responses: {
      200: {
        description: "Recorded",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({ value: z.object({ status: z.enum(["approved", "rejected"]) }) }),
            ),
          },
        },
      },
      400: failureResponse("Accept without the loan-initiated box"),
      ...refusals,
    },
  }),
  sendOtp: createRoute({
    method: "get",
    path: "/consent/otp-v2",
    tags,
    summary: "Send the consent OTP to the applicant's mobile",
    request: { headers, query: z.object({ id: reference }) },
    responses: {
      200: { description: "Sent", content: { "application/json": { schema: successSchema(otpAnswer) } } },
      429: failureResponse("Send limit reached"),
      503: failureResponse("The SMS gateway refused the OTP: nothing was sent or counted; try again"),
      ...refusals,
    },
  }),
  verifyOtp: createRoute({
    method: "put",
    path: "/consent/otp-v2",
    tags,
    summary: "Verify the consent OTP",
    request: {
      headers,
      body: json(
        z.object({
          id: reference,
          referenceId: z.uuid({ message: "This OTP request is not valid. Please ask for a new OTP." }),
          value: z.object({ otp: safeText().regex(/^\d{4}$/, "Please enter the 4-digit OTP") }),
        }),
      ),
    },
    responses: {
      200: { description: "Verified", content: { "application/json": { schema: successSchema(otpAnswer) } } },
      400: failureResponse("Incorrect or expired OTP"),
      429: failureResponse("Too many tries"),
      ...refusals,
    },
  }),
  resendOtp: createRoute({
    method: "post",
    path: "/consent/otp-v2/resend",
    tags,
    summary: "Send a fresh consent OTP for the same reference (not before 30 s)",
    request: {
      headers,
      body: json(z.object({ id: reference, referenceId: z.uuid() })),
    },
    responses: {
      200: { description: "Sent", content: { "application/json": { schema: successSchema(otpAnswer) } } },
      429: failureResponse("Too soon or limit reached"),
      503: failureResponse("The SMS gateway refused the OTP: nothing was sent or counted; try again"),
      ...refusals,
    },
  }),
  ckyc: createRoute({
    method: "get",
    path: "/ckyc/status/{id}",
    tags,
    summary: "The applicant's cKYC record after an accepted consent",
    request: {
      headers,
      params: z.object({ id: reference }),
      query: z.object({ origin: safeText().max(32).default("web") }),
    },
    responses: {
      200: {
        description: "Found",
        content: { "application/json": { schema: successSchema(z.object({ ckycId: safeText() })) } },
      },
      404: failureResponse("'No record found!'"),
      ...refusals,
    },
  }),
  sanctionLetter: createRoute({
    method: "get",
    path: "/consent/sanction-letter/{id}",
    tags,
    summary: "The sanction letter of an accepted consent: _file (base64 PDF) and fileName",
    security: LINK_OR_CUSTOMER,
    request: { headers, params: z.object({ id: reference }) },
    responses: {
      200: {
        description: "The document",
        content: {
          "application/json": {
            schema: successSchema(z.object({ _file: safeText(), fileName: safeText() })),
          },
        },
      },
      404: failureResponse("No such lead for this caller"),
      ...refusals,
    },
  }),
  kfs: createRoute({
    method: "get",
    path: "/consent/kfs/{id}",
    tags,
    summary: "The Key Fact Statement (PDF) of the offer a consent link asks the applicant to accept",
    // The link's token comes as the `token` query parameter: the applicant opens the PDF from the link.
    security: PUBLIC,
    request: {
      params: z.object({ id: reference }),
      query: documentLanguageQuery.extend({
        token: safeText().max(2000).openapi({
          description: "The consent link's signed token (a link opened in a new tab sends no header)",
        }),
      }),
    },
    responses: {
      200: { description: "The KFS", content: { "application/pdf": { schema: z.string() } } },
      404: failureResponse("No offer to state for this link"),
      ...refusals,
    },
  }),
  decrypt: createRoute({
    method: "post",
    path: "/decrypt",
    tags,
    summary: "Decrypt an encrypted link payload",
    security: PAYOUT_LINK,
    request: {
      headers: payoutHeaders,
      body: json(z.object({ data: z.object({ key: safeText().min(1).max(4000) }) })),
    },
    responses: {
      200: {
        description: "The payload",
        content: { "application/json": { schema: successSchema(z.record(safeText(), safeJson())) } },
      },
      400: failureResponse("Could not be read"),
      401: failureResponse("No valid payout link"),
    },
  }),
  decryptLeadPayout: createRoute({
    method: "post",
    path: "/decryptLeadPayout",
    tags,
    summary: "The lead named by an encrypted payout key, with its latest payout status",
    security: PAYOUT_LINK,
    request: {
      headers: payoutHeaders,
      body: json(z.object({ payoutStatusKey: safeText().min(1).max(4000) })),
    },
    responses: {
      200: {
        description: "The lead",
        content: { "application/json": { schema: successSchema(z.record(safeText(), safeJson())) } },
      },
      400: failureResponse("Could not be read"),
      401: failureResponse("No valid payout link"),
      404: failureResponse("No such lead for this link"),
      410: failureResponse("The payout status key has expired"),
    },
  }),
  savePayoutStatus: createRoute({
    method: "post",
    path: "/savePayoutStatus",
    security: PAYOUT_LINK_OR_FINANCE,
    tags,
    summary:
      "Record a lead's payout status: a finance employee (session or API key) moves it (Pending, Approved, Paid, On hold, Rejected) with remarks and optionally the paid amount (Paid also needs the transfer's utr and paidOn date, decision 0049); a payout status link's holder confirms receipt (status Received)",
    request: {
      headers: payoutHeaders,
      body: json(
        z.object({
          leadsId: reference,
          status: safeText().trim().min(1).max(32),
          remarks: multilineText().trim().min(1).max(1000),
          payout: z.number().int().min(0).max(100_000_000).optional(),
          utr: safeText().max(40).optional(),
          paidOn: z.iso.date().optional(),
        }),
      ),
    },
    responses: {
      200: {
        description: "Saved",
        content: {
          "application/json": {
            schema: successSchema(z.object({ leadsId: safeText(), status: safeText() })),
          },
        },
      },
      401: failureResponse("No valid payout link and no finance session"),
      403: failureResponse("Not finance, or a link holder saving anything but Received"),
      404: failureResponse("No such lead for this link, or no payout"),
      409: failureResponse("A move the payout's status does not allow, or a paid amount above the net"),
      410: failureResponse("The payout status link has expired"),
    },
  }),
};

export function consentRoutes(deps: ApiDeps) {
  const service = createConsentService(deps);
  const client = (c: Context<ApiEnv>) => ({
    ip: clientInfo(c).ip,
    requestId: c.get("requestId"),
    locale: localeOf(c),
    device: deviceOf(c, deps.config),
  });
  // A server-to-server client names itself with the key; a wrong key is refused, a missing one is a browser.
  const checkClientKey = (c: Context<ApiEnv>) => {
    const given = c.req.header("x-api-key");
    if (given !== undefined && !apiKeyMatches(deps.config.CONSENT_API_KEY, given)) {
      throw new AppError("UNAUTHORIZED", consentMessage("apiKey", localeOf(c)));
    }
  };
  const requireToken = (c: Context<ApiEnv>) => {
    checkClientKey(c);
    const token = c.req.header("x-consent-token");
    if (!token) throw new AppError("UNAUTHORIZED", consentMessage("linkInvalid", localeOf(c)));
    return token;
  };

  // The back-office calls: a signed payout link for one lead, or (savePayoutStatus) a finance employee's
  // session or finance API key. A link's holder may only confirm receipt.
  const payoutScope = (c: Context<ApiEnv>) => service.payoutScope(c.req.header("x-link-token"), localeOf(c));
  const payoutService = createPayoutService(deps);

  const app = new OpenAPIHono<ApiEnv>();
  // Link tokens and keys must not be cached by any proxy. The paths are named: this router is mounted at
  // the API's root, where a "*" middleware would also rewrite every other router's caching headers.
  const noStore = async (c: Context<ApiEnv>, next: () => Promise<void>) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  };
  for (const path of [
    "/consent",
    "/consent/*",
    "/ckyc/*",
    "/decrypt",
    "/decryptLeadPayout",
    "/savePayoutStatus",
  ])
    app.use(path, noStore);
  // A finance employee's session cookie or API key (read, never required, here; checked in the handler).
  app.use("/savePayoutStatus", studioPrincipal(deps));
  return app
    .openapi(routes.status, async (c) => {
      const token = requireToken(c);
      return ok(c, await service.status(token, c.req.valid("query").id, localeOf(c)));
    })
    .openapi(routes.decide, async (c) => {
      const token = requireToken(c);
      const body = c.req.valid("json");
      const result = await service.decide(
        token,
        body.id,
        {
          status: body.value.status,
          whatsappOptIn: body.extraInfo.whatsappOptIn,
          loanInitiatedChecked: body.extraInfo.loanInitiatedChecked,
          ckyc: body.extraInfo.ckyc,
          isMobile: body.isMobile,
          source: body.source,
        },
        client(c),
      );
      return ok(c, { value: result.value }, result.message);
    })
    .openapi(routes.sendOtp, async (c) => {
      const token = requireToken(c);
      const answer = await service.sendOtp(token, c.req.valid("query").id, client(c));
      return ok(c, answer, answer.message);
    })
    .openapi(routes.verifyOtp, async (c) => {
      const token = requireToken(c);
      const body = c.req.valid("json");
      const answer = await service.verifyOtp(token, body.id, body.referenceId, body.value.otp, client(c));
      return ok(c, answer, answer.message);
    })
    .openapi(routes.resendOtp, async (c) => {
      const token = requireToken(c);
      const body = c.req.valid("json");
      const answer = await service.resendOtp(token, body.id, body.referenceId, client(c));
      return ok(c, answer, answer.message);
    })
    .openapi(routes.ckyc, async (c) => {
      const token = requireToken(c);
      const found = await service.ckycStatus(
        token,
        c.req.valid("param").id,
        c.req.valid("query").origin,
        client(c),
      );
      return ok(c, found, consentMessage("ckycFound", localeOf(c)));
    })
    .openapi(routes.sanctionLetter, async (c) => {
      checkClientKey(c);
      const token = c.req.header("x-consent-token");
      const customer = currentCustomer(c);
      if (!token && !customer) throw new AppError("UNAUTHORIZED", consentMessage("linkInvalid", localeOf(c)));
      const letter = await service.sanctionLetter(
        c.req.valid("param").id,
        token ? { token } : { userId: customer?.user.id },
        localeOf(c),
      );
      return ok(c, letter);
    })
    .openapi(routes.kfs, async (c) => {
      const { token, lang } = c.req.valid("query");
      const locale = lang ?? localeOf(c);
      const found = await service.kfs(token, c.req.valid("param").id, locale);
      return kfsPdfResponse(c, deps, found, locale);
    })
    .openapi(routes.decrypt, async (c) => {
      const scope = await payoutScope(c);
      return ok(c, service.decrypt(c.req.valid("json").data.key, scope, localeOf(c)));
    })
    .openapi(routes.decryptLeadPayout, async (c) => {
      const scope = await payoutScope(c);
      return ok(c, await service.decryptLeadPayout(c.req.valid("json").payoutStatusKey, scope, localeOf(c)));
    })
    .openapi(routes.savePayoutStatus, async (c) => {
      const body = c.req.valid("json");
      const locale = localeOf(c);
      const employee = currentEmployee(c);
      if (employee && !c.req.header("x-link-token")) {
        if (!hasAnyRole(employee, PAYOUT_ROLES))
          throw new AppError("FORBIDDEN", studioMessage("forbidden", locale));
        const saved = await payoutService.changeStatus(
          body.leadsId,
          {
            status: body.status,
            remarks: body.remarks,
            paidRupees: body.payout,
            utr: body.utr,
            paidOn: body.paidOn,
          },
          { employee, ip: clientInfo(c).ip, requestId: c.get("requestId"), locale },
        );
        return ok(c, { leadsId: body.leadsId, status: saved.status }, consentMessage("payoutSaved", locale));
      }
      const scope = await payoutScope(c);
      if (body.leadsId !== scope) throw new AppError("NOT_FOUND", consentMessage("leadNotFound", locale));
      if (
        body.status.trim().toLowerCase() !== PAYOUT_RECEIPT_STATUS.toLowerCase() ||
        body.payout !== undefined
      ) {
        throw new AppError("FORBIDDEN", payoutMessage("receiptOnly", locale));
      }
      await payoutService.confirmReceipt(body.leadsId, body.remarks, client(c));
      return ok(
        c,
        { leadsId: body.leadsId, status: PAYOUT_RECEIPT_STATUS },
        payoutMessage("receiptSaved", locale),
      );
    });
}
