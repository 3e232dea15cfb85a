import { exactEmi, type LoanTerms } from "./emi.ts";
import { solveMonthlyRate } from "./irr.ts";

// The Annual Percentage Rate as RBI's Key Fact Statement computes it (RBI circular on the KFS for
// loans and advances, 2024): the internal rate of return of the net amount disbursed (loan minus
// upfront fees and charges) against the EMIs on a reducing balance, the monthly rate times 12.
// RBI's own illustration: ₹20,000 sanctioned, 24 monthly EMIs of ₹970, fees ₹400, net disbursed
// ₹19,600 → APR 17.07 % (with the unrounded EMI of ₹969.73; the rounded ₹970 gives 17.10 %).

export type AprInput = {
  /** Rupees actually paid out to the borrower: the loan minus upfront fees and charges. */
  readonly netDisbursed: number;
  /** The monthly instalment. */
  readonly instalment: number;
  /** Number of monthly instalments (a whole number). */
  readonly months: number;
};

/** APR in percent a year, unrounded; null when it does not exist (nothing disbursed, no instalments). */
export function annualPercentageRate({ netDisbursed, instalment, months }: AprInput): number | null {
  const monthly = solveMonthlyRate(netDisbursed, instalment, months);
  return monthly === null ? null : monthly * 12 * 100;
}

/**
 * APR of a loan from its terms and its upfront fees, with the unrounded EMI (as in RBI's 17.07 % case).
 * Fees above zero always make it higher than the nominal rate: the same EMIs repay less money.
 */
export function aprForLoan(terms: LoanTerms & { readonly fees: number }): number | null {
  return annualPercentageRate({
    netDisbursed: terms.principal - terms.fees,
    instalment: exactEmi(terms),
    months: terms.months,
  });
}

/** The KFS shows the APR to two decimals: 17.0706 → 17.07. */
export function roundApr(apr: number): number {
  return Math.round(apr * 100) / 100;
}
