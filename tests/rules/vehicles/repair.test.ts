// Vehicle damage control (module/rules/vehicles/repair.ts): each net success of a successful Mechanics check
// removes one point of the repaired track, never more than it holds; a failed check repairs nothing.
import { describe, expect, it } from "vitest";
import { damageRepaired, isRepairTrack, REPAIR_SKILL, REPAIR_TRACKS } from "../../../module/rules/vehicles/repair.ts";
import { EoteError } from "../../../module/dice/errors.ts";

describe("damageRepaired", () => {
  it("one point per net success on a success", () => {
    expect(damageRepaired({ netSuccess: 1, succeeded: true }, 6)).toBe(1);
    expect(damageRepaired({ netSuccess: 3, succeeded: true }, 6)).toBe(3);
  });
  it("never more than the track holds", () => {
    expect(damageRepaired({ netSuccess: 4, succeeded: true }, 2)).toBe(2);
    expect(damageRepaired({ netSuccess: 2, succeeded: true }, 0)).toBe(0);
  });
  it("a failed check repairs nothing", () => {
    expect(damageRepaired({ netSuccess: 0, succeeded: false }, 5)).toBe(0);
    expect(damageRepaired({ netSuccess: -2, succeeded: false }, 5)).toBe(0);
  });
  it("a bad current value is a localisable error", () => {
    expect(() => damageRepaired({ netSuccess: 1, succeeded: true }, -1)).toThrow(EoteError);
    expect(() => damageRepaired({ netSuccess: 1, succeeded: true }, 1.5)).toThrow(EoteError);
  });
});

describe("repair tracks", () => {
  it("system strain and hull trauma by their stored names; Mechanics is the skill", () => {
    expect(REPAIR_TRACKS).toEqual(["systemStrain", "hullTrauma"]);
    expect(isRepairTrack("hullTrauma")).toBe(true);
    expect(isRepairTrack("wounds")).toBe(false);
    expect(isRepairTrack(undefined)).toBe(false);
    expect(REPAIR_SKILL).toBe("mechanics");
  });
});
