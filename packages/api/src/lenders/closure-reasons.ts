// Why a loan closed, as its lender reports it: kept without imports, so the lender portal's form can list
// them without bringing server code into the browser.
export const CLOSURE_REASONS = ["repaid", "foreclosed", "balanceTransferred"] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
