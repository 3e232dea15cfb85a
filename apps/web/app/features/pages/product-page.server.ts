import { calculatorReference } from "@loansetu/api/calculators/reference";
import type { ProductPage } from "@loansetu/api/data/schemas";
import { kolkataYearMonth } from "@loansetu/domain/kolkata-time";
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { localePath } from "../../i18n/locale.ts";
import { readEmiInputs } from "../calculators/inputs.ts";
import { balanceTransferData } from "../calculators/page-data.server.ts";
import { siteOrigin } from "../learn/learn.server.ts";
import { quickStartData } from "../quick-start/quick-start.server.ts";
import { type AddressArgs, pageAddress } from "../routing/page-address.ts";
import { optionsFaq, partnerLogos, productCities, rateRows } from "./pages.server.ts";
import { CITY_PRODUCTS, type CityProductSlug } from "./paths.ts";
import { breadcrumbJsonLd, loanProductJsonLd } from "./seo.ts";

/**
 * The loader of every product page (`data/product-pages.json`). Two route modules serve them, one per
 * calculator the page shows (routes/product-page.tsx, routes/refinance-product-page.tsx), so the browser
 * loads only the calculator the page has (decision 0043).
 */
/** What the loader reads of React Router's arguments (both route modules pass theirs). */
type ProductLoaderArgs = AddressArgs & { request: Request; context: Readonly<RouterContextProvider> };

export async function productPageLoader(args: ProductLoaderArgs) {
  const { request, context } = args;
  const { locale, path, search } = pageAddress(args);
  const slug = path.slice(1);
  const { deps } = context.get(appContext);
  const file = await deps.data.get("product-pages.json");
  const page = file.pages.find((p) => p.slug === slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  const text = page[locale];
  const cityProduct = CITY_PRODUCTS[slug as CityProductSlug];
  const [rates, partners, cities, faq, lenders] = await Promise.all([
    rateRows(context, page.product),
    partnerLogos(context),
    cityProduct ? productCities(context, cityProduct, locale) : Promise.resolve([]),
    optionsFaq(context, page.faqCategory, locale, search.get("faq")),
    deps.data.get("lenders.json"),
  ]);
  const origin = siteOrigin(request, context);
  const interest = rates.rows.map((r) => r.interest);
  const start = kolkataYearMonth(deps.clock());
  // Loan against car gets its own calculator (what the car can raise and the new EMI, §2); the other
  // products the generic EMI block.
  const reference = await calculatorReference(deps.data);
  const refinance = slug === "refinance" ? balanceTransferData(reference, "refinance", search) : null;
  const pagePath = localePath(locale, `/${slug}`);
  const homePath = localePath(locale, "/");
  const minRate = interest.length ? Math.min(...interest) : undefined;
  const maxRate = interest.length ? Math.max(...interest) : undefined;
  return {
    locale,
    slug,
    page: {
      slug: page.slug,
      product: page.product,
      apply: page.apply,
      blocks: page.blocks,
    } satisfies Partial<ProductPage>,
    text,
    // The hero's quick start: this product's amount, tenure and EMI at its typical rate.
    quickStart: quickStartData(lenders.lenders, page.apply),
    rates,
    partners,
    cities,
    faq,
    calculator: refinance
      ? { kind: "refinance" as const, ...refinance, start }
      : {
          kind: "emi" as const,
          inputs: readEmiInputs(search, "emi", reference.openingRate(page.product)),
          start,
        },
    title: text.metaTitle,
    description: text.metaDescription,
    origin,
    path: pagePath,
    homePath,
    minRate,
    maxRate,
    // Built here, not in the page component, so the product pages' JavaScript does not carry the builders
    // (their budget, decision 0043): the browser only puts the finished objects back into their scripts.
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { label: translatorFor(locale)("learn.home"), path: homePath },
        { label: text.crumb, path: pagePath },
      ]),
      loanProductJsonLd(origin, {
        name: text.heading,
        description: text.metaDescription,
        path: pagePath,
        ...(minRate !== undefined ? { minRate } : {}),
        ...(maxRate !== undefined ? { maxRate } : {}),
      }),
    ],
  };
}

export type ProductPageData = Awaited<ReturnType<typeof productPageLoader>>;
