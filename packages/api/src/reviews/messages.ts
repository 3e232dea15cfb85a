import type { ApiLocale } from "../auth/messages.ts";

/** What the reviews API says, in both languages. */
export const REVIEW_MESSAGES = {
  notFound: { en: "We could not find this application.", hi: "यह आवेदन नहीं मिला।" },
  notDisbursed: {
    en: "You can review a loan once it has been disbursed.",
    hi: "लोन की रक़म मिल जाने के बाद ही आप उसकी समीक्षा कर सकते हैं।",
  },
  alreadyReviewed: {
    en: "You have already reviewed this loan.",
    hi: "आप इस लोन की समीक्षा पहले ही कर चुके हैं।",
  },
  submitted: {
    en: "Thank you! Your review will appear on our site once our team has checked it.",
    hi: "धन्यवाद! हमारी टीम के जाँचने के बाद आपकी समीक्षा हमारी साइट पर दिखेगी।",
  },
  rateLimited: {
    en: "Too many attempts. Please try again in an hour.",
    hi: "बहुत ज़्यादा कोशिशें हुईं। कृपया एक घंटे बाद फिर कोशिश करें।",
  },
  tooLarge: { en: "This request is too large.", hi: "यह अनुरोध बहुत बड़ा है।" },
  reviewNotFound: { en: "We could not find this review.", hi: "यह समीक्षा नहीं मिली।" },
  alreadyModerated: {
    en: "This review was already approved or rejected. Reload to see it.",
    hi: "यह समीक्षा पहले ही स्वीकृत या अस्वीकृत हो चुकी है। देखने के लिए पेज फिर से लोड करें।",
  },
  approved: { en: "Review approved.", hi: "समीक्षा स्वीकृत की गई।" },
  rejected: { en: "Review rejected.", hi: "समीक्षा अस्वीकृत की गई।" },
} as const;

export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;

export function reviewMessage(key: ReviewMessageKey, locale: ApiLocale): string {
  return REVIEW_MESSAGES[key][locale];
}

/** The zod texts of the review fields (English; validation-messages.ts has their Hindi). */
export const REVIEW_FIELD_TEXTS = {
  rating: "Please choose a rating from 1 to 5 stars.",
  textControl: "Please remove unusual characters from your review.",
  textLong: "Please keep your review under 500 characters.",
  city: "Please enter the city you live in.",
  reasonNeeded: "Please give a reason for rejecting this review.",
  reasonControl: "Please remove unusual characters from the reason.",
  reasonLong: "Please keep the reason under 300 characters.",
} as const;

export const REVIEW_FIELD_TEXTS_HI: Readonly<Record<string, string>> = {
  [REVIEW_FIELD_TEXTS.rating]: "कृपया 1 से 5 सितारों के बीच रेटिंग चुनें।",
  [REVIEW_FIELD_TEXTS.textControl]: "कृपया अपनी समीक्षा से असामान्य अक्षर हटाएँ।",
  [REVIEW_FIELD_TEXTS.textLong]: "कृपया अपनी समीक्षा 500 अक्षरों से छोटी रखें।",
  [REVIEW_FIELD_TEXTS.city]: "कृपया अपने शहर का नाम लिखें।",
  [REVIEW_FIELD_TEXTS.reasonNeeded]: "कृपया इस समीक्षा को अस्वीकार करने का कारण लिखें।",
  [REVIEW_FIELD_TEXTS.reasonControl]: "कृपया कारण से असामान्य अक्षर हटाएँ।",
  [REVIEW_FIELD_TEXTS.reasonLong]: "कृपया कारण 300 अक्षरों से छोटा रखें।",
};
