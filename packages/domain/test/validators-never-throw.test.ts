import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptTypedValue,
  INTEREST_SLIDER,
  isTypeaheadInputAllowed,
  valueOnBlur,
} from "../src/calculator-input.ts";
import { cleanQuestion, validateQuestion } from "../src/chat-input.ts";
import { validateContactMessage, validateEmail, validateFullName } from "../src/contact-fields.ts";
import { mobileInputValue, validateMobile } from "../src/mobile.ts";
import { otpInputValue, validateOtp } from "../src/otp.ts";
import { type Rule, validateField } from "../src/validators.ts";

const RULES: Rule[] = [
  { kind: "email" },
  { kind: "url" },
  { kind: "alphanumeric" },
  { kind: "alpha" },
  { kind: "number" },
  { kind: "postcode" },
  { kind: "pan" },
  { kind: "voterId" },
  { kind: "passport" },
  { kind: "drivingLicence" },
  { kind: "ifsc" },
  { kind: "aadhaar" },
  { kind: "vehicleNumber" },
  { kind: "roi" },
  { kind: "decimal" },
  { kind: "nonZeroNumber" },
  { kind: "nonZeroDecimal" },
  { kind: "date", format: "DD/MM/YYYY" },
  { kind: "date", format: "DD-MM-YYYY" },
  { kind: "date", format: "YYYY-MM-DD" },
  { kind: "minLength", min: 3 },
  { kind: "maxLength", max: 3 },
  { kind: "minValue", min: 3 },
  { kind: "maxValue", max: 3 },
];

// Everything a form or the API runs on text a person (or an attacker) typed.
const VALIDATORS: [string, (text: string) => unknown][] = [
  ...RULES.map((rule): [string, (text: string) => unknown] => [
    `rule ${rule.kind}`,
    (text) => validateField(text, [rule], { required: true }),
  ]),
  ["validateMobile", (text) => validateMobile(text, { required: true })],
  ["mobileInputValue", mobileInputValue],
  ["validateOtp", (text) => validateOtp(text, { required: true })],
  ["otpInputValue", otpInputValue],
  ["validateFullName", validateFullName],
  ["validateEmail", (text) => validateEmail(text, { form: "chatbot" })],
  ["validateContactMessage", validateContactMessage],
  ["validateQuestion", validateQuestion],
  ["cleanQuestion", cleanQuestion],
  ["acceptTypedValue", (text) => acceptTypedValue(text, INTEREST_SLIDER)],
  ["valueOnBlur", (text) => valueOnBlur(text, INTEREST_SLIDER)],
  ["isTypeaheadInputAllowed", (text) => isTypeaheadInputAllowed("model", text)],
];

const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 400 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: fc.constantFrom("9", "0", "a", "A", "@", ".", "-", "/", " ", "<", "१"), maxLength: 30 }),
  fc.constantFrom("", " ", "\u0000", "\uD800", "a".repeat(10_000), `${"a".repeat(64)}@${"b.".repeat(200)}`),
);

describe("no validator throws on any string", () => {
  it.each(VALIDATORS)("%s", (_, validate) => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(() => validate(text)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it("answers a long hostile email quickly (no catastrophic backtracking)", () => {
    const started = performance.now();
    validateEmail(`${"a".repeat(60)}@${"a-".repeat(100)}!`);
    validateField(`${"a.".repeat(5000)}!`, [{ kind: "email" }]);
    // Backtracking blow-ups take seconds or never finish; a generous bound keeps this steady on a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
