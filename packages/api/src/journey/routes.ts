import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { type FieldErrors, JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { MESSAGES } from "@loansetu/domain/messages";
import { isValidMobile, mobileDigits } from "@loansetu/domain/mobile";
import { OFFER_SORTS } from "@loansetu/domain/offers";
import type { Context } from "hono";
import type { ApiLocale } from "../auth/messages.ts";
import { currentCustomer, localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { exceeded, record, startOfIndianDay, withKeyLock } from "../auth/rate-limit.ts";
import type { User } from "../auth/session-service.ts";
import { CHATBOT_PRODUCTS_ID, createChatbotService, setChatLeadCookie } from "../chatbot/service.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { CUSTOMER_OPTIONAL, json } from "../lib/openapi.ts";
import { safeJson, safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { referralFromCookieHeader } from "../partners/attribution.ts";
import { answerPartnerConfirmation } from "../partners/customer-confirmation.ts";
import { allKfsPdfResponse, documentLanguageQuery, kfsPdfResponse } from "./kfs-response.ts";
import { journeyMessage } from "./messages.ts";
import { createJourneyService, type SaveResult, UTM_KEYS } from "./service.ts";

// The application journey: start or resume an application, save each step, list every lender's
// offer (sorted by APR, or by EMI or amount), choose one, and read its Key Fact Statement as a PDF. Spec §7
// create-lead (GET application for the dashboard lives in routes/dashboard.ts). Every route needs a
// logged-in customer; another customer's application answers 404, as if it did not exist.

const PRODUCT_SLUGS = JOURNEY_PRODUCTS.map((p) => p.slug) as [string, ...string[]];
const reference = safeText()
  .regex(/^LS\d{6,18}$/, "Not an application reference.")
  .openapi({ param: { name: "reference", in: "path" }, example: "LS261122123456" });
const referenceParams = z.object({ reference });
/** Form fields travel as strings (as a form posts them) or numbers. */
const field = z.union([safeText().max(200), z.number()]).optional();
const fields = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, field])) as Record<K, typeof field>);

const detailsBody = fields([
  "fullName",
  "email",
  "dateOfBirth",
  "pan",
  "pincode",
  "employment",
  "netMonthlyIncome",
  "businessType",
  "businessYears",
  "annualTurnover",
]).openapi("ApplicantDetailsInput", {
  example: {
    fullName: "Asha Verma",
    email: "asha@example.in",
    dateOfBirth: "1994-05-10",
    pan: "ABCDE1234F",
    pincode: "110001",
    employment: "salaried",
    netMonthlyIncome: 60000,
  },
});
const productBody = fields([
  "amount",
  "tenureMonths",
  "variantId",
  "vehicleValue",
  "hasRunningLoan",
  "currentLender",
  "outstanding",
  "emisPaid",
]).openapi("ProductDetailsInput", { example: { amount: 300000, tenureMonths: 36 } });
const consentBody = z
  .object({
    bureauCheck: z.boolean(),
    shareWithLenders: z.boolean(),
    contact: z.boolean(),
    textVersion: safeText().max(32).optional(),
    /** Only read when a partner's link brought the customer: shares their name and status with that partner. */
    shareWithPartner: z.boolean().optional(),
  })
  .openapi("ConsentInput", {
    description:
      "Each consent separately: offers need bureauCheck and shareWithLenders; contact is optional, and so is shareWithPartner (asked only when a partner's link brought the customer).",
  });

const stage = z.object({ name: safeText(), isComplete: z.boolean() }).openapi("LeadStage");
const stateSchema = z
  .looseObject({
    reference: safeText(),
    product: safeText(),
    status: safeText(),
    step: z.enum(["login", "details", "product", "consents", "offers"]),
    stages: z.array(stage),
  })
  .openapi("JourneyState");
const leadSchema = z
  .looseObject({
    id: safeText(),
    loanId: safeText(),
    leadStatus: safeText(),
    stages: z.array(stage),
    createdAt: safeText(),
    updatedAt: safeText(),
  })
  .openapi("Lead");
