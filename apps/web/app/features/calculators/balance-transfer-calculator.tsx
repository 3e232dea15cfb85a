import type { RateCard } from "@loansetu/api/calculators/reference";
import {
  balanceTransferSaving,
  CASH_IN_HAND_CAP,
  calculateBalanceTransfer,
  MIN_EMIS_PAID,
  RUNNING_LOAN_KINDS,
  type RunningLoanKind,
} from "@loansetu/domain/balance-transfer";
import { DURATION_YEARS_SLIDER } from "@loansetu/domain/calculator-input";
import { durationToMonths, summarizeLoan } from "@loansetu/domain/emi";
import { formatCompactAmount, formatRupees } from "@loansetu/domain/format";
import type { YearMonth } from "@loansetu/domain/kolkata-time";
import { useRef, useState } from "react";
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
import type { Journey } from "./emi-calculator.tsx";
import {
  type BalanceTransferInputs,
  CURRENT_EMI_SLIDER,
  emisPaidSlider,
  feeSlider,
  newRateSlider,
  ORIGINAL_AMOUNT_SLIDER,
  ORIGINAL_TENURE_SLIDER,
  queryString,
  topUpSlider,
} from "./inputs.ts";
import { JourneyButton } from "./journey-button.tsx";
import { RepaymentSchedule } from "./repayment-schedule.tsx";
import { SliderField } from "./slider-field.tsx";

/**
 * The balance transfer calculator and the refinance (loan against car) calculator: the same §3 inputs
 * and outputs (emi, totalLoanAmount, foreclosureCharge, cashHandAmount) from the domain's
 * calculateBalanceTransfer, with the new loan's interest, total, chart and schedule. `variant` picks the
 * words; the journey (§7: balance transfer 3, refinance 3 with back slug /refinance) comes from the page.
 * The result leads with whether moving saves or costs, after the foreclosure charge and the new lender's
 * fee; a top-up is an input the person sets, 0 until they do (decision 0045).
 */
