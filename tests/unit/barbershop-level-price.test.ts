import { describe, expect, it } from "vitest";
import { BARBERSHOP_DEMO } from "~/content/demo-barbershop";
import { levelPrice, priceLadder } from "~/features/demo-barbershop/level-price";

const LEVELS = BARBERSHOP_DEMO.levels.length;

describe("levelPrice", () => {
  it("has at least two levels, so a price range has two ends", () => {
    expect(LEVELS).toBeGreaterThanOrEqual(2);
  });

  it("starts at each service's minimum and ends at its maximum", () => {
    for (const s of BARBERSHOP_DEMO.services) {
      expect(levelPrice(s, 0, LEVELS)).toBe(s.min);
      expect(levelPrice(s, LEVELS - 1, LEVELS)).toBe(s.max);
    }
  });

  it("interpolates linearly and rounds to whole euros", () => {
    expect(priceLadder({ min: 20, max: 50 }, 7)).toEqual([20, 25, 30, 35, 40, 45, 50]);
    expect(priceLadder({ min: 15, max: 35 }, 7)).toEqual([15, 18, 22, 25, 28, 32, 35]);
    expect(priceLadder({ min: 18, max: 35 }, 7)).toEqual([18, 21, 24, 27, 29, 32, 35]);
    expect(priceLadder({ min: 10, max: 20 }, 3)).toEqual([10, 15, 20]);
  });

  it("never decreases from one level to the next", () => {
    for (const s of BARBERSHOP_DEMO.services) {
      const ladder = priceLadder(s, LEVELS);
      ladder.slice(1).forEach((p, i) => expect(p).toBeGreaterThanOrEqual(ladder[i] ?? 0));
    }
  });

  it("refuses levels outside the ladder", () => {
    expect(() => levelPrice({ min: 1, max: 2 }, -1, 7)).toThrow(RangeError);
    expect(() => levelPrice({ min: 1, max: 2 }, 7, 7)).toThrow(RangeError);
    expect(() => levelPrice({ min: 1, max: 2 }, 1.5, 7)).toThrow(RangeError);
    expect(() => levelPrice({ min: 1, max: 2 }, 0, 1)).toThrow(RangeError);
  });
});
