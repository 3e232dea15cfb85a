import { createHash } from "node:crypto";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { localeOf } from "../auth/middleware.ts";
import { PRODUCT_KEYS, type ProductKey } from "../data/schemas.ts";
import { acceptsGzip, COMPRESS_THRESHOLD, gzipBytes } from "../lib/compress-json.ts";
import { failureResponse, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { safeText } from "../lib/safe-text.ts";
import { markShared } from "../lib/shared-answers.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { type CalculatorReference, calculatorReference } from "./reference.ts";

// §7 "Calculators and content": GET calculator (key city_brand | model | variant | price with makeId,
// modelId, variantId, cityId), GET interest-rate?product=, GET loans. Reference data only changes with
// a deploy, so every answer is cached by the browser for an hour and revalidated by ETag after that.

export const CALCULATOR_KEYS = ["city_brand", "model", "variant", "price"] as const;
const CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

const KEY_MESSAGE = "key must be one of city_brand, model, variant or price.";
const PRODUCT_MESSAGE = `product must be one of ${PRODUCT_KEYS.join(", ")}.`;

/** What the handlers say, in the caller's language (the `x-locale` header, else English). */
const MESSAGES = {
  required: {
    en: "{{name}} is required when key is {{key}}.",
    hi: "key {{key}} होने पर {{name}} देना ज़रूरी है।",
  },
  unknownMake: { en: "No car brand has makeId {{id}}.", hi: "makeId {{id}} वाला कोई कार ब्रांड नहीं है।" },
  unknownModel: { en: "No car model has modelId {{id}}.", hi: "modelId {{id}} वाला कोई कार मॉडल नहीं है।" },
  unknownVariant: {
    en: "No car variant has variantId {{id}}.",
    hi: "variantId {{id}} वाला कोई कार वेरिएंट नहीं है।",
  },
  unknownCity: { en: "No city has cityId {{id}}.", hi: "cityId {{id}} वाला कोई शहर नहीं है।" },
} as const;

type MessageKey = keyof typeof MESSAGES;
function message(c: Context, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][localeOf(c)].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

const idParam = (name: string, description: string) =>
  safeText()
    .regex(/^[1-9]\d{0,8}$/, `${name} must be a positive whole number.`)
    .transform(Number)
    .optional()
    .openapi({ param: { name, in: "query" }, description, example: "1" });

const option = z.object({ value: z.number().int(), text: safeText() }).openapi("CalculatorOption");
const cached = { description: "Not modified: the If-None-Match ETag is current" };

const routes = {
  calculator: createRoute({
    method: "get",
    path: "/calculator",
    tags: ["Calculators"],
    summary: "Car typeahead lists and the ex-showroom price",
    description:
      "`key=city_brand` answers the city and brand lists; `key=model&makeId=` the brand's models; " +
      "`key=variant&modelId=` the model's variants; `key=price&variantId=&cityId=` the variant's indicative " +
      "ex-showroom price in that city (`price.ex_showroom_price`, rupees). Prices are dated by `asOf`.",
    request: {
      query: z.object({
        key: z.enum(CALCULATOR_KEYS, { error: KEY_MESSAGE }).openapi({ example: "city_brand" }),
        makeId: idParam("makeId", "Brand id (key=model)"),
        modelId: idParam("modelId", "Model id (key=variant)"),
        variantId: idParam("variantId", "Variant id (key=price)"),
        cityId: idParam("cityId", "City id (key=price)"),
      }),
    },
    responses: {
      200: {
        description: "The list or the price asked for",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({
                asOf: safeText(),
                city: z.array(option).optional(),
                brand: z.array(option).optional(),
                model: z.array(option).optional(),
                variant: z.array(option).optional(),
                price: z.object({ ex_showroom_price: z.number().int() }).optional(),
              }),
            ),
          },
        },
      },
      304: cached,
      400: failureResponse("A bad key, a malformed id, or an id the key needs is missing"),
      404: failureResponse("No brand, model, variant or city has that id"),
    },
  }),
  interestRate: createRoute({
    method: "get",
    path: "/interest-rate",
    tags: ["Calculators"],
    summary: "Indicative bank rates for a loan product",
    description:
      "Bank rows (`logo`, `bankname`, `interest` % a year, `pf` processing fee % before GST) in display order. " +
      "Indicative starting rates as of `asOf`, not an offer.",
    request: {
      query: z.object({
        product: z.enum(PRODUCT_KEYS, { error: PRODUCT_MESSAGE }).openapi({ example: "usedCar" }),
      }),
    },
    responses: {
      200: {
        description: "The product's bank rows",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({
                product: z.enum(PRODUCT_KEYS),
                asOf: safeText(),
                rows: z.array(
                  z
                    .object({ logo: safeText(), bankname: safeText(), interest: z.number(), pf: z.number() })
                    .openapi("BankRateRow"),
                ),
              }),
            ),
          },
        },
      },
      304: cached,
      400: failureResponse("Unknown product"),
    },
  }),
  loans: createRoute({
    method: "get",
    path: "/loans",
    tags: ["Calculators"],
    summary: "Loan products with their lowest indicative rate and fee",
    responses: {
      200: {
        description: "Every loan product with a rate table",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({
                asOf: safeText(),
                loans: z.array(
                  z.object({
                    product: z.enum(PRODUCT_KEYS),
                    lenders: z.number().int(),
                    minInterest: z.number(),
                    minPf: z.number(),
                  }),
                ),
              }),
            ),
          },
        },
      },
      304: cached,
    },
  }),
};

