import type { Database } from "@loansetu/db/client";
import { lenderShares } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { recordAudit } from "../audit/record.ts";
import { liveShareOf } from "../borrower-documents/service.ts";
import { AppError } from "../lib/errors.ts";
import type { LenderPrincipal } from "./keys.ts";
import type { BorrowerNotice } from "./messages.ts";

// A step the borrower takes at the lender's own site: a video KYC call or the e-sign of the loan agreement.
// The lender posts its link; the borrower's dashboard shows it as their next step, naming the link's site,
// and an SMS in their language points to the dashboard (never to the lender's link itself, so an SMS from
// LoanSetu never carries a third party's address). The lender reports the step done; the disbursal ends it
// too.

export const BORROWER_STEP_KINDS = ["videoKyc", "eSign"] as const;
export type BorrowerStepKind = (typeof BORROWER_STEP_KINDS)[number];

export interface BorrowerStep {
  kind: BorrowerStepKind;
  url: string;
  requestedAt: string;
  doneAt: string | null;
}

/** When a borrower step can be asked for: after the borrower accepted the terms, before the money is paid. */
const OPEN_FOR = new Set(["accepted", "sanctioned"]);

export const borrowerStepOf = (share: { borrowerStep: unknown }): BorrowerStep | null =>
  (share.borrowerStep as BorrowerStep | null) ?? null;

type Notify = (
  tx: Database,
  kind: BorrowerNotice,
  app: { id: string; reference: string; userId: string; personalEmail: string | null },
  lenderName: string,
) => Promise<void>;

const view = (reference: string, step: BorrowerStep) => ({ applicationId: reference, ...step });

/** The lender asks the borrower to take a step at its link; asking again replaces the link. */
export async function askBorrowerStep(
  tx: Database,
  principal: LenderPrincipal,
  input: { reference: string; kind: BorrowerStepKind; url: string; at: Date },
  notify?: Notify,
) {
  const { share, app } = await liveShareOf(tx, principal, input.reference);
  if (!OPEN_FOR.has(share.status))
    throw new AppError(
      "CONFLICT",
      "A step at your link comes after the borrower accepted your terms and before the disbursal.",
    );
  const before = borrowerStepOf(share);
  const step: BorrowerStep = {
    kind: input.kind,
    url: input.url,
    requestedAt: input.at.toISOString(),
    doneAt: null,
  };
  await tx
    .update(lenderShares)
    .set({ borrowerStep: step as unknown as Record<string, unknown>, updatedAt: input.at })
    .where(eq(lenderShares.id, share.id));
  await recordAudit(tx, {
    actor: { kind: "lender", id: `${principal.lenderId}:${principal.keyPrefix}` },
    action: "lender.borrower-step.ask",
    leadId: app.id,
    details: { kind: input.kind, host: new URL(input.url).host },
  });
  // The same open step asked again (a retry with a new key) tells the borrower nothing new.
  if (!(before && before.doneAt === null && before.kind === step.kind && before.url === step.url))
    await notify?.(
      tx,
      input.kind === "videoKyc" ? "lenderVideoKyc" : "lenderESign",
      app,
      principal.lenderName,
    );
  return view(app.reference, step);
}

/** The lender reports the borrower's step at its link done. */
export async function borrowerStepDone(
  tx: Database,
  principal: LenderPrincipal,
  input: { reference: string; at: Date },
) {
  const { share, app } = await liveShareOf(tx, principal, input.reference);
  const step = borrowerStepOf(share);
  if (!step) throw new AppError("CONFLICT", "No step at your link was asked of this borrower.");
  if (step.doneAt) return view(app.reference, step);
  const done = { ...step, doneAt: input.at.toISOString() };
  await tx
    .update(lenderShares)
    .set({ borrowerStep: done as unknown as Record<string, unknown>, updatedAt: input.at })
    .where(eq(lenderShares.id, share.id));
  await recordAudit(tx, {
    actor: { kind: "lender", id: `${principal.lenderId}:${principal.keyPrefix}` },
    action: "lender.borrower-step.done",
    leadId: app.id,
    details: { kind: step.kind },
  });
  return view(app.reference, done);
}
