import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyBps,
  financialYearOf,
  movePayout,
  nextPayoutStatuses,
  PAYOUT_RATE_MAX_BPS,
  PAYOUT_STATUSES,
  type PayoutStatus,
  paiseToRupees,
  payoutFigures,
  payoutStatusOf,
  tdsRateBps,
  tdsThresholdRupees,
  type YearToDate,
} from "../src/payout.ts";

// Payout = min(disbursed × grid rate, cap); GST 18 % on it for a GST-registered partner; TDS
// under section 194H on the payout before GST: 5 % until 30 Sep 2024, 2 % from 1 Oct 2024.

/** A partner whose commission this financial year is already past the threshold, all of it taxed. */
const pastThreshold: YearToDate = { payoutPaise: 10_000_000, tdsBasePaise: 10_000_000 };
const firstOfYear: YearToDate = { payoutPaise: 0, tdsBasePaise: 0 };

describe("payout figures (spec-style table, rupees)", () => {
  const table = [
    // disbursed, rate bps, cap, GST?, date, payout, GST, TDS, net
    [500_000, 150, 25_000, true, "2026-11-02", 7_500, 1_350, 150, 8_700],
    [500_000, 150, 5_000, true, "2026-11-02", 5_000, 900, 100, 5_800],
    [800_000, 100, 10_000, false, "2026-11-02", 8_000, 0, 160, 7_840],
    [800_000, 100, 10_000, true, "2024-09-30", 8_000, 1_440, 400, 9_040],
    [800_000, 100, 10_000, true, "2024-10-01", 8_000, 1_440, 160, 9_280],
    [0, 150, 25_000, true, "2026-11-02", 0, 0, 0, 0],
    [1_000_000, 0, 25_000, true, "2026-11-02", 0, 0, 0, 0],
    [2_500_000, 200, 25_000, true, "2026-11-02", 25_000, 4_500, 500, 29_000],
  ] as const;
  it.each(table)(
    "%i at %i bps, cap %i, GST %s, on %s: payout %i, GST %i, TDS %i, net %i",
    (disbursedRupees, rateBps, capRupees, gstRegistered, on, payout, gst, tds, net) => {
      const f = payoutFigures({
        disbursedRupees,
        rateBps,
        capRupees,
        gstRegistered,
        on,
        yearToDate: pastThreshold,
      });
      expect([f.payoutPaise, f.gstPaise, f.tdsPaise, f.netPaise]).toEqual([
        payout * 100,
        gst * 100,
        tds * 100,
        net * 100,
      ]);
      expect(f.capped).toBe(disbursedRupees * rateBps > capRupees * 10_000);
    },
  );

  it("rounds each figure half up to the paisa", () => {
    // 123 457 × 1.25 % = 1 543.2125 → ₹1 543.21; GST 18 % = 277.7778 → 277.78; TDS 2 % = 30.8642 → 30.86.
    const f = payoutFigures({
      disbursedRupees: 123_457,
      rateBps: 125,
      capRupees: 50_000,
      gstRegistered: true,
      on: "2026-01-05",
      yearToDate: pastThreshold,
    });
    expect([f.payoutPaise, f.gstPaise, f.tdsPaise, f.netPaise]).toEqual([154_321, 27_778, 3_086, 179_013]);
    expect(applyBps(1, 5000)).toBe(1);
    expect(applyBps(1, 4999)).toBe(0);
    expect(paiseToRupees(179_013)).toBe(1_790);
    expect(paiseToRupees(179_050)).toBe(1_791);
  });

  it("dates the TDS rate", () => {
    expect(tdsRateBps("2024-09-30")).toBe(500);
    expect(tdsRateBps("2024-10-01")).toBe(200);
    expect(tdsRateBps("1950-01-01")).toBe(500);
  });

  it("refuses figures no loan or grid can have", () => {
    const base = {
      disbursedRupees: 1000,
      rateBps: 100,
      capRupees: 100,
      gstRegistered: true,
      on: "2026-01-01",
      yearToDate: firstOfYear,
    };
    for (const bad of [
      { disbursedRupees: -1 },
      { disbursedRupees: 1.5 },
      { disbursedRupees: 100_000_000_001 },
      { rateBps: PAYOUT_RATE_MAX_BPS + 1 },
      { rateBps: -1 },
      { capRupees: 10_000_001 },
      { capRupees: 0.5 },
      { on: "1 Oct 2024" },
      { yearToDate: { payoutPaise: -1, tdsBasePaise: 0 } },
      { yearToDate: { payoutPaise: 100, tdsBasePaise: -1 } },
      { yearToDate: { payoutPaise: 100, tdsBasePaise: 101 } },
    ]) {
      expect(() => payoutFigures({ ...base, ...bad })).toThrow(RangeError);
    }
  });
});

