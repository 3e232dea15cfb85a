import type { Database } from "@loansetu/db/client";
import type { ApplicationRow } from "../journey/service.ts";
import type { PayoutPartner } from "./service.ts";

/**
 * The approved partner a lead is attributed to (issue 21 part A stores it with the lead), as the payout
 * needs it; null for a lead nobody referred (or one a sales employee referred: staff earn no commission).
 */
export async function attributedPartner(_tx: Database, _app: ApplicationRow): Promise<PayoutPartner | null> {
  return null;
}
