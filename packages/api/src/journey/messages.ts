import type { ApiLocale } from "../auth/messages.ts";

/** What the journey API says beyond the field rules' messages, in both languages. */
export const JOURNEY_MESSAGES = {
  notFound: { en: "We could not find this application.", hi: "यह आवेदन नहीं मिला।" },
  offerNotFound: { en: "We could not find this offer.", hi: "यह ऑफ़र नहीं मिला।" },
  unknownProduct: { en: "We do not offer this loan.", hi: "हम यह लोन नहीं देते।" },
  submitted: {
    en: "This application has already been submitted. Start a new one to change it.",
    hi: "यह आवेदन पहले ही जमा हो चुका है। बदलाव के लिए नया आवेदन शुरू करें।",
  },
  partnerUnanswered: {
    en: "Please first tell us whether the partner who started this application is helping you with it.",
    hi: "कृपया पहले बताएँ कि जिस पार्टनर ने यह आवेदन शुरू किया, क्या वे इसमें आपकी मदद कर रहे हैं।",
  },
  partnerAnswered: { en: "Thank you for your answer.", hi: "आपके जवाब के लिए धन्यवाद।" },
  earlierSteps: {
    en: "Please complete the earlier steps first.",
    hi: "कृपया पहले पिछले चरण पूरे करें।",
  },
  offerUnavailable: {
    en: "This lender has no offer for this application. Please choose another offer.",
    hi: "इस आवेदन के लिए इस लेंडर का कोई ऑफ़र नहीं है। कृपया कोई दूसरा ऑफ़र चुनें।",
  },
  bureauUnavailable: {
    en: "We could not reach the credit bureau just now. Please try again in a few minutes.",
    hi: "अभी क्रेडिट ब्यूरो से संपर्क नहीं हो सका। कृपया कुछ मिनट बाद फिर कोशिश करें।",
  },
  tooManyBureauChecks: {
    en: "We have checked your credit report several times today. To protect your credit file, please try again tomorrow.",
    hi: "आज हम आपकी क्रेडिट रिपोर्ट कई बार जाँच चुके हैं। आपकी क्रेडिट फ़ाइल की सुरक्षा के लिए कृपया कल फिर कोशिश करें।",
  },
  tooManyLeads: {
    en: "We have received many requests from you in a short time. Please try again in an hour, or call us.",
    hi: "कम समय में आपसे बहुत सारे अनुरोध मिले हैं। कृपया एक घंटे बाद फिर कोशिश करें, या हमें फ़ोन करें।",
  },
  mobileMismatch: {
    en: "The mobile number must be the one you logged in with.",
    hi: "मोबाइल नंबर वही होना चाहिए जिससे आपने लॉग इन किया है।",
  },
  consentVersion: {
    en: "The consent text has changed. Please read it again and confirm.",
    hi: "सहमति का पाठ बदल गया है। कृपया इसे फिर से पढ़कर पुष्टि करें।",
  },
  saved: { en: "Saved.", hi: "सेव हो गया।" },
  chosen: {
    en: "Offer chosen. Your application has been submitted to the lender.",
    hi: "ऑफ़र चुन लिया गया। आपका आवेदन लेंडर को भेज दिया गया है।",
  },
  tooManyDownloads: {
    en: "You have downloaded these documents many times this hour. Please try again later.",
    hi: "आपने इस घंटे ये दस्तावेज़ कई बार डाउनलोड किए हैं। कृपया कुछ देर बाद फिर कोशिश करें।",
  },
  leadCreated: { en: "Application created.", hi: "आवेदन बन गया।" },
} as const;

export type JourneyMessageKey = keyof typeof JOURNEY_MESSAGES;

export function journeyMessage(key: JourneyMessageKey, locale: ApiLocale): string {
  return JOURNEY_MESSAGES[key][locale];
}
