import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceTransferSaving,
  btForeclosureRule,
  CASH_IN_HAND_CAP,
  calculateBalanceTransfer,
  cashInHandMultiplier,
  FORECLOSURE_CHARGE_RATE,
  outstandingPrincipal,
  processingFeeWithGst,
} from "../src/balance-transfer.ts";
import { calculateEmi, exactEmi } from "../src/emi.ts";

const base = {
  currentEmi: 10_000,
  originalLoanAmount: 500_000,
  originalTenureMonths: 60,
  emisPaid: 12,
  newTenureMonths: 60,
  annualRatePercent: 12,
};

describe("balance transfer and refinance (§3, §9)", () => {
  it.each([
    [11, 0],
    [12, 1.3],
    [18, 1.3],
    [18.9, 1.3],
    [19, 1.4],
    [24, 1.4],
    [25, 1.6],
    [84, 1.6],
  ])(
    "multiplier after %s EMIs paid is %s (1.3 for 12–18, 1.4 for 19–24, otherwise 1.6)",
    (paid, multiplier) => {
      expect(cashInHandMultiplier(paid)).toBe(multiplier);
    },
  );

  it("has no multiplier for a nonsense count", () => {
    expect(cashInHandMultiplier(Number.NaN)).toBe(0);
  });

  it("caps cash in hand at 10,00,000 and 5 % foreclosure charge", () => {
    expect(CASH_IN_HAND_CAP).toBe(1_000_000);
    expect(FORECLOSURE_CHARGE_RATE).toBe(0.05);
  });

  it("the most cash in hand is EMI × EMIs paid × multiplier when that is the smallest", () => {
    expect(calculateBalanceTransfer({ ...base, emisPaid: 12 }).maxCashInHand).toBe(156_000);
    expect(calculateBalanceTransfer({ ...base, emisPaid: 19 }).maxCashInHand).toBe(266_000);
    expect(calculateBalanceTransfer({ ...base, currentEmi: 970, emisPaid: 12 }).maxCashInHand).toBe(15_132);
  });

  it("the most cash in hand is the original amount when that is the smallest", () => {
    expect(
      calculateBalanceTransfer({ ...base, currentEmi: 20_000, emisPaid: 24, originalTenureMonths: 60 })
        .maxCashInHand,
    ).toBe(500_000);
  });

  it("a top-up is the person's choice: none unless asked, and never above the most allowed", () => {
    expect(calculateBalanceTransfer({ ...base, emisPaid: 12 }).cashHandAmount).toBe(0);
    expect(calculateBalanceTransfer({ ...base, emisPaid: 12, topUp: 50_000 }).cashHandAmount).toBe(50_000);
    expect(calculateBalanceTransfer({ ...base, emisPaid: 12, topUp: 900_000 }).cashHandAmount).toBe(156_000);
    expect(calculateBalanceTransfer({ ...base, emisPaid: 11, topUp: 50_000 }).cashHandAmount).toBe(0);
    expect(calculateBalanceTransfer({ ...base, topUp: -5 }).cashHandAmount).toBe(0);
    expect(calculateBalanceTransfer({ ...base, topUp: Number.NaN }).cashHandAmount).toBe(0);
  });

  it("property: the cash in hand is the top-up asked for, up to the most allowed, and the loan grows by it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 60 }), (topUp, paid) => {
        const without = calculateBalanceTransfer({ ...base, emisPaid: paid });
        const withTopUp = calculateBalanceTransfer({ ...base, emisPaid: paid, topUp });
        expect(withTopUp.cashHandAmount).toBe(Math.min(topUp, without.maxCashInHand));
        expect(withTopUp.totalLoanAmount - without.totalLoanAmount).toBe(withTopUp.cashHandAmount);
      }),
    );
  });

  it("cash in hand is 10,00,000 when that is the smallest", () => {
    const result = calculateBalanceTransfer({
      ...base,
      currentEmi: 50_000,
      originalLoanAmount: 2_500_000,
      emisPaid: 30,
    });
    expect(result.multiplier).toBe(1.6);
    expect(result.maxCashInHand).toBe(1_000_000);
  });

  it("gives no cash in hand under 12 EMIs paid", () => {
    const result = calculateBalanceTransfer({ ...base, emisPaid: 11 });
    expect(result.multiplier).toBe(0);
    expect(result.maxCashInHand).toBe(0);
  });

  it("reads the running loan's outstanding principal back from its EMI", () => {
    // 5,00,000 at 12 % over 60 months, 12 EMIs paid: balance = P(1+r)^12 − EMI((1+r)^12 − 1)/r.
    const r = 0.01;
    const emi = exactEmi({ principal: 500_000, annualRatePercent: 12, months: 60 });
    const expected = 500_000 * (1 + r) ** 12 - (emi * ((1 + r) ** 12 - 1)) / r;
    const amount = outstandingPrincipal({ ...base, currentEmi: emi });
    expect(Math.abs(amount - expected)).toBeLessThanOrEqual(0.5);
  });

  it("puts together the total loan amount and its EMI", () => {
    const emi = exactEmi({ principal: 500_000, annualRatePercent: 12, months: 60 });
    const input = {
      ...base,
      currentEmi: emi,
      emisPaid: 12,
      newTenureMonths: 48,
      annualRatePercent: 10,
      topUp: 5_000_000,
      processingFeePercent: 1.5,
    };
    const result = calculateBalanceTransfer(input);
    expect(result.foreclosureAmount).toBe(outstandingPrincipal(input));
    expect(result.foreclosureCharge).toBe(Math.round(result.foreclosureAmount * 0.05));
    expect(result.cashHandAmount).toBe(Math.floor(emi * 12 * 1.3));
    expect(result.totalLoanAmount).toBe(
      result.foreclosureAmount + result.foreclosureCharge + result.cashHandAmount,
    );
    expect(result.emi).toBe(
      calculateEmi({ principal: result.totalLoanAmount, annualRatePercent: 10, months: 48 }),
    );
    expect(result.processingFee).toBe(Math.round(result.totalLoanAmount * 0.015 * 1.18));
  });

  it("treats a running loan whose EMIs add up to its amount as interest-free", () => {
    expect(
      outstandingPrincipal({ ...base, currentEmi: 10_000, originalLoanAmount: 600_000, emisPaid: 12 }),
    ).toBe(480_000);
  });

  it("has nothing to foreclose once every EMI is paid, or without a running loan", () => {
    expect(outstandingPrincipal({ ...base, emisPaid: 60 })).toBe(0);
    expect(outstandingPrincipal({ ...base, emisPaid: 72 })).toBe(0);
    const noLoan = calculateBalanceTransfer({ ...base, currentEmi: 0 });
    expect(noLoan).toEqual({
      emi: 0,
      totalLoanAmount: 0,
      foreclosureCharge: 0,
      cashHandAmount: 0,
      maxCashInHand: 0,
      processingFee: 0,
      foreclosureAmount: 0,
      chargeRule: "kfsDisclosed",
      multiplier: 1.3,
    });
  });

  it("reads no EMIs paid below zero", () => {
    expect(
      outstandingPrincipal({ ...base, currentEmi: 10_000, originalLoanAmount: 600_000, emisPaid: -3 }),
    ).toBe(600_000);
  });
});

