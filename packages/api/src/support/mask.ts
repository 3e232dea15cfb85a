// What a support ticket's transcript may keep of the chat: OTPs, PANs, card and Aadhaar numbers are masked
// before it is stored, so the back office reading a ticket never sees them (the customer may have typed one
// into the chat). Loan amounts and tenures stay: they are what the question is about.

const PAN = /\b[A-Z]{5}\d{4}[A-Z]\b/gi;
/** 12 to 19 digits, grouped or not: a card or an Aadhaar number. */
const LONG_NUMBER = /\b\d(?:[ -]?\d){11,18}\b/g;
/** A code of 4–8 digits next to a word that names it as one. */
const OTP =
  /((?:otp|one[- ]time|code|pin|cvv|ओटीपी|कोड|पिन)\D{0,20})(\d{4,8})\b|\b(\d{4,8})(\s*(?:is (?:my|the) )?(?:otp|code|pin|ओटीपी))/giu;

export function maskTranscript(text: string): string {
  return text
    .replace(PAN, (pan) => `XXXXXX${pan.slice(6)}`)
    .replace(LONG_NUMBER, (digits) => {
      const plain = digits.replace(/\D/g, "");
      return `${"X".repeat(plain.length - 4)}${plain.slice(-4)}`;
    })
    .replace(OTP, (_match, before, code, codeFirst, after) =>
      before !== undefined
        ? `${before}${"X".repeat(code.length)}`
        : `${"X".repeat(codeFirst.length)}${after}`,
    );
}
