import type { ApiLocale } from "../auth/messages.ts";

// What the lender portal's API says to a person, in English and Hindi (the glossary's words).

const MESSAGES = {
  notSignedIn: {
    en: "Please sign in to the lender portal.",
    hi: "कृपया लेंडर पोर्टल में साइन इन करें।",
  },
  badCredentials: {
    en: "The email or password is not correct, or the account is locked. Please try again later.",
    hi: "ईमेल या पासवर्ड सही नहीं है, या खाता लॉक है। कृपया बाद में फिर से प्रयास करें।",
  },
  badCode: {
    en: "The code is not correct. Please try again.",
    hi: "कोड सही नहीं है। कृपया फिर से प्रयास करें।",
  },
  tooMany: {
    en: "Too many attempts. Please wait and try again.",
    hi: "बहुत अधिक प्रयास। कृपया रुककर फिर से प्रयास करें।",
  },
  forbidden: {
    en: "Your role does not allow this.",
    hi: "आपकी भूमिका इसकी अनुमति नहीं देती।",
  },
  noSuchUser: {
    en: "There is no such active user in your organisation.",
    hi: "आपके संगठन में ऐसा कोई सक्रिय उपयोगकर्ता नहीं है।",
  },
  noSuchDelivery: {
    en: "There is no such webhook delivery of yours.",
    hi: "आपकी ऐसी कोई वेबहुक डिलीवरी नहीं है।",
  },
  linkInvalid: {
    en: "This set-up link has expired or was already used. Ask your manager for a new one.",
    hi: "यह सेट-अप लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। अपने मैनेजर से नया लिंक माँगें।",
  },
  passwordShort: {
    en: "Choose a password of at least 12 characters.",
    hi: "कम से कम 12 अक्षरों का पासवर्ड चुनें।",
  },
  ownAccount: {
    en: "You cannot change your own role or deactivate yourself: ask another manager.",
    hi: "आप अपनी भूमिका नहीं बदल सकते और ख़ुद को निष्क्रिय नहीं कर सकते: किसी दूसरे मैनेजर से कहें।",
  },
  keyLimit: {
    en: "Two keys are active: revoke one before making another.",
    hi: "दो कुंजियाँ सक्रिय हैं: नई बनाने से पहले एक रद्द करें।",
  },
  noSuchKey: {
    en: "There is no such active key of yours.",
    hi: "आपकी ऐसी कोई सक्रिय कुंजी नहीं है।",
  },
} as const;

export type PortalMessage = keyof typeof MESSAGES;

export const portalMessage = (key: PortalMessage, locale: ApiLocale): string => MESSAGES[key][locale];