interface CachedBody {
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped once, when it is worth it (no compression per request). */
  gzipped?: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * Serialises each distinct answer once and serves it with its ETag; a matching If-None-Match gets 304.
 * The cache is keyed by the normalised query, so its size is bounded by the catalogue (cities × variants
 * at most); it is cleared if it ever grows past that.
 */
function answerCache(reference: () => Promise<CalculatorReference>) {
  const bodies = new Map<string, CachedBody>();
  const MAX_ENTRIES = 20_000;
  return async (c: Context, key: string, data: (ref: CalculatorReference) => unknown): Promise<Response> => {
    let entry = bodies.get(key);
    if (!entry) {
      const ref = await reference();
      const json = JSON.stringify({ status: true, message: "OK", data: data(ref) });
      const hash = createHash("sha1").update(ref.version).update(json).digest("base64url").slice(0, 22);
      const body = new TextEncoder().encode(json);
      entry = {
        body,
        etag: `"${hash}"`,
        ...(body.byteLength >= COMPRESS_THRESHOLD
          ? { gzipped: gzipBytes(body) as Uint8Array<ArrayBuffer> }
          : {}),
      };
      if (bodies.size >= MAX_ENTRIES) bodies.clear();
      bodies.set(key, entry);
    }
    const gzipped = entry.gzipped && acceptsGzip(c.req.header("accept-encoding")) ? entry.gzipped : undefined;
    // The gzip representation's tag is the weak form of the same tag, as hono/compress made it before.
    c.header("ETag", gzipped ? `W/${entry.etag}` : entry.etag);
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("Vary", "Accept-Encoding");
    if (matches(c.req.header("if-none-match"), entry.etag)) return c.body(null, 304);
    // The same bytes for anyone asking for this URL: the server's front may keep the whole answer.
    markShared(c);
    const body = gzipped ?? entry.body;
    return c.body(body, 200, {
      "Content-Type": "application/json; charset=UTF-8",
      "Content-Length": String(body.byteLength),
      ...(gzipped ? { "Content-Encoding": "gzip" } : {}),
    });
  };
}

/** RFC 9110 weak comparison: `*`, or any listed tag equal to ours once a `W/` prefix is dropped. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

export function calculatorRoutes(deps: ApiDeps) {
  const reference = () => calculatorReference(deps.data);
  const answer = answerCache(reference);

  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.calculator, async (c) => {
      const query = c.req.valid("query");
      const ref = await reference();
      const need = (name: "makeId" | "modelId" | "variantId" | "cityId"): number => {
        const value = query[name];
        if (value === undefined) {
          const text = message(c, "required", { name, key: query.key });
          throw new AppError("VALIDATION_FAILED", text, { errors: [{ path: name, message: text }] });
        }
        return value;
      };
      const notFound = (key: MessageKey, id: number): never => {
        throw new AppError("NOT_FOUND", message(c, key, { id }));
      };
      switch (query.key) {
        case "city_brand":
          return answer(c, "city_brand", (r) => ({ asOf: r.asOf, city: r.cities, brand: r.brands }));
        case "model": {
          const makeId = need("makeId");
          const models = ref.models(makeId) ?? notFound("unknownMake", makeId);
          return answer(c, `model:${makeId}`, (r) => ({ asOf: r.asOf, model: models }));
        }
        case "variant": {
          const modelId = need("modelId");
          const variants = ref.variants(modelId) ?? notFound("unknownModel", modelId);
          return answer(c, `variant:${modelId}`, (r) => ({ asOf: r.asOf, variant: variants }));
        }
        case "price": {
          const variantId = need("variantId");
          const cityId = need("cityId");
          if (!ref.variant(variantId)) notFound("unknownVariant", variantId);
          if (!ref.city(cityId)) notFound("unknownCity", cityId);
          const price = ref.exShowroomPrice(variantId, cityId)!;
          return answer(c, `price:${variantId}:${cityId}`, (r) => ({
            asOf: r.asOf,
            price: { ex_showroom_price: price },
          }));
        }
      }
    })
    .openapi(routes.interestRate, (c) => {
      const product: ProductKey = c.req.valid("query").product;
      return answer(c, `rate:${product}`, (r) => ({
        product,
        asOf: r.asOf,
        rows: r.rates(product).map(({ logo, bankname, interest, pf }) => ({ logo, bankname, interest, pf })),
      }));
    })
    .openapi(routes.loans, (c) => answer(c, "loans", (r) => ({ asOf: r.asOf, loans: r.products })));
}
