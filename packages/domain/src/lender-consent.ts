// The lender consent's states (spec §4 "Lender consent": pending, then approved or rejected) and the one
// transition allowed between them. Pure: the API applies it under a lock, the page reads the same rules.

export const LENDER_CONSENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type LenderConsentStatus = (typeof LENDER_CONSENT_STATUSES)[number];
export type LenderConsentDecision = Exclude<LenderConsentStatus, "pending">;

/** The version of the lender consent terms shown on the consent page; stored with every decision. */
export const LENDER_CONSENT_TERMS_VERSION = "2026-11-lender-v1";

export type ConsentTransition =
  | { ok: true; status: LenderConsentDecision }
  | { ok: false; reason: "alreadyDecided" | "loanInitiatedRequired" };

/**
 * pending → approved or rejected, exactly once. Accepting needs the 'loan initiated' box ticked (§4: Accept
 * is disabled while it is unticked); declining does not.
 */
export function decideConsent(
  current: LenderConsentStatus,
  decision: LenderConsentDecision,
  loanInitiatedChecked: boolean,
): ConsentTransition {
  if (current !== "pending") return { ok: false, reason: "alreadyDecided" };
  if (decision === "approved" && !loanInitiatedChecked) return { ok: false, reason: "loanInitiatedRequired" };
  return { ok: true, status: decision };
}

/** A link whose consent already carries a status goes to /expired-link?consent=<status> (§4, §6). */
export function isLinkSpent(status: LenderConsentStatus): boolean {
  return status !== "pending";
}
