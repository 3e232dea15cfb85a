import type { ApiLocale } from "../auth/messages.ts";

/** What the dashboard API says, in both languages (§8 for the opt-out texts). */
export const DASHBOARD_MESSAGES = {
  notFound: { en: "We could not find this application.", hi: "यह आवेदन नहीं मिला।" },
  noScore: {
    en: "There is no credit score for this application yet.",
    hi: "इस आवेदन के लिए अभी कोई क्रेडिट स्कोर नहीं है।",
  },
  noSanction: {
    en: "There is no sanction letter for this application yet.",
    hi: "इस आवेदन के लिए अभी कोई सैंक्शन लेटर नहीं है।",
  },
  noDocument: { en: "We could not find this document.", hi: "यह दस्तावेज़ नहीं मिला।" },
  noAsset: { en: "We could not find this vehicle.", hi: "यह वाहन नहीं मिला।" },
  /** §8 "Opt-out success". */
  optedOut: { en: "You have successfully opted out!", hi: "आपने सफलतापूर्वक सहमति वापस ले ली है!" },
  /** §8 "Opt-out failure". */
  optOutFailed: { en: "Error in opting out!", hi: "सहमति वापस लेने में त्रुटि हुई!" },
} as const;

export type DashboardMessageKey = keyof typeof DASHBOARD_MESSAGES;

export function dashboardMessage(key: DashboardMessageKey, locale: ApiLocale): string {
  return DASHBOARD_MESSAGES[key][locale];
}
