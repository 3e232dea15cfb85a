import { type ChatMessage, messageId } from "./chat-types.ts";

// Which chat and thread this tab is in, kept in sessionStorage (it ends with the tab; the messages
// themselves stay on the server under the chats' retention rule) so a reload or another page shows the
// same conversation. The API decides whether this browser may read it (its chat cookie, or the logged-in
// owner); a chat it refuses is forgotten.

const KEY = "loansetu.chat";

interface Saved {
  leadId: string;
  threadId: string | null;
}

function read(): Saved | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Saved | null;
    return value && typeof value.leadId === "string" ? value : null;
  } catch {
    return null;
  }
}

export function rememberChat(leadId: string, threadId: string | null) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ leadId, threadId }));
  } catch {
    // Storage off (private mode, quota): the chat still works, it just starts again after a reload.
  }
}

export function forgetChat() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The saved chat with its messages, or null (none saved, or the API no longer lets this browser in). */
export async function restoreChat(
  locale: string,
): Promise<{ leadId: string; threadId: string; messages: ChatMessage[] } | null> {
  const saved = read();
  // Only a conversation is brought back: a chat with no question yet starts afresh on the next page.
  if (!saved?.threadId) return null;
  const query = new URLSearchParams({ leads_id: saved.leadId, thread_id: saved.threadId });
  try {
    const response = await fetch(`/api/chatbot/thread?${query}`, {
      headers: { "x-locale": locale },
      credentials: "same-origin",
    });
    if (!response.ok) {
      forgetChat();
      return null;
    }
    const body = (await response.json()) as {
      data: { messages: { sender: "user" | "bot"; text: string; at: string }[] };
    };
    return {
      leadId: saved.leadId,
      threadId: saved.threadId,
      messages: body.data.messages.map((message) => ({
        id: messageId(),
        text: message.text,
        sender: message.sender,
        time: Date.parse(message.at),
        html: message.sender === "bot",
      })),
    };
  } catch {
    return null;
  }
}
