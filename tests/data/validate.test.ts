import { describe, expect, it } from "vitest";
import { malformed } from "../doubles/typed.ts";
import { defaultSystemData, validateSystemData } from "../../module/data/spec/index.ts";
import { ACTOR_TYPES, ITEM_TYPES } from "../../module/rules/types.ts";
import { character, minion, nemesis, rival, vehicle } from "../fixtures/actors.ts";
import { blaster, critical, criticalHit, gear, heavyBattleArmour, quality, talent } from "../fixtures/items.ts";

const keys = (issues: { key: string; path: string }[]) => issues.map((i) => `${i.path} ${i.key}`);

describe("valid data passes", () => {
  it("every actor fixture", () => {
    expect(validateSystemData("Actor", "character", character())).toEqual([]);
    expect(validateSystemData("Actor", "nemesis", nemesis())).toEqual([]);
    expect(validateSystemData("Actor", "rival", rival())).toEqual([]);
    expect(validateSystemData("Actor", "minion", minion())).toEqual([]);
    expect(validateSystemData("Actor", "vehicle", vehicle())).toEqual([]);
  });
  it("every item fixture", () => {
    expect(validateSystemData("Item", "weapon", blaster())).toEqual([]);
    expect(validateSystemData("Item", "armour", heavyBattleArmour())).toEqual([]);
    expect(validateSystemData("Item", "gear", gear())).toEqual([]);
    expect(validateSystemData("Item", "quality", quality())).toEqual([]);
    expect(validateSystemData("Item", "criticalInjury", critical({ min: 151, max: null, severity: 0 }))).toEqual([]);
    expect(validateSystemData("Item", "criticalHit", criticalHit())).toEqual([]);
    expect(validateSystemData("Item", "criticalHit", criticalHit({ key: "fire", zone: "aft" }))).toEqual([]);
    // A row key or zone the rules do not know is refused.
    expect(validateSystemData("Item", "criticalHit", criticalHit({ key: "Fire!" })).length).toBeGreaterThan(0);
    expect(validateSystemData("Item", "criticalHit", criticalHit({ zone: malformed("up") })).length).toBeGreaterThan(0);
    expect(validateSystemData("Item", "talent", talent())).toEqual([]);
  });
  it("the defaults of every type", () => {
    for (const t of ACTOR_TYPES) expect(validateSystemData("Actor", t, defaultSystemData("Actor", t)), t).toEqual([]);
    for (const t of ITEM_TYPES) expect(validateSystemData("Item", t, defaultSystemData("Item", t)), t).toEqual([]);
  });
});

