import { RETENTION } from "@loansetu/domain/retention";

// What an erasure keeps, why and for how long. The periods are the retention schedule's own
// (RETENTION, @loansetu/domain/retention, which the daily purge reads and docs/retention.md quotes), so the
// "kept until" the customer reads and the day the purge removes the item are the same day.

export const ERASURE_KEEPS = {
  /** An application sent to a lender: the lender's and our records of a credit relationship. */
  lenderApplication: {
    ms: RETENTION.lenderApplicationMs,
    law: "RBI Master Direction – Know Your Customer, 2016 (s.46) and the PML (Maintenance of Records) Rules, 2005: records of a customer's dealings are kept for five years after the relationship ends.",
  },
  /** Consents, withdrawals and the sharing ledger of what is kept. */
  consentRecords: {
    ms: RETENTION.consentRecordMs,
    law: "RBI Digital Lending Directions, 2025: the borrower's consent is kept with its audit trail for as long as the loan records.",
  },
  /** The mobile number and this request: to let the customer sign in and to show that the request was handled. */
  requestRecord: {
    ms: RETENTION.rightsRequestMs,
    law: "DPDP Act 2023 s.13 and the DPDP Rules, 2025: proof of how a data principal's request was handled, for a grievance or the Data Protection Board.",
  },
} as const;
export type ErasureKeep = keyof typeof ERASURE_KEEPS;

/** The day a kept item's retention ends, counted from `from` (the purge removes it after that day). */
export function keptUntil(kind: ErasureKeep, from: Date): Date {
  return new Date(from.getTime() + ERASURE_KEEPS[kind].ms);
}
