import { describe, expect, it } from "vitest";
import {
  VEHICLE_ILLUSTRATIONS,
  vehicleIllustration,
  vehicleIllustrationPath,
} from "../src/vehicle-illustration.ts";

describe("vehicle illustrations (chosen from the catalogue's data)", () => {
  it.each([
    ["hatchback", "petrol", "car", "hatchback"],
    ["sedan", "diesel", "car", "sedan"],
    ["suv", "petrol", "car", "suv"],
    ["compact-suv", "cng", "car", "suv"],
    ["mpv", "petrol", "car", "muv"],
    ["suv", "electric", "car", "ev"],
    ["scooter", "electric", "twoWheeler", "scooter"],
    ["motorcycle", "petrol", "twoWheeler", "motorcycle"],
    ["pickup", undefined, "car", "hatchback"],
    ["moped", undefined, "twoWheeler", "motorcycle"],
  ] as const)("%s (%s, %s) is drawn as %s", (bodyType, fuel, kind, expected) => {
    expect(vehicleIllustration(bodyType, fuel, kind)).toBe(expected);
  });

  it("each illustration has one file under /images/vehicles", () => {
    expect(VEHICLE_ILLUSTRATIONS.map(vehicleIllustrationPath)).toContain("/images/vehicles/ev.svg");
    expect(new Set(VEHICLE_ILLUSTRATIONS.map(vehicleIllustrationPath)).size).toBe(7);
  });
});
