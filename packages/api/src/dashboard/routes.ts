import { createHmac } from "node:crypto";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { exceeded, record } from "../auth/rate-limit.ts";
import { productName, renderSanctionPdf, sanctionFileName } from "../documents/sanction-letter-pdf.ts";
import { kfsFileName, renderKfsPdf } from "../journey/kfs-pdf.ts";
import { createJourneyService } from "../journey/service.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { dashboardMessage } from "./messages.ts";
import { createDashboardService, findAsset } from "./service.ts";

// The customer dashboard (spec §7 Dashboard and account): the leads with their stages, one lead's
// vouchers and vehicle, its credit score, the sanction letter and documents, and the opt-out (§4). Every
// route needs the logged-in customer; another customer's lead answers 404 and tells nothing about it.

const leadId = safeText().regex(/^LS\d{6,18}$/, "Not an application reference.");
const TAGS = ["Dashboard"];
const answer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: successSchema(schema) } },
});
const common = {
  401: failureResponse("Not logged in, or 'Session Token has expired'"),
  404: failureResponse("No such application for this customer"),
};
const stage = z.object({ name: safeText(), isComplete: z.boolean() });
const lead = z
  .looseObject({
    id: safeText(),
    loanId: safeText(),
    leadStatus: safeText(),
    stages: z.array(stage),
    systemId: z.number(),
    isScoreExpire: z.boolean(),
    isconsentCreated: z.boolean(),
    consentOptedout: z.boolean(),
    canOptOut: z.boolean(),
    creditScore: z.looseObject({ score: z.number().nullable() }).nullable(),
  })
  .openapi("DashboardLead");
const fileAnswer = z.object({ status: z.boolean(), _file: safeText(), fileName: safeText() });
/** The §7 autoLogin flag travels as a header, a query value or a body field: "true"/"false" or a boolean. */
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

const routes = {
  application: createRoute({
    method: "get",
    path: "/application",
    tags: TAGS,
    summary: "The customer's leads with stages and nested creditScore (dashboard)",
    request: {
      query: z.object({
        product: safeText()
          .max(32)
          .optional()
          .openapi({ param: { name: "product", in: "query" }, example: "usedCar" }),
      }),
    },
    responses: { 200: answer("Leads, newest first", z.array(lead)), 401: common[401] },
  }),
  detail: createRoute({
    method: "get",
    path: "/application/{id}",
    tags: TAGS,
    summary: "One lead with its vouchers (§9 figures) and vehicle",
    request: {
      params: z.object({
        id: leadId.openapi({ param: { name: "id", in: "path" }, example: "LS2610000004" }),
      }),
      query: z.object({
        systemId: z.coerce.number().int().min(1).max(9).default(2),
        product: safeText().max(32).optional(),
        systems: safeText().max(200).optional(),
      }),
    },
    responses: {
      200: answer("The lead", z.looseObject({ lead, vouchers: z.array(z.looseObject({})) })),
      ...common,
    },
  }),
  creditScore: createRoute({
    method: "get",
    path: "/credit-score",
    tags: TAGS,
    summary: "A lead's credit score, its bands, factors and history",
    request: { query: z.object({ leadId }) },
    responses: {
      200: answer("The score", z.looseObject({ success: z.boolean(), creditScore: z.number().nullable() })),
      ...common,
    },
  }),
  basicToken: createRoute({
    method: "get",
    path: "/basic-token",
    tags: TAGS,
    summary: "A short-lived token the lead cards pass on when resuming a journey (§6)",
    responses: {
      200: answer("The token", z.object({ basicToken: safeText(), expiresAt: safeText() })),
      401: common[401],
    },
  }),
  asset: createRoute({
    method: "get",
    path: "/asset",
    tags: TAGS,
    summary: "A vehicle model from the catalogue (§3 vehicle asset)",
    request: {
      query: z.object({
        modelId: z.coerce.number().int().positive(),
        carType: z.enum(["used", "new"]).default("used"),
      }),
    },
    responses: { 200: answer("The asset", z.looseObject({ model_id: z.number() })), ...common },
  }),
  carModel: createRoute({
    method: "get",
    path: "/car-model",
    tags: TAGS,
    summary: "A car model's detail with its modelImage",
    request: { query: z.object({ model_id: z.coerce.number().int().positive() }) },
    responses: { 200: answer("The model", z.looseObject({ modelImage: safeText() })), ...common },
  }),
  sanction: createRoute({
    method: "get",
    path: "/sanction/download/{id}",
    tags: TAGS,
    summary: "The sanction letter PDF of a sanctioned lead (base64 in `_file`)",
    request: { params: z.object({ id: leadId.openapi({ param: { name: "id", in: "path" } }) }) },
    responses: {
      200: { description: "The letter", content: { "application/json": { schema: fileAnswer } } },
      ...common,
    },
  }),
  document: createRoute({
    method: "post",
    path: "/document/download",
    tags: TAGS,
    summary: "A lead's document (sanction letter or KFS) as base64",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({
              leadsId: leadId,
              docId: z.union([safeText().max(40), z.number()]).optional(),
              docType: z.enum(["sanction", "kfs"]),
            }),
          },
        },
      },
    },
    responses: {
      200: { description: "The document", content: { "application/json": { schema: fileAnswer } } },
      ...common,
    },
  }),
  optOut: createRoute({
    method: "post",
    path: "/update-optout",
    tags: TAGS,
    summary: "Withdraw consent for leads (§4 opt-out)",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({
              referenceIds: z.array(leadId).min(1).max(50),
              autoLogin: flag.optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: answer("Opted out", z.object({ optedOut: z.array(safeText()), optedOutAt: safeText() })),
      409: failureResponse("'Error in opting out!': opt-out is not offered for a lead"),
      429: failureResponse("Too many opt-out requests"),
      ...common,
    },
  }),
};