const offersSchema = z
  .looseObject({
    sort: z.enum(OFFER_SORTS as ["apr", "emi", "amount", "cost"]),
    eligible: z.array(
      z.looseObject({ lenderId: z.number(), apr: z.number(), emi: z.number(), kfsUrl: safeText() }),
    ),
    /** Each with `reasons`: the domain eligibility reasons ({ id, message, params }). */
    ineligible: z.array(z.looseObject({ lenderId: z.number() })),
  })
  .openapi("Offers");

const answer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: successSchema(schema) } },
});
const common = {
  401: failureResponse("Not logged in"),
  404: failureResponse("No such application for this customer"),
};
const TAGS = ["Application journey"];

/** Downloads of every offer's KFS one customer may make in an hour: each renders a dozen documents. */
const ALL_KFS_PER_HOUR = 20;

const routes = {
  start: createRoute({
    method: "post",
    path: "/journey/start",
    tags: TAGS,
    summary: "Start or resume an application for a product",
    description:
      "Resumes the customer's open application for the product (or `reference`), else starts one with status `active` (§4). Takes the §7 journey-start values and UTM parameters.",
    request: {
      body: json(
        z.object({
          product: z.enum(PRODUCT_SLUGS),
          productsId: z.number().int().positive().optional(),
          vendorsId: z.number().int().positive().optional(),
          backBtnSlug: safeText()
            .regex(/^\/(?!\/)[\w\-/]*$/, "backBtnSlug must be a path on this site.")
            .max(100)
            .optional(),
          formSource: safeText().max(32).optional(),
          reference: reference.optional(),
          utm: z
            .object(Object.fromEntries(UTM_KEYS.map((k) => [k, safeText().max(200).optional()])))
            .optional(),
        }),
      ),
    },
    responses: { 200: answer("The application", stateSchema), ...common },
  }),
  state: createRoute({
    method: "get",
    path: "/journey/{reference}",
    tags: TAGS,
    summary: "An application's saved steps and the step to resume at",
    request: { params: referenceParams },
    responses: { 200: answer("The application", stateSchema), ...common },
  }),
  details: createRoute({
    method: "put",
    path: "/journey/{reference}/details",
    tags: TAGS,
    summary: "Save the applicant details step (PAN stored encrypted, shown masked)",
    request: { params: referenceParams, body: json(detailsBody) },
    responses: { 200: answer("Saved", stateSchema), 400: failureResponse("A field is invalid"), ...common },
  }),
  product: createRoute({
    method: "put",
    path: "/journey/{reference}/product",
    tags: TAGS,
    summary: "Save the product details step (amount, tenure, vehicle, current loan)",
    request: { params: referenceParams, body: json(productBody) },
    responses: { 200: answer("Saved", stateSchema), 400: failureResponse("A field is invalid"), ...common },
  }),
  consents: createRoute({
    method: "put",
    path: "/journey/{reference}/consents",
    tags: TAGS,
    summary: "Record the consents, each with its text version and time",
    request: { params: referenceParams, body: json(consentBody) },
    responses: {
      200: answer("Recorded", stateSchema),
      400: failureResponse("A required consent is missing"),
      ...common,
    },
  }),
  offers: createRoute({
    method: "get",
    path: "/journey/{reference}/offers",
    tags: TAGS,
    summary: "Every lender's offer for the application, or why not",
    description:
      "Runs the soft bureau check once (with consent), then matches every lender product. Sorted by APR unless `sort` is `emi`, `amount` or `cost` (total cost: interest plus fees and charges). No lender pays for placement.",
    request: {
      params: referenceParams,
      query: z.object({
        sort: z
          .enum(OFFER_SORTS as ["apr", "emi", "amount"])
          .default("apr")
          .openapi({ param: { name: "sort", in: "query" } }),
      }),
    },
    responses: {
      200: answer("Offers", offersSchema),
      400: failureResponse("An earlier step is missing"),
      503: failureResponse("The credit bureau did not answer"),
      ...common,
    },
  }),
  choose: createRoute({
    method: "post",
    path: "/journey/{reference}/choose",
    tags: TAGS,
    summary: "Choose an offer: the lead gets its voucher and stages",
    request: { params: referenceParams, body: json(z.object({ lenderId: z.number().int().positive() })) },
    responses: {
      200: answer("The lead", leadSchema),
      400: failureResponse("No offer from this lender"),
      409: failureResponse("Already submitted"),
      ...common,
    },
  }),
  partnerConfirmation: createRoute({
    method: "post",
    path: "/journey/{reference}/partner-confirmation",
    tags: TAGS,
    summary: "Answer whether the partner who started this application is helping the customer",
    description:
      "`helping: true` attributes this application (only) to the partner; `false` detaches it from the partner and it stays the customer's. Until answered, the application's steps answer 409.",
    request: { params: referenceParams, body: json(z.object({ helping: z.boolean() })) },
    responses: { 200: answer("Answered", z.object({ helping: z.boolean() })), ...common },
  }),
  createLead: createRoute({
    method: "post",
    path: "/create-lead",
    tags: TAGS,
    summary: "Create a lead (§7 create-lead)",
    // Without a session, a verified OTP's referenceId stands for the mobile.
    security: CUSTOMER_OPTIONAL,
    description:
      "For the logged-in customer; `mobile` must be theirs. Status is `active` at creation (§4). `encryptedFields` is accepted for compatibility; PAN is only ever taken by the journey and encrypted by the server.",
    request: {
      body: json(
        z.object({
          productsId: z.number().int().positive(),
          vendorsId: z.number().int().positive(),
          mobile: safeText().transform(mobileDigits).refine(isValidMobile, MESSAGES["mobile.invalid"]),
          name: safeText().trim().max(120).optional(),
          personalEmail: z.email(MESSAGES["email.invalid"]).optional(),
          encryptedFields: z.union([z.array(safeText()), z.record(safeText(), safeJson())]).optional(),
          utmSource: safeText().max(200).optional(),
          status: z.literal("active").optional(),
          product: z.enum(PRODUCT_SLUGS).optional(),
          /** The chatbot's verified OTP (`/chatbot/verify-otp`), for a visitor who is not logged in. */
          referenceId: z.uuid().optional(),
        }),
      ),
    },
    responses: {
      200: answer("The lead", leadSchema),
      400: failureResponse("Invalid input"),
      401: common[401],
    },
  }),
  kfs: createRoute({
    method: "get",
    path: "/offers/{id}/kfs.pdf",
    tags: TAGS,
    summary: "An offer's Key Fact Statement as a PDF",
    request: {
      params: z.object({
        id: safeText()
          .max(40)
          .openapi({ param: { name: "id", in: "path" }, example: "LS261122123456-1" }),
      }),
      query: documentLanguageQuery,
    },
    responses: {
      200: {
        description: "The KFS",
        content: { "application/pdf": { schema: safeText().openapi({ format: "binary" }) } },
      },
      ...common,
    },
  }),
  allKfs: createRoute({
    method: "get",
    path: "/journey/{reference}/kfs.pdf",
    tags: TAGS,
    summary: "Every offer's Key Fact Statement in one PDF",
    description:
      "A first page comparing the offers, then each offer's KFS from a page of its own, in the order of `sort`. The applicant's own application only; at most " +
      `${ALL_KFS_PER_HOUR} an hour.`,
    request: {
      params: referenceParams,
      query: documentLanguageQuery.extend({
        sort: z
          .enum(OFFER_SORTS as ["apr", "emi", "amount", "cost"])
          .default("apr")
          .openapi({ param: { name: "sort", in: "query" } }),
      }),
    },
    responses: {
      200: {
        description: "The KFS of every offer",
        content: { "application/pdf": { schema: safeText().openapi({ format: "binary" }) } },
      },
      429: failureResponse("Too many downloads this hour"),
      ...common,
    },
  }),
};

