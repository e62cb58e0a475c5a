import { describe, expect, it } from "vitest";
import { characterDerived } from "../../../module/rules/character/actor-derived.ts";
import { checkInputs } from "../../../module/rules/checks/check-inputs.ts";
import { minionDerived } from "../../../module/rules/combat/minion.ts";
import { character, minion } from "../../fixtures/actors.ts";
import { gear, own } from "../../fixtures/items.ts";

describe("check inputs", () => {
  const c = character();
  const heavy = characterDerived(c, [own.gear(gear({ encumbrance: 9 }))]);
  it("takes the skill's characteristic and rank", () => {
    expect(checkInputs("character", c, characterDerived(c, []), "rangedLight")).toEqual({
      characteristicId: "agility", characteristic: 3, rank: 2, setback: 0,
    });
  });
  it("adds the encumbrance setback to Agility and Brawn checks only", () => {
    expect(checkInputs("character", c, heavy, "athletics").setback).toBe(1);
    expect(checkInputs("character", c, heavy, "rangedLight").setback).toBe(1);
    expect(checkInputs("character", c, heavy, "computers").setback).toBe(0);
  });
  it("reads custom skills and refuses unknown ones", () => {
    const withCustom = { ...c, customSkills: [{ id: "slicing", label: "Slicing", characteristic: "intellect" as const, rank: 3, career: true }] };
    expect(checkInputs("character", withCustom, heavy, "slicing")).toMatchObject({ characteristicId: "intellect", rank: 3 });
    expect(() => checkInputs("character", c, heavy, "slicing")).toThrow(expect.objectContaining({ key: "EOTE.Error.UnknownSkill" }));
  });
  it("gives minions their group rank in group skills and 0 elsewhere", () => {
    const m = { ...minion(), wounds: { value: 6, threshold: 5 } };
    const d = minionDerived(m, []);
    expect(checkInputs("minion", m, d, "rangedHeavy").rank).toBe(2);
    expect(checkInputs("minion", m, d, "cool").rank).toBe(0);
  });
});
