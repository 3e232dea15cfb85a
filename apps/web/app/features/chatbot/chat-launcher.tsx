import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Skeleton } from "../../ui/skeleton.tsx";

// The widget's code (forms, timers, streaming, the sanitiser) loads on the first open only: every page
// ships just this button.
const ChatWidget = lazy(() => import("./chat-widget.tsx"));

/** How long after the last scroll the button comes back. */
export const LAUNCHER_SETTLE_MS = 700;
/** Below this width the page's text can run under the button (issue 24); from it on the button sits in the margin. */
const NARROW = "(max-width: 1279px)";

/**
 * Whether the button steps aside: while the visitor scrolls a narrow page (the button would slide over the
 * text being read), until the scrolling has stopped for a moment or the page is back at its top. Never
 * while the button has focus.
 */
function useStepAside(button: React.RefObject<HTMLButtonElement | null>) {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const narrow = window.matchMedia(NARROW);
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      const away = narrow.matches && window.scrollY > 0 && document.activeElement !== button.current;
      setAside(away);
      if (away) timer = window.setTimeout(() => setAside(false), LAUNCHER_SETTLE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [button]);
  return aside;
}

/** The support chatbot's button on every public page (§2), and the widget once opened. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const aside = useStepAside(button);
  return (
    <>
      {open ? null : (
        // The page keeps room for it at its end (the footer's pb-chat-safe), so the last lines can always
        // be scrolled clear of it. While the visitor scrolls it slides down out of the way (at once, without
        // the slide, for visitors who ask for less motion).
        <button
          ref={button}
          type="button"
          data-testid="chat-open"
          data-aside={aside || undefined}
          aria-label={t("chatbot.open")}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          className={`fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-raised outline-none transition-[translate,opacity,background-color] duration-200 ease-out hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-brand-200 active:bg-brand-900 ${aside ? "pointer-events-none translate-y-[calc(100%+1.5rem)] opacity-0" : ""}`}
        >
          <MessageCircle aria-hidden="true" className="h-7 w-7" />
        </button>
      )}
      {loaded ? (
        <Suspense
          fallback={
            // While the widget's code arrives (a first open on a slow connection): its frame, in grey.
            <div className="fixed right-2 bottom-2 left-2 z-50 rounded-dialog border border-line bg-white p-4 shadow-overlay sm:left-auto sm:w-96">
              <Skeleton label={t("chatbot.loading")} lines={4} testId="chat-skeleton" />
            </div>
          }
        >
          <ChatWidget open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
