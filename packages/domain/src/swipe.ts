// §4 "Carousel: index moves with arrows, touch swipe over 5 px" and §9 "swipe threshold 5 px".

/** §9 "swipe threshold 5 px": a touch must travel further than this, sideways, to move a carousel. */
export const SWIPE_THRESHOLD_PX = 5;

/**
 * Which way a touch moved a carousel: 1 (next) when the finger went left, -1 (previous) when it went
 * right, 0 when it travelled 5 px or less sideways or mostly up or down (the page is being scrolled).
 */
export function swipeDirection(start: { x: number; y: number }, end: { x: number; y: number }): 1 | -1 | 0 {
  const dx = start.x - end.x;
  const dy = start.y - end.y;
  if (!(Math.abs(dx) > SWIPE_THRESHOLD_PX) || Math.abs(dy) > Math.abs(dx)) {
    return 0;
  }
  return dx > 0 ? 1 : -1;
}
