/** §3 Chat message: id, text, sender (bot or user), time. `html` marks a bot answer from the API. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: "bot" | "user";
  time: number;
  html?: boolean;
}

export type Step = "welcome" | "details" | "chat";
/** Where a chat is: answering questions, or one of the §4 closing prompts, or closed. */
export type Phase = "chatting" | "anythingElse" | "wasHelpful" | "whatWentWrong" | "closed";

let nextId = 0;
export const messageId = () => `m${++nextId}`;

/** The class every text box of the widget shares. */
export const INPUT_CLASS =
  "mt-1 w-full rounded-lg border border-line px-3 py-2 outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";
