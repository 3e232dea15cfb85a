import type { ApiLocale } from "../auth/messages.ts";

/** What the free credit score API says to people, in both languages. */
export const CREDIT_CHECK_MESSAGES = {
  noCheck: {
    en: "You have not checked your free credit score yet.",
    hi: "आपने अभी तक अपना मुफ़्त क्रेडिट स्कोर नहीं देखा है।",
  },
  unknownBureau: { en: "We do not offer a check with this bureau.", hi: "इस ब्यूरो से जाँच उपलब्ध नहीं है।" },
  consentNeeded: {
    en: "Please tick the consent so we can ask the bureau for your score.",
    hi: "ब्यूरो से आपका स्कोर मँगाने के लिए कृपया सहमति पर टिक करें।",
  },
  panChanged: {
    en: "This PAN is different from the one you gave us before. A PAN must be your own: confirm it is yours to continue.",
    hi: "यह PAN आपके पहले दिए PAN से अलग है। PAN आपका अपना होना चाहिए: आगे बढ़ने के लिए पुष्टि करें कि यह आपका है।",
  },
  dailyCap: {
    en: "You have tried too many times today. Please try again tomorrow.",
    hi: "आज आप बहुत बार कोशिश कर चुके हैं। कृपया कल फिर कोशिश करें।",
  },
  ipLimit: {
    en: "Too many score checks from this network. Please try again in an hour.",
    hi: "इस नेटवर्क से बहुत ज़्यादा स्कोर जाँच हुई हैं। कृपया एक घंटे बाद फिर कोशिश करें।",
  },
  bureauUnavailable: {
    en: "We could not reach the credit bureau just now. Please try again in a few minutes.",
    hi: "अभी क्रेडिट ब्यूरो से संपर्क नहीं हो सका। कृपया कुछ मिनट बाद फिर कोशिश करें।",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type CreditCheckMessage = keyof typeof CREDIT_CHECK_MESSAGES;

export const creditCheckMessage = (id: CreditCheckMessage, locale: ApiLocale) =>
  CREDIT_CHECK_MESSAGES[id][locale];
