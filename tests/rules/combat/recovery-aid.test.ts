// Droids, stimpacks and repair patches, and what a Medicine check treats (seed 002 STIMPACKS,
// EMERGENCY REPAIR PATCH, MEDICINE / MECHANICS SKILL).
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  criticalToTreat, isDroid, medicineSuffering, medicineTreatment, stillIncapacitated, treatmentSkill, woundAid,
} from "../../../module/rules/combat/recovery.ts";

const roll = (netSuccess: number, netAdvantage: number, triumph = 0, despair = 0) =>
  ({ netSuccess, netAdvantage, triumph, despair, succeeded: netSuccess > 0 });
const none = { wounds: 0, strain: 0 };

describe("droids from the species text", () => {
  it.each([["Droid", true], ["protocol DROID", true], ["Droideka", true], ["Human", false], ["", false], [null, false], [undefined, false]])(
    "%s → %s", (species, droid) => expect(isDroid(species as string | null | undefined)).toBe(droid),
  );
  it("droids are treated with Mechanics, the living with Medicine", () => {
    expect(treatmentSkill(true)).toBe("mechanics");
    expect(treatmentSkill(false)).toBe("medicine");
  });
});

describe("woundAid: stimpacks for the living, repair patches for droids", () => {
  it("a stimpack heals 5, one fewer per stimpack since the last rest, down to 0", () => {
    expect(woundAid(false, 0)).toEqual({ kind: "stimpack", wounds: 5 });
    expect(woundAid(false, 4)).toEqual({ kind: "stimpack", wounds: 1 });
    expect(woundAid(false, 5)).toEqual({ kind: "stimpack", wounds: 0 });
  });
  it("a droid gets a repair patch: 3 wounds however many it has used", () => {
    expect(woundAid(true, 0)).toEqual({ kind: "repairPatch", wounds: 3 });
    expect(woundAid(true, 9)).toEqual({ kind: "repairPatch", wounds: 3 });
  });
  it("a bad stimpack count is refused", () => {
    expect(() => woundAid(false, -1)).toThrow(EoteError);
  });
});

describe("medicineTreatment", () => {
  it("net successes heal wounds and net advantage strain, never more than the patient has", () => {
    expect(medicineTreatment(roll(3, 2), { wounds: 7, strain: 4 })).toEqual({ wounds: 3, strain: 2, suffered: none, triumphs: 0 });
    expect(medicineTreatment(roll(3, 2), { wounds: 2, strain: 1 })).toEqual({ wounds: 2, strain: 1, suffered: none, triumphs: 0 });
    expect(medicineTreatment(roll(1, 0), { wounds: 0, strain: 0 })).toEqual({ wounds: 0, strain: 0, suffered: none, triumphs: 0 });
  });
  it("each net threat makes the patient suffer 1 strain and heals none (t = +1 strain)", () => {
    expect(medicineTreatment(roll(2, -3), { wounds: 5, strain: 5 })).toEqual({ wounds: 2, strain: 0, suffered: { wounds: 0, strain: 3 }, triumphs: 0 });
  });
  it("each despair makes the patient suffer 1 wound, beside the healing (y = +1 wound)", () => {
    expect(medicineTreatment(roll(2, 1, 0, 2), { wounds: 5, strain: 5 })).toEqual({ wounds: 2, strain: 1, suffered: { wounds: 2, strain: 0 }, triumphs: 0 });
  });
  it("a patient without strain heals none from advantage and suffers its threat as wounds", () => {
    expect(medicineTreatment(roll(2, 3), { wounds: 5, strain: null })).toEqual({ wounds: 2, strain: 0, suffered: none, triumphs: 0 });
    // 2 threat + 1 despair = 3 wounds suffered.
    expect(medicineTreatment(roll(1, -2, 0, 1), { wounds: 4, strain: null })).toEqual({ wounds: 1, strain: 0, suffered: { wounds: 3, strain: 0 }, triumphs: 0 });
  });
  it("a failed check heals nothing but its threat and despair still count", () => {
    const failed = { netSuccess: 0, netAdvantage: -2, triumph: 1, despair: 1, succeeded: false };
    expect(medicineTreatment(failed, { wounds: 4, strain: 4 })).toEqual({ wounds: 0, strain: 0, suffered: { wounds: 1, strain: 2 }, triumphs: 0 });
    expect(medicineTreatment({ ...failed, netAdvantage: 4, despair: 0 }, { wounds: 4, strain: 4 })).toEqual({ wounds: 0, strain: 0, suffered: none, triumphs: 0 });
  });
  it("healing may cover the wounds the same check inflicts; suffering is not capped", () => {
    // 1 wound + 1 despair = 2 the 3 successes can heal: the patient ends at 0.
    expect(medicineTreatment(roll(3, 0, 0, 1), { wounds: 1, strain: 0 })).toMatchObject({ wounds: 2, suffered: { wounds: 1, strain: 0 } });
    const bad = { netSuccess: -1, netAdvantage: -4, triumph: 0, despair: 2, succeeded: false };
    expect(medicineTreatment(bad, { wounds: 20, strain: 15 }).suffered).toEqual({ wounds: 2, strain: 4 });
  });
  it("each triumph of a successful check is one to spend (wound or critical); a failed check gets none", () => {
    expect(medicineTreatment(roll(1, 0, 2), { wounds: 4, strain: 0 }).triumphs).toBe(2);
    expect(medicineTreatment({ netSuccess: 0, netAdvantage: 4, triumph: 1, despair: 0, succeeded: false }, { wounds: 4, strain: 4 }))
      .toEqual({ wounds: 0, strain: 0, suffered: none, triumphs: 0 });
  });
  it("bad patient values are refused", () => {
    expect(() => medicineTreatment(roll(1, 0), { wounds: -1, strain: 0 })).toThrow(EoteError);
    expect(() => medicineTreatment(roll(1, 0), { wounds: 1, strain: 1.5 })).toThrow(EoteError);
  });
});

describe("medicineSuffering", () => {
  it("threat to strain (or wounds without strain), despair to wounds, advantage to nothing", () => {
    expect(medicineSuffering({ netAdvantage: -3, despair: 1 }, true)).toEqual({ wounds: 1, strain: 3 });
    expect(medicineSuffering({ netAdvantage: -3, despair: 1 }, false)).toEqual({ wounds: 4, strain: 0 });
    expect(medicineSuffering({ netAdvantage: 2, despair: 0 }, true)).toEqual(none);
    expect(medicineSuffering({ netAdvantage: 2, despair: 2 }, false)).toEqual({ wounds: 2, strain: 0 });
  });
});

describe("criticalToTreat", () => {
  it("picks the least severe; ties go to the first listed; none → null", () => {
    const a = { id: "a", severity: 3 };
    const b = { id: "b", severity: 1 };
    const c = { id: "c", severity: 1 };
    expect(criticalToTreat([a, b, c])).toBe(b);
    expect(criticalToTreat([a])).toBe(a);
    expect(criticalToTreat([])).toBeNull();
  });
});

describe("stillIncapacitated", () => {
  it("over either threshold; at the threshold is conscious", () => {
    expect(stillIncapacitated({ value: 13, threshold: 12 }, { value: 0, threshold: 10 })).toBe(true);
    expect(stillIncapacitated({ value: 12, threshold: 12 }, { value: 10, threshold: 10 })).toBe(false);
    expect(stillIncapacitated({ value: 0, threshold: 12 }, { value: 11, threshold: 10 })).toBe(true);
    expect(stillIncapacitated({ value: 12, threshold: 12 }, null)).toBe(false);
  });
});
