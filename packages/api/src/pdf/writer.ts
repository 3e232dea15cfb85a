import { createRequire } from "node:module";
import type { Locale } from "@loansetu/domain/format";
import type PDFDocument from "pdfkit";
import { type Face, fontName, pdfFonts } from "./fonts.ts";
import { scriptRuns } from "./runs.ts";

// The one way LoanSetu writes a PDF (the KFS, the sanction letter, a partner's monthly statement): A4
// pages written top to bottom with a title, headings, paragraphs, label/value rows and tables, in English
// or Hindi. Text is shaped by pdfkit's fontkit (its Indic shaper forms Devanagari conjuncts, vowel signs
// and reph), fonts are embedded as subsets, and every line carries its text as ActualText, so copying or
// extracting it gives the words in reading order rather than the shaped glyphs' visual order.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 44;
export const COLOURS = {
  ink: "#1c2621",
  soft: "#4a5752",
  brand: "#0a6e45",
  line: "#dee6e3",
  white: "#ffffff",
} as const;

const BODY = 9;
/** Devanagari needs room above the headline and below the line for vowel signs. */
const LEADING = 1.55;

export interface PdfMeta {
  locale: Locale;
  title: string;
  author: string;
  subject: string;
  createdAt: Date;
}

export interface TableColumn {
  title: string;
  width: number;
  align?: "left" | "right";
}

interface TextStyle {
  face: Face;
  size: number;
  color: string;
}

/**
 * pdfkit (with fontkit and its tables, about 33 MB of a process's memory) loads at the first PDF written,
 * not when the server starts: many processes never write one.
 */
let pdfkit: typeof PDFDocument | undefined;

export class PdfWriter {
  /** A writer for one document. */
  static async open(meta: PdfMeta): Promise<PdfWriter> {
    // Its CommonJS build, which requires the same fontkit as pdf/fonts.ts (its ES build would be a second copy).
    pdfkit ??= createRequire(import.meta.url)("pdfkit") as typeof PDFDocument;
    return new PdfWriter(pdfkit, meta);
  }

  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  private y = MARGIN;
  private readonly widths = new Map<string, number>();

