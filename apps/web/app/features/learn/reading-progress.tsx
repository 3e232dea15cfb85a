import { type RefObject, useEffect, useRef } from "react";

/**
 * A thin bar at the top of the window that fills as the reader moves through the article. Decorative
 * (screen readers have their own position): it is hidden from them.
 */
export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = target.current;
      if (!element || !bar.current) return;
      const { top, height } = element.getBoundingClientRect();
      const total = height - window.innerHeight;
      const done = total <= 0 ? 1 : Math.min(Math.max(-top / total, 0), 1);
      bar.current.style.transform = `scaleX(${done})`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target]);
  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-40 h-1 bg-transparent">
      <div
        ref={bar}
        data-testid="reading-progress"
        className="h-full origin-left bg-accent-500"
        style={{ transform: "scaleX(0)" }}
      />
    </div>
  );
}
