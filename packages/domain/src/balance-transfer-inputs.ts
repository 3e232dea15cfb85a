// The balance-transfer calculator's input constants, apart from its sums: the calculators' shared input
// reader (apps/web features/calculators/inputs.ts) needs them on every calculator page, and importing
// balance-transfer.ts for them shipped its sums and the pre-payment rule to the EMI pages too.

/** §9 "1,000,000": the ceiling on cash in hand. */
export const CASH_IN_HAND_CAP = 1_000_000;

/** What the calculator asks of the running loan: all the pre-payment rule needs that it does not know. */
export const RUNNING_LOAN_KINDS = ["fixed", "floatingBefore2026", "floatingFrom2026"] as const;
export type RunningLoanKind = (typeof RUNNING_LOAN_KINDS)[number];
