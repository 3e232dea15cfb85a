import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import type { DataExport } from "./ledger.ts";

// Issue 20: the readable copy of the data download. Plain English on the standard PDF fonts for now (the
// Hindi document pipeline of issue 20 part C can take it over): text outside what those fonts can draw,
// such as a name typed in Devanagari, is shown as "?" here and in full in the JSON file.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 9.5;
const LEADING = 13;

/** Keeps what WinAnsi (the standard fonts' encoding) can draw. */
const drawable = (text: string) =>
  text
    .replace(/[₹]/g, "Rs.")
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, "?");

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

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, SIZE) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, SIZE) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), SIZE) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
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
export async function renderDataExportPdf(data: DataExport, brand: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${brand}: the data we hold about you`);
  doc.setCreationDate(new Date(data.generatedAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (text: string, font = regular, size = SIZE) => {
    for (const part of wrap(drawable(text), font, width)) {
      if (y < MARGIN) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(part, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.15) });
      y -= size === SIZE ? LEADING : size + 6;
    }
  };
  line(`${brand}: the data we hold about you`, bold, 15);
  line(`Made on ${data.generatedAt} (UTC) for the customer with mobile ${data.customer.mobile}.`);
  line("The same data is in the JSON file of this download. PAN numbers are shown masked.");
  for (const [key, heading] of SECTIONS) {
    y -= 6;
    line(heading, bold, 12);
    for (const text of flatten(data[key])) line(text);
  }
  return doc.save();
}