describe("payout figures (properties)", () => {
  const terms = fc.record({
    disbursedRupees: fc.integer({ min: 0, max: 100_000_000_000 }),
    rateBps: fc.integer({ min: 0, max: PAYOUT_RATE_MAX_BPS }),
    capRupees: fc.integer({ min: 0, max: 10_000_000 }),
    gstRegistered: fc.boolean(),
    on: fc.constantFrom("2023-04-01", "2024-09-30", "2024-10-01", "2026-11-25"),
    yearToDate: fc.constant(pastThreshold),
  });

  it("is never negative, never above the cap, and GST/TDS agree with the payout", () => {
    fc.assert(
      fc.property(terms, (t) => {
        const f = payoutFigures(t);
        for (const n of [f.payoutPaise, f.gstPaise, f.tdsPaise, f.netPaise]) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(f.payoutPaise).toBeLessThanOrEqual(t.capRupees * 100);
        expect(f.payoutPaise).toBeLessThanOrEqual(Math.ceil((t.disbursedRupees * t.rateBps) / 100));
        expect(f.gstPaise).toBe(t.gstRegistered ? Math.floor((f.payoutPaise * 1800 + 5000) / 10_000) : 0);
        expect(f.tdsPaise).toBe(Math.floor((f.payoutPaise * tdsRateBps(t.on) + 5000) / 10_000));
        expect(f.netPaise).toBe(f.payoutPaise + f.gstPaise - f.tdsPaise);
        expect(f.tdsPaise).toBeLessThanOrEqual(f.payoutPaise);
      }),
    );
  });

  it("grows with the disbursed amount until the cap", () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: 1_000_000 }), (t, more) => {
        const a = payoutFigures(t);
        const b = payoutFigures({
          ...t,
          disbursedRupees: Math.min(t.disbursedRupees + more, 100_000_000_000),
        });
        expect(b.payoutPaise).toBeGreaterThanOrEqual(a.payoutPaise);
        if (a.capped) expect(b.payoutPaise).toBe(a.payoutPaise);
      }),
    );
  });
});

describe("section 194H threshold per financial year", () => {
  it("dates the threshold by financial year (1 April–31 March)", () => {
    expect(financialYearOf("2025-03-31")).toEqual({
      start: "2024-04-01",
      end: "2025-03-31",
      label: "2024-25",
    });
    expect(financialYearOf("2025-04-01")).toEqual({
      start: "2025-04-01",
      end: "2026-03-31",
      label: "2025-26",
    });
    expect(financialYearOf("2099-12-31").label).toBe("2099-00");
    expect(tdsThresholdRupees("2024-10-01")).toBe(15_000);
    expect(tdsThresholdRupees("2025-03-31")).toBe(15_000);
    expect(tdsThresholdRupees("2025-04-01")).toBe(20_000);
    expect(tdsThresholdRupees("2027-02-01")).toBe(20_000);
    expect(tdsThresholdRupees("2010-01-01")).toBe(15_000);
  });

  // A partner without GST whose payouts are each ₹payout (rate 1 %, so disbursed = 100 × payout).
  const year = (on: string, payouts: number[]) => {
    const ytd = { payoutPaise: 0, tdsBasePaise: 0 };
    return payouts.map((rupees) => {
      const f = payoutFigures({
        disbursedRupees: rupees * 100,
        rateBps: 100,
        capRupees: 100_000,
        gstRegistered: false,
        on,
        yearToDate: { ...ytd },
      });
      ytd.payoutPaise += f.payoutPaise;
      ytd.tdsBasePaise += f.tdsBasePaise;
      return [f.tdsBasePaise / 100, f.tdsPaise / 100];
    });
  };

  it("FY 2025-26: no TDS up to ₹20,000 in the year; the payout that exceeds it bears 2 % on the year so far", () => {
    // ₹8,000 + ₹8,000 = ₹16,000 (under ₹20,000); + ₹5,000 = ₹21,000: 2 % of ₹21,000 = ₹420; then 2 % of ₹1,000.
    expect(year("2025-06-10", [8_000, 8_000, 5_000, 1_000])).toEqual([
      [0, 0],
      [0, 0],
      [21_000, 420],
      [1_000, 20],
    ]);
    // Exactly ₹20,000 does not exceed it.
    expect(year("2026-03-31", [12_000, 8_000])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("FY 2024-25 keeps the old rules: ₹15,000, at 5 % until 30 September 2024 and 2 % after", () => {
    expect(year("2024-09-30", [10_000, 6_000])).toEqual([
      [0, 0],
      [16_000, 800],
    ]);
    expect(year("2025-03-31", [10_000, 6_000])).toEqual([
      [0, 0],
      [16_000, 320],
    ]);
    // The same ₹16,000 in FY 2025-26 stays under the new threshold.
    expect(year("2025-04-01", [10_000, 6_000])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("never deducts more than the payout and GST; the rest passes to the year's next payout", () => {
    // ₹14,990 untaxed, then ₹20 crosses ₹15,000 at 5 %: 5 % of ₹15,010 is ₹750.50, more than the ₹20, so the
    // ₹20 bears TDS of ₹20 (on ₹400.09, the most whose 5 % rounds to ₹20) and the next ₹10,000 the rest:
    // 5 % of ₹10,000 + ₹14,609.91 = ₹1,230.50.
    expect(year("2024-07-01", [14_990, 20, 10_000])).toEqual([
      [0, 0],
      [400.09, 20],
      [24_609.91, 1_230.5],
    ]);
  });

  it("over a year, TDS is charged on every rupee of a year that exceeds the threshold, once; none otherwise", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30_000 }), { maxLength: 12 }),
        fc.constantFrom("2024-06-01", "2024-12-01", "2025-04-01", "2026-11-25"),
        (payouts, on) => {
          const rows = year(on, payouts);
          const total = payouts.reduce((a, b) => a + b, 0);
          const taxed = rows.reduce((a, [base]) => a + (base as number), 0);
          if (total <= tdsThresholdRupees(on)) expect(taxed).toBe(0);
          for (const [i, [base, tds]] of rows.entries()) {
            expect(tds as number).toBeLessThanOrEqual(payouts[i] as number);
            expect(base as number).toBeGreaterThanOrEqual(0);
          }
          // Every rupee is taxed at most once; the last payout leaves nothing untaxed unless it could not bear it.
          expect(taxed).toBeLessThanOrEqual(total);
          const last = payouts.length - 1;
          if (total > tdsThresholdRupees(on) && (payouts[last] ?? 0) * 100 >= total * 5) {
            expect(taxed).toBe(total);
          }
        },
      ),
    );
  });
});