/** Leads one account may create a day through create-lead (the chatbot and partner forms use it). */
export const LEADS_PER_CUSTOMER_DAY = 10;

/**
 * Each created lead is work for the back office and data kept: an account gets LEADS_PER_CUSTOMER_DAY a
 * day and an address CREATE_LEADS_PER_IP_HOUR an hour, counted under the account's lock.
 */
async function spendLeadCreation(deps: ApiDeps, userId: string, ip: string, locale: ApiLocale) {
  const at = deps.clock();
  const userKey = `create-lead:user:${userId}`;
  const ipKey = `create-lead:ip:${ip}`;
  await withKeyLock(deps.database.db, userKey, async (tx) => {
    const over =
      (await exceeded(tx, userKey, [{ limit: LEADS_PER_CUSTOMER_DAY, since: startOfIndianDay(at) }])) ??
      (await exceeded(tx, ipKey, [
        { limit: deps.config.CREATE_LEADS_PER_IP_HOUR, since: new Date(at.getTime() - 3_600_000) },
      ]));
    if (over)
      throw new AppError("RATE_LIMITED", journeyMessage("tooManyLeads", locale), {
        headers: { "Retry-After": "3600" },
      });
    await record(tx, userKey, at);
    await record(tx, ipKey, at);
  });
}

