import type { DurationUnit } from "./emi.ts";
import { ROI_MAX } from "./validators.ts";

// Calculator slider configuration and input rules: §3 "Calculator slider config: name, labelLeftText,
// labelRightText, isInput, isLabelTextFront, minSlider, maxSlider, sliderValue, sliderStep,
// customMinVal, maxLength, validation", §5 Calculators and §9 Calculators.

export type CalculatorKind = "emi" | "new-car" | "used-car" | "two-wheeler";

export type SliderName = "selectedAmount" | "selectedDuration" | "selectedInterest";

/** §5 "reject input failing the named validation": whole numbers, or numbers with a decimal point. */
export type InputValidation = "number" | "decimal";

export type SliderConfig = {
  readonly name: SliderName;
  /** The slider's title, shown on its left. */
  readonly labelLeftText: string;
  /** The unit shown with the value on the right ("₹", "Years", "%"). */
  readonly labelRightText: string;
  /** Whether the value can also be typed into a box. */
  readonly isInput: boolean;
  /** Whether the unit goes in front of the value ("₹ 10,000") rather than after it ("5 Years"). */
  readonly isLabelTextFront: boolean;
  readonly minSlider: number;
  readonly maxSlider: number;
  /** The default value. */
  readonly sliderValue: number;
  readonly sliderStep: number;
  /** The value printed as the scale's lowest label, where it differs from minSlider. */
  readonly customMinVal: number;
  /** Characters the typed value may have, commas not counted. */
  readonly maxLength: number;
  readonly validation: InputValidation;
};

export type CalculatorSliders = Readonly<Record<SliderName, SliderConfig>>;

/**
 * §9 "Loan amount slider 10,000 to 25,00,000 (lowest label value 25,000)". The spec's step of 50,000 and
 * default of 10,000 are replaced (decision 0045): a 10,000 step lets a person set a round amount such
 * as 3,20,000, and each calculator opens on an amount people of that product actually borrow (see
 * DEFAULT_AMOUNTS), not on the minimum, whose EMI (₹175 at 2 %) says nothing.
 */
export const AMOUNT_SLIDER: SliderConfig = {
  name: "selectedAmount",
  labelLeftText: "Loan Amount",
  labelRightText: "₹",
  isInput: true,
  isLabelTextFront: true,
  minSlider: 10_000,
  maxSlider: 2_500_000,
  sliderValue: 300_000,
  sliderStep: 10_000,
  customMinVal: 25_000,
  // §5 "loan amount input max length 7" (25,00,000 has seven digits).
  maxLength: 7,
  validation: "number",
};

/**
 * The two-wheeler amount (decision 0045): scooters and motorcycles cost from about ₹50,000 to ₹3 lakh on
 * the road, so the slider runs ₹20,000 to ₹3,00,000 in steps of ₹5,000; a 25-lakh end made every
 * two-wheeler amount sit in the first few millimetres of the track.
 */
export const TWO_WHEELER_AMOUNT_SLIDER: SliderConfig = {
  ...AMOUNT_SLIDER,
  minSlider: 20_000,
  maxSlider: 300_000,
  sliderValue: 80_000,
  sliderStep: 5_000,
  customMinVal: 20_000,
  maxLength: 6,
};

/**
 * The amount each calculator opens on (decision 0045): a typical loan of that kind in India — a personal
 * loan of ₹3 lakh, a new car's ₹6 lakh, a used car's ₹3 lakh, a two-wheeler's ₹80,000.
 */
export const DEFAULT_AMOUNTS: Readonly<Record<CalculatorKind, number>> = {
  emi: 300_000,
  "new-car": 600_000,
  "used-car": 300_000,
  "two-wheeler": 80_000,
};

/** §9 "Duration 1 to 7 years, default 5." */
export const DURATION_YEARS_SLIDER: SliderConfig = {
  name: "selectedDuration",
  labelLeftText: "Loan Tenure",
  labelRightText: "Years",
  isInput: true,
  isLabelTextFront: false,
  minSlider: 1,
  maxSlider: 7,
  sliderValue: 5,
  sliderStep: 1,
  customMinVal: 1,
  maxLength: 1,
  validation: "number",
};