describe("payout statuses", () => {
  it("reads a status however it is typed", () => {
    expect(payoutStatusOf("paid")).toBe("Paid");
    expect(payoutStatusOf(" on_hold ")).toBe("On hold");
    expect(payoutStatusOf("On Hold")).toBe("On hold");
    expect(payoutStatusOf("done")).toBeNull();
  });

  it("moves Pending → Approved → Paid, or to On hold / Rejected; Paid and Rejected end it", () => {
    const table: [PayoutStatus, PayoutStatus, boolean][] = [
      ["Pending", "Approved", true],
      ["Pending", "Paid", false],
      ["Pending", "On hold", true],
      ["Pending", "Rejected", true],
      ["Approved", "Paid", true],
      ["Approved", "Pending", false],
      ["On hold", "Approved", true],
      ["On hold", "Pending", true],
      ["Paid", "Rejected", false],
      ["Rejected", "Pending", false],
    ];
    for (const [from, to, allowed] of table) {
      expect(movePayout(from, to, 100_000).ok, `${from} → ${to}`).toBe(allowed);
    }
    expect(movePayout("Paid", "Paid", 1)).toEqual({ ok: false, reason: "sameStatus" });
    expect(nextPayoutStatuses("Paid")).toEqual([]);
  });

  it("records the paid amount with Paid only, the net by default, never more than the net", () => {
    expect(movePayout("Approved", "Paid", 870_050)).toEqual({ ok: true, status: "Paid", paidRupees: 8_701 });
    expect(movePayout("Approved", "Paid", 870_000, 8_000)).toEqual({
      ok: true,
      status: "Paid",
      paidRupees: 8_000,
    });
    expect(movePayout("Approved", "Paid", 870_000, 8_701)).toEqual({ ok: false, reason: "paidTooMuch" });
    expect(movePayout("Approved", "Paid", 870_000, -1)).toEqual({ ok: false, reason: "paidTooMuch" });
    expect(movePayout("Pending", "Approved", 870_000, 10)).toEqual({ ok: false, reason: "paidOnlyWhenPaid" });
    expect(movePayout("Pending", "Approved", 870_000)).toEqual({
      ok: true,
      status: "Approved",
      paidRupees: null,
    });
  });

  it("never lets a move leave the five statuses", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYOUT_STATUSES), fc.constantFrom(...PAYOUT_STATUSES), (from, to) => {
        const move = movePayout(from, to, 1000);
        if (move.ok) expect(nextPayoutStatuses(from)).toContain(move.status);
      }),
    );
  });
});
