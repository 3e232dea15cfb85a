import type { Database } from "@loansetu/db/client";
import { partners } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import type { ApplicationRow } from "../journey/service.ts";
import type { PayoutPartner } from "./service.ts";

/**
 * The partner a lead is attributed to (stored with the lead at its first touch), as the payout needs it:
 * null for a lead nobody referred, and for a sales employee's (staff earn no commission under section 194H;
 * their incentives go through payroll). A partner suspended since the referral is still owed the payout.
 */
export async function attributedPartner(tx: Database, app: ApplicationRow): Promise<PayoutPartner | null> {
  // A partner-started lead its customer has not confirmed is not attributed yet (customer-confirmation.ts).
  if (!app.partnerId || !app.attributedAt) return null;
  const [partner] = await tx
    .select({ id: partners.id, kind: partners.kind, gstin: partners.gstin, status: partners.status })
    .from(partners)
    .where(eq(partners.id, app.partnerId));
  if (!partner || partner.kind === "sales_employee") return null;
  if (partner.status !== "approved" && partner.status !== "suspended") return null;
  return { id: partner.id, gstRegistered: partner.gstin !== null };
}