describe("bad data is rejected with clear errors", () => {
  it("a negative characteristic", () => {
    const c = character();
    c.characteristics.brawn = -1;
    const issues = validateSystemData("Actor", "character", c);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: "characteristics.brawn", key: "EOTE.Error.Validation.BelowMin", data: { min: 1, value: -1 } });
    expect(issues[0]?.message).toBe("characteristics.brawn must be at least 1, not -1.");
  });

  it("an unknown skill id in skills, in a weapon's skill and in minion group skills", () => {
    const c = { ...character(), skills: { ...character().skills, rangedMedium: { rank: 1, career: false } } };
    expect(keys(validateSystemData("Actor", "character", c))).toEqual(["skills.rangedMedium EOTE.Error.Validation.UnknownSkill"]);
    expect(keys(validateSystemData("Item", "weapon", { ...blaster(), skill: "Ranged: Light" })))
      .toEqual(["skill EOTE.Error.Validation.UnknownSkill"]);
    expect(keys(validateSystemData("Actor", "minion", { ...minion(), groupSkills: ["vigilance", "blasters"] })))
      .toEqual(["groupSkills.1 EOTE.Error.Validation.UnknownSkill"]);
  });

  it("a species' rules as data: an unknown rule, a choice of no skills, an unknown skill in a choice, a negative count", () => {
    const species = {
      ...(defaultSystemData("Item", "species") as unknown as Record<string, unknown>),
      rules: ["droid", "jedi"], skillChoices: [{ skills: ["charm", "Charm"], count: 0, nonCareer: false }], careerFreeRanks: -1,
    };
    expect(keys(validateSystemData("Item", "species", species))).toEqual([
      "skillChoices.0.skills.1 EOTE.Error.Validation.UnknownSkill", "skillChoices.0.count EOTE.Error.Validation.BelowMin",
      "rules.1 EOTE.Error.Validation.UnknownSpeciesRule", "careerFreeRanks EOTE.Error.Validation.BelowMin",
    ]);
    expect(validateSystemData("Item", "species", { ...species, rules: ["droid"], skillChoices: [], careerFreeRanks: 6 })).toEqual([]);
  });

  it("non-integer wounds", () => {
    const issues = validateSystemData("Actor", "rival", { ...rival(), wounds: { value: 2.5, threshold: "12" } });
    expect(keys(issues)).toEqual(["wounds.value EOTE.Error.Validation.NotInteger", "wounds.threshold EOTE.Error.Validation.NotNumber"]);
  });

  it("a bad range band, a bad crit and a bad quality rating", () => {
    const w = { ...blaster(), range: "close", crit: 0, qualities: [{ key: "pierce", rating: 0 }] };
    expect(keys(validateSystemData("Item", "weapon", w))).toEqual([
      "crit EOTE.Error.Validation.BelowMin",
      "range EOTE.Error.Validation.UnknownRange",
      "qualities.0.rating EOTE.Error.Validation.BelowMin",
    ]);
  });

  it("missing, unknown and mistyped fields, all reported at once", () => {
    const { soak: _dropped, ...noSoak } = heavyBattleArmour();
    const issues = validateSystemData("Item", "armour", { ...noSoak, worn: "yes", colour: "white" });
    expect(keys(issues)).toEqual([
      "soak EOTE.Error.Validation.Missing",
      "worn EOTE.Error.Validation.NotBoolean",
      "colour EOTE.Error.Validation.UnknownField",
    ]);
    expect(validateSystemData("Item", "armour", noSoak, { partial: true })).toEqual([]);
  });

  it("null only where the shape allows it", () => {
    expect(validateSystemData("Item", "weapon", { ...blaster(), crit: null })).toEqual([]);
    expect(keys(validateSystemData("Item", "weapon", { ...blaster(), damage: null }))).toEqual(["damage EOTE.Error.Validation.NotNullable"]);
    // "Not listed by the source": a weapon's price and rarity only (a vehicle weapon's table prints none).
    expect(validateSystemData("Item", "weapon", { ...blaster(), price: null, rarity: null })).toEqual([]);
    expect(keys(validateSystemData("Item", "gear", { ...gear(), price: null, rarity: null })))
      .toEqual(["price EOTE.Error.Validation.NotNullable", "rarity EOTE.Error.Validation.NotNullable"]);
  });

  it("unknown types and non-objects", () => {
    expect(keys(validateSystemData("Actor", "droid", {}))).toEqual([" EOTE.Error.Validation.UnknownType"]);
    expect(keys(validateSystemData("Item", "toString", {}))).toEqual([" EOTE.Error.Validation.UnknownType"]);
    expect(keys(validateSystemData("Item", "gear", [1]))).toEqual([" EOTE.Error.Validation.NotObject"]);
  });

  it("cross-field rules: critical ranges, custom skills, vehicle speed", () => {
    expect(keys(validateSystemData("Item", "criticalInjury", critical({ min: 20, max: 10 })))).toEqual(["max EOTE.Error.Validation.CriticalRange"]);
    const custom = (id: string) => ({ id, label: "Slicing", characteristic: "intellect" as const, rank: 1, career: false });
    const c = { ...character(), customSkills: [custom("slicing"), custom("slicing"), custom("cool")] };
    expect(keys(validateSystemData("Actor", "character", c))).toEqual([
      "customSkills.1.id EOTE.Error.Validation.DuplicateId",
      "customSkills.2.id EOTE.Error.Validation.CustomSkillClash",
    ]);
    // A speed reached under Full Throttle (up to 2 past the printed rating) is stored; beyond that it is refused.
    expect(keys(validateSystemData("Actor", "vehicle", { ...vehicle(), speed: { value: 7, max: 4 } }))).toEqual(["speed.value EOTE.Error.Validation.AboveMax"]);
    expect(keys(validateSystemData("Actor", "vehicle", { ...vehicle(), speed: { value: 6, max: 4 } }))).toEqual([]);
  });

  it("never changes the data it checks", () => {
    const c = character();
    c.characteristics.agility = 9;
    const copy = structuredClone(c);
    validateSystemData("Actor", "character", c);
    expect(c).toEqual(copy);
  });
});
