import { type MessageId, type MessageParams, messageText } from "./messages.ts";

// One result shape for every validator, so a form shows `message` (or looks `id` up in the Hindi
// catalogue) and the API puts `message` in its error envelope, without either re-deciding the rule.
export type ValidationFailure = {
  readonly ok: false;
  readonly id: MessageId;
  readonly message: string;
  readonly params?: MessageParams;
};

export type ValidationResult = { readonly ok: true } | ValidationFailure;

export const PASS: ValidationResult = Object.freeze({ ok: true });

export function fail(id: MessageId, params?: MessageParams): ValidationFailure {
  const message = messageText(id, params);
  return params === undefined ? { ok: false, id, message } : { ok: false, id, message, params };
}
