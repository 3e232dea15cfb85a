import { applicationOptouts, applications, lenderShares } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { promisedHoursOf, type ShareStatus, stepDue } from "@loansetu/domain/lender-share";
import type { Offer } from "@loansetu/domain/offers";
import type { ApiDeps } from "../lib/types.ts";
import { type BorrowerStepKind, borrowerStepOf } from "./borrower-step.ts";

// What the borrower sees of each lender an application was shared with (the dashboard): the status, the
// time this lender promised for the step it owes now (its own promisedHours in data/lenders.json, the same
// figure the studio's ageing queue times it against), and the borrower's own next step.

export interface LenderProgress {
  reference: string;
  lenderId: number;
  status: ShareStatus;
  /** When the lender's current step is due (ISO), and whether that time has passed. */
  due: string | null;
  late: boolean;
  /**
   * The borrower's next step: accept the lender's final or counter-offered terms, having read their KFS; or
   * complete a video KYC or e-sign at the lender's link (`stepUrl`, whose site `stepSite` names).
   */
  nextAction: "acceptTerms" | BorrowerStepKind | null;
  stepUrl: string | null;
  stepSite: string | null;
  terms: Pick<Offer, "amount" | "ratePercent" | "tenureMonths" | "emi" | "apr" | "netDisbursed"> | null;
  rejectionReason: string | null;
}

export async function lenderProgressOf(
  deps: Pick<ApiDeps, "database" | "data">,
  userId: string,
  now: Date,
): Promise<LenderProgress[]> {
  const lenders = (await deps.data.get("lenders.json")).lenders;
  const rows = await deps.database.db
    .select({
      share: lenderShares,
      reference: applications.reference,
      optedOut: applicationOptouts.applicationId,
    })
    .from(lenderShares)
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
    .where(eq(applications.userId, userId));
  return rows.map(({ share, reference, optedOut }) => {
    const status = (optedOut ? "withdrawn" : share.status) as ShareStatus;
    const due = stepDue(status, share.statusAt, now, promisedHoursOf(lenders, share.lenderId));
    const offer = share.terms as unknown as Offer | null;
    const step = borrowerStepOf(share);
    const openStep =
      step && step.doneAt === null && (status === "accepted" || status === "sanctioned") ? step : null;
    return {
      reference,
      lenderId: share.lenderId,
      status,
      due: due ? due.due.toISOString() : null,
      late: due?.late ?? false,
      nextAction: status === "approved" || status === "countered" ? "acceptTerms" : (openStep?.kind ?? null),
      stepUrl: openStep?.url ?? null,
      stepSite: openStep ? new URL(openStep.url).host : null,
      terms: offer
        ? {
            amount: offer.amount,
            ratePercent: offer.ratePercent,
            tenureMonths: offer.tenureMonths,
            emi: offer.emi,
            apr: offer.apr,
            netDisbursed: offer.netDisbursed,
          }
        : null,
      rejectionReason: status === "rejected" ? share.rejectionReason : null,
    };
  });
}
