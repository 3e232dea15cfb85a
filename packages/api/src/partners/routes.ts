import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { partners } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { getCookie, setCookie } from "hono/cookie";
import { localeOf } from "../auth/middleware.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json, PARTNER } from "../lib/openapi.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { bankDetailsFields, partnerBankDetails, savePartnerBankDetails } from "./bank-details.ts";
import { mobileField, otpCode, otpReference, signUpFields } from "./fields.ts";
import { partnerMessage } from "./messages.ts";
import { partnerOf, requirePartner } from "./middleware.ts";
import { partnerLeads } from "./partner-leads.ts";
import { PARTNER_COOKIE, PARTNER_COOKIE_PATHS, PARTNER_POLICY } from "./policy.ts";
import { registerPartner, sendPartnerOtp, verifyPartnerOtp } from "./registration.ts";
import { endPartnerSession, lookupPartnerSession, startPartnerSession } from "./sessions.ts";
import { startApplicationForCustomer, startForCustomerFields } from "./start-for-customer.ts";

// The partner API: sign-up (`/api/partners/*`, anyone) and the signed-in partner's calls
// (`/api/partner/*`, the `ls_partner` cookie only: a customer or employee session never counts). A partner
// reads only the leads attributed to them, masked, with no PAN, score or offer (partner-leads.ts).

const done = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema: successSchema(schema) } } },
  400: failureResponse("Invalid input, or an incorrect or expired OTP"),
  401: failureResponse("Not signed in as an approved partner"),
  409: failureResponse("Already registered, or the customer is another partner's"),
  429: failureResponse("A limit was reached"),
});

const otpBody = z.object({ mobile: mobileField });
const signUpBody = signUpFields.extend({ referenceId: otpReference, otp: otpCode });
const signInBody = z.object({ mobile: mobileField, referenceId: otpReference, otp: otpCode });
const lead = z.object({
  reference: z.string(),
  product: z.string(),
  waiting: z.boolean(),
  stage: z.string().nullable(),
  status: z.string().nullable(),
  customerName: z.string(),
  customerMobile: z.string(),
  source: z.enum(["link", "partner_started"]),
  createdAt: z.string(),
  disbursedAt: z.string().nullable(),
});

const bankView = z.object({
  accountMasked: z.string(),
  ifsc: z.string(),
  holderName: z.string(),
  updatedAt: z.string(),
});

const routes = {
  otp: createRoute({
    method: "post",
    path: "/partners/otp",
    tags: ["Partners"],
    summary: "Send an OTP to a partner's mobile (sign-up and log-in; the customers' OTP limits)",
    request: { body: json(otpBody) },
    responses: done(z.object({ id: z.uuid() }), "Sent"),
  }),
  signUp: createRoute({
    method: "post",
    path: "/partners/sign-up",
    tags: ["Partners"],
    summary: "Sign up as a channel partner (waits for approval by operations)",
    request: { body: json(signUpBody) },
    responses: done(z.object({ status: z.literal("pending") }), "Registered, pending approval"),
  }),
  signIn: createRoute({
    method: "post",
    path: "/partner/sign-in",
    tags: ["Partners"],
    summary: "Log in an approved partner with the mobile OTP; sets the ls_partner cookie",
    request: { body: json(signInBody) },
    responses: done(z.object({ code: z.string() }), "Signed in"),
  }),
  signOut: createRoute({
    method: "post",
    path: "/partner/sign-out",
    tags: ["Partners"],
    security: PARTNER,
    summary: "End the partner session",
    responses: done(z.object({}), "Signed out"),
  }),
  leads: createRoute({
    method: "get",
    path: "/partner/leads",
    tags: ["Partners"],
    security: PARTNER,
    summary:
      "The signed-in partner's attributed leads: stage and status, customer masked, no PAN/score/offer",
    responses: done(z.object({ items: z.array(lead) }), "Leads, newest first (at most 200)"),
  }),
  start: createRoute({
    method: "post",
    path: "/partner/applications",
    tags: ["Partners"],
    security: PARTNER,
    summary: "Start an application for a customer; the customer gets an SMS link to continue and consent",
    request: { body: json(startForCustomerFields) },
    responses: done(z.object({ reference: z.string() }), "Started"),
  }),
  bank: createRoute({
    method: "get",
    path: "/partner/bank-details",
    tags: ["Partners"],
    security: PARTNER,
    summary: "The signed-in partner's payout bank account, the account number masked (null when none)",
    responses: done(bankView.nullable(), "The account"),
  }),
  saveBank: createRoute({
    method: "put",
    path: "/partner/bank-details",
    tags: ["Partners"],
    security: PARTNER,
    summary:
      "Save the signed-in partner's payout bank account (account number typed twice, IFSC, holder's name); audited, 5 changes a day",
    request: { body: json(bankDetailsFields) },
    responses: done(bankView, "Saved; the account number comes back masked"),
  }),
};

