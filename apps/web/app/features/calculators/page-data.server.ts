import { type CalculatorReference, calculatorReference } from "@loansetu/api/calculators/reference";
import { kolkataYearMonth, type YearMonth } from "@loansetu/domain/kolkata-time";
import { median } from "@loansetu/domain/typical-rate";
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { isLocale, type Locale } from "../../i18n/locale.ts";
import { readBalanceTransferInputs } from "./inputs.ts";

export type CalculatorPage = "emi" | "twoWheeler" | "bt" | "refinance";

export type PageBasics = {
  locale: Locale;
  title: string;
  description: string;
  /** The month of the first EMI: this month in India, by the server's clock. */
  start: YearMonth;
  reference: CalculatorReference;
  search: URLSearchParams;
};

/** What every calculator page's loader starts from: language, title, reference data, the query. */
export async function calculatorPageBasics(
  page: CalculatorPage,
  { params, url, context }: { params: { lang?: string }; url: URL; context: Readonly<RouterContextProvider> },
): Promise<PageBasics> {
  const locale: Locale = isLocale(params.lang) ? params.lang : "en";
  const t = translatorFor(locale);
  const { deps } = context.get(appContext);
  return {
    locale,
    title: t(`calc.meta.${page}.title`),
    description: t(`calc.meta.${page}.description`),
    start: kolkataYearMonth(deps.clock()),
    reference: await calculatorReference(deps.data),
    search: url.searchParams,
  };
}

/**
 * The balance-transfer and refinance calculators' data (their pages and the /refinance product page): the
 * inputs from the query, the lenders' rate cards, and the new rate opening at the product's typical rate
 * (decision 0045: the lowest card is one lender's best offer, not what a person should expect).
 */
export function balanceTransferData(
  reference: CalculatorReference,
  product: "balanceTransfer" | "refinance",
  search: URLSearchParams,
) {
  const rows = reference.rates(product);
  const defaultRate = reference.openingRate(product);
  // The new lender's fee opens on the product's typical one, as the rate does.
  const defaultFee = Math.round((median(rows.map((r) => r.pf)) ?? 0) * 10) / 10;
  return {
    inputs: readBalanceTransferInputs(search, defaultRate, defaultFee),
    defaultRate,
    defaultFee,
    rates: { rows, asOf: reference.asOf },
  };
}
