import type { Ref } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { BotAnswer } from "./bot-answer.tsx";
import type { ChatMessage, Phase } from "./chat-types.ts";

/** The conversation: each message, the §4 Yes/No prompts, and the closed state with its New chat button. */
export function ChatLog({
  logRef,
  messages,
  phase,
  delayed,
  onChoose,
  onNewChat,
}: {
  logRef: Ref<HTMLOListElement>;
  messages: ChatMessage[];
  phase: Phase;
  delayed: boolean;
  onChoose: (answer: "Yes" | "No") => void;
  onNewChat: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ol ref={logRef} className="space-y-3" aria-live="polite" data-testid="chat-log">
        {messages.map((message) => (
          <li
            key={message.id}
            data-sender={message.sender}
            className={
              message.sender === "user"
                ? "ml-8 rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-white"
                : "mr-8 rounded-2xl rounded-bl-sm bg-surface px-3 py-2"
            }
          >
            <span className="sr-only">
              {message.sender === "user" ? t("chatbot.you") : t("chatbot.bot")}:{" "}
            </span>
            {message.html ? (
              message.text ? (
                <BotAnswer html={message.text} />
              ) : (
                <>
                  <span className="text-ink-soft">{t("chatbot.typing")}</span>
                  <Skeleton lines={2} className="mt-2 w-48 max-w-full" testId="chat-typing-skeleton" />
                </>
              )
            ) : (
              <span className="whitespace-pre-wrap">{message.text}</span>
            )}
          </li>
        ))}
      </ol>
      {phase === "anythingElse" || phase === "wasHelpful" ? (
        <div className="mt-3 flex gap-2">
          <button type="button" className="btn-primary flex-1" onClick={() => onChoose("Yes")}>
            {t("chatbot.yes")}
          </button>
          <button type="button" className="btn-secondary flex-1" onClick={() => onChoose("No")}>
            {t("chatbot.no")}
          </button>
        </div>
      ) : null}
      {phase === "closed" ? (
        <div className="mt-4 space-y-2" data-testid="chat-closed">
          {delayed ? (
            <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("validation.chatbot.delayed")}
            </p>
          ) : null}
          <p role="status" className="text-center text-sm font-semibold text-ink-soft">
            {t("validation.chatbot.closed")}
          </p>
          <button type="button" className="btn-secondary w-full" onClick={onNewChat}>
            {t("chatbot.newChat")}
          </button>
        </div>
      ) : null}
    </>
  );
}
