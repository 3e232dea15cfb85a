import {
  CASH_IN_HAND_CAP,
  RUNNING_LOAN_KINDS,
  type RunningLoanKind,
} from "@loansetu/domain/balance-transfer-inputs";
import {
  type CalculatorKind,
  clampToSlider,
  DURATION_YEARS_SLIDER,
  INTEREST_SLIDER,
  type SliderConfig,
  sliderConfigs,
  valueOnBlur,
} from "@loansetu/domain/calculator-input";
import { toLatinDigits } from "@loansetu/domain/digits";

// Calculator inputs live in the URL query (§3 selectedAmount, selectedDuration, selectedInterest as
// `amount`, `tenure`, `rate`), so a result can be shared and its first render needs no JavaScript.
// Whatever arrives is read like a typed value on blur (§5): commas stripped, Devanagari digits read as
// Latin ones, clamped to the slider's range; a missing value takes the slider's default.

export type EmiInputs = { amount: number; tenure: number; rate: number };

/** A query value read with a slider's rules, or the fallback when absent or empty. */
export function readQueryValue(
  search: URLSearchParams,
  name: string,
  config: SliderConfig,
  fallback = config.sliderValue,
): number {
  const text = search.get(name);
  if (text === null || text.trim() === "") return fallback;
  // A hand-edited address may hold what the box would never take ("2.5" years, "10.555" %): whole
  // numbers where the field takes whole numbers, two decimals at most, then the slider's range.
  const value = valueOnBlur(toLatinDigits(text), config);
  return clampToSlider(config.validation === "number" ? Math.round(value) : Number(value.toFixed(2)), config);
}

/** The inputs in the query; a missing one takes the calculator's opening value (decision 0045). */
export function readEmiInputs(search: URLSearchParams, kind: CalculatorKind, defaultRate: number): EmiInputs {
  const sliders = sliderConfigs(kind, defaultRate);
  return {
    amount: readQueryValue(search, "amount", sliders.selectedAmount),
    tenure: readQueryValue(search, "tenure", sliders.selectedDuration),
    rate: readQueryValue(search, "rate", sliders.selectedInterest),
  };
}

// Balance transfer and refinance (§3 EmiAmt, OrgLoanAmt, selectedMainDuration, selectedEMIDuration,
// selectedDuration, selectedInterest). The spec gives no ranges for the running loan; these cover car
// and personal loans in India (EMIs up to ₹2 lakh, tenures up to 7 years). The new loan's tenure and
// rate use the spec's sliders (§9).

export type BalanceTransferInputs = {
  currentEmi: number;
  originalAmount: number;
  originalTenure: number;
  emisPaid: number;
  tenure: number;
  rate: number;
  /** The top-up the person asks for (cash in hand), in rupees: 0 unless they choose one. */
  topUp: number;
  /** The new lender's processing fee, percent of the amount it lends, before GST. */
  fee: number;
  /** The running loan's rate and sanction date, for the foreclosure charge rule (fixed unless chosen). */
  currentLoan: RunningLoanKind;
};

export const BT_PARAMS = [
  "currentEmi",
  "originalAmount",
  "originalTenure",
  "emisPaid",
  "tenure",
  "rate",
  "topUp",
  "fee",
  "currentLoan",
] as const satisfies readonly (keyof BalanceTransferInputs)[];

/** §3 EmiAmt: the running loan's EMI. */
export const CURRENT_EMI_SLIDER: SliderConfig = {
  name: "selectedAmount",
  labelLeftText: "Current EMI",
  labelRightText: "₹",
  isInput: true,
  isLabelTextFront: true,
  minSlider: 1_000,
  maxSlider: 200_000,
  // ₹17,500 on the default ₹7 lakh over 5 years is about 17 % a year: a personal loan of the kind people
  // move (decision 0045).
  sliderValue: 17_500,
  sliderStep: 500,
  customMinVal: 1_000,
  maxLength: 6,
  validation: "number",
};

/** §3 OrgLoanAmt: the running loan's original amount. */
export const ORIGINAL_AMOUNT_SLIDER: SliderConfig = {
  name: "selectedAmount",
  labelLeftText: "Original Loan Amount",
  labelRightText: "₹",
  isInput: true,
  isLabelTextFront: true,
  minSlider: 50_000,
  maxSlider: 2_500_000,
  sliderValue: 700_000,
  sliderStep: 10_000,
  customMinVal: 50_000,
  maxLength: 7,
  validation: "number",
};

