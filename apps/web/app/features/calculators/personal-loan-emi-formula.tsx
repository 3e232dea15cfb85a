import { durationToMonths, monthlyRate, summarizeLoan } from "@loansetu/domain/emi";
import { formatIndianNumber, formatRupees } from "@loansetu/domain/format";
import { useTranslation } from "../../i18n/i18n.ts";

/**
 * §2 "personal loan EMI formula block" (for /what-is-a-personal-loan-emi): the reducing-balance formula,
 * what each letter means, and a worked example whose figures come from `packages/domain` (§9: monthly
 * rate = annual ÷ 1200; ₹2,124 for ₹1,00,000 at 10 % over 5 years).
 */
export function PersonalLoanEmiFormula({
  principal = 100_000,
  annualRatePercent = 10,
  years = 5,
}: {
  principal?: number;
  annualRatePercent?: number;
  years?: number;
}) {
  const { t } = useTranslation();
  const months = durationToMonths(years, "years");
  const rate = monthlyRate(annualRatePercent);
  const summary = summarizeLoan({ principal, annualRatePercent, months });
  return (
    <section aria-labelledby="emi-formula" className="card" data-testid="emi-formula">
      <h2 id="emi-formula" className="text-xl font-bold text-brand-950">
        {t("calc.formula.heading")}
      </h2>
      <p className="mt-2 text-ink-soft">{t("calc.formula.intro")}</p>
      <p className="mt-4 overflow-x-auto rounded-lg bg-brand-50 p-4 text-center font-semibold text-brand-950 sm:text-lg">
        <span className="sr-only">{t("calc.formula.spoken")}</span>
        <span aria-hidden>
          <var>E</var> = <var>P</var> × <var>r</var> × (1 + <var>r</var>)
          <sup>
            <var>n</var>
          </sup>{" "}
          ÷ ((1 + <var>r</var>)
          <sup>
            <var>n</var>
          </sup>{" "}
          − 1)
        </span>
      </p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        {(["E", "P", "r", "n"] as const).map((letter) => (
          <div key={letter} className="flex gap-2">
            <dt className="w-5 shrink-0 font-semibold">
              <var>{letter}</var>
            </dt>
            <dd className="text-ink-soft">{t(`calc.formula.${letter}`)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold">{t("calc.formula.exampleHeading")}</h3>
      <p className="mt-1 text-sm text-ink-soft" data-testid="emi-formula-example">
        {t("calc.formula.example", {
          principal: formatRupees(principal),
          rate: annualRatePercent,
          years,
          monthlyRate: formatIndianNumber(rate, 5),
          months,
          emi: formatRupees(summary.emi),
          interest: formatRupees(summary.totalInterest),
          total: formatRupees(summary.totalPayment),
        })}
      </p>
    </section>
  );
}
