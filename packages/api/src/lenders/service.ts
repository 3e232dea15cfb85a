import type { ApiDeps } from "../lib/types.ts";
import { attributedPartner } from "../payouts/attribution.ts";
import { createPayoutService } from "../payouts/service.ts";
import { createBorrowerNotices } from "./messages.ts";
import { createLenderShares } from "./shares.ts";

/**
 * The lender-side steps with everything they need from the rest of the API: the lender API and the studio's
 * maker-checker entries both use this, so a sanction or a disbursal follows one set of rules whoever enters
 * it (the borrower's notices, the partner's payout on a disbursal).
 */
export function lenderSharesFor(deps: ApiDeps) {
  const payouts = createPayoutService(deps);
  return createLenderShares({
    lenders: async () => (await deps.data.get("lenders.json")).lenders,
    panKey: deps.config.PAN_ENCRYPTION_KEY,
    now: deps.clock,
    notify: createBorrowerNotices(deps),
    onDisbursed: async (tx, app, actor) =>
      payouts.createForDisbursal(tx, app, await attributedPartner(tx, app), actor),
  });
}
