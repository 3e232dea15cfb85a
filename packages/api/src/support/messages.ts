import { formatDate } from "@loansetu/domain/format";
import type { ApiLocale } from "../auth/messages.ts";

// The support desk's words to the customer (SMS and e-mail, in their language only) and the API's answers.
// Each SMS fits two segments with the longest reference and link (support-tickets.test.ts checks).

export const SUPPORT_TEXT = {
  tooMany: {
    en: "You have already asked for a person from this chat. Our team will reply to that request.",
    hi: "इस चैट से आप पहले ही किसी व्यक्ति से बात करने का अनुरोध कर चुके हैं। हमारी टीम उसका जवाब देगी।",
  },
  notFound: { en: "No such ticket.", hi: "ऐसा कोई टिकट नहीं है।" },
  moved: { en: "The ticket has changed; reload it.", hi: "टिकट बदल गया है; पेज फिर से खोलें।" },
  replied: { en: "Reply sent to the customer.", hi: "ग्राहक को जवाब भेज दिया गया।" },
  done: { en: "Done.", hi: "हो गया।" },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export const ticketSms = {
  opened: (locale: ApiLocale, v: { brand: string; reference: string; by: string; link: string }) =>
    locale === "hi"
      ? `${v.brand}: आपका सपोर्ट टिकट ${v.reference} दर्ज हो गया है। हम ${v.by} तक जवाब देंगे। देखें: ${v.link}`
      : `${v.brand}: Your support ticket ${v.reference} is open. We will reply by ${v.by}. See it: ${v.link}`,
  replied: (locale: ApiLocale, v: { brand: string; reference: string; link: string }) =>
    locale === "hi"
      ? `${v.brand}: आपके सपोर्ट टिकट ${v.reference} का जवाब आ गया है। जवाब देखें: ${v.link}`
      : `${v.brand}: We have replied to your support ticket ${v.reference}. Read the reply: ${v.link}`,
};

/** What the chat says when a ticket is opened: its reference, when a person will reply, and where. */
export function ticketOpenedText(reference: string, promisedBy: Date, locale: ApiLocale): string {
  const by = formatDate(promisedBy, locale);
  return locale === "hi"
    ? `आपका टिकट ${reference} दर्ज हो गया है: हमारी टीम का कोई व्यक्ति ${by} तक जवाब देगा। टिकट नंबर एसएमएस से भेजा जा रहा है, और जवाब आपके “मेरा खाता” पेज पर दिखेगा।`
    : `Your ticket ${reference} is open: a person from our team will reply by ${by}. The reference is on its way by SMS, and the reply will show on your dashboard.`;
}
