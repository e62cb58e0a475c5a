import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  applyDamage, effectiveSoak, heldStrain, incapacitationStatus, minionCritical, minionsStandingInGroup, strainCap, type DamageTarget, type Hit,
} from "../../../module/rules/combat/damage.ts";

const pc = (soak: number, wounds = 0, strain = 0): DamageTarget => ({
  kind: "character", soak, wounds: { value: wounds, threshold: 12 }, strain: { value: strain, threshold: 11 },
});
const hit = (damage: number, extra: Partial<Hit> = {}): Hit => ({ damage, scale: "personal", ...extra });

describe("soak, Pierce and Breach", () => {
  it("damage past soak goes to wounds; soak equal to damage stops it all", () => {
    expect(applyDamage(pc(3, 2, 1), hit(9))).toMatchObject({ soak: 3, dealt: 6, wounds: 8, strain: 1, previous: { wounds: 2, strain: 1 } });
    expect(applyDamage(pc(9), hit(9))).toMatchObject({ dealt: 0, wounds: 0 });
    expect(applyDamage(pc(10), hit(9))).toMatchObject({ dealt: 0, wounds: 0 });
  });

  it("Pierce ignores 1 soak per rating, never below 0", () => {
    expect(effectiveSoak(pc(4), hit(5, { pierce: 2 }))).toBe(2);
    expect(effectiveSoak(pc(4), hit(5, { pierce: 4 }))).toBe(0);
    expect(effectiveSoak(pc(4), hit(5, { pierce: 9 }))).toBe(0);
  });

  it("Breach ignores 10 soak per rating against personal targets", () => {
    expect(effectiveSoak(pc(12), hit(10, { breach: 1 }))).toBe(2);
    expect(effectiveSoak(pc(5), hit(10, { breach: 1 }))).toBe(0);
  });

  it("Breach and Pierce together give the same soak whichever is taken first", () => {
    fc.assert(fc.property(fc.nat(30), fc.nat(3), fc.nat(5), (soak, breach, pierce) => {
      const both = effectiveSoak(pc(soak), hit(1, { breach, pierce }));
      const breachFirst = Math.max(0, Math.max(0, soak - 10 * breach) - pierce);
      const pierceFirst = Math.max(0, Math.max(0, soak - pierce) - 10 * breach);
      return both === breachFirst && both === pierceFirst;
    }));
  });

  it("Cortosis armour ignores Pierce and Breach", () => {
    expect(effectiveSoak({ ...pc(4), cortosis: true }, hit(5, { pierce: 2, breach: 1 }))).toBe(4);
  });
});

describe("wounds, strain and thresholds (seed 002 DAMAGE)", () => {
  it("Stun Damage goes to strain, still reduced by soak", () => {
    expect(applyDamage(pc(3, 0, 2), hit(8, { stunDamage: true }))).toMatchObject({ wounds: 0, strain: 7 });
  });

  it("a triggered Stun quality adds its rating in strain, past soak", () => {
    expect(applyDamage(pc(10), hit(3, { stun: 3 }))).toMatchObject({ dealt: 0, wounds: 0, strain: 3 });
  });

  it("rivals and minions suffer strain damage as wounds", () => {
    const rival: DamageTarget = { kind: "rival", soak: 3, wounds: { value: 0, threshold: 14 } };
    expect(applyDamage(rival, hit(8, { stunDamage: true, stun: 2 }))).toMatchObject({ wounds: 7, strain: null });
  });

  it("wounds stop at twice the threshold", () => {
    expect(applyDamage(pc(0, 10), hit(30)).wounds).toBe(24);
    expect(applyDamage(pc(0, 10), hit(14)).wounds).toBe(24);
    expect(applyDamage(pc(0, 10), hit(13)).wounds).toBe(23);
  });

  it("exceeding the wound threshold incapacitates and calls for one critical injury", () => {
    expect(applyDamage(pc(0, 10), hit(2))).toMatchObject({ wounds: 12, incapacitated: false, thresholdCritical: false });
    expect(applyDamage(pc(0, 10), hit(3))).toMatchObject({ wounds: 13, incapacitated: true, thresholdCritical: true });
    // Already past the threshold: no second threshold crit from later damage.
    expect(applyDamage(pc(0, 13), hit(3))).toMatchObject({ incapacitated: true, thresholdCritical: false });
  });

  it("exceeding the strain threshold incapacitates without a crit", () => {
    expect(applyDamage(pc(0, 0, 10), hit(1, { stunDamage: true }))).toMatchObject({ strain: 11, incapacitated: false });
    expect(applyDamage(pc(0, 0, 10), hit(2, { stunDamage: true }))).toMatchObject({ strain: 12, incapacitated: true, thresholdCritical: false });
  });

  it("a rival past its threshold is out with no injury roll", () => {
    const rival: DamageTarget = { kind: "rival", soak: 0, wounds: { value: 0, threshold: 5 } };
    expect(applyDamage(rival, hit(6))).toMatchObject({ incapacitated: true, thresholdCritical: false });
  });

  it("never lowers wounds or soak below 0, whatever the hit", () => {
    fc.assert(fc.property(fc.nat(20), fc.nat(24), fc.nat(40), fc.nat(5), fc.nat(2), (soak, wounds, damage, pierce, breach) => {
      const r = applyDamage(pc(soak, wounds), hit(damage, { pierce, breach }));
      return r.soak >= 0 && r.dealt >= 0 && r.wounds >= wounds && r.wounds <= 24;
    }));
  });

  it("refuses negative or fractional damage with a localisable error", () => {
    expect(() => applyDamage(pc(3), hit(-1))).toThrow(EoteError);
    expect(() => applyDamage(pc(3), hit(1.5))).toThrow(EoteError);
    expect(() => applyDamage({ ...pc(3), wounds: { value: 0, threshold: 0 } }, hit(1))).toThrow(EoteError);
  });
});

