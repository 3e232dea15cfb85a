import { toLatinDigits } from "./digits.ts";
import { CRORE, LAKH } from "./format.ts";

// How people in India write the figures of a loan question, in English, Hinglish and Hindi:
// "5 lakh", "5L", "₹8,00,000", "1.2 Cr", "50k", "५ लाख", "डेढ़ लाख", "11%", "11 प्रतिशत", "3 years",
// "3 saal", "60 months", "36 महीने". This module only reads the quantities and their units; which of
// them is the loan amount, the rate or an income is decided by whoever asked (the chatbot).

export type QuantityKind = "rupees" | "percent" | "years" | "months" | "number";

export type Quantity = {
  readonly kind: QuantityKind;
  /** Rupees for "rupees", percent for "percent", the count for "years" and "months", else as written. */
  readonly value: number;
  /** Where the quantity starts and ends in the folded text (see `foldQuestion`). */
  readonly start: number;
  readonly end: number;
};

/**
 * Number words from one to ten in Hindi (both spellings of पाँच) and romanised Hindi: the amount reader
 * below and the chatbot's reading of fractions ("saadhe teen lakh") share them.
 */
export const HINDI_SMALL_NUMBERS: Readonly<Record<string, number>> = {
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  पाँच: 5,
  छह: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  panch: 5,
  paanch: 5,
  chhe: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  dus: 10,
};

/** English number words: the units, the teens and the tens ("twenty-five" is a ten and a unit). */
export const ENGLISH_UNITS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
export const ENGLISH_TEENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const ENGLISH_TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Number words read as a number only when a unit follows ("do lakh", "five years"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...HINDI_SMALL_NUMBERS,
  छः: 6,
  पंद्रह: 15,
  बीस: 20,
  पच्चीस: 25,
  पचास: 50,
  डेढ: 1.5,
  ढाई: 2.5,
  pach: 5,
  bees: 20,
  pachas: 50,
  pachaas: 50,
  dedh: 1.5,
  dhai: 2.5,
  ...ENGLISH_UNITS,
  ...ENGLISH_TEENS,
  ...ENGLISH_TENS,
};

type UnitRule = { readonly kind: QuantityKind; readonly factor: number; readonly words: readonly string[] };

/** Longer words first within a rule, so "lakhs" is not read as "lakh" followed by "s". */
const UNITS: readonly UnitRule[] = [
  { kind: "rupees", factor: CRORE, words: ["crores", "crore", "करोड", "cr"] },
  { kind: "rupees", factor: LAKH, words: ["lakhs", "lakh", "lacs", "lac", "लाख", "lk", "l"] },
  {
    kind: "rupees",
    factor: 1000,
    words: ["thousand", "hazaar", "hazar", "hajar", "हजार", "k"],
  },
  {
    kind: "rupees",
    factor: 1,
    words: ["rupees", "rupaye", "rupay", "rupee", "रुपये", "रुपए", "रुपया", "rs", "inr"],
  },
  {
    kind: "percent",
    factor: 1,
    words: ["%", "percent", "per cent", "parsent", "pct", "pc", "प्रतिशत", "फीसदी", "फीसद"],
  },
  {
    kind: "years",
    factor: 1,
    words: ["years", "year", "yrs", "yr", "saal", "sal", "varsh", "वर्षों", "वर्ष", "सालों", "साल", "बरस", "y"],
  },
  {
    kind: "months",
    factor: 1,
    words: [
      "months",
      "month",
      "mnths",
      "mths",
      "mahine",
      "mahina",
      "mahino",
      "महीनों",
      "महीने",
      "महीना",
      "माह",
      "mo",
    ],
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const UNIT_WORDS = UNITS.flatMap((rule) => rule.words.map((word) => ({ word, rule }))).sort(
  (a, b) => b.word.length - a.word.length,
);
const UNIT_OF = new Map(UNIT_WORDS.map(({ word, rule }) => [word, rule]));
const UNIT_PATTERN = UNIT_WORDS.map(({ word }) => escapeRegExp(word)).join("|");
const WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");
// A currency sign or word before the number, the number (digits or a number word), then a unit. A letter
// right after the unit means it was the start of a longer word ("5 laptops" is not 5 lakh).
const QUANTITY = new RegExp(
  `(₹|rs\\.?|inr|रु\\.?)?\\s*(?:(\\d+(?:\\.\\d+)?)|(?<![\\p{L}\\p{M}])(${WORD_PATTERN}))\\s*(?:(${UNIT_PATTERN})(?![\\p{L}\\p{M}]))?`,
  "gu",
);

/**
 * The text as the reader reads it: lower case, Latin digits, no nukta (ढ़ = ढ), chandrabindu as
 * anusvara (पाँच = पांच), and no commas inside a number ("8,00,000" = "800000").
 */
export function foldQuestion(text: string): string {
  return toLatinDigits(text)
    .toLowerCase()
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC")
    .replace(/(\d),(?=\d)/g, "$1");
}

/** Every quantity of a question, in order. A bare number is kind "number"; a number word needs a unit. */
export function readQuantities(text: string): Quantity[] {
  const folded = foldQuestion(text);
  const found: Quantity[] = [];
  for (const match of folded.matchAll(QUANTITY)) {
    const [whole, currency, digits, word, unit] = match;
    if (digits === undefined && (word === undefined || unit === undefined)) continue;
    const number = digits === undefined ? (NUMBER_WORDS[word as string] as number) : Number(digits);
    const rule = unit === undefined ? undefined : UNIT_OF.get(unit);
    const kind: QuantityKind = rule ? rule.kind : currency ? "rupees" : "number";
    const value = Math.round(number * (rule ? rule.factor : 1) * 100) / 100;
    const start = (match.index as number) + (whole.length - whole.trimStart().length);
    found.push({ kind, value, start, end: (match.index as number) + whole.length });
  }
  return joinYearsAndMonths(found, folded);
}

/** "2 years 6 months" (or "2 saal aur 6 mahine") is one duration of 30 months. */
function joinYearsAndMonths(found: Quantity[], folded: string): Quantity[] {
  const joined: Quantity[] = [];
  for (const quantity of found) {
    const previous = joined.at(-1);
    const between = previous ? folded.slice(previous.end, quantity.start) : "";
    if (
      previous?.kind === "years" &&
      quantity.kind === "months" &&
      /^\s*(,|and|aur|और)?\s*$/u.test(between)
    ) {
      joined[joined.length - 1] = {
        kind: "months",
        value: previous.value * 12 + quantity.value,
        start: previous.start,
        end: quantity.end,
      };
    } else {
      joined.push(quantity);
    }
  }
  return joined;
}

/**
 * One amount of money as typed into a box or a question ("5 lakh", "₹8,00,000", "1.2cr", "५ लाख"):
 * rupees, or null when the text is not exactly one amount (a bare number counts as rupees).
 */
export function parseIndianAmount(text: string): number | null {
  const quantities = readQuantities(text);
  const [only] = quantities;
  if (quantities.length !== 1 || !only || (only.kind !== "rupees" && only.kind !== "number")) return null;
  const rest = `${foldQuestion(text).slice(0, only.start)}${foldQuestion(text).slice(only.end)}`;
  return /^[\s₹.]*$/u.test(rest) ? only.value : null;
}

/** Tenure in months from a duration quantity. */
export function quantityMonths(quantity: Pick<Quantity, "kind" | "value">): number | null {
  if (quantity.kind === "years") return Math.round(quantity.value * 12);
  return quantity.kind === "months" ? Math.round(quantity.value) : null;
}
