import type { Option, RateCard } from "@loansetu/api/calculators/reference";
import { AMOUNT_SLIDER, clampToSlider, newCarSliderValue } from "@loansetu/domain/calculator-input";
import { formatRupees } from "@loansetu/domain/format";
import { CAR_CALCULATOR_JOURNEY } from "@loansetu/domain/journey";
import type { YearMonth } from "@loansetu/domain/kolkata-time";
import { useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { CarPicker, type CarSelection } from "./car-picker.tsx";
import { EmiCalculator } from "./emi-calculator.tsx";
import type { EmiInputs } from "./inputs.ts";

export type CarTab = "new" | "used";

export type NewCarData = {
  cities: Option[];
  brands: Option[];
  selection: CarSelection;
  models: Option[];
  variants: Option[];
  /** The chosen variant's price in the chosen city, when both are in the address. */
  price?: number;
};

/** The new-car amount rule of §5, from the slider's starting value. */
const newCarAmount = (value: number) => newCarSliderValue(value);

/**
 * One tab of the car loan EMI calculator (§2): the used-car tab is the plain calculator; the new-car tab
 * adds the city → brand → model → variant typeahead whose ex-showroom price becomes the amount (capped at
 * the slider's ₹25 lakh) and the §5 new-car step rule. Both journeys are §7 "calculator product 2 (new or
 * used car, vendor 5)".
 */
export function CarLoanCalculator({
  tab,
  initial,
  start,
  rates,
  car,
}: {
  tab: CarTab;
  initial: EmiInputs;
  start: YearMonth;
  rates: { rows: RateCard[]; asOf: string };
  car?: NewCarData;
}) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState(initial);
  const [selection, setSelection] = useState<CarSelection>(car?.selection ?? {});
  const [price, setPrice] = useState(car?.price);
  const cityName = car?.cities.find((c) => c.value === selection.cityId)?.text;

  const picker = car && (
    <>
      <CarPicker
        cities={car.cities}
        brands={car.brands}
        selection={selection}
        models={car.models}
        variants={car.variants}
        onSelectionChange={(next) => {
          setSelection(next);
          if (next.variantId === undefined || next.cityId === undefined) setPrice(undefined);
        }}
        onPrice={(exShowroom) => {
          setPrice(exShowroom);
          setInputs((current) => ({ ...current, amount: clampToSlider(exShowroom, AMOUNT_SLIDER) }));
        }}
      />
      {price !== undefined && cityName && (
        <p className="mt-2 text-sm text-ink" data-testid="ex-showroom-price">
          {t("calc.car.price", { city: cityName, price: formatRupees(price) })}
          {price > AMOUNT_SLIDER.maxSlider && (
            <span className="block text-ink-soft">
              {t("calc.car.capped", { max: formatRupees(AMOUNT_SLIDER.maxSlider) })}
            </span>
          )}
        </p>
      )}
    </>
  );

  return (
    <EmiCalculator
      kind={tab === "new" ? "new-car" : "used-car"}
      inputs={inputs}
      onInputsChange={setInputs}
      start={start}
      journey={{
        product: tab === "new" ? "new-car-loan" : "used-car-loan",
        ids: CAR_CALCULATOR_JOURNEY,
        label: t("calc.journey.apply"),
      }}
      extraParams={tab === "new" ? { ...selection } : { tab: "used" }}
      before={picker}
      {...(tab === "new" ? { amountFromSlider: newCarAmount } : {})}
      rates={rates}
      title={t(tab === "new" ? "calc.emi.newInputsHeading" : "calc.emi.usedInputsHeading")}
    />
  );
}
