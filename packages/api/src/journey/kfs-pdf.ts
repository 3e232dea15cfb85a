import { formatDate, formatIndianNumber, formatPercent } from "@loansetu/domain/format";
import type { Offer } from "@loansetu/domain/offers";
import { PROCESSING_FEE_GST_RATE } from "@loansetu/domain/voucher";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Lender, LenderProduct, Site } from "../data/schemas.ts";

// The Key Fact Statement of one offer, in the order of RBI's KFS format (Master Direction on KFS for loans
// and advances, 2024, Annex A and B): Part 1 interest rate and fees, Part 2 qualitative information, and the
// APR computation. English only: the standard PDF fonts carry no Devanagari, and the lender's own KFS,
// issued at sanction in the borrower's language, is the binding one. Amounts print as "Rs." for the same
// font reason (no ₹ glyph).

export interface KfsInput {
  offer: Offer;
  lender: Lender;
  lenderProduct: LenderProduct;
  reference: string;
  applicantName: string | null;
  productName: string;
  site: Site;
  brandName: string;
  at: Date;
  dataAsOf: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 44;
const LABEL_WIDTH = 210;
const INK = rgb(0.11, 0.15, 0.13);
const SOFT = rgb(0.29, 0.34, 0.32);
const BRAND = rgb(0.04, 0.43, 0.27);
const LINE = rgb(0.87, 0.9, 0.89);

export const rupeesText = (amount: number) => `Rs. ${formatIndianNumber(amount)}`;

export function kfsFileName(reference: string, lender: Lender): string {
  return `KFS-${reference}-${lender.slug}.pdf`;
}

/** The KFS as PDF bytes. */
export async function renderKfsPdf(input: KfsInput): Promise<Uint8Array> {
  const { offer, lender, lenderProduct, site } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`Key Fact Statement ${input.reference} ${lender.shortName}`);
  doc.setAuthor(input.brandName);
  doc.setSubject(`APR ${formatPercent(offer.apr, 2)}`);
  doc.setCreationDate(input.at);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold);

  const gstPercent = PROCESSING_FEE_GST_RATE * 100;
  const officer = lender.grievanceOfficer;
  const contingent = lenderProduct.otherCharges.filter(
    (charge) => !["Valuation charges", "Documentation charges", "Stamp duty"].includes(charge.name),
  );

  writer.title("Key Fact Statement (KFS)");
  writer.paragraph(
    `Indicative offer from ${lender.name} (${lender.rbiRegistrationType}), shown by ${input.brandName}, a loan marketplace acting as a Lending Service Provider. Date: ${formatDate(input.at, "en")}.`,
    SOFT,
  );
  writer.rows([
    ["Application reference", input.reference],
    ["Applicant", input.applicantName ?? "-"],
    ["Lender", `${lender.name}, ${lender.headquarters}`],
    ["Type of loan", input.productName],
  ]);

  writer.heading("Part 1 - Interest rate and fees / charges");
  writer.rows([
    ["Loan amount", rupeesText(offer.amount)],
    ["Loan term", `${offer.tenureMonths} months`],
    [
      "Instalments",
      `${offer.tenureMonths} monthly EMIs of ${rupeesText(offer.emi)}, the first one month after disbursal`,
    ],
    [
      "Interest rate",
      `${formatPercent(offer.ratePercent)} a year, ${lenderProduct.rateType}, on a reducing balance`,
    ],
    [
      "Processing fee",
      `${rupeesText(offer.processingFeeBase)} + ${gstPercent}% GST = ${rupeesText(offer.processingFee)} (one time, deducted at disbursal)`,
    ],
    ["Stamp duty", `${rupeesText(offer.stampDuty)} (as per the state stamp act; one time)`],
    ["Valuation charges", rupeesText(offer.valuationCharges)],
    ["Documentation charges", `${rupeesText(offer.documentationCharges)} (GST included)`],
    ["Insurance", "None bundled with this offer"],
    ["Net disbursed amount", rupeesText(offer.netDisbursed)],
    ["Total amount to be paid", rupeesText(offer.totalRepayment)],
    ["Annual Percentage Rate (APR)", `${formatPercent(offer.apr, 2)} a year`],
  ]);

  writer.heading("Contingent charges");
  writer.rows([
    ["Penal charges", offer.penalCharges],
    ["Foreclosure", lenderProduct.foreclosure.text],
    ...contingent.map((charge) => [charge.name, charge.text] as [string, string]),
  ]);

  writer.heading("Part 2 - Other qualitative information");
  writer.rows([
    [
      "Cooling-off / look-up period",
      `${lender.coolingOffDays} days from disbursal: you may exit the loan by repaying the principal and the proportionate APR, with no penalty.`,
    ],
    [
      "Lender's grievance officer",
      `${officer.name ?? officer.designation}${officer.name ? `, ${officer.designation}` : ""}; email ${officer.email}; phone ${officer.phone}`,
    ],
    ["Lender's customer care", `${lender.customerCareContact}; ${lender.customerCareEmail}`],
    [
      `${input.brandName} grievance officer`,
      `${site.grievanceOfficer.name}, ${site.grievanceOfficer.designation}; email ${site.grievanceOfficer.email}; phone ${site.grievanceOfficer.phone}`,
    ],
    [
      "If not resolved",
      `After 30 days you may complain on the RBI Integrated Ombudsman portal: ${site.grievanceOfficer.escalation.url}`,
    ],
    ["Recovery agents", "Only as set out in the lender's loan agreement and RBI's fair practices code."],
  ]);

  writer.heading("Computation of APR");
  writer.rows([
    ["Sanctioned loan amount (A)", rupeesText(offer.amount)],
    ["Fees and charges deducted (B)", rupeesText(offer.totalDeductions)],
    ["Net disbursed amount (A - B)", rupeesText(offer.netDisbursed)],
    ["Total interest", rupeesText(offer.totalInterest)],
    ["Number of EMIs / EMI", `${offer.tenureMonths} / ${rupeesText(offer.emi)}`],
    [
      "APR",
      `${formatPercent(offer.apr, 2)} (the yearly rate at which the EMIs repay the net disbursed amount)`,
    ],
  ]);

  writer.paragraph(
    `This is an indicative offer from lending terms as of ${input.dataAsOf} and your credit band (${offer.creditBand}). The lender decides after its own credit assessment and gives you its KFS before you sign; the rate, fees and amount in it bind the lender.`,
    SOFT,
  );
  return doc.save({ useObjectStreams: false });
}

