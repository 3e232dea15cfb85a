import type { Locale } from "@loansetu/domain/format";
import type { Lender, Site } from "../data/schemas.ts";
import { lenderText } from "./lender-text-hi.ts";

// What the KFS annex asks every loan document to state (RBI Digital Lending Directions 2025, KFS Part 2):
// the cooling-off (look-up) period and the grievance officers with their response times and escalation.
// The KFS and the sanction letter both print these rows, in the document's language.

export function coolingOffRow(lender: Lender, locale: Locale): [string, string] {
  return locale === "hi"
    ? [
        "कूलिंग-ऑफ़ / लुक-अप अवधि",
        `लोन की रकम मिलने से ${lender.coolingOffDays} दिन: इस दौरान आप मूलधन और उतने दिनों का आनुपातिक एपीआर चुकाकर, बिना किसी जुर्माने के, लोन से बाहर निकल सकते हैं।`,
      ]
    : [
        "Cooling-off / look-up period",
        `${lender.coolingOffDays} days from disbursal: you may exit the loan by repaying the principal and the proportionate APR, with no penalty.`,
      ];
}

export function grievanceRows(
  lender: Lender,
  site: Site,
  brandName: string,
  locale: Locale,
): [string, string][] {
  const officer = lender.grievanceOfficer;
  const ours = site.grievanceOfficer;
  const designation = lenderText(officer.designation, locale);
  const lenderOfficer = officer.name ? `${officer.name}, ${designation}` : designation;
  if (locale === "hi")
    return [
      ["लेंडर के शिकायत निवारण अधिकारी", `${lenderOfficer}; ईमेल ${officer.email}; फ़ोन ${officer.phone}`],
      ["लेंडर की ग्राहक सेवा", `${lender.customerCareContact}; ${lender.customerCareEmail}`],
      [
        `${brandName} के शिकायत निवारण अधिकारी`,
        `${ours.name}, ${lenderText(ours.designation, locale)}; ईमेल ${ours.email}; फ़ोन ${ours.phone}; ${ours.acknowledgeWithinDays} दिनों में शिकायत की पावती, ${ours.resolveWithinDays} दिनों में समाधान`,
      ],
      ["समाधान न होने पर", `${ours.escalation.textHi} ${ours.escalation.url}`],
    ];
  return [
    ["Lender's grievance officer", `${lenderOfficer}; email ${officer.email}; phone ${officer.phone}`],
    ["Lender's customer care", `${lender.customerCareContact}; ${lender.customerCareEmail}`],
    [
      `${brandName} grievance officer`,
      `${ours.name}, ${ours.designation}; email ${ours.email}; phone ${ours.phone}; acknowledges a complaint within ${ours.acknowledgeWithinDays} days and resolves it within ${ours.resolveWithinDays} days`,
    ],
    [
      "If not resolved",
      `After ${ours.escalation.afterDays} days you may complain on the RBI Integrated Ombudsman portal: ${ours.escalation.url}`,
    ],
  ];
}

/** The products' names as a letter or a Key Fact Statement prints them, by journey slug. */
const PRODUCT_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
    "personal-loan": "Personal loan",
    "used-car-loan": "Used car loan",
    "new-car-loan": "New car loan",
    "two-wheeler-loan": "Two-wheeler loan",
    "ev-loan": "Electric vehicle (green) loan",
    refinance: "Loan against car (refinance)",
    "business-loan": "Business loan",
    "balance-transfer": "Personal loan balance transfer",
  },
  hi: {
    "personal-loan": "पर्सनल लोन",
    "used-car-loan": "पुरानी कार का लोन",
    "new-car-loan": "नई कार का लोन",
    "two-wheeler-loan": "टू-व्हीलर लोन",
    "ev-loan": "इलेक्ट्रिक वाहन (ग्रीन) लोन",
    refinance: "कार पर लोन (रीफ़ाइनेंस)",
    "business-loan": "बिज़नेस लोन",
    "balance-transfer": "पर्सनल लोन बैलेंस ट्रांसफ़र",
  },
};

export function productName(slug: string, locale: Locale): string {
  return PRODUCT_NAMES[locale][slug] ?? PRODUCT_NAMES.en[slug] ?? slug;
}
