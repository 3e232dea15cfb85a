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

/** The three steps a lender owes, each with a promised time (data/lenders.json, `promisedHours`). */
export const LENDER_STEPS = ["decision", "sanction", "disbursal"] as const;
export type LenderStep = (typeof LENDER_STEPS)[number];
export type PromisedHours = Readonly<Record<LenderStep, number>>;

/** One lender's promised times as the hours owed from each status (for `stepDue`). */
export function promisedByStatus(promised: PromisedHours): Record<ShareStatus, number | null> {
  return {
    ...PROMISED_HOURS,
    shared: promised.decision,
    accepted: promised.sanction,
    sanctioned: promised.disbursal,
  };
}

/**
 * The hours a lender owes from each status, from its own `promisedHours` in data/lenders.json; the common
 * figures when the lender has none. The dashboard and the studio's ageing queue both time a step with this,
 * so the borrower and the staff see the same due time.
 */
export function promisedHoursOf(
  lenders: readonly { readonly id: number; readonly promisedHours?: PromisedHours | undefined }[],
  lenderId: number,
): Record<ShareStatus, number | null> {
  const promised = lenders.find((lender) => lender.id === lenderId)?.promisedHours;
  return promised ? promisedByStatus(promised) : { ...PROMISED_HOURS };
}

/** The share events that start and end each step (`lender_share_events.kind`). */
const STEP_EVENTS: Readonly<Record<LenderStep, { start: string; end: readonly string[] }>> = {
  decision: { start: "shared", end: ["approved", "countered", "rejected"] },
  sanction: { start: "accepted", end: ["sanctioned"] },
  disbursal: { start: "sanctioned", end: ["disbursed"] },
};

export interface StepTimer {
  readonly step: LenderStep;
  readonly promisedHours: number;
  /** null while the step has not begun. */
  readonly startedAt: Date | null;
  readonly doneAt: Date | null;
  readonly dueAt: Date | null;
  /** Time taken (done) or so far (running), in whole minutes; null before the step begins. */
  readonly minutes: number | null;
  /** Past the promised time: done after it, or still running after it. */
  readonly late: boolean;
}

/**
 * Each step's timer from a share's events (oldest first or not: the first start and the first end after it
 * count), against the lender's promised hours. A withdrawn share's running step stops at `stoppedAt`.
 */
export function stepTimers(
  events: ReadonlyArray<{ readonly kind: string; readonly at: Date }>,
  promised: PromisedHours,
  now: Date,
): StepTimer[] {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  return LENDER_STEPS.map((step) => {
    const rule = STEP_EVENTS[step];
    const start = sorted.find((event) => event.kind === rule.start)?.at ?? null;
    const end = start
      ? (sorted.find((event) => rule.end.includes(event.kind) && event.at >= start)?.at ?? null)
      : null;
    const dueAt = start ? new Date(start.getTime() + promised[step] * 3_600_000) : null;
    const until = end ?? now;
    return {
      step,
      promisedHours: promised[step],
      startedAt: start,
      doneAt: end,
      dueAt,
      minutes: start ? Math.max(0, Math.floor((until.getTime() - start.getTime()) / 60_000)) : null,
      late: dueAt !== null && until.getTime() > dueAt.getTime(),
    };
  });
}

/**
 * The ageing queue's order: late steps first, the most overdue (earliest due) first; then steps still in
 * time, the nearest due first; then shares that owe nothing, the oldest change first.
 */
export function ageingOrder<
  T extends { readonly due: Date | null; readonly late: boolean; readonly since: Date },
>(rows: readonly T[]): T[] {
  const rank = (row: T) => (row.late ? 0 : row.due ? 1 : 2);
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.due?.getTime() ?? 0) - (b.due?.getTime() ?? 0) ||
      a.since.getTime() - b.since.getTime(),
  );
}

/** A date an employee typed for a step done at the lender: a real calendar day, not after today (IST). */
export function entryDateFault(date: string, today: string): "badDate" | "future" | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return "badDate";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day)
    return "badDate";
  return date > today ? "future" : null;
}
