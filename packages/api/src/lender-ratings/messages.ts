import type { ApiLocale } from "../auth/messages.ts";

// What rating a lender tells the borrower, in their language.

export const RATING_MESSAGES = {
  notFound: {
    en: "We could not find a disbursed loan with this reference.",
    hi: "इस रेफ़रेंस का कोई वितरित लोन नहीं मिला।",
  },
  closureNotYet: {
    en: "You can rate the lender again at closure, once the lender reports the loan closed.",
    hi: "लेंडर के लोन बंद होने की सूचना देने के बाद आप लेंडर को फिर से रेटिंग दे सकते हैं।",
  },
  alreadyRated: {
    en: "You have already rated this lender at this stage of the loan.",
    hi: "लोन के इस पड़ाव पर आप इस लेंडर को रेटिंग दे चुके हैं।",
  },
  submitted: {
    en: "Thank you. Your rating will count beside this lender's offers once our team has checked it.",
    hi: "धन्यवाद। हमारी टीम के जाँचने के बाद आपकी रेटिंग इस लेंडर के ऑफ़र के साथ गिनी जाएगी।",
  },
  stars: { en: "Choose from 1 to 5 stars.", hi: "1 से 5 सितारे चुनें।" },
  rateAsPromised: {
    en: "Say whether the rate was the one promised.",
    hi: "बताएँ कि ब्याज दर वही थी या नहीं जो बताई गई थी।",
  },
  unexpectedFees: {
    en: "Say whether there were fees you did not expect.",
    hi: "बताएँ कि क्या कोई ऐसी फ़ीस लगी जिसकी आपको उम्मीद नहीं थी।",
  },
  feesWhich: {
    en: "Name the fees you did not expect, in at most 120 characters.",
    hi: "जिन फ़ीस की उम्मीद नहीं थी, उनके नाम 120 अक्षरों के भीतर लिखें।",
  },
  comment: {
    en: "Keep the comment under 500 characters, without unusual characters.",
    hi: "टिप्पणी 500 अक्षरों से छोटी रखें, असामान्य अक्षरों के बिना।",
  },
  rateLimited: {
    en: "Too many attempts. Please try again in an hour.",
    hi: "बहुत ज़्यादा कोशिशें हुईं। कृपया एक घंटे बाद फिर कोशिश करें।",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type RatingMessage = keyof typeof RATING_MESSAGES;

export function ratingMessage(key: RatingMessage, locale: ApiLocale): string {
  return RATING_MESSAGES[key][locale];
}
