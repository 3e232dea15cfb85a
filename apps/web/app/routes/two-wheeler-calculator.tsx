import { TWO_WHEELER_CALCULATOR_JOURNEY } from "@loansetu/domain/journey";
import { EmiCalculatorBlock } from "../features/calculators/emi-calculator.tsx";
import { readEmiInputs } from "../features/calculators/inputs.ts";
import { calculatorMeta } from "../features/calculators/meta.ts";
import { calculatorPageBasics } from "../features/calculators/page-data.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import type { Route } from "./+types/two-wheeler-calculator";

export const handle: I18nHandle = { i18n: ["calc"] };

export async function loader(args: Route.LoaderArgs) {
  const { title, description, start, reference, search } = await calculatorPageBasics("twoWheeler", args);
  return {
    title,
    description,
    // §9: the two-wheeler calculator's tenure is in months.
    inputs: readEmiInputs(search, "two-wheeler", reference.openingRate("twoWheeler")),
    start,
    rates: { rows: reference.rates("twoWheeler"), asOf: reference.asOf },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => calculatorMeta(loaderData);

export default function TwoWheelerCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-950 sm:text-4xl">{t("calc.twoWheeler.heading")}</h1>
      <p className="mt-2 mb-5 max-w-3xl text-ink-soft">{t("calc.twoWheeler.intro")}</p>
      <EmiCalculatorBlock
        kind="two-wheeler"
        initial={loaderData.inputs}
        start={loaderData.start}
        journey={{
          product: "two-wheeler-loan",
          ids: TWO_WHEELER_CALCULATOR_JOURNEY,
          label: t("calc.journey.apply"),
        }}
        rates={loaderData.rates}
      />
    </div>
  );
}
