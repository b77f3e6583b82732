import { describe, expect, it } from "vitest";
import { BARBERSHOP_DEMO } from "~/content/demo-barbershop";
import { levelPrice, priceLadder } from "~/features/demo-barbershop/level-price";

const LEVELS = BARBERSHOP_DEMO.levels.length;
const service = (id: string) => {
  const s = BARBERSHOP_DEMO.services.find((x) => x.id === id);
  if (!s) throw new Error(id);
  return s;
};

describe("levelPrice", () => {
  it("has seven levels from Young Barber to Grand Master", () => {
    expect(LEVELS).toBe(7);
    expect(BARBERSHOP_DEMO.levels[0]?.name).toBe("Young Barber");
    expect(BARBERSHOP_DEMO.levels[6]?.name).toBe("Grand Master");
  });

  it("starts at the minimum and ends at the maximum of the level range", () => {
    const expected: Record<string, [number, number]> = {
      haircut: [20, 50],
      "haircut-beard": [35, 65],
      beard: [15, 35],
      "royal-beard": [25, 45],
      machine: [18, 35],
    };
    for (const [id, [min, max]] of Object.entries(expected)) {
      expect(levelPrice(service(id), 0, LEVELS)).toBe(min);
      expect(levelPrice(service(id), LEVELS - 1, LEVELS)).toBe(max);
    }
  });

  it("interpolates linearly and rounds to whole euros", () => {
    expect(priceLadder(service("haircut"), LEVELS)).toEqual([20, 25, 30, 35, 40, 45, 50]);
    expect(priceLadder(service("haircut-beard"), LEVELS)).toEqual([35, 40, 45, 50, 55, 60, 65]);
    expect(priceLadder(service("beard"), LEVELS)).toEqual([15, 18, 22, 25, 28, 32, 35]);
    expect(priceLadder(service("royal-beard"), LEVELS)).toEqual([25, 28, 32, 35, 38, 42, 45]);
    expect(priceLadder(service("machine"), LEVELS)).toEqual([18, 21, 24, 27, 29, 32, 35]);
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