/**
 * §9 "The two-wheeler calculator treats duration as months". The spec gives no month range; two-wheeler
 * loans in India run 1 to 5 years, so 12 to 60 months, default 36, step 1.
 */
export const DURATION_MONTHS_SLIDER: SliderConfig = {
  name: "selectedDuration",
  labelLeftText: "Loan Tenure",
  labelRightText: "Months",
  isInput: true,
  isLabelTextFront: false,
  minSlider: 12,
  maxSlider: 60,
  sliderValue: 36,
  sliderStep: 1,
  customMinVal: 12,
  maxLength: 2,
  validation: "number",
};

/**
 * §9 "Interest 2% to 30%, step 0.1. ROI is capped at 30." §5 "interest max length 5". The spec's default
 * of 2 % is no lender's rate; each calculator opens on its product's typical rate instead
 * (`calculatorRate`, decision 0045), and 2 is left here only as the range's floor.
 */
export const INTEREST_SLIDER: SliderConfig = {
  name: "selectedInterest",
  labelLeftText: "Interest Rate",
  labelRightText: "%",
  isInput: true,
  isLabelTextFront: false,
  minSlider: 2,
  maxSlider: ROI_MAX,
  sliderValue: 2,
  sliderStep: 0.1,
  customMinVal: 2,
  maxLength: 5,
  validation: "decimal",
};

/**
 * The rate a calculator opens on: the product's typical rate (typical-rate.ts) on the slider's grid of
 * tenths, so the slider's thumb and the box show the same figure; the slider's floor when the lender
 * data has no rate for the product.
 */
export function calculatorRate(typical: number | null): number {
  if (typical === null || !Number.isFinite(typical)) return INTEREST_SLIDER.minSlider;
  return clampToSlider(Math.round(typical * 10) / 10, INTEREST_SLIDER);
}

/** §9: the two-wheeler calculator counts months; the others (new car "years times 12") count years. */
export function durationUnitOf(calculator: CalculatorKind): DurationUnit {
  return calculator === "two-wheeler" ? "months" : "years";
}

/**
 * A calculator's sliders. `defaultRate` is the rate it opens on (`calculatorRate`); without it the
 * interest slider keeps the range's floor, which only a caller reading the ranges (the chatbot) leaves.
 */
export function sliderConfigs(calculator: CalculatorKind, defaultRate?: number): CalculatorSliders {
  const months = durationUnitOf(calculator) === "months";
  return {
    selectedAmount: {
      ...(months ? TWO_WHEELER_AMOUNT_SLIDER : AMOUNT_SLIDER),
      sliderValue: DEFAULT_AMOUNTS[calculator],
    },
    selectedDuration: months ? DURATION_MONTHS_SLIDER : DURATION_YEARS_SLIDER,
    selectedInterest:
      defaultRate === undefined
        ? INTEREST_SLIDER
        : { ...INTEREST_SLIDER, sliderValue: clampToSlider(defaultRate, INTEREST_SLIDER) },
  };
}

/** §5 "numeric inputs strip commas" ("1,00,000" → "100000"). */
export function stripCommas(text: string): string {
  return text.replace(/,/g, "");
}

// While typing, a value may be unfinished ("", "12."), so the patterns allow that; blur settles it.
const TYPING_PATTERNS: Readonly<Record<InputValidation, RegExp>> = {
  number: /^\d*$/,
  decimal: /^\d*\.?\d*$/,
};

/**
 * A keystroke's new text, commas stripped, or null to reject the keystroke: §5 "numeric inputs strip
 * commas and reject input failing the named validation", and the max lengths (amount 7, interest 5).
 */
export function acceptTypedValue(text: string, config: SliderConfig): string | null {
  const value = stripCommas(text);
  if (value.length > config.maxLength || !TYPING_PATTERNS[config.validation].test(value)) {
    return null;
  }
  return value;
}

/** A value pulled into [min, max]; a value that is not a number becomes the minimum. */
export function clampToSlider(value: number, config: SliderConfig): number {
  if (Number.isNaN(value)) {
    return config.minSlider;
  }
  return Math.min(Math.max(value, config.minSlider), config.maxSlider);
}

