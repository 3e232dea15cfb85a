import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { splitLocale } from "../../i18n/locale.ts";

type SuggestionSet = "calculator" | "credit" | "product" | "default";

const CALCULATORS = /^\/(emi-calculator|two-wheeler-calculator|bt-calculator|refinance-calculator)(\/|$)/;
const CREDIT = /^\/(cibil-score|free-credit-score|credit-insights|[a-z]+-score-check)(\/|$)/;
const PRODUCTS = [
  "personal-loan",
  "used-car-loan",
  "new-car-loan",
  "two-wheeler-loan",
  "ev-loan",
  "refinance",
  "business-loan",
] as const;

/** Which questions suit the page the visitor is on: EMI on a calculator, score on a credit page… */
export function suggestionsFor(pathname: string): { set: SuggestionSet; product?: string } {
  const { rest } = splitLocale(pathname);
  if (CALCULATORS.test(rest)) return { set: "calculator" };
  if (CREDIT.test(rest)) return { set: "credit" };
  const product = PRODUCTS.find((slug) => rest === `/${slug}` || rest.startsWith(`/${slug}/`));
  return product ? { set: "product", product } : { set: "default" };
}

/** Four or five questions to start with, in the page's language, chosen for the page. */
export function SuggestedQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { set, product } = suggestionsFor(pathname);
  const productName = product ? t(`chatbot.products.${product}`) : "";
  const questions = [0, 1, 2, 3, 4]
    .map((index) => `chatbot.suggest.${set}.${index}`)
    .filter((key) => i18n.exists(key))
    .map((key) => t(key, { product: productName }));
  return (
    <nav aria-label={t("chatbot.suggestionsLabel")} className="mt-3" data-testid="chat-suggestions">
      <p className="mb-1 text-sm font-semibold text-ink-soft">{t("chatbot.suggestionsLabel")}</p>
      <ul className="flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              className="rounded-full border border-brand-700 px-3 py-1 text-left text-sm text-brand-800 hover:bg-brand-50"
              onClick={() => onAsk(question)}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
