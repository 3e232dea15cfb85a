/**
 * What the login API says, in both languages. The spec shows the server's message "as returned" (§8), so the
 * API answers in the caller's language (the `x-locale` header the web app sends, else English).
 */
export const AUTH_MESSAGES = {
  otpSent: { en: "OTP sent to your mobile number.", hi: "आपके मोबाइल नंबर पर ओटीपी भेज दिया गया है।" },
  otpIncorrect: {
    en: "Incorrect OTP. Please check and try again.",
    hi: "ओटीपी गलत है। कृपया जाँचकर फिर से डालें।",
  },
  otpExpired: {
    en: "This OTP has expired. Please request a new one.",
    hi: "इस ओटीपी की समय-सीमा खत्म हो गई है। कृपया नया ओटीपी मँगाएँ।",
  },
  otpTooManyAttempts: {
    en: "Too many wrong attempts for this OTP. Please request a new one.",
    hi: "इस ओटीपी के लिए बहुत बार गलत कोशिश हुई है। कृपया नया ओटीपी मँगाएँ।",
  },
  resendTooSoon: {
    en: "Please wait {{seconds}} seconds before asking for a new OTP.",
    hi: "नया ओटीपी मँगाने से पहले कृपया {{seconds}} सेकंड रुकें।",
  },
  sendLimit: {
    en: "Too many OTP requests. Please try again later.",
    hi: "ओटीपी के लिए बहुत ज़्यादा अनुरोध हुए हैं। कृपया बाद में कोशिश करें।",
  },
  mobileLocked: {
    en: "Too many incorrect OTPs for this number. For your safety it is locked for up to {{hours}} hours. Please try again later.",
    hi: "इस नंबर पर बहुत बार गलत ओटीपी डाला गया है। आपकी सुरक्षा के लिए यह नंबर अधिकतम {{hours}} घंटे के लिए बंद है। कृपया बाद में फिर कोशिश करें।",
  },
  sourceLocked: {
    en: "Too many incorrect OTPs. Please wait {{minutes}} minutes and try again.",
    hi: "बहुत बार गलत ओटीपी डाला गया है। कृपया {{minutes}} मिनट रुककर फिर से कोशिश करें।",
  },
  smsFailed: {
    en: "We could not send the OTP to your mobile number. Please try again.",
    hi: "हम आपके मोबाइल नंबर पर ओटीपी नहीं भेज सके। कृपया फिर से कोशिश करें।",
  },
  verified: { en: "Mobile number verified.", hi: "मोबाइल नंबर सत्यापित हो गया।" },
  sessionExpired: { en: "Session Token has expired", hi: "Session Token has expired" },
  notLoggedIn: { en: "Please log in to continue.", hi: "आगे बढ़ने के लिए कृपया लॉग इन करें।" },
  refreshInvalid: {
    en: "Your session has ended. Please log in again.",
    hi: "आपका सत्र खत्म हो गया है। कृपया फिर से लॉग इन करें।",
  },
  linkInvalid: { en: "This link is not valid.", hi: "यह लिंक मान्य नहीं है।" },
  linkUsed: { en: "This link has already been used.", hi: "इस लिंक का इस्तेमाल पहले ही हो चुका है।" },
  linkExpired: { en: "This link has expired.", hi: "इस लिंक की समय-सीमा खत्म हो गई है।" },
  loggedOut: { en: "You have been logged out.", hi: "आप लॉग आउट हो गए हैं।" },
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
export type ApiLocale = "en" | "hi";

export function authMessage(
  key: AuthMessageKey,
  locale: ApiLocale,
  params: Record<string, string | number> = {},
): string {
  return AUTH_MESSAGES[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? `{{${name}}}`),
  );
}

export function requestLocale(header: string | undefined): ApiLocale {
  return header?.toLowerCase().startsWith("hi") ? "hi" : "en";
}

/**
 * The OTP SMS, in the language of the page that asked for it (a Hindi page's visitor reads Hindi). Each fits
 * in two segments (`packages/api/test/sms-templates.test.ts`).
 */
export function otpSms(code: string, brand: string, minutes: number, locale: ApiLocale): string {
  return locale === "hi"
    ? `${code} आपका ${brand} ओटीपी है। यह ${minutes} मिनट तक मान्य है। इसे किसी से साझा न करें। -${brand}`
    : `${code} is your ${brand} OTP. It is valid for ${minutes} minutes. Do not share it with anyone. -${brand}`;
}
