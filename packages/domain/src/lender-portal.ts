// Who may do what in the lender portal (`/lender`): a lender's own people, by role. Pure rules shared by the
// API (which enforces them) and the pages (which offer only what a role may do).

/** `manager`: the organisation's users and everything a credit officer does; `creditOfficer`: acts on
 * applications; `readOnly`: views only. */
export const LENDER_USER_ROLES = ["manager", "creditOfficer", "readOnly"] as const;
export type LenderUserRole = (typeof LENDER_USER_ROLES)[number];

export const isLenderUserRole = (value: unknown): value is LenderUserRole =>
  typeof value === "string" && (LENDER_USER_ROLES as readonly string[]).includes(value);

/** Decisions, sanctions, disbursals, schedules and webhook replays. */
export const canActOnApplications = (role: LenderUserRole): boolean => role !== "readOnly";

/** Adding, changing and deactivating the organisation's portal users. */
export const canManageUsers = (role: LenderUserRole): boolean => role === "manager";