/**
 * §5 "on blur the value is clamped to min and max" — so the interest is never below the minimum slider
 * value and never above 30. Empty or unfinished text becomes the minimum.
 */
export function valueOnBlur(text: string, config: SliderConfig): number {
  const value = stripCommas(text).trim();
  return clampToSlider(value === "" ? Number.NaN : Number(value), config);
}

/** Decimals in the step (0.1 → 1), so stepping lands on 2.1 rather than 2.1000000000000001. */
function stepDecimals(step: number): number {
  const [, decimals = ""] = String(step).split(".");
  return decimals.length;
}

/** §5 "Slider keyboard arrows step by the step size within min and max." */
export function stepByKeyboard(value: number, direction: 1 | -1, config: SliderConfig): number {
  const next = Number((value + direction * config.sliderStep).toFixed(stepDecimals(config.sliderStep)));
  return clampToSlider(next, config);
}

/**
 * The end of the slider's track on its step grid. The grid starts at the minimum (the spec's amounts in
 * steps of 50,000 ran 10,000, 60,000 … 24,60,000), and the maximum (25,00,000) may fall between two of its
 * points: a slider snapping to the grid would then stop one step short. The track runs on to the next
 * grid point, and a value there is clamped to the maximum, so sliding or pressing End reaches the maximum.
 */
export function sliderTrackMax(config: SliderConfig): number {
  const decimals = stepDecimals(config.sliderStep);
  // toFixed keeps 28 / 0.1 (= 280.00000000000006) from counting one step too many.
  const steps = Math.ceil(Number(((config.maxSlider - config.minSlider) / config.sliderStep).toFixed(6)));
  return Number((config.minSlider + steps * config.sliderStep).toFixed(decimals));
}

/** Why a typed value was changed on blur: it was below the minimum, above the maximum, or not. */
export function clampReason(text: string, config: SliderConfig): "min" | "max" | null {
  const value = Number(stripCommas(text).trim());
  if (stripCommas(text).trim() === "" || Number.isNaN(value)) {
    return null;
  }
  if (value < config.minSlider) {
    return "min";
  }
  return value > config.maxSlider ? "max" : null;
}

/** §5 the new car rule's 10000: the exempt value and the reduction. */
export const NEW_CAR_AMOUNT_ADJUSTMENT = 10_000;

/**
 * §5 "New car amount: a slider value not on the step (and not 10000) is reduced by 10000 and not below
 * the initial amount." With the spec's 50,000 step the slider sat on 60,000, 1,10,000…, and taking
 * 10,000 off landed the amount on round multiples of 50,000. With the 10,000 step of decision 0045 every
 * slider value is already on the step, so the rule leaves it alone; it still applies to a config whose
 * grid is off the step. The initial amount is the slider's starting value unless given.
 */
export function newCarSliderValue(
  value: number,
  config: SliderConfig = AMOUNT_SLIDER,
  initialAmount: number = config.minSlider,
): number {
  if (value % config.sliderStep === 0 || value === NEW_CAR_AMOUNT_ADJUSTMENT) {
    return value;
  }
  return Math.max(value - NEW_CAR_AMOUNT_ADJUSTMENT, initialAmount);
}

export type TypeaheadField = "city" | "brand" | "model" | "variant";

// §5 "Typeahead: alpha for city and brand; alphanumeric without special characters for model and
// variant." Spaces are allowed in both ("New Delhi", "Grand i10 Nios").
const TYPEAHEAD_PATTERNS: Readonly<Record<TypeaheadField, RegExp>> = {
  city: /^[A-Za-z ]*$/,
  brand: /^[A-Za-z ]*$/,
  model: /^[A-Za-z0-9 ]*$/,
  variant: /^[A-Za-z0-9 ]*$/,
};

/** Whether a typeahead's text may stand; a keystroke that would break the rule is ignored. */
export function isTypeaheadInputAllowed(field: TypeaheadField, text: string): boolean {
  return TYPEAHEAD_PATTERNS[field].test(text);
}
