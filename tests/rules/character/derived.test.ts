import { describe, expect, it } from "vitest";
import { characterDerived, rivalDerived } from "../../../module/rules/character/actor-derived.ts";
import { defence, encumbrance, soak, trackState } from "../../../module/rules/character/derived.ts";
import { character, nemesis, rival } from "../../fixtures/actors.ts";
import { blaster, critical, gear, heavyBattleArmour, own, paddedArmour, q, vibroknife } from "../../fixtures/items.ts";

describe("soak", () => {
  it("is Brawn with nothing worn, plus worn armour soak, plus the stored bonus", () => {
    const c = character();
    expect(soak(c.characteristics, [], 0)).toBe(3);
    expect(soak(c.characteristics, [own.armour(paddedArmour())], 0)).toBe(3); // carried, not worn
    expect(soak(c.characteristics, [own.armour(paddedArmour({ worn: true }))], 0)).toBe(5);
    expect(soak(c.characteristics, [own.armour(paddedArmour({ worn: true }))], 1)).toBe(6);
  });

  it("gets +1 from Superior armour and -1 from Inferior armour without defence", () => {
    const c = character();
    expect(soak(c.characteristics, [own.armour(paddedArmour({ worn: true, qualities: [q("superior")] }))], 0)).toBe(6);
    expect(soak(c.characteristics, [own.armour(paddedArmour({ worn: true, qualities: [q("inferior")] }))], 0)).toBe(4);
    // Inferior armour with defence loses defence, not soak.
    expect(soak(c.characteristics, [own.armour(heavyBattleArmour({ worn: true, qualities: [q("inferior")] }))], 0)).toBe(5);
  });
});

describe("defence", () => {
  const none = { melee: 0, ranged: 0 };
  it("takes the best worn armour, not the sum", () => {
    const items = [
      own.armour(heavyBattleArmour({ worn: true })),
      own.armour(heavyBattleArmour({ worn: true, defence: 2 })),
      own.armour(heavyBattleArmour({ worn: false, defence: 3 })),
    ];
    expect(defence(items, none)).toEqual({ melee: 2, ranged: 2 });
  });

  it("adds Defensive to melee and Deflection to ranged from equipped weapons only", () => {
    const shield = vibroknife({ qualities: [q("defensive", 1), q("deflection", 2)] });
    expect(defence([own.weapon(shield)], none)).toEqual({ melee: 0, ranged: 0 });
    const items = [own.armour(heavyBattleArmour({ worn: true })), own.weapon({ ...shield, equipped: true })];
    expect(defence(items, none)).toEqual({ melee: 2, ranged: 3 });
    expect(defence(items, { melee: 1, ranged: 0 })).toEqual({ melee: 3, ranged: 3 });
  });

  it("loses 1 for Inferior armour", () => {
    const items = [own.armour(heavyBattleArmour({ worn: true, defence: 2, qualities: [q("inferior")] }))];
    expect(defence(items, none)).toEqual({ melee: 1, ranged: 1 });
  });
});

describe("tracks", () => {
  it("is exceeded only above the threshold, wounds capped at twice it", () => {
    expect(trackState({ value: 13, threshold: 13 }, true).exceeded).toBe(false);
    expect(trackState({ value: 14, threshold: 13 }, true)).toEqual({ value: 14, threshold: 13, max: 26, exceeded: true });
    expect(trackState({ value: 40, threshold: 13 }, true).value).toBe(26);
    expect(trackState({ value: -3, threshold: 13 }, true).value).toBe(0);
  });
  it("lets strain go one past the threshold", () => {
    expect(trackState({ value: 99, threshold: 12 })).toEqual({ value: 13, threshold: 12, max: 13, exceeded: true });
  });
});

