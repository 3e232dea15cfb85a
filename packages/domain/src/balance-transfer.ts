import { CASH_IN_HAND_CAP, type RunningLoanKind } from "./balance-transfer-inputs.ts";
import { calculateEmi } from "./emi.ts";
import { solveMonthlyRate } from "./irr.ts";
import { type ChargeRule, prepaymentChargeRule, RBI_PREPAYMENT_DIRECTIONS_FROM } from "./loan-planner.ts";
import { PROCESSING_FEE_GST_RATE } from "./voucher.ts";

export { CASH_IN_HAND_CAP, RUNNING_LOAN_KINDS, type RunningLoanKind } from "./balance-transfer-inputs.ts";

// Balance transfer and refinance (loan against car) calculators, §3 and §9:
// "Balance transfer: cash in hand is the smallest of EMI x tenure x multiplier, 1,000,000, and the
// original amount. Multiplier 1.3 for 12-18 months, 1.4 for 19-24, otherwise 1.6. Foreclosure charge is
// 5% above the foreclosure amount." Outputs (§3): emi, totalLoanAmount, foreclosureCharge, cashHandAmount.
//
// Readings chosen where the spec is ambiguous, as a lender would read it:
// 1. "tenure" in "EMI x tenure x multiplier", and the months the multiplier is banded on, are the EMIs
//    already paid on the running loan (§3 selectedEMIDuration): the top-up rewards a repayment track
//    record, EMI × EMIs paid is what the borrower has proven able to repay, and the first band starts at
//    12 — the same "at least 12 EMIs paid" §5 sets for refinance eligibility.
// 2. Under 12 EMIs paid there is no track record to lend against, so the multiplier is 0 and there is
//    no cash in hand ("otherwise 1.6" is read as "25 months and more": a lender never gives its highest
//    multiplier to its shortest record).
// 3. The foreclosure amount is the running loan's outstanding principal after the EMIs paid. The
//    running loan's rate is not asked for, so it is read back from its EMI, original amount and
//    original tenure (the rate at which those EMIs repay that amount).
// 4. "Foreclosure charge is 5% above the foreclosure amount": the charge is 5 % of that amount, paid on
//    top of it; the new loan pays both off. The 5 % is read as the running loan's disclosed charge, and
//    the one pre-payment rule of `loan-planner.ts` decides whether it applies: RBI's directions bar any
//    charge on a floating-rate loan to an individual for a non-business purpose sanctioned from
//    1 January 2026, so such a loan's charge is 0 (decision 0081). A fixed-rate loan, the default, keeps 5 %.
// 5. The total loan amount is what the new lender pays out: the foreclosure amount, its charge and the
//    cash in hand. The EMI is that amount's at the new rate and tenure.
// 6. The cash in hand (a top-up) is the person's choice, not added unasked (decision 0045): the spec's
//    formula gives the most they can take (`maxCashInHand`); `topUp` is what they ask for, 0 unless they
//    do, and the cash in hand is the smaller of the two.

export type BalanceTransferInput = {
  /** §3 EmiAmt: the running loan's EMI. */
  readonly currentEmi: number;
  /** §3 OrgLoanAmt: the running loan's original amount. */
  readonly originalLoanAmount: number;
  /** §3 selectedMainDuration: the running loan's full tenure, in months. */
  readonly originalTenureMonths: number;
  /** §3 selectedEMIDuration: EMIs already paid on the running loan. */
  readonly emisPaid: number;
  /** §3 selectedDuration: the new loan's tenure, in months (years × 12 from a year slider). */
  readonly newTenureMonths: number;
  /** §3 selectedInterest: the new loan's yearly rate, in percent. */
  readonly annualRatePercent: number;
  /** The top-up the person asks for, in rupees (see 6.); none when absent. */
  readonly topUp?: number;
  /** The new lender's processing fee, percent of the amount it lends, before GST; none when absent. */
  readonly processingFeePercent?: number;
  /** The running loan's rate and when it was sanctioned, for the charge rule; fixed when absent. */
  readonly currentLoan?: RunningLoanKind;
};

