import type { ApiLocale } from "../../auth/messages.ts";

/** What the studio's maker-checker entries say to an employee, in both languages. */
export const ENTRY_MESSAGES = {
  noLender: {
    en: "This lead has no chosen lender yet: there is nothing to enter on a lender's behalf.",
    hi: "इस लीड के लिए अभी कोई लेंडर चुना नहीं गया है: किसी लेंडर की ओर से दर्ज करने को कुछ नहीं है।",
  },
  integrated: {
    en: "This lender reports its steps through the lender API: its sanction and disbursal come from its own system, not from the studio.",
    hi: "यह लेंडर अपने चरण लेंडर एपीआई से भेजता है: इसकी मंज़ूरी और वितरण इसके अपने सिस्टम से आते हैं, स्टूडियो से नहीं।",
  },
  notNow: {
    en: "This step is not valid for the lead's current state.",
    hi: "लीड की मौजूदा स्थिति में यह चरण मान्य नहीं है।",
  },
  waiting: {
    en: "An entry of this kind is already waiting for approval on this lead.",
    hi: "इस लीड पर इस तरह की एक एंट्री पहले से मंज़ूरी का इंतज़ार कर रही है।",
  },
  termsDiffer: {
    en: "These figures differ from the terms the borrower accepted ({terms}). A sanction on other terms is a new counter-offer, which the lender makes and the borrower accepts first.",
    hi: "ये आंकड़े लोन लेने वाले की स्वीकार की गई शर्तों ({terms}) से अलग हैं। दूसरी शर्तों पर मंज़ूरी एक नया काउंटर-ऑफ़र है, जिसे लेंडर देता है और लोन लेने वाला पहले स्वीकार करता है।",
  },
  aboveSanction: {
    en: "The amount is above the sanctioned amount ({amount}).",
    hi: "रकम मंज़ूर की गई रकम ({amount}) से ज़्यादा है।",
  },
  amountNotPositive: {
    en: "Enter the amount in whole rupees, more than zero.",
    hi: "रकम पूरे रुपयों में, शून्य से ज़्यादा, दर्ज करें।",
  },
  badUtr: {
    en: "A UTR is 12 to 22 capital letters and digits, as the bank gives it.",
    hi: "यूटीआर 12 से 22 बड़े अक्षर और अंक होता है, जैसा बैंक देता है।",
  },
  repeatedUtr: {
    en: "This UTR was already reported for a disbursal. Check the bank's confirmation.",
    hi: "यह यूटीआर किसी वितरण के लिए पहले ही दर्ज हो चुका है। बैंक की पुष्टि जांचें।",
  },
  beforeSanction: {
    en: "The disbursal date is before the sanction's date ({date}).",
    hi: "वितरण की तारीख मंज़ूरी की तारीख ({date}) से पहले है।",
  },
  badDate: { en: "Enter a real date (yyyy-mm-dd).", hi: "सही तारीख (yyyy-mm-dd) दर्ज करें।" },
  future: {
    en: "The date cannot be in the future: enter the day it happened at the lender.",
    hi: "तारीख भविष्य की नहीं हो सकती: वह दिन दर्ज करें जब यह लेंडर के यहां हुआ।",
  },
  noEntry: {
    en: "No entry waiting for approval has this id.",
    hi: "मंज़ूरी के इंतज़ार में इस आईडी की कोई एंट्री नहीं है।",
  },
  ownEntry: {
    en: "You entered this yourself: a different employee must approve or reject it.",
    hi: "यह आपने खुद दर्ज किया है: इसे कोई दूसरा कर्मचारी ही मंज़ूर या अस्वीकार कर सकता है।",
  },
  peopleOnly: {
    en: "Only a signed-in employee may enter or approve a step on a lender's behalf.",
    hi: "लेंडर की ओर से कोई चरण केवल साइन-इन किया हुआ कर्मचारी दर्ज या मंज़ूर कर सकता है।",
  },
  reasonRequired: {
    en: "Say why you reject it: the employee who entered it reads this.",
    hi: "बताएं कि आप इसे क्यों अस्वीकार कर रहे हैं: दर्ज करने वाला कर्मचारी इसे पढ़ेगा।",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type EntryMessage = keyof typeof ENTRY_MESSAGES;

export function entryMessage(
  id: EntryMessage,
  locale: ApiLocale,
  values: Record<string, string> = {},
): string {
  return ENTRY_MESSAGES[id][locale].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}
