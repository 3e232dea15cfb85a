import { annualPercentageRate } from "./apr.ts";

// §9 Vouchers: "Defaults when missing: valuation charges 943, stamp duty 300, service charges 885
// (labelled Insurance Amount). Processing fee shown is the base fee plus 18 percent, rounded; when
// processingFee is missing, a 1.25 percent figure is used. Net disbursed amount = loan amount minus
// stamp duty, valuation, service charges and processing fee."
//
// Readings: "missing" is absent, null or not a number — a 0 sent by the lender is a real zero charge.
// The 1.25 % is of the loan amount and stands in for the base fee, so GST is added to it like any base
// fee. The processing fee deducted from the net disbursed amount is the one shown (with GST): that is
// what leaves the borrower's loan.

export const VOUCHER_DEFAULTS = {
  valuationCharges: 943,
  stampDuty: 300,
  serviceCharges: 885,
} as const;

/** §9: service charges are "labelled Insurance Amount" on the voucher. */
export const SERVICE_CHARGES_LABEL = "Insurance Amount";
/** §9 "the base fee plus 18 percent": GST on the processing fee. */
export const PROCESSING_FEE_GST_RATE = 0.18;
/** §9 "a 1.25 percent figure is used" when the processing fee is missing. */
export const FALLBACK_PROCESSING_FEE_RATE = 0.0125;

/** §3 Voucher/offer money fields, as a lender sends them (any may be missing). */
export type VoucherMoney = {
  readonly loanAmount: number;
  readonly emi?: number | null;
  /** Months. */
  readonly tenure?: number | null;
  /** The base processing fee in rupees, before GST. */
  readonly processingFee?: number | null;
  readonly stampDuty?: number | null;
  readonly serviceCharges?: number | null;
  readonly valuationCharges?: number | null;
};

export type VoucherCharges = {
  /** Base fee + 18 % GST, rounded to the rupee: the figure shown. */
  readonly processingFee: number;
  readonly stampDuty: number;
  readonly valuationCharges: number;
  readonly serviceCharges: number;
  readonly netDisbursedAmount: number;
  /** The offer's APR in percent (see apr.ts), or null without an EMI and tenure. */
  readonly apr: number | null;
};

function present(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** §9 processing fee shown: base + 18 % GST, rounded; base 1.25 % of the loan when missing. */
export function processingFeeWithGst(loanAmount: number, processingFee?: number | null): number {
  const base = present(processingFee) ? processingFee : loanAmount * FALLBACK_PROCESSING_FEE_RATE;
  // × 118 / 100 rather than × 1.18: 1.18 is not exact in binary, and ₹25 × 1.18 would round to ₹29, not ₹30.
  return Math.round((base * (100 + PROCESSING_FEE_GST_RATE * 100)) / 100);
}

export function voucherCharges(voucher: VoucherMoney): VoucherCharges {
  const processingFee = processingFeeWithGst(voucher.loanAmount, voucher.processingFee);
  const stampDuty = present(voucher.stampDuty) ? voucher.stampDuty : VOUCHER_DEFAULTS.stampDuty;
  const valuationCharges = present(voucher.valuationCharges)
    ? voucher.valuationCharges
    : VOUCHER_DEFAULTS.valuationCharges;
  const serviceCharges = present(voucher.serviceCharges)
    ? voucher.serviceCharges
    : VOUCHER_DEFAULTS.serviceCharges;
  const netDisbursedAmount =
    voucher.loanAmount - stampDuty - valuationCharges - serviceCharges - processingFee;
  const apr =
    present(voucher.emi) && present(voucher.tenure)
      ? annualPercentageRate({
          netDisbursed: netDisbursedAmount,
          instalment: voucher.emi,
          months: voucher.tenure,
        })
      : null;
  return { processingFee, stampDuty, valuationCharges, serviceCharges, netDisbursedAmount, apr };
}
