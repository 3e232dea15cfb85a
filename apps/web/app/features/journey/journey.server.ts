import {
  createJourneyService,
  type JourneyService,
  type OffersView,
  type StartInput,
  UTM_KEYS,
} from "@loansetu/api/journey/service";
import { vehicleGroups, vehiclesFor } from "@loansetu/api/journey/vehicles";
import type { AppError } from "@loansetu/api/lib/errors";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "@loansetu/api/lib/safe-text";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { humanIssueMessage } from "@loansetu/api/lib/validation-messages";
import { referralFromCookieHeader } from "@loansetu/api/partners/attribution";
import {
  answerPartnerConfirmation,
  pendingPartnerConfirmation,
} from "@loansetu/api/partners/customer-confirmation";
import {
  canOpenStep,
  type FieldErrors,
  JOURNEY_STEPS,
  type JourneyProduct,
  type JourneyStep,
  journeyProduct,
  kolkataDate,
  loanPrefill,
} from "@loansetu/domain/application";
import { isValidMobile, mobileDigits } from "@loansetu/domain/mobile";
import { OFFER_SORTS, type OfferSort } from "@loansetu/domain/offers";
import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { isLocale, type Locale } from "../../i18n/locale.ts";
import { type AddressArgs, pageAddress } from "../routing/page-address.ts";
import type { ProductInfo, StepFeedback } from "./step-forms.tsx";

const services = new WeakMap<ApiDeps, JourneyService>();

/** The journey service of this server (the API's own, so pages and API share every rule). */
export function journeyService(deps: ApiDeps): JourneyService {
  let service = services.get(deps);
  if (!service) {
    service = createJourneyService(deps);
    services.set(deps, service);
  }
  return service;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** A back slug is a path on this site: "/emi-calculator", never "//other.site" or "https://…". */
export function safeSlug(value: string | null): string | undefined {
  return value && /^\/(?!\/)[\w\-/]{0,99}$/.test(value) ? value : undefined;
}

/** §7 journey start values and UTM parameters from the address. */
export function startInput(product: JourneyProduct, search: URLSearchParams): StartInput {
  const utm: StartInput["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = search.get(key);
    if (value) utm[key] = value.slice(0, 200);
  }
  const reference = search.get("reference");
  return {
    product: product.slug,
    productsId: positive(search.get("productsId")),
    vendorsId: positive(search.get("vendorsId")),
    backBtnSlug: safeSlug(search.get("backBtnSlug")),
    formSource: search.get("formSource")?.slice(0, 32) || undefined,
    utm,
    reference: reference && /^LS\d{6,18}$/.test(reference) ? reference : undefined,
  };
}

/** The vehicle choices of a product, grouped by brand and model, with their catalogue prices. */
export async function vehicleChoices(deps: ApiDeps, product: JourneyProduct) {
  if (product.vehicle === null) return [];
  const options = vehiclesFor(await deps.data.get("car-catalogue.json"), product);
  return vehicleGroups(options).map((group) => ({
    label: group.label,
    options: group.options.map((o) => ({ value: o.variantId, label: o.variant, price: o.exShowroomPrice })),
  }));
}

/** Field errors as the page shows them: message id and parameters, translated in the browser's language. */
export function errorIds(errors: FieldErrors) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, { id: error.id, params: error.params ?? {} }]),
  );
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && "code" in error && "status" in error;
}

// ---------------------------------------------------------------------------------------------
// The /apply/{product} page's loader and action (the route module only re-exports them, so none of
// this, nor the field rules it runs, reaches the browser).
// ---------------------------------------------------------------------------------------------

type PageArgs = AddressArgs & {
  request: Request;
  context: Readonly<RouterContextProvider>;
};

// The blog form's mobile (§7 mobileNumber) travels to the journey's login in a short-lived HttpOnly
// cookie, never in the address, where it would land in history, logs and referrers.
const PREFILL_COOKIE = "ls_prefill_mobile";
const PREFILL_SECONDS = 600;

