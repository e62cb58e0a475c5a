// Droids, stimpacks and repair patches, and what a Medicine check treats (seed 002 STIMPACKS,
// EMERGENCY REPAIR PATCH, MEDICINE / MECHANICS SKILL).
import { describe, expect, it } from "vitest";
import { EoteError } from "../../module/dice/errors.ts";
import { criticalToTreat, isDroid, medicineTreatment, stillIncapacitated, treatmentSkill, woundAid } from "../../module/rules/recovery.ts";

const roll = (netSuccess: number, netAdvantage: number, triumph = 0) =>
  ({ netSuccess, netAdvantage, triumph, succeeded: netSuccess > 0 });

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
    expect(medicineTreatment(roll(3, 2), { wounds: 7, strain: 4 })).toEqual({ wounds: 3, strain: 2, criticals: 0 });
    expect(medicineTreatment(roll(3, 2), { wounds: 2, strain: 1 })).toEqual({ wounds: 2, strain: 1, criticals: 0 });
    expect(medicineTreatment(roll(1, 0), { wounds: 0, strain: 0 })).toEqual({ wounds: 0, strain: 0, criticals: 0 });
  });
  it("threat heals no strain; a patient without strain heals none", () => {
    expect(medicineTreatment(roll(2, -3), { wounds: 5, strain: 5 })).toEqual({ wounds: 2, strain: 0, criticals: 0 });
    expect(medicineTreatment(roll(2, 3), { wounds: 5, strain: null })).toEqual({ wounds: 2, strain: 0, criticals: 0 });
  });
  it("each triumph of a successful check may treat one critical injury; a failed check treats nothing", () => {
    expect(medicineTreatment(roll(1, 0, 2), { wounds: 4, strain: 0 }).criticals).toBe(2);
    expect(medicineTreatment({ netSuccess: 0, netAdvantage: 4, triumph: 1, succeeded: false }, { wounds: 4, strain: 4 }))
      .toEqual({ wounds: 0, strain: 0, criticals: 0 });
  });
  it("bad patient values are refused", () => {
    expect(() => medicineTreatment(roll(1, 0), { wounds: -1, strain: 0 })).toThrow(EoteError);
    expect(() => medicineTreatment(roll(1, 0), { wounds: 1, strain: 1.5 })).toThrow(EoteError);
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
