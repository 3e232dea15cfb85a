import { LEAD_STAGES } from "@loansetu/domain/journey-steps";
import type { ContentLocale } from "../content/schemas.ts";
import type { DashboardLead } from "../dashboard/service.ts";

// A logged-in customer asking about their applications gets each one's status, what comes next and where
// its details (and, once sanctioned, its Key Fact Statement and sanction letter) are: read from their own
// applications only, through the dashboard service, in the words the dashboard uses.

/** The dashboard's status words (dashboard.status.* of the web catalogue). */
const STATUS = {
  cancelled: { en: "Cancelled", hi: "रद्द" },
  disbursed: { en: "Disbursed", hi: "लोन वितरित" },
  inProgress: { en: "In progress", hi: "प्रक्रिया में" },
  sanctioned: { en: "Sanctioned", hi: "लोन मंज़ूर" },
  optedOut: { en: "Consent withdrawn", hi: "सहमति वापस ली गई" },
} as const;
/** The journey's stage words (journey.stages.* of the web catalogue), in LEAD_STAGES order. */
const STAGES = {
  en: [
    "Application submitted",
    "Documents",
    "Credit assessment",
    "Offer accepted",
    "Sanctioned",
    "Disbursed",
  ],
  hi: ["आवेदन जमा हुआ", "दस्तावेज़", "क्रेडिट जाँच", "ऑफ़र स्वीकार हुआ", "लोन मंज़ूर हुआ", "लोन वितरित हुआ"],
} as const;
const PRODUCTS: Record<string, { en: string; hi: string }> = {
  "personal-loan": { en: "Personal loan", hi: "पर्सनल लोन" },
  "new-car-loan": { en: "New car loan", hi: "नई कार का लोन" },
  "used-car-loan": { en: "Used car loan", hi: "यूज़्ड कार लोन" },
  "two-wheeler-loan": { en: "Two-wheeler loan", hi: "टू-व्हीलर लोन" },
  "ev-loan": { en: "EV loan", hi: "EV लोन" },
  refinance: { en: "Loan against car", hi: "कार पर लोन" },
  "business-loan": { en: "Business loan", hi: "बिज़नेस लोन" },
};

type Status = keyof typeof STATUS;

function statusOf(lead: DashboardLead): Status {
  if (lead.leadStatus === "Cancelled") return "cancelled";
  if (lead.leadStatus === "Completed") return "disbursed";
  if (lead.consentOptedout) return "optedOut";
  return lead.sanctioned ? "sanctioned" : "inProgress";
}

function stageText(name: string, locale: ContentLocale): string {
  const index = LEAD_STAGES.indexOf(name as (typeof LEAD_STAGES)[number]);
  return index >= 0 ? (STAGES[locale][index] as string) : name;
}

function nextStep(lead: DashboardLead, status: Status, locale: ContentLocale): string {
  const hi = locale === "hi";
  if (status === "cancelled")
    return lead.cancelReason ?? (hi ? "यह आवेदन बंद हो गया है।" : "This application is closed.");
  if (status === "disbursed") return hi ? "लोन की रकम भेज दी गई है।" : "The loan has been paid out.";
  if (status === "optedOut")
    return hi
      ? "आपने सहमति वापस ले ली है, इसलिए यह आगे नहीं बढ़ेगा।"
      : "You withdrew your consent, so it goes no further.";
  if (lead.resume)
    return hi
      ? "आपका आवेदन अधूरा है: जहाँ छोड़ा था वहीं से आगे बढ़ें।"
      : "Your application is not finished: continue where you left off.";
  if (status === "sanctioned")
    return hi
      ? "लेंडर ने लोन मंज़ूर कर दिया है: KFS और मंज़ूरी पत्र उसके विवरण पेज पर हैं।"
      : "The lender has sanctioned it: its Key Fact Statement and sanction letter are on its details page.";
  const waiting = lead.stages.find((stage) => !stage.isComplete);
  return waiting
    ? hi
      ? `अगला चरण: ${stageText(waiting.name, locale)}।`
      : `Next stage: ${stageText(waiting.name, locale)}.`
    : "";
}

export interface MyApplicationsAnswer {
  text: string;
  items: string[];
  sources: { id: string; title: string; path: string }[];
}

/** The customer's applications (at most the newest three) as a short answer with their links. */
export function myApplicationsAnswer(leads: DashboardLead[], locale: ContentLocale): MyApplicationsAnswer {
  const hi = locale === "hi";
  const prefix = hi ? "/hi" : "";
  const dashboard = {
    id: "page:dashboard",
    title: hi ? "मेरा खाता" : "Your dashboard",
    path: `${prefix}/dashboard`,
  };
  if (leads.length === 0) {
    return {
      text: hi
        ? "आपके खाते में अभी कोई लोन आवेदन नहीं है। आवेदन शुरू करने पर उसका स्टेटस यहाँ और “मेरा खाता” पेज पर दिखेगा।"
        : "There is no loan application on your account yet. Once you apply, its status shows here and on your dashboard.",
      items: [],
      sources: [dashboard],
    };
  }
  const shown = leads.slice(0, 3);
  const items = shown.map((lead) => {
    const status = statusOf(lead);
    const product = PRODUCTS[lead.product]?.[locale] ?? lead.product;
    return `${product} ${lead.loanId}: ${STATUS[status][locale]}. ${nextStep(lead, status, locale)}`.trim();
  });
  const sources = shown.map((lead) => ({
    id: `application:${lead.loanId}`,
    title: hi ? `आवेदन ${lead.loanId} का विवरण` : `Details of ${lead.loanId}`,
    path:
      lead.resume && statusOf(lead) === "inProgress"
        ? `${prefix}${lead.resume.path}`
        : `${prefix}/loan-details/${lead.loanId}`,
  }));
  const more = leads.length > shown.length;
  return {
    text: hi
      ? `आपके ${leads.length} आवेदन${more ? " हैं; नए तीन:" : ":"}`
      : `Your application${leads.length === 1 ? "" : "s"}${more ? ` (the newest 3 of ${leads.length})` : ""}:`,
    items,
    sources: [...sources, dashboard],
  };
}
