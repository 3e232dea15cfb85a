import type { ApiLocale } from "../auth/messages.ts";

/** What the lender consent API says, in both languages (the page shows the server's message as returned). */
export const CONSENT_MESSAGES = {
  apiKey: {
    en: "This request has no valid API key.",
    hi: "इस अनुरोध में मान्य एपीआई कुंजी नहीं है।",
  },
  linkInvalid: { en: "This consent link is not valid.", hi: "यह सहमति लिंक मान्य नहीं है।" },
  payoutLinkInvalid: { en: "This payout link is not valid.", hi: "यह पेआउट लिंक मान्य नहीं है।" },
  linkExpired: {
    en: "This consent link has expired.",
    hi: "इस सहमति लिंक की समय-सीमा खत्म हो गई है।",
  },
  wrongLead: {
    en: "This consent link does not belong to this application.",
    hi: "यह सहमति लिंक इस आवेदन का नहीं है।",
  },
  alreadyDecided: {
    en: "You have already responded to these terms. Your answer cannot be changed with this link.",
    hi: "आप इन शर्तों पर पहले ही जवाब दे चुके हैं। इस लिंक से आपका जवाब बदला नहीं जा सकता।",
  },
  otpRequired: {
    en: "Please verify your mobile number with the OTP first.",
    hi: "कृपया पहले ओटीपी से अपना मोबाइल नंबर सत्यापित करें।",
  },
  loanInitiatedRequired: {
    en: "Please confirm that you want the loan to be initiated before accepting.",
    hi: "स्वीकार करने से पहले कृपया पुष्टि करें कि आप लोन की प्रक्रिया शुरू करवाना चाहते हैं।",
  },
  notReady: {
    en: "This application has no lender offer to consent to yet.",
    hi: "इस आवेदन में अभी सहमति के लिए किसी लेंडर का ऑफ़र नहीं है।",
  },
  optedOut: {
    en: "You have opted out of this application, so it can no longer be shared with a lender.",
    hi: "आपने इस आवेदन से सहमति वापस ले ली है, इसलिए अब इसे किसी लेंडर के साथ साझा नहीं किया जा सकता।",
  },
  leadNotFound: { en: "No application has this reference.", hi: "इस रेफ़रेंस का कोई आवेदन नहीं है।" },
  approved: {
    en: "Thank you for accepting the terms and conditions",
    hi: "नियम और शर्तें स्वीकार करने के लिए धन्यवाद",
  },
  rejected: {
    en: "You have successfully declined the consent to apply for loan",
    hi: "आपने लोन के आवेदन की सहमति सफलतापूर्वक अस्वीकार कर दी है",
  },
  noRecord: { en: "No record found!", hi: "No record found!" },
  ckycFound: { en: "cKYC record found.", hi: "सीकेवाईसी रिकॉर्ड मिल गया।" },
  notSanctioned: {
    en: "The sanction letter is available once the lender has sanctioned the loan.",
    hi: "लेंडर के लोन मंज़ूर करने के बाद ही सैंक्शन लेटर मिलेगा।",
  },
  decryptFailed: { en: "This key could not be read.", hi: "यह कुंजी पढ़ी नहीं जा सकी।" },
  payoutSaved: { en: "Payout status saved.", hi: "पेआउट की स्थिति सहेज ली गई।" },
  declinedReason: {
    en: "The applicant declined the lender's terms on the consent link.",
    hi: "The applicant declined the lender's terms on the consent link.",
  },
} as const;

export type ConsentMessageKey = keyof typeof CONSENT_MESSAGES;

export const consentMessage = (key: ConsentMessageKey, locale: ApiLocale) => CONSENT_MESSAGES[key][locale];
