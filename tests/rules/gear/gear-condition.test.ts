import { describe, expect, it } from "vitest";
import {
  armourUsable, conditionDice, conditionFrom, gearRepairCost, gearRepairDifficulty, gearRepairResult, repairUndone,
} from "../../../module/rules/gear/gear-condition.ts";
import { defence, encumbranceValue, soak } from "../../../module/rules/character/derived.ts";
import { heavyBattleArmour, own } from "../../fixtures/items.ts";

// Seed 002 REPAIRING GEAR: Minor 25% base cost, Easy (1), +1 setback; Moderate 50%, Average (2), +1
// difficulty; Major 100%, Hard (3), unusable; −10% cost per advantage.
describe("repairing gear", () => {
  it("the Mechanics check's difficulty by the repair required", () => {
    expect(gearRepairDifficulty("minor")).toBe(1);
    expect(gearRepairDifficulty("moderate")).toBe(2);
    expect(gearRepairDifficulty("major")).toBe(3);
    expect(() => gearRepairDifficulty("undamaged")).toThrow(expect.objectContaining({ key: "EOTE.Gear.Error.NotDamaged" }));
  });

  it("costs a share of the base cost, 10% less per advantage", () => {
    expect(gearRepairCost(400, "minor")).toBe(100);
    expect(gearRepairCost(400, "moderate")).toBe(200);
    expect(gearRepairCost(400, "major")).toBe(400);
    expect(gearRepairCost(400, "moderate", 1)).toBe(180);
    expect(gearRepairCost(400, "major", 3)).toBe(280);
    // Ten advantages or more: free; threat (negative net advantage) costs no more.
    expect(gearRepairCost(400, "major", 12)).toBe(0);
    expect(gearRepairCost(400, "minor", -2)).toBe(100);
    // Whole credits, halves up: 25% of 250 is 62.5.
    expect(gearRepairCost(250, "minor")).toBe(63);
    expect(() => gearRepairCost(-1, "minor")).toThrow();
    expect(() => gearRepairCost(1.5, "minor")).toThrow();
  });

  it("a success repairs completely and costs; a failure repairs and costs nothing", () => {
    expect(gearRepairResult({ succeeded: true, netAdvantage: 2 }, 1000, "moderate")).toEqual({ after: "undamaged", cost: 400 });
    expect(gearRepairResult({ succeeded: false, netAdvantage: 2 }, 1000, "moderate")).toEqual({ after: "moderate", cost: 0 });
  });

  it("Undo puts back the condition only while the item is still at the one the repair set", () => {
    expect(repairUndone("undamaged", { before: "major", after: "undamaged" })).toBe("major");
    expect(repairUndone("minor", { before: "major", after: "undamaged" })).toBeNull();
  });

  it("use penalty: minor +1 setback, moderate +1 difficulty, major unusable", () => {
    expect(conditionDice("undamaged")).toEqual({ setback: 0, difficulty: 0, unusable: false });
    expect(conditionDice("minor")).toEqual({ setback: 1, difficulty: 0, unusable: false });
    expect(conditionDice("moderate")).toEqual({ setback: 0, difficulty: 1, unusable: false });
    expect(conditionDice("major").unusable).toBe(true);
    expect(conditionFrom("shattered")).toBe("undamaged");
  });
});

describe("damaged armour", () => {
  it("majorly damaged armour worn gives no soak or defence but still weighs", () => {
    const whole = heavyBattleArmour({ worn: true });
    const broken = heavyBattleArmour({ worn: true, condition: "major" });
    expect(armourUsable(broken)).toBe(false);
    expect(armourUsable(heavyBattleArmour({ condition: "moderate" }))).toBe(true);
    const brawn = { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 };
    expect(soak(brawn, [own.armour(whole)], 0)).toBe(4);
    expect(soak(brawn, [own.armour(broken)], 0)).toBe(2);
    expect(defence([own.armour(broken)], { melee: 0, ranged: 0 })).toEqual({ melee: 0, ranged: 0 });
    expect(encumbranceValue([own.armour(broken)])).toBe(encumbranceValue([own.armour(whole)]));
  });
});
