import {
  formatLongDate,
  formatLongDay,
  formatPercent,
  formatRupees,
  type Locale,
} from "@loansetu/domain/format";
import { voucherCharges } from "@loansetu/domain/voucher";
import type { Lender, Site } from "../data/schemas.ts";
import type { Voucher } from "../journey/service.ts";
import { PdfWriter } from "../pdf/writer.ts";
import { coolingOffRow, grievanceRows } from "./annex-text.ts";
import { lenderText } from "./lender-text-hi.ts";

// The one sanction letter of a lead (the dashboard's download, and the consent flow's sanction
// letter screen), generated from the lead, its sanctioned offer and the lender: the lender's
// letterhead, the sanctioned terms, the fees as §9 shows them, the validity, the cooling-off period and
// the grievance officers, in the journey's language with ₹ and the day in India.

export { productName } from "./annex-text.ts";

export interface SanctionInput {
  reference: string;
  applicantName: string | null;
  productName: string;
  voucher: Voucher;
  lender: Lender;
  site: Site;
  brandName: string;
  sanctionedAt: Date;
  locale: Locale;
}

export function sanctionFileName(reference: string): string {
  return `Sanction-Letter-${reference}.pdf`;
}

export async function renderSanctionPdf(input: SanctionInput): Promise<Uint8Array> {
  const { voucher, lender, locale } = input;
  const hi = locale === "hi";
  const charges = voucherCharges(voucher);
  const writer = await PdfWriter.open({
    locale,
    title: `${hi ? "सैंक्शन लेटर" : "Sanction letter"} ${input.reference} ${lender.shortName}`,
    author: lender.name,
    subject: hi
      ? `आवेदन ${input.reference} का सैंक्शन लेटर`
      : `Sanction letter for application ${input.reference}`,
    createdAt: input.sanctionedAt,
  });
  writer.letterhead(
    lender.color,
    lender.name,
    `${lenderText(lender.headquarters, locale)} | ${lender.website} | ${lender.customerCareContact}`,
  );

  // The day in India, as people write it (§9): a letter sanctioned at 00:30 IST is not dated the day before.
  const date = formatLongDate(input.sanctionedAt, locale);
  const validTill = formatLongDay(voucher.voucherExpiryDate, locale);
  const rupees = (amount: number) => formatRupees(amount);
  writer.title(hi ? "सैंक्शन लेटर" : "Sanction Letter");
  writer.rows([
    [hi ? "तारीख" : "Date", date],
    [hi ? "आवेदन संदर्भ संख्या" : "Application reference", input.reference],
    [hi ? "आवेदक" : "Borrower", input.applicantName ?? "-"],
    [hi ? "लोन का प्रकार" : "Type of loan", input.productName],
  ]);
  writer.paragraph(
    hi
      ? `प्रिय ${input.applicantName ?? "ग्राहक"}, हमें आपको यह बताते हुए खुशी है कि ${lender.name} ने नीचे दी गई शर्तों पर आपका लोन मंज़ूर कर दिया है, जो इस पत्र की शर्तों के अधीन है।`
      : `Dear ${input.applicantName ?? "Customer"}, we are pleased to inform you that ${lender.name} has sanctioned your loan on the terms below, subject to the conditions in this letter.`,
  );
  writer.heading(hi ? "मंज़ूरी की शर्तें" : "Sanctioned terms");
  writer.rows([
    [hi ? "मंज़ूर की गई लोन रकम" : "Sanctioned loan amount", rupees(voucher.loanAmount)],
    [
      hi ? "ब्याज दर" : "Rate of interest",
      hi
        ? `${formatPercent(voucher.roi)} सालाना, घटती बकाया रकम पर`
        : `${formatPercent(voucher.roi)} a year, on a reducing balance`,
    ],
    [hi ? "अवधि" : "Tenure", hi ? `${voucher.tenure} महीने` : `${voucher.tenure} months`],
    [hi ? "ईएमआई" : "EMI", rupees(voucher.emi)],
    [hi ? "प्रोसेसिंग फ़ीस (18% जीएसटी सहित)" : "Processing fee (incl. 18% GST)", rupees(charges.processingFee)],
    [hi ? "स्टांप ड्यूटी" : "Stamp duty", rupees(charges.stampDuty)],
    [hi ? "बीमा रकम" : "Insurance Amount", rupees(charges.serviceCharges)],
    [hi ? "मूल्यांकन शुल्क" : "Valuation charges", rupees(charges.valuationCharges)],
    [hi ? "आपको मिलने वाली शुद्ध रकम" : "Net disbursed amount", rupees(charges.netDisbursedAmount)],
    [
      hi ? "सालाना प्रतिशत दर (एपीआर)" : "Annual percentage rate (APR)",
      charges.apr === null ? "-" : formatPercent(charges.apr, 2),
    ],
    [hi ? "इस तारीख तक वैध" : "Valid till", validTill],
  ]);
  writer.heading(hi ? "नियम और शर्तें" : "Terms and conditions");
  const terms = hi
    ? [
        `यह मंज़ूरी ${validTill} तक वैध है। लोन समझौते पर हस्ताक्षर और दस्तावेज़ों की जाँच के बाद लोन की रकम दी जाती है।`,
        "लोन समझौते के साथ दिए गए मुख्य तथ्य विवरण में हर फ़ीस और शुल्क लिखा है; उसमें न लिखा कोई शुल्क नहीं लिया जा सकता।",
        // A voucher a lender sent without its penal charges leaves them to the KFS (above) rather than print none.
        ...(voucher.penalCharges ? [`दंड शुल्क: ${lenderText(voucher.penalCharges, locale)}`] : []),
        "लोन समझौते के अनुसार आप लोन का पूर्व-भुगतान कर सकते हैं या उसे समय से पहले बंद कर सकते हैं; किसी व्यक्ति को दिए गए परिवर्तनशील दर वाले लोन पर फ़ोरक्लोज़र शुल्क नहीं लगता।",
      ]
    : [
        `This sanction is valid till ${validTill}. The loan is disbursed after the loan agreement is signed and the documents are verified.`,
        "The Key Fact Statement given with the loan agreement sets out every fee and charge; nothing not in it may be charged.",
        ...(voucher.penalCharges ? [`Penal charges: ${voucher.penalCharges}`] : []),
        "You may prepay or foreclose the loan as the loan agreement allows; a floating-rate loan to an individual carries no foreclosure charge.",
      ];
  for (const term of terms) writer.paragraph(`- ${term}`);
  writer.heading(hi ? "कूलिंग-ऑफ़ अवधि और शिकायतें" : "Cooling-off period and grievances");
  writer.rows([coolingOffRow(lender, locale), ...grievanceRows(lender, input.site, input.brandName, locale)]);
  writer.paragraph(
    hi
      ? `यह लोन ${input.brandName} (${input.site.company.legalName}) के ज़रिये मिला है, जो एक लेंडिंग सर्विस प्रोवाइडर है। यह पत्र इलेक्ट्रॉनिक रूप से बना है और इस पर हस्ताक्षर की ज़रूरत नहीं है।`
      : `Sourced through ${input.brandName} (${input.site.company.legalName}), a Lending Service Provider. This letter is generated electronically and needs no signature.`,
  );
  return writer.finish();
}
