import { describe, expect, it } from "vitest";
import { roundApr } from "../src/apr.ts";
import {
  FALLBACK_PROCESSING_FEE_RATE,
  PROCESSING_FEE_GST_RATE,
  processingFeeWithGst,
  SERVICE_CHARGES_LABEL,
  VOUCHER_DEFAULTS,
  voucherCharges,
} from "../src/voucher.ts";

describe("voucher money (§9 Vouchers)", () => {
  it("defaults valuation 943, stamp duty 300, service charges 885 labelled Insurance Amount", () => {
    expect(VOUCHER_DEFAULTS).toEqual({ valuationCharges: 943, stampDuty: 300, serviceCharges: 885 });
    expect(SERVICE_CHARGES_LABEL).toBe("Insurance Amount");
    expect(voucherCharges({ loanAmount: 100_000, processingFee: 1000 })).toMatchObject({
      valuationCharges: 943,
      stampDuty: 300,
      serviceCharges: 885,
    });
  });

  it("fills null and NaN too, but keeps a real zero", () => {
    expect(
      voucherCharges({
        loanAmount: 100_000,
        processingFee: 0,
        stampDuty: null,
        valuationCharges: Number.NaN,
        serviceCharges: 0,
      }),
    ).toMatchObject({ processingFee: 0, stampDuty: 300, valuationCharges: 943, serviceCharges: 0 });
  });

  it("shows the processing fee as base + 18 % GST, rounded", () => {
    expect(PROCESSING_FEE_GST_RATE).toBe(0.18);
    expect(processingFeeWithGst(100_000, 1000)).toBe(1180);
    expect(processingFeeWithGst(100_000, 25)).toBe(30); // 29.50 rounds up
    expect(processingFeeWithGst(100_000, 1234)).toBe(1456); // 1456.12
  });

  it("uses 1.25 % of the loan when the processing fee is missing", () => {
    expect(FALLBACK_PROCESSING_FEE_RATE).toBe(0.0125);
    expect(processingFeeWithGst(100_000)).toBe(1475); // 1,250 + 18 %
    expect(processingFeeWithGst(100_000, null)).toBe(1475);
  });

  it("nets the charges out of the loan amount", () => {
    const charges = voucherCharges({
      loanAmount: 300_000,
      processingFee: 3000,
      stampDuty: 500,
      valuationCharges: 1000,
      serviceCharges: 2000,
    });
    expect(charges.processingFee).toBe(3540);
    expect(charges.netDisbursedAmount).toBe(300_000 - 500 - 1000 - 2000 - 3540);
    expect(charges.apr).toBeNull();
  });

  it("gives the offer's APR from its EMI and tenure", () => {
    // RBI's KFS illustration as a voucher: ₹20,000, EMI ₹970 for 24 months, ₹400 of charges in all.
    const charges = voucherCharges({
      loanAmount: 20_000,
      emi: 970,
      tenure: 24,
      processingFee: 0,
      stampDuty: 400,
      valuationCharges: 0,
      serviceCharges: 0,
    });
    expect(charges.netDisbursedAmount).toBe(19_600);
    expect(roundApr(charges.apr ?? 0)).toBe(17.1);
  });
});