/** §7 create-lead product ids to the journey product when the caller names none. */
const PRODUCT_BY_ID: Readonly<Record<number, string>> = {
  1: "new-car-loan",
  2: "used-car-loan",
  3: "balance-transfer",
  7: "two-wheeler-loan",
};

const asForm = (body: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

function validationFailure(errors: FieldErrors): AppError {
  const list = Object.entries(errors).map(([path, error]) => ({ path, message: error.message }));
  return new AppError("VALIDATION_FAILED", list[0]?.message ?? "Invalid request.", { errors: list });
}

function saved(result: SaveResult) {
  if (!result.ok) throw validationFailure(result.errors);
  return result.state;
}

type StepSave = (
  user: User,
  reference: string,
  form: Record<string, string>,
  locale: ApiLocale,
) => Promise<SaveResult>;

/**
 * A step that is a plain form (the applicant's details, the loan they need): the customer's own application,
 * the body as the strings a form posts, checked by the domain's validators in the service; the first
 * field error answers as VALIDATION_FAILED, else the saved state.
 */
async function saveStep(
  c: Context<ApiEnv>,
  save: StepSave,
  reference: string,
  body: Record<string, string | number | boolean | undefined>,
) {
  const { user } = requireCustomer(c);
  const locale = localeOf(c);
  const result = await save(user, reference, asForm(body), locale);
  return ok(c, saved(result), journeyMessage("saved", locale));
}

export function journeyRoutes(deps: ApiDeps) {
  const journeys = createJourneyService(deps);
  const chatbot = createChatbotService(deps, { model: null });
  return new OpenAPIHono<ApiEnv>()
    .openapi(personal(routes.start), async (c) => {
      const { user } = requireCustomer(c);
      const body = c.req.valid("json");
      // A partner's share link left a signed first-touch cookie; the body cannot name a partner.
      const referral = referralFromCookieHeader(deps.config.LINK_SECRET, c.req.header("cookie"));
      return ok(c, await journeys.start(user, { ...body, referral }, localeOf(c)));
    })
    .openapi(personal(routes.state), async (c) => {
      const { user } = requireCustomer(c);
      return ok(c, await journeys.state(user, c.req.valid("param").reference, localeOf(c)));
    })
    .openapi(personal(routes.details), (c) =>
      saveStep(c, journeys.saveDetails, c.req.valid("param").reference, c.req.valid("json")),
    )
    .openapi(personal(routes.product), (c) =>
      saveStep(c, journeys.saveProduct, c.req.valid("param").reference, c.req.valid("json")),
    )
    .openapi(personal(routes.consents), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const body = c.req.valid("json");
      const form = {
        bureauCheck: String(body.bureauCheck),
        shareWithLenders: String(body.shareWithLenders),
        contact: String(body.contact),
        shareWithPartner: String(body.shareWithPartner === true),
        ...(body.textVersion ? { textVersion: body.textVersion } : {}),
      };
      const result = await journeys.saveConsents(user, c.req.valid("param").reference, form, locale);
      return ok(c, saved(result), journeyMessage("saved", locale));
    })
    .openapi(personal(routes.offers), async (c) => {
      const { user } = requireCustomer(c);
      const { sort } = c.req.valid("query");
      const reference = c.req.valid("param").reference;
      return ok(c, await journeys.offers(user, reference, sort, localeOf(c), clientInfo(c)));
    })
    .openapi(personal(routes.choose), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const lead = await journeys.choose(
        user,
        c.req.valid("param").reference,
        c.req.valid("json").lenderId,
        locale,
      );
      return ok(c, lead, journeyMessage("chosen", locale));
    })
    .openapi(personal(routes.partnerConfirmation), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const { helping } = c.req.valid("json");
      const { ip } = clientInfo(c);
      // Only the application's own customer, and only while it waits for the answer; anything else is a 404.
      if (
        !(await answerPartnerConfirmation(deps, user.id, c.req.valid("param").reference, helping, {
          ip,
          requestId: c.get("requestId"),
        }))
      )
        throw new AppError("NOT_FOUND", journeyMessage("notFound", locale));
      return ok(c, { helping }, journeyMessage("partnerAnswered", locale));
    })
    .openapi(routes.createLead, async (c) => {
      const locale = localeOf(c);
      const body = c.req.valid("json");
      // The chatbot's visitor (§4) is not logged in: their verified chatbot OTP stands for the login.
      const user =
        !currentCustomer(c) && body.referenceId
          ? await chatbot.verifiedUser(body.mobile, body.referenceId, locale)
          : requireCustomer(c).user;
      if (body.mobile !== user.mobile)
        throw new AppError("FORBIDDEN", journeyMessage("mobileMismatch", locale));
      await spendLeadCreation(deps, user.id, clientInfo(c).ip, locale);
      const lead = await journeys.createLead(
        user,
        {
          product: body.product ?? PRODUCT_BY_ID[body.productsId] ?? "personal-loan",
          productsId: body.productsId,
          vendorsId: body.vendorsId,
          name: body.name,
          personalEmail: body.personalEmail,
          utmSource: body.utmSource,
        },
        locale,
      );
      // The chatbot (§4) reads the lead from data.data; its cookie lets this browser chat as that lead.
      if (body.productsId === CHATBOT_PRODUCTS_ID) setChatLeadCookie(c, deps.config.SESSION_SECRET, lead.id);
      return ok(c, lead, journeyMessage("leadCreated", locale));
    })
    .openapi(personal(routes.kfs), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const found = await journeys.kfsOffer(user, c.req.valid("param").id, locale);
      return kfsPdfResponse(c, deps, found, c.req.valid("query").lang ?? locale);
    })
    .openapi(personal(routes.allKfs), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const { lang, sort } = c.req.valid("query");
      const key = `kfs-all:${user.id}`;
      const at = deps.clock();
      const window = { limit: ALL_KFS_PER_HOUR, since: new Date(at.getTime() - 3_600_000) };
      if (await exceeded(deps.database.db, key, [window])) {
        throw new AppError("RATE_LIMITED", journeyMessage("tooManyDownloads", lang ?? locale), {
          headers: { "Retry-After": "3600" },
        });
      }
      const found = await journeys.allKfsOffers(user, c.req.valid("param").reference, sort, locale);
      await record(deps.database.db, key, at);
      return allKfsPdfResponse(c, deps, found, lang ?? locale);
    });
}
