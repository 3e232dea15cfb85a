import { describe, expect, it } from "vitest";
import {
  checkRule,
  isDate,
  isEmail,
  isUrl,
  parseDecimal,
  ROI_MAX,
  ROI_MIN,
  type Rule,
  validateField,
} from "../src/validators.ts";

const passes = (value: string, rule: Rule) => validateField(value, [rule]).ok;

describe("shared validator rules (§5)", () => {
  it("lets an empty value pass unless required, then 'Field cannot be left empty.'", () => {
    expect(validateField("", [{ kind: "pan" }])).toEqual({ ok: true });
    expect(validateField("   ", [{ kind: "minLength", min: 3 }], { required: true })).toEqual({
      ok: false,
      id: "field.empty",
      message: "Field cannot be left empty.",
    });
  });

  it("reports the first failing rule, after trimming", () => {
    const rules: Rule[] = [{ kind: "number" }, { kind: "minLength", min: 4 }];
    expect(validateField(" 123 ", rules)).toMatchObject({ id: "validation.minLength", params: { min: 4 } });
    expect(validateField("12a4", rules)).toMatchObject({ id: "validation.number" });
    expect(validateField(" 1234 ", rules)).toEqual({ ok: true });
  });

  it("email uses the contact form's text 'Please enter valid email.'", () => {
    expect(validateField("a@b", [{ kind: "email" }])).toEqual({
      ok: false,
      id: "email.invalid",
      message: "Please enter valid email.",
    });
    expect(isEmail("priya.sharma+loans@example.co.in")).toBe(true);
    expect(isEmail("priya..sharma@example.com")).toBe(false);
    expect(isEmail("priya@-example.com")).toBe(false);
    expect(isEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });

  it("url accepts http(s) addresses, with or without the scheme", () => {
    expect(isUrl("https://www.example.in/loans?x=1")).toBe(true);
    expect(isUrl("www.example.in")).toBe(true);
    expect(isUrl("ftp://example.in")).toBe(false);
    expect(isUrl("javascript:alert(1)")).toBe(false);
    expect(isUrl("https://localhost")).toBe(false);
    expect(isUrl("https://exa mple.in")).toBe(false);
    expect(isUrl("http://[::1")).toBe(false);
    expect(validateField("nope", [{ kind: "url" }])).toMatchObject({ id: "validation.url" });
  });

  it.each<[Rule["kind"], string[], string[]]>([
    ["alphanumeric", ["Swift Dzire 2024", "VXi"], ["i10-Nios", "A&B"]],
    ["alpha", ["New Delhi", "Pune"], ["Pune1", "St. Louis"]],
    ["number", ["0", "1234567"], ["12.5", "-1", "1,000"]],
    ["postcode", ["110001", "560034"], ["011001", "11000", "1100011"]],
    ["pan", ["ABCDE1234F", "abcde1234f"], ["ABCD1234F", "ABCDE12345", "1BCDE1234F"]],
    ["voterId", ["ABC1234567"], ["AB12345678", "ABC123456"]],
    ["passport", ["J8369854"], ["J836985", "18369854"]],
    [
      "drivingLicence",
      ["MH1220110012345", "MH-12 20110012345", "DL04 19990012345"],
      ["MH12201100123", "MH1218110012345"],
    ],
    ["ifsc", ["SBIN0001234", "HDFC0ABC123"], ["SBIN1001234", "SBI0001234"]],
    [
      "aadhaar",
      ["234567890123", "2345 6789 0123", "9999-9999-9999"],
      ["123456789012", "23456789012", "0345 6789 0123"],
    ],
    [
      "vehicleNumber",
      ["MH12AB1234", "MH 12 AB 1234", "DL3CAB1234", "KA01A1234", "22BH1234AA"],
      ["MH12AB123", "M12AB1234", "22BH123AA"],
    ],
    ["decimal", ["12", "12.5"], ["12.", ".5", "1e3", "-2"]],
  ])("%s", (kind, good, bad) => {
    for (const value of good) {
      expect(passes(value, { kind } as Rule), value).toBe(true);
    }
    for (const value of bad) {
      expect(validateField(value, [{ kind } as Rule]), value).toMatchObject({ ok: false });
    }
  });

  it("gives each identity rule its own message", () => {
    expect(validateField("X", [{ kind: "pan" }])).toEqual({
      ok: false,
      id: "validation.pan",
      message: "Please enter a valid PAN.",
    });
    expect(validateField("X", [{ kind: "aadhaar" }])).toMatchObject({ id: "validation.aadhaar" });
    expect(validateField("X", [{ kind: "vehicleNumber" }])).toMatchObject({ id: "validation.vehicleNumber" });
  });

  it("ROI is 0 to 30", () => {
    expect([ROI_MIN, ROI_MAX]).toEqual([0, 30]);
    expect(passes("0", { kind: "roi" })).toBe(true);
    expect(passes("30", { kind: "roi" })).toBe(true);
    expect(passes("10.75", { kind: "roi" })).toBe(true);
    expect(validateField("30.01", [{ kind: "roi" }])).toMatchObject({ id: "validation.roi" });
    expect(validateField("ten", [{ kind: "roi" }])).toMatchObject({ id: "validation.roi" });
  });

  it("dates must exist in the named format", () => {
    expect(isDate("29/02/2024", "DD/MM/YYYY")).toBe(true);
    expect(isDate("29/02/2023", "DD/MM/YYYY")).toBe(false);
    expect(isDate("31-04-2024", "DD-MM-YYYY")).toBe(false);
    expect(isDate("30-04-2024", "DD-MM-YYYY")).toBe(true);
    expect(isDate("2024-12-31", "YYYY-MM-DD")).toBe(true);
    expect(isDate("2024-13-01", "YYYY-MM-DD")).toBe(false);
    expect(isDate("2024-00-10", "YYYY-MM-DD")).toBe(false);
    expect(isDate("00/10/2024", "DD/MM/YYYY")).toBe(false);
    expect(isDate("01/01/0999", "DD/MM/YYYY")).toBe(false);
    expect(isDate("2024-12-31", "DD/MM/YYYY")).toBe(false);
    expect(validateField("31/02/2024", [{ kind: "date", format: "DD/MM/YYYY" }])).toEqual({
      ok: false,
      id: "validation.date",
      message: "Please enter a valid date (DD/MM/YYYY).",
      params: { format: "DD/MM/YYYY" },
    });
  });

  it("length rules count characters, not UTF-16 units", () => {
    expect(passes("नमस्ते", { kind: "maxLength", max: 6 })).toBe(true);
    expect(passes("😀😀", { kind: "maxLength", max: 2 })).toBe(true);
    expect(validateField("abcd", [{ kind: "maxLength", max: 3 }])).toMatchObject({
      id: "validation.maxLength",
      message: "Please enter no more than 3 characters.",
    });
    expect(passes("abc", { kind: "minLength", min: 3 })).toBe(true);
  });

  it("value rules compare numbers and refuse non-numbers", () => {
    expect(passes("10000", { kind: "minValue", min: 10000 })).toBe(true);
    expect(validateField("9999", [{ kind: "minValue", min: 10000 }])).toMatchObject({
      id: "validation.minValue",
      message: "Value must be at least 10000.",
    });
    expect(passes("30", { kind: "maxValue", max: 30 })).toBe(true);
    expect(validateField("30.5", [{ kind: "maxValue", max: 30 }])).toMatchObject({
      id: "validation.maxValue",
    });
    expect(validateField("abc", [{ kind: "maxValue", max: 30 }])).toMatchObject({ id: "validation.decimal" });
  });

  it("non-zero forms refuse zero and non-numbers", () => {
    expect(passes("5", { kind: "nonZeroNumber" })).toBe(true);
    expect(validateField("0", [{ kind: "nonZeroNumber" }])).toMatchObject({ id: "validation.nonZero" });
    expect(validateField("0.5", [{ kind: "nonZeroNumber" }])).toMatchObject({ id: "validation.number" });
    expect(passes("0.5", { kind: "nonZeroDecimal" })).toBe(true);
    expect(validateField("0.00", [{ kind: "nonZeroDecimal" }])).toMatchObject({ id: "validation.nonZero" });
    expect(validateField("x", [{ kind: "nonZeroDecimal" }])).toMatchObject({ id: "validation.decimal" });
  });

  it("parses plain decimals only", () => {
    expect(parseDecimal("12.50")).toBe(12.5);
    expect(parseDecimal("1e3")).toBeNull();
    expect(checkRule("12", { kind: "decimal" })).toEqual({ ok: true });
  });
});
