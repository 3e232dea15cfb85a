// §7 "Analytics events are pushed to a data layer on clicks with source, platform, location and online flag".
// A tag manager (if one is ever added) reads window.dataLayer. Every event is also sent,
// without any third-party script, to the site's own collector (POST /api/events) with navigator.sendBeacon.
// This module is the one way to push an event: the journey's steps and the marketing pages' buttons.
import { ANALYTICS_MAX_BATCH, type AnalyticsEventName } from "@loansetu/domain/analytics-events";

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** What an event may carry besides the four §7 fields. Nothing personal: the collector refuses it. */
export interface EventData {
  product?: string;
  step?: string;
  lenderId?: string | number;
  sort?: string;
  apr?: number;
  buttonType?: string;
  buttonNumber?: number;
}

/** Marks a tracked button; its number is its place among the page's marked buttons, in document order. */
export const ANALYTICS_BUTTON = "data-analytics-button";

/** "mobile" on touch-first narrow screens, else "desktop". */
function platform(): "mobile" | "desktop" {
  return window.matchMedia?.("(max-width: 767px)").matches ? "mobile" : "desktop";
}

let queue: Record<string, unknown>[] = [];

/** Sends what this task pushed as one batch: a beacon survives the page being left right after a click. */
function flush() {
  const events = queue.slice(0, ANALYTICS_MAX_BATCH);
  queue = [];
  navigator.sendBeacon?.("/api/events", JSON.stringify({ events }));
}

/** Keeps text the collector accepts: printable ASCII, short, and never an email or a mobile number. */
function safeText(value: unknown, max: number): string | undefined {
  const text = String(value ?? "")
    .replace(/[^\x20-\x7E]/g, "")
    .slice(0, max);
  return text && !/\d{10}|@/.test(text) ? text : undefined;
}

function beaconEvent(event: AnalyticsEventName, source: string, data: EventData) {
  const slug = (value: unknown) => {
    const text = safeText(value, 48);
    return text && /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(text) ? text : undefined;
  };
  return {
    event,
    page: window.location.pathname.slice(0, 200),
    source: safeText(source, 64) ?? "other",
    platform: platform(),
    online: navigator.onLine,
    buttonType: slug(data.buttonType)?.slice(0, 32),
    buttonNumber: data.buttonNumber && data.buttonNumber <= 99 ? data.buttonNumber : undefined,
    product: slug(data.product),
    detail: slug(data.step ?? data.lenderId ?? data.sort),
  };
}

/** Pushes one event with the four fields the spec names, plus the event's own data, and sends it home. */
export function pushJourneyEvent(event: AnalyticsEventName, source: string, data: EventData = {}) {
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
  if (queue.push(beaconEvent(event, source, data)) === 1) queueMicrotask(flush);
}

/**
 * A marketing page's journey start: the page (its path), the button's type and its number on the page.
 * The source is the visit's utm_source, as on /apply, else "direct".
 */
export function pushJourneyStart(button: Element, buttonType: string, product: string) {
  const buttons = [...document.querySelectorAll(`[${ANALYTICS_BUTTON}]`)];
  const source = new URLSearchParams(window.location.search).get("utm_source") || "direct";
  pushJourneyEvent("journey_start", source, {
    product,
    buttonType,
    buttonNumber: buttons.indexOf(button) + 1 || undefined,
  });
}
