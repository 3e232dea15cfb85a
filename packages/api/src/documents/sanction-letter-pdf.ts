import { formatDate, formatPercent } from "@loansetu/domain/format";
import { voucherCharges } from "@loansetu/domain/voucher";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { Lender, Site } from "../data/schemas.ts";
import { rupeesText, Writer } from "../journey/kfs-pdf.ts";
import type { Voucher } from "../journey/service.ts";

// The one sanction letter of a lead (the dashboard's download, issue 9, and the consent flow's sanction
// letter screen, issue 11), generated from the lead, its sanctioned offer and the lender: the lender's
// letterhead, the sanctioned terms, the fees as §9 shows them and the validity. English only (the standard
// PDF fonts carry no Devanagari); amounts print as "Rs." (no ₹ glyph in them).

/** The products' names as a letter or a Key Fact Statement prints them, by journey slug. */
export const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  "personal-loan": "Personal loan",
  "used-car-loan": "Used car loan",
  "new-car-loan": "New car loan",
  "two-wheeler-loan": "Two-wheeler loan",
  "ev-loan": "Electric vehicle (green) loan",
  refinance: "Loan against car (refinance)",
  "business-loan": "Business loan",
  "balance-transfer": "Personal loan balance transfer",
};

export interface SanctionInput {
  reference: string;
  applicantName: string | null;
  productName: string;
  voucher: Voucher;
  lender: Lender;
  site: Site;
  brandName: string;
  sanctionedAt: Date;
}

export function sanctionFileName(reference: string): string {
  return `Sanction-Letter-${reference}.pdf`;
}

export async function renderSanctionPdf(input: SanctionInput): Promise<Uint8Array> {
  const { voucher, lender } = input;
  const charges = voucherCharges(voucher);
  const doc = await PDFDocument.create();
  doc.setTitle(`Sanction letter ${input.reference} ${lender.shortName}`);
  doc.setAuthor(lender.name);
  doc.setSubject(`Sanction letter for application ${input.reference}`);
  doc.setCreationDate(input.sanctionedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold);
  // Letterhead: a band in the lender's colour with its name and head office.
  const page = doc.getPages()[0]!;
  const { width, height } = page.getSize();
  const hex = lender.color.replace("#", "");
  const colour = rgb(
    Number.parseInt(hex.slice(0, 2), 16) / 255,
    Number.parseInt(hex.slice(2, 4), 16) / 255,
    Number.parseInt(hex.slice(4, 6), 16) / 255,
  );
  page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: colour });
  page.drawText(lender.name, { x: 44, y: height - 38, size: 16, font: bold, color: rgb(1, 1, 1) });
  page.drawText(`${lender.headquarters} | ${lender.website} | ${lender.customerCareContact}`, {
    x: 44,
    y: height - 56,
    size: 8,
    font: regular,
    color: rgb(1, 1, 1),
  });
  writer.skip(80);

  // The day in India, as people write it (§9): a letter sanctioned at 00:30 IST is not dated the day before.
  const date = formatDate(input.sanctionedAt, "en");
  writer.title("Sanction Letter");
  writer.rows([
    ["Date", date],
    ["Application reference", input.reference],
    ["Borrower", input.applicantName ?? "-"],
    ["Type of loan", input.productName],
  ]);
  writer.paragraph(
    `Dear ${input.applicantName ?? "Customer"}, we are pleased to inform you that ${lender.name} has sanctioned your loan on the terms below, subject to the conditions in this letter.`,
  );
  writer.heading("Sanctioned terms");
  writer.rows([
    ["Sanctioned loan amount", rupeesText(voucher.loanAmount)],
    ["Rate of interest", `${formatPercent(voucher.roi)} a year, on a reducing balance`],
    ["Tenure", `${voucher.tenure} months`],
    ["EMI", rupeesText(voucher.emi)],
    ["Processing fee (incl. 18% GST)", rupeesText(charges.processingFee)],
    ["Stamp duty", rupeesText(charges.stampDuty)],
    ["Insurance Amount", rupeesText(charges.serviceCharges)],
    ["Valuation charges", rupeesText(charges.valuationCharges)],
    ["Net disbursed amount", rupeesText(charges.netDisbursedAmount)],
    ["Annual percentage rate (APR)", charges.apr === null ? "-" : formatPercent(charges.apr, 2)],
    ["Valid till", voucher.voucherExpiryDate],
  ]);
  writer.heading("Terms and conditions");
  for (const term of [
    `This sanction is valid till ${voucher.voucherExpiryDate}. The loan is disbursed after the loan agreement is signed and the documents are verified.`,
    "The Key Fact Statement given with the loan agreement sets out every fee and charge; nothing not in it may be charged.",
    `Penal charges: ${voucher.penalCharges}`,
    "You may prepay or foreclose the loan as the loan agreement allows; a floating-rate loan to an individual carries no foreclosure charge.",
    `Grievances: ${lender.grievanceOfficer.designation}, ${lender.grievanceOfficer.email}, ${lender.grievanceOfficer.phone}. If not resolved within 30 days, the RBI Integrated Ombudsman: ${input.site.grievanceOfficer.escalation.url}`,
  ]) {
    writer.paragraph(`- ${term}`);
  }
  writer.paragraph(
    `Sourced through ${input.brandName} (${input.site.company.legalName}), a Lending Service Provider. This letter is generated electronically and needs no signature.`,
  );
  return doc.save({ useObjectStreams: false });
}
