import { TIMING_MS as TIMING } from "@loansetu/domain/timing";
import { useEffect } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import type { Phase, Step } from "./chat-types.ts";

/**
 * The §4 timers of the widget: closing after 30 s of page inactivity before the chat, the 120 s
 * "anything else?" prompt, the 60 s away message, and dismissing the window 60 s after it closed.
 */
export function useChatTimers({
  open,
  step,
  phase,
  busy,
  activity,
  say,
  setPhase,
  closeChat,
  onClose,
  reset,
}: {
  open: boolean;
  step: Step;
  phase: Phase;
  busy: boolean;
  /** Changes on each message, restarting the 120 s. */
  activity: number;
  say: (text: string) => void;
  setPhase: (phase: Phase) => void;
  closeChat: () => void;
  onClose: () => void;
  reset: () => void;
}) {
  const { t } = useTranslation();

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
  }, [step, phase, busy, activity, say, t, setPhase]);

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
}
