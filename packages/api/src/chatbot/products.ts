import { foldQuestion } from "@loansetu/domain/indian-amount";
import type { ProductKey } from "../data/schemas.ts";

// Which loan a question names, and which loan a passage of our content is about: a question about a
// two-wheeler loan is not answered from the used-car FAQ because both speak of a vehicle's age.

/** The loans a question can name, most specific first (folded text, as `foldQuestion` gives it). */
export const PRODUCTS: [ProductKey, RegExp][] = [
  ["balanceTransfer", /balance transfer|बैलेंस ट्रांसफर/u],
  [
    "refinance",
    /refinanc|against (my |the |this |your )?(car|vehicle|gaadi)|(car|vehicle|gaadi)(?![\p{L}]).{0,40}against (it|this)|रीफाइनेंस|कार पर लोन|(लोन|ऋण) अगेंस्ट (कार|गाडी|वाहन)|(कार|गाडी|वाहन) के बदले|(apni|apne|meri|mera|my|own|अपनी|अपने|मेरी|मेरे) (car|gaadi|gadi|vehicle|कार|गाडी|वाहन)( \S+)? (pe|par|पर) (\S+ ){0,2}(loan|लोन)|(apni|apne|अपनी|अपने) (car|gaadi|gadi|कार|गाडी) (\S+ ){1,3}(loan|लोन)|(car|gaadi|vehicle|कार|गाडी|वाहन) (girvi|गिरवी|mortgage)/u,
  ],
  [
    "usedCar",
    /used car|second[ -]?hand|pre-?owned|old car|purani (car|gaadi|gadi)|यूज्ड|पुरानी (कार|गाडी)|सेकंड ?हैंड|सेकेंड ?हैंड/u,
  ],
  [
    "ev",
    /(?<![\p{L}])(evs?|e-?bikes?|e-?scooters?|e bike|e scooter)(?![\p{L}])|electric|green|इलेक्ट्रिक|ग्रीन|ईवी|ई-?बाइक|ई-?स्कूटर|ई बाइक|ई स्कूटर/u,
  ],
  [
    "twoWheeler",
    /two[ -]?wheeler|2[ -]?wheeler|bike|scoot|motorcycle|moped|activa|splendor|pulsar|royal enfield|टू[ -]?व्हीलर|बाइक|स्कूटर|स्कूटी|दोपहिया|एक्टिवा|स्प्लेंडर/u,
  ],
  ["commercialVehicle", /commercial vehicle|truck|कमर्शियल/u],
  ["newCar", /car(?![\p{L}])|cars|कार(?![\p{L}\p{M}])|गाडी/u],
  ["business", /business|msme|बिजनेस|कारोबार|व्यापार/u],
  ["personal", /personal|पर्सनल/u],
];

/** The loan a question names, if any. */
export function questionProduct(question: string): ProductKey | null {
  const folded = foldQuestion(question);
  return PRODUCTS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

/** The FAQ sets and guides that are about one loan (the others are about credit scores, EMIs, rights…). */
const PASSAGE_PRODUCT: [RegExp, ProductKey][] = [
  [/^faq:\w+:pl-|^article:\w+:personal-loan-eligibility/, "personal"],
  [/^article:\w+:personal-loan-balance-transfer/, "balanceTransfer"],
  [/^faq:\w+:bl-|^article:\w+:business-loan/, "business"],
  [/^faq:\w+:nc-|^article:\w+:new-car-loan/, "newCar"],
  [/^faq:\w+:uc-|^article:\w+:used-car-loan/, "usedCar"],
  [/^faq:\w+:tw-|^article:\w+:two-wheeler-loan/, "twoWheeler"],
  [/^faq:\w+:gl-|^article:\w+:ev-loan/, "ev"],
  [/^faq:\w+:rf-|^article:\w+:loan-against-car/, "refinance"],
];

export function passageProduct(id: string): ProductKey | null {
  return PASSAGE_PRODUCT.find(([pattern]) => pattern.test(id))?.[1] ?? null;
}

/**
 * Whether a passage about one loan can answer a question naming another. "Car" alone is read as a new
 * car, but a person saying "car" may mean any car loan; a balance transfer is a personal loan's.
 */
export function productFit(asked: ProductKey, about: ProductKey): "same" | "near" | "other" {
  if (asked === about) return "same";
  if (asked === "newCar" && (about === "usedCar" || about === "refinance")) return "near";
  if (asked === "balanceTransfer" && about === "personal") return "near";
  if (asked === "ev" && (about === "twoWheeler" || about === "newCar")) return "near";
  return "other";
}
