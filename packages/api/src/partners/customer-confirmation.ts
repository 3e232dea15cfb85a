import type { Database } from "@loansetu/db/client";
import { applications, partners } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { recordAudit } from "../audit/record.ts";
import type { ApiDeps } from "../lib/types.ts";

// A partner can type any mobile number, so an application a partner starts says nothing yet about whether
// its customer is with that partner. It waits for the customer: it carries the partner (so the customer can
// be asked) but no `attributedAt`, and nothing counts it as attributed (the partner's list shows only what
// the partner typed, no payout, no ranking) until the customer answers on their own application. "Yes"
// attributes that application alone; "No" detaches it from the partner and it stays the customer's.

/** Conditions of a partner-started application still waiting for its customer's answer. */
const waiting = [
  eq(applications.attributionSource, "partner_started"),
  isNull(applications.attributedAt),
] as const;

/** The partner waiting for this customer's answer on this application, or null. */
export async function pendingPartnerConfirmation(
  db: Database,
  userId: string,
  reference: string,
): Promise<{ business: string } | null> {
  const [row] = await db
    .select({ business: partners.businessName })
    .from(applications)
    .innerJoin(partners, eq(partners.id, applications.partnerId))
    .where(and(eq(applications.userId, userId), eq(applications.reference, reference), ...waiting));
  return row ? { business: row.business } : null;
}

/**
 * The customer's answer: `true` attributes the application to the partner from now, `false` detaches it.
 * Only the customer's own waiting application changes; anything else (answered already, someone else's)
 * is left as it is and answers false.
 */
export async function answerPartnerConfirmation(
  deps: ApiDeps,
  userId: string,
  reference: string,
  helping: boolean,
  client: { ip?: string | undefined; requestId?: string | undefined } = {},
): Promise<boolean> {
  const db = deps.database.db;
  const now = deps.clock();
  return db.transaction(async (raw) => {
    const tx = raw as unknown as typeof db;
    const [row] = await tx
      .update(applications)
      .set(
        helping
          ? { attributedAt: now, updatedAt: now }
          : { partnerId: null, attributionSource: null, updatedAt: now },
      )
      .where(and(eq(applications.userId, userId), eq(applications.reference, reference), ...waiting))
      .returning({ id: applications.id, partnerId: applications.partnerId });
    if (!row) return false;
    await recordAudit(tx, {
      actor: { kind: "customer", id: userId },
      action: helping ? "partner.application.confirm" : "partner.application.decline",
      leadId: row.id,
      after: { reference, helping },
      requestId: client.requestId,
      ip: client.ip,
    });
    return true;
  });
}
