import { capChatInput, stripTags, validateQuestion } from "@loansetu/domain/chat-input";
import { validateEmail, validateFullName } from "@loansetu/domain/contact-fields";
import { mobileInputValue, validateMobile } from "@loansetu/domain/mobile";
import { otpInputValue, validateOtp } from "@loansetu/domain/otp";
import { sanitizeBotHtml } from "@loansetu/domain/sanitize-bot-html";
import { TIMING_MS as TIMING } from "@loansetu/domain/timing";
import type { ValidationResult } from "@loansetu/domain/validation-result";
import { Minus, X } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { postJson } from "../auth/api-client.ts";
import { useResendTimer } from "../auth/use-resend-timer.ts";

/** §3 Chat message: id, text, sender (bot or user), time. `html` marks a bot answer from the API. */
interface ChatMessage {
  id: string;
  text: string;
  sender: "bot" | "user";
  time: number;
  html?: boolean;
}

type Step = "welcome" | "details" | "chat";
/** Where a chat is: answering questions, or one of the §4 closing prompts, or closed. */
type Phase = "chatting" | "anythingElse" | "wasHelpful" | "whatWentWrong" | "closed";
type Field = "name" | "email" | "mobile";

const RULES: Record<Field, (value: string) => ValidationResult> = {
  name: (v) => validateFullName(v, { required: true }),
  email: (v) => validateEmail(v, { required: true, form: "chatbot" }),
  mobile: (v) => validateMobile(v, { required: true, messageId: "mobile.notValid" }),
};
/** §7: a piece of the form '【...】' is a source marker, skipped by the client. */
const MARKER = /^【[^】]*】$/u;
let nextId = 0;
const messageId = () => `m${++nextId}`;

/** Reads the NDJSON answer of `/api/chatbot-v2`, piece by piece. */
async function readAnswer(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<string | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const piece = JSON.parse(line) as { text?: string; done?: boolean; threadId?: string };
      if (piece.done) {
        await reader.cancel();
        return piece.threadId ?? null;
      }
      if (piece.text && !MARKER.test(piece.text.trim())) onText(piece.text);
    }
    if (done) throw new Error("the answer ended without done");
  }
}