/** §7 product filter: a data key (usedCar) or a journey slug (used-car-loan). */
function productFilter(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return JOURNEY_PRODUCTS.find((p) => p.key === value || p.slug === value)?.slug ?? value;
}

const OPT_OUT_LIMIT = 20;
const BASIC_TOKEN_SECONDS = 15 * 60;
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

export function dashboardRoutes(deps: ApiDeps) {
  const journeys = createJourneyService(deps);
  const dashboard = createDashboardService(deps, journeys);

  async function sanctionLetter(
    user: Parameters<typeof dashboard.sanctioned>[0],
    id: string,
    locale: "en" | "hi",
  ) {
    const { card, voucher, lender, product } = await dashboard.sanctioned(user, id, locale);
    const bytes = await renderSanctionPdf({
      reference: card.id,
      applicantName: card.name,
      productName: productName(product?.slug ?? card.product, locale),
      voucher,
      lender,
      site: await deps.data.get("site.json"),
      brandName: deps.config.BRAND_NAME,
      sanctionedAt: new Date(card.updatedAt),
      locale,
    });
    return { status: true, _file: base64(bytes), fileName: sanctionFileName(card.id) };
  }

  return new OpenAPIHono<ApiEnv>()
    .openapi(personal(routes.application), async (c) => {
      const { user } = requireCustomer(c);
      return ok(c, await dashboard.leads(user, productFilter(c.req.valid("query").product)));
    })
    .openapi(personal(routes.detail), async (c) => {
      const { user } = requireCustomer(c);
      return ok(c, await dashboard.detail(user, c.req.valid("param").id, localeOf(c)));
    })
    .openapi(personal(routes.creditScore), async (c) => {
      const { user } = requireCustomer(c);
      const detail = await dashboard.creditScore(user, c.req.valid("query").leadId, localeOf(c));
      return ok(c, { success: true, ...detail });
    })
    .openapi(personal(routes.basicToken), async (c) => {
      const { user } = requireCustomer(c);
      const expiresAt = new Date(deps.clock().getTime() + BASIC_TOKEN_SECONDS * 1000);
      const payload = Buffer.from(
        JSON.stringify({ sub: user.id, exp: Math.floor(expiresAt.getTime() / 1000) }),
      ).toString("base64url");
      const signature = createHmac("sha256", deps.config.LINK_SECRET)
        .update(`basic.${payload}`)
        .digest("base64url");
      return ok(c, { basicToken: `${payload}.${signature}`, expiresAt: expiresAt.toISOString() });
    })
    .openapi(personal(routes.asset), async (c) => {
      requireCustomer(c);
      const asset = findAsset(await deps.data.get("car-catalogue.json"), {
        modelId: c.req.valid("query").modelId,
      });
      if (!asset) throw new AppError("NOT_FOUND", dashboardMessage("noAsset", localeOf(c)));
      return ok(c, asset);
    })
    .openapi(personal(routes.carModel), async (c) => {
      requireCustomer(c);
      const asset = findAsset(await deps.data.get("car-catalogue.json"), {
        modelId: c.req.valid("query").model_id,
      });
      if (!asset) throw new AppError("NOT_FOUND", dashboardMessage("noAsset", localeOf(c)));
      return ok(c, { model_id: asset.model_id, modelImage: asset.modelImage });
    })
    .openapi(personal(routes.sanction), async (c) => {
      const { user } = requireCustomer(c);
      c.header("Cache-Control", "private, no-store");
      return c.json(await sanctionLetter(user, c.req.valid("param").id, localeOf(c)), 200);
    })
    .openapi(personal(routes.document), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const body = c.req.valid("json");
      c.header("Cache-Control", "private, no-store");
      if (body.docType === "sanction") return c.json(await sanctionLetter(user, body.leadsId, locale), 200);
      const card = await dashboard.lead(user, body.leadsId, locale);
      if (!card.voucher) throw new AppError("NOT_FOUND", dashboardMessage("noDocument", locale));
      const found = await journeys.kfsOffer(user, `${card.id}-${card.voucher.lenderId}`, locale);
      const [site, lendersFile] = await Promise.all([
        deps.data.get("site.json"),
        deps.data.get("lenders.json"),
      ]);
      const bytes = await renderKfsPdf({
        ...found,
        productName: productName(card.product, locale),
        site,
        brandName: deps.config.BRAND_NAME,
        dataAsOf: lendersFile.asOf,
        locale,
      });
      return c.json(
        { status: true, _file: base64(bytes), fileName: kfsFileName(card.id, found.lender) },
        200,
      );
    })
    .openapi(personal(routes.optOut), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const body = c.req.valid("json");
      const key = `optout:user:${user.id}`;
      const at = deps.clock();
      if (
        await exceeded(deps.database.db, key, [
          { limit: OPT_OUT_LIMIT, since: new Date(at.getTime() - 3_600_000) },
        ])
      )
        throw new AppError("RATE_LIMITED", dashboardMessage("optOutFailed", locale));
      await record(deps.database.db, key, at);
      const autoLogin = body.autoLogin ?? c.req.header("autologin") === "true";
      const result = await dashboard.optOut(user, body.referenceIds, autoLogin, locale, {
        ip: clientInfo(c).ip,
        requestId: c.get("requestId"),
      });
      return ok(c, result, dashboardMessage("optedOut", locale));
    });
}
