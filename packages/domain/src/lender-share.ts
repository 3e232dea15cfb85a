// A borrower's application shared with one lender, followed step by step: the lender's decision, the
// borrower's acceptance of a counter-offer, the sanction, the disbursal and the repayment schedule. Pure
// rules; the API applies them in one transaction each (packages/api/src/lenders/).
//
// Order of the steps (docs/decisions/0066-lender-api-shares-and-webhooks.md):
//   shared ── approve ──▶ approved ──┐
//     ├──── counter ──▶ countered ──┴─ accept (the borrower, on the KFS of the lender's figures) ─▶ accepted
//     └──── reject ──▶ rejected        accepted ── sanction ─▶ sanctioned ── disburse ─▶ disbursed
//                                      disbursed ── schedule ─▶ disbursed (the repayment schedule)
// The lender may still reject a counter-offer the borrower has not accepted.
// The borrower's withdrawal of consent ends a share from any state but "withdrawn", and nothing acts on a
// withdrawn share afterwards.

export const SHARE_STATUSES = [
  "shared",
  "approved",
  "countered",
  "rejected",
  "accepted",
  "sanctioned",
  "disbursed",
  "withdrawn",
] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const SHARE_ACTIONS = [
  "approve",
  "counter",
  "reject",
  "accept",
  "sanction",
  "disburse",
  "schedule",
  "withdraw",
] as const;
export type ShareAction = (typeof SHARE_ACTIONS)[number];

/** Why a step is refused: the share was withdrawn, or the step is out of order for its status. */
export type ShareRefusal = "withdrawn" | "outOfOrder";

export type ShareMove =
  | { readonly ok: true; readonly status: ShareStatus }
  | { readonly ok: false; readonly reason: ShareRefusal };

const MOVES: Readonly<Record<ShareAction, Partial<Record<ShareStatus, ShareStatus>>>> = {
  approve: { shared: "approved" },
  counter: { shared: "countered" },
  reject: { shared: "rejected", countered: "rejected" },
  accept: { approved: "accepted", countered: "accepted" },
  sanction: { accepted: "sanctioned" },
  disburse: { sanctioned: "disbursed" },
  schedule: { disbursed: "disbursed" },
  withdraw: {
    shared: "withdrawn",
    approved: "withdrawn",
    countered: "withdrawn",
    rejected: "withdrawn",
    accepted: "withdrawn",
    sanctioned: "withdrawn",
    disbursed: "withdrawn",
  },
};

/** The status a step leads to from `status`, or why it is refused. */
export function moveShare(status: ShareStatus, action: ShareAction): ShareMove {
  if (status === "withdrawn") return { ok: false, reason: "withdrawn" };
  const next = MOVES[action][status];
  return next ? { ok: true, status: next } : { ok: false, reason: "outOfOrder" };
}

/** The actions valid from a status (what a portal or the studio may offer). */
export function shareActions(status: ShareStatus): ShareAction[] {
  return SHARE_ACTIONS.filter((action) => moveShare(status, action).ok);
}

/**
 * The reasons a lender may give for a rejection: a documented list, so the borrower is told one of a few
 * plain reasons instead of free text from a lender's system.
 */
export const REJECTION_REASONS = [
  "creditScore",
  "income",
  "existingObligations",
  "documents",
  "policy",
  "fraudCheck",
  "location",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * A UTR as Indian payment systems give it: NEFT 16 characters, RTGS 22, IMPS 12 digits, letters upper
 * case. Anything else is a typing error or not a UTR.
 */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

export type DisbursalRefusal = "amountNotPositive" | "aboveSanction" | "badUtr" | "beforeSanction";

/**
 * A disbursal checked against its sanction: a positive whole-rupee amount not above the sanctioned amount,
 * a well-formed UTR, on or after the sanction's date (ISO dates compare as text).
 */
export function checkDisbursal(
  input: { readonly amount: number; readonly utr: string; readonly date: string },
  sanction: { readonly amount: number; readonly date: string },
): DisbursalRefusal | null {
  if (!Number.isInteger(input.amount) || input.amount <= 0) return "amountNotPositive";
  if (input.amount > sanction.amount) return "aboveSanction";
  if (!UTR_PATTERN.test(input.utr)) return "badUtr";
  if (input.date < sanction.date) return "beforeSanction";
  return null;
}

/**
 * The time a lender promises for the step it owes now, in hours, from the moment the share reached that
 * status; null when the next step is the borrower's or nothing is owed.
 */
export const PROMISED_HOURS: Readonly<Record<ShareStatus, number | null>> = {
  shared: 24,
  approved: null,
  countered: null,
  accepted: 48,
  rejected: null,
  sanctioned: 72,
  disbursed: null,
  withdrawn: null,
};

/** When the current step is due, or null; `late` once that time has passed. */
export function stepDue(
  status: ShareStatus,
  since: Date,
  now: Date,
  promisedHours: Readonly<Record<ShareStatus, number | null>> = PROMISED_HOURS,
): { readonly due: Date; readonly late: boolean } | null {
  const hours = promisedHours[status];
  if (hours === null) return null;
  const due = new Date(since.getTime() + hours * 3_600_000);
  return { due, late: now.getTime() > due.getTime() };
}
