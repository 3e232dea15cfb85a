import { FALLBACK_SCRIPTS, fontCovers, type Script } from "./fonts.ts";

// Devanagari letters, signs and the marks that shape with them (ZWJ/ZWNJ, the dotted circle), and the
// rupee sign, which Noto Sans Devanagari draws and the Latin subset lacks. Everything else is Latin first.
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

const chosen = new Map<string, Script>();

/**
 * The font a character is drawn with: Devanagari (and ₹) or Latin first, as before; when that font has no
 * glyph for it, the first fallback that has one, so no character of a name a partner typed prints as an
 * empty box. A character no font covers stays with its first choice (the writer's callers keep to scripts
 * the fonts cover; statement-glyphs.test.ts checks the statement draws no missing glyph).
 */
export function scriptOf(char: string): Script {
  let script = chosen.get(char);
  if (!script) {
    const first: Script = isDevanagari(char) ? "deva" : "latin";
    const code = char.codePointAt(0)!;
    script = [first, ...FALLBACK_SCRIPTS].find((s) => fontCovers(s, code)) ?? first;
    chosen.set(char, script);
  }
  return script;
}

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
    const script: Script = last && char === " " ? last.script : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
