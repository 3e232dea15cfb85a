import type { Role } from "@loansetu/api/studio/policy";

export interface StudioNavEntry {
  /** Path under /studio ("" is the studio home). */
  to: string;
  /** Catalogue key of the label (messages/{en,hi}/studio.json). */
  label: string;
  /** Shown only to employees holding one of these roles. */
  roles: readonly Role[];
}

/**
 * The back office's navigation, in order. Each back-office feature adds ONE line here; the layout shows an
 * entry only to employees whose roles allow it (the server still checks every page and call).
 */
export const STUDIO_NAV: StudioNavEntry[] = [
  { to: "", label: "studio.nav.home", roles: ["admin", "operations", "finance", "viewer", "support"] },
  { to: "leads", label: "studio.nav.leads", roles: ["operations", "admin", "viewer"] },
  { to: "employees", label: "studio.nav.employees", roles: ["admin"] },
  { to: "audit", label: "studio.nav.audit", roles: ["admin"] },
  { to: "reviews", label: "studio.nav.reviews", roles: ["operations"] },
  { to: "rights-requests", label: "studio.nav.rightsRequests", roles: ["operations"] },
  { to: "support", label: "studio.nav.support", roles: ["support", "operations"] },
  { to: "partners", label: "studio.nav.partners", roles: ["operations"] },
  { to: "payouts", label: "studio.nav.payouts", roles: ["finance", "admin"] },
  { to: "payout-grid", label: "studio.nav.payoutGrid", roles: ["admin"] },
  { to: "lenders", label: "studio.nav.lenders", roles: ["operations", "admin"] },
];