describe("minion groups (seed 002 MINIONS)", () => {
  const group = (wounds: number): DamageTarget => ({ kind: "minion", soak: 3, wounds: { value: wounds, threshold: 5 }, groupSize: 3 });

  it.each([[4, 3, 0], [5, 2, 1], [9, 2, 1], [10, 1, 2], [14, 1, 2], [15, 0, 3], [40, 0, 3]])(
    "%i wounds past soak leave %i standing (%i defeated)", (dealt, standing, defeated) => {
      const r = applyDamage(group(0), hit(dealt + 3));
      expect(r.standing).toBe(standing);
      expect(r.minionsDefeated).toBe(defeated);
      expect(r.incapacitated).toBe(standing === 0);
      expect(r.wounds).toBe(Math.min(dealt, 15));
    });

  it("counts only minions this hit defeated", () => {
    expect(applyDamage(group(4), hit(4))).toMatchObject({ wounds: 5, standing: 2, minionsDefeated: 1 });
  });

  it("a critical injury defeats one more minion", () => {
    expect(minionCritical(3, 5, 0)).toBe(5);
    expect(minionCritical(3, 5, 7)).toBe(10);
    expect(minionCritical(3, 5, 14)).toBe(15);
    expect(minionCritical(3, 5, 15)).toBe(15);
    expect(minionsStandingInGroup(3, 5, minionCritical(3, 5, 7))).toBe(1);
  });
});

describe("vehicles (seed 002 VEHICLE COMBAT CHECK DAMAGE)", () => {
  const ship = (armour: number, hull = 0): DamageTarget => ({
    kind: "vehicle", soak: armour, wounds: { value: hull, threshold: 10 }, strain: { value: 0, threshold: 8 },
  });
  it("vehicle weapons meet armour point for point; Breach ignores 1 armour per rating", () => {
    expect(applyDamage(ship(3), { damage: 5, scale: "vehicle" })).toMatchObject({ soak: 3, wounds: 2 });
    expect(applyDamage(ship(3), { damage: 5, scale: "vehicle", breach: 1 })).toMatchObject({ soak: 2, wounds: 3 });
  });
  it("personal weapons meet armour as 10 soak per point", () => {
    expect(applyDamage(ship(1), { damage: 12, scale: "personal" })).toMatchObject({ soak: 10, wounds: 2 });
    expect(applyDamage(ship(2), { damage: 20, scale: "personal", breach: 1 })).toMatchObject({ soak: 10, wounds: 10 });
  });
  it("vehicle weapons deal ten times their damage to personal targets", () => {
    expect(applyDamage(pc(5), { damage: 2, scale: "vehicle" }).dealt).toBe(15);
  });
  it("Ion damage goes to system strain", () => {
    expect(applyDamage(ship(2), { damage: 5, scale: "vehicle", ion: true })).toMatchObject({ wounds: 0, strain: 3 });
  });
  it("hull trauma past the threshold disables and calls for a critical hit", () => {
    expect(applyDamage(ship(0, 9), { damage: 2, scale: "vehicle" })).toMatchObject({ incapacitated: true, thresholdCritical: true });
    expect(applyDamage(ship(0, 9), { damage: 1, scale: "vehicle" })).toMatchObject({ incapacitated: false, thresholdCritical: false });
  });
});