/**
 * The running loan's foreclosure charge rule: the spec's 5 % as its disclosed charge, or none where RBI's
 * directions bar it. The calculators are for individuals' vehicle and personal loans, never business ones.
 */
export function btForeclosureRule(kind: RunningLoanKind | undefined): {
  readonly rule: ChargeRule;
  readonly percent: number;
} {
  return prepaymentChargeRule({
    rateType: kind === undefined || kind === "fixed" ? "fixed" : "floating",
    borrower: "individual",
    businessPurpose: false,
    // The day before the directions for a loan sanctioned earlier; the first day they apply for one after.
    sanctionedOn: kind === "floatingFrom2026" ? RBI_PREPAYMENT_DIRECTIONS_FROM : "2025-12-31",
    disclosedPercent: FORECLOSURE_CHARGE_RATE * 100,
  });
}

/** The new lender's processing fee on an amount, with 18 % GST, in whole rupees. */
export function processingFeeWithGst(amount: number, feePercent: number | undefined): number {
  const percent = Math.max(feePercent ?? 0, 0);
  return Math.round(((Math.max(amount, 0) * percent) / 100) * (1 + PROCESSING_FEE_GST_RATE));
}

export type BalanceTransferResult = {
  readonly emi: number;
  readonly totalLoanAmount: number;
  readonly foreclosureCharge: number;
  readonly cashHandAmount: number;
  /** The most cash in hand the spec's formula allows (what a top-up can be at most). */
  readonly maxCashInHand: number;
  /** The new lender's processing fee with GST on the total loan amount. */
  readonly processingFee: number;
  /** The running loan's outstanding principal, which the new loan pays off. */
  readonly foreclosureAmount: number;
  /** The multiplier used for the cash in hand (0 under 12 EMIs paid). */
  readonly multiplier: number;
  /** Which rule set the foreclosure charge (see 4.). */
  readonly chargeRule: ChargeRule;
};

/** §9 "Foreclosure charge is 5% above the foreclosure amount". */
export const FORECLOSURE_CHARGE_RATE = 0.05;
/** §5 refinance: "at least 12 EMIs paid". */
export const MIN_EMIS_PAID = 12;

// 970 × 12 × 1.3 is 15132.000000000002 in floating point and 1.4 products can land a hair under a rupee.
const FLOATING_POINT_SLACK = 1e-6;

/** §9 multiplier by EMIs paid: 12–18 → 1.3, 19–24 → 1.4, 25 and more → 1.6, under 12 → 0 (see 2.). */
export function cashInHandMultiplier(emisPaid: number): number {
  const paid = Math.floor(emisPaid);
  if (!(paid >= MIN_EMIS_PAID)) {
    return 0;
  }
  if (paid <= 18) {
    return 1.3;
  }
  return paid <= 24 ? 1.4 : 1.6;
}

/** The running loan's outstanding principal after `emisPaid` EMIs, in whole rupees (see 3.). */
export function outstandingPrincipal(input: BalanceTransferInput): number {
  const rate = solveMonthlyRate(input.originalLoanAmount, input.currentEmi, input.originalTenureMonths);
  if (rate === null) {
    return 0;
  }
  const remaining =
    input.originalTenureMonths -
    Math.min(Math.max(Math.floor(input.emisPaid), 0), input.originalTenureMonths);
  // Present value of the EMIs still to pay. At a zero rate (EMIs adding up to exactly the original
  // amount) that is their sum; the tolerance keeps 1 − (1+r)^−n from cancelling to 0 for a solver's 1e-17.
  const value =
    Math.abs(rate) < 1e-9
      ? input.currentEmi * remaining
      : (input.currentEmi * (1 - (1 + rate) ** -remaining)) / rate;
  return Math.round(value);
}

