import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * The disclosure pattern for site navigation (WAI-ARIA "disclosure navigation menu"): a button that shows
 * a panel of links. Closes on an outside click (spec §4 login dropdown), on Escape, and when a link in it
 * is followed. A few hundred bytes instead of a menu library on every page.
 */
export function Dropdown({
  label,
  buttonClassName,
  align = "start",
  children,
  testId,
  href,
}: {
  label: ReactNode;
  buttonClassName: string;
  align?: "start" | "end";
  children: ReactNode;
  testId?: string;
  /** A page that does the menu's main job, linked to until the script has run (a tap is then not lost). */
  href?: string;
}) {
  const [open, setOpen] = useState(false);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // Following a link inside closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => setOpen(false), [location]);

  // A layout effect, run as the open panel is committed: a passive effect waits for the next frame, and a
  // press outside that came before it (a quick tap on a busy phone) was missed and left the panel open.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    const element = root.current;
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      element?.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (href && !scripted)
    return (
      <div className="relative">
        <a href={href} className={buttonClassName} data-testid={testId}>
          {label}
        </a>
      </div>
    );
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`menu-popover absolute top-full z-40 mt-1 ${align === "end" ? "right-0" : "left-0"}`}
      >
        {children}
      </div>
    </div>
  );
}
