// §7 "Analytics events are pushed to a data layer on clicks with source, platform, location and online flag".
// A tag manager (if one is ever added) reads window.dataLayer; without one the array is simply kept.

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** "mobile" on touch-first narrow screens, else "desktop". */
function platform(): "mobile" | "desktop" {
  return window.matchMedia?.("(max-width: 767px)").matches ? "mobile" : "desktop";
}

/** Pushes one journey event with the four fields the spec names, plus the event's own data. */
export function pushJourneyEvent(event: string, source: string, data: Record<string, unknown> = {}) {
  if (typeof window === "undefined") return;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({
    event,
    source,
    platform: platform(),
    location: window.location.pathname,
    online: navigator.onLine,
    ...data,
  });
}
