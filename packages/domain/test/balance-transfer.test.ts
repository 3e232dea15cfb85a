import { describe, expect, it } from "vitest";
import {
  CASH_IN_HAND_CAP,
  calculateBalanceTransfer,
  cashInHandMultiplier,
  FORECLOSURE_CHARGE_RATE,
  outstandingPrincipal,
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

  it("cash in hand is EMI × EMIs paid × multiplier when that is the smallest", () => {
    expect(calculateBalanceTransfer({ ...base, emisPaid: 12 }).cashHandAmount).toBe(156_000);
    expect(calculateBalanceTransfer({ ...base, emisPaid: 19 }).cashHandAmount).toBe(266_000);
    expect(calculateBalanceTransfer({ ...base, currentEmi: 970, emisPaid: 12 }).cashHandAmount).toBe(15_132);
  });

  it("cash in hand is the original amount when that is the smallest", () => {
    expect(
      calculateBalanceTransfer({ ...base, currentEmi: 20_000, emisPaid: 24, originalTenureMonths: 60 })
        .cashHandAmount,
    ).toBe(500_000);
  });

  it("cash in hand is 10,00,000 when that is the smallest", () => {
    const result = calculateBalanceTransfer({
      ...base,
      currentEmi: 50_000,
      originalLoanAmount: 2_500_000,
      emisPaid: 30,
    });
    expect(result.multiplier).toBe(1.6);
    expect(result.cashHandAmount).toBe(1_000_000);
  });

  it("gives no cash in hand under 12 EMIs paid", () => {
    const result = calculateBalanceTransfer({ ...base, emisPaid: 11 });
    expect(result.multiplier).toBe(0);
    expect(result.cashHandAmount).toBe(0);
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
    const input = { ...base, currentEmi: emi, emisPaid: 12, newTenureMonths: 48, annualRatePercent: 10 };
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
      foreclosureAmount: 0,
      multiplier: 1.3,
    });
  });

  it("reads no EMIs paid below zero", () => {
    expect(
      outstandingPrincipal({ ...base, currentEmi: 10_000, originalLoanAmount: 600_000, emisPaid: -3 }),
    ).toBe(600_000);
  });
});
