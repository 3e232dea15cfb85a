import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AMOUNT_SLIDER,
  acceptTypedValue,
  calculatorRate,
  clampReason,
  clampToSlider,
  DEFAULT_AMOUNTS,
  DURATION_MONTHS_SLIDER,
  DURATION_YEARS_SLIDER,
  durationUnitOf,
  INTEREST_SLIDER,
  isTypeaheadInputAllowed,
  newCarSliderValue,
  sliderConfigs,
  sliderTrackMax,
  stepByKeyboard,
  stripCommas,
  TWO_WHEELER_AMOUNT_SLIDER,
  valueOnBlur,
} from "../src/calculator-input.ts";
import { typicalRate } from "../src/typical-rate.ts";

describe("calculator sliders (§9 Calculators)", () => {
  it("amount: 10,000 to 25,00,000, step 10,000 (decision 0045), lowest label 25,000, max length 7", () => {
    expect(AMOUNT_SLIDER).toMatchObject({
      name: "selectedAmount",
      minSlider: 10_000,
      maxSlider: 2_500_000,
      sliderStep: 10_000,
      customMinVal: 25_000,
      maxLength: 7,
      validation: "number",
    });
  });

  it("two-wheeler amount: 20,000 to 3,00,000, step 5,000, default 80,000 (decision 0045)", () => {
    expect(TWO_WHEELER_AMOUNT_SLIDER).toMatchObject({
      minSlider: 20_000,
      maxSlider: 300_000,
      sliderStep: 5_000,
      customMinVal: 20_000,
      sliderValue: 80_000,
      maxLength: 6,
    });
    expect(sliderConfigs("two-wheeler").selectedAmount).toMatchObject({
      minSlider: 20_000,
      maxSlider: 300_000,
    });
  });

  it("each calculator opens on a realistic amount, not the slider's minimum (decision 0045)", () => {
    expect(DEFAULT_AMOUNTS).toEqual({
      emi: 300_000,
      "new-car": 600_000,
      "used-car": 300_000,
      "two-wheeler": 80_000,
    });
    for (const kind of ["emi", "new-car", "used-car", "two-wheeler"] as const) {
      const amount = sliderConfigs(kind).selectedAmount;
      expect(amount.sliderValue).toBe(DEFAULT_AMOUNTS[kind]);
      expect(amount.sliderValue).toBeGreaterThan(amount.minSlider);
    }
  });

  it("property: every opening amount is in range and on its slider's step grid", () => {
    fc.assert(
      fc.property(fc.constantFrom("emi", "new-car", "used-car", "two-wheeler" as const), (kind) => {
        const amount = sliderConfigs(kind).selectedAmount;
        expect(clampToSlider(amount.sliderValue, amount)).toBe(amount.sliderValue);
        expect((amount.sliderValue - amount.minSlider) % amount.sliderStep).toBe(0);
        // Steps of ₹5,000 to ₹10,000: fine enough to set a round amount, few enough to slide across.
        expect(amount.sliderStep).toBeGreaterThanOrEqual(5_000);
        expect(amount.sliderStep).toBeLessThanOrEqual(10_000);
      }),
    );
  });

  it("opens on the product's typical rate, on the grid of tenths", () => {
    const lenders = [11, 11.5, 12.25].map((low) => ({
      products: { personal: { interestRateByBand: { "750-900": [low, 20] as const } } },
    }));
    expect(calculatorRate(typicalRate(lenders, "personal"))).toBe(11.5);
    expect(calculatorRate(11.875)).toBe(11.9);
    expect(calculatorRate(9.37)).toBe(9.4);
    expect(calculatorRate(null)).toBe(INTEREST_SLIDER.minSlider);
    expect(calculatorRate(45)).toBe(30);
    expect(sliderConfigs("emi", 11.8).selectedInterest.sliderValue).toBe(11.8);
    expect(sliderConfigs("emi", 40).selectedInterest.sliderValue).toBe(30);
  });

  it("property: the opening rate is in the slider's range and on its step", () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 60, noNaN: true }), (typical) => {
        const rate = calculatorRate(typical);
        expect(rate).toBeGreaterThanOrEqual(INTEREST_SLIDER.minSlider);
        expect(rate).toBeLessThanOrEqual(INTEREST_SLIDER.maxSlider);
        expect(Math.abs(rate * 10 - Math.round(rate * 10))).toBeLessThan(1e-9);
      }),
    );
  });

  it("duration: 1 to 7 years, default 5", () => {
    expect(DURATION_YEARS_SLIDER).toMatchObject({
      minSlider: 1,
      maxSlider: 7,
      sliderValue: 5,
      sliderStep: 1,
    });
  });

  it("interest: 2 % to 30 %, step 0.1, floor 2, max length 5", () => {
    expect(INTEREST_SLIDER).toMatchObject({
      name: "selectedInterest",
      minSlider: 2,
      maxSlider: 30,
      sliderStep: 0.1,
      sliderValue: 2,
      maxLength: 5,
      validation: "decimal",
    });
  });

  it("carries every field of the §3 slider config", () => {
    expect(Object.keys(AMOUNT_SLIDER).sort()).toEqual(
      [
        "name",
        "labelLeftText",
        "labelRightText",
        "isInput",
        "isLabelTextFront",
        "minSlider",
        "maxSlider",
        "sliderValue",
        "sliderStep",
        "customMinVal",
        "maxLength",
        "validation",
      ].sort(),
    );
  });

  it("counts months for the two-wheeler and years elsewhere", () => {
    expect(durationUnitOf("two-wheeler")).toBe("months");
    expect(durationUnitOf("new-car")).toBe("years");
    expect(sliderConfigs("two-wheeler").selectedDuration).toBe(DURATION_MONTHS_SLIDER);
    expect(sliderConfigs("used-car")).toEqual({
      selectedAmount: { ...AMOUNT_SLIDER, sliderValue: 300_000 },
      selectedDuration: DURATION_YEARS_SLIDER,
      selectedInterest: INTEREST_SLIDER,
    });
  });
});

