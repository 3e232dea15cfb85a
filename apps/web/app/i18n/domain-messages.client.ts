import type { MessageId } from "@loansetu/domain/messages";

// What the browser build puts in place of @loansetu/domain/messages (vite.config.ts). A validator's result
// carries a message id and, for the API's answers, the English text of that id. The pages never show that
// text: they look the id up in the English or Hindi catalogue (t(`validation.${id}`)). So the browser gets
// the id back instead, and every page leaves the 1.8 kB gzip of English texts out of its JavaScript.
export function messageText(id: MessageId): string {
  return id;
}
