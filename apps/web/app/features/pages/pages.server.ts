import type { FaqCategory } from "@loansetu/api/content/schemas";
import type { ProductKey } from "@loansetu/api/data/schemas";
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import type { Locale } from "../../i18n/locale.ts";
import { lenderIdentity } from "../../ui/lender-badge.tsx";
import type { CityLink, PartnerLogo, RateRow } from "./blocks.tsx";

type Context = Readonly<RouterContextProvider>;

/** A product's rate table rows (interest-rates.json) with each lender's slug, and the table's date. */
export async function rateRows(
  context: Context,
  product: ProductKey,
): Promise<{ rows: RateRow[]; asOf: string }> {
  const { data } = context.get(appContext).deps;
  const [rates, lenders] = await Promise.all([data.get("interest-rates.json"), data.get("lenders.json")]);
  const byId = new Map(lenders.lenders.map((l) => [l.id, l]));
  const table = rates.interestRateTables.find((t) => t.product === product);
  return {
    asOf: rates.asOf,
    rows: (table?.rows ?? []).map(({ lenderId, bankname, interest, pf }) => {
      const lender = byId.get(lenderId);
      return {
        lenderId,
        bankname,
        interest,
        pf,
        slug: lender?.slug ?? "",
        lender: lender ? lenderIdentity(lender) : undefined,
      };
    }),
  };
}

/** Every lending partner, for the partner carousel. */
export async function partnerLogos(context: Context): Promise<PartnerLogo[]> {
  const lenders = await context.get(appContext).deps.data.get("lenders.json");
  return lenders.lenders.map((l) => ({ slug: l.slug, name: l.shortName, lender: lenderIdentity(l) }));
}

/** The cities a product is offered in, named in the page's language. */
export async function productCities(
  context: Context,
  product: ProductKey,
  locale: Locale,
): Promise<CityLink[]> {
  const file = await context.get(appContext).deps.data.get("cities.json");
  const bySlug = new Map(file.cities.map((c) => [c.slug, c]));
  return (file.products[product] ?? []).flatMap((slug) => {
    const city = bySlug.get(slug);
    return city ? [{ slug, name: locale === "hi" ? city.nameHi : city.name }] : [];
  });
}

/** The options FAQ: a category's questions, optionally one navigation tab (tag), and the tabs. */
export async function optionsFaq(context: Context, category: string, locale: Locale, tag: string | null) {
  const content = await context.get(appContext).deps.content.get();
  const faqCategory = category as FaqCategory;
  const tags = content.faqTags(locale, faqCategory);
  const current = tag && tags.includes(tag) ? tag : null;
  const items = content
    .faqs(locale, { category: faqCategory, ...(current ? { tag: current } : {}) })
    .map(({ id, ques, html, linkText, link }) => ({ id, ques, html, linkText, link }));
  return { tags, current, items };
}
