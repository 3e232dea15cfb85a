import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIndianNumber } from "../src/format.ts";
import { foldQuestion, parseIndianAmount, quantityMonths, readQuantities } from "../src/indian-amount.ts";

const kinds = (text: string) => readQuantities(text).map(({ kind, value }) => [kind, value]);
const DEVANAGARI_DIGITS = "०१२३४५६७८९";
const devanagari = (text: string) => text.replace(/\d/g, (d) => DEVANAGARI_DIGITS[Number(d)] as string);

describe("Indian amounts, rates and tenures in a question", () => {
  it("reads lakh, crore, thousand and rupees in English, Hinglish and Hindi", () => {
    expect(parseIndianAmount("5 lakh")).toBe(500_000);
    expect(parseIndianAmount("5L")).toBe(500_000);
    expect(parseIndianAmount("2.5 lacs")).toBe(250_000);
    expect(parseIndianAmount("1.2cr")).toBe(12_000_000);
    expect(parseIndianAmount("3 crores")).toBe(30_000_000);
    expect(parseIndianAmount("50k")).toBe(50_000);
    expect(parseIndianAmount("20 hazaar")).toBe(20_000);
    expect(parseIndianAmount("₹8,00,000")).toBe(800_000);
    expect(parseIndianAmount("Rs. 75,000")).toBe(75_000);
    expect(parseIndianAmount("INR 1,25,000")).toBe(125_000);
    expect(parseIndianAmount("9000 rupees")).toBe(9000);
    expect(parseIndianAmount("5 लाख")).toBe(500_000);
    expect(parseIndianAmount("५ लाख")).toBe(500_000);
    expect(parseIndianAmount("डेढ़ लाख")).toBe(150_000);
    expect(parseIndianAmount("ढाई लाख")).toBe(250_000);
    expect(parseIndianAmount("पाँच लाख")).toBe(500_000);
    expect(parseIndianAmount("do lakh")).toBe(200_000);
    expect(parseIndianAmount("eight lakh")).toBe(800_000);
    expect(parseIndianAmount("fifty thousand")).toBe(50_000);
    expect(parseIndianAmount("twelve lakh")).toBe(1_200_000);
    expect(parseIndianAmount("1 करोड़")).toBe(10_000_000);
    expect(parseIndianAmount("20 हज़ार")).toBe(20_000);
    expect(parseIndianAmount("250000")).toBe(250_000);
  });

  it("is not an amount when the text is something else, or more than one amount", () => {
    expect(parseIndianAmount("")).toBeNull();
    expect(parseIndianAmount("11%")).toBeNull();
    expect(parseIndianAmount("3 years")).toBeNull();
    expect(parseIndianAmount("5 lakh and 2 lakh")).toBeNull();
    expect(parseIndianAmount("5 lakh car")).toBeNull();
    expect(parseIndianAmount("five")).toBeNull();
  });

  it("reads rates, years and months, and joins years with months", () => {
    expect(kinds("EMI for 5 lakh at 11% for 3 years")).toEqual([
      ["rupees", 500_000],
      ["percent", 11],
      ["years", 3],
    ]);
    expect(kinds("₹8,00,000 car loan 9.5% 60 months")).toEqual([
      ["rupees", 800_000],
      ["percent", 9.5],
      ["months", 60],
    ]);
    expect(kinds("5 लाख का लोन 3 साल 11% पर EMI")).toEqual([
      ["rupees", 500_000],
      ["years", 3],
      ["percent", 11],
    ]);
    expect(kinds("10 लाख 9 प्रतिशत 36 महीने")).toEqual([
      ["rupees", 1_000_000],
      ["percent", 9],
      ["months", 36],
    ]);
    expect(kinds("3 saal 12 percent")).toEqual([
      ["years", 3],
      ["percent", 12],
    ]);
    expect(kinds("2 years 6 months")).toEqual([["months", 30]]);
    expect(kinds("2 saal aur 6 mahine")).toEqual([["months", 30]]);
    expect(kinds("2 years, then 6 months")).toEqual([
      ["years", 2],
      ["months", 6],
    ]);
    expect(kinds("6 months 2 years")).toEqual([
      ["months", 6],
      ["years", 2],
    ]);
    expect(kinds("score 720")).toEqual([["number", 720]]);
  });

  it("does not read a unit out of a longer word, nor a number word without a unit", () => {
    expect(kinds("5 laptops")).toEqual([["number", 5]]);
    expect(kinds("what do you know")).toEqual([]);
    expect(kinds("do lakh")).toEqual([["rupees", 200_000]]);
  });

  it("folds case, digits, nukta, chandrabindu and grouping commas", () => {
    expect(foldQuestion("₹८,००,००० पाँच लाख ढ़ EMI")).toBe("₹800000 पांच लाख ढ emi");
  });

  it("gives a tenure in months", () => {
    expect(quantityMonths({ kind: "years", value: 2.5 })).toBe(30);
    expect(quantityMonths({ kind: "months", value: 18 })).toBe(18);
    expect(quantityMonths({ kind: "percent", value: 11 })).toBeNull();
  });

  it("reads any rupee amount written with Indian grouping, with or without ₹ (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), fc.boolean(), (amount, sign) => {
        const text = `${sign ? "₹" : ""}${formatIndianNumber(amount)}`;
        expect(parseIndianAmount(text)).toBe(amount);
        expect(parseIndianAmount(devanagari(text))).toBe(amount);
      }),
    );
  });

  it("reads any lakh or crore amount with up to two decimals (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom(
          ["lakh", 100_000],
          ["L", 100_000],
          ["लाख", 100_000],
          ["crore", 10_000_000],
          ["Cr", 10_000_000],
        ),
        (hundredths, [unit, factor]) => {
          const number = hundredths / 100;
          expect(parseIndianAmount(`${number} ${unit}`)).toBe(
            Math.round(number * (factor as number) * 100) / 100,
          );
        },
      ),
    );
  });

  it("reads a whole loan question's amount, rate and tenure in any order (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_500 }),
        fc.integer({ min: 100, max: 3_000 }),
        fc.integer({ min: 1, max: 84 }),
        (thousands, rateHundredths, months) => {
          const rate = rateHundredths / 100;
          const question = `${months} months ${rate}% ₹${formatIndianNumber(thousands * 1000)}`;
          expect(kinds(question)).toEqual([
            ["months", months],
            ["percent", rate],
            ["rupees", thousands * 1000],
          ]);
        },
      ),
    );
  });
});
