/**
 * Ex-showroom price of a catalogue variant in a city (rule stated in data/car-catalogue.json):
 * the Delhi base price × the city's priceFactor, rounded to the nearest `roundTo` rupees.
 */
export function cityExShowroomPrice(basePrice: number, priceFactor: number, roundTo = 1000): number {
  // Round to paise first so floating-point noise (e.g. 369500 × 1.03) cannot flip a half.
  const exact = Math.round(basePrice * priceFactor * 100) / 100;
  return Math.round(exact / roundTo) * roundTo;
}
