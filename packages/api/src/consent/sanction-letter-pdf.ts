import { formatIndianNumber, formatPercent } from "@loansetu/domain/format";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

// A plain sanction letter for an application whose lender consent was accepted (the consent flow's
// sanction letter download screen). English only, "Rs." for amounts: the standard PDF fonts carry neither
// Devanagari nor the rupee sign. The dashboard may later share one generator with this.

export interface ConsentSanctionLetterInput {
  reference: string;
  applicantName: string | null;
  lenderName: string;
  loanAmount: number;
  roi: number;
  tenureMonths: number;
  emi: number;
  processingFee: number | null;
  acceptedAt: Date;
  termsVersion: string;
  brandName: string;
  at: Date;
}

export const consentSanctionLetterFileName = (reference: string) => `Sanction-Letter-${reference}.pdf`;

const rupees = (amount: number) => `Rs. ${formatIndianNumber(amount)}`;

export async function renderConsentSanctionLetterPdf(input: ConsentSanctionLetterInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Sanction letter ${input.reference}`);
  doc.setAuthor(input.brandName);
  doc.setCreationDate(input.at);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  const ink = rgb(0.11, 0.15, 0.13);
  let y = 790;
  const line = (text: string, options: { size?: number; font?: typeof regular; gap?: number } = {}) => {
    page.drawText(text, { x: 48, y, size: options.size ?? 11, font: options.font ?? regular, color: ink });
    y -= options.gap ?? 18;
  };
  line("Sanction Letter", { size: 20, font: bold, gap: 30 });
  line(`Date: ${input.at.toISOString().slice(0, 10)}`);
  line(`Application reference: ${input.reference}`);
  line(`Applicant: ${input.applicantName ?? "-"}`);
  line(`Lender: ${input.lenderName}`, { gap: 28 });
  line("Sanctioned terms", { size: 13, font: bold, gap: 22 });
  const rows: [string, string][] = [
    ["Loan amount", rupees(input.loanAmount)],
    ["Interest rate", `${formatPercent(input.roi)} a year`],
    ["Tenure", `${input.tenureMonths} months`],
    ["EMI", rupees(input.emi)],
    ["Processing fee (before GST)", input.processingFee === null ? "-" : rupees(input.processingFee)],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: 48, y, size: 11, font: regular, color: ink });
    page.drawText(value, { x: 280, y, size: 11, font: bold, color: ink });
    y -= 18;
  }
  y -= 10;
  line(
    `The applicant accepted the lender's terms (version ${input.termsVersion}) on ${input.acceptedAt.toISOString().slice(0, 10)}.`,
  );
  line("Disbursal is subject to the lender's final checks and the signed loan agreement.");
  line(`Issued through ${input.brandName}, a loan marketplace acting as a Lending Service Provider.`);
  return doc.save();
}
