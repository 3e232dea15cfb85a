import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import type { Context } from "hono";
import { PRODUCT_NAMES } from "../documents/sanction-letter-pdf.ts";
import type { ApiDeps } from "../types.ts";
import { kfsFileName, renderKfsPdf } from "./kfs-pdf.ts";
import type { createJourneyService } from "./service.ts";

type KfsOffer = Awaited<ReturnType<ReturnType<typeof createJourneyService>["kfsOfferOf"]>>;

/** The KFS of one offer as an inline PDF answer: the customer's journey and the studio's lead page both serve it. */
export async function kfsPdfResponse(c: Context, deps: ApiDeps, found: KfsOffer): Promise<Response> {
  const [site, lendersFile] = await Promise.all([deps.data.get("site.json"), deps.data.get("lenders.json")]);
  const product = JOURNEY_PRODUCTS.find((p) => p.key === found.offer.product);
  const bytes = await renderKfsPdf({
    ...found,
    productName: PRODUCT_NAMES[product?.slug ?? ""] ?? found.offer.product,
    site,
    brandName: deps.config.BRAND_NAME,
    dataAsOf: lendersFile.asOf,
  });
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${kfsFileName(found.reference, found.lender)}"`,
    "Cache-Control": "private, no-store",
  });
}
