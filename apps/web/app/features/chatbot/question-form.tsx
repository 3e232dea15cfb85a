import { capChatInput } from "@loansetu/domain/chat-input";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { INPUT_CLASS } from "./chat-types.ts";

/** The box a question (or, after "No", what went wrong) is typed into, with its §5 error. */
export function QuestionForm({
  feedback,
  question,
  error,
  busy,
  onChange,
  onSubmit,
}: {
  /** Whether the box takes the "what went wrong" comment rather than a question. */
  feedback: boolean;
  question: string;
  error: string;
  busy: boolean;
  onChange: (question: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="border-t border-line p-3">
      <label htmlFor="chat-question" className="sr-only">
        {feedback ? t("chatbot.feedbackLabel") : t("chatbot.questionLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id="chat-question"
          name="question"
          autoComplete="off"
          maxLength={255}
          value={question}
          placeholder={feedback ? t("chatbot.feedbackLabel") : t("chatbot.placeholder")}
          aria-invalid={Boolean(error)}
          aria-describedby="chat-question-error"
          onChange={(e) => onChange(capChatInput(e.target.value))}
          className={`${INPUT_CLASS} mt-0`}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {feedback ? t("chatbot.sendFeedback") : t("chatbot.send")}
        </button>
      </div>
      <p id="chat-question-error" role="alert" className="mt-1 min-h-5 text-sm text-danger">
        {error}
      </p>
    </form>
  );
}
