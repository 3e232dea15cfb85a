import { z } from "@hono/zod-openapi";

// A NUL byte in a text field reached PostgreSQL (which refuses it: a 500) and other
// control characters could reach e-mails and logs. Every text the API takes goes through one of these.

/** Control characters (C0, DEL and C1) and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Tab, line feed and carriage return: allowed in a multi-line text only. */
const LINE_BREAKS = /[\t\n\r]/g;

export const CONTROL_CHARACTER_MESSAGE = "Please remove the special characters from what you entered.";

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return CONTROL.test(options.multiline ? value.replace(LINE_BREAKS, "") : value);
}

/** A one-line text: names, ids, codes, query strings. */
export const safeText = () =>
  z.string().refine((value) => !hasControlCharacters(value), CONTROL_CHARACTER_MESSAGE);

/** A text that may have several lines (a message, a question, remarks): tabs and line breaks allowed. */
export const multilineText = () =>
  z.string().refine((value) => !hasControlCharacters(value, { multiline: true }), CONTROL_CHARACTER_MESSAGE);

/** True when any string inside a JSON value (keys included) holds a control character other than line breaks. */
export function jsonHasControlCharacters(value: unknown, depth = 0): boolean {
  if (depth > 20) return true;
  if (typeof value === "string") return hasControlCharacters(value, { multiline: true });
  if (Array.isArray(value)) return value.some((item) => jsonHasControlCharacters(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, item]) => hasControlCharacters(key) || jsonHasControlCharacters(item, depth + 1),
    );
  }
  return false;
}

/** Free-form JSON (`extraInfo`): accepted as given, but no string in it may carry a control character. */
export const safeJson = () =>
  z.unknown().refine((value) => !jsonHasControlCharacters(value), CONTROL_CHARACTER_MESSAGE);
