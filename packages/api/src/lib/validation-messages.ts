import { MESSAGES } from "@loansetu/domain/messages";
import type { ApiLocale } from "../auth/messages.ts";
import { REVIEW_FIELD_TEXTS_HI } from "../reviews/messages.ts";
import { CONTROL_CHARACTER_MESSAGE } from "./safe-text.ts";

// What a person reads when a request fails validation. Schemas carry the spec's texts (English); zod's own
// texts ("Invalid input: expected string, received undefined") are for developers and never reach a
// person: a missing field gets the spec's 'Field cannot be left empty.', anything else a plain request to
// check the entry. Hindi callers (x-locale: hi) read the same texts in Hindi.

const EMPTY = MESSAGES["field.empty"];
const CHECK = {
  en: "Please check what you entered and try again.",
  hi: "कृपया अपनी दी गई जानकारी जाँचकर फिर से कोशिश करें।",
};

/** The Hindi of every English text the API's schemas carry. */
const HINDI: Readonly<Record<string, string>> = {
  [EMPTY]: "यह फ़ील्ड खाली नहीं छोड़ा जा सकता।",
  [MESSAGES["mobile.invalid"]]: "कृपया सही मोबाइल नंबर दर्ज करें",
  [MESSAGES["mobile.notValid"]]: "मोबाइल नंबर मान्य नहीं है",
  [MESSAGES["name.invalid"]]: "कृपया मान्य नाम दर्ज करें",
  [MESSAGES["email.invalidId"]]: "कृपया मान्य ईमेल आईडी दर्ज करें।",
  [MESSAGES["email.invalid"]]: "कृपया मान्य ईमेल दर्ज करें।",
  [MESSAGES["otp.invalid"]]: "कृपया मान्य ओटीपी दर्ज करें।",
  [MESSAGES["message.tooShort"]]: "संदेश में कम से कम 10 अक्षर लिखें।",
  "This OTP request is not valid. Please ask for a new OTP.":
    "यह ओटीपी अनुरोध मान्य नहीं है। कृपया नया ओटीपी मँगाएँ।",
  "Please enter the 4-digit OTP": "कृपया 4 अंकों का ओटीपी दर्ज करें",
  "This reference is not valid.": "यह संदर्भ मान्य नहीं है।",
  "Not an application reference.": "यह आवेदन संदर्भ नहीं है।",
  "Please type a shorter search.": "कृपया छोटा खोज शब्द लिखें।",
  "No such article.": "ऐसा कोई लेख नहीं है।",
  ...REVIEW_FIELD_TEXTS_HI,
  [CONTROL_CHARACTER_MESSAGE]: "कृपया दर्ज की गई जानकारी से विशेष वर्ण हटाएँ।",
};

// zod's built-in English texts all begin like this; the API's own texts never do.
const ZOD_TEXT = /^(Invalid|Too (big|small)|Unrecognized key|Expected)\b/;

type Issue = { readonly code: string; readonly message: string };

/** The message a person reads for one validation issue, in their language. */
export function humanIssueMessage(issue: Issue, locale: ApiLocale): string {
  let text = issue.message;
  if (ZOD_TEXT.test(text)) {
    const missing = issue.code === "invalid_type" && /received undefined$/.test(text);
    if (!missing) return CHECK[locale];
    text = EMPTY;
  }
  return locale === "hi" ? (HINDI[text] ?? text) : text;
}
