import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";

// The widget's code (forms, timers, streaming, the sanitiser) loads on the first open only: every page
// ships just this button.
const ChatWidget = lazy(() => import("./chat-widget.tsx"));

/** The support chatbot's button on every public page (§2), and the widget once opened. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {open ? null : (
        <button
          type="button"
          data-testid="chat-open"
          aria-label={t("chatbot.open")}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg outline-none hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-brand-200"
        >
          <MessageCircle aria-hidden="true" className="h-7 w-7" />
        </button>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <ChatWidget open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