describe("calculator input rules (§5 Calculators)", () => {
  it("strips commas", () => {
    expect(stripCommas("25,00,000")).toBe("2500000");
  });

  it("accepts typing within the max length and the named validation", () => {
    expect(acceptTypedValue("25,00,000", AMOUNT_SLIDER)).toBe("2500000");
    expect(acceptTypedValue("", AMOUNT_SLIDER)).toBe("");
    expect(acceptTypedValue("25,00,0000", AMOUNT_SLIDER)).toBeNull(); // 8 digits
    expect(acceptTypedValue("12a", AMOUNT_SLIDER)).toBeNull();
    expect(acceptTypedValue("10.5", AMOUNT_SLIDER)).toBeNull();
    expect(acceptTypedValue("10.", INTEREST_SLIDER)).toBe("10.");
    expect(acceptTypedValue("10.25", INTEREST_SLIDER)).toBe("10.25");
    expect(acceptTypedValue("10.255", INTEREST_SLIDER)).toBeNull(); // 6 characters
    expect(acceptTypedValue("1.2.3", INTEREST_SLIDER)).toBeNull();
  });

  it("clamps on blur; interest never below the minimum nor above 30", () => {
    expect(valueOnBlur("1", INTEREST_SLIDER)).toBe(2);
    expect(valueOnBlur("35", INTEREST_SLIDER)).toBe(30);
    expect(valueOnBlur("10.5", INTEREST_SLIDER)).toBe(10.5);
    expect(valueOnBlur("30,00,000", AMOUNT_SLIDER)).toBe(2_500_000);
    expect(valueOnBlur("5,000", AMOUNT_SLIDER)).toBe(10_000);
    expect(valueOnBlur("", AMOUNT_SLIDER)).toBe(10_000);
    expect(valueOnBlur("10.", INTEREST_SLIDER)).toBe(10);
    expect(clampToSlider(Number.NaN, DURATION_YEARS_SLIDER)).toBe(1);
  });

  it("steps by the step size within min and max", () => {
    expect(stepByKeyboard(2, 1, INTEREST_SLIDER)).toBe(2.1);
    expect(stepByKeyboard(2, -1, INTEREST_SLIDER)).toBe(2);
    expect(stepByKeyboard(29.95, 1, INTEREST_SLIDER)).toBe(30);
    expect(stepByKeyboard(10_000, 1, AMOUNT_SLIDER)).toBe(20_000);
    expect(stepByKeyboard(2_495_000, 1, AMOUNT_SLIDER)).toBe(2_500_000);
    expect(stepByKeyboard(80_000, 1, TWO_WHEELER_AMOUNT_SLIDER)).toBe(85_000);
    expect(stepByKeyboard(300_000, 1, TWO_WHEELER_AMOUNT_SLIDER)).toBe(300_000);
    expect(stepByKeyboard(7, 1, DURATION_YEARS_SLIDER)).toBe(7);
  });

  it("property: keyboard steps land on tenths of a percent and stay in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 300 }), fc.constantFrom<1 | -1>(1, -1), (tenths, direction) => {
        const next = stepByKeyboard(tenths / 10, direction, INTEREST_SLIDER);
        expect(next).toBe(Math.min(Math.max(tenths + direction, 20), 300) / 10);
      }),
    );
  });

  it("new car: a value off the step and not 10000 loses 10000, not below the initial amount", () => {
    // The spec's 50,000 grid, where the rule bites.
    const spec = { ...AMOUNT_SLIDER, sliderStep: 50_000 };
    expect(newCarSliderValue(10_000, spec)).toBe(10_000);
    expect(newCarSliderValue(60_000, spec)).toBe(50_000);
    expect(newCarSliderValue(2_460_000, spec)).toBe(2_450_000);
    expect(newCarSliderValue(2_500_000, spec)).toBe(2_500_000);
    expect(newCarSliderValue(100_000, spec)).toBe(100_000);
    expect(newCarSliderValue(15_000, spec)).toBe(10_000);
    expect(newCarSliderValue(60_000, spec, 55_000)).toBe(55_000);
    // The 10,000 grid of decision 0045: every slider value is on the step and stays as it is.
    expect(newCarSliderValue(60_000)).toBe(60_000);
    expect(newCarSliderValue(3_20_000)).toBe(3_20_000);
  });

  it("typeahead: alpha for city and brand, alphanumeric for model and variant", () => {
    expect(isTypeaheadInputAllowed("city", "New Delhi")).toBe(true);
    expect(isTypeaheadInputAllowed("city", "Delhi 6")).toBe(false);
    expect(isTypeaheadInputAllowed("brand", "Maruti Suzuki")).toBe(true);
    expect(isTypeaheadInputAllowed("brand", "Mercedes-Benz")).toBe(false);
    expect(isTypeaheadInputAllowed("model", "Grand i10 Nios")).toBe(true);
    expect(isTypeaheadInputAllowed("variant", "1.2 VXi")).toBe(false);
    expect(isTypeaheadInputAllowed("variant", "VXi AMT")).toBe(true);
    expect(isTypeaheadInputAllowed("model", "")).toBe(true);
  });
});

