import { type RefObject, useEffect, useRef } from "react";

/**
 * Brings a form's answer to where the person is looking. The answer of a form (its success or its error)
 * is written above or below the button that sent it; on a 360 px phone it is often off the screen, and the
 * person taps again or leaves. Each time `answer` changes to something (an action's result, a message),
 * the element is scrolled into view when it is not already in it; with `focus`, it takes the focus too
 * (give it tabIndex={-1}): for an answer that replaces the form, whose button had the focus. The element
 * carries role="status" or role="alert" itself, so screen readers announce it as well.
 */
export function useReveal<T extends HTMLElement>(
  answer: unknown,
  options: { focus?: boolean } = {},
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const focus = options.focus ?? false;
  useEffect(() => {
    const element = ref.current;
    if (!answer || !element) return;
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: "center" });
    if (focus) element.focus({ preventScroll: true });
  }, [answer, focus]);
  return ref;
}

/**
 * For a server form's answer with field errors and no message of its own: the first field marked invalid
 * takes the focus (which scrolls to it), so the person lands on what to fix; its error is tied to it by
 * aria-describedby and read out with it.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(answer: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!answer) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);
  return ref;
}
