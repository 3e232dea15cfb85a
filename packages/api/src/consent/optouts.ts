import type { Database } from "@loansetu/db/client";
import { applicationOptouts } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";

/**
 * Whether the customer opted out of an application (§4 Opt-out, from the dashboard). Once they have, nothing
 * more may be shared or sent for it: no lender consent link is issued and an open one can no longer act.
 */
export async function isOptedOut(db: Database, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applicationOptouts.applicationId })
    .from(applicationOptouts)
    .where(eq(applicationOptouts.applicationId, applicationId));
  return row !== undefined;
}
