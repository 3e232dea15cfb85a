import type { EmailMessage } from "../adapters/email.ts";
import type { ApiLocale } from "../auth/messages.ts";

// What a partner is told when operations approve or reject their sign-up: an SMS to the mobile they
// verified and an e-mail to the address they gave, in the language they signed up in (English when it is not
// known, as for partners who signed up before it was kept). A rejection carries the reason operations wrote,
// so the partner knows what to correct (their mobile stays registered, so they reply rather than sign up again).

export interface DecisionNoticeInput {
  decision: "approve" | "reject";
  brand: string;
  contactName: string;
  businessName: string;
  code: string;
  remarks: string | null;
  /** Where the partner logs in, with the language's prefix. */
  loginUrl: string;
  locale: ApiLocale;
}

const TEXTS = {
  en: {
    approvedSms: (i: DecisionNoticeInput) =>
      `${i.brand}: ${i.businessName} is approved as a channel partner. Your partner code is ${i.code}. Log in with this mobile number at ${i.loginUrl}`,
    rejectedSms: (i: DecisionNoticeInput) =>
      `${i.brand}: we could not approve ${i.businessName} as a channel partner. Reason: ${i.remarks ?? "-"}. We have e-mailed you the details.`,
    approvedSubject: (i: DecisionNoticeInput) => `${i.brand}: you are approved as a channel partner`,
    rejectedSubject: (i: DecisionNoticeInput) => `${i.brand}: your channel partner sign-up`,
    approvedBody: (i: DecisionNoticeInput) =>
      [
        `Namaste ${i.contactName},`,
        "",
        `${i.businessName} is now a ${i.brand} channel partner. Your partner code is ${i.code}.`,
        `Log in with your mobile number at ${i.loginUrl} to get your share links and follow your customers' applications.`,
        "Before your first payout, add your bank account in the partner area.",
      ].join("\n"),
    rejectedBody: (i: DecisionNoticeInput) =>
      [
        `Namaste ${i.contactName},`,
        "",
        `We could not approve ${i.businessName} as a ${i.brand} channel partner.`,
        `Reason: ${i.remarks ?? "-"}`,
        "If you can correct this, reply to this e-mail and we will look at your sign-up again.",
      ].join("\n"),
  },
  hi: {
    approvedSms: (i: DecisionNoticeInput) =>
      `${i.brand}: ${i.businessName} को चैनल पार्टनर के रूप में स्वीकृति मिल गई है। आपका पार्टनर कोड ${i.code} है। इसी मोबाइल नंबर से ${i.loginUrl} पर लॉग इन करें`,
    rejectedSms: (i: DecisionNoticeInput) =>
      `${i.brand}: हम ${i.businessName} को चैनल पार्टनर के रूप में स्वीकृति नहीं दे सके। कारण: ${i.remarks ?? "-"}। पूरी जानकारी आपको ई-मेल की गई है।`,
    approvedSubject: (i: DecisionNoticeInput) => `${i.brand}: आप चैनल पार्टनर के रूप में स्वीकृत हैं`,
    rejectedSubject: (i: DecisionNoticeInput) => `${i.brand}: आपका चैनल पार्टनर साइन अप`,
    approvedBody: (i: DecisionNoticeInput) =>
      [
        `नमस्ते ${i.contactName},`,
        "",
        `${i.businessName} अब ${i.brand} का चैनल पार्टनर है। आपका पार्टनर कोड ${i.code} है।`,
        `अपने शेयर लिंक पाने और अपने ग्राहकों के आवेदन देखने के लिए अपने मोबाइल नंबर से ${i.loginUrl} पर लॉग इन करें।`,
        "पहले पेआउट से पहले पार्टनर खाते में अपना बैंक खाता जोड़ें।",
      ].join("\n"),
    rejectedBody: (i: DecisionNoticeInput) =>
      [
        `नमस्ते ${i.contactName},`,
        "",
        `हम ${i.businessName} को ${i.brand} के चैनल पार्टनर के रूप में स्वीकृति नहीं दे सके।`,
        `कारण: ${i.remarks ?? "-"}`,
        "अगर आप इसे ठीक कर सकते हैं, तो इस ई-मेल का जवाब दें; हम आपका साइन अप फिर से देखेंगे।",
      ].join("\n"),
  },
} as const;

export function decisionSms(input: DecisionNoticeInput): string {
  const texts = TEXTS[input.locale];
  return input.decision === "approve" ? texts.approvedSms(input) : texts.rejectedSms(input);
}

export function decisionEmail(input: DecisionNoticeInput, to: string): EmailMessage {
  const texts = TEXTS[input.locale];
  const approved = input.decision === "approve";
  return {
    to,
    subject: approved ? texts.approvedSubject(input) : texts.rejectedSubject(input),
    text: `${approved ? texts.approvedBody(input) : texts.rejectedBody(input)}\n`,
  };
}
