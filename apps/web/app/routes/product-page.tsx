import { DEFAULT_JOURNEY } from "@loansetu/domain/journey";
import { EmiCalculatorBlock } from "../features/calculators/emi-calculator.tsx";
import { pageMeta } from "../features/learn/meta.ts";
import { productPageLoader } from "../features/pages/product-page.server.ts";
import { ProductPageBody } from "../features/pages/product-page-body.tsx";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import type { Route } from "./+types/product-page";

// Every product page but loan against car: the generic EMI block (routes/refinance-product-page.tsx has the
// other calculator).
export const handle: I18nHandle = { i18n: ["calc", "learn", "pages"] };

export const loader = (args: Route.LoaderArgs) => productPageLoader(args);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ProductPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, text, calculator } = loaderData;
  return (
    <ProductPageBody
      loaderData={loaderData}
      calculator={
        calculator.kind === "emi" ? (
          <EmiCalculatorBlock
            kind="emi"
            initial={calculator.inputs}
            start={calculator.start}
            journey={{ product: page.apply, ids: DEFAULT_JOURNEY, label: text.cta }}
          />
        ) : null
      }
    />
  );
}
