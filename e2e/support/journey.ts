import { readFileSync } from "node:fs";
import { sandboxScore } from "@loansetu/api/adapters/bureau";
import type { OfferLender } from "@loansetu/domain/offers";

// What the loan journey specs share (journey.spec.ts, offers-compare.spec.ts): the lenders the offers come
// from, the applicant's date of birth, a fresh mobile and a PAN the sandbox bureau scores well.

/** data/lenders.json's lenders, to compute the offers a page should show. */
export const LENDERS = (
  JSON.parse(readFileSync(new URL("../../data/lenders.json", import.meta.url), "utf8")) as {
    lenders: OfferLender[];
  }
).lenders;

/** The test applicant's date of birth, as stored (YYYY-MM-DD) and as a person types it (DD/MM/YYYY). */
export const DOB = "1995-06-15";
export const DOB_TYPED = "15/06/1995";

let counter = 0;
/** A fresh mobile per test, so OTP limits never carry over between tests sharing a server. */
export const freshMobile = (worker: number) =>
  `7${String(300_000_000 + worker * 100_000 + ++counter * 53).slice(-9)}`;

/** A PAN whose sandbox bureau score for this mobile is 760 or more, so most lenders can offer. */
export function goodPan(mobile: string): string {
  for (let n = 1000; n < 10_000; n++) {
    const pan = `BQRPK${n}M`;
    const score = sandboxScore(pan, mobile);
    if (score !== null && score >= 760) return pan;
  }
  throw new Error("no PAN with a good sandbox score");
}