/** Writes text top to bottom, wrapping lines and starting a new page when one fills. */
export class Writer {
  private page: PDFPage;
  private y: number;
  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
  }

  /** Only characters the standard font can draw: ₹ becomes "Rs.", anything else unknown a "?". */
  private clean(text: string, font: PDFFont): string {
    const supported = new Set(font.getCharacterSet());
    return [...text.replace(/₹\s?/g, "Rs. ")]
      .map((char) => (supported.has(char.codePointAt(0)!) ? char : "?"))
      .join("");
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of this.clean(text, font).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Leaves `height` points empty (under a letterhead drawn on the page). */
  skip(height: number) {
    this.y -= height;
  }

  title(text: string) {
    this.page.drawText(this.clean(text, this.bold), {
      x: MARGIN,
      y: this.y - 18,
      size: 18,
      font: this.bold,
      color: BRAND,
    });
    this.y -= 30;
  }

  heading(text: string) {
    this.room(40);
    this.y -= 10;
    this.page.drawText(this.clean(text, this.bold), {
      x: MARGIN,
      y: this.y - 12,
      size: 12,
      font: this.bold,
      color: BRAND,
    });
    this.y -= 20;
  }

  paragraph(text: string, color = INK) {
    const lines = this.wrap(text, this.regular, 9, A4.width - 2 * MARGIN);
    this.room(lines.length * 12 + 6);
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN, y: this.y - 9, size: 9, font: this.regular, color });
      this.y -= 12;
    }
    this.y -= 6;
  }

  rows(rows: [string, string][]) {
    const valueWidth = A4.width - 2 * MARGIN - LABEL_WIDTH;
    for (const [label, value] of rows) {
      const labels = this.wrap(label, this.bold, 9, LABEL_WIDTH - 10);
      const values = this.wrap(value, this.regular, 9, valueWidth);
      const height = Math.max(labels.length, values.length) * 12 + 6;
      this.room(height);
      labels.forEach((line, index) => {
        this.page.drawText(line, {
          x: MARGIN,
          y: this.y - 9 - index * 12,
          size: 9,
          font: this.bold,
          color: INK,
        });
      });
      values.forEach((line, index) => {
        this.page.drawText(line, {
          x: MARGIN + LABEL_WIDTH,
          y: this.y - 9 - index * 12,
          size: 9,
          font: this.regular,
          color: INK,
        });
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 3 },
        end: { x: A4.width - MARGIN, y: this.y + 3 },
        thickness: 0.5,
        color: LINE,
      });
    }
  }
}
