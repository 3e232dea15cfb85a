import { describe, expect, it } from "vitest";
import { PdfWriter } from "../src/pdf/writer.ts";
import { pageCount, pageTexts } from "./support/pdf-render.ts";
import { pdfText } from "./support/pdf-text.ts";

// The PDF pipeline's table helper, which a partner's monthly statement builds on.

const writer = () =>
  PdfWriter.open({
    locale: "hi",
    title: "मासिक विवरण",
    author: "LoanSetu",
    subject: "test",
    createdAt: new Date("2026-11-25T06:00:00Z"),
  });

describe("PdfWriter.table", () => {
  const columns = [
    { title: "लीड", width: 120 },
    { title: "संस्था", width: 160 },
    { title: "कमीशन", width: 120, align: "right" as const },
  ];

  it("writes the header, then each row's cells in order, wrapping a long cell", async () => {
    const pdf = await writer();
    pdf.table(columns, [
      ["LS2611240001", "HDFC Bank Ltd.", "₹5,000"],
      ["LS2611240002", "एक बहुत लंबा संस्था का नाम जो इस कॉलम की चौड़ाई में नहीं समाएगा", "₹12,500"],
    ]);
    const lines = pdfText(await pdf.finish()).split("\n");
    expect(lines.slice(0, 6)).toEqual(["लीड", "संस्था", "कमीशन", "LS2611240001", "HDFC Bank Ltd.", "₹5,000"]);
    const long = lines.slice(6);
    expect(long[0]).toBe("LS2611240002");
    expect(long.length).toBeGreaterThan(3);
    expect(long.at(-1)).toBe("₹12,500");
  });

  it("starts new pages as rows fill them", async () => {
    const pdf = await writer();
    pdf.table(
      columns,
      Array.from({ length: 120 }, (_, index) => [`LS26112400${index}`, "HDFC Bank Ltd.", "₹1,000"]),
    );
    const bytes = await pdf.finish();
    expect(pageCount(bytes)).toBeGreaterThanOrEqual(3);
    expect(pdfText(bytes)).toContain("LS26112400119");
  });

  it("repeats the header at the top of each page the table continues on", async () => {
    const pdf = await writer();
    pdf.table(
      columns,
      Array.from({ length: 120 }, (_, index) => [`LS26112400${index}`, "HDFC Bank Ltd.", "₹1,000"]),
    );
    const bytes = await pdf.finish();
    const lines = pdfText(bytes).split("\n");
    const headers = lines.flatMap((line, index) => (line === "लीड" ? [index] : []));
    expect(headers).toHaveLength(pageCount(bytes));
    // Each header is followed by its other titles and then a row, never by another header.
    for (const at of headers) {
      expect(lines.slice(at, at + 4)).toEqual(["लीड", "संस्था", "कमीशन", expect.stringMatching(/^LS2611/)]);
    }
  });

  it("keeps the header with its first row: never a header alone at the foot of a page", async () => {
    const titled = [
      { title: "Lead", width: 120 },
      { title: "Lender", width: 160 },
    ];
    // Rows and the header are one line each: over one page's worth of filler rows before the table, one
    // count leaves room for the header but not its first row.
    for (let filler = 30; filler <= 42; filler++) {
      const pdf = await writer();
      pdf.table(
        [{ title: "x", width: 100 }],
        Array.from({ length: filler }, () => ["."]),
      );
      pdf.table(titled, [["LS2611240001", "HDFC Bank Ltd."]]);
      const pages = pageTexts(await pdf.finish());
      const withRow = pages.find((text) => text.includes("LS2611240001"));
      expect(withRow, `${filler} filler rows`).toContain("Lender");
    }
  });
});
