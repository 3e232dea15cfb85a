import { EMPLOYEE_ROLES, type EmployeeRole } from "@loansetu/db/schema";

/** The back-office roles: `admin` (employees, roles, audit log), `operations` (leads and every action on
 * them), `finance` (payouts), `viewer` (read-only, masked). An employee holds one or more. */
export const ROLES = EMPLOYEE_ROLES;
/**
 * The roles a system's API key may hold: the narrow ones a lender's system needs. Never admin (employees,
 * roles, API keys, the audit log): a key has no second factor, so it must not mint keys or invite admins.
 */
export const API_CLIENT_ROLES = ROLES.filter((role) => role !== "admin") as Exclude<EmployeeRole, "admin">[];
export type Role = EmployeeRole;

/** Sign-in and session rules of the back office. */
export const STUDIO_POLICY = {
  /** A session ends after 15 minutes without a request… */
  idleSeconds: 15 * 60,
  /** …and 8 hours after sign-in whatever happens. */
  absoluteSeconds: 8 * 60 * 60,
  /** Between a correct password and the second factor. */
  mfaPendingSeconds: 5 * 60,
  /**
   * Lockout: this many failed sign-ins for one email from one source (an address, or the employee's own
   * browsers) within the window lock that source out of the email for the window…
   */
  lockoutFailures: 5,
  /** …and this many from all sources together lock out every browser the employee has not signed in on. */
  lockoutFailuresAllSources: 30,
  lockoutSeconds: 15 * 60,
  /** Sign-in attempts allowed per IP address an hour (whatever the email). */
  signInsPerIpHour: 60,
  /** Set-up links (invites and `npm run employee:create`) stay valid this long. */
  inviteTtlSeconds: 72 * 60 * 60,
  recoveryCodes: 8,
  /** Back-office calls allowed per employee or API client a minute. */
  callsPerMinute: 240,
  /** lastUsedAt is written at most this often, not on every request. */
  touchEverySeconds: 30,
  minPasswordLength: 12,
} as const;

/** The employee session cookie: HttpOnly, its own name, sent only to back-office pages and calls. */
export const STUDIO_COOKIE = "ls_studio";

/**
 * The paths the cookie is set on. A cookie has one path, and `/studio` does not cover `/hi/studio` nor the
 * client router's data request for the studio home (`/studio.data`), so the same token is set once per path.
 */
export const STUDIO_COOKIE_PATHS = [
  "/api/studio",
  "/studio",
  "/studio.data",
  "/en/studio",
  "/en/studio.data",
  "/hi/studio",
  "/hi/studio.data",
  // A finance employee's session also records a payout status through the §7 call.
  "/api/savePayoutStatus",
] as const;

/**
 * `Set-Cookie` values for the studio cookie on every back-office path, for responses built outside Hono
 * (React Router actions). An empty value with max-age 0 clears it.
 */
export function studioCookieHeaders(value: string, maxAgeSeconds: number, secure: boolean): string[] {
  return STUDIO_COOKIE_PATHS.map(
    (path) =>
      `${STUDIO_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=${path}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}
