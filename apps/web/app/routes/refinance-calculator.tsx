import { REFINANCE_JOURNEY } from "@loansetu/domain/journey";
import { BalanceTransferCalculator } from "../features/calculators/balance-transfer-calculator.tsx";
import { calculatorMeta } from "../features/calculators/meta.ts";
import { balanceTransferData, calculatorPageBasics } from "../features/calculators/page-data.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import type { Route } from "./+types/refinance-calculator";

// The refinance (loan against car) calculator on a page of its own, for links and search; the /refinance
// product page embeds the same block. Its journey's back slug is /refinance (§2, §7).
export const handle: I18nHandle = { i18n: ["calc"] };

export async function loader(args: Route.LoaderArgs) {
  const { title, description, start, reference, search } = await calculatorPageBasics("refinance", args);
  return { title, description, start, ...balanceTransferData(reference, "refinance", search) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => calculatorMeta(loaderData);

export default function RefinanceCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-950 sm:text-4xl">{t("calc.refinance.heading")}</h1>
      <p className="mt-2 mb-5 max-w-3xl text-ink-soft">{t("calc.refinance.intro")}</p>
      <BalanceTransferCalculator
        variant="refinance"
        initial={loaderData.inputs}
        defaultRate={loaderData.defaultRate}
        defaultFee={loaderData.defaultFee}
        start={loaderData.start}
        journey={{ product: "refinance", ids: REFINANCE_JOURNEY, label: t("calc.journey.apply") }}
        rates={loaderData.rates}
      />
    </div>
  );
}