export function BalanceTransferCalculator({
  variant,
  initial,
  defaultRate,
  defaultFee,
  start,
  journey,
  rates,
}: {
  variant: "bt" | "refinance";
  initial: BalanceTransferInputs;
  /** The new rate slider's opening value (the product's typical rate, decision 0045). */
  defaultRate: number;
  /** The fee slider's opening value (the product's typical processing fee). */
  defaultFee: number;
  start: YearMonth;
  journey: Journey;
  rates: { rows: RateCard[]; asOf: string };
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const resultRef = useRef<HTMLDivElement>(null);
  const [inputs, setInputs] = useState(initial);
  const set = (patch: Partial<BalanceTransferInputs>) => {
    const next = { ...inputs, ...patch };
    // No more EMIs can have been paid than the running loan has.
    next.emisPaid = Math.min(next.emisPaid, next.originalTenure);
    setInputs(next);
  };
  const newTenureMonths = durationToMonths(inputs.tenure, "years");
  const domainInput = {
    currentEmi: inputs.currentEmi,
    originalLoanAmount: inputs.originalAmount,
    originalTenureMonths: inputs.originalTenure,
    emisPaid: inputs.emisPaid,
    newTenureMonths,
    annualRatePercent: inputs.rate,
    topUp: inputs.topUp,
    processingFeePercent: inputs.fee,
    currentLoan: inputs.currentLoan,
  };
  const result = calculateBalanceTransfer(domainInput);
  // Like for like: what the running loan still costs against the same debt at the new rate, net of the
  // foreclosure charge and the new lender's fee; a top-up is left out.
  const saving = balanceTransferSaving(domainInput);
  const newLoan = summarizeLoan({
    principal: result.totalLoanAmount,
    annualRatePercent: inputs.rate,
    months: newTenureMonths,
  });
  const query = useQuerySync(inputs);
  const shareUrl = useShareUrl(query);
  const emiTooLow = inputs.currentEmi * inputs.originalTenure < inputs.originalAmount;
  const field = (name: Exclude<keyof BalanceTransferInputs, "currentLoan">) => ({
    name,
    value: inputs[name],
    onChange: (value: number) => set({ [name]: value }),
    locale,
  });

  return (
    <>
      <form method="get" onSubmit={(event) => event.preventDefault()} data-testid={`${variant}-calculator`}>
        <div className="grid gap-4 lg:grid-cols-5">
          <div className="card lg:col-span-3">
            <fieldset>
              <legend className="text-lg font-semibold text-brand-950">{t("calc.bt.currentLoan")}</legend>
              <SliderField
                {...field("currentEmi")}
                label={t("calc.fields.currentEmi")}
                unit="rupees"
                config={CURRENT_EMI_SLIDER}
              />
              <SliderField
                {...field("originalAmount")}
                label={t("calc.fields.originalAmount")}
                unit="rupees"
                config={ORIGINAL_AMOUNT_SLIDER}
              />
              <SliderField
                {...field("originalTenure")}
                label={t("calc.fields.originalTenure")}
                unit="months"
                config={ORIGINAL_TENURE_SLIDER}
              />
              <SliderField
                {...field("emisPaid")}
                label={t("calc.fields.emisPaid")}
                unit="months"
                config={emisPaidSlider(inputs.originalTenure)}
              />
              <label className="mt-2 grid min-w-0 gap-1 text-sm font-semibold text-ink">
                {t("calc.bt.currentLoanKind")}
                <select
                  name="currentLoan"
                  value={inputs.currentLoan}
                  onChange={(event) => set({ currentLoan: event.target.value as RunningLoanKind })}
                  className="w-full min-w-0 rounded-lg border border-line px-3 py-2 font-normal"
                  data-testid="bt-current-loan"
                >
                  {RUNNING_LOAN_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`calc.bt.currentLoanKinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </label>
              {emiTooLow && (
                <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
                  {t("calc.bt.emiTooLow")}
                </p>
              )}
            </fieldset>
            <fieldset className="mt-4 border-t border-line pt-4">
              <legend className="text-lg font-semibold text-brand-950">{t(`calc.${variant}.newLoan`)}</legend>
              <SliderField
                {...field("tenure")}
                label={t("calc.fields.newTenure")}
                unit="years"
                config={DURATION_YEARS_SLIDER}
              />
              <SliderField
                {...field("rate")}
                label={t("calc.fields.newRate")}
                unit="percent"
                config={newRateSlider(defaultRate)}
              />
              <SliderField
                {...field("fee")}
                label={t("calc.fields.newFee")}
                unit="percent"
                config={feeSlider(defaultFee)}
              />
              {result.maxCashInHand > 0 ? (
                <>
                  <SliderField
                    {...field("topUp")}
                    value={result.cashHandAmount}
                    label={t("calc.fields.topUp")}
                    unit="rupees"
                    config={topUpSlider(result.maxCashInHand)}
                  />
                  <p className="text-sm text-ink-soft" data-testid="cash-in-hand-rule">
                    {t("calc.bt.topUpNote", {
                      max: formatRupees(result.maxCashInHand),
                      multiplier: result.multiplier,
                      paid: inputs.emisPaid,
                      cap: formatCompactAmount(CASH_IN_HAND_CAP, { locale, rupee: true }),
                    })}
                  </p>
                </>
              ) : (
                <p className="text-sm text-ink-soft" data-testid="cash-in-hand-rule">
                  {t("calc.bt.noCashNote", { min: MIN_EMIS_PAID })}
                </p>
              )}
            </fieldset>
            <CalculateButton />
          </div>
          <div
            ref={resultRef}
            className="card flex flex-col gap-4 self-start lg:sticky lg:top-20 lg:col-span-2"
            data-testid="bt-result"
          >
            {saving.remainingMonths > 0 ? (
              <section
                aria-labelledby="bt-saving-title"
                className={`rounded-lg p-3 ${
                  saving.saving > 0
                    ? "bg-brand-50 text-brand-950"
                    : saving.saving < 0
                      ? "bg-red-50 text-red-900"
                      : "bg-zinc-100 text-ink"
                }`}
                data-testid="bt-saving"
                data-verdict={saving.saving > 0 ? "saves" : saving.saving < 0 ? "costs" : "even"}
              >
                <h2 id="bt-saving-title" className="text-xl font-bold" data-testid="bt-verdict">
                  {saving.saving > 0
                    ? t("calc.bt.verdictSave", { amount: formatRupees(saving.saving) })
                    : saving.saving < 0
                      ? t("calc.bt.verdictCost", { amount: formatRupees(-saving.saving) })
                      : t("calc.bt.verdictEven")}
                </h2>
                {saving.saving < 0 ? (
                  <p className="mt-1 text-sm font-semibold">{t("calc.bt.verdictCostAdvice")}</p>
                ) : null}
                <p className="mt-1 text-sm">
                  {t("calc.bt.verdictDetail", {
                    months: saving.remainingMonths,
                    foreclosure: formatRupees(saving.foreclosureCharge),
                    fee: formatRupees(saving.processingFee),
                  })}
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
                  <Figure
                    label={t("calc.bt.currentEmi")}
                    value={formatRupees(saving.currentEmi)}
                    testId="saving-current-emi"
                  />
                  <Figure
                    label={t("calc.bt.newEmi")}
                    value={formatRupees(saving.newEmi)}
                    testId="saving-new-emi"
                  />
                  <Figure
                    label={t("calc.bt.stayCost")}
                    value={formatRupees(saving.currentTotal)}
                    testId="saving-current-total"
                  />
                  <Figure
                    label={t("calc.bt.moveCost")}
                    value={formatRupees(saving.newTotal)}
                    testId="saving-new-total"
                  />
                </dl>
              </section>
            ) : null}
            <h2 className="text-lg font-semibold text-brand-950">{t(`calc.${variant}.resultHeading`)}</h2>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
              <Figure
                large
                label={t("calc.bt.emi")}
                value={
                  <output aria-live="polite">
                    {formatRupees(result.emi)}
                    <span className="text-base font-medium text-ink-soft">{t("calc.result.perMonth")}</span>
                  </output>
                }
                testId="result-emi"
              />
              <Figure
                label={t("calc.bt.totalLoan")}
                value={formatRupees(result.totalLoanAmount)}
                testId="result-total-loan"
              />
              <Figure
                label={t("calc.bt.cashInHand")}
                value={formatRupees(result.cashHandAmount)}
                testId="result-cash-in-hand"
              />
              <Figure
                label={t("calc.bt.outstanding")}
                value={formatRupees(result.foreclosureAmount)}
                testId="result-outstanding"
              />
              <Figure
                label={t("calc.bt.foreclosure")}
                value={formatRupees(result.foreclosureCharge)}
                testId="result-foreclosure"
              />
              <Figure
                label={t("calc.bt.processingFee")}
                value={formatRupees(result.processingFee)}
                testId="result-processing-fee"
              />
              <Figure
                label={t("calc.result.interest")}
                value={formatRupees(newLoan.totalInterest)}
                testId="result-interest"
              />
              <Figure
                label={t("calc.result.total")}
                value={formatRupees(newLoan.totalPayment)}
                testId="result-total"
              />
            </dl>
            <p
              className="-mt-2 text-xs text-ink-soft"
              data-testid="result-foreclosure-rule"
              data-rule={result.chargeRule}
            >
              {result.chargeRule === "rbiNoChargeFloating"
                ? t("calc.bt.foreclosureRbi")
                : t("calc.bt.foreclosureDisclosed")}
            </p>
            <DonutChart principal={result.totalLoanAmount} interest={newLoan.totalInterest} />
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <JourneyButton
                product={journey.product}
                ids={journey.ids}
                label={journey.label}
                buttonType="calculator"
              />
              <WhatsAppShare
                text={t("calc.share.btText", { emi: formatRupees(result.emi) })}
                url={shareUrl}
              />
            </div>
            <TrustLine softCheck />
          </div>
        </div>
      </form>
      <RepaymentSchedule
        principal={result.totalLoanAmount}
        annualRatePercent={inputs.rate}
        months={newTenureMonths}
        start={start}
        locale={locale}
      />
      <BankRateCards
        rows={rates.rows}
        asOf={rates.asOf}
        locale={locale}
        rateHref={(rate) => queryString({ ...inputs, rate })}
        onUseRate={(rate) => {
          set({ rate });
          resultRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
        }}
      />
      <CalculatorDisclaimer />
    </>
  );
}
