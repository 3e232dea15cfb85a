import { formatIndianNumber, formatLongDate, formatPercent, type Locale } from "@loansetu/domain/format";
import { financialYearOf, tdsThresholdRupees } from "@loansetu/domain/payout";
import { PdfWriter } from "../pdf/writer.ts";

// A partner's monthly payout statement: every payout of the month with the payout, GST and TDS
// apart, the net and the status, then the month's totals. On the shared document writer (packages/api/src/pdf:
// embedded Noto fonts, shaped Devanagari, ₹), in the partner's language.

export interface StatementPayout {
  reference: string;
  lenderName: string;
  product: string;
  disbursedRupees: number;
  rateBps: number;
  status: string;
  payoutPaise: number;
  gstPaise: number;
  /** What TDS was charged on: 0 within the year's threshold, more than the payout when it crossed it. */
  tdsBasePaise: number;
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
  locale?: Locale;
}

const TEXT = {
  en: {
    title: (month: string) => `Payout statement, ${month}`,
    partner: "Partner",
    taxId: "GSTIN / PAN",
    issuedBy: "Issued by",
    explainer: (threshold: string, year: string) =>
      `Payout is a percentage of the disbursed amount, capped per loan, from the payout grid in force on the disbursal date. GST at 18% is added for a GST-registered partner. TDS under section 194H (2% from 1 October 2024) is deducted on the payout before GST once your commission in the financial year (1 April to 31 March) exceeds ${threshold} (financial year ${year}), and deposited against your PAN; the payout that crosses it also bears the TDS of the year's earlier payouts. Tax figures are indicative. Paid amounts are what was transferred.`,
    withinThreshold: "† No TDS: the year's commission was within the threshold.",
    catchUp:
      "* Includes the TDS of the year's earlier payouts, deducted when the commission exceeded the threshold.",
    payouts: (n: number) => `Payouts (${n})`,
    none: "No payouts in this month.",
    columns: ["Lead and lender", "Disbursed", "Payout", "GST", "TDS", "Net", "Status"],
    totals: "Totals (rejected payouts left out)",
    payout: "Payout",
    gst: "GST",
    tds: "TDS",
    net: "Net payable",
    paid: "Paid",
    status: {} as Record<string, string>,
  },
  hi: {
    title: (month: string) => `भुगतान विवरण, ${month}`,
    partner: "पार्टनर",
    taxId: "GSTIN / PAN",
    issuedBy: "जारीकर्ता",
    explainer: (threshold: string, year: string) =>
      `भुगतान वितरित राशि का एक प्रतिशत है, हर लोन पर एक सीमा तक, वितरण की तारीख पर लागू भुगतान ग्रिड के अनुसार। GST में पंजीकृत पार्टनर के लिए 18% GST जोड़ा जाता है। धारा 194H के तहत TDS (1 अक्टूबर 2024 से 2%) GST से पहले भुगतान पर तब काटा जाता है जब वित्त वर्ष (1 अप्रैल से 31 मार्च) में आपका कमीशन ${threshold} से अधिक हो जाए (वित्त वर्ष ${year}), और आपके PAN पर जमा होता है; सीमा पार कराने वाले भुगतान पर उस वर्ष के पिछले भुगतानों का TDS भी कटता है। कर के आँकड़े सांकेतिक हैं। भुगतान की गई राशि वही है जो ट्रांसफ़र की गई।`,
    withinThreshold: "† TDS नहीं: वर्ष का कमीशन सीमा के भीतर था।",
    catchUp: "* इसमें वर्ष के पिछले भुगतानों का TDS भी है, जो कमीशन के सीमा से अधिक होने पर काटा गया।",
    payouts: (n: number) => `भुगतान (${n})`,
    none: "इस महीने कोई भुगतान नहीं।",
    columns: ["लीड और लेंडर", "वितरित", "भुगतान", "GST", "TDS", "शुद्ध", "स्थिति"],
    totals: "कुल (अस्वीकृत भुगतान छोड़कर)",
    payout: "भुगतान",
    gst: "GST",
    tds: "TDS",
    net: "देय शुद्ध राशि",
    paid: "भुगतान किया गया",
    status: {
      Pending: "लंबित",
      Approved: "स्वीकृत",
      Paid: "भुगतान हुआ",
      "On hold": "रोका गया",
      Rejected: "अस्वीकृत",
    } as Record<string, string>,
  },
} as const;

