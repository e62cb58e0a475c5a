// The modifier key scheme and its effect on checks (module/rules/checks/modifiers.ts), pure.
import { describe, expect, it } from "vitest";
import {
  applyCheckModifiers, checkModifiers, effectRanks, parseModifierKey, scaledChangeValue, targetCovers, type ModifierSource,
} from "../../../module/rules/checks/modifiers.ts";
import { changeNotes } from "../../../module/rules/checks/modifier-notes.ts";
import { emptyPool } from "../../../module/dice/types.ts";
import { characterDerived } from "../../../module/rules/character/actor-derived.ts";
import { character } from "../../fixtures/actors.ts";
import { baseModifiers } from "../../../module/rules/checks/modifiers.ts";

const source = (over: Partial<ModifierSource> & Pick<ModifierSource, "changes">): ModifierSource =>
  ({ id: "e1", name: "Talent", note: "", situational: false, ranks: 1, ...over });
const add = (key: string, value: number) => ({ key, mode: 2, value: String(value) });

describe("modifier keys", () => {
  it("reads every key of the scheme and nothing else", () => {
    expect(parseModifierKey("system.modifiers.strainThreshold")).toEqual({ kind: "derived", field: "strainThreshold" });
    expect(parseModifierKey("system.modifiers.defence.ranged")).toEqual({ kind: "derived", field: "defence.ranged" });
    expect(parseModifierKey("system.characteristics.willpower")).toEqual({ kind: "characteristic", id: "willpower" });
    expect(parseModifierKey("system.modifiers.checks.rangedLight.boost")).toEqual({ kind: "check", target: "rangedLight", die: "boost" });
    expect(parseModifierKey("system.modifiers.checks.social.removeSetback")).toEqual({ kind: "check", target: "social", die: "removeSetback" });
    expect(parseModifierKey("system.modifiers.checks.Ranged (Light).boost")).toBeNull();
    expect(parseModifierKey("system.modifiers.checks.cool.triumph")).toBeNull();
    expect(parseModifierKey("system.characteristics.luck")).toBeNull();
    expect(parseModifierKey("system.wounds.threshold")).toBeNull();
  });

  it("counts a ranked talent's change once per rank, an unranked one once", () => {
    expect(effectRanks({ type: "talent", system: { ranked: true, rank: 3 } })).toBe(3);
    expect(effectRanks({ type: "talent", system: { ranked: false, rank: 0 } })).toBe(1);
    expect(effectRanks({ type: "gear", system: {} })).toBe(1);
    expect(effectRanks(null)).toBe(1);
    expect(scaledChangeValue("2", 3)).toBe(6);
    expect(scaledChangeValue("x", 3)).toBe(0);
  });

  it("covers skills by id, by category, the social skills and all", () => {
    expect(targetCovers("cool", "cool")).toBe(true);
    expect(targetCovers("combat", "rangedLight")).toBe(true);
    expect(targetCovers("combat", "cool")).toBe(false);
    expect(targetCovers("knowledge", "xenology")).toBe(true);
    expect(targetCovers("social", "charm")).toBe(true);
    expect(targetCovers("social", "perception")).toBe(false);
    expect(targetCovers("all", "astrogation")).toBe(true);
  });
});

describe("talent modifiers in derived data", () => {
  it("add thresholds, soak and defence on top of the stored values and morality", () => {
    const data = { ...character(), modifiers: { ...baseModifiers(), woundThreshold: 4, strainThreshold: 2, soak: 1, defence: { melee: 1, ranged: 0 } } };
    const before = characterDerived(character(), []);
    const after = characterDerived(data, []);
    expect(after.wounds.threshold - before.wounds.threshold).toBe(4);
    expect(after.strain.threshold - before.strain.threshold).toBe(2);
    expect(after.soak - before.soak).toBe(1);
    expect(after.defence).toEqual({ melee: before.defence.melee + 1, ranged: before.defence.ranged });
  });
});

describe("check modifiers", () => {
  const sources = [
    source({ id: "cd", name: "Convincing Demeanor", ranks: 2, changes: [add("system.modifiers.checks.deception.removeSetback", 1), add("system.modifiers.checks.skulduggery.removeSetback", 1)] }),
    source({ id: "st", name: "Silver Tongue", situational: true, note: "Only when trusted.", changes: [add("system.modifiers.checks.social.boost", 1)] }),
    source({ id: "gr", name: "Grit", changes: [add("system.modifiers.strainThreshold", 1)] }),
  ];

  it("lists the modifiers that apply to the check, with source, note, count and situational flag", () => {
    expect(checkModifiers(sources, "deception")).toEqual([
      { id: "cd.0", source: "Convincing Demeanor", note: "", situational: false, die: "removeSetback", count: 2, target: "deception" },
      { id: "st.0", source: "Silver Tongue", note: "Only when trusted.", situational: true, die: "boost", count: 1, target: "social" },
    ]);
    expect(checkModifiers(sources, "skulduggery").map((m) => m.id)).toEqual(["cd.1"]);
    expect(checkModifiers(sources, "rangedLight")).toEqual([]);
  });

  it("applies the ticked ones in pipeline order, and an unticked one not at all", () => {
    const pool = { ...emptyPool(), ability: 2, difficulty: 2, setback: 3 };
    const mods = checkModifiers(sources, "deception");
    expect(applyCheckModifiers(pool, mods)).toMatchObject({ boost: 1, setback: 1 });
    expect(applyCheckModifiers(pool, mods, new Set(["st.0"]))).toMatchObject({ boost: 0, setback: 1 });
    const upgrades = checkModifiers([source({ changes: [add("system.modifiers.checks.all.upgradeAbility", 1), add("system.modifiers.checks.all.upgradeDifficulty", 1), add("system.modifiers.checks.all.setback", 1), add("system.modifiers.checks.all.removeSetback", 1)] })], "cool");
    // The setback added is removed again: removals come last.
    expect(applyCheckModifiers({ ...emptyPool(), ability: 2, difficulty: 1 }, upgrades)).toMatchObject({ ability: 1, proficiency: 1, difficulty: 0, challenge: 1, setback: 0 });
  });

  it("explains each change in words, scaled by rank", () => {
    expect(changeNotes([add("system.modifiers.strainThreshold", 1), add("system.modifiers.checks.cool.boost", 1), add("system.characteristics.brawn", 1)],
      { type: "talent", system: { ranked: true, rank: 2 } })).toEqual([
      { key: "EOTE.Modifier.Derived.strainThreshold", data: { value: 2 } },
      { key: "EOTE.Modifier.Check.boost", data: { count: 2, target: "EOTE.Skill.cool" } },
      { key: "EOTE.Modifier.Characteristic", data: { characteristic: "EOTE.Characteristic.brawn", value: 2 } },
    ]);
  });
});