/** A bot answer, rendered only through the domain sanitiser (§5 allow-list), once per text. */
function BotAnswer({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeBotHtml(html), [html]);
  return (
    <div
      className="space-y-2 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through sanitizeBotHtml
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

export default function ChatWidget({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [minimized, setMinimized] = useState(false);
  const [step, setStep] = useState<Step>("welcome");
  const [phase, setPhase] = useState<Phase>("chatting");
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", mobile: "" });
  const [errors, setErrors] = useState<Partial<Record<Field | "otp" | "consent" | "form", string>>>({});
  const [referenceId, setReferenceId] = useState("");
  const [otp, setOtp] = useState("");
  // §4 "The chatbot OTP flag 'true' or 'false' records verification."
  const [chatbotOtp, setChatbotOtp] = useState<"true" | "false">("false");
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leadId, setLeadId] = useState("");
  const [threadId, setThreadId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [question, setQuestion] = useState("");
  const [questionError, setQuestionError] = useState("");
  const [delayed, setDelayed] = useState(false);
  const [activity, setActivity] = useState(0);
  const timer = useResendTimer(referenceId !== "" && chatbotOtp === "false");
  const rootRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLOListElement>(null);

  const say = useCallback((text: string, sender: ChatMessage["sender"] = "bot", html = false) => {
    const message: ChatMessage = { id: messageId(), text, sender, time: Date.now(), html };
    setMessages((list) => [...list, message]);
    return message.id;
  }, []);

  const reset = useCallback(() => {
    setStep("welcome");
    setPhase("chatting");
    setMinimized(false);
    setReferenceId("");
    setOtp("");
    setChatbotOtp("false");
    setConsent(false);
    setLeadId("");
    setThreadId(null);
    setMessages([]);
    setQuestion("");
    setQuestionError("");
    setDelayed(false);
    setErrors({});
  }, []);

  const closeChat = useCallback(() => {
    setPhase("closed");
  }, []);

  // §4: the widget closes after 30 s of page inactivity, unless an input (ours or the page's) is focused.
  // Once chatting, the chat's own timers (120 s prompt, 60 s away, 60 s after closing) take over.
  useEffect(() => {
    if (!open || step === "chat") return;
    let timeout: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timeout);
      timeout = setTimeout(() => {
        const focused = document.activeElement;
        if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) arm();
        else onClose();
      }, TIMING.chatWidgetInactivity);
    };
    // A person scrolling moves the page; a carousel sliding by itself scrolls only its own track, which is
    // not activity.
    const onActivity = (event: Event) => {
      if (event.type !== "scroll" || event.target === document) arm();
    };
    const events = ["pointerdown", "keydown", "scroll", "touchstart", "input"] as const;
    for (const name of events) document.addEventListener(name, onActivity, { passive: true, capture: true });
    arm();
    return () => {
      clearTimeout(timeout);
      for (const name of events) document.removeEventListener(name, onActivity, { capture: true });
    };
  }, [open, step, onClose]);

  // §4: 120 s without a message in the chat asks 'Is there anything else I can assist you with?'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `activity` restarts the 120 s on each message
  useEffect(() => {
    if (step !== "chat" || phase !== "chatting" || busy) return;
    const timeout = setTimeout(() => {
      say(t("validation.chatbot.anythingElse"));
      setPhase("anythingElse");
    }, TIMING.chatInactivityPrompt);
    return () => clearTimeout(timeout);
  }, [step, phase, busy, activity, say, t]);

  // §4: no answer to a closing prompt within 60 s more shows the away message and closes.
  useEffect(() => {
    if (phase !== "anythingElse" && phase !== "wasHelpful" && phase !== "whatWentWrong") return;
    const timeout = setTimeout(() => {
      say(t("chatbot.away"));
      closeChat();
    }, TIMING.chatSessionEnd);
    return () => clearTimeout(timeout);
  }, [phase, say, t, closeChat]);

  // §4: the window is dismissed 60 s after a close event.
  useEffect(() => {
    if (phase !== "closed") return;
    const timeout = setTimeout(() => {
      onClose();
      reset();
    }, TIMING.chatCloseDelay);
    return () => clearTimeout(timeout);
  }, [phase, onClose, reset]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to each new message
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  const check = (field: Field, value = values[field]) => {
    const result = RULES[field](value);
    return result.ok ? "" : t(`validation.${result.id}`);
  };

  async function sendOtp(event?: FormEvent) {
    event?.preventDefault();
    const mobileError = check("mobile");
    setErrors((e) => ({ ...e, mobile: mobileError, form: "" }));
    if (mobileError) return;
    setBusy(true);
    const answer = referenceId
      ? await postJson<{ id: string; retries: number }>(
          "/api/chatbot/resend-otp",
          { mobile: values.mobile, referenceId, retries: 1 },
          locale,
        )
      : await postJson<{ id: string; retries: number }>(
          "/api/chatbot/send-otp",
          { mobile: values.mobile, referenceId: "", retries: 1, type: "chatbot", otpLength: 4 },
          locale,
        );
    setBusy(false);
    if (!answer) return setErrors((e) => ({ ...e, form: t("chatbot.networkError") }));
    if (!answer.status || !answer.data) return setErrors((e) => ({ ...e, form: answer.message }));
    setReferenceId(answer.data.id);
    setOtp("");
    timer.start();
  }

  async function verifyOtp(event?: FormEvent) {
    event?.preventDefault();
    const result = validateOtp(otp, { required: true });
    if (!result.ok || otp.length !== 4) {
      return setErrors((e) => ({ ...e, otp: t("validation.otp.invalid") }));
    }
    setBusy(true);
    const answer = await postJson<{ status: boolean; data?: { status: boolean } }>(
      "/api/chatbot/verify-otp",
      { otp, referenceId, mobile: values.mobile },
      locale,
    );
    setBusy(false);
    if (!answer) return setErrors((e) => ({ ...e, otp: t("chatbot.networkError") }));
    if (!answer.status || !answer.data?.status) return setErrors((e) => ({ ...e, otp: answer.message }));
    setErrors((e) => ({ ...e, otp: "" }));
    setChatbotOtp("true");
  }

  async function submitDetails(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: check("name"),
      email: check("email"),
      mobile: check("mobile"),
      consent: consent ? "" : t("validation.consent.required"),
      otp: chatbotOtp === "true" ? "" : t("validation.otp.invalid"),
      form: "",
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const answer = await postJson<{ id: string }>(
      "/api/create-lead",
      {
        productsId: 26,
        vendorsId: 5,
        mobile: values.mobile,
        name: values.name.trim(),
        personalEmail: values.email.trim(),
        encryptedFields: [],
        utmSource: "chatbot",
        status: "active",
        referenceId,
      },
      locale,
    );
    setBusy(false);
    if (!answer) return setErrors((e) => ({ ...e, form: t("chatbot.networkError") }));
    if (!answer.status || !answer.data) return setErrors((e) => ({ ...e, form: answer.message }));
    setLeadId(answer.data.id);
    setStep("chat");
    say(t("chatbot.greeting", { name: values.name.trim().split(/\s+/)[0] }));
  }

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

  const input =
    "mt-1 w-full rounded-lg border border-line px-3 py-2 outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";
  const fieldError = (id: string, text?: string) => (
    <p id={id} className="mt-1 min-h-5 text-sm text-danger">
      {text}
    </p>
  );
  const field = (name: Field, type: string, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`chat-${name}`} className="block text-sm font-semibold">
        {t(`chatbot.${name}`)}
      </label>
      <input
        id={`chat-${name}`}
        name={name}
        type={type}
        value={values[name]}
        disabled={name === "mobile" && referenceId !== ""}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`chat-${name}-error`}
        onChange={(e) => {
          const value = name === "mobile" ? mobileInputValue(e.target.value) : e.target.value;
          setValues((v) => ({ ...v, [name]: value }));
          if (errors[name]) setErrors((er) => ({ ...er, [name]: check(name, value) }));
        }}
        onBlur={() => values[name] && setErrors((er) => ({ ...er, [name]: check(name) }))}
        className={input}
        {...extra}
      />
      {fieldError(`chat-${name}-error`, errors[name])}
    </div>
  );

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-label={t("chatbot.title")}
      data-testid="chat-widget"
      data-step={step}
      data-phase={phase}
      data-chatbot-otp={chatbotOtp}
      className="fixed right-2 bottom-2 left-2 z-50 flex max-h-[85vh] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-2xl sm:left-auto sm:w-96"
    >
      <div className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
        <h2 className="font-semibold">{t("chatbot.title")}</h2>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label={minimized ? t("chatbot.restore") : t("chatbot.minimize")}
            aria-expanded={!minimized}
            onClick={() => setMinimized((m) => !m)}
            className="rounded p-2 hover:bg-brand-700"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            aria-label={t("chatbot.close")}
            onClick={onClose}
            className="rounded p-2 hover:bg-brand-700"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
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
          {step === "details" ? (
            <div className="space-y-1">
              <p className="mb-2 text-sm text-ink-soft">{t("chatbot.detailsIntro")}</p>
              {field("name", "text", { autoComplete: "name" })}
              {field("email", "email", { autoComplete: "email" })}
              <form onSubmit={sendOtp} noValidate>
                {field("mobile", "tel", {
                  inputMode: "numeric",
                  autoComplete: "tel-national",
                  maxLength: 10,
                })}
                {referenceId === "" ? (
                  <button type="submit" className="btn-secondary w-full" disabled={busy}>
                    {t("chatbot.getOtp")}
                  </button>
                ) : null}
              </form>
              {referenceId !== "" && chatbotOtp === "false" ? (
                <form onSubmit={verifyOtp} noValidate>
                  <label htmlFor="chat-otp" className="block text-sm font-semibold">
                    {t("chatbot.otpLabel")}
                  </label>
                  <div className="flex gap-2">
                    <input
                      id="chat-otp"
                      name="otp"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={4}
                      value={otp}
                      aria-invalid={Boolean(errors.otp)}
                      aria-describedby="chat-otp-error"
                      onChange={(e) => {
                        setOtp(otpInputValue(e.target.value));
                        setErrors((er) => ({ ...er, otp: "" }));
                      }}
                      className={`${input} text-center tracking-[0.4em]`}
                    />
                    <button type="submit" className="btn-secondary mt-1 whitespace-nowrap" disabled={busy}>
                      {t("chatbot.verify")}
                    </button>
                  </div>
                  {fieldError("chat-otp-error", errors.otp)}
                  <p className="text-sm" aria-live="polite">
                    {timer.seconds > 0 ? (
                      <span className="text-ink-soft">
                        {t("chatbot.resendIn", { seconds: timer.seconds })}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="font-semibold text-brand-800 underline"
                        onClick={() => sendOtp()}
                      >
                        {t("chatbot.resend")}
                      </button>
                    )}
                  </p>
                </form>
              ) : null}
              {chatbotOtp === "true" ? (
                <p role="status" className="text-sm font-semibold text-brand-800">
                  {t("chatbot.verified")}
                </p>
              ) : null}
              <form onSubmit={submitDetails} noValidate className="space-y-2 pt-2">
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="consent"
                    checked={consent}
                    aria-describedby="chat-consent-error"
                    onChange={(e) => {
                      setConsent(e.target.checked);
                      if (e.target.checked) setErrors((er) => ({ ...er, consent: "" }));
                    }}
                    className="mt-1 h-4 w-4"
                  />
                  <span>{t("chatbot.consent")}</span>
                </label>
                {fieldError("chat-consent-error", errors.consent)}
                <p role="alert" className="min-h-5 text-sm text-danger">
                  {errors.form}
                </p>
                <button
                  type="submit"
                  className="btn-primary w-full"
                  disabled={busy || chatbotOtp !== "true" || !consent}
                >
                  {busy ? t("chatbot.loading") : t("chatbot.submit")}
                </button>
              </form>
            </div>
          ) : null}
          {step === "chat" ? (
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
                        <span className="text-ink-soft">{t("chatbot.typing")}</span>
                      )
                    ) : (
                      <span className="whitespace-pre-wrap">{message.text}</span>
                    )}
                  </li>
                ))}
              </ol>
              {phase === "anythingElse" || phase === "wasHelpful" ? (
                <div className="mt-3 flex gap-2">
                  <button type="button" className="btn-primary flex-1" onClick={() => choose("Yes")}>
                    {t("chatbot.yes")}
                  </button>
                  <button type="button" className="btn-secondary flex-1" onClick={() => choose("No")}>
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
                  <button type="button" className="btn-secondary w-full" onClick={reset}>
                    {t("chatbot.newChat")}
                  </button>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      )}
      {!minimized && step === "chat" && (phase === "chatting" || phase === "whatWentWrong") ? (
        <form onSubmit={submitQuestion} noValidate className="border-t border-line p-3">
          <label htmlFor="chat-question" className="sr-only">
            {phase === "whatWentWrong" ? t("chatbot.feedbackLabel") : t("chatbot.questionLabel")}
          </label>
          <div className="flex gap-2">
            <input
              id="chat-question"
              name="question"
              autoComplete="off"
              maxLength={255}
              value={question}
              placeholder={phase === "whatWentWrong" ? t("chatbot.feedbackLabel") : t("chatbot.placeholder")}
              aria-invalid={Boolean(questionError)}
              aria-describedby="chat-question-error"
              onChange={(e) => {
                setQuestion(capChatInput(e.target.value));
                setQuestionError("");
              }}
              className={`${input} mt-0`}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {phase === "whatWentWrong" ? t("chatbot.sendFeedback") : t("chatbot.send")}
            </button>
          </div>
          <p id="chat-question-error" role="alert" className="mt-1 min-h-5 text-sm text-danger">
            {questionError}
          </p>
        </form>
      ) : null}
    </div>
  );
}
