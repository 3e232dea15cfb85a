import { describe, expect, it } from "vitest";
import { renderPayoutStatement, type StatementPayout } from "../src/payouts/statement-pdf.ts";
import { PdfWriter } from "../src/pdf/writer.ts";
import { missingGlyphs, pdfText } from "./support/pdf-text.ts";

// A partner's monthly statement prints names the partner typed (any letters) beside its own Hindi and English
// texts, the rupee sign and typographic marks. Every character it prints must have a glyph in the font it is
// drawn with: a missing one shows as an empty box, and a statement with boxes in its name or amounts is not
// one a partner can hand to their accountant. The check reads the drawn glyph ids from the PDF itself.

const payout = (reference: string, lenderName: string): StatementPayout => ({
  reference,
  lenderName,
  product: "usedCar",
  disbursedRupees: 612_500,
  rateBps: 125,
  status: "Paid",
  payoutPaise: 765_625,
  gstPaise: 137_813,
  tdsBasePaise: 0,
  tdsPaise: 0,
  netPaise: 903_438,
  paidRupees: 9034,
});

const NAMES = [
  "Śrī Lakṣmī Motors – Nāgpur",
  "श्री लक्ष्मी मोटर्स",
  "Ćelik & Söhne Autohaus",
  "Đặng Auto – Ōsaka Trading",
];

describe("the partner statement PDF", () => {
  for (const locale of ["en", "hi"] as const) {
    for (const name of NAMES) {
      it(`draws every character of "${name}" and its own ${locale} texts with a real glyph`, async () => {
        const bytes = await renderPayoutStatement({
          brandName: "LoanSetu",
          partner: { businessName: name, code: "GLYPHS01", gstin: null, panMasked: "ABXXXXX34F" },
          month: "2026-11",
          items: [payout("LS2611280001", "HDFC Bank"), payout("LS2611280002", name)],
          at: new Date("2026-11-28T06:00:00Z"),
          locale,
        });
        const text = pdfText(bytes);
        expect(text).toContain(name);
        expect(text).toContain("₹");
        expect(missingGlyphs(bytes)).toEqual([]);
      });
    }
  }

  it("finds a missing glyph: the check itself can fail", async () => {
    // Thai has no font in the writer: its letters are drawn as .notdef, and the check must say so.
    const pdf = await PdfWriter.open({
      locale: "en",
      title: "t",
      author: "LoanSetu",
      subject: "t",
      createdAt: new Date("2026-11-28T06:00:00Z"),
    });
    pdf.table([{ title: "Name", width: 200 }], [["สวัสดี Motors"]]);
    expect(missingGlyphs(await pdf.finish())).toEqual(["สวัสดี Motors"]);
  });
});
