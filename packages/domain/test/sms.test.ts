import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { smsSegments } from "../src/sms.ts";

describe("SMS segments", () => {
  it("counts GSM-7 texts in septets: 160 in one segment, 153 a segment after", () => {
    expect(smsSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(smsSegments("a".repeat(306)).segments).toBe(2);
    expect(smsSegments("a".repeat(307)).segments).toBe(3);
  });

  it("counts the extension table's characters twice", () => {
    expect(smsSegments("[1]€")).toEqual({ encoding: "GSM-7", units: 7, segments: 1 });
    expect(smsSegments("{".repeat(80)).segments).toBe(1);
    expect(smsSegments("{".repeat(81)).segments).toBe(2);
  });

  it("sends any other character as UCS-2: 70 units in one segment, 67 a segment after", () => {
    expect(smsSegments("₹100")).toEqual({ encoding: "UCS-2", units: 4, segments: 1 });
    expect(smsSegments("क".repeat(70)).segments).toBe(1);
    expect(smsSegments("क".repeat(71)).segments).toBe(2);
    expect(smsSegments("क".repeat(134)).segments).toBe(2);
    expect(smsSegments("क".repeat(135)).segments).toBe(3);
  });

  it("never cuts an extension character's two septets across segments", () => {
    // 152 plain septets, then "€" (escape + septet) would straddle the 153rd place: it starts segment two.
    const edge = `${"a".repeat(152)}€${"a".repeat(152)}`;
    expect(smsSegments(edge)).toEqual({ encoding: "GSM-7", units: 306, segments: 3 });
    expect(smsSegments(`${"a".repeat(151)}€${"a".repeat(153)}`).segments).toBe(2);
  });

  it("counts a surrogate pair as two UTF-16 units and never cuts it across segments", () => {
    expect(smsSegments("🙂")).toEqual({ encoding: "UCS-2", units: 2, segments: 1 });
    expect(smsSegments("🙂".repeat(35)).segments).toBe(1);
    expect(smsSegments("🙂".repeat(36)).segments).toBe(2);
    // 66 units, then a pair that would take places 67 and 68: it starts segment two.
    const edge = `${"क".repeat(66)}🙂${"क".repeat(66)}`;
    expect(smsSegments(edge)).toEqual({ encoding: "UCS-2", units: 134, segments: 3 });
    expect(smsSegments(`${"क".repeat(65)}🙂${"क".repeat(67)}`).segments).toBe(2);
  });

  it("never counts fewer segments for a longer text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(smsSegments(a + b).segments).toBeGreaterThanOrEqual(smsSegments(a).segments);
        expect(smsSegments(a).segments).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