describe("incapacitationStatus", () => {
  const over = { incapacitated: true };
  it("characters and nemeses fall unconscious; rivals and emptied minion groups are defeated; vehicles none", () => {
    expect(incapacitationStatus("character", over)).toBe("unconscious");
    expect(incapacitationStatus("nemesis", over)).toBe("unconscious");
    expect(incapacitationStatus("rival", over)).toBe("defeated");
    expect(incapacitationStatus("minion", over)).toBe("defeated");
    expect(incapacitationStatus("vehicle", over)).toBeNull();
    expect(incapacitationStatus("character", { incapacitated: false })).toBeNull();
  });
  it("from applyDamage: a rival exactly at its threshold stands, one past it is defeated; strain over threshold knocks out", () => {
    const rivalAt = (wounds: number): DamageTarget => ({ kind: "rival", soak: 0, wounds: { value: wounds, threshold: 10 } });
    expect(incapacitationStatus("rival", applyDamage(rivalAt(8), { damage: 2, scale: "personal" }))).toBeNull();
    expect(incapacitationStatus("rival", applyDamage(rivalAt(8), { damage: 3, scale: "personal" }))).toBe("defeated");
    const pc: DamageTarget = { kind: "character", soak: 0, wounds: { value: 0, threshold: 10 }, strain: { value: 9, threshold: 10 } };
    expect(incapacitationStatus("character", applyDamage(pc, { damage: 1, scale: "personal", stunDamage: true }))).toBeNull();
    expect(incapacitationStatus("character", applyDamage(pc, { damage: 2, scale: "personal", stunDamage: true }))).toBe("unconscious");
    const group: DamageTarget = { kind: "minion", soak: 0, wounds: { value: 0, threshold: 5 }, groupSize: 3 };
    expect(incapacitationStatus("minion", applyDamage(group, { damage: 14, scale: "personal" }))).toBeNull();
    expect(incapacitationStatus("minion", applyDamage(group, { damage: 15, scale: "personal" }))).toBe("defeated");
  });
});

describe("strain past the threshold (seed 002 STRAIN > STRAIN THRESHOLD: incapacitated)", () => {
  it("the track stops one past the threshold: 8/11 strain and a Stun Damage hit of 7 past soak leave 12, incapacitated", () => {
    const result = applyDamage(pc(0, 0, 8), hit(7, { stunDamage: true }));
    expect(result).toMatchObject({ dealt: 7, wounds: 0, strain: 12, incapacitated: true, previous: { wounds: 0, strain: 8 } });
  });

  it("a triggered Stun quality beyond the threshold also stops there; strain never spills into wounds", () => {
    expect(applyDamage(pc(5, 2, 11), hit(0, { stun: 4 }))).toMatchObject({ wounds: 2, strain: 12, incapacitated: true });
    // Up to the threshold the character stands.
    expect(applyDamage(pc(5, 0, 7), hit(0, { stun: 4 }))).toMatchObject({ strain: 11, incapacitated: false });
  });

  it("system strain on a vehicle (Ion) stops one past its threshold too", () => {
    const ship: DamageTarget = { kind: "vehicle", soak: 2, wounds: { value: 0, threshold: 20 }, strain: { value: 9, threshold: 10 } };
    expect(applyDamage(ship, { damage: 8, scale: "vehicle", ion: true })).toMatchObject({ strain: 11, wounds: 0, incapacitated: true });
  });

  it("strainCap and heldStrain: a stored 15 of threshold 10 is held as 11, what the sheet shows", () => {
    expect(strainCap(10)).toBe(11);
    expect(heldStrain(15, 10)).toBe(11);
    expect(heldStrain(11, 10)).toBe(11);
    expect(heldStrain(4, 10)).toBe(4);
    expect(heldStrain(-2, 10)).toBe(0);
  });
});
