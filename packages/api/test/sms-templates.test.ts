import { readFileSync } from "node:fs";
import { smsSegments } from "@loansetu/domain/sms";
import { describe, expect, it } from "vitest";
import { type ApiLocale, otpSms } from "../src/auth/messages.ts";
import { OTP_POLICY } from "../src/auth/policy.ts";
import { SMS_PRODUCT_NAMES, SMS_TEXTS, type SmsTemplate, smsName } from "../src/messaging/sms-texts.ts";
import { localePath, SHORT_CODE_LENGTH } from "../src/short-links/service.ts";

// Every SMS the site sends, in both languages, with the longest values it can carry: each fits in two
// segments (GSM-7 or UCS-2, counted as operators count them), carries one short link and no token, and the
// Hindi one has no English but the names and codes it carries.

const LOCALES = ["en", "hi"] as const satisfies readonly ApiLocale[];
// A production address of ordinary length; a longer one takes its extra characters off every text.
const ORIGIN = "https://www.loansetu.in";
const BRAND = "LoanSetu";
const link = (locale: ApiLocale) => `${ORIGIN}${localePath(locale, "/l/")}${"Z".repeat(SHORT_CODE_LENGTH)}`;

const lenders = (
  JSON.parse(readFileSync(new URL("../../../data/lenders.json", import.meta.url), "utf8")) as {
    lenders: { name: string; shortName: string }[];
  }
).lenders;
const longest = (values: string[]) => values.reduce((a, b) => (b.length > a.length ? b : a));
// An offer names the lender's short name; the longest full name shows a name longer than any of them is cut.
const LENDER = longest(lenders.flatMap((l) => [l.name, l.shortName]));
const PARTNER = "Shree Ganesh Automobiles and Two Wheeler Finance Consultants Private Limited".padEnd(
  120,
  "X",
);
// Every reference the journey makes is LS + yymmdd + 6 digits (journey/context.ts).
const REFERENCE = "LS261128999999";
const PRODUCT = longest(Object.values(SMS_PRODUCT_NAMES));

/** Every template with worst-case values; the type makes a new template fail here until it is added. */
const WORST: { [K in SmsTemplate]: (locale: ApiLocale) => Parameters<(typeof SMS_TEXTS)[K]["en"]>[0][] } = {
  sanctioned: (l) => [{ brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) }],
  disbursed: (l) => [{ brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) }],
  cancelled: (l) => [{ brand: BRAND, lender: null, reference: REFERENCE, link: link(l) }],
  consentLink: (l) => [
    { brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) },
    { brand: BRAND, lender: null, reference: REFERENCE, link: link(l) },
  ],
  lenderTerms: (l) => [{ brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) }],
  lenderDeclined: (l) => [{ brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) }],
  lenderDocumentRequested: (l) => [{ brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) }],
  lenderVideoKyc: (l) => [{ brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) }],
  lenderESign: (l) => [{ brand: BRAND, lender: LENDER, reference: REFERENCE, link: link(l) }],
  partnerStarted: (l) => [
    { brand: BRAND, partner: PARTNER, product: PRODUCT, reference: REFERENCE, link: link(l) },
  ],
  rightsAnswered: (l) =>
    ["erasure", "correction"].flatMap((kind) =>
      [true, false].map((done) => ({ brand: BRAND, kind, reference: "DR99999999", done, link: link(l) })),
    ),
};

const cases = LOCALES.flatMap((locale) =>
  (Object.keys(SMS_TEXTS) as SmsTemplate[]).flatMap((name) =>
    WORST[name](locale).map((values, i) => ({
      name: `${name}#${i + 1}`,
      locale,
      // biome-ignore lint/suspicious/noExplicitAny: each template is called with its own values above
      text: (SMS_TEXTS[name][locale] as (v: any) => string)(values),
    })),
  ),
);

describe("SMS templates", () => {
  const minutes = OTP_POLICY.ttlSeconds / 60;
  it.each(LOCALES)("the OTP SMS in %s fits in two segments", (locale) => {
    const text = otpSms("482193", BRAND, minutes, locale);
    expect(text).toMatch(/^482193 /);
    const { encoding, segments } = smsSegments(text);
    expect(encoding).toBe(locale === "hi" ? "UCS-2" : "GSM-7");
    expect(segments).toBeLessThanOrEqual(2);
  });

  it("writes the Hindi OTP SMS in Hindi", () => {
    const text = otpSms("4821", BRAND, minutes, "hi");
    expect(text.replaceAll(BRAND, "").replace(/[^A-Za-z]/g, "")).toBe("");
    expect(text).toContain("ओटीपी");
  });

  it("covers every template in both languages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(Object.keys(SMS_TEXTS).length * 2);
  });

  it.each(cases)("$name in $locale fits in two segments with the longest values", ({ locale, text }) => {
    const { encoding, segments, units } = smsSegments(text);
    expect(encoding, text).toBe(locale === "hi" ? "UCS-2" : "GSM-7");
    expect(segments, `${units} units: ${text}`).toBeLessThanOrEqual(2);
  });

  it.each(cases)("$name in $locale carries one short link and no token", ({ locale, text }) => {
    expect(text.match(/https?:\/\//g)).toHaveLength(1);
    expect(text).toContain(link(locale));
    expect(text).not.toMatch(/token=|userToken|userMobile/i);
  });

  it.each(cases.filter((c) => c.locale === "hi"))("$name in Hindi has no English words", ({ text }) => {
    const rest = [BRAND, smsName(LENDER), smsName(PARTNER), REFERENCE, "DR99999999", link("hi")].reduce(
      (t, value) => t.replaceAll(value, ""),
      text,
    );
    expect(rest.replace(/[^A-Za-z]/g, ""), text).toBe("");
    expect(rest).toMatch(/[\u0900-\u097f]/);
  });

  // docs/glossary-hi.md: one Hindi word per concept. Its "variants not to use" column, as whole words.
  const glossary = readFileSync(new URL("../../../docs/glossary-hi.md", import.meta.url), "utf8");
  const variants = glossary
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\| (Concept|---)/.test(line))
    .flatMap((line) => (line.split("|")[3] ?? "").split(","))
    .map((variant) => variant.trim().normalize("NFC"))
    .filter(Boolean);
  const wholeWord = (variant: string) =>
    new RegExp(`(?<![\\p{L}\\p{M}])${variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{M}])`, "u");

  it.each(cases.filter((c) => c.locale === "hi"))("$name in Hindi uses the glossary's words", ({ text }) => {
    expect(variants.length).toBeGreaterThan(50);
    expect(variants.filter((variant) => wholeWord(variant).test(text.normalize("NFC")))).toEqual([]);
  });

  it("cuts a long name to the SMS's share, keeping short ones whole", () => {
    expect(smsName("Sharma Motors")).toBe("Sharma Motors");
    expect(smsName(PARTNER)).toHaveLength(22);
    expect(smsName(PARTNER)).toMatch(/\.\.\.$/);
  });
});
