// The Hindi site is typed on Devanagari keyboards too; a mobile number or OTP keyed as "९८७६…" is the
// same number, so digit rules see Latin digits (spec §9 Display keeps digits Latin on screen as well).
const DEVANAGARI_ZERO = 0x0966;

export function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Only the digits 0-9 of a text, after turning Devanagari digits into Latin ones. */
export function digitsOnly(text: string): string {
  return toLatinDigits(text).replace(/\D/g, "");
}
