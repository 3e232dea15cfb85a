import type { ApiLocale } from "../auth/messages.ts";

const MESSAGES = {
  notSignedIn: {
    en: "Please sign in to the back office.",
    hi: "कृपया बैक ऑफ़िस में साइन इन करें।",
  },
  sessionEnded: {
    en: "Your back-office session has ended. Please sign in again.",
    hi: "आपका बैक ऑफ़िस सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।",
  },
  forbidden: {
    en: "Your role does not allow this.",
    hi: "आपकी भूमिका इसकी अनुमति नहीं देती।",
  },
  tooMany: {
    en: "Too many requests. Please wait a minute and try again.",
    hi: "बहुत अधिक अनुरोध। कृपया एक मिनट रुककर फिर से प्रयास करें।",
  },
  badCredentials: {
    en: "The email or password is not correct, or the account is locked. Please try again later.",
    hi: "ईमेल या पासवर्ड सही नहीं है, या खाता लॉक है। कृपया बाद में फिर से प्रयास करें।",
  },
  badCode: {
    en: "The code is not correct. Please try again.",
    hi: "कोड सही नहीं है। कृपया फिर से प्रयास करें।",
  },
  linkInvalid: {
    en: "This set-up link is not valid, has expired or was already used. Ask an admin for a new one.",
    hi: "यह सेट-अप लिंक मान्य नहीं है, समाप्त हो गया है या पहले ही उपयोग हो चुका है। किसी एडमिन से नया लिंक माँगें।",
  },
  emailTaken: {
    en: "An employee with this email already exists.",
    hi: "इस ईमेल वाला कर्मचारी पहले से मौजूद है।",
  },
  notFound: {
    en: "No such employee.",
    hi: "ऐसा कोई कर्मचारी नहीं है।",
  },
  lastAdmin: {
    en: "At least one active admin must remain.",
    hi: "कम से कम एक सक्रिय एडमिन रहना चाहिए।",
  },
} as const;

export type StudioMessage = keyof typeof MESSAGES;

export const studioMessage = (key: StudioMessage, locale: ApiLocale): string => MESSAGES[key][locale];
