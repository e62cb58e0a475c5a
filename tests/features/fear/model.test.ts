// The fear rules' additions and the fear card's pure model (seed 002 FEAR): penalties add up, one triumph
// use and one ally boost per triumph and advantage, the flag and record read defensively, the form read
// into a choice, and the characters ticked by default.
import { describe, expect, it } from "vitest";
import { allyBoostLeft, fearPenaltyTotal, triumphLeft } from "../../../module/rules/force/fear.ts";
import { boostKey, fearApplyUpdate, fearUndo, isOwnBoostKey, readFearFlag, readFearRecord, withBoost, withTriumphUse, type FearChoice } from "../../../module/features/fear/model.ts";
import { fearDialogContext, fearFromForm, preselected } from "../../../module/features/fear/form-model.ts";

const PATHS = { wounds: "system.wounds.value", strain: "system.strain.value" };
const IDS = { penalty: "pen", staggered: "stag" };
const base = { succeeded: true, threat: 0, advantage: 0, triumph: 0, despair: 0 };
const CHOICE: FearChoice = { level: "veryAfraid", modifiers: ["rareDanger"], prepared: false, moralityEffect: false };

describe("fear penalties and spends", () => {
  it("penalties of several fear checks add up; junk counts as 0", () => {
    expect(fearPenaltyTotal([{ setback: 1, difficulty: 0 }, { setback: 1, difficulty: 1 }, { setback: -3, difficulty: Number.NaN }])).toEqual({ setback: 2, difficulty: 1 });
    expect(fearPenaltyTotal([])).toEqual({ setback: 0, difficulty: 0 });
  });

  it("one use per triumph, one boost per advantage", () => {
    expect([triumphLeft(1, 0), triumphLeft(1, 1), triumphLeft(0, 0)]).toEqual([true, false, false]);
    expect([allyBoostLeft(2, 1), allyBoostLeft(2, 2)]).toEqual([true, false]);
  });
});

describe("the fear card's model", () => {
  it("failure, 4 threat at Very afraid + very rare (5 difficulty): setback effect, 4 strain clamped to the cap, staggered", () => {
    const applied = fearApplyUpdate({ ...base, succeeded: false, threat: 4 }, CHOICE, { wounds: 0, strain: 10 }, PATHS, "m1", null, IDS, { wounds: 20, strain: 13 }, 0)!;
    expect(applied.update["system.strain.value"]).toBe(13);
    expect(applied.record).toMatchObject({ change: { wounds: 0, strain: 3 }, effects: ["pen", "stag"], conflictApplied: false });
    expect(fearApplyUpdate(base, CHOICE, { wounds: 0, strain: 0 }, PATHS, "m1", applied.record, IDS)).toBeNull();
  });

  it("the morality option: 5 conflict (one per difficulty die of the check), no penalty effect; Undo takes it off, not below 0", () => {
    const applied = fearApplyUpdate({ ...base, succeeded: false, threat: 3 }, { ...CHOICE, moralityEffect: true }, { wounds: 0, strain: 0 }, PATHS, "m1", null, IDS, undefined, 2)!;
    expect(applied.update["system.morality.conflict"]).toBe(7);
    expect(applied.record.effects).toEqual([]);
    expect(fearUndo({ wounds: 0, strain: 0 }, PATHS, "m1", applied.record, undefined, [], 3).update["system.morality.conflict"]).toBe(0);
  });

  it("triumph uses and boosts are refused past the check's counts", () => {
    const { record } = fearApplyUpdate({ ...base, triumph: 1, advantage: 1 }, CHOICE, { wounds: 0, strain: 0 }, PATHS, "m", null, IDS)!;
    const used = withTriumphUse(record, "immune", { effect: "imm" })!;
    expect(used.effects).toEqual(["imm"]);
    expect(withTriumphUse(used, "cancel", {})).toBeNull();
    const boosted = withBoost(record, { actorUuid: "Actor.a", key: "m0" })!;
    expect(withBoost(boosted, { actorUuid: "Actor.a", key: "m1" })).toBeNull();
  });

  it("Undo takes back only this card's own boost keys (a record on the character is its owner's to rewrite)", () => {
    const { record } = fearApplyUpdate({ ...base, succeeded: true, advantage: 2 }, CHOICE, { wounds: 0, strain: 0 }, PATHS, "cardA", null, IDS)!;
    const forged = { ...record, boosts: [
      { actorUuid: "Actor.vex", key: boostKey("cardA", 0) }, { actorUuid: "Actor.vex", key: boostKey("cardA", 1) },
      { actorUuid: "Actor.vex", key: boostKey("cardA", 2) }, { actorUuid: "Actor.zed", key: boostKey("cardB", 0) },
      { actorUuid: "Actor.zed", key: "cardA01" }, { actorUuid: "Actor.zed", key: "cardA-1" },
    ] };
    expect(fearUndo({ wounds: 0, strain: 0 }, PATHS, "cardA", forged).boosts.map((b) => b.key)).toEqual(["cardA0", "cardA1"]);
    expect(isOwnBoostKey("cardA0", "", 2)).toBe(false);
  });

  it("reads flags and records defensively: unknown level refused, unknown modifiers dropped, bad records null", () => {
    expect(readFearFlag({ level: "petrified", actorUuid: "Actor.a" })).toBeNull();
    expect(readFearFlag({ level: "minimal", modifiers: ["reputation", "dragons"], actorUuid: "Actor.a", prepared: "yes" }))
      .toEqual({ level: "minimal", modifiers: ["reputation"], prepared: false, moralityEffect: false, actorUuid: "Actor.a", tokenUuid: "" });
    expect(readFearRecord({ result: { strain: -1 }, change: { wounds: 0, strain: 0 } })).toBeNull();
  });
});

describe("the fear form", () => {
  it("reads the level, ticked modifiers, prepared and the characters ticked", () => {
    const read = fearFromForm({ level: "mortallyAfraid", "modifier.uniqueDanger": true, prepared: true, "actor.1": true, "actor.0": false }, ["A", "B"]);
    expect(read).toEqual({ choice: { level: "mortallyAfraid", modifiers: ["uniqueDanger"], prepared: true, moralityEffect: false }, actorUuids: ["B"] });
    expect(fearDialogContext(read.choice, []).difficulty).toBe(7);
  });

  it("ticks the characters on the scene, or all when none is; never an immune one", () => {
    const c = (onScene: boolean, immune = false) => ({ uuid: "", name: "", onScene, immune });
    expect(preselected([c(true), c(false)])).toEqual([true, false]);
    expect(preselected([c(false), c(false, true)])).toEqual([true, false]);
  });
});
