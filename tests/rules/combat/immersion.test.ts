// Bacta tank and oil bath with seed 002 RECOVERY's numbers.
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { immersionCriticalChecks, immersionHealing, immersionRefusal, wholeHours } from "../../../module/rules/combat/immersion.ts";

describe("immersion (seed 002 BACTA TANK, OIL BATH)", () => {
  it("wounded: 1 wound an hour", () => {
    expect(immersionHealing(8, 12, 3)).toBe(3);
    expect(immersionHealing(8, 12, 20)).toBe(8);
    expect(immersionHealing(0, 12, 5)).toBe(0);
  });

  it("incapacitated: 1 wound per 6 hours until back at the threshold, then 1 an hour", () => {
    // 14 of 12: two wounds at 6 hours each (12 hours), then 1 an hour.
    expect(immersionHealing(14, 12, 5)).toBe(0);
    expect(immersionHealing(14, 12, 6)).toBe(1);
    expect(immersionHealing(14, 12, 12)).toBe(2);
    expect(immersionHealing(14, 12, 15)).toBe(5);
  });

  it("whole hours of world time; the clock going back heals nothing", () => {
    expect(wholeHours(1000, 1000 + 3 * 3600 + 3599)).toBe(3);
    expect(wholeHours(5000, 100)).toBe(0);
    expect(() => wholeHours(Number.NaN, 1)).toThrow(EoteError);
    expect(() => immersionHealing(-1, 12, 1)).toThrow(EoteError);
  });

  it("one Resilience check a full day in bacta; an oil bath removes no Critical Injury", () => {
    expect(immersionCriticalChecks("bactaTank", 23)).toBe(0);
    expect(immersionCriticalChecks("bactaTank", 49)).toBe(2);
    expect(immersionCriticalChecks("oilBath", 72)).toBe(0);
  });

  it("bacta for the living, the oil bath for droids", () => {
    expect(immersionRefusal("bactaTank", false)).toBeNull();
    expect(immersionRefusal("oilBath", true)).toBeNull();
    expect(immersionRefusal("bactaTank", true)).toBe("EOTE.Immersion.Refuse.DroidInBacta");
    expect(immersionRefusal("oilBath", false)).toBe("EOTE.Immersion.Refuse.LivingInOil");
  });
});
