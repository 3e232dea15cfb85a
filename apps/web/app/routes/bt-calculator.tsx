import { BALANCE_TRANSFER_JOURNEY } from "@loansetu/domain/journey";
import { BalanceTransferCalculator } from "../features/calculators/balance-transfer-calculator.tsx";
import { calculatorMeta } from "../features/calculators/meta.ts";
import { balanceTransferData, calculatorPageBasics } from "../features/calculators/page-data.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import type { Route } from "./+types/bt-calculator";

export const handle: I18nHandle = { i18n: ["calc"] };

export async function loader(args: Route.LoaderArgs) {
  const { title, description, start, reference, search } = await calculatorPageBasics("bt", args);
  return { title, description, start, ...balanceTransferData(reference, "balanceTransfer", search) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => calculatorMeta(loaderData);

export default function BalanceTransferCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-950 sm:text-4xl">{t("calc.bt.heading")}</h1>
      <p className="mt-2 mb-5 max-w-3xl text-ink-soft">{t("calc.bt.intro")}</p>
      <BalanceTransferCalculator
        variant="bt"
        initial={loaderData.inputs}
        defaultRate={loaderData.defaultRate}
        defaultFee={loaderData.defaultFee}
        start={loaderData.start}
        journey={{
          product: "balance-transfer",
          ids: BALANCE_TRANSFER_JOURNEY,
          label: t("calc.journey.apply"),
        }}
        rates={loaderData.rates}
      />
    </div>
  );
}
