import type { Database } from "@loansetu/db/client";
import {
  applications,
  consentWithdrawals,
  creditChecks,
  dataSharings,
  outboxMessages,
  reviews,
  users,
} from "@loansetu/db/schema";
import { and, eq, inArray, ne } from "@loansetu/db/sql";
import { type ErasureKeep, keptUntil } from "./retention-rules.ts";

// Carrying out an erasure request (DPDP Act 2023 s.12). Everything no law requires us to keep is
// deleted or irreversibly anonymised in one transaction; what is kept is listed item by item with why and
// until when, and that list is what the customer reads on their page.

/** One line of what an erasure did: an item deleted or anonymised, or kept with its reason and end. */
export interface ErasureItem {
  /** profile | application | applications | freeScoreChecks | messages | reviews | consentRecords | requestRecord */
  item: string;
  action: "deleted" | "anonymised" | "kept";
  count?: number;
  reference?: string;
  /** For kept items: the retention rule (retention-rules.ts) and the day it ends (ISO). */
  keep?: ErasureKeep;
  until?: string;
}

/** Applications that reached a lender: submitted, or shared with one through the ledger. */
async function lenderApplicationIds(tx: Database, userId: string): Promise<Set<string>> {
  const submitted = await tx
    .select({ id: applications.id, submittedAt: applications.submittedAt })
    .from(applications)
    .where(eq(applications.userId, userId));
  const shared = await tx
    .select({ id: dataSharings.applicationId })
    .from(dataSharings)
    .where(and(eq(dataSharings.userId, userId), eq(dataSharings.recipientKind, "lender")));
  return new Set([
    ...submitted.filter((row) => row.submittedAt !== null).map((row) => row.id),
    ...shared.map((row) => row.id).filter((id): id is string => id !== null),
  ]);
}

/**
 * Erases what can be erased of one customer, in the caller's transaction, and answers the items. The
 * customer's account (mobile only) stays so they can sign in and see this request's answer.
 */
export async function carryOutErasure(tx: Database, userId: string, at: Date): Promise<ErasureItem[]> {
  const items: ErasureItem[] = [];
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return items;
  const keep = await lenderApplicationIds(tx, userId);
  const all = await tx
    .select({ id: applications.id, reference: applications.reference })
    .from(applications)
    .where(eq(applications.userId, userId));
  const erasable = all.filter((app) => !keep.has(app.id));
  const kept = all.filter((app) => keep.has(app.id));

  // Applications that never reached a lender go entirely (details, consents, chats, notes cascade); the
  // consent ledger's rows about them stay, with the application's reference (decision 0021).
  if (erasable.length > 0) {
    await tx.delete(applications).where(
      inArray(
        applications.id,
        erasable.map((app) => app.id),
      ),
    );
  }
  items.push({ item: "applications", action: "deleted", count: erasable.length });

  const checks = await tx
    .delete(creditChecks)
    .where(eq(creditChecks.userId, userId))
    .returning({ id: creditChecks.id });
  // The bureau enquiries of free score checks are the bureau's records; ours of them go with the checks.
  await tx
    .delete(dataSharings)
    .where(and(eq(dataSharings.userId, userId), eq(dataSharings.occasion, "freeScoreCheck")));
  items.push({ item: "freeScoreChecks", action: "deleted", count: checks.length });

  const gone = await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ id: reviews.id });
  items.push({ item: "reviews", action: "deleted", count: gone.length });

  // Texts and emails sent to the customer (never one still waiting to go).
  const recipients = [user.mobile, ...(user.email ? [user.email] : [])];
  const messages = await tx
    .delete(outboxMessages)
    .where(and(inArray(outboxMessages.recipient, recipients), ne(outboxMessages.status, "pending")))
    .returning({ id: outboxMessages.id });
  items.push({ item: "messages", action: "deleted", count: messages.length });

  await tx
    .update(users)
    .set({ firstName: null, lastName: null, email: null, updatedAt: at })
    .where(eq(users.id, userId));
  items.push({ item: "profile", action: "anonymised" });

  for (const app of kept) {
    items.push({
      item: "application",
      action: "kept",
      reference: app.reference,
      keep: "lenderApplication",
      until: keptUntil("lenderApplication", at).toISOString(),
    });
  }
  // The ledger (sharings with a bureau or lender, withdrawals) is evidence with its own period.
  const [sharing] = await tx
    .select({ id: dataSharings.id })
    .from(dataSharings)
    .where(eq(dataSharings.userId, userId))
    .limit(1);
  const [withdrawal] = await tx
    .select({ id: consentWithdrawals.id })
    .from(consentWithdrawals)
    .where(eq(consentWithdrawals.userId, userId))
    .limit(1);
  if (kept.length > 0 || sharing || withdrawal) {
    items.push({
      item: "consentRecords",
      action: "kept",
      keep: "consentRecords",
      until: keptUntil("consentRecords", at).toISOString(),
    });
  }
  items.push({
    item: "requestRecord",
    action: "kept",
    keep: "requestRecord",
    until: keptUntil("requestRecord", at).toISOString(),
  });
  return items;
}
