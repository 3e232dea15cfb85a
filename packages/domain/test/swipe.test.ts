import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeDirection } from "../src/swipe.ts";

describe("carousel swipe (§4, §9 threshold 5 px)", () => {
  const at = (x: number, y = 100) => ({ x, y });
  it.each([
    [200, 194, 1],
    [200, 206, -1],
    [200, 195, 0],
    [200, 205, 0],
    [200, 200, 0],
  ] as const)("from x=%d to x=%d moves %d", (from, to, direction) => {
    expect(swipeDirection(at(from), at(to))).toBe(direction);
  });

  it("a mostly vertical move scrolls the page, not the carousel", () => {
    expect(swipeDirection(at(200, 100), at(190, 160))).toBe(0);
  });

  it("any sideways move over the threshold (and more sideways than vertical) moves one way", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (dx, dy) => {
        const direction = swipeDirection(at(500, 500), at(500 - dx, 500 - dy));
        const expected =
          Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dy) <= Math.abs(dx) ? Math.sign(dx) : 0;
        expect(direction).toBe(expected);
      }),
    );
  });
});
