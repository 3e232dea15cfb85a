import { createConsentService } from "@loansetu/api/consent/service";
import { multilineText } from "@loansetu/api/lib/safe-text";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { formatDate } from "@loansetu/domain/format";
import { z } from "zod";
import { badgesByShortName } from "../../ui/lender-badge.tsx";
import { figureTexts, payoutServices } from "./payouts.server.ts";

// The payout status link's page: the same checks as POST /api/decryptLeadPayout (the signed
// payout link token scopes the encrypted key to one lead; an expired key or token is refused), and the
// receipt confirmation as POST /api/savePayoutStatus does it for a link holder. Any failure is "expired".

const consents = new WeakMap<ApiDeps, ReturnType<typeof createConsentService>>();
const consentOf = (deps: ApiDeps) => {
  let found = consents.get(deps);
  if (!found) {
    found = createConsentService(deps);
    consents.set(deps, found);
  }
  return found;
};

const linkParams = z.object({ key: z.string().min(20).max(4000), token: z.string().min(20).max(2000) });
export const receiptRemarks = multilineText().trim().min(1).max(1000);

/** The lead the link opens, or null (tampered, expired, another lead's key, no payout). */
export async function openPayoutLink(deps: ApiDeps, url: URL, locale: "en" | "hi") {
  const parsed = linkParams.safeParse({
    key: url.searchParams.get("key"),
    token: url.searchParams.get("token"),
  });
  if (!parsed.success) return null;
  try {
    const consent = consentOf(deps);
    const scope = await consent.payoutScope(parsed.data.token, locale);
    const lead = await consent.decryptLeadPayout(parsed.data.key, scope, locale);
    const found = await payoutServices(deps).payouts.ofLead(lead.leadsId);
    if (!found) return null;
    const lenders = (await deps.data.get("lenders.json")).lenders;
    return {
      reference: found.reference,
      lender: found.lenderName,
      // The lender's badge beside its name.
      badge: badgesByShortName(lenders, [found.lenderName])[found.lenderName] ?? null,
      status: found.payout.status,
      month: found.payout.month,
      figures: figureTexts(found.payout),
      receipt: found.payout.receiptConfirmedAt ? formatDate(found.payout.receiptConfirmedAt, locale) : null,
    };
  } catch {
    return null;
  }
}
