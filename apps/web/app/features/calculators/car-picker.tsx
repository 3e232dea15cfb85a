import type { Option } from "@loansetu/api/calculators/reference";
import type { TypeaheadField } from "@loansetu/domain/calculator-input";
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useHydrated } from "../learn/use-hydrated.ts";
import { CarComboBox } from "./car-combobox.tsx";

export type CarSelection = { cityId?: number; makeId?: number; modelId?: number; variantId?: number };

export type CarPickerProps = {
  cities: Option[];
  brands: Option[];
  selection: CarSelection;
  models: Option[];
  variants: Option[];
  onSelectionChange: (selection: CarSelection) => void;
  /** The chosen variant's ex-showroom price in the chosen city (§7 price.ex_showroom_price). */
  onPrice: (price: number) => void;
};

type Status = "idle" | "loading" | "error";

async function fetchCalculator<K extends "model" | "variant" | "price">(
  key: K,
  params: Record<string, number>,
): Promise<K extends "price" ? { ex_showroom_price: number } : Option[]> {
  const query = new URLSearchParams({
    key,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const response = await fetch(`/api/calculator?${query}`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`calculator ${key}: ${response.status}`);
  const body = (await response.json()) as { data: Record<string, unknown> };
  return body.data[key] as K extends "price" ? { ex_showroom_price: number } : Option[];
}

/**
 * §2 new-car calculator, §7: city → brand → model → variant, each a typeahead; the variant's
 * ex-showroom price in the city becomes the loan amount. Lists after the first come from
 * `GET /api/calculator` (cached by the browser). Until the page is interactive (and without JavaScript) the
 * fields show the chosen car, read-only: typing into them before then would be lost.
 */
export function CarPicker({
  cities,
  brands,
  selection,
  models: initialModels,
  variants: initialVariants,
  onSelectionChange,
  onPrice,
}: CarPickerProps) {
  const { t } = useTranslation();
  const [models, setModels] = useState(initialModels);
  const [variants, setVariants] = useState(initialVariants);
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();

  // Only the latest request of each kind counts: a slow answer for an earlier brand is dropped.
  const latest = useRef({ model: 0, variant: 0, price: 0 });
  const load = async <T,>(kind: "model" | "variant" | "price", work: Promise<T>, use: (value: T) => void) => {
    const request = ++latest.current[kind];
    setStatus("loading");
    try {
      const value = await work;
      if (request !== latest.current[kind]) return;
      use(value);
      setStatus("idle");
    } catch {
      if (request === latest.current[kind]) setStatus("error");
    }
  };
  const price = (variantId: number | undefined, cityId: number | undefined) => {
    if (variantId !== undefined && cityId !== undefined) {
      void load("price", fetchCalculator("price", { variantId, cityId }), (p) =>
        onPrice(p.ex_showroom_price),
      );
    }
  };

  const choose: Record<TypeaheadField, (value: number | undefined) => void> = {
    city: (cityId) => {
      onSelectionChange({ ...selection, cityId });
      price(selection.variantId, cityId);
    },
    brand: (makeId) => {
      if (makeId === selection.makeId) return;
      onSelectionChange({ cityId: selection.cityId, makeId });
      latest.current.variant++;
      latest.current.price++;
      setModels([]);
      setVariants([]);
      if (makeId !== undefined) void load("model", fetchCalculator("model", { makeId }), setModels);
    },
    model: (modelId) => {
      if (modelId === selection.modelId) return;
      onSelectionChange({ cityId: selection.cityId, makeId: selection.makeId, modelId });
      latest.current.price++;
      setVariants([]);
      if (modelId !== undefined) void load("variant", fetchCalculator("variant", { modelId }), setVariants);
    },
    variant: (variantId) => {
      if (variantId === selection.variantId) return;
      onSelectionChange({ ...selection, variantId });
      price(variantId, selection.cityId);
    },
  };

  // A field opens once its list is there: typing into it earlier would be lost when the list arrives.
  const fields: {
    field: TypeaheadField;
    options: Option[];
    selected: number | undefined;
    disabled: boolean;
  }[] = [
    { field: "city", options: cities, selected: selection.cityId, disabled: false },
    { field: "brand", options: brands, selected: selection.makeId, disabled: false },
    { field: "model", options: models, selected: selection.modelId, disabled: models.length === 0 },
    { field: "variant", options: variants, selected: selection.variantId, disabled: variants.length === 0 },
  ];

  return (
    <div
      className="mt-3 rounded-lg bg-brand-50 p-3"
      data-testid="car-picker"
      aria-busy={status === "loading"}
    >
      <p className="text-sm font-medium text-brand-900">{t("calc.car.heading")}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {fields.map(({ field, options, selected, disabled }) =>
          hydrated ? (
            <CarComboBox
              // A field whose list changes starts afresh (it is never the focused one at that moment).
              key={`${field}-${field === "model" ? selection.makeId : field === "variant" ? selection.modelId : ""}-${options.length}`}
              field={field}
              label={t(`calc.car.${field}`)}
              placeholder={t(`calc.car.${field}Placeholder`)}
              emptyText={t("calc.car.noMatch")}
              options={options}
              selected={selected}
              onSelect={choose[field]}
              isDisabled={disabled}
            />
          ) : (
            // Before the page is interactive: the chosen car, read-only (not yet a combobox to assistive
            // technology or to a test waiting for one).
            <label key={field} className="flex flex-col gap-1">
              <span className="text-sm font-medium text-ink">{t(`calc.car.${field}`)}</span>
              <input
                readOnly
                disabled
                value={options.find((o) => o.value === selected)?.text ?? ""}
                placeholder={t(`calc.car.${field}Placeholder`)}
                className="h-11 rounded-lg border border-line bg-white px-3 text-ink placeholder:text-ink-soft"
              />
            </label>
          ),
        )}
      </div>
      <p className="mt-2 min-h-5 text-sm" role="status">
        {status === "loading" && <span className="text-ink-soft">{t("calc.car.loading")}</span>}
        {status === "error" && <span className="text-danger">{t("calc.car.error")}</span>}
        {status === "idle" && selection.variantId !== undefined && selection.cityId === undefined && (
          <span className="text-ink-soft">{t("calc.car.chooseCity")}</span>
        )}
      </p>
    </div>
  );
}
