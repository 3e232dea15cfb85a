import type { PipelineRefusal } from "@loansetu/domain/pipeline";
import type { ApiLocale } from "../../auth/messages.ts";

/** What the lead pipeline API says to an employee, in both languages. */
export const PIPELINE_MESSAGES = {
  notFound: { en: "No lead has this reference.", hi: "इस संदर्भ संख्या की कोई लीड नहीं है।" },
  stale: {
    en: "This lead changed while you were looking at it. Please reload it and try again.",
    hi: "आपके देखते समय यह लीड बदल गई। कृपया इसे दोबारा लोड करके फिर से कोशिश करें।",
  },
  optedOut: {
    en: "The customer opted out of this lead: it is read-only and they are never contacted about it.",
    hi: "ग्राहक ने इस लीड से ऑप्ट-आउट किया है: इसे केवल देखा जा सकता है और उनसे इसके बारे में संपर्क नहीं किया जाता।",
  },
  closed: {
    en: "This lead is closed (completed or cancelled) and can no longer change.",
    hi: "यह लीड बंद है (पूरी या रद्द) और अब बदली नहीं जा सकती।",
  },
  customerStage: {
    en: "The next stage is the customer's to complete: they submit the application and accept the offer themselves.",
    hi: "अगला चरण ग्राहक को पूरा करना है: आवेदन जमा करना और ऑफ़र स्वीकार करना वे स्वयं करते हैं।",
  },
  useSanction: {
    en: "The next stage is the sanction: use Sanction with one of the lead's offers.",
    hi: "अगला चरण मंज़ूरी है: लीड के किसी ऑफ़र के साथ 'मंज़ूरी दें' का उपयोग करें।",
  },
  useDisbursal: {
    en: "The next stage is the disbursal: enter it under Lender entries (amount, date, UTR) for a second employee to approve.",
    hi: "अगला चरण वितरण है: इसे 'लेंडर की ओर से एंट्री' में (रकम, तारीख, UTR) दर्ज करें, ताकि कोई दूसरा कर्मचारी मंज़ूर करे।",
  },
  lastStage: { en: "Every stage of this lead is complete.", hi: "इस लीड के सभी चरण पूरे हैं।" },
  atStart: {
    en: "There is no stage the back office completed to move back from.",
    hi: "ऐसा कोई चरण नहीं है जिसे बैक ऑफ़िस ने पूरा किया हो और जिससे पीछे जाया जा सके।",
  },
  cannotUndo: {
    en: "The customer's acceptance, a sanction or a disbursal cannot be moved back. Cancel the lead instead.",
    hi: "ग्राहक की स्वीकृति, मंज़ूरी या वितरण को पीछे नहीं किया जा सकता। इसके बजाय लीड रद्द करें।",
  },
  notAccepted: {
    en: "The customer has not accepted an offer yet: send them the consent link first.",
    hi: "ग्राहक ने अभी कोई ऑफ़र स्वीकार नहीं किया है: पहले उन्हें सहमति लिंक भेजें।",
  },
  notSanctioned: {
    en: "This lead is not sanctioned yet.",
    hi: "इस लीड को अभी मंज़ूरी नहीं मिली है।",
  },
  alreadySanctioned: { en: "This lead is already sanctioned.", hi: "इस लीड को पहले ही मंज़ूरी मिल चुकी है।" },
  otherLenderAccepted: {
    en: "The customer accepted another lender's offer. Sanction the offer they accepted.",
    hi: "ग्राहक ने किसी दूसरे लेंडर का ऑफ़र स्वीकार किया है। वही ऑफ़र मंज़ूर करें जो उन्होंने स्वीकार किया।",
  },
  noSuchOffer: {
    en: "This lead has no offer from that lender.",
    hi: "इस लीड पर उस लेंडर का कोई ऑफ़र नहीं है।",
  },
  unknownLender: {
    en: "That lender does not offer this loan product.",
    hi: "वह लेंडर यह लोन उत्पाद नहीं देता।",
  },
  notSubmitted: {
    en: "The customer has not submitted this application yet.",
    hi: "ग्राहक ने अभी यह आवेदन जमा नहीं किया है।",
  },
  noOffer: {
    en: "This lead has no offer to send for the customer's consent.",
    hi: "इस लीड पर ग्राहक की सहमति के लिए भेजने को कोई ऑफ़र नहीं है।",
  },
  reasonRequired: {
    en: "Please give a reason.",
    hi: "कृपया कारण बताएं।",
  },
  revealReason: {
    en: "Please give a reason for seeing the full PAN.",
    hi: "कृपया पूरा पैन देखने का कारण बताएं।",
  },
  tooManyExports: {
    en: "Too many exports this hour. Please try again later.",
    hi: "इस घंटे बहुत अधिक एक्सपोर्ट हो गए। कृपया बाद में फिर से कोशिश करें।",
  },
  tooManyReveals: {
    en: "Too many PAN reveals this hour. Please try again later.",
    hi: "इस घंटे बहुत बार पैन देखा गया। कृपया बाद में फिर से कोशिश करें।",
  },
  noDetails: { en: "This lead has no applicant details yet.", hi: "इस लीड पर अभी आवेदक का विवरण नहीं है।" },
} as const;

export type PipelineMessage = keyof typeof PIPELINE_MESSAGES;

export const pipelineMessage = (id: PipelineMessage | PipelineRefusal, locale: ApiLocale) =>
  PIPELINE_MESSAGES[id][locale];