describe("balance transfer saving (new EMI against the current one, honestly)", () => {
  it("a lower rate saves: the transferred outstanding plus its charge, over the months left", () => {
    // ₹12,000 on ₹5 lakh over 5 years is about 15 % a year; the new lender asks 9 %.
    const input = { ...base, currentEmi: 12_000, annualRatePercent: 9 };
    const saving = balanceTransferSaving(input);
    const outstanding = outstandingPrincipal(input);
    const transferred = outstanding + Math.round(outstanding * FORECLOSURE_CHARGE_RATE);
    expect(saving.remainingMonths).toBe(48);
    expect(saving.currentEmi).toBe(12_000);
    expect(saving.newEmi).toBe(calculateEmi({ principal: transferred, annualRatePercent: 9, months: 48 }));
    expect(saving.currentTotal).toBe(576_000);
    expect(saving.newTotal).toBe(saving.newEmi * 48);
    expect(saving.saving).toBe(576_000 - saving.newEmi * 48);
    expect(saving.saving).toBeGreaterThan(0);
  });

  it("the new lender's processing fee, with GST, is counted against the saving", () => {
    const input = { ...base, currentEmi: 12_000, annualRatePercent: 9, processingFeePercent: 2 };
    const outstanding = outstandingPrincipal(input);
    const transferred = outstanding + Math.round(outstanding * FORECLOSURE_CHARGE_RATE);
    const saving = balanceTransferSaving(input);
    expect(saving.processingFee).toBe(processingFeeWithGst(transferred, 2));
    expect(saving.processingFee).toBe(Math.round(transferred * 0.02 * 1.18));
    expect(saving.foreclosureCharge).toBe(Math.round(outstanding * FORECLOSURE_CHARGE_RATE));
    expect(saving.newTotal).toBe(saving.newEmi * 48 + saving.processingFee);
    expect(saving.saving).toBe(
      balanceTransferSaving({ ...input, processingFeePercent: 0 }).saving - saving.processingFee,
    );
    // A small rate cut that saved before the fee costs once the fee is counted.
    const small = { ...base, currentEmi: 12_000, annualRatePercent: 12 };
    expect(balanceTransferSaving(small).saving).toBeGreaterThan(0);
    expect(balanceTransferSaving({ ...small, processingFeePercent: 3 }).saving).toBeLessThan(0);
    expect(processingFeeWithGst(100_000, undefined)).toBe(0);
    expect(processingFeeWithGst(-5, 2)).toBe(0);
  });

  it("a rate cut too small to cover the 5 % charge is an extra cost (a negative saving)", () => {
    const saving = balanceTransferSaving({ ...base, annualRatePercent: 28 });
    expect(saving.newEmi).toBeGreaterThan(saving.currentEmi);
    expect(saving.saving).toBeLessThan(0);
  });

  it("nothing left to pay is no saving and no cost", () => {
    const saving = balanceTransferSaving({ ...base, emisPaid: 60 });
    expect(saving).toEqual({
      remainingMonths: 0,
      currentEmi: 10_000,
      newEmi: 0,
      currentTotal: 0,
      foreclosureCharge: 0,
      processingFee: 0,
      newTotal: 0,
      saving: 0,
    });
    expect(balanceTransferSaving({ ...base, currentEmi: -5, emisPaid: 99 }).remainingMonths).toBe(0);
  });

  it("the saving is always current total minus new total, and a lower new rate never costs more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.integer({ min: 12, max: 84 }),
        fc.integer({ min: 0, max: 84 }),
        fc.integer({ min: 200, max: 3_000 }),
        (currentEmi, originalTenureMonths, emisPaid, rateBasis) => {
          const input = {
            currentEmi,
            originalLoanAmount: Math.round(currentEmi * originalTenureMonths * 0.8),
            originalTenureMonths,
            emisPaid,
            newTenureMonths: 60,
            annualRatePercent: rateBasis / 100,
          };
          const saving = balanceTransferSaving(input);
          expect(saving.saving).toBe(saving.currentTotal - saving.newTotal);
          expect(saving.remainingMonths).toBe(Math.max(originalTenureMonths - emisPaid, 0));
          const cheaper = balanceTransferSaving({ ...input, annualRatePercent: input.annualRatePercent / 2 });
          expect(cheaper.saving).toBeGreaterThanOrEqual(saving.saving);
        },
      ),
    );
  });
});