describe("encumbrance", () => {
  const c = character(); // Brawn 3: threshold 8
  it("sums weapons, armour and gear by quantity against 5 + Brawn", () => {
    const items = [own.weapon(blaster()), own.gear(gear({ quantity: 3, encumbrance: 2 })), own.armour(paddedArmour())];
    expect(encumbrance(c.characteristics, items)).toEqual({
      value: 9, threshold: 8, over: true, setback: 1, maneuverCostsStrain: false,
    });
  });
  it("one setback die per point over the threshold (published core rule; the seed's one die is abridged)", () => {
    const items = [own.gear(gear({ quantity: 3, encumbrance: 2 })), own.gear(gear({ quantity: 1, encumbrance: 5 }))];
    expect(encumbrance(c.characteristics, items)).toMatchObject({ value: 11, threshold: 8, over: true, setback: 3 });
    expect(encumbrance(c.characteristics, [own.gear(gear({ quantity: 1, encumbrance: 8 }))])).toMatchObject({ over: false, setback: 0 });
  });
  it("counts worn armour 3 less, never below 0", () => {
    expect(encumbrance(c.characteristics, [own.armour(heavyBattleArmour({ worn: true }))]).value).toBe(3);
    expect(encumbrance(c.characteristics, [own.armour(paddedArmour({ worn: true }))]).value).toBe(0);
    expect(encumbrance(c.characteristics, [own.armour(paddedArmour({ worn: true, qualities: [q("superior")] }))]).value).toBe(0);
    expect(encumbrance(c.characteristics, [own.armour(heavyBattleArmour({ qualities: [q("inferior")] }))]).value).toBe(7);
  });
  it("is not over at the threshold, and costs strain above threshold + Brawn", () => {
    expect(encumbrance(c.characteristics, [own.gear(gear({ encumbrance: 8 }))]).over).toBe(false);
    expect(encumbrance(c.characteristics, [own.gear(gear({ encumbrance: 11 }))]).maneuverCostsStrain).toBe(false);
    expect(encumbrance(c.characteristics, [own.gear(gear({ encumbrance: 12 }))]).maneuverCostsStrain).toBe(true);
  });
});

describe("actor derived data from fixtures", () => {
  it("character built from scratch, as gear is dropped on and worn", () => {
    const c = character();
    const empty = characterDerived(c, []);
    expect(empty.soak).toBe(3);
    expect(empty.defence).toEqual({ melee: 0, ranged: 0 });
    expect(empty.wounds).toEqual({ value: 0, threshold: 13, max: 26, exceeded: false });
    expect(empty.strain).toEqual({ value: 0, threshold: 12, max: 13, exceeded: false });
    expect(empty.encumbrance.threshold).toBe(8);

    const carried = [own.armour(heavyBattleArmour()), own.weapon(blaster()), own.gear(gear({ encumbrance: 2 }))];
    const before = characterDerived(c, carried);
    expect(before.soak).toBe(3);
    expect(before.encumbrance).toMatchObject({ value: 9, over: true, setback: 1 });

    const worn = [own.armour(heavyBattleArmour({ worn: true })), own.weapon(blaster({ equipped: true })), own.gear(gear({ encumbrance: 2 }))];
    const after = characterDerived(c, worn);
    expect(after.soak).toBe(5);
    expect(after.defence).toEqual({ melee: 1, ranged: 1 });
    expect(after.encumbrance).toMatchObject({ value: 6, over: false, setback: 0 });
  });

  it("nemesis has strain and its soak bonus", () => {
    const d = characterDerived({ ...nemesis(), strain: { value: 16, threshold: 15 } }, [own.injury(), own.injury(critical({ min: 6, max: 10 }))]);
    expect(d.soak).toBe(5);
    expect(d.strain.exceeded).toBe(true);
    expect(d.criticalInjuries).toBe(2);
  });

  it("rival has wounds but no strain", () => {
    const d = rivalDerived({ ...rival(), wounds: { value: 13, threshold: 12 } }, []);
    expect(d.wounds.exceeded).toBe(true);
    expect("strain" in d).toBe(false);
  });
});
