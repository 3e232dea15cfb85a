// Where the chat button may rest without hiding what the visitor reads (decision 0027). Runs in
// the browser only: it asks the page's layout what lies under a box.

type Box = { left: number; top: number; right: number; bottom: number };

/** Where the button rests: round and whole at its corner, or docked as a tab in the page's right margin. */
export type Placement = { dock: "full" } | { dock: "tab"; lift: number };

/** The width of the tab left on screen: the page's side margin at 360 px (`px-gutter`). */
export const TAB_WIDTH = 16;
/** Hit-test grid step: narrower than any line of text, so no line under the box falls between two probes. */
const PROBE_STEP = 8;
/** How far the tab may climb from the corner to find free margin, in steps of its own height plus 8 px. */
const MAX_LIFTS = 4;

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Form fields show their value without a text node: covering one hides content too. */
const FIELD = "input:not([type=hidden]), select, textarea";

/**
 * Whether any text (or form field) is drawn under `box`, apart from `own` (the button itself). Hit-tests a
 * grid of points over the box (elementsFromPoint skips content clipped by a scroller, hidden or invisible)
 * and measures the line boxes of the text those elements hold: a few dozen look-ups, not a walk of every
 * text node on the page, so it can run whenever the page comes to rest.
 */
export function contentUnder(box: Box, own: Element): boolean {
  const seen = new Set<Element>();
  const range = document.createRange();
  for (let y = box.top; y <= box.bottom; y += PROBE_STEP) {
    for (let x = box.left; x <= box.right; x += PROBE_STEP) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || own.contains(element)) continue;
        seen.add(element);
        if (element.matches(FIELD) && intersects(element.getBoundingClientRect(), box)) return true;
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) if (intersects(line, box)) return true;
        }
      }
    }
  }
  return false;
}

/**
 * The button's place at rest: whole at its corner when nothing lies under it there; otherwise a tab in the
 * right margin, at the corner or, when a full-width strip (a row of tabs, a scrolling list) runs under the
 * margin there, a little higher up. `rest` is the button's box at its corner.
 */
export function placeLauncher(rest: Box, own: Element, viewportWidth: number): Placement {
  if (!contentUnder(rest, own)) return { dock: "full" };
  const step = rest.bottom - rest.top + 8;
  for (let lift = 0; lift <= MAX_LIFTS * step; lift += step) {
    const tab = {
      left: viewportWidth - TAB_WIDTH,
      right: viewportWidth,
      top: rest.top - lift,
      bottom: rest.bottom - lift,
    };
    if (!contentUnder(tab, own)) return { dock: "tab", lift };
  }
  return { dock: "tab", lift: 0 };
}