describe("slider ends (the label's maximum is reachable, a clamped value says why)", () => {
  it("a track whose grid misses the maximum runs to the grid point past it, and clamps there", () => {
    // The spec's grid from 10,000 in steps of 50,000 reaches 24,60,000, then 25,10,000.
    const spec = { ...AMOUNT_SLIDER, sliderStep: 50_000 };
    expect(sliderTrackMax(spec)).toBe(2_510_000);
    expect(clampToSlider(sliderTrackMax(spec), spec)).toBe(2_500_000);
    // The 10,000 grid lands on 25,00,000 itself.
    expect(sliderTrackMax(AMOUNT_SLIDER)).toBe(2_500_000);
  });

  it("a maximum on the grid is the track's end", () => {
    expect(sliderTrackMax(INTEREST_SLIDER)).toBe(INTEREST_SLIDER.maxSlider);
    expect(sliderTrackMax(DURATION_YEARS_SLIDER)).toBe(7);
    expect(sliderTrackMax(DURATION_MONTHS_SLIDER)).toBe(60);
  });

  it("property: the track's end is on the grid, at or past the maximum, less than a step beyond it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 500 }),
        (min, span, step) => {
          const config = { ...AMOUNT_SLIDER, minSlider: min, maxSlider: min + span, sliderStep: step };
          const end = sliderTrackMax(config);
          expect(end).toBeGreaterThanOrEqual(config.maxSlider);
          expect(end - config.maxSlider).toBeLessThan(step);
          expect((end - min) % step).toBe(0);
        },
      ),
    );
  });

  it("says whether a typed value was raised to the minimum or lowered to the maximum", () => {
    expect(clampReason("5,000", AMOUNT_SLIDER)).toBe("min");
    expect(clampReason("30,00,000", AMOUNT_SLIDER)).toBe("max");
    expect(clampReason("1,00,000", AMOUNT_SLIDER)).toBeNull();
    expect(clampReason("", AMOUNT_SLIDER)).toBeNull();
    expect(clampReason("1.2.3", INTEREST_SLIDER)).toBeNull();
    expect(clampReason("1.5", INTEREST_SLIDER)).toBe("min");
  });
});
