import type { Script } from "./fonts.ts";

// Devanagari letters, signs and the marks that shape with them (ZWJ/ZWNJ, the dotted circle), and the
// rupee sign, which Noto Sans Devanagari draws and the Latin subset lacks. Everything else is Latin.
const DEVANAGARI_RANGES: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];

const isDevanagari = (char: string) => {
  const code = char.codePointAt(0)!;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};

export interface ScriptRun {
  script: Script;
  text: string;
}

/**
 * A line cut into runs of one script, each drawn with its own font: a Devanagari run goes through the
 * Indic shaper whole, so conjuncts, vowel signs and reph form as in any Hindi text. A space stays with
 * the run it follows.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script = isDevanagari(char) ? "deva" : last && char === " " ? last.script : "latin";
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
