import { fail, PASS, type ValidationResult } from "./validation-result.ts";
import { isEmail } from "./validators.ts";

// Field rules of the contact form and the chatbot details form (§5), each with the spec's message.
// Every validator trims first; an empty value passes unless the field is required, then it gets
// 'Field cannot be left empty.' (§5 "Empty field").

type Options = { readonly required?: boolean };

/** §5 "Contact message at least 10 characters". */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

// §5 "Full name: full name with spaces". Letters of any script Indians write names in (Latin, Devanagari,
// Bengali, Tamil, …: a letter, then letters and the vowel signs and viramas those scripts join to it, with
// the zero-width joiners some spellings need), with spaces, and the dots, apostrophes and hyphens Indian
// names carry ("A. R. Rahman", "D'Souza", "Ram-Prasad", "राम कुमार"). Digits and symbols are not names.
// "With spaces" is the rule: a single word is a first name, not a full name, so at least two words are
// asked for.
const NAME_WORD = "\\p{L}(?:[\\p{L}\\p{M}\\u200C\\u200D.'’-]*[\\p{L}\\p{M}.])?";
const FULL_NAME_PATTERN = new RegExp(`^${NAME_WORD}(?: +${NAME_WORD})+$`, "u");

function empty(options: Options): ValidationResult {
  return options.required ? fail("field.empty") : PASS;
}

/** §5 Full name with the chatbot's message 'Please enter a valid name'. */
export function validateFullName(value: string, options: Options = {}): ValidationResult {
  const name = value.trim();
  if (name === "") {
    return empty(options);
  }
  return FULL_NAME_PATTERN.test(name) ? PASS : fail("name.invalid");
}

/**
 * §5 "Email must match an email pattern; messages 'Please enter valid email ID.' (chatbot),
 * 'Please enter valid email.' (contact)".
 */
export function validateEmail(
  value: string,
  options: Options & { readonly form?: "contact" | "chatbot" } = {},
): ValidationResult {
  const email = value.trim();
  if (email === "") {
    return empty(options);
  }
  if (isEmail(email)) {
    return PASS;
  }
  return fail(options.form === "chatbot" ? "email.invalidId" : "email.invalid");
}

/** §5 "Contact message at least 10 characters: 'Write at least 10 characters in the message.'" */
export function validateContactMessage(value: string, options: Options = {}): ValidationResult {
  const message = value.trim();
  if (message === "") {
    return empty(options);
  }
  return [...message].length >= CONTACT_MESSAGE_MIN_LENGTH ? PASS : fail("message.tooShort");
}

/**
 * The reference a visitor quotes for a contact-form message: "LSC-" and the stored message's number,
 * six digits at least ("LSC-000042"), short enough to read out on a call.
 */
export function contactReference(id: number): string {
  return `LSC-${String(id).padStart(6, "0")}`;
}
