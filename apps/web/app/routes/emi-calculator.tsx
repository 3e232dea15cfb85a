import { AMOUNT_SLIDER, clampToSlider } from "@loansetu/domain/calculator-input";
import { Link } from "react-router";
import {
  CarLoanCalculator,
  type CarTab,
  type NewCarData,
} from "../features/calculators/car-loan-calculator.tsx";
import { readEmiInputs } from "../features/calculators/inputs.ts";
import { calculatorMeta } from "../features/calculators/meta.ts";
import { NewCarBenefits, NewCarDocuments } from "../features/calculators/new-car-blocks.tsx";
import { calculatorPageBasics } from "../features/calculators/page-data.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/emi-calculator";

/** A positive whole id from the query, or undefined. */
function idParam(search: URLSearchParams, name: string): number | undefined {
  const value = Number(search.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export const handle: I18nHandle = { i18n: ["calc"] };

export async function loader(args: Route.LoaderArgs) {
  const { title, description, start, reference, search } = await calculatorPageBasics("emi", args);
  const tab: CarTab = search.get("tab") === "used" ? "used" : "new";
  const inputs = readEmiInputs(
    search,
    tab === "new" ? "new-car" : "used-car",
    reference.openingRate(tab === "new" ? "newCar" : "usedCar"),
  );
  const newCarRates = reference.rates("newCar");
  let car: NewCarData | undefined;
  if (tab === "new") {
    // The car in the address, checked against the catalogue: the most specific id decides the rest.
    const variant = reference.variant(idParam(search, "variantId") ?? 0);
    const modelId = variant?.modelId ?? reference.model(idParam(search, "modelId") ?? 0)?.value;
    const makeId =
      modelId !== undefined
        ? reference.model(modelId)?.makeId
        : reference.brand(idParam(search, "makeId") ?? 0)?.value;
    const cityId = reference.city(idParam(search, "cityId") ?? 0)?.value;
    const price = variant && cityId !== undefined ? reference.exShowroomPrice(variant.id, cityId) : undefined;
    if (price !== undefined && !search.get("amount")) inputs.amount = clampToSlider(price, AMOUNT_SLIDER);
    car = {
      cities: reference.cities,
      brands: reference.brands,
      selection: { cityId, makeId, modelId, variantId: variant?.id },
      models: makeId !== undefined ? (reference.models(makeId) ?? []) : [],
      variants: modelId !== undefined ? (reference.variants(modelId) ?? []) : [],
      ...(price !== undefined ? { price } : {}),
    };
  }
  return {
    title,
    description,
    tab,
    inputs,
    start,
    rates: { rows: reference.rates(tab === "new" ? "newCar" : "usedCar"), asOf: reference.asOf },
    car,
    minNewCarRate: Math.min(...newCarRates.map((r) => r.interest)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => calculatorMeta(loaderData);

export default function EmiCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { tab } = loaderData;
  const tabs: { id: CarTab; to: string }[] = [
    { id: "new", to: href("/emi-calculator") },
    { id: "used", to: `${href("/emi-calculator")}?tab=used` },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-950 sm:text-4xl">{t("calc.emi.heading")}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{t("calc.emi.intro")}</p>
      <nav aria-label={t("calc.emi.tabsLabel")} className="mt-5 mb-4 flex gap-1 border-b border-line">
        {tabs.map(({ id, to }) => (
          <Link
            key={id}
            to={to}
            preventScrollReset
            aria-current={tab === id ? "page" : undefined}
            className={`-mb-px border-b-4 px-4 py-3 font-semibold ${
              tab === id
                ? "border-brand-700 text-brand-900"
                : "border-transparent text-ink-soft hover:text-brand-800"
            }`}
            data-testid={`tab-${id}`}
          >
            {t(id === "new" ? "calc.emi.tabNew" : "calc.emi.tabUsed")}
          </Link>
        ))}
      </nav>
      <CarLoanCalculator
        key={tab}
        tab={tab}
        initial={loaderData.inputs}
        start={loaderData.start}
        rates={loaderData.rates}
        {...(loaderData.car ? { car: loaderData.car } : {})}
      />
      {tab === "new" && (
        <>
          <NewCarBenefits minRate={loaderData.minNewCarRate} />
          <NewCarDocuments />
        </>
      )}
    </div>
  );
}