  private constructor(Document: typeof PDFDocument, meta: PdfMeta) {
    this.doc = new Document({
      size: "A4",
      margin: 0,
      lang: meta.locale === "hi" ? "hi-IN" : "en-IN",
      displayTitle: true,
      info: {
        Title: meta.title,
        Author: meta.author,
        Subject: meta.subject,
        CreationDate: meta.createdAt,
        ModDate: meta.createdAt,
      },
    });
    this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve) => this.doc.on("end", () => resolve()));
    for (const font of pdfFonts()) this.doc.registerFont(font.name, font.bytes);
  }

  /** The usable width between the margins. */
  get width(): number {
    return A4.width - 2 * MARGIN;
  }

  /** Width of a text in points, each script run measured with its own (shaped) font; remembered. */
  measure(text: string, face: Face, size: number): number {
    const key = `${face}|${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = 0;
      for (const run of scriptRuns(text)) {
        width += this.doc.font(fontName(run.script, face)).fontSize(size).widthOfString(run.text);
      }
      this.widths.set(key, width);
    }
    return width;
  }

  /** Lines of at most `width` points, broken between words (each word shaped and measured once). */
  wrap(text: string, face: Face, size: number, width: number): string[] {
    const lines: string[] = [];
    const space = this.measure(" ", face, size);
    let line = "";
    let lineWidth = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const wordWidth = this.measure(word, face, size);
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** One line whose top is `top`, as a marked span whose ActualText is the line's text. */
  private draw(text: string, x: number, top: number, style: TextStyle) {
    const baseline = top + style.size * 1.1;
    this.doc.markContent("Span", { actual: text } as never);
    let left = x;
    for (const run of scriptRuns(text)) {
      this.doc.font(fontName(run.script, style.face)).fontSize(style.size).fillColor(style.color);
      this.doc.text(run.text, left, baseline, { lineBreak: false, baseline: "alphabetic" });
      left += this.measure(run.text, style.face, style.size);
    }
    this.doc.endMarkedContent();
  }

  private lineHeight(size: number): number {
    return Math.ceil(size * LEADING);
  }

  /** Starts a new page unless `height` points still fit on this one; true when it started one. */
  private room(height: number): boolean {
    if (this.y + height > A4.height - MARGIN) {
      this.doc.addPage();
      this.y = MARGIN;
      return true;
    }
    return false;
  }

  private rule(y: number) {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke();
  }

  /** Starts the next part on a page of its own (one document holding several, such as every offer's KFS). */
  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Leaves `height` points empty (under a letterhead). */
  skip(height: number) {
    this.y += height;
  }

  /** A band across the top of the page in `color` with a name and a line under it (a lender's letterhead). */
  letterhead(color: string, name: string, detail: string) {
    this.doc.rect(0, 0, A4.width, 70).fill(color);
    this.draw(name, MARGIN, 18, { face: "bold", size: 16, color: COLOURS.white });
    this.draw(detail, MARGIN, 44, { face: "regular", size: 8, color: COLOURS.white });
    this.y = Math.max(this.y, 70 + MARGIN / 2);
  }

  title(text: string) {
    for (const line of this.wrap(text, "bold", 18, this.width)) {
      this.room(30);
      this.draw(line, MARGIN, this.y, { face: "bold", size: 18, color: COLOURS.brand });
      this.y += 30;
    }
  }

  heading(text: string) {
    this.room(44);
    this.y += 10;
    this.draw(text, MARGIN, this.y, { face: "bold", size: 12, color: COLOURS.brand });
    this.y += 22;
  }

  paragraph(text: string, color: string = COLOURS.ink) {
    const lines = this.wrap(text, "regular", BODY, this.width);
    const step = this.lineHeight(BODY);
    this.room(lines.length * step + 10);
    this.y += 4;
    for (const line of lines) {
      this.draw(line, MARGIN, this.y, { face: "regular", size: BODY, color });
      this.y += step;
    }
    this.y += 6;
  }

  /** Label/value rows: the label bold on the left, the value wrapped beside it, a rule under each. */
  rows(rows: readonly (readonly [string, string])[], labelWidth = 210) {
    const valueWidth = this.width - labelWidth;
    const step = this.lineHeight(BODY);
    for (const [label, value] of rows) {
      const labels = this.wrap(label, "bold", BODY, labelWidth - 10);
      const values = this.wrap(value, "regular", BODY, valueWidth);
      const height = Math.max(labels.length, values.length, 1) * step + 6;
      this.room(height);
      labels.forEach((line, index) => {
        this.draw(line, MARGIN, this.y + 2 + index * step, { face: "bold", size: BODY, color: COLOURS.ink });
      });
      values.forEach((line, index) => {
        this.draw(line, MARGIN + labelWidth, this.y + 2 + index * step, {
          face: "regular",
          size: BODY,
          color: COLOURS.ink,
        });
      });
      this.y += height;
      this.rule(this.y - 2);
    }
  }

  /**
   * A table with a bold header row; right-aligned columns suit amounts. Widths are in points. The header
   * repeats at the top of every page the table continues on, and never stands alone at the foot of a page.
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]) {
    const step = this.lineHeight(BODY);
    const layout = (cells: readonly string[], face: Face) => {
      const wrapped = columns.map((column, index) =>
        this.wrap(cells[index] ?? "", face, BODY, column.width - 6),
      );
      return { wrapped, face, height: Math.max(1, ...wrapped.map((lines) => lines.length)) * step + 6 };
    };
    const draw = ({ wrapped, face, height }: ReturnType<typeof layout>) => {
      let x = MARGIN;
      columns.forEach((column, index) => {
        wrapped[index]!.forEach((line, lineIndex) => {
          const left = column.align === "right" ? x + column.width - 6 - this.measure(line, face, BODY) : x;
          this.draw(line, left, this.y + 2 + lineIndex * step, { face, size: BODY, color: COLOURS.ink });
        });
        x += column.width;
      });
      this.y += height;
      this.rule(this.y - 2);
    };
    const header = layout(
      columns.map((column) => column.title),
      "bold",
    );
    if (rows.length === 0) {
      this.room(header.height);
      draw(header);
    }
    rows.forEach((cells, index) => {
      const row = layout(cells, "regular");
      if (index === 0) {
        this.room(header.height + row.height);
        draw(header);
      } else if (this.room(row.height)) draw(header);
      draw(row);
    });
  }

  /** The finished document's bytes. */
  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
