import { z } from "@hono/zod-openapi";
import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import type { Context } from "hono";
import type { ApiLocale } from "../auth/messages.ts";
import { productName } from "../documents/annex-text.ts";
import type { ApiDeps } from "../lib/types.ts";
import { allKfsFileName, type KfsInput, kfsFileName, renderAllKfsPdf, renderKfsPdf } from "./kfs-pdf.ts";
import type { createJourneyService } from "./service.ts";

/**
 * The language a KFS link asks for (`?lang=hi`): a link opened in a new tab sends no x-locale header, so
 * the journey's offer links name the journey's language. Without it, the caller's language.
 */
export const documentLanguageQuery = z.object({
  lang: z
    .enum(["en", "hi"])
    .optional()
    .openapi({ param: { name: "lang", in: "query" }, example: "hi" }),
});

type KfsOffer = Awaited<ReturnType<ReturnType<typeof createJourneyService>["kfsOfferOf"]>>;

/** The KFS of one offer as an inline PDF answer: the customer's journey and the studio's lead page both serve it. */
export async function kfsPdfResponse(
  c: Context,
  deps: ApiDeps,
  found: KfsOffer,
  locale: ApiLocale,
): Promise<Response> {
  const bytes = await renderKfsPdf((await kfsInputs(deps, [found], locale))[0]!);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${kfsFileName(found.reference, found.lender)}"`,
    "Cache-Control": "private, no-store",
  });
}

/** Every offer's KFS in one PDF, downloaded as one file. */
export async function allKfsPdfResponse(
  c: Context,
  deps: ApiDeps,
  found: readonly KfsOffer[],
  locale: ApiLocale,
): Promise<Response> {
  const bytes = await renderAllKfsPdf(await kfsInputs(deps, found, locale));
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${allKfsFileName(found[0]!.reference)}"`,
    "Cache-Control": "private, no-store",
  });
}

async function kfsInputs(deps: ApiDeps, found: readonly KfsOffer[], locale: ApiLocale): Promise<KfsInput[]> {
  const [site, lendersFile] = await Promise.all([deps.data.get("site.json"), deps.data.get("lenders.json")]);
  return found.map((one) => {
    const product = JOURNEY_PRODUCTS.find((p) => p.key === one.offer.product);
    return {
      ...one,
      productName: productName(product?.slug ?? one.offer.product, locale),
      site,
      brandName: deps.config.BRAND_NAME,
      dataAsOf: lendersFile.asOf,
      locale,
    };
  });
}
