import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = new URL("../app/i18n/messages/", import.meta.url);
const read = (lang: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${lang}/${file}`, dir), "utf8"));

function keys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

const enFiles = readdirSync(new URL("en/", dir)).filter((f) => f.endsWith(".json"));

describe("message catalogues", () => {
  it("Hindi has every file English has", () => {
    const hiFiles = readdirSync(new URL("hi/", dir)).filter((f) => f.endsWith(".json"));
    expect(hiFiles.sort()).toEqual(enFiles.sort());
  });

  it.each(enFiles)("hi/%s has every key of en/%s and no extra", (file) => {
    expect(keys(read("hi", file)).sort()).toEqual(keys(read("en", file)).sort());
  });

  it.each(enFiles)("hi/%s is written in Hindi (no string left in English)", (file) => {
    // Brand and bank names, interpolation placeholders, and the file formats a phone's file picker names
    // (PDF, JPEG, PNG, WebP) may stay in Latin script.
    const allowed =
      /LoanSetu Technologies Pvt Ltd|LoanSetu|cms\.rbi\.org\.in|English|OTP|EMI|PAN|KYC|CIBIL|Experian|PDF|JPEG|PNG|WebP|\{\{\w+\}\}|https?:\S+|[\w.-]+@[\w.-]+/g;
    const english = leaves(read("hi", file)).filter((text) => /[A-Za-z]{3,}/.test(text.replace(allowed, "")));
    expect(english).toEqual([]);
  });
});
