import type { CatalogueVehicle, JourneyProduct } from "@loansetu/domain/application";
import type { CarCatalogue } from "../data/schemas.ts";

/** A catalogue variant the product step can offer, with what the offer engine and the page need. */
export interface VehicleOption extends CatalogueVehicle {
  brand: string;
  model: string;
  variant: string;
  fuel: string;
  /** Whether the model is traded used (used-car loans and refinance list only these). */
  used: boolean;
  /** "Maruti Suzuki Alto K10 VXi". */
  label: string;
}

export interface VehicleGroup {
  /** "Maruti Suzuki Alto K10". */
  label: string;
  options: VehicleOption[];
}

const cache = new WeakMap<CarCatalogue, VehicleOption[]>();

/** Every variant of the catalogue, cars then two-wheelers (built once per catalogue object). */
export function allVehicles(catalogue: CarCatalogue): VehicleOption[] {
  let list = cache.get(catalogue);
  if (!list) {
    const from = (
      brands: CarCatalogue["brands"] | CarCatalogue["twoWheelerBrands"],
      type: CatalogueVehicle["type"],
    ) =>
      brands.flatMap((brand) =>
        brand.models.flatMap((model) =>
          model.variants.map((variant) => ({
            variantId: variant.id,
            type,
            exShowroomPrice: variant.exShowroomPrice,
            brand: brand.name,
            model: model.name,
            variant: variant.name,
            fuel: variant.fuel,
            label: `${brand.name} ${model.name} ${variant.name}`,
            used: model.used,
          })),
        ),
      );
    list = [...from(catalogue.brands, "car"), ...from(catalogue.twoWheelerBrands, "two-wheeler")];
    cache.set(catalogue, list);
  }
  return list;
}

/** The vehicles a product finances: cars, two-wheelers, or electric ones of either kind. */
export function vehiclesFor(catalogue: CarCatalogue, product: JourneyProduct): VehicleOption[] {
  const list = allVehicles(catalogue);
  if (product.vehicle === "electric") return list.filter((v) => v.fuel === "electric");
  return list.filter((v) => v.type === product.vehicle && (!product.asksVehicleValue || v.used));
}

/** Vehicles grouped by brand and model, for a select with option groups. */
export function vehicleGroups(options: VehicleOption[]): VehicleGroup[] {
  const groups = new Map<string, VehicleGroup>();
  for (const option of options) {
    const label = `${option.brand} ${option.model}`;
    let group = groups.get(label);
    if (!group) {
      group = { label, options: [] };
      groups.set(label, group);
    }
    group.options.push(option);
  }
  return [...groups.values()];
}