export function calculateBalanceTransfer(input: BalanceTransferInput): BalanceTransferResult {
  const multiplier = cashInHandMultiplier(input.emisPaid);
  const earned = Math.max(input.currentEmi, 0) * Math.floor(Math.max(input.emisPaid, 0)) * multiplier;
  const maxCashInHand = Math.max(
    0,
    Math.floor(Math.min(earned + FLOATING_POINT_SLACK, CASH_IN_HAND_CAP, input.originalLoanAmount)),
  );
  const topUp = input.topUp ?? 0;
  const asked = Number.isFinite(topUp) ? Math.floor(Math.max(topUp, 0)) : 0;
  const cashHandAmount = Math.min(asked, maxCashInHand);
  const foreclosureAmount = outstandingPrincipal(input);
  const charge = btForeclosureRule(input.currentLoan);
  const foreclosureCharge = Math.round((foreclosureAmount * charge.percent) / 100);
  const totalLoanAmount = foreclosureAmount + foreclosureCharge + cashHandAmount;
  const emi = calculateEmi({
    principal: totalLoanAmount,
    annualRatePercent: input.annualRatePercent,
    months: input.newTenureMonths,
  });
  return {
    emi,
    totalLoanAmount,
    foreclosureCharge,
    cashHandAmount,
    maxCashInHand,
    processingFee: processingFeeWithGst(totalLoanAmount, input.processingFeePercent),
    foreclosureAmount,
    multiplier,
    chargeRule: charge.rule,
  };
}

export type BalanceTransferSaving = {
  /** EMIs still to pay on the running loan. */
  readonly remainingMonths: number;
  /** The running loan's EMI. */
  readonly currentEmi: number;
  /** The EMI of the transferred loan (outstanding plus foreclosure charge) at the new rate, same months. */
  readonly newEmi: number;
  /** What the running loan still costs: current EMI × remaining months. */
  readonly currentTotal: number;
  /** The old lender's foreclosure charge, part of the moved amount. */
  readonly foreclosureCharge: number;
  /** The new lender's processing fee with GST on the moved amount, paid when moving. */
  readonly processingFee: number;
  /** What the transferred loan costs over the same months: its EMIs and the processing fee. */
  readonly newTotal: number;
  /** currentTotal − newTotal: positive is a saving, negative an extra cost. */
  readonly saving: number;
};

/**
 * Does moving the loan save money? Compared like for like, so the answer is honest: the new lender pays
 * off the outstanding principal and the foreclosure charge (a top-up is new borrowing, left out), at the
 * new rate, over the months the running loan has left, and charges its processing fee with GST on that
 * amount. The saving is what the running loan still costs minus what moving costs (the new EMIs and the
 * fee); a negative saving is an extra cost (a rate cut too small to cover the charge and the fee).
 */
export function balanceTransferSaving(input: BalanceTransferInput): BalanceTransferSaving {
  const paid = Math.min(Math.max(Math.floor(input.emisPaid), 0), Math.max(input.originalTenureMonths, 0));
  const remainingMonths = Math.max(input.originalTenureMonths - paid, 0);
  const currentEmi = Math.max(input.currentEmi, 0);
  const foreclosureAmount = outstandingPrincipal(input);
  const foreclosureCharge = Math.round(
    (foreclosureAmount * btForeclosureRule(input.currentLoan).percent) / 100,
  );
  const transferred = foreclosureAmount + foreclosureCharge;
  // No months left (or nothing outstanding) is an EMI of 0: calculateEmi says so.
  const newEmi = calculateEmi({
    principal: transferred,
    annualRatePercent: input.annualRatePercent,
    months: remainingMonths,
  });
  // Nothing is moved when no months are left: no fee either.
  const processingFee =
    remainingMonths > 0 ? processingFeeWithGst(transferred, input.processingFeePercent) : 0;
  const currentTotal = currentEmi * remainingMonths;
  const newTotal = newEmi * remainingMonths + processingFee;
  return {
    remainingMonths,
    currentEmi,
    newEmi,
    currentTotal,
    foreclosureCharge: remainingMonths > 0 ? foreclosureCharge : 0,
    processingFee,
    newTotal,
    saving: currentTotal - newTotal,
  };
}
