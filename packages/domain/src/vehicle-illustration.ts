// The catalogue ships no photos, so a vehicle is shown as one of our own drawings, picked
// from the catalogue's body type and fuel. The files live in the web app's public/images/vehicles/.

export type VehicleIllustration = "hatchback" | "sedan" | "suv" | "muv" | "scooter" | "motorcycle" | "ev";

export const VEHICLE_ILLUSTRATIONS: readonly VehicleIllustration[] = [
  "hatchback",
  "sedan",
  "suv",
  "muv",
  "scooter",
  "motorcycle",
  "ev",
];

// The catalogue's body types (data/car-catalogue.json), each drawn as the nearest illustration.
const BY_BODY_TYPE: Record<string, VehicleIllustration> = {
  hatchback: "hatchback",
  sedan: "sedan",
  suv: "suv",
  "compact-suv": "suv",
  mpv: "muv",
  muv: "muv",
  scooter: "scooter",
  motorcycle: "motorcycle",
};

/**
 * The drawing for a catalogue vehicle: an electric car is the EV drawing (a plug tells it apart); an
 * electric two-wheeler keeps its scooter or motorcycle shape. An unknown body type falls back to a
 * hatchback for cars and a motorcycle for two-wheelers.
 */
export function vehicleIllustration(
  bodyType: string,
  fuel: string | undefined,
  kind: "car" | "twoWheeler",
): VehicleIllustration {
  if (kind === "car" && fuel === "electric") {
    return "ev";
  }
  return BY_BODY_TYPE[bodyType] ?? (kind === "car" ? "hatchback" : "motorcycle");
}

/** The public path of an illustration. */
export function vehicleIllustrationPath(illustration: VehicleIllustration): string {
  return `/images/vehicles/${illustration}.svg`;
}
