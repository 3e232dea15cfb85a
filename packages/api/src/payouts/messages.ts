import type { ApiLocale } from "../auth/messages.ts";

/** What the payout calls and pages say, in both languages. */
export const PAYOUT_MESSAGES = {
  notFound: { en: "This lead has no payout.", hi: "इस लीड का कोई पेआउट नहीं है।" },
  stale: {
    en: "This payout changed while you were looking at it. Please reload it and try again.",
    hi: "आपके देखते समय यह पेआउट बदल गया। कृपया इसे दोबारा लोड करके फिर से कोशिश करें।",
  },
  unknownStatus: {
    en: "Choose one of Pending, Approved, Paid, On hold or Rejected.",
    hi: "लंबित, स्वीकृत, भुगतान हो गया, रोका गया या अस्वीकृत में से एक चुनें।",
  },
  sameStatus: { en: "The payout already has this status.", hi: "पेआउट की स्थिति पहले से यही है।" },
  notAllowed: {
    en: "A payout cannot move to this status from its current one.",
    hi: "पेआउट अपनी मौजूदा स्थिति से इस स्थिति में नहीं जा सकता।",
  },
  paidTooMuch: {
    en: "The paid amount cannot be more than the net payable.",
    hi: "भुगतान की गई राशि देय शुद्ध राशि से अधिक नहीं हो सकती।",
  },
  paidOnlyWhenPaid: {
    en: "A paid amount goes with the status Paid only.",
    hi: "भुगतान की गई राशि केवल 'भुगतान हो गया' स्थिति के साथ दी जाती है।",
  },
  receiptOnly: {
    en: "A payout status link can only confirm receipt.",
    hi: "पेआउट स्थिति लिंक से केवल प्राप्ति की पुष्टि की जा सकती है।",
  },
  receiptTooOften: {
    en: "This link has confirmed the receipt too often in the last hour. The receipt stays confirmed; please try again later.",
    hi: "इस लिंक से पिछले एक घंटे में बहुत बार प्राप्ति की पुष्टि की गई है। प्राप्ति की पुष्टि बनी रहती है; कृपया बाद में फिर कोशिश करें।",
  },
  receiptSaved: {
    en: "Thank you. The receipt is confirmed.",
    hi: "धन्यवाद। प्राप्ति की पुष्टि हो गई है।",
  },
  unknownCell: {
    en: "No payout is agreed for this lender and product.",
    hi: "इस लेंडर और प्रोडक्ट के लिए कोई पेआउट तय नहीं है।",
  },
  gridSaved: { en: "The payout grid is updated.", hi: "पेआउट ग्रिड अपडेट हो गया।" },
  utrRequired: {
    en: "To mark a payout paid, enter the bank transfer's UTR (12 to 22 letters and digits).",
    hi: "पेआउट को भुगतान हो गया मार्क करने के लिए बैंक ट्रांसफ़र का यूटीआर डालें (12 से 22 अक्षर और अंक)।",
  },
  paidOnInvalid: {
    en: "Enter the date the transfer was made (not a future date).",
    hi: "ट्रांसफ़र की तारीख़ डालें (आगे की तारीख़ नहीं)।",
  },
  bankDetailsMissing: {
    en: "The partner has not given their bank account yet, so the payout cannot be marked paid.",
    hi: "पार्टनर ने अभी अपना बैंक खाता नहीं दिया है, इसलिए पेआउट को भुगतान हो गया मार्क नहीं किया जा सकता।",
  },
  linkSent: { en: "The payout status link is on its way.", hi: "पेआउट स्थिति लिंक भेजा जा रहा है।" },
} as const;

export type PayoutMessage = keyof typeof PAYOUT_MESSAGES;

export const payoutMessage = (id: PayoutMessage, locale: ApiLocale) => PAYOUT_MESSAGES[id][locale];
