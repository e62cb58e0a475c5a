import { describe, expect, it } from "vitest";
import { hiddenItemBoost, liftingDifficulty, liftingThreshold } from "../../../module/rules/gear/gear-checks.ts";

// Seed 002 LIFTING: "Single Object > ET = d per extra encumbrance; cannot lift object 5+ encumbrance
// over ET; additional characters add Brawn to ET". HIDDEN ITEMS: "b per Encumbrance - 1 of largest".
describe("lifting", () => {
  it("one difficulty die per point over the threshold, none at or under", () => {
    expect(liftingDifficulty(7, 8)).toBe(0);
    expect(liftingDifficulty(8, 8)).toBe(0);
    expect(liftingDifficulty(9, 8)).toBe(1);
    expect(liftingDifficulty(12, 8)).toBe(4);
  });

  it("5 or more over cannot be lifted", () => {
    expect(() => liftingDifficulty(13, 8)).toThrow(expect.objectContaining({ key: "EOTE.Gear.Check.TooHeavy", data: { over: 5, limit: 5 } }));
  });

  it("helpers add their Brawn to the threshold", () => {
    expect(liftingThreshold(8, [3, 2])).toBe(13);
    expect(liftingDifficulty(13, liftingThreshold(8, [3, 2]))).toBe(0);
    expect(() => liftingThreshold(8, [-1])).toThrow();
  });
});

describe("hidden items", () => {
  it("one boost per encumbrance beyond 1 of the largest hidden object", () => {
    expect(hiddenItemBoost(0)).toBe(0);
    expect(hiddenItemBoost(1)).toBe(0);
    expect(hiddenItemBoost(4)).toBe(3);
  });
});
