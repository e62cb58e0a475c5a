import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  damageControlDifficulty, heal, medicalDifficulty, medicineHealing, naturalRest, REPAIR_PATCH_HEALING,
  stimpackHealing, strainRecovered, STRAIN_RECOVERY_SKILLS,
} from "../../../module/rules/combat/recovery.ts";

describe("recovery (seed 002 RECOVERY)", () => {
  it("end of encounter: Cool or Discipline, one strain per net success, never more than suffered", () => {
    expect(STRAIN_RECOVERY_SKILLS).toEqual(["cool", "discipline"]);
    expect(strainRecovered(3, 7)).toBe(3);
    expect(strainRecovered(3, 2)).toBe(2);
    expect(strainRecovered(-1, 5)).toBe(0);
  });

  it("natural rest heals 1 wound and all strain", () => {
    expect(naturalRest({ wounds: 6, strain: 9 })).toEqual({ wounds: 5, strain: 0 });
    expect(naturalRest({ wounds: 0, strain: 0 })).toEqual({ wounds: 0, strain: 0 });
  });

  it("stimpacks heal 5, then 4, 3, 2, 1, then nothing", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(stimpackHealing)).toEqual([5, 4, 3, 2, 1, 0, 0]);
    expect(heal(3, stimpackHealing(0))).toBe(0);
    expect(heal(9, REPAIR_PATCH_HEALING)).toBe(6);
  });

  it("Medicine heals net successes in wounds and net advantage in strain, on success only", () => {
    expect(medicineHealing({ netSuccess: 2, netAdvantage: 1, succeeded: true })).toEqual({ wounds: 2, strain: 1 });
    expect(medicineHealing({ netSuccess: 0, netAdvantage: 3, succeeded: false })).toEqual({ wounds: 0, strain: 0 });
  });

  it("bad values are refused with a localisable error", () => {
    expect(() => strainRecovered(1, -1)).toThrow(EoteError);
    expect(() => stimpackHealing(-1)).toThrow(EoteError);
    expect(() => medicalDifficulty(3, 0)).toThrow(EoteError);
  });
});

describe("medicalDifficulty (seed 000 MEDICAL CHECK DIFFICULTY), threshold 12", () => {
  it.each([[0, 1], [6, 1], [7, 2], [11, 2], [12, 2], [13, 3], [24, 3]])("%i wounds: %i difficulty dice", (wounds, level) => {
    expect(medicalDifficulty(wounds, 12)).toBe(level);
  });
  it("odd threshold 11: 5 is half or less, 6 is more than half", () => {
    expect(medicalDifficulty(5, 11)).toBe(1);
    expect(medicalDifficulty(6, 11)).toBe(2);
  });
});

describe("damageControlDifficulty (seed 000 DAMAGE CONTROL DIFFICULTY), threshold 10", () => {
  it.each([[0, 1], [4, 1], [5, 2], [10, 2], [11, 3]])("%i system strain: %i difficulty dice", (value, level) => {
    expect(damageControlDifficulty(value, 10)).toBe(level);
  });
  it("exactly at the threshold is Average, not Hard (seed 000 and the published table: Hard only when it exceeds)", () => {
    expect(damageControlDifficulty(15, 15)).toBe(2);
    expect(damageControlDifficulty(16, 15)).toBe(3);
    expect(medicalDifficulty(15, 15)).toBe(2);
  });
});
