import type { Database } from "@loansetu/db/client";
import { applications, dataSharings } from "@loansetu/db/schema";
import { eq, sql } from "@loansetu/db/sql";

// The one way a sharing of a customer's data with a bureau or a lender is recorded. Every code path
// where data leaves LoanSetu calls `recordSharing` in the transaction of that sharing (or right after the
// bureau answered), so the customer's "My data and consents" page lists each one.

/**
 * When data went out: the journey's soft check, the application to the chosen lender, the consent link, and
 * each read of the shared application by that lender's system.
 */
export const SHARING_OCCASIONS = [
  "softCheck",
  "offerRequest",
  "consentLink",
  "freeScoreCheck",
  "lenderAccess",
] as const;
export type SharingOccasion = (typeof SHARING_OCCASIONS)[number];

/**
 * The application as a lender receives it: what goes out with the request for an offer, and so also what a
 * lender's system can read back of it later. One list, so the two can never disagree.
 */
const APPLICATION_FIELDS = [
  "name",
  "mobile",
  "email",
  "dateOfBirth",
  "pan",
  "pincode",
  "employment",
  "income",
  "loanNeed",
  "creditScore",
] as const;

/** The kinds of data that can be sent (names only: the ledger never holds the values). */
export const SHARED_FIELDS = [...APPLICATION_FIELDS, "consentDecision"] as const;
export type SharedField = (typeof SHARED_FIELDS)[number];

/** What each occasion sends, so every caller records the same list. */
export const FIELDS_SENT: Record<SharingOccasion, readonly SharedField[]> = {
  softCheck: ["name", "mobile", "dateOfBirth", "pan"],
  freeScoreCheck: ["name", "mobile", "dateOfBirth", "pan"],
  offerRequest: APPLICATION_FIELDS,
  consentLink: ["name", "mobile", "consentDecision"],
  // A lender's system read the shared application over the lender API (decision 0066): each read is listed.
  lenderAccess: APPLICATION_FIELDS,
};

export interface SharingEntry {
  userId: string;
  applicationId: string | null;
  occasion: SharingOccasion;
  recipientKind: "bureau" | "lender";
  recipientName: string;
  lenderId?: number | null | undefined;
  at: Date;
}

/**
 * The application's reference, read in the insert itself: the ledger keeps it as text so the row still
 * names its application after the application is purged (decision 0021).
 */
export const referenceOf = (tx: Database, applicationId: string) =>
  sql`(${tx.select({ reference: applications.reference }).from(applications).where(eq(applications.id, applicationId))})`;

/** Appends one sharing to the ledger (call it with the transaction of the sharing when there is one). */
export async function recordSharing(tx: Database, entry: SharingEntry): Promise<void> {
  await tx.insert(dataSharings).values({
    userId: entry.userId,
    applicationId: entry.applicationId,
    applicationReference: entry.applicationId ? referenceOf(tx, entry.applicationId) : null,
    occasion: entry.occasion,
    recipientKind: entry.recipientKind,
    recipientName: entry.recipientName,
    lenderId: entry.lenderId ?? null,
    fields: [...FIELDS_SENT[entry.occasion]],
    createdAt: entry.at,
  });
}
