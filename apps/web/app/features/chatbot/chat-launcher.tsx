import { MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useLoadedComponent } from "../../ui/use-loaded-component.ts";
import { type Placement, placeLauncher } from "./launcher-dock.ts";

// The widget's code (forms, timers, streaming, the sanitiser) loads on the first open only: every page
// ships just this button. Loaded into state rather than through React.lazy and Suspense: React 19 holds
// back a suspended part's content for at least 300 ms after its fallback showed, so the widget would
// appear later than its code arrives.
const loadWidget = () => import("./chat-widget.tsx").then((module) => module.default);

/** How long after the last scroll the page counts as at rest and the button finds its place. */
export const LAUNCHER_SETTLE_MS = 700;
/** Below this width the page's text can run under the button while it scrolls. */
const NARROW = "(max-width: 1279px)";

const samePlace = (a: Placement, b: Placement) =>
  a.dock === b.dock && (a.dock === "full" || (b.dock === "tab" && a.lift === b.lift));

/**
 * Where the button is drawn (decision 0027). While the visitor scrolls a narrow page it docks as a tab in
 * the right margin, clear of the text sliding past; once the page is at rest (the scrolling has stopped for
 * a moment, the page is back at its top, or its content or size changed) it comes back whole if nothing
 * lies under its corner, or stays a tab. A tab never leaves the screen: it is still the button, labelled,
 * in the tab order, and whole again while it has keyboard focus. `shown`: the button is on the page (not
 * while the chat is open).
 */
function useLauncherPlace(button: React.RefObject<HTMLButtonElement | null>, shown: boolean) {
  const [place, setPlace] = useState<Placement>({ dock: "full" });
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    const own = button.current;
    if (!shown || !own) return;
    const narrow = window.matchMedia(NARROW);
    let settling: number | undefined;
    let frame: number | undefined;
    const settle = () => {
      frame = undefined;
      // The button's box at its corner: offset* ignore the transform that docks it.
      const rest = {
        left: own.offsetLeft,
        top: own.offsetTop,
        right: own.offsetLeft + own.offsetWidth,
        bottom: own.offsetTop + own.offsetHeight,
      };
      const next = placeLauncher(rest, own, document.documentElement.clientWidth);
      setPlace((current) => (samePlace(current, next) ? current : next));
    };
    // Changes while the page scrolls wait for the scrolling to stop; others are checked once a frame, in a
    // task of its own after the frame: the frame lays the page out (after hydration, the whole page) and the
    // check then reads a clean layout, instead of forcing that layout inside one long task with the probes.
    const afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = () => {
      if (frame !== undefined) settle();
    };
    const later = () => {
      if (settling === undefined && frame === undefined)
        frame = window.requestAnimationFrame(() => afterFrame.port2.postMessage(null));
    };
    // The check waits for the scrolling to stop (a moment on a narrow page, where the button is a tab
    // meanwhile; 100 ms on a wide one or at the top), so it never runs on every scroll event.
    const onScroll = () => {
      window.clearTimeout(settling);
      const docked = narrow.matches && window.scrollY > 0;
      setScrolling(docked);
      settling = window.setTimeout(
        () => {
          settling = undefined;
          setScrolling(false);
          settle();
        },
        docked ? LAUNCHER_SETTLE_MS : 100,
      );
    };
    // Text that appears or moves at rest (a panel opening, a figure recalculated, another page): the
    // button's own attributes change with its place and are left out.
    const changes = new MutationObserver((records) => {
      if (records.some((record) => !own.contains(record.target))) later();
    });
    changes.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["class", "open", "hidden", "aria-expanded"],
    });
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", later);
    // A `below-fold` block (content-visibility: auto) draws its text only once it nears the viewport, with
    // no change to the DOM, and hit tests see nothing of it before: a check made just before the page came
    // to rest is made again once the browser has drawn it.
    document.addEventListener("contentvisibilityautostatechange", later, true);
    document.fonts?.ready.then(later);
    later();
    return () => {
      changes.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", later);
      document.removeEventListener("contentvisibilityautostatechange", later, true);
      window.clearTimeout(settling);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      frame = undefined;
      afterFrame.port1.close();
    };
  }, [button, shown]);
  // While scrolling: a tab where it last was (at the corner if it was whole).
  return {
    scrolling,
    place: scrolling && place.dock === "full" ? ({ dock: "tab", lift: 0 } as const) : place,
  };
}

/** The support chatbot's button on every public page (§2), and the widget once opened. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const ChatWidget = useLoadedComponent(loaded, loadWidget);
  const button = useRef<HTMLButtonElement>(null);
  const { scrolling, place } = useLauncherPlace(button, !open);
  const tab = place.dock === "tab";
  return (
    <>
      {open ? null : (
        // Docked, it slides right until only a 16 px strip shows in the page's margin (and up by `lift` when
        // something runs under the margin at the corner). Transforms only: nothing else on the page moves,
        // and with reduced motion app.css makes the change instant. Keyboard focus brings it back whole.
        <button
          ref={button}
          type="button"
          data-testid="chat-open"
          data-dock={place.dock}
          data-scrolling={scrolling || undefined}
          aria-label={t("chatbot.open")}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          style={tab ? ({ "--launcher-lift": `${place.lift}px` } as React.CSSProperties) : undefined}
          className={`group fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center bg-brand-700 text-white shadow-raised outline-none transition-[translate,border-radius,background-color] duration-200 ease-out hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-brand-200 active:bg-brand-900 ${tab ? "translate-x-14 -translate-y-(--launcher-lift) rounded-l-control focus-visible:translate-x-0 focus-visible:translate-y-0 focus-visible:rounded-full" : "rounded-full"}`}
        >
          <MessageCircle
            aria-hidden="true"
            className={`h-7 w-7 transition-[translate,scale] duration-200 ease-out ${tab ? "-translate-x-5 scale-[0.43] group-focus-visible:translate-x-0 group-focus-visible:scale-100" : ""}`}
          />
        </button>
      )}
      {ChatWidget ? (
        <ChatWidget open={open} onClose={() => setOpen(false)} />
      ) : loaded && open ? (
        // While the widget's code arrives (a first open on a slow connection): its frame, in grey.
        <div className="fixed right-2 bottom-2 left-2 z-50 rounded-dialog border border-line bg-white p-4 shadow-overlay sm:left-auto sm:w-96">
          <Skeleton label={t("chatbot.loading")} lines={4} testId="chat-skeleton" />
        </div>
      ) : null}
    </>
  );
}
