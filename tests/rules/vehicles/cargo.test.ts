// A vehicle's cargo load against its encumbrance capacity (module/rules/vehicles/vehicle.ts cargoLoad).
import { describe, expect, it } from "vitest";
import { cargoLoad } from "../../../module/rules/vehicles/vehicle.ts";

describe("cargo load", () => {
  it("sums each item's encumbrance times its quantity against the capacity", () => {
    expect(cargoLoad([{ encumbrance: 2, quantity: 3 }, { encumbrance: 1, quantity: 1 }], 165)).toEqual({ value: 7, capacity: 165, over: 0 });
    expect(cargoLoad([], 10)).toEqual({ value: 0, capacity: 10, over: 0 });
  });

  it("says how far past the capacity a hold is loaded", () => {
    expect(cargoLoad([{ encumbrance: 6, quantity: 2 }], 10)).toEqual({ value: 12, capacity: 10, over: 2 });
    expect(cargoLoad([{ encumbrance: 1, quantity: 1 }], 0)).toEqual({ value: 1, capacity: 0, over: 1 });
  });

  it("counts nothing below 0: a negative encumbrance, quantity or capacity", () => {
    expect(cargoLoad([{ encumbrance: -4, quantity: 2 }, { encumbrance: 3, quantity: -1 }, { encumbrance: 2, quantity: 1 }], -5)).toEqual({ value: 2, capacity: 0, over: 2 });
  });
});
