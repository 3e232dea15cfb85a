import type { MessageId } from "./messages.ts";
import { fail, PASS, type ValidationResult } from "./validation-result.ts";

// §5 "Shared validator rules: email, URL, alphanumeric, alpha, number, 6-digit postcode (first digit
// not 0), PAN (5 letters, 4 digits, 1 letter), voter id, passport, driving licence, IFSC, Aadhaar
// (12 digits, first digit 2-9), vehicle number, date formats, ROI (0 to 30), minLength, maxLength,
// minValue, maxValue, decimal and non-zero forms. Empty values pass unless minLength is required."
// Rules are data, so a form and a zod schema can share one list per field.

export type DateFormat = "DD/MM/YYYY" | "DD-MM-YYYY" | "YYYY-MM-DD";

export type Rule =
  | {
      readonly kind:
        | "email"
        | "url"
        | "alphanumeric"
        | "alpha"
        | "number"
        | "postcode"
        | "pan"
        | "voterId"
        | "passport"
        | "drivingLicence"
        | "ifsc"
        | "aadhaar"
        | "vehicleNumber"
        | "roi"
        | "decimal"
        | "nonZeroNumber"
        | "nonZeroDecimal";
    }
  | { readonly kind: "date"; readonly format: DateFormat }
  | { readonly kind: "minLength"; readonly min: number }
  | { readonly kind: "maxLength"; readonly max: number }
  | { readonly kind: "minValue"; readonly min: number }
  | { readonly kind: "maxValue"; readonly max: number };

/** §9 "ROI is capped at 30"; §5 "ROI (0 to 30)". */
export const ROI_MIN = 0;
export const ROI_MAX = 30;

// The longest address SMTP accepts (RFC 5321), checked first so the pattern never sees long input.
const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

// Identity documents are matched without regard to case (people type "abcde1234f"); store them upper-cased.
const PATTERNS = {
  alphanumeric: /^[A-Za-z0-9 ]+$/,
  alpha: /^[A-Za-z ]+$/,
  number: /^\d+$/,
  decimal: /^\d+(?:\.\d+)?$/,
  postcode: /^[1-9]\d{5}$/,
  pan: /^[A-Z]{5}\d{4}[A-Z]$/i,
  // EPIC: three letters and seven digits.
  voterId: /^[A-Z]{3}\d{7}$/i,
  // Indian passport: one letter and seven digits.
  passport: /^[A-Z]\d{7}$/i,
  // Sarathi format: state code, RTO code, year of issue, seven digits; a space or hyphen may follow each code.
  drivingLicence: /^[A-Z]{2}[- ]?\d{2}[- ]?(?:19|20)\d{2}\d{7}$/i,
  // Four-letter bank code, a zero, six-character branch code.
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/i,
  // Aadhaar is printed in groups of four, so a space or hyphen between groups is accepted.
  aadhaar: /^[2-9]\d{3}[- ]?\d{4}[- ]?\d{4}$/,
  // State, RTO (1-2 digits), series (0-3 letters), number (4 digits); or the Bharat (BH) series.
  vehicleNumber: /^(?:[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|\d{2}BH\d{4}[A-Z]{1,2})$/i,
} as const;

const DATE_PATTERNS: Readonly<Record<DateFormat, RegExp>> = {
  "DD/MM/YYYY": /^(?<day>\d{2})\/(?<month>\d{2})\/(?<year>\d{4})$/,
  "DD-MM-YYYY": /^(?<day>\d{2})-(?<month>\d{2})-(?<year>\d{4})$/,
  "YYYY-MM-DD": /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
};

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** An http(s) address; "www.example.in" without a scheme is accepted, as people type it that way. */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) {
    return false;
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A calendar date that exists (31/02 does not) in one of the accepted formats. */
export function isDate(value: string, format: DateFormat): boolean {
  const parts = DATE_PATTERNS[format].exec(value)?.groups;
  if (parts === undefined) {
    return false;
  }
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

/** A plain decimal ("12", "12.5") as a number, or null; signs, commas and exponents are not numbers here. */
export function parseDecimal(value: string): number | null {
  return PATTERNS.decimal.test(value) ? Number(value) : null;
}

function vehicleKey(value: string): string {
  return value.replace(/[- ]/g, "");
}

function check(ok: boolean, id: MessageId, params?: Readonly<Record<string, string | number>>) {
  return ok ? PASS : fail(id, params);
}

/** One rule against a non-empty, trimmed value. */
export function checkRule(value: string, rule: Rule): ValidationResult {
  switch (rule.kind) {
    case "email":
      return check(isEmail(value), "email.invalid");
    case "url":
      return check(isUrl(value), "validation.url");
    case "alphanumeric":
    case "alpha":
    case "number":
    case "postcode":
    case "pan":
    case "voterId":
    case "passport":
    case "drivingLicence":
    case "ifsc":
    case "aadhaar":
      return check(PATTERNS[rule.kind].test(value), `validation.${rule.kind}`);
    case "vehicleNumber":
      return check(PATTERNS.vehicleNumber.test(vehicleKey(value)), "validation.vehicleNumber");
    case "date":
      return check(isDate(value, rule.format), "validation.date", { format: rule.format });
    case "roi": {
      const rate = parseDecimal(value);
      return check(rate !== null && rate >= ROI_MIN && rate <= ROI_MAX, "validation.roi");
    }
    case "decimal":
      return check(parseDecimal(value) !== null, "validation.decimal");
    case "nonZeroNumber":
    case "nonZeroDecimal": {
      const pattern = rule.kind === "nonZeroNumber" ? PATTERNS.number : PATTERNS.decimal;
      if (!pattern.test(value)) {
        return fail(rule.kind === "nonZeroNumber" ? "validation.number" : "validation.decimal");
      }
      return check(Number(value) > 0, "validation.nonZero");
    }
    case "minLength":
      return check([...value].length >= rule.min, "validation.minLength", { min: rule.min });
    case "maxLength":
      return check([...value].length <= rule.max, "validation.maxLength", { max: rule.max });
    case "minValue":
    case "maxValue": {
      const number = parseDecimal(value);
      if (number === null) {
        return fail("validation.decimal");
      }
      return rule.kind === "minValue"
        ? check(number >= rule.min, "validation.minValue", { min: rule.min })
        : check(number <= rule.max, "validation.maxValue", { max: rule.max });
    }
  }
}

/**
 * A field against its rules, first failure wins. The value is trimmed first. An empty value passes
 * unless the field is required, then it gets 'Field cannot be left empty.' (§5).
 */
export function validateField(
  value: string,
  rules: readonly Rule[],
  options: { readonly required?: boolean } = {},
): ValidationResult {
  const trimmed = value.trim();
  if (trimmed === "") {
    return options.required ? fail("field.empty") : PASS;
  }
  for (const rule of rules) {
    const result = checkRule(trimmed, rule);
    if (!result.ok) {
      return result;
    }
  }
  return PASS;
}
