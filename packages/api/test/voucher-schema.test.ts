import { DEMO_APPLICATIONS } from "@loansetu/db/seed";
import { DASHBOARD_DEMO_APPLICATIONS } from "@loansetu/db/seed-dashboard";
import { describe, expect, it } from "vitest";
import { loadDataFile } from "../src/data/load.ts";
import { offerFromVoucher, voucherFrom } from "../src/journey/model.ts";
import { readOtherVouchers, readVoucher, VoucherShapeError } from "../src/journey/voucher.ts";

// The applications.voucher JSON has one schema: what the journey writes, what seeds and lenders leave out,
// and what no voucher may be.
describe("the voucher schema", () => {
  const rows: { voucher?: unknown; steps?: unknown }[] = [
    ...DASHBOARD_DEMO_APPLICATIONS,
    ...DEMO_APPLICATIONS,
  ];
  const seeded = rows
    .flatMap((app) => [app.voucher, ...(((app.steps ?? {}) as { vouchers?: unknown[] }).vouchers ?? [])])
    .filter((voucher) => voucher !== null && voucher !== undefined);

  it("reads every seeded voucher, those a lender sent without some charges too", () => {
    expect(seeded.length).toBeGreaterThan(1);
    for (const json of seeded) expect(readVoucher(json)?.loanId).toMatch(/^LS\d+$/);
    const partial = seeded.map((json) => readVoucher(json)!).find((v) => v.processingFee === null);
    expect(partial, "a seeded voucher without a processing fee").toBeDefined();
  });

  it("reads back exactly what the journey writes", async () => {
    const lender = (await loadDataFile("lenders.json")).lenders[0]!;
    const first = readVoucher(seeded[0])!;
    const offer = offerFromVoucher(first, "used-car-loan", "750-900", "2% a month on the overdue instalment");
    const written = voucherFrom(offer, lender, "LS2611000001", new Date("2026-11-20T06:00:00Z"));
    expect(readVoucher(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  it("fills a figure a voucher lacks with the one §9 shows, and penal charges from the lender", () => {
    const partial = seeded.map((json) => readVoucher(json)!).find((v) => v.processingFee === null)!;
    const offer = offerFromVoucher(partial, "used-car-loan", "NA", "The lender's own penal charges text");
    for (const figure of [offer.processingFee, offer.netDisbursed, offer.apr, offer.stampDuty]) {
      expect(Number.isFinite(figure)).toBe(true);
    }
    expect(offer.penalCharges).toBe("The lender's own penal charges text");
  });

  it("fails with a named error on a voucher that does not match, and reads none as null", () => {
    expect(readVoucher(null)).toBeNull();
    expect(readOtherVouchers(undefined)).toEqual([]);
    const broken = { ...(seeded[0] as object), loanAmount: "3,00,000" };
    expect(() => readVoucher(broken)).toThrow(VoucherShapeError);
    expect(() => readVoucher(broken)).toThrow(/loanAmount/);
    expect(() => readOtherVouchers([seeded[0], { lenderId: 3 }])).toThrow(/steps\.vouchers\[1\]/);
    expect(() => readOtherVouchers({})).toThrow(VoucherShapeError);
  });
});
