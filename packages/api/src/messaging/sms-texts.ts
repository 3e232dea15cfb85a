import type { ApiLocale } from "../auth/messages.ts";

// Every notice SMS the site sends, in the customer's language only (users.locale): two languages in one
// message took three to five segments, and a Hindi customer had to find their half. Each text fits in two
// segments (GSM-7 306 septets, UCS-2 134 units) with the longest values it can carry and one short link
// (`packages/api/test/sms-templates.test.ts` writes every one with worst-case values). The OTP SMS is
// `otpSms` in auth/messages.ts. Hindi words follow docs/glossary-hi.md.

/** A partner's business name may be 120 characters; an SMS names at most this many of them. */
export const SMS_NAME_MAX = 22;

/** A name cut to `SMS_NAME_MAX` characters, with "..." (GSM-7; "…" would turn an English text into UCS-2). */
export function smsName(name: string): string {
  const clean = name.replace(/\s+/g, " ").trim();
  return clean.length <= SMS_NAME_MAX ? clean : `${clean.slice(0, SMS_NAME_MAX - 3).trimEnd()}...`;
}

/** Products as the English SMS names them (the Hindi one has no room: it says लोन, the link opens the form). */
export const SMS_PRODUCT_NAMES: Record<string, string> = {
  "personal-loan": "personal loan",
  "used-car-loan": "used car loan",
  "new-car-loan": "new car loan",
  "two-wheeler-loan": "two-wheeler loan",
  "ev-loan": "EV loan",
  refinance: "loan against car",
  "business-loan": "business loan",
  "commercial-vehicle-loan": "commercial vehicle loan",
  "balance-transfer": "balance transfer",
};

export interface LoanSms {
  brand: string;
  /** The lender's short name (`shortName` in data/lenders.json), or null when none is chosen yet. */
  lender: string | null;
  reference: string;
  link: string;
}

type Texts<T> = Record<ApiLocale, (values: T) => string>;

const lenderOr = (lender: string | null, locale: ApiLocale) =>
  lender ? smsName(lender) : locale === "hi" ? "लेंडर" : "The lender";

export const SMS_TEXTS = {
  sanctioned: {
    en: (v) =>
      `${v.brand}: Good news! ${lenderOr(v.lender, "en")} has sanctioned your loan ${v.reference}. Your sanction letter: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "hi")} ने आपका लोन ${v.reference} मंज़ूर कर दिया है। सैंक्शन लेटर: ${v.link}`,
  } satisfies Texts<LoanSms>,
  disbursed: {
    en: (v) =>
      `${v.brand}: Your loan ${v.reference} from ${lenderOr(v.lender, "en")} has been disbursed. The money is on its way to your bank account. Details: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "hi")} से आपका लोन ${v.reference} वितरित हो गया है। विवरण: ${v.link}`,
  } satisfies Texts<LoanSms>,
  // The reason is the back office's free text, of any length: the page the link opens shows it.
  cancelled: {
    en: (v) => `${v.brand}: Your loan application ${v.reference} has been cancelled. See why: ${v.link}`,
    hi: (v) => `${v.brand}: आपका लोन आवेदन ${v.reference} रद्द कर दिया गया है। कारण देखें: ${v.link}`,
  } satisfies Texts<LoanSms>,
  consentLink: {
    en: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "en")} needs your consent to go ahead with your loan ${v.reference}. Review and accept: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "hi")} को आपके लोन ${v.reference} के लिए आपकी सहमति चाहिए। देखें: ${v.link}`,
  } satisfies Texts<LoanSms>,
  // The lender API (decision 0066): final or counter-offered terms wait for the borrower; a decline says so.
  lenderTerms: {
    en: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "en")} has sent its terms for your loan ${v.reference}. Read the KFS and accept: ${v.link}`,
    hi: (v) => `${v.brand}: ${lenderOr(v.lender, "hi")} ने लोन ${v.reference} की शर्तें भेजीं। देखें: ${v.link}`,
  } satisfies Texts<LoanSms>,
  lenderDeclined: {
    en: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "en")} has declined your loan application ${v.reference}. See why: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "hi")} ने आपका लोन आवेदन ${v.reference} मंज़ूर नहीं किया। कारण देखें: ${v.link}`,
  } satisfies Texts<LoanSms>,
  // A lender asks the borrower to take a step at its own site (decision 0082): the link is on the dashboard.
  lenderVideoKyc: {
    en: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "en")} asks you to complete a video KYC for your loan ${v.reference}. Its link is on your account: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "hi")} ने लोन ${v.reference} हेतु वीडियो केवाईसी माँगा: ${v.link}`,
  } satisfies Texts<LoanSms>,
  lenderESign: {
    en: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "en")} asks you to e-sign the agreement of your loan ${v.reference}. Its link is on your account: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "hi")} ने लोन ${v.reference} के अनुबंध पर ई-साइन माँगा: ${v.link}`,
  } satisfies Texts<LoanSms>,
  // A lender asked for a document (the lender API's document request): where to upload it.
  lenderDocumentRequested: {
    en: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "en")} has asked for a document for your loan ${v.reference}. Upload it: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${lenderOr(v.lender, "hi")} ने लोन ${v.reference} के लिए एक दस्तावेज़ माँगा है। अपलोड करें: ${v.link}`,
  } satisfies Texts<LoanSms>,
  partnerStarted: {
    en: (v) =>
      `${v.brand}: ${smsName(v.partner)} has started your ${v.product} application ${v.reference}. Please continue it and give your consent yourself: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${smsName(v.partner)} ने आपका लोन आवेदन ${v.reference} शुरू किया। ख़ुद आगे बढ़ाएँ: ${v.link}`,
  } satisfies Texts<{
    brand: string;
    partner: string;
    product: string;
    reference: string;
    link: string;
  }>,
  rightsAnswered: {
    en: (v) =>
      `${v.brand}: Your ${v.kind === "erasure" ? "erasure" : "correction"} request ${v.reference} has been ${v.done ? "completed" : "answered"}. See the answer: ${v.link}`,
    hi: (v) =>
      `${v.brand}: ${v.kind === "erasure" ? "डेटा मिटाने" : "सुधार"} का आपका अनुरोध ${v.reference} ${v.done ? "पूरा हो गया है" : "का जवाब आ गया है"}। जवाब देखें: ${v.link}`,
  } satisfies Texts<{ brand: string; kind: string; reference: string; done: boolean; link: string }>,
};

export type SmsTemplate = keyof typeof SMS_TEXTS;
