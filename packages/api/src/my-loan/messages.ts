import type { ApiLocale } from "../auth/messages.ts";

// What My loan tells the borrower in their language: the planner's refusals and the EMI reminder (SMS and
// e-mail). The SMS must fit two segments (134 characters in Hindi) with its short link, so it names the
// amount, the lender and the date, and leaves the rest to the e-mail and the page.

export const PLAN_ERRORS = {
  notPositive: {
    en: "Enter an amount in whole rupees, above ₹0.",
    hi: "₹0 से ज़्यादा रकम पूरे रुपयों में लिखें।",
  },
  aboveBalance: {
    en: "This is more than the loan's balance of {{balance}}. To close the loan, see the foreclosure amount below.",
    hi: "यह लोन की बाकी रकम {{balance}} से ज़्यादा है। लोन बंद करने के लिए नीचे फ़ोरक्लोज़र की रकम देखें।",
  },
  nothingOwed: {
    en: "Nothing is left to pay on this loan by its schedule.",
    hi: "शेड्यूल के हिसाब से इस लोन पर कुछ भी बाकी नहीं है।",
  },
  datePast: {
    en: "Choose today or a later date.",
    hi: "आज की या उसके बाद की तारीख़ चुनें।",
  },
  badDate: {
    en: "Enter the date as DD/MM/YYYY, for example 05/12/2026.",
    hi: "तारीख़ दिन/महीना/साल के रूप में लिखें, जैसे 05/12/2026।",
  },
  emiNotWhole: {
    en: "Enter the new EMI in whole rupees, above ₹0.",
    hi: "नई EMI ₹0 से ज़्यादा, पूरे रुपयों में लिखें।",
  },
  emiBelowCurrent: {
    en: "Enter an EMI of at least your current EMI of {{emi}}. A lower EMI means a longer loan, which only your lender can agree to.",
    hi: "कम से कम अपनी अभी की EMI {{emi}} लिखें। कम EMI का मतलब लंबी अवधि है, जिसे सिर्फ़ आपका लेंडर मंज़ूर कर सकता है।",
  },
  emiAboveMax: {
    en: "This is more than the {{max}} that would close the loan with the next EMI. To close the loan, see the foreclosure amount.",
    hi: "यह {{max}} से ज़्यादा है, जिससे अगली EMI के साथ ही लोन बंद हो जाएगा। लोन बंद करने के लिए फ़ोरक्लोज़र की रकम देखें।",
  },
  badTime: {
    en: "Choose a time between 08:00 and 20:30: we never send reminders at night.",
    hi: "सुबह 8:00 से रात 8:30 के बीच का समय चुनें: हम रात में रिमाइंडर नहीं भेजते।",
  },
  grievanceNotLate: {
    en: "The lender still has time to send the no-dues certificate: the button shows once it is late.",
    hi: "लेंडर के पास नो-ड्यूज़ सर्टिफ़िकेट भेजने का समय अभी बाकी है: देर होने पर ही यह बटन दिखेगा।",
  },
  tooManyDisputes: {
    en: "You have raised several disputes on this loan today. Try again tomorrow.",
    hi: "आपने आज इस लोन पर कई शिकायतें दर्ज की हैं। कल फिर कोशिश करें।",
  },
  disputeText: {
    en: "Describe the problem in 10 to 1000 characters.",
    hi: "समस्या 10 से 1000 अक्षरों में लिखें।",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type PlanError = keyof typeof PLAN_ERRORS;

export function planError(code: PlanError, locale: ApiLocale, values: Record<string, string> = {}): string {
  return PLAN_ERRORS[code][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

export interface ReminderValues {
  brand: string;
  lender: string;
  amount: string;
  date: string;
  link: string;
  stop: string;
}

/** The SMS carries one short link, the one-tap stop; the e-mail also links to the loan's page. */
export const REMINDER_SMS: Record<ApiLocale, (v: Omit<ReminderValues, "link">) => string> = {
  en: (v) => `${v.brand}: EMI ${v.amount} to ${v.lender} due on ${v.date}. Stop these reminders: ${v.stop}`,
  hi: (v) => `${v.brand}: ${v.lender} की EMI ${v.amount} ${v.date} को देनी है। रिमाइंडर बंद करें: ${v.stop}`,
};

export const REMINDER_EMAIL: Record<
  ApiLocale,
  { subject: (v: ReminderValues) => string; body: (v: ReminderValues) => string }
> = {
  en: {
    subject: (v) => `Your EMI of ${v.amount} is due on ${v.date}`,
    body: (v) =>
      `Your EMI of ${v.amount} to ${v.lender} is due on ${v.date}. Keep the amount in the account your EMIs are paid from.\n\nYour loan: ${v.link}\n\nTo stop these reminders: ${v.stop}`,
  },
  hi: {
    subject: (v) => `आपकी ${v.amount} की EMI ${v.date} को देनी है`,
    body: (v) =>
      `${v.lender} को आपकी ${v.amount} की EMI ${v.date} को देनी है। जिस खाते से EMI कटती है, उसमें यह रकम रखें।\n\nआपका लोन: ${v.link}\n\nये रिमाइंडर बंद करने के लिए: ${v.stop}`,
  },
};
