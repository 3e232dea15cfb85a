import { fail, PASS, type ValidationResult } from "./validation-result.ts";

// §5 Chatbot question and §9 Chat and timing: "Input 255 characters; question 4 to 300".
// Lengths count characters (code points), so an emoji or a Devanagari letter counts once.
export const CHAT_INPUT_MAX_LENGTH = 255;
export const QUESTION_MIN_LENGTH = 4;
export const QUESTION_MAX_LENGTH = 300;

/** §5 "HTML-like tags (script, iframe, object, embed, img, svg, math, link, meta)". */
export const UNSUPPORTED_TAGS = [
  "script",
  "iframe",
  "object",
  "embed",
  "img",
  "svg",
  "math",
  "link",
  "meta",
] as const;

/**
 * §5 "A set of allowed short phrases skips validation." The spec does not list them; these are the
 * greetings, answers and thanks people type to a chat in India, in English, Hinglish and Hindi — the
 * replies the chatbot's own Yes/No prompts (§4) invite. Compared after trimming, lower-casing,
 * collapsing spaces and dropping trailing punctuation.
 */
export const ALLOWED_SHORT_PHRASES: readonly string[] = [
  "hi",
  "hii",
  "hey",
  "hello",
  "yes",
  "no",
  "ok",
  "okay",
  "sure",
  "thanks",
  "thank you",
  "bye",
  "ha",
  "haan",
  "nahi",
  "ji",
  "theek hai",
  "dhanyavad",
  "shukriya",
  "हाँ",
  "हां",
  "जी",
  "ना",
  "नहीं",
  "ठीक है",
  "नमस्ते",
  "धन्यवाद",
  "शुक्रिया",
];

const SHORT_PHRASES = new Set(ALLOWED_SHORT_PHRASES.map((phrase) => phrase.normalize("NFC")));

const UNSUPPORTED_TAG_PATTERN = new RegExp(String.raw`<\s*\/?\s*(?:${UNSUPPORTED_TAGS.join("|")})\b`, "i");
// The message says "Please remove HTML or links": web links and script URLs are refused with the tags.
const LINK_PATTERN = /(?:\bhttps?:\/\/|\bwww\.\S|\b(?:javascript|vbscript)\s*:)/i;

// The valid-text pattern (§5 names it without giving it): letters of any script with their marks,
// digits, spaces and everyday punctuation including ₹ and curly quotes; and at least two letters, so
// "????" or "1234" asks for a real question. Angle brackets are not everyday text: markup is refused.
const VALID_TEXT_PATTERN = /^[\p{L}\p{M}\p{N}\s.,?!'"‘’“”₹%&()[\]:;/@+#*=_\-–—।]+$/u;
const TWO_LETTERS_PATTERN = /\p{L}.*\p{L}/su;

// A tag is "<" then a letter, "/", "!" or "?" (elements, end tags, comments, declarations), up to the
// next ">" or the end of the text, as a browser reads it; "<" before a space or digit ("EMI < 5000") is
// text and stays.
const TAG_PATTERN = /<[/!?a-z][^>]*(?:>|$)/gi;

function characterCount(text: string): number {
  return [...text].length;
}

function phraseKey(text: string): string {
  return text
    .normalize("NFC")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!?।]+$/u, "");
}

export function isAllowedShortPhrase(text: string): boolean {
  return SHORT_PHRASES.has(phraseKey(text));
}

/** §5 question rules in the spec's order; the first that fails gives its message. */
export function validateQuestion(text: string): ValidationResult {
  const question = text.trim();
  if (question === "") {
    return fail("question.empty");
  }
  if (isAllowedShortPhrase(question)) {
    return PASS;
  }
  const length = characterCount(question);
  if (length < QUESTION_MIN_LENGTH) {
    return fail("question.tooShort");
  }
  if (length > QUESTION_MAX_LENGTH) {
    return fail("question.tooLong");
  }
  if (UNSUPPORTED_TAG_PATTERN.test(question) || LINK_PATTERN.test(question)) {
    return fail("question.unsupportedContent");
  }
  if (!VALID_TEXT_PATTERN.test(question) || !TWO_LETTERS_PATTERN.test(question)) {
    return fail("question.notSpecific");
  }
  return PASS;
}

/**
 * Removes every tag. Repeats until nothing changes, so "<scr<script>ipt>" cannot reassemble into a tag.
 */
export function stripTags(text: string): string {
  let current = text;
  let previous: string;
  do {
    previous = current;
    current = current.replace(TAG_PATTERN, "");
  } while (current !== previous);
  return current;
}

/** At most 255 characters, never splitting an emoji or a surrogate pair. */
export function capChatInput(text: string): string {
  const characters = [...text];
  return characters.length > CHAT_INPUT_MAX_LENGTH
    ? characters.slice(0, CHAT_INPUT_MAX_LENGTH).join("")
    : text;
}

/** §5 "Input is capped at 255 characters and stripped of all tags": the question as it is sent. */
export function cleanQuestion(text: string): string {
  return capChatInput(stripTags(text).trim());
}
