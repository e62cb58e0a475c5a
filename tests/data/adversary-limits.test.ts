import { describe, expect, it } from "vitest";
import { validateSystemData } from "../../module/data/spec/index.ts";
import { characterDerived, rivalDerived } from "../../module/rules/character/actor-derived.ts";
import { checkInputs } from "../../module/rules/checks/check-inputs.ts";
import { minionDerived } from "../../module/rules/combat/minion.ts";
import { character, minion, nemesis, rival } from "../fixtures/actors.ts";

const keys = (issues: { key: string; path: string }[]) => issues.map((i) => `${i.path} ${i.key}`);

describe("adversaries hold what published profiles print; characters keep their rules", () => {
  it("a skill rank of 8 is an adversary's, not a character's", () => {
    const n = nemesis();
    n.skills.resilience.rank = 8;
    expect(validateSystemData("Actor", "nemesis", n)).toEqual([]);
    const c = character();
    c.skills.resilience.rank = 8;
    expect(keys(validateSystemData("Actor", "character", c))).toEqual(["skills.resilience.rank EOTE.Error.Validation.AboveMax"]);
  });
  it("characteristic 0 and 7 are an adversary's, not a character's", () => {
    const r = rival();
    r.characteristics.agility = 0;
    r.characteristics.brawn = 7;
    expect(validateSystemData("Actor", "rival", r)).toEqual([]);
    const c = character();
    c.characteristics.agility = 0;
    c.characteristics.brawn = 7;
    expect(keys(validateSystemData("Actor", "character", c)).sort()).toEqual([
      "characteristics.agility EOTE.Error.Validation.BelowMin", "characteristics.brawn EOTE.Error.Validation.AboveMax",
    ]);
  });
  it("an adversary's own skills and skills on another characteristic are checked like a character's", () => {
    const n = { ...nemesis(), customSkills: [{ id: "knowledgeWarfare", label: "Knowledge (Warfare)", characteristic: "intellect" as const, rank: 2, career: false }] };
    n.skillCharacteristics = [{ skill: "lightsaber", characteristic: "willpower" }];
    expect(validateSystemData("Actor", "nemesis", n)).toEqual([]);
    const clash = { ...n, customSkills: [{ ...n.customSkills[0]!, id: "lightsaber" }] };
    expect(keys(validateSystemData("Actor", "nemesis", clash))).toEqual(["customSkills.0.id EOTE.Error.Validation.CustomSkillClash"]);
    const twice = { ...n, skillCharacteristics: [{ skill: "lightsaber" as const, characteristic: "willpower" as const }, { skill: "lightsaber" as const, characteristic: "presence" as const }] };
    expect(keys(validateSystemData("Actor", "nemesis", twice))).toEqual(["skillCharacteristics.1.skill EOTE.Error.Validation.DuplicateId"]);
    const bad = { ...minion(), skillCharacteristics: [{ skill: "slicing", characteristic: "willpower" }] };
    expect(keys(validateSystemData("Actor", "minion", bad))).toEqual(["skillCharacteristics.0.skill EOTE.Error.Validation.UnknownSkill"]);
  });
  it("an ability item is its rules text", () => {
    expect(validateSystemData("Item", "ability", { description: "<p>Breathes water.</p>" })).toEqual([]);
    expect(keys(validateSystemData("Item", "ability", { description: "x", rank: 1 }))).toEqual(["rank EOTE.Error.Validation.UnknownField"]);
  });
});

describe("checks read an adversary's own skills and characteristics", () => {
  it("a skill on another characteristic rolls with it", () => {
    const r = { ...rival(), characteristics: { brawn: 2, agility: 3, intellect: 2, cunning: 2, willpower: 4, presence: 2 } };
    r.skills.lightsaber.rank = 3;
    r.skillCharacteristics = [{ skill: "lightsaber", characteristic: "willpower" }];
    expect(checkInputs("rival", r, rivalDerived(r, []), "lightsaber")).toMatchObject({ characteristicId: "willpower", characteristic: 4, rank: 3 });
    expect(checkInputs("rival", { ...r, skillCharacteristics: [] }, rivalDerived(r, []), "lightsaber")).toMatchObject({ characteristicId: "brawn", characteristic: 2 });
  });
  it("a rival's own skill rolls at its rank; a minion group's at the group's rank", () => {
    const r = { ...rival(), customSkills: [{ id: "knowledgeWarfare", label: "Warfare", characteristic: "intellect" as const, rank: 2, career: false }] };
    expect(checkInputs("rival", r, rivalDerived(r, []), "knowledgeWarfare")).toMatchObject({ characteristicId: "intellect", rank: 2 });
    const m = { ...minion(), wounds: { value: 6, threshold: 5 }, customSkills: [{ id: "cybernetics", label: "Cybernetics", characteristic: "intellect" as const, rank: 0, career: false }] };
    // Four minions, one down: three stand, group rank 2 (seed 002 MINIONS).
    expect(checkInputs("minion", m, minionDerived(m, []), "cybernetics")).toMatchObject({ characteristicId: "intellect", rank: 2 });
  });
  it("a character without overrides still rolls as before", () => {
    const c = character();
    expect(checkInputs("character", c, characterDerived(c, []), "rangedLight")).toMatchObject({ characteristicId: "agility", rank: 2 });
  });
});
