import { describe, expect, it } from "vitest";
import { CLEANING_DEMO, type CleaningExtraId } from "~/content/demo-cleaning";
import { computeEstimate, parseEstimateForm } from "~/features/demo-cleaning/estimate";

const extraPrice = (id: CleaningExtraId) => CLEANING_DEMO.extras.find((e) => e.id === id)!.price;

describe("computeEstimate", () => {
  it("prices every apartment size and cleaning type from the price table", () => {
    for (const type of ["standard", "deep"] as const) {
      for (const rooms of CLEANING_DEMO.rooms) {
        const base = CLEANING_DEMO.roomPrices[type][rooms];
        expect(computeEstimate({ rooms, type, extras: [] })).toEqual({
          base,
          extras: 0,
          total: base,
        });
      }
    }
  });

  it("adds each chosen extra once", () => {
    const base = CLEANING_DEMO.roomPrices.deep[2];
    expect(computeEstimate({ rooms: 2, type: "deep", extras: ["oven", "litter"] })).toEqual({
      base,
      extras: extraPrice("oven") + extraPrice("litter"),
      total: base + extraPrice("oven") + extraPrice("litter"),
    });
    const all = CLEANING_DEMO.extras.map((e) => e.id);
    const sum = all.reduce((total, id) => total + extraPrice(id), 0);
    const top = CLEANING_DEMO.roomPrices.deep[4];
    expect(computeEstimate({ rooms: 4, type: "deep", extras: [...all, ...all] })).toEqual({
      base: top,
      extras: sum,
      total: top + sum,
    });
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
