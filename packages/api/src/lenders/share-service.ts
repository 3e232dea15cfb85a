import { applications, lenderShares } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import type { ApiDeps } from "../lib/types.ts";
import { attributedPartner } from "../payouts/attribution.ts";
import { createPayoutService } from "../payouts/service.ts";
import { createBorrowerNotices, createClosureNotices } from "./messages.ts";
import { createLoanServicing } from "./servicing.ts";
import { createLenderShares } from "./shares.ts";

// The one way a lender's step is taken, whoever takes it: the lender API (lenders/routes.ts), the lender
// portal (lenders/portal-service.ts) and the studio's maker-checker entries for a lender without an
// integration (studio/pipeline/entries.ts) all call these services, so a decision, a sanction or a disbursal
// has the same checks, events, notices, payouts and webhooks from every door.

export function createLenderShareService(deps: ApiDeps) {
  const payouts = createPayoutService(deps);
  const notify = createBorrowerNotices(deps);
  const shares = createLenderShares({
    lenders: async () => (await deps.data.get("lenders.json")).lenders,
    panKey: deps.config.PAN_ENCRYPTION_KEY,
    now: deps.clock,
    notify,
    onDisbursed: async (tx, app, actor) =>
      payouts.createForDisbursal(tx, app, await attributedPartner(tx, app), actor),
  });
  const closureNotices = createClosureNotices(deps);
  // After the disbursal: payments, closure, the no-dues certificate and disputes (lenders/servicing.ts).
  const servicing = createLoanServicing({
    now: deps.clock,
    notify: async (tx, kind, shareId, values) => {
      const [row] = await tx
        .select({
          reference: applications.reference,
          userId: applications.userId,
          email: applications.personalEmail,
          lenderId: lenderShares.lenderId,
        })
        .from(lenderShares)
        .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
        .where(eq(lenderShares.id, shareId));
      if (!row) return;
      const lender = (await deps.data.get("lenders.json")).lenders.find((l) => l.id === row.lenderId);
      await closureNotices(tx, kind, { ...row, lenderName: lender?.shortName ?? "" }, values);
    },
  });
  return {
    shares,
    /** Tells the borrower of a step outside the share's own moves (a document asked for), in its transaction. */
    notify,
    servicing,
    /**
     * Loads the reference data a step reads inside its transaction (the lender's products, the grievance
     * officer the notices name, the payout grid) before the transaction opens: on PGlite a read outside
     * the transaction's connection would wait for the transaction, which waits for the read.
     */
    async beforeWrite(): Promise<void> {
      await Promise.all([
        deps.data.get("lenders.json"),
        deps.data.get("site.json"),
        deps.data.get("payout-grid.json"),
      ]);
    },
  };
}
