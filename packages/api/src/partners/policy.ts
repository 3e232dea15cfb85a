// The partner sign-in: its own cookie, sent only to the partner area, the Sales Grand Prix page
// (which shows a signed-in partner their rank) and the partner API; never to customer pages or the studio.

export const PARTNER_COOKIE = "ls_partner";

export const PARTNER_POLICY = {
  /** A partner session lasts 7 days from sign-in… */
  absoluteSeconds: 7 * 24 * 3600,
  /** …and ends after 12 hours without a request. */
  idleSeconds: 12 * 3600,
  touchEverySeconds: 60,
  /** Applications a partner may start for customers an hour (each sends an SMS). */
  startsPerHour: 20,
  /** Sign-ups allowed per IP address a day (each also needs an OTP, which has its own limits). */
  signUpsPerIpDay: 10,
} as const;

const AREAS = ["/partner", "/sales-grand-prix"] as const;

/**
 * A cookie has one path, and `/partner` covers neither `/hi/partner` nor the client router's `/partner.data`,
 * so the same token is set once per path (like the studio's).
 */
export const PARTNER_COOKIE_PATHS = [
  "/api/partner",
  ...AREAS.flatMap((area) =>
    ["", "/en", "/hi"].flatMap((prefix) => [`${prefix}${area}`, `${prefix}${area}.data`]),
  ),
] as const;

/** `Set-Cookie` values for the partner cookie on every path (React Router actions); max-age 0 clears. */
export function partnerCookieHeaders(value: string, maxAgeSeconds: number, secure: boolean): string[] {
  return PARTNER_COOKIE_PATHS.map(
    (path) =>
      `${PARTNER_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=${path}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}

/** `/partner`, `/hi/partner/…`, `/sales-grand-prix.data`…: the page requests the cookie is meant for. */
export const isPartnerPagePath = (pathname: string): boolean =>
  /^\/(?:en\/|hi\/)?(?:partner|sales-grand-prix)(?:\/|\.data$|$)/.test(pathname);
