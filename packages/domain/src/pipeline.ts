import { LEAD_STAGES } from "./journey-steps.ts";
import {
  type CreditBand,
  type Offer,
  type OfferLender,
  type OfferLenderProduct,
  offerCosts,
} from "./offers.ts";

// The back office's lead pipeline: which stage moves an employee may make, and the figures of
// an offer an employee makes for a lender. Pure rules; the API applies them in one transaction each.
//
// Who completes which stage (§3 stages, in order):
// - "Application submitted": the customer, by choosing an offer in the journey.
// - "Documents", "Credit assessment": the back office, one step forward or back (back needs a reason).
// - "Offer accepted": the customer, through the lender consent link (accept-on-behalf does not exist).
// - "Sanctioned": the back office's sanction of an offer (it makes the sanction letter).
// - "Disbursed": the back office's "mark disbursed" (status Completed).

export type StageRow = { readonly name: string; readonly isComplete: boolean };

/** The lead statuses: open while active; the two ends the back office can reach. */
export const LEAD_STATUS = { active: "active", completed: "Completed", cancelled: "Cancelled" } as const;

export type PipelineRefusal =
  /** The next stage is the customer's to complete (submitting, accepting the offer). */
  | "customerStage"
  /** The next stage is "Sanctioned": the sanction action does it, with an offer. */
  | "useSanction"
  /** The next stage is "Disbursed": "mark disbursed" does it. */
  | "useDisbursal"
  /** Every stage is complete. */
  | "lastStage"
  /** Nothing the back office completed to move back from. */
  | "atStart"
  /** The last completed stage is not the back office's to undo (acceptance, sanction, disbursal). */
  | "cannotUndo"
  /** Sanction needs the customer's acceptance first; disbursal needs a sanction. */
  | "notAccepted"
  | "notSanctioned"
  | "alreadySanctioned";

export type StageMove =
  | { readonly ok: true; readonly stages: StageRow[]; readonly stage: string }
  | { readonly ok: false; readonly reason: PipelineRefusal };

const OFFICE_STAGES: readonly string[] = ["Documents", "Credit assessment"];
const ACCEPTED = LEAD_STAGES.indexOf("Offer accepted") + 1;
const SANCTIONED = LEAD_STAGES.indexOf("Sanctioned") + 1;

/** The stages with the first `completed` done. */
export function stagesUpTo(completed: number): StageRow[] {
  return LEAD_STAGES.map((name, index) => ({ name, isComplete: index < completed }));
}

/** How many stages are complete, counted from the first (stages complete in order). */
export function completedStages(stages: readonly StageRow[]): number {
  const first = stages.findIndex((stage) => !stage.isComplete);
  return first === -1 ? stages.length : first;
}

/** The back office's "move to the next stage". */
export function stepForward(stages: readonly StageRow[]): StageMove {
  const done = completedStages(stages);
  const next = LEAD_STAGES[done];
  if (next === undefined) return { ok: false, reason: "lastStage" };
  if (next === "Sanctioned") return { ok: false, reason: "useSanction" };
  if (next === "Disbursed") return { ok: false, reason: "useDisbursal" };
  if (!OFFICE_STAGES.includes(next)) return { ok: false, reason: "customerStage" };
  return { ok: true, stages: stagesUpTo(done + 1), stage: next };
}

/** The back office's "move back one stage": only a stage it completed itself. */
export function stepBack(stages: readonly StageRow[]): StageMove {
  const done = completedStages(stages);
  const last = LEAD_STAGES[done - 1];
  if (last === undefined || last === "Application submitted") return { ok: false, reason: "atStart" };
  if (!OFFICE_STAGES.includes(last)) return { ok: false, reason: "cannotUndo" };
  return { ok: true, stages: stagesUpTo(done - 1), stage: LEAD_STAGES[done - 2]! };
}

/** Sanction: after the customer accepted (consent link), once. */
export function sanctionStages(stages: readonly StageRow[]): StageMove {
  const done = completedStages(stages);
  if (done >= SANCTIONED) return { ok: false, reason: "alreadySanctioned" };
  if (done < ACCEPTED) return { ok: false, reason: "notAccepted" };
  return { ok: true, stages: stagesUpTo(SANCTIONED), stage: "Sanctioned" };
}

/** Disbursal: after the sanction; every stage is then complete. */
export function disbursalStages(stages: readonly StageRow[]): StageMove {
  const done = completedStages(stages);
  if (done < SANCTIONED) return { ok: false, reason: "notSanctioned" };
  if (done > SANCTIONED) return { ok: false, reason: "lastStage" };
  return { ok: true, stages: stagesUpTo(LEAD_STAGES.length), stage: "Disbursed" };
}

export interface OfferTerms {
  /** The lender data's product key (personal, usedCar…). */
  readonly product: string;
  readonly creditBand: CreditBand;
  readonly amount: number;
  readonly ratePercent: number;
  readonly tenureMonths: number;
  /** The processing fee before GST the lender charges, in rupees. */
  readonly processingFeeBase: number;
}

/**
 * An offer an employee makes for a lender: the amount, rate, tenure and fee they enter, with the EMI, the
 * charges the lender takes at disbursal, the net disbursed amount and the APR worked out exactly as the
 * offer engine works them out (offerCosts), the entered fee standing in for the lender's percentage.
 */
export function madeOffer(lender: OfferLender, product: OfferLenderProduct, terms: OfferTerms): Offer {
  const fixedFee: OfferLenderProduct = {
    ...product,
    processingFee: { percent: 0, minRupees: terms.processingFeeBase, maxRupees: terms.processingFeeBase },
  };
  return {
    id: `${lender.id}-${terms.product}`,
    lenderId: lender.id,
    lenderName: lender.shortName,
    product: terms.product,
    creditBand: terms.creditBand,
    requestedAmount: terms.amount,
    amount: terms.amount,
    tenureMonths: terms.tenureMonths,
    amountReduced: false,
    tenureAdjusted: false,
    ratePercent: terms.ratePercent,
    ...offerCosts(fixedFee, terms.amount, terms.ratePercent, terms.tenureMonths),
    penalCharges: product.penalCharges,
  };
}

/**
 * The pipeline's stage filter, by how many stages are complete: "started" (none: the customer has not
 * submitted), then each stage as the lead's current one. Index = completed stages.
 */
export const PIPELINE_STAGE_KEYS = [
  "started",
  "submitted",
  "documents",
  "assessment",
  "accepted",
  "sanctioned",
  "disbursed",
] as const;
export type PipelineStageKey = (typeof PIPELINE_STAGE_KEYS)[number];

/** The lead's current stage as a filter key. */
export function pipelineStageKey(stages: readonly StageRow[]): PipelineStageKey {
  return PIPELINE_STAGE_KEYS[Math.min(completedStages(stages), PIPELINE_STAGE_KEYS.length - 1)]!;
}

/** A mobile as the back office shows it: the first two and last two digits (98XXXXXX10). */
export function maskMobileForStaff(mobile: string): string {
  return mobile.length < 4 ? "XXXXXXXXXX" : `${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}`;
}
