import { swipeDirection } from "@loansetu/domain/swipe";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, type TouchEvent, useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useHydrated } from "../learn/use-hydrated.ts";

/** Scrolls a carousel's list by one item; past the end it goes back to the start. */
function stepList(list: HTMLUListElement | null, direction: 1 | -1) {
  const first = list?.firstElementChild as HTMLElement | null;
  if (!list || !first) return;
  const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
  if (direction === 1 && atEnd) list.scrollTo({ left: 0 });
  else list.scrollBy({ left: direction * first.offsetWidth });
}

/**
 * One small carousel for the site (spec §9): a scroll-snapping list, so keyboard scrolling works without
 * script and every item is in the HTML. Script adds touch swipes over 5 px, the arrows' one-item steps and
 * auto-advance (4500 ms by default), which pauses while the pointer is over it or focus is inside it, and
 * never runs for visitors who ask for reduced motion.
 */
export function Carousel({
  label,
  items,
  itemClassName,
  intervalMs = 4500,
  autoAdvance = true,
  testId,
}: {
  label: string;
  items: ReactNode[];
  /** Width of each item: how many show per view at each breakpoint, e.g. "basis-full lg:basis-1/3". */
  itemClassName: string;
  intervalMs?: number;
  autoAdvance?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const paused = useRef(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const hydrated = useHydrated();

  const step = (direction: 1 | -1) => stepList(track.current, direction);

  useEffect(() => {
    if (!autoAdvance || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (!paused.current && !document.hidden) stepList(track.current, 1);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [autoAdvance, intervalMs]);

  const pause = () => {
    paused.current = true;
  };
  const resume = () => {
    paused.current = false;
  };

  // §4/§9: a touch swipe of more than 5 px moves one item. The list takes only vertical panning from the
  // browser (touch-action: pan-y) once script runs, so a swipe moves exactly one item, not a free scroll;
  // before that the list scrolls natively.
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    pause();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    resume();
    if (!start || !touch) return;
    const direction = swipeDirection(start, { x: touch.clientX, y: touch.clientY });
    if (direction !== 0) step(direction);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid={testId}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {/* Focusable so keyboard users can scroll it even when its slides hold no link (axe scrollable-region-focusable). */}
      <ul
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touchStart.current = null;
          resume();
        }}
        className={`flex ${hydrated ? "touch-pan-y" : ""} snap-x snap-mandatory gap-0 overflow-x-auto scroll-smooth motion-reduce:scroll-auto [scrollbar-width:none]`}
      >
        {items.map((item, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list for the page
            key={index}
            aria-roledescription="slide"
            aria-label={t("pages.carousel.slide", { index: index + 1, count: items.length })}
            className={`shrink-0 snap-start px-2 ${itemClassName}`}
          >
            {item}
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <div className="mt-3 flex justify-end gap-2">
          <button
            type="button"
            className="rounded-full border border-line bg-white p-2 hover:bg-brand-50 active:bg-brand-100"
            aria-label={t("pages.carousel.previous")}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden size={18} />
          </button>
          <button
            type="button"
            className="rounded-full border border-line bg-white p-2 hover:bg-brand-50 active:bg-brand-100"
            aria-label={t("pages.carousel.next")}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
