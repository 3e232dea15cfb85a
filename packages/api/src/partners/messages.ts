import type { ApiLocale } from "../auth/messages.ts";

/** What the partner API and pages say in answers, in both languages. */
export const PARTNER_MESSAGES = {
  alreadyRegistered: {
    en: "This mobile number is already registered as a partner. Please log in instead.",
    hi: "यह मोबाइल नंबर पहले से पार्टनर के रूप में दर्ज है। कृपया लॉग इन करें।",
  },
  otpNotVerified: {
    en: "Please verify your mobile number with the OTP first.",
    hi: "कृपया पहले OTP से अपना मोबाइल नंबर सत्यापित करें।",
  },
  notApproved: {
    en: "No approved partner account uses this mobile number. If you signed up, we are still checking your details.",
    hi: "इस मोबाइल नंबर से कोई स्वीकृत पार्टनर खाता नहीं है। अगर आपने साइन अप किया है, तो हम अभी आपका विवरण जाँच रहे हैं।",
  },
  signedOut: { en: "Please log in to your partner account.", hi: "कृपया अपने पार्टनर खाते में लॉग इन करें।" },
  partnerNotFound: { en: "We could not find this partner.", hi: "यह पार्टनर नहीं मिला।" },
  alreadyDecided: {
    en: "This partner's status has already changed. Reload to see it.",
    hi: "इस पार्टनर की स्थिति पहले ही बदल चुकी है। देखने के लिए पेज फिर से लोड करें।",
  },
  approved: { en: "Partner approved.", hi: "पार्टनर स्वीकृत किया गया।" },
  rejected: { en: "Partner rejected.", hi: "पार्टनर अस्वीकृत किया गया।" },
  suspended: { en: "Partner suspended.", hi: "पार्टनर निलंबित किया गया।" },
  // One answer for both refusals (the customer is with another partner, or already has this loan open), so a
  // partner typing numbers cannot learn which mobiles belong to other partners.
  cannotStartForCustomer: {
    en: "We cannot start this application for this customer. Ask them to apply through your link instead.",
    hi: "हम इस ग्राहक के लिए यह आवेदन शुरू नहीं कर सकते। उनसे कहें कि वे आपके लिंक से आवेदन करें।",
  },
  applicationStarted: {
    en: "Application started. We have sent the customer an SMS link to continue and give their consent.",
    hi: "आवेदन शुरू हो गया। ग्राहक को आगे बढ़ने और अपनी सहमति देने के लिए SMS लिंक भेज दिया गया है।",
  },
  rateLimited: {
    en: "Too many applications started. Please try again in an hour.",
    hi: "बहुत ज़्यादा आवेदन शुरू किए गए। कृपया एक घंटे बाद फिर कोशिश करें।",
  },
  signUpRateLimited: {
    en: "Too many sign-ups from this network. Please try again later.",
    hi: "इस नेटवर्क से बहुत ज़्यादा साइन अप हुए। कृपया बाद में फिर कोशिश करें।",
  },
  bankRateLimited: {
    en: "The bank account was changed too many times today. Please try again tomorrow.",
    hi: "आज बैंक खाता बहुत ज़्यादा बार बदला गया। कृपया कल फिर कोशिश करें।",
  },
  bankSaved: { en: "Your bank account is saved.", hi: "आपका बैंक खाता सेव हो गया।" },
} as const;

export type PartnerMessageKey = keyof typeof PARTNER_MESSAGES;

export function partnerMessage(key: PartnerMessageKey, locale: ApiLocale): string {
  return PARTNER_MESSAGES[key][locale];
}

/** The zod texts of the partner fields (English; the pages show their Hindi from the catalogue). */
export const PARTNER_FIELD_TEXTS = {
  businessName: "Please enter your business name.",
  contactName: "Please enter a valid name",
  email: "Please enter valid email.",
  city: "Please enter your city.",
  taxId: "Please enter a valid PAN (5 letters, 4 digits, 1 letter) or a 15-character GSTIN.",
  kind: "Please choose what kind of partner you are.",
  product: "Please choose a loan.",
} as const;