const money = (paise: number) => `₹${formatIndianNumber(paise / 100, 2)}`;

/** † within the year's threshold (no TDS), * the payout that also bore the year's earlier TDS. */
const tdsMark = (p: StatementPayout) =>
  p.tdsBasePaise === 0 && p.payoutPaise > 0 ? " †" : p.tdsBasePaise > p.payoutPaise ? " *" : "";

export const statementFileName = (code: string, month: string) => `payout-statement-${code}-${month}.pdf`;

export async function renderPayoutStatement(input: StatementInput): Promise<Uint8Array> {
  const locale = input.locale ?? "en";
  const text = TEXT[locale];
  const [year, month] = input.month.split("-").map(Number);
  const monthName = new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString(
    locale === "hi" ? "hi-IN" : "en-IN",
    {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    },
  );
  const pdf = await PdfWriter.open({
    locale,
    title: `Payout statement ${input.partner.code} ${input.month}`,
    author: input.brandName,
    subject: text.title(monthName),
    createdAt: input.at,
  });
  pdf.title(text.title(monthName));
  pdf.rows([
    [text.partner, `${input.partner.businessName} (${input.partner.code})`],
    [text.taxId, input.partner.gstin ?? input.partner.panMasked ?? "-"],
    [text.issuedBy, `${input.brandName}, ${formatLongDate(input.at, locale)}`],
  ]);
  const onFirst = `${input.month}-01`;
  pdf.paragraph(
    text.explainer(`₹${formatIndianNumber(tdsThresholdRupees(onFirst))}`, financialYearOf(onFirst).label),
  );
  pdf.heading(text.payouts(input.items.length));
  if (input.items.length === 0) pdf.paragraph(text.none);
  else {
    const widths = [130, 70, 62, 52, 52, 62, 79];
    pdf.table(
      text.columns.map((title, index) => ({
        title,
        width: widths[index]!,
        align: index === 0 || index === 6 ? "left" : "right",
      })),
      input.items.map((p) => [
        `${p.reference} · ${p.lenderName}`,
        `₹${formatIndianNumber(p.disbursedRupees)} @ ${formatPercent(p.rateBps / 100, 2)}`,
        money(p.payoutPaise),
        money(p.gstPaise),
        `${money(p.tdsPaise)}${tdsMark(p)}`,
        money(p.netPaise),
        `${text.status[p.status] ?? p.status}${p.paidRupees !== null ? ` (₹${formatIndianNumber(p.paidRupees)})` : ""}`,
      ]),
    );
    const marks = new Set(input.items.map(tdsMark));
    if (marks.has(" †")) pdf.paragraph(text.withinThreshold);
    if (marks.has(" *")) pdf.paragraph(text.catchUp);
  }
  const counted = input.items.filter((p) => p.status !== "Rejected");
  const total = (pick: (p: StatementPayout) => number) => counted.reduce((sum, p) => sum + pick(p), 0);
  pdf.heading(text.totals);
  pdf.rows([
    [text.payout, money(total((p) => p.payoutPaise))],
    [text.gst, money(total((p) => p.gstPaise))],
    [text.tds, money(total((p) => p.tdsPaise))],
    [text.net, money(total((p) => p.netPaise))],
    [text.paid, `₹${formatIndianNumber(input.items.reduce((sum, p) => sum + (p.paidRupees ?? 0), 0))}`],
  ]);
  return pdf.finish();
}
