import { capChatInput, stripTags, validateQuestion } from "@loansetu/domain/chat-input";
import { TIMING_MS as TIMING } from "@loansetu/domain/timing";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useSignedInCustomer } from "../../ui/layout-data.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { postJson } from "../auth/api-client.ts";
import { ChatHeader } from "./chat-header.tsx";
import { ChatLog } from "./chat-log.tsx";
import { type ChatMessage, messageId, type Phase, type Step } from "./chat-types.ts";
import { DetailsStep } from "./details-step.tsx";
import { QuestionForm } from "./question-form.tsx";
import { readAnswer } from "./read-answer.ts";
import { forgetChat, rememberChat, restoreChat } from "./saved-chat.ts";
import { SuggestedQuestions } from "./suggested-questions.tsx";
import { useChatDetails } from "./use-chat-details.ts";
import { useChatTimers } from "./use-chat-timers.ts";

export default function ChatWidget({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [minimized, setMinimized] = useState(false);
  const [step, setStep] = useState<Step>("welcome");
  const [phase, setPhase] = useState<Phase>("chatting");
  const [busy, setBusy] = useState(false);
  const [leadId, setLeadId] = useState("");
  const [threadId, setThreadId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [question, setQuestion] = useState("");
  const [questionError, setQuestionError] = useState("");
  const [delayed, setDelayed] = useState(false);
  const [activity, setActivity] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLOListElement>(null);

  const say = useCallback((text: string, sender: ChatMessage["sender"] = "bot", html = false) => {
    const message: ChatMessage = { id: messageId(), text, sender, time: Date.now(), html };
    setMessages((list) => [...list, message]);
    return message.id;
  }, []);

  const details = useChatDetails({
    busy,
    setBusy,
    customer: useSignedInCustomer(),
    onLead: (id, firstName) => {
      setLeadId(id);
      setStep("chat");
      say(t("chatbot.greeting", { name: firstName }));
    },
  });
  const resetDetails = details.reset;

  // The conversation survives a reload and a change of page: the tab remembers which chat and thread it
  // is in (saved-chat.ts) and reads the thread back from the API, which checks the chat is this browser's.
  useEffect(() => {
    if (!open || leadId) return;
    let live = true;
    void restoreChat(locale).then((saved) => {
      if (!live || !saved) return;
      setLeadId(saved.leadId);
      setThreadId(saved.threadId);
      setMessages(saved.messages);
      setStep("chat");
    });
    return () => {
      live = false;
    };
  }, [open, leadId, locale]);
  useEffect(() => {
    if (leadId) rememberChat(leadId, threadId);
  }, [leadId, threadId]);

  const reset = useCallback(() => {
    forgetChat();
    setStep("welcome");
    setPhase("chatting");
    setMinimized(false);
    resetDetails();
    setLeadId("");
    setThreadId(null);
    setMessages([]);
    setQuestion("");
    setQuestionError("");
    setDelayed(false);
  }, [resetDetails]);

  const closeChat = useCallback(() => {
    setPhase("closed");
  }, []);

  useChatTimers({ open, step, phase, busy, activity, say, setPhase, closeChat, onClose, reset });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to each new message
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  async function ask(text: string) {
    setBusy(true);
    say(text, "user");
    setActivity((n) => n + 1);
    const botId = messageId();
    setMessages((list) => [...list, { id: botId, text: "", sender: "bot", time: Date.now(), html: true }]);
    const controller = new AbortController();
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, TIMING.chatRequestTimeout);
    try {
      const response = await fetch("/api/chatbot-v2", {
        method: "POST",
        headers: { "content-type": "application/json", "x-locale": locale },
        credentials: "same-origin",
        body: JSON.stringify({ question: text, thread_id: threadId, leads_id: leadId }),
        signal: controller.signal,
      });
      if (response.status === 400 || response.status === 429) {
        const failure = (await response.json()) as { message: string };
        setMessages((list) => list.filter((m) => m.id !== botId));
        setQuestionError(failure.message);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`chatbot answered ${response.status}`);
      const thread = await readAnswer(response.body, (piece) =>
        setMessages((list) => list.map((m) => (m.id === botId ? { ...m, text: m.text + piece } : m))),
      );
      if (thread) setThreadId(thread);
    } catch {
      // §8: the timeout and other failures each show their message and the delay label, and close the chat.
      setMessages((list) => list.filter((m) => m.id !== botId || m.text));
      say(t(timedOut ? "validation.chatbot.timeout" : "validation.chatbot.failed"));
      setDelayed(true);
      closeChat();
    } finally {
      clearTimeout(timeout);
      setBusy(false);
      setActivity((n) => n + 1);
    }
  }

  function submitQuestion(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // §5: what is sent is capped and stripped of tags; the rules judge what was typed.
    const result = validateQuestion(question);
    if (!result.ok) return setQuestionError(t(`validation.${result.id}`));
    const text = capChatInput(stripTags(question).trim());
    setQuestionError("");
    setQuestion("");
    if (phase === "whatWentWrong") {
      say(text, "user");
      void sendFeedback("No", text);
      return;
    }
    void ask(text);
  }

  // "Talk to a person": a support ticket from this chat, its reference said in the chat.
  async function talkToPerson() {
    if (busy) return;
    setBusy(true);
    say(t("chatbot.talkToPerson"), "user");
    const answer = await postJson<{ reference: string }>(
      "/api/support/tickets",
      { leads_id: leadId, thread_id: threadId },
      locale,
    );
    say(answer?.message || t("chatbot.ticketFailed"));
    setBusy(false);
    setActivity((n) => n + 1);
  }

  async function sendFeedback(feedback: "Yes" | "No", comment?: string) {
    await postJson(
      "/api/chatbot-feedback",
      { user: { leadId, feedback, feedbackComment: comment ?? "" } },
      locale,
    );
    say(t(feedback === "Yes" ? "chatbot.thanks" : "chatbot.feedbackThanks"));
    closeChat();
  }

  function choose(answer: "Yes" | "No") {
    say(t(answer === "Yes" ? "chatbot.yes" : "chatbot.no"), "user");
    if (phase === "anythingElse") {
      if (answer === "Yes") {
        say(t("chatbot.askAgain"));
        setPhase("chatting");
        setActivity((n) => n + 1);
      } else {
        say(t("validation.chatbot.wasHelpful"));
        setPhase("wasHelpful");
      }
    } else if (phase === "wasHelpful") {
      if (answer === "Yes") void sendFeedback("Yes");
      else {
        say(t("chatbot.whatWentWrong"));
        setPhase("whatWentWrong");
      }
    }
  }

  if (!open) return null;

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-label={t("chatbot.title")}
      data-testid="chat-widget"
      data-step={step}
      data-phase={phase}
      data-chatbot-otp={details.chatbotOtp}
      className="fixed right-2 bottom-2 left-2 z-50 flex max-h-[85vh] flex-col overflow-hidden rounded-dialog border border-line bg-white shadow-overlay sm:left-auto sm:w-96"
    >
      <ChatHeader minimized={minimized} onToggleMinimized={() => setMinimized((m) => !m)} onClose={onClose} />
      {minimized ? null : (
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto p-4">
          {step === "welcome" ? (
            <div className="space-y-4">
              <p>{t("chatbot.welcome")}</p>
              <button type="button" className="btn-primary w-full" onClick={() => setStep("details")}>
                {t("chatbot.start")}
              </button>
            </div>
          ) : null}
          {step === "details" ? <DetailsStep details={details} /> : null}
          {step === "chat" ? (
            <ChatLog
              logRef={logRef}
              messages={messages}
              phase={phase}
              delayed={delayed}
              onChoose={choose}
              onNewChat={reset}
            />
          ) : null}
          {step === "chat" && phase === "chatting" && !busy && !messages.some((m) => m.sender === "user") ? (
            <SuggestedQuestions onAsk={(text) => void ask(text)} />
          ) : null}
        </div>
      )}
      {!minimized &&
      step === "chat" &&
      phase === "chatting" &&
      messages.some((m) => m.sender === "bot" && m.html) ? (
        <div className="border-t border-line px-3 pt-2">
          <button
            type="button"
            className="btn-secondary w-full"
            disabled={busy}
            onClick={() => void talkToPerson()}
            data-testid="chat-talk-to-person"
          >
            {t("chatbot.talkToPerson")}
          </button>
        </div>
      ) : null}
      {!minimized && step === "chat" && (phase === "chatting" || phase === "whatWentWrong") ? (
        <QuestionForm
          feedback={phase === "whatWentWrong"}
          question={question}
          error={questionError}
          busy={busy}
          onChange={(text) => {
            setQuestion(text);
            setQuestionError("");
          }}
          onSubmit={submitQuestion}
        />
      ) : null}
    </div>
  );
}
