// How many SMS segments a text costs. A message in the GSM 03.38 alphabet (7-bit: Latin letters, digits,
// common punctuation) holds 160 characters in one segment, 153 a segment when split (the rest of each
// carries the joining header); the extension table's characters (€ [ ] { } | ^ ~ \ and form feed) take two
// places. Any other character (Devanagari, ₹, curly quotes) sends the whole message as UCS-2: 70 UTF-16
// units in one segment, 67 a segment when split. An SMS template must fit the segments its operator pays
// for: LoanSetu's fit in two.

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";

export type SmsEncoding = "GSM-7" | "UCS-2";

/**
 * The encoding a text is sent in, its length in that encoding's units (septets or UTF-16 units) and the
 * segments it takes. A split message never cuts a character in two: an extension character's escape and
 * its septet, or the two halves of a UTF-16 surrogate pair (an emoji), go to the same segment, so such a
 * character at a boundary moves to the next segment and can cost one more than units / 153 (or 67).
 */
export function smsSegments(text: string): { encoding: SmsEncoding; units: number; segments: number } {
  const septets: number[] = [];
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets.push(1);
    else if (GSM_EXTENSION.includes(character)) septets.push(2);
    else {
      // UCS-2 as phones send it is UTF-16: a character beyond the basic plane takes two units.
      const units = [...text].map((c) => c.length);
      return { encoding: "UCS-2", ...packed(units, 70, 67) };
    }
  }
  return { encoding: "GSM-7", ...packed(septets, 160, 153) };
}

/** Characters of these sizes in one segment of `single`, or in segments of `split` none cut in two. */
function packed(sizes: number[], single: number, split: number): { units: number; segments: number } {
  const units = sizes.reduce((sum, size) => sum + size, 0);
  if (units <= single) return { units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > split) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { units, segments };
}
