import type { RateCard } from "@loansetu/api/calculators/reference";
import { type CalculatorKind, durationUnitOf, sliderConfigs } from "@loansetu/domain/calculator-input";
import { durationToMonths, summarizeLoan } from "@loansetu/domain/emi";
import { formatRupees } from "@loansetu/domain/format";
import type { JourneyIds } from "@loansetu/domain/journey";
import type { YearMonth } from "@loansetu/domain/kolkata-time";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { TrustLine } from "../../ui/trust-line.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { BankRateCards } from "./bank-rate-cards.tsx";
import {
  CalculateButton,
  CalculatorDisclaimer,
  Figure,
  useQuerySync,
  useShareUrl,
  WhatsAppShare,
} from "./calculator-parts.tsx";
import { DonutChart } from "./donut-chart.tsx";
import { type EmiInputs, queryString } from "./inputs.ts";
import { JourneyButton } from "./journey-button.tsx";
import { RepaymentSchedule } from "./repayment-schedule.tsx";
import { SliderField } from "./slider-field.tsx";

export type Journey = {
  /** The `/apply/{product}` slug. */
  product: string;
  ids: JourneyIds & { readonly backBtnSlug?: string };
  label: string;
};

export type EmiCalculatorProps = {
  kind: CalculatorKind;
  inputs: EmiInputs;
  onInputsChange: (next: EmiInputs) => void;
  /** The month of the first EMI, from the server's clock (the schedule's first row). */
  start: YearMonth;
  journey: Journey;
  /** Other query values the page keeps (a tab, a chosen car): in the form and in shared links. */
  extraParams?: Record<string, string | number | undefined>;
  /** Shown above the sliders, inside the form (the car picker). */
  before?: ReactNode;
  /** Adjusts amounts the amount slider produces (the new-car step rule). */
  amountFromSlider?: (value: number) => number;
  rates?: { rows: RateCard[]; asOf: string };
  /** Heading of the inputs card (defaults to the generic one). */
  title?: string;
};

/**
 * The EMI calculator (§2 generic, car, two-wheeler): amount, tenure and rate on the spec's sliders (§3,
 * §9), the EMI, total interest and total payable from `packages/domain`, the principal-versus-interest
 * chart, the repayment schedule, the bank rate cards and the disclaimer. A GET form whose fields carry
 * the query names, so the first result is rendered on the server and recalculates without JavaScript.
 * Controlled: the page owns the inputs (see `EmiCalculatorBlock` for one that keeps its own).
 */
export function EmiCalculator({
  kind,
  inputs,
  onInputsChange,
  start,
  journey,
  extraParams = {},
  before,
  amountFromSlider,
  rates,
  title,
}: EmiCalculatorProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const resultRef = useRef<HTMLDivElement>(null);
  const sliders = sliderConfigs(kind);
  const unit = durationUnitOf(kind);
  const months = durationToMonths(inputs.tenure, unit);
  const summary = summarizeLoan({ principal: inputs.amount, annualRatePercent: inputs.rate, months });
  const query = useQuerySync({ ...extraParams, ...inputs });
  const shareUrl = useShareUrl(query);
  const set = (patch: Partial<EmiInputs>) => onInputsChange({ ...inputs, ...patch });
  const tenureText = t(`calc.units.${unit === "years" ? "year" : "month"}`, { count: inputs.tenure });

  return (
    <>
      <form method="get" onSubmit={(event) => event.preventDefault()} data-testid={`emi-calculator-${kind}`}>
        {Object.entries(extraParams).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <div className="grid gap-4 lg:grid-cols-5">
          <div className="card lg:col-span-3">
            <h2 className="text-lg font-semibold text-brand-950">{title ?? t("calc.emi.inputsHeading")}</h2>
            {before}
            <SliderField
              name="amount"
              label={t("calc.fields.amount")}
              unit="rupees"
              config={sliders.selectedAmount}
              value={inputs.amount}
              onChange={(amount) => set({ amount })}
              locale={locale}
              {...(amountFromSlider ? { fromSlider: amountFromSlider } : {})}
            />
            <SliderField
              name="tenure"
              label={t("calc.fields.tenure")}
              unit={unit}
              config={sliders.selectedDuration}
              value={inputs.tenure}
              onChange={(tenure) => set({ tenure })}
              locale={locale}
            />
            <SliderField
              name="rate"
              label={t("calc.fields.rate")}
              unit="percent"
              config={sliders.selectedInterest}
              value={inputs.rate}
              onChange={(rate) => set({ rate })}
              locale={locale}
            />
            <CalculateButton />
          </div>
          <div
            ref={resultRef}
            className="card flex flex-col gap-4 self-start lg:sticky lg:top-20 lg:col-span-2"
            data-testid="emi-result"
          >
            <h2 className="text-lg font-semibold text-brand-950">{t("calc.result.heading")}</h2>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
              <Figure
                large
                label={t("calc.result.emi")}
                value={
                  <output aria-live="polite">
                    {formatRupees(summary.emi)}
                    <span className="text-base font-medium text-ink-soft">{t("calc.result.perMonth")}</span>
                  </output>
                }
                testId="result-emi"
              />
              <Figure
                label={t("calc.result.principal")}
                value={formatRupees(inputs.amount)}
                testId="result-principal"
              />
              <Figure
                label={t("calc.result.interest")}
                value={formatRupees(summary.totalInterest)}
                testId="result-interest"
              />
              <Figure
                label={t("calc.result.total")}
                value={formatRupees(summary.totalPayment)}
                testId="result-total"
              />
            </dl>
            <DonutChart principal={inputs.amount} interest={summary.totalInterest} />
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <JourneyButton
                product={journey.product}
                ids={journey.ids}
                label={journey.label}
                buttonType="calculator"
              />
              <WhatsAppShare
                text={t("calc.share.emiText", {
                  emi: formatRupees(summary.emi),
                  amount: formatRupees(inputs.amount),
                  tenure: tenureText,
                  rate: inputs.rate,
                })}
                url={shareUrl}
              />
            </div>
            <TrustLine softCheck />
          </div>
        </div>
      </form>
      <RepaymentSchedule
        principal={inputs.amount}
        annualRatePercent={inputs.rate}
        months={months}
        start={start}
        locale={locale}
      />
      {rates && (
        <BankRateCards
          rows={rates.rows}
          asOf={rates.asOf}
          locale={locale}
          rateHref={(rate) => queryString({ ...extraParams, ...inputs, rate })}
          onUseRate={(rate) => {
            set({ rate });
            resultRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
          }}
        />
      )}
      <CalculatorDisclaimer />
    </>
  );
}

/** The generic EMI calculator block for product pages: keeps its own inputs, in the page's query. */
export function EmiCalculatorBlock(
  props: Omit<EmiCalculatorProps, "inputs" | "onInputsChange"> & { initial: EmiInputs },
) {
  const { initial, ...rest } = props;
  const [inputs, setInputs] = useState(initial);
  return <EmiCalculator {...rest} inputs={inputs} onInputsChange={setInputs} />;
}
