// What a borrower's dispute about a loan is about (My loan's form, the lender API): kept without imports,
// so the page's form can list them without bringing server code into the browser.
export const DISPUTE_CATEGORIES = [
  "wrongCharge",
  "paymentNotCredited",
  "wrongBalance",
  "recoveryConduct",
  "certificate",
  "other",
] as const;
export type DisputeCategory = (typeof DISPUTE_CATEGORIES)[number];
