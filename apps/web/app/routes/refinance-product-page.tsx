import { REFINANCE_JOURNEY } from "@loansetu/domain/journey";
import { BalanceTransferCalculator } from "../features/calculators/balance-transfer-calculator.tsx";
import { pageMeta } from "../features/learn/meta.ts";
import { productPageLoader } from "../features/pages/product-page.server.ts";
import { ProductPageBody } from "../features/pages/product-page-body.tsx";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import type { Route } from "./+types/refinance-product-page";

// Loan against car: its own calculator (what the car can raise and the new EMI, spec §2) on the product
// page template (routes/product-page.tsx serves the others with the EMI block).
export const handle: I18nHandle = { i18n: ["calc", "learn", "pages"] };

export const loader = (args: Route.LoaderArgs) => productPageLoader(args);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function RefinanceProductPageRoute({ loaderData }: Route.ComponentProps) {
  const { text, calculator } = loaderData;
  return (
    <ProductPageBody
      loaderData={loaderData}
      calculator={
        calculator.kind === "refinance" ? (
          <BalanceTransferCalculator
            variant="refinance"
            initial={calculator.inputs}
            defaultRate={calculator.defaultRate}
            defaultFee={calculator.defaultFee}
            start={calculator.start}
            journey={{ product: "refinance", ids: REFINANCE_JOURNEY, label: text.cta }}
            rates={calculator.rates}
          />
        ) : null
      }
    />
  );
}
