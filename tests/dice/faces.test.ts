// Face tables against the published dice (seed 001 "The Dice").
import { describe, expect, it } from "vitest";
import { FACES, SIDES, DIE_TYPES, type Face, type DieType } from "../../module/dice/index.ts";

/** Writes a face back as letters in a fixed order, to compare with the published lists. */
function code(face: Face): string {
  const order: [keyof Face, string][] = [
    ["success", "s"], ["advantage", "a"], ["failure", "f"], ["threat", "t"],
    ["triumph", "x"], ["despair", "y"], ["light", "L"], ["dark", "D"],
  ];
  return order.map(([k, l]) => l.repeat(face[k] ?? 0)).join("");
}

// Written out from the issue, not generated: "—" is a blank face; "ft" is failure + threat.
const PUBLISHED: Record<DieType, string[]> = {
  boost: ["", "", "s", "sa", "aa", "a"],
  setback: ["", "", "f", "f", "t", "t"],
  ability: ["", "s", "s", "ss", "a", "a", "sa", "aa"],
  difficulty: ["", "f", "ff", "t", "t", "t", "tt", "ft"],
  proficiency: ["", "s", "s", "ss", "ss", "a", "sa", "sa", "sa", "aa", "aa", "x"],
  challenge: ["", "f", "f", "ff", "ff", "t", "t", "ft", "ft", "tt", "tt", "y"],
  force: ["D", "D", "D", "D", "D", "D", "DD", "L", "L", "LL", "LL", "LL"],
};

describe("FACES", () => {
  it.each(DIE_TYPES.map((d) => [d]))("%s matches the published faces", (die) => {
    expect(FACES[die].map(code)).toEqual(PUBLISHED[die]);
  });

  it("has as many faces as sides: d6 boost/setback, d8 ability/difficulty, d12 the rest", () => {
    expect(SIDES).toEqual({ boost: 6, setback: 6, ability: 8, difficulty: 8, proficiency: 12, challenge: 12, force: 12 });
    for (const die of DIE_TYPES) expect(FACES[die]).toHaveLength(SIDES[die]);
  });

  it("counts the published totals of each symbol", () => {
    const total = (die: DieType, key: keyof Face) => FACES[die].reduce((n, f) => n + (f[key] ?? 0), 0);
    expect(total("proficiency", "success")).toBe(9);
    expect(total("proficiency", "advantage")).toBe(8);
    expect(total("proficiency", "triumph")).toBe(1);
    expect(total("challenge", "failure")).toBe(8);
    expect(total("challenge", "threat")).toBe(8);
    expect(total("challenge", "despair")).toBe(1);
    expect(total("force", "light")).toBe(8);
    expect(total("force", "dark")).toBe(8);
  });

  it("is frozen, so no caller can change a die", () => {
    expect(Object.isFrozen(FACES)).toBe(true);
    expect(Object.isFrozen(FACES.ability)).toBe(true);
    expect(Object.isFrozen(FACES.ability[1])).toBe(true);
  });
});
