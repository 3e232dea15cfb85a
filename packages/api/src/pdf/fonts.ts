import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The fonts every generated PDF embeds: Noto Sans for Latin text and Noto Sans Devanagari for Hindi
// (both SIL OFL 1.1), the same families the web app ships through @fontsource, so a document looks like
// the site. The WOFF files, not WOFF2: fontkit, which pdfkit subsets with, breaks composite glyphs when it
// subsets a WOFF2 file (a RangeError at save). pdfkit embeds only the glyphs a document draws.

export type Script = "latin" | "deva";
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
};

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
        bytes = readFileSync(require.resolve(FILES[script][face]));
        loaded.set(name, bytes);
      }
      fonts.push({ name, bytes });
    }
  }
  return fonts;
}
