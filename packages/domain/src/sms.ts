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

/** The encoding a text is sent in and the segments it takes. */
export function smsSegments(text: string): { encoding: SmsEncoding; units: number; segments: number } {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENSION.includes(character)) septets += 2;
    else {
      const units = text.length;
      return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
