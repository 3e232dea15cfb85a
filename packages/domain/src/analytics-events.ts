// The first-party analytics events. The browser (app/features/journey/analytics.ts)
// and the collector (POST /api/events) read the same names and limits from here.

/** Every event the site sends: marketing button clicks and journey starts, then the /apply journey's own. */
export const ANALYTICS_EVENTS = [
  "journey_start",
  "journey_step_view",
  "journey_step_submit",
  "kfs_open",
  "offer_chosen",
  "offers_sort",
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Events in one request: a page's burst is a handful, so more is a misbehaving client. */
export const ANALYTICS_MAX_BATCH = 20;

/** Request body bytes: 20 events of ~250 bytes each, with room for the wrapper. */
export const ANALYTICS_MAX_BYTES = 6 * 1024;
