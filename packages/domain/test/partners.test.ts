import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  gstinCheckCharacter,
  isGstin,
  isPan,
  isPartnerCode,
  maskPersonName,
  partnerCodeFrom,
  rankGrandPrix,
  shortBusinessName,
  tierProgress,
  withinAttributionWindow,
} from "../src/partners.ts";

const DAY = 24 * 3600_000;

describe("channel partners", () => {
  it("reads share codes in any case and refuses anything else", () => {
    expect(partnerCodeFrom("ab12cd34")).toBe("AB12CD34");
    expect(partnerCodeFrom(" LS7K2M ")).toBe("LS7K2M");
    expect(partnerCodeFrom("short")).toBeNull();
    expect(partnerCodeFrom("<script>")).toBeNull();
    expect(partnerCodeFrom(null)).toBeNull();
    expect(partnerCodeFrom(undefined)).toBeNull();
    expect(isPartnerCode("ABCDEFGHIJKLM")).toBe(false);
  });

  it("keeps an applicant attributed for 30 days from the first touch, inclusive", () => {
    const touched = new Date("2026-11-01T10:00:00Z");
    expect(withinAttributionWindow(touched, touched)).toBe(true);
    expect(withinAttributionWindow(touched, new Date(touched.getTime() + 30 * DAY))).toBe(true);
    expect(withinAttributionWindow(touched, new Date(touched.getTime() + 30 * DAY + 1))).toBe(false);
    expect(withinAttributionWindow(touched, new Date(touched.getTime() - 1))).toBe(false);
  });

  it("validates a GSTIN with the PAN rule and its check character", () => {
    expect(isGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isGstin("27aapfu0939f1zv")).toBe(true);
    expect(isGstin("27AAPFU0939F1ZA")).toBe(false);
    expect(isGstin("27AAPF10939F1ZV")).toBe(false);
    expect(isGstin("27AAPFU0939F1Z")).toBe(false);
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("")).toBe(gstinCheckCharacter("00000000000000"));
  });

  it("validates a PAN with the §5 rule", () => {
    expect(isPan("ABCDE1234F")).toBe(true);
    expect(isPan("abcde1234f")).toBe(true);
    expect(isPan("ABCDE12345")).toBe(false);
    expect(isPan("ABCDE1234FG")).toBe(false);
  });

  it("masks names for partners", () => {
    expect(maskPersonName("Ramesh Kumar")).toBe("R***** K****");
    expect(maskPersonName("Al")).toBe("A**");
    expect(maskPersonName("  ")).toBe("—");
    expect(maskPersonName(null)).toBe("—");
    expect(maskPersonName("सीमा देवी")).not.toContain("ीमा");
  });

  it("shortens business names for the leaderboard", () => {
    expect(shortBusinessName("Sharma Motors Private Limited")).toBe("Sharma M. P. L.");
    expect(shortBusinessName("Gupta")).toBe("Gupta");
    expect(shortBusinessName("Abcdefghijklmnopqrstuvwxyzabc Motors")).toHaveLength(24);
  });

  it("ranks by amount, then count, sharing ranks on a full tie and leaving out zero", () => {
    const ranked = rankGrandPrix([
      { partnerId: "a", amount: 500_000, count: 1 },
      { partnerId: "b", amount: 900_000, count: 2 },
      { partnerId: "c", amount: 500_000, count: 3 },
      { partnerId: "d", amount: 500_000, count: 3 },
      { partnerId: "e", amount: 0, count: 0 },
    ]);
    expect(ranked.map((r) => [r.partnerId, r.rank])).toEqual([
      ["b", 1],
      ["c", 2],
      ["d", 2],
      ["a", 4],
    ]);
  });

  it("ranks every entry with money, in order (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ partnerId: fc.uuid(), amount: fc.nat(10_000_000), count: fc.nat(50) }), {
          maxLength: 30,
        }),
        (entries) => {
          const ranked = rankGrandPrix(entries);
          expect(ranked).toHaveLength(entries.filter((e) => e.amount > 0).length);
          for (let i = 1; i < ranked.length; i += 1) {
            expect(ranked[i]!.amount).toBeLessThanOrEqual(ranked[i - 1]!.amount);
            expect(ranked[i]!.rank).toBeGreaterThanOrEqual(ranked[i - 1]!.rank);
          }
        },
      ),
    );
  });

  it("says which tier is reached and what the next one needs", () => {
    const tiers = [
      { id: "gold", minAmount: 5_000_000 },
      { id: "bronze", minAmount: 1_000_000 },
      { id: "silver", minAmount: 2_500_000 },
    ];
    expect(tierProgress(0, tiers)).toEqual({ reached: null, next: tiers[1], needed: 1_000_000 });
    expect(tierProgress(2_600_000, tiers)).toEqual({ reached: tiers[2], next: tiers[0], needed: 2_400_000 });
    expect(tierProgress(6_000_000, tiers)).toEqual({ reached: tiers[0], next: null, needed: 0 });
  });
});
