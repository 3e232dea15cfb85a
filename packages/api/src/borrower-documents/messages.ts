import type { ApiLocale } from "../auth/messages.ts";
import type { DocumentKind } from "../data/schemas.ts";

// What the documents feature says, in English and Hindi (the glossary's words): each kind's name as the
// checklist shows it, and why an upload or a stage move was refused.

export const DOCUMENT_KIND_NAMES: Record<DocumentKind, Record<ApiLocale, string>> = {
  pan: { en: "PAN card", hi: "PAN कार्ड" },
  addressProof: { en: "Address proof", hi: "पते का प्रमाण" },
  salarySlips: { en: "Salary slips (last 3 months)", hi: "सैलरी स्लिप (पिछले 3 महीने)" },
  bankStatement: { en: "Bank statement (last 6 months)", hi: "बैंक स्टेटमेंट (पिछले 6 महीने)" },
  itr: { en: "Income tax returns (last 2 years)", hi: "आयकर रिटर्न (पिछले 2 साल)" },
  businessProof: {
    en: "Business proof (GST or Udyam registration)",
    hi: "बिज़नेस का प्रमाण (GST या उद्यम पंजीकरण)",
  },
  vehicleQuotation: { en: "Dealer's quotation for the vehicle", hi: "गाड़ी का डीलर कोटेशन" },
  vehicleRc: { en: "Vehicle registration certificate (RC)", hi: "गाड़ी का रजिस्ट्रेशन सर्टिफ़िकेट (RC)" },
  loanStatement: { en: "Statement of the loan you are moving", hi: "जिस लोन को ट्रांसफ़र कर रहे हैं उसका स्टेटमेंट" },
};

export const DOCUMENT_MESSAGES = {
  type: {
    en: "This file is not a photo (JPEG, PNG, WebP) or a PDF. Nothing was uploaded: please choose a photo or a PDF.",
    hi: "यह फ़ाइल फ़ोटो (JPEG, PNG, WebP) या PDF नहीं है। कुछ भी अपलोड नहीं हुआ: कृपया फ़ोटो या PDF चुनें।",
  },
  size: {
    en: "This file is larger than 10 MB. Nothing was uploaded: please choose a smaller photo or PDF.",
    hi: "यह फ़ाइल 10 MB से बड़ी है। कुछ भी अपलोड नहीं हुआ: कृपया छोटी फ़ोटो या PDF चुनें।",
  },
  empty: {
    en: "Please choose a photo or a PDF to upload.",
    hi: "कृपया अपलोड करने के लिए फ़ोटो या PDF चुनें।",
  },
  unreadable: {
    en: "This file could not be read (it may be damaged or cut off). Nothing was uploaded: please try another.",
    hi: "यह फ़ाइल पढ़ी नहीं जा सकी (हो सकता है यह खराब या अधूरी हो)। कुछ भी अपलोड नहीं हुआ: कृपया दूसरी फ़ाइल चुनें।",
  },
  kind: {
    en: "Please choose which document this is.",
    hi: "कृपया चुनें कि यह कौन-सा दस्तावेज़ है।",
  },
  notFound: {
    en: "No application with this reference is yours.",
    hi: "इस संदर्भ संख्या का कोई आवेदन आपका नहीं है।",
  },
  closed: {
    en: "This application is closed: documents can no longer be uploaded for it.",
    hi: "यह आवेदन बंद है: इसके लिए अब दस्तावेज़ अपलोड नहीं किए जा सकते।",
  },
  tooMany: {
    en: "Too many uploads for this application today. Please try again tomorrow.",
    hi: "आज इस आवेदन के लिए बहुत ज़्यादा अपलोड हो गए। कृपया कल फिर कोशिश करें।",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

/** The studio's refusal to start the credit assessment while required documents are missing. */
export function documentsMissingMessage(missing: readonly DocumentKind[], locale: ApiLocale): string {
  const names = missing.map((kind) => DOCUMENT_KIND_NAMES[kind][locale]).join(", ");
  return locale === "hi"
    ? `क्रेडिट जाँच शुरू नहीं हो सकती: ज़रूरी दस्तावेज़ अभी अपलोड नहीं हुए हैं: ${names}।`
    : `The credit assessment cannot start: required documents are not uploaded yet: ${names}.`;
}
