import { describe, expect, it } from "vitest";
import { decideConsent, isLinkSpent } from "../src/lender-consent.ts";

describe("lender consent transition", () => {
  it("moves pending to approved when the loan-initiated box is ticked", () => {
    expect(decideConsent("pending", "approved", true)).toEqual({ ok: true, status: "approved" });
  });
  it("refuses to approve with the loan-initiated box unticked", () => {
    expect(decideConsent("pending", "approved", false)).toEqual({
      ok: false,
      reason: "loanInitiatedRequired",
    });
  });
  it("moves pending to rejected whatever the box says", () => {
    expect(decideConsent("pending", "rejected", false)).toEqual({ ok: true, status: "rejected" });
  });
  it("refuses a second decision", () => {
    for (const current of ["approved", "rejected"] as const) {
      expect(decideConsent(current, "approved", true)).toEqual({ ok: false, reason: "alreadyDecided" });
      expect(decideConsent(current, "rejected", true)).toEqual({ ok: false, reason: "alreadyDecided" });
    }
  });
  it("treats a decided consent's link as spent", () => {
    expect(isLinkSpent("pending")).toBe(false);
    expect(isLinkSpent("approved")).toBe(true);
    expect(isLinkSpent("rejected")).toBe(true);
  });
});