export function partnerRoutes(deps: ApiDeps) {
  const app = new OpenAPIHono<ApiEnv>();
  app.use("/partner/leads", requirePartner(deps));
  app.use("/partner/applications", requirePartner(deps));
  app.use("/partner/bank-details", requirePartner(deps));
  return app
    .openapi(routes.otp, async (c) => {
      const { mobile } = c.req.valid("json");
      return ok(c, await sendPartnerOtp(deps, mobile, clientInfo(c).ip, localeOf(c)));
    })
    .openapi(routes.signUp, async (c) => {
      const body = c.req.valid("json");
      const { ip } = clientInfo(c);
      const locale = localeOf(c);
      await verifyPartnerOtp(
        deps,
        { referenceId: body.referenceId, code: body.otp, mobile: body.mobile },
        ip,
        locale,
      );
      await registerPartner(deps, body, body, { ip, requestId: c.get("requestId") }, locale);
      return ok(c, { status: "pending" as const });
    })
    .openapi(routes.signIn, async (c) => {
      const body = c.req.valid("json");
      const client = clientInfo(c);
      const locale = localeOf(c);
      await verifyPartnerOtp(
        deps,
        { referenceId: body.referenceId, code: body.otp, mobile: body.mobile },
        client.ip,
        locale,
      );
      const db = deps.database.db;
      const [partner] = await db
        .select({ id: partners.id, code: partners.code })
        .from(partners)
        .where(and(eq(partners.mobile, body.mobile), eq(partners.status, "approved")));
      if (!partner) throw new AppError("UNAUTHORIZED", partnerMessage("notApproved", locale));
      const { token } = await startPartnerSession(db, partner.id, client, deps.clock());
      const secure = new URL(deps.config.PUBLIC_URL ?? c.req.url).protocol === "https:";
      for (const path of PARTNER_COOKIE_PATHS)
        setCookie(c, PARTNER_COOKIE, token, {
          httpOnly: true,
          sameSite: "Lax",
          secure,
          path,
          maxAge: PARTNER_POLICY.absoluteSeconds,
        });
      return ok(c, { code: partner.code });
    })
    .openapi(routes.signOut, async (c) => {
      const token = getCookie(c, PARTNER_COOKIE);
      const partner = token ? await lookupPartnerSession(deps.database.db, token, deps.clock()) : undefined;
      if (partner) await endPartnerSession(deps.database.db, partner.sessionId, deps.clock());
      for (const path of PARTNER_COOKIE_PATHS) setCookie(c, PARTNER_COOKIE, "", { path, maxAge: 0 });
      return ok(c, {});
    })
    .openapi(routes.leads, async (c) => {
      c.header("Cache-Control", "private, no-store");
      return ok(c, { items: await partnerLeads(deps.database.db, partnerOf(c).id) });
    })
    .openapi(routes.start, async (c) => {
      const partner = partnerOf(c);
      const { ip } = clientInfo(c);
      const started = await startApplicationForCustomer(
        deps,
        partner,
        c.req.valid("json"),
        { ip, requestId: c.get("requestId"), origin: new URL(c.req.url).origin },
        localeOf(c),
      );
      return ok(c, started, partnerMessage("applicationStarted", localeOf(c)));
    })
    .openapi(routes.bank, async (c) => {
      c.header("Cache-Control", "private, no-store");
      return ok(c, await partnerBankDetails(deps.database.db, partnerOf(c).id));
    })
    .openapi(routes.saveBank, async (c) => {
      const locale = localeOf(c);
      c.header("Cache-Control", "private, no-store");
      const saved = await savePartnerBankDetails(deps, partnerOf(c).id, c.req.valid("json"), {
        ip: clientInfo(c).ip,
        requestId: c.get("requestId"),
        locale,
      });
      return ok(c, saved, partnerMessage("bankSaved", locale));
    });
}
