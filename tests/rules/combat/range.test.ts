import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { rangeDifficulty, silhouetteDifficulty, withAddedDifficulty } from "../../../module/rules/combat/range.ts";

function errorKey(fn: () => unknown): string | undefined {
  try { fn(); } catch (e) { return e instanceof EoteError ? e.key : "not an EoteError"; }
  return undefined;
}

describe("rangeDifficulty (seed 000 ATTACK DIFFICULTIES)", () => {
  it.each([
    ["short", 1], ["medium", 2], ["long", 3], ["extreme", 4],
  ] as const)("ranged attack at %s is %i difficulty dice", (band, level) => {
    expect(rangeDifficulty("rangedHeavy", band, "extreme").difficulty).toBe(level);
    expect(rangeDifficulty("gunnery", band, "extreme").difficulty).toBe(level);
    expect(rangeDifficulty("rangedHeavy", band, "extreme").notes.map((n) => n.key)).toEqual([`EOTE.Combat.Note.Range.${band}`]);
  });

  it("engaged: Ranged (Light) +1, Ranged (Heavy) +2 over Easy (seed 000 RANGED DIFFICULTY MODIFIERS)", () => {
    expect(rangeDifficulty("rangedLight", "engaged", "medium").difficulty).toBe(2);
    expect(rangeDifficulty("rangedHeavy", "engaged", "long").difficulty).toBe(3);
  });

  it("no Gunnery while engaged", () => {
    expect(errorKey(() => rangeDifficulty("gunnery", "engaged", "long"))).toBe("EOTE.Combat.Error.GunneryEngaged");
  });

  it("melee, brawl and lightsaber are always Average, and only at engaged", () => {
    for (const skill of ["melee", "brawl", "lightsaber"] as const) {
      expect(rangeDifficulty(skill, "engaged", "engaged").difficulty).toBe(2);
      expect(errorKey(() => rangeDifficulty(skill, "short", "engaged"))).toBe("EOTE.Combat.Error.MeleeNotEngaged");
    }
  });

  it("a target beyond the weapon's range cannot be attacked; at its range it can", () => {
    expect(rangeDifficulty("rangedLight", "short", "short").difficulty).toBe(1);
    expect(errorKey(() => rangeDifficulty("rangedLight", "medium", "short"))).toBe("EOTE.Combat.Error.OutOfRange");
  });

  it("a non-combat skill is refused", () => {
    expect(errorKey(() => rangeDifficulty("cool", "short", "short"))).toBe("EOTE.Combat.Error.NotCombatSkill");
  });
});

describe("silhouetteDifficulty (seed 000 SILHOUETTE COMPARISON, seed 002 VEHICLE COMBAT CHECK)", () => {
  // Seed 002: target 2+ larger Easy; 1 larger, same, 1 smaller Average; 2 smaller Hard; 3 smaller Daunting; 4 smaller Formidable.
  it.each([
    [0, 5, 1], [1, 3, 1], [2, 3, 2], [3, 3, 2], [4, 3, 2], [5, 3, 3], [6, 3, 4], [7, 3, 5], [10, 0, 5],
  ])("attacker %i vs target %i: %i difficulty dice", (attacker, target, level) => {
    expect(silhouetteDifficulty(attacker, target).difficulty).toBe(level);
  });

  it("rejects negative or fractional silhouettes", () => {
    expect(errorKey(() => silhouetteDifficulty(-1, 3))).toBe("EOTE.Combat.Error.BadSilhouette");
    expect(errorKey(() => silhouetteDifficulty(2.5, 3))).toBe("EOTE.Combat.Error.BadSilhouette");
  });
});

describe("the one cap policy: a level stops at Formidable, added dice are never capped (published core rule)", () => {
  it("adds every die on top of the level, past five; negative or fractional additions count as none or whole", () => {
    expect(withAddedDifficulty(5, 3)).toBe(8);
    expect(withAddedDifficulty(2, 0)).toBe(2);
    expect(withAddedDifficulty(2, -1)).toBe(2);
    expect(withAddedDifficulty(3, 1.7)).toBe(4);
  });
});