/** §3 selectedMainDuration: the running loan's full tenure, in months. */
export const ORIGINAL_TENURE_SLIDER: SliderConfig = {
  name: "selectedDuration",
  labelLeftText: "Original Tenure",
  labelRightText: "Months",
  isInput: true,
  isLabelTextFront: false,
  minSlider: 12,
  maxSlider: 84,
  sliderValue: 60,
  sliderStep: 1,
  customMinVal: 12,
  maxLength: 2,
  validation: "number",
};

/** §3 selectedEMIDuration: EMIs already paid (at most the original tenure, see emisPaidSlider). */
export const EMIS_PAID_SLIDER: SliderConfig = {
  name: "selectedDuration",
  labelLeftText: "EMIs Paid",
  labelRightText: "Months",
  isInput: true,
  isLabelTextFront: false,
  minSlider: 0,
  maxSlider: 84,
  sliderValue: 18,
  sliderStep: 1,
  customMinVal: 0,
  maxLength: 2,
  validation: "number",
};

/** The EMIs-paid slider ends at the running loan's tenure: no more EMIs can have been paid. */
export function emisPaidSlider(originalTenure: number): SliderConfig {
  return { ...EMIS_PAID_SLIDER, maxSlider: originalTenure };
}

/**
 * The top-up (cash in hand) the person asks for: off (0) unless they choose one, up to the most the
 * spec's formula allows for their loan (decision 0045), in steps of ₹10,000.
 */
export const TOP_UP_SLIDER: SliderConfig = {
  name: "selectedAmount",
  labelLeftText: "Top-up",
  labelRightText: "₹",
  isInput: true,
  isLabelTextFront: true,
  minSlider: 0,
  maxSlider: CASH_IN_HAND_CAP,
  sliderValue: 0,
  sliderStep: 10_000,
  customMinVal: 0,
  maxLength: 7,
  validation: "number",
};

/** The top-up slider ends at the most cash in hand this loan allows. */
export function topUpSlider(maxCashInHand: number): SliderConfig {
  return { ...TOP_UP_SLIDER, maxSlider: Math.max(maxCashInHand, 0) };
}

/**
 * The new lender's processing fee, percent before GST: lenders ask 0 to 3 % for a balance transfer; the
 * slider opens on the product's typical fee (the median of its rate cards).
 */
export const FEE_SLIDER: SliderConfig = {
  name: "selectedInterest",
  labelLeftText: "Processing fee",
  labelRightText: "%",
  isInput: true,
  isLabelTextFront: false,
  minSlider: 0,
  maxSlider: 5,
  sliderValue: 1.5,
  sliderStep: 0.1,
  customMinVal: 0,
  maxLength: 4,
  validation: "decimal",
};

export function feeSlider(defaultFee: number): SliderConfig {
  return { ...FEE_SLIDER, sliderValue: clampToSlider(defaultFee, FEE_SLIDER) };
}

/** The new loan's rate: the spec's interest slider, opening on the product's typical rate (decision 0045). */
export function newRateSlider(defaultRate: number): SliderConfig {
  return { ...INTEREST_SLIDER, sliderValue: defaultRate };
}

export function readBalanceTransferInputs(
  search: URLSearchParams,
  defaultRate: number,
  defaultFee: number = FEE_SLIDER.sliderValue,
): BalanceTransferInputs {
  const originalTenure = readQueryValue(search, "originalTenure", ORIGINAL_TENURE_SLIDER);
  return {
    currentEmi: readQueryValue(search, "currentEmi", CURRENT_EMI_SLIDER),
    originalAmount: readQueryValue(search, "originalAmount", ORIGINAL_AMOUNT_SLIDER),
    originalTenure,
    emisPaid: readQueryValue(
      search,
      "emisPaid",
      emisPaidSlider(originalTenure),
      Math.min(EMIS_PAID_SLIDER.sliderValue, originalTenure),
    ),
    tenure: readQueryValue(search, "tenure", DURATION_YEARS_SLIDER),
    rate: readQueryValue(search, "rate", newRateSlider(defaultRate)),
    // Read against the overall cap; the calculator holds it to what this loan allows.
    topUp: readQueryValue(search, "topUp", TOP_UP_SLIDER),
    fee: readQueryValue(search, "fee", feeSlider(defaultFee)),
    currentLoan: RUNNING_LOAN_KINDS.find((kind) => kind === search.get("currentLoan")) ?? "fixed",
  };
}

/** A query string of the given values (undefined ones left out), in the given order. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
