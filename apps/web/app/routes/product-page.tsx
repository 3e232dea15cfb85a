import { DEFAULT_JOURNEY } from "@loansetu/domain/journey";
import { pageMeta } from "../features/learn/meta.ts";
import { productPageLoader } from "../features/pages/product-page.server.ts";
import { ProductPageBody } from "../features/pages/product-page-body.tsx";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { nearViewportBlock } from "../ui/near-viewport.tsx";
import type { Route } from "./+types/product-page";

// Every product page but loan against car: the generic EMI block (routes/refinance-product-page.tsx has the
// other calculator).
export const handle: I18nHandle = { i18n: ["calc", "learn", "pages"] };

// The calculator sits far below the first screen: its code (the sliders, the schedule) loads as the reader
// scrolls near it, which keeps a product page's own JavaScript within its 40 kB budget (ui/near-viewport.tsx).
const loadCalculator = () =>
  import("../features/calculators/emi-calculator.tsx").then((module) => module.EmiCalculatorBlock);
const Calculator = nearViewportBlock(
  "calculator",
  loadCalculator,
  import.meta.env.SSR ? await loadCalculator() : undefined,
);

export const loader = (args: Route.LoaderArgs) => productPageLoader(args);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ProductPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, text, calculator } = loaderData;
  return (
    <ProductPageBody
      loaderData={loaderData}
      calculator={
        calculator.kind === "emi" ? (
          <Calculator
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
