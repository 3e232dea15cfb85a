import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

// The fonts every generated PDF embeds: Noto Sans for Latin text and Noto Sans Devanagari for Hindi
// (both SIL OFL 1.1), the same families the web app ships through @fontsource, so a document looks like
// the site. The WOFF files, not WOFF2: fontkit, which pdfkit subsets with, breaks composite glyphs when it
// subsets a WOFF2 file (a RangeError at save). Each WOFF is unpacked once per process to the plain
// TrueType font it wraps: fontkit would otherwise inflate its tables with a JavaScript inflater for every
// document (seconds a PDF). pdfkit embeds only the glyphs a document draws.

export type Script = "latin" | "deva" | "latinExt" | "vietnamese";
export type Face = "regular" | "bold";

const FILES: Readonly<Record<Script, Readonly<Record<Face, string>>>> = {
  latin: {
    regular: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
    bold: "@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff",
  },
  deva: {
    regular: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
    bold: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff",
  },
  // The same Noto Sans for what the Latin subset lacks: the dagger the statement marks TDS notes with, and
  // letters with marks in names partners type (Ś, ā, ṣ, Ć, Ō; ặ, Đ in the Vietnamese subset).
  latinExt: {
    regular: "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff",
    bold: "@fontsource/noto-sans/files/noto-sans-latin-ext-600-normal.woff",
  },
  vietnamese: {
    regular: "@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff",
    bold: "@fontsource/noto-sans/files/noto-sans-vietnamese-600-normal.woff",
  },
};

/** The scripts tried, in this order, for a character the first choice (Latin or Devanagari) lacks. */
export const FALLBACK_SCRIPTS: readonly Script[] = ["latinExt", "vietnamese", "deva", "latin"];

interface CoverageFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
/** fontkit is required at the first check, with the first PDF (see PdfWriter.open), not at start-up. */
let fontkit: { create(bytes: Buffer): CoverageFont } | undefined;
const coverage = new Map<Script, CoverageFont>();

/** Whether a script's regular font has a glyph for a character (the bold files cover the same characters). */
export function fontCovers(script: Script, codePoint: number): boolean {
  let font = coverage.get(script);
  if (!font) {
    const bytes = pdfFonts().find((f) => f.name === fontName(script, "regular"))!.bytes;
    fontkit ??= createRequire(import.meta.url)("fontkit") as { create(bytes: Buffer): CoverageFont };
    font = fontkit.create(bytes);
    coverage.set(script, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, Buffer>();

/** The registered name of one font (pdfkit's `registerFont`). */
export const fontName = (script: Script, face: Face) => `${script}-${face}`;

/** Every font's name and bytes, read once per process. */
export function pdfFonts(): { name: string; bytes: Buffer }[] {
  const fonts: { name: string; bytes: Buffer }[] = [];
  for (const script of Object.keys(FILES) as Script[]) {
    for (const face of Object.keys(FILES[script]) as Face[]) {
      const name = fontName(script, face);
      let bytes = loaded.get(name);
      if (!bytes) {
        bytes = sfntFromWoff(readFileSync(require.resolve(FILES[script][face])));
        loaded.set(name, bytes);
      }
      fonts.push({ name, bytes });
    }
  }
  return fonts;
}

/** The TrueType/OpenType font inside a WOFF 1.0 file (W3C WOFF §3–§5): its tables inflated, laid out again. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
