// The fear rules' additions and the fear card's pure model (seed 002 FEAR): penalties add up, one triumph
// use and one ally boost per triumph and advantage, the flag and record read defensively, the form read
// into a choice, and the characters ticked by default.
import { describe, expect, it } from "vitest";
import { allyBoostLeft, fearPenaltyTotal, triumphLeft } from "../../../module/rules/force/fear.ts";
import {
  boostKey, fearApplyUpdate, fearCardView, fearUndo, isOwnBoostKey, readFearFlag, readFearRecord, undoBarredBy, withBoost, withTriumphUse, type FearCardSnapshot, type FearChoice,
} from "../../../module/features/fear/model.ts";
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

  it("Undo is refused by the first boost still waiting on an ally the user may not change; a used one or a gone ally bars nothing", () => {
    const b = (ally: string | null, waiting: boolean, mayChange: boolean) => ({ ally, waiting, mayChange });
    expect(undoBarredBy([b("Vex", false, false), b(null, true, false), b("Tekka", true, true), b("Oro", true, false), b("Zed", true, false)])).toBe("Oro");
    expect(undoBarredBy([b("Vex", false, false), b("Tekka", true, true)])).toBeNull();
  });

  it("reads flags and records defensively: unknown level refused, unknown modifiers dropped, bad records null", () => {
    expect(readFearFlag({ level: "petrified", actorUuid: "Actor.a" })).toBeNull();
    expect(readFearFlag({ level: "minimal", modifiers: ["reputation", "dragons"], actorUuid: "Actor.a", prepared: "yes" }))
      .toEqual({ level: "minimal", modifiers: ["reputation"], prepared: false, moralityEffect: false, actorUuid: "Actor.a", tokenUuid: "" });
    expect(readFearRecord({ result: { strain: -1 }, change: { wounds: 0, strain: 0 } })).toBeNull();
  });
});

describe("the fear card's view", () => {
  const outcome = { ...base, advantage: 1, threat: 1 };
  const applied = () => fearApplyUpdate(outcome, CHOICE, { wounds: 0, strain: 2 }, PATHS, "m1", null, IDS)!.record;
  const VEX = { uuid: "Actor.vex", name: "Vex" };
  /** Kira's card, a success with 1 threat and 1 advantage, posted by the GM; Vex may get the boost. */
  const snapshot = (over: Partial<FearCardSnapshot> = {}): FearCardSnapshot => ({
    messageId: "m1", flag: { ...CHOICE, actorUuid: "Actor.kira", tokenUuid: "" }, outcome, authorName: "GM", refusal: null,
    actor: { name: "Kira", canAct: true }, record: null, boosted: [], allies: [VEX], ...over,
  });

  it("before Apply: the results the roll gives and Apply for a user who may act; no ally offered yet", () => {
    const view = fearCardView(snapshot());
    expect(view).toMatchObject({ name: "Kira", levelKey: "EOTE.Fear.Level.veryAfraid", skillKey: "EOTE.Skill.discipline", difficulty: 5, applied: false, canApply: true, canUndo: false, allies: [] });
    expect(view).toMatchObject({ result: { strain: 1, allyBoosts: 1 } });
    expect(fearCardView(snapshot({ actor: { name: "Kira", canAct: false } }))).toMatchObject({ canApply: false });
  });

  it("applied: the allies while an advantage is left, the boosted names, Undo; nothing to click for a user who may not act", () => {
    const record = applied();
    expect(fearCardView(snapshot({ record }))).toMatchObject({ applied: true, canApply: false, canUndo: true, allies: [VEX], boostsLeft: 1 });
    const boosted = withBoost(record, { actorUuid: VEX.uuid, key: boostKey("m1", 0) })!;
    expect(fearCardView(snapshot({ record: boosted, boosted: ["Vex"] }))).toMatchObject({ boosted: ["Vex"], allies: [], boostsLeft: 0 });
    expect(fearCardView(snapshot({ record, actor: { name: "Kira", canAct: false } }))).toMatchObject({ canUndo: false, allies: [], triumphsLeft: 0 });
  });

  it("a refused card, or one whose character is gone, shows only why, with Undo where its record is", () => {
    const refused = snapshot({ refusal: "EOTE.Combat.Card.Refused", record: applied() });
    expect(fearCardView(refused)).toEqual({ messageId: "m1", authorName: "GM", refusal: "EOTE.Combat.Card.Refused", canUndo: true });
    expect(fearCardView({ ...refused, actor: null })).toEqual({ messageId: "m1", authorName: "GM", refusal: "EOTE.Combat.Card.Refused", canUndo: false });
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
