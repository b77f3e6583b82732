import { describe, expect, it } from "vitest";
import { computeEstimate, parseEstimateForm } from "~/features/demo-cleaning/estimate";

describe("computeEstimate", () => {
  it("prices every apartment type for standard and deep cleaning", () => {
    const table = {
      standard: [280, 360, 440, 520],
      deep: [360, 520, 700, 840],
    } as const;
    for (const type of ["standard", "deep"] as const) {
      ([1, 2, 3, 4] as const).forEach((rooms, i) => {
        expect(computeEstimate({ rooms, type, extras: [] })).toEqual({
          base: table[type][i],
          extras: 0,
          total: table[type][i],
        });
      });
    }
  });

  it("adds each extra once: microwave 50, oven 72, pet litter 36, hood filter 64", () => {
    expect(computeEstimate({ rooms: 1, type: "standard", extras: ["microwave"] }).total).toBe(330);
    expect(computeEstimate({ rooms: 2, type: "deep", extras: ["oven", "litter"] })).toEqual({
      base: 520,
      extras: 108,
      total: 628,
    });
    const all = computeEstimate({
      rooms: 4,
      type: "deep",
      extras: ["microwave", "oven", "litter", "hood", "hood"],
    });
    expect(all).toEqual({ base: 840, extras: 222, total: 1062 });
  });
});

describe("parseEstimateForm", () => {
  it("reads the form and ignores unknown values", () => {
    const data = new FormData();
    data.set("rooms", "3");
    data.set("type", "deep");
    data.append("extras", "oven");
    data.append("extras", "jacuzzi");
    expect(parseEstimateForm(data)).toEqual({ rooms: 3, type: "deep", extras: ["oven"] });
    const bad = new FormData();
    bad.set("rooms", "9");
    bad.set("type", "sparkly");
    expect(parseEstimateForm(bad)).toEqual({ rooms: 1, type: "standard", extras: [] });
  });
});
