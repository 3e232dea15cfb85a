import { formatDate, formatIndianNumber, formatPercent } from "@loansetu/domain/format";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { Writer } from "../journey/kfs-pdf.ts";

// A partner's monthly payout statement (issue 21): every payout of the month with the payout, GST and TDS
// apart, the net and the status, then the month's totals. pdf-lib with the standard fonts, like the KFS:
// English only (they carry no Devanagari, and unshaped Hindi would print broken), amounts as "Rs.".
// The shaping PDF pipeline of issue 20 part C was not ready when this was built.

export interface StatementPayout {
  reference: string;
  lenderName: string;
  product: string;
  disbursedRupees: number;
  rateBps: number;
  status: string;
  payoutPaise: number;
  gstPaise: number;
  tdsPaise: number;
  netPaise: number;
  paidRupees: number | null;
}

export interface StatementInput {
  brandName: string;
  partner: { businessName: string; code: string; gstin: string | null; panMasked: string | null };
  /** YYYY-MM. */
  month: string;
  items: StatementPayout[];
  at: Date;
}

const money = (paise: number) => `Rs. ${formatIndianNumber(paise / 100, 2)}`;

export const statementFileName = (code: string, month: string) => `payout-statement-${code}-${month}.pdf`;

export async function renderPayoutStatement(input: StatementInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Payout statement ${input.partner.code} ${input.month}`);
  doc.setAuthor(input.brandName);
  doc.setCreationDate(input.at);
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const [year, month] = input.month.split("-").map(Number);
  const monthName = new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  writer.title(`Payout statement, ${monthName}`);
  writer.rows([
    ["Partner", `${input.partner.businessName} (${input.partner.code})`],
    ["GSTIN / PAN", input.partner.gstin ?? input.partner.panMasked ?? "-"],
    ["Issued by", `${input.brandName}, ${formatDate(input.at, "en")}`],
  ]);
  writer.paragraph(
    "Payout is a percentage of the disbursed amount, capped per loan, from the payout grid in force on the disbursal date. GST at 18% is added for a GST-registered partner; TDS under section 194H (2% from 1 October 2024) is deducted on the payout before GST and deposited against your PAN. Paid amounts are what was transferred.",
  );
  writer.heading(`Payouts (${input.items.length})`);
  if (input.items.length === 0) writer.paragraph("No payouts in this month.");
  writer.rows(
    input.items.map((p) => [
      `${p.reference} - ${p.lenderName}`,
      `Disbursed Rs. ${formatIndianNumber(p.disbursedRupees)} at ${formatPercent(p.rateBps / 100, 2)}: payout ${money(p.payoutPaise)}, GST ${money(p.gstPaise)}, TDS ${money(p.tdsPaise)}, net ${money(p.netPaise)}. Status: ${p.status}${p.paidRupees !== null ? `, paid Rs. ${formatIndianNumber(p.paidRupees)}` : ""}.`,
    ]),
  );
  const sum = (pick: (p: StatementPayout) => number) => input.items.reduce((t, p) => t + pick(p), 0);
  const counted = input.items.filter((p) => p.status !== "Rejected");
  writer.heading("Totals (rejected payouts left out)");
  writer.rows([
    ["Payout", money(counted.reduce((t, p) => t + p.payoutPaise, 0))],
    ["GST", money(counted.reduce((t, p) => t + p.gstPaise, 0))],
    ["TDS", money(counted.reduce((t, p) => t + p.tdsPaise, 0))],
    ["Net payable", money(counted.reduce((t, p) => t + p.netPaise, 0))],
    ["Paid", `Rs. ${formatIndianNumber(sum((p) => p.paidRupees ?? 0))}`],
  ]);
  return doc.save();
}