describe("the running loan's foreclosure charge follows the one pre-payment rule", () => {
  const input = {
    currentEmi: 20_000,
    originalLoanAmount: 800_000,
    originalTenureMonths: 48,
    emisPaid: 20,
    newTenureMonths: 36,
    annualRatePercent: 11,
  };

  it("keeps the spec's 5 % on a fixed-rate loan (the default) and a floating one sanctioned before 2026", () => {
    expect(btForeclosureRule(undefined)).toEqual({ rule: "kfsDisclosed", percent: 5 });
    expect(btForeclosureRule("fixed")).toEqual({ rule: "kfsDisclosed", percent: 5 });
    expect(btForeclosureRule("floatingBefore2026")).toEqual({ rule: "kfsDisclosed", percent: 5 });
    const result = calculateBalanceTransfer({ ...input, currentLoan: "fixed" });
    expect(result.chargeRule).toBe("kfsDisclosed");
    expect(result.foreclosureCharge).toBe(Math.round(result.foreclosureAmount / 20));
  });

  it("charges nothing on a floating-rate loan sanctioned from 1 January 2026", () => {
    expect(btForeclosureRule("floatingFrom2026")).toEqual({ rule: "rbiNoChargeFloating", percent: 0 });
    const result = calculateBalanceTransfer({ ...input, currentLoan: "floatingFrom2026" });
    expect(result.chargeRule).toBe("rbiNoChargeFloating");
    expect(result.foreclosureCharge).toBe(0);
    expect(result.totalLoanAmount).toBe(result.foreclosureAmount);
    expect(balanceTransferSaving({ ...input, currentLoan: "floatingFrom2026" }).foreclosureCharge).toBe(0);
  });
});