function prefillCookie(mobile: string, url: URL, maxAge = PREFILL_SECONDS) {
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return `${PREFILL_COOKIE}=${mobile}; Max-Age=${maxAge}; Path=/apply; HttpOnly; SameSite=Lax${secure}`;
}

function prefillOf(request: Request): string | null {
  const match = new RegExp(`(?:^|;\\s*)${PREFILL_COOKIE}=(\\d{10})(?:;|$)`).exec(
    request.headers.get("cookie") ?? "",
  );
  return match && isValidMobile(match[1]!) ? match[1]! : null;
}

/** What a failed save answers: the submitted values, each field's error (message id) or a message. */
export interface ActionResult {
  intent: string;
  errors: StepFeedback["errors"];
  values: Record<string, string>;
  message?: string;
}

const STEP_INTENTS = { details: "product", product: "consents", consents: "offers" } as const;

function localeOf(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : "en";
}

function productInfo(slug: string | undefined): ProductInfo {
  const product = journeyProduct(slug ?? "");
  if (!product) throw new Response("Not Found", { status: 404 });
  return {
    slug: product.slug,
    key: product.key,
    vehicle: product.vehicle,
    asksVehicleValue: product.asksVehicleValue,
    asksCurrentLoan: product.asksCurrentLoan,
    asksBusiness: product.asksBusiness,
    tenure: product.tenure,
    defaultAmount: product.defaultAmount,
  };
}

/** The same page with `step` (and `reference`) set, other query parameters (UTM, ids) kept. */
function stepUrl(url: URL, reference: string, step: string) {
  const search = new URLSearchParams(url.searchParams);
  // A submission made with JavaScript arrives at the page's data URL (/apply/x.data?_routes=…).
  search.delete("_routes");
  search.delete("index");
  search.set("reference", reference);
  search.set("step", step);
  return `${url.pathname}?${search}`;
}

/** `/apply/{product}`: one route per journey product (see app/routes.ts), so the product is in the route's path. */
function productSlug(args: AddressArgs): string {
  return pageAddress(args).path.split("/")[2] ?? "";
}

export async function journeyLoader(args: PageArgs) {
  const { params, request, url, context } = args;
  const product = productInfo(productSlug(args));
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const productName = t(`loans.${product.key}`);
  const base = {
    product,
    productName,
    title: t("journey.meta.title", { product: productName }),
    description: t("journey.meta.description"),
  };
  const { customer, deps, clientIp } = context.get(appContext);
  if (!customer) {
    return {
      ...base,
      view: "login" as const,
      prefillMobile: prefillOf(request),
      backSlug: safeSlug(url.searchParams.get("backBtnSlug")) ?? null,
      source: url.searchParams.get("utm_source")?.slice(0, 200) ?? "direct",
    };
  }

  const service = journeyService(deps);
  const journey = startInput(journeyProduct(product.slug)!, url.searchParams);
  // Someone else's (or a mistyped) ?reference= is a missing page, as the API answers 404 for it.
  // A page view never creates an application: a new journey is a draft until its details are saved.
  const state = await service.open(customer.user, journey, locale).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  const asked = url.searchParams.get("step") as JourneyStep | null;
  const step: JourneyStep | "done" = state.voucher
    ? "done"
    : asked && asked !== "login" && JOURNEY_STEPS.includes(asked) && canOpenStep(asked, state.progress)
      ? asked
      : state.step;
  const sortParam = url.searchParams.get("sort") as OfferSort | null;
  const sort: OfferSort = sortParam && OFFER_SORTS.includes(sortParam) ? sortParam : "apr";
  let offers: OffersView | null = null;
  let offersError: string | null = null;
  if (step === "offers") {
    try {
      offers = await service.offers(customer.user, state.reference, sort, locale, {
        ip: clientIp ?? "127.0.0.1",
      });
    } catch (error) {
      if (!isAppError(error)) throw error;
      offersError = error.message;
    }
  }
  return {
    ...base,
    view: "journey" as const,
    // Back goes where this visit came from (the dashboard's resume link says /dashboard), else where
    // the application was started from.
    backSlug: journey.backBtnSlug ?? state.backBtnSlug,
    state,
    step,
    offers,
    offersError,
    vehicles: step === "product" ? await vehicleChoices(deps, journeyProduct(product.slug)!) : [],
    // The home quick start's amount and tenure start the loan details step (bad values ignored).
    prefill: loanPrefill(
      journeyProduct(product.slug)!,
      url.searchParams.get("amount"),
      url.searchParams.get("tenure"),
    ),
    // A new application's details start from the free credit score check's (the PAN only as its mask).
    detailsPrefill:
      step === "details" && !state.details
        ? await service.detailsPrefill(customer.user, state.reference)
        : null,
    today: kolkataDate(deps.clock()),
    source: state.utm.utm_source ?? "direct",
    // A partner started this application for the customer's mobile: the customer says first whether that
    // partner is helping them (nothing is the partner's until then).
    partnerConfirmation: state.reference
      ? await pendingPartnerConfirmation(deps.database.db, customer.user.id, state.reference)
      : null,
  };
}

