import { AMOUNT_SLIDER } from "@loansetu/domain/calculator-input";
import { summarizeLoan } from "@loansetu/domain/emi";
import { formatRupees } from "@loansetu/domain/format";
import { DEFAULT_JOURNEY } from "@loansetu/domain/journey";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EmiCalculatorBlock } from "../app/features/calculators/emi-calculator.tsx";
import { PersonalLoanEmiFormula } from "../app/features/calculators/personal-loan-emi-formula.tsx";
import { createI18n, I18nProvider } from "../app/i18n/i18n.ts";
import type { Locale } from "../app/i18n/locale.ts";
import en from "../app/i18n/messages/en/calc.json" with { type: "json" };
import hi from "../app/i18n/messages/hi/calc.json" with { type: "json" };

// The blocks product pages embed: the generic EMI calculator and the personal-loan EMI formula,
// rendered on the server as a page would render them.
function render(element: ReactElement, locale: Locale = "en"): string {
  const i18n = createI18n(locale, { calc: locale === "en" ? en : hi });
  const Stub = createRoutesStub([{ path: locale === "en" ? "/" : "/hi", Component: () => element }]);
  return renderToString(
    createElement(
      I18nProvider,
      { i18n },
      createElement(Stub, { initialEntries: [locale === "en" ? "/" : "/hi"] }),
    ),
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("personal-loan EMI formula block", () => {
  it("shows the formula and the spec's worked example from the domain", () => {
    const html = text(render(createElement(PersonalLoanEmiFormula)));
    expect(html).toContain("How is a personal loan EMI calculated?");
    expect(html).toContain("r = 10 ÷ 1200 = 0.00833 and n = 60");
    expect(html).toContain("The EMI is ₹2,124");
    const { totalInterest } = summarizeLoan({ principal: 100_000, annualRatePercent: 10, months: 60 });
    expect(html).toContain(`${formatRupees(totalInterest)} as interest`);
  });

  it("is written in Hindi on Hindi pages", () => {
    const html = text(render(createElement(PersonalLoanEmiFormula), "hi"));
    expect(html).toContain("पर्सनल लोन की EMI कैसे निकाली जाती है?");
    expect(html).toContain("EMI ₹2,124 बनती है");
  });
});

describe("generic EMI calculator block", () => {
  it("renders its first result on the server, with the journey it is given", () => {
    const html = render(
      createElement(EmiCalculatorBlock, {
        kind: "emi",
        initial: { amount: 500_000, tenure: 3, rate: 11 },
        start: { year: 2026, month: 11 },
        journey: { product: "personal-loan", ids: DEFAULT_JOURNEY, label: "Apply now" },
      }),
    );
    const { emi, totalPayment } = summarizeLoan({ principal: 500_000, annualRatePercent: 11, months: 36 });
    expect(text(html)).toContain(`${formatRupees(emi)} /month`);
    expect(text(html)).toContain(formatRupees(totalPayment));
    expect(html).toContain('href="/apply/personal-loan?productsId=5&amp;vendorsId=5"');
    expect(html).toMatch(/name="amount"[^>]*value="5,00,000"/);
    // The schedule starts in the given month and has a Total row per calendar year (2026 to 2029).
    expect(text(html)).toContain("Nov 2026");
    expect(html.match(/data-testid="schedule-total"/g)).toHaveLength(4);
    expect(AMOUNT_SLIDER.maxSlider).toBe(2_500_000);
  });
});
