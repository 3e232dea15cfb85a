// What the data rights API says, in English and Hindi.

const TEXTS = {
  withdrawn: { en: "Your consent has been withdrawn.", hi: "आपकी सहमति वापस ले ली गई है।" },
  alreadyWithdrawn: { en: "You had already withdrawn this consent.", hi: "आप यह सहमति पहले ही वापस ले चुके हैं।" },
  regranted: {
    en: "Your consent is given again, from now on.",
    hi: "आपकी सहमति अब से फिर से दी गई है।",
  },
  notWithdrawn: { en: "This consent is already in force.", hi: "यह सहमति पहले से लागू है।" },
  applicationNeeded: {
    en: "Choose the application whose sharing you want to stop.",
    hi: "वह आवेदन चुनें जिसकी जानकारी साझा करना आप रोकना चाहते हैं।",
  },
  applicationNotFound: { en: "No such application.", hi: "ऐसा कोई आवेदन नहीं है।" },
  requestFiled: {
    en: "Your request has been received. We will answer it by the due date.",
    hi: "आपका अनुरोध मिल गया है। हम नियत तारीख तक इसका जवाब देंगे।",
  },
  detailsNeeded: {
    en: "Tell us what is wrong and what it should say.",
    hi: "बताइए कि क्या गलत है और सही क्या होना चाहिए।",
  },
  erasureOpen: {
    en: "You already have an erasure request in progress.",
    hi: "आपका डेटा मिटाने का एक अनुरोध पहले से चल रहा है।",
  },
  tooManyRequests: {
    en: "You have made too many requests today. Please try again tomorrow.",
    hi: "आपने आज बहुत अधिक अनुरोध किए हैं। कृपया कल फिर कोशिश करें।",
  },
  requestNotFound: { en: "No such request.", hi: "ऐसा कोई अनुरोध नहीं है।" },
  wrongStatus: {
    en: "This request has already moved on. Reload the page.",
    hi: "यह अनुरोध आगे बढ़ चुका है। पेज दोबारा लोड करें।",
  },
  requestDone: {
    en: "The request is answered and the customer is told.",
    hi: "अनुरोध का जवाब दे दिया गया है और ग्राहक को सूचित कर दिया गया है।",
  },
  requestStarted: { en: "You have taken this request.", hi: "यह अनुरोध आपने ले लिया है।" },
} as const;

export type PrivacyMessage = keyof typeof TEXTS;

export function privacyMessage(key: PrivacyMessage, locale: "en" | "hi"): string {
  return TEXTS[key][locale];
}
