import { formatLongDate, type Locale } from "@loansetu/domain/format";
import { PdfWriter } from "../pdf/writer.ts";
import type { DataExport } from "./ledger.ts";

// Issue 20: the readable copy of the data download, on the document pipeline of the KFS (packages/api/src/pdf:
// embedded Noto fonts, Devanagari shaped), so a name or an address typed in Hindi prints as typed.

function flatten(value: unknown, prefix = ""): string[] {
  if (value === null || value === undefined) return [`${prefix}: -`];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${prefix}: none`];
    return value.flatMap((item, index) => flatten(item, `${prefix}[${index + 1}]`));
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      flatten(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [`${prefix}: ${String(value)}`];
}

const SECTIONS: [keyof DataExport, string][] = [
  ["customer", "Your profile"],
  ["applications", "Your loan applications"],
  ["freeScoreChecks", "Your free credit score checks"],
  ["consents", "Consents you gave"],
  ["sharings", "When your data went to a bureau or a lender"],
  ["withdrawals", "Consents you withdrew"],
  ["requests", "Your data requests"],
];

/** Every section of the export as headed, wrapped lines on A4 pages. */
export async function renderDataExportPdf(
  data: DataExport,
  brand: string,
  locale: Locale = "en",
): Promise<Uint8Array> {
  const at = new Date(data.generatedAt);
  const pdf = new PdfWriter({
    locale,
    title: `${brand}: the data we hold about you`,
    author: brand,
    subject: "Data download",
    createdAt: at,
  });
  pdf.title(`${brand}: the data we hold about you`);
  pdf.paragraph(
    `Made on ${formatLongDate(at, "en")} (${data.generatedAt} UTC) for the customer with mobile ${data.customer.mobile}.`,
  );
  pdf.paragraph("The same data is in the JSON file of this download. PAN numbers are shown masked.");
  for (const [key, heading] of SECTIONS) {
    pdf.heading(heading);
    for (const text of flatten(data[key])) pdf.paragraph(text);
  }
  return pdf.finish();
}