export async function journeyAction(args: PageArgs) {
  const { params, request, url, context } = args;
  const slug = productSlug(args);
  productInfo(slug);
  const locale = localeOf(params);
  const { customer, deps } = context.get(appContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "prefill") {
    // The blog form's POST: keep the typed number for the login, then open the journey (and its login).
    const mobile = mobileDigits(String(form.get("mobileNumber") ?? ""));
    const target = `${url.pathname}${url.search}#myaccount`;
    const headers = isValidMobile(mobile) ? { "Set-Cookie": prefillCookie(mobile, url) } : undefined;
    throw redirect(target, { headers });
  }
  if (!customer) throw redirect(url.pathname);
  const reference = String(form.get("reference") ?? "");
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name !== "intent" && name !== "reference" && typeof value === "string") values[name] = value;
  }
  // A control character (a NUL) in any field is refused here, as the API refuses it.
  if (Object.values(values).some((value) => hasControlCharacters(value, { multiline: true }))) {
    const message = humanIssueMessage({ code: "custom", message: CONTROL_CHARACTER_MESSAGE }, locale);
    return data<ActionResult>({ intent, errors: {}, values, message }, { status: 400 });
  }
  const service = journeyService(deps);
  if (intent === "partner-confirm") {
    const answer = values.answer;
    const pending = await pendingPartnerConfirmation(deps.database.db, customer.user.id, reference);
    if (!pending || (answer !== "yes" && answer !== "no")) throw new Response("Not Found", { status: 404 });
    await answerPartnerConfirmation(deps, customer.user.id, reference, answer === "yes", {
      ip: context.get(appContext).clientIp ?? undefined,
    });
    const key = answer === "yes" ? "journey.partnerConfirm.confirmed" : "journey.partnerConfirm.declined";
    const message = translatorFor(locale)(key, { partner: pending.business });
    return data<ActionResult>({ intent, errors: {}, values: {}, message });
  }
  try {
    if (intent === "choose") {
      await service.choose(customer.user, reference, Number(values.lenderId), locale);
      return redirect(stepUrl(url, reference, "done"));
    }
    if (intent !== "details" && intent !== "product" && intent !== "consents") {
      return data<ActionResult>({ intent, errors: {}, values, message: "Unknown step." }, { status: 400 });
    }
    const save = {
      details: service.saveDetails,
      product: service.saveProduct,
      consents: service.saveConsents,
    }[intent];
    // A draft's (no reference yet) first valid details create the application.
    const result =
      intent === "details" && reference === ""
        ? await service.saveFirstDetails(
            customer.user,
            {
              ...startInput(journeyProduct(slug)!, url.searchParams),
              referral: referralFromCookieHeader(deps.config.LINK_SECRET, request.headers.get("cookie")),
            },
            values,
            locale,
          )
        : await save(customer.user, reference, values, locale);
    if (!result.ok)
      return data<ActionResult>({ intent, errors: errorIds(result.errors), values }, { status: 400 });
    return redirect(stepUrl(url, result.state.reference, STEP_INTENTS[intent]));
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ActionResult>(
      { intent, errors: {}, values, message: error.message },
      { status: error.status },
    );
  }
}
