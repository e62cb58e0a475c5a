// The acting rows of the personal spending tables (seed 002 SUCCESSFUL ATTACK EFFECTS – PERSONAL COMBAT):
// their costs, who may buy them, the shared budget, the weapon condition steps and the last slot.
import { describe, expect, it } from "vitest";
import {
  subjectRefusal, isActing, lastSlotInitiative, sideBudget, SPEND_REFUSALS, spendAction, spendCost, spendRefusal, threatLeft, type SpendRequest,
} from "../../../module/rules/combat/attack-spend-options.ts";
import { conditionPenalty, improveCondition, worsenCondition } from "../../../module/rules/gear/weapon-condition.ts";
import { applyPending, pendingFromCard, readPending } from "../../../module/rules/checks/pending-dice.ts";
import { emptyPool } from "../../../module/dice/types.ts";

const roll = (netAdvantage: number, triumph = 0, despair = 0) => ({ netAdvantage, triumph, despair, succeeded: true });
const gm = { isGM: true, ownsAttacker: false };
const owner = { isGM: false, ownsAttacker: true };
const stranger = { isGM: false, ownsAttacker: false };
const ask = (over: Partial<SpendRequest> & Pick<SpendRequest, "optionId">): string | null =>
  spendRefusal({ roll: roll(3), spent: [], otherCosts: [], viewer: owner, ...over });

describe("which rows act, at the seed's costs", () => {
  it("advantage rows: recover strain 1, free maneuver 2, setback to the target 2, +1 defence 3, drop the weapon 3", () => {
    expect(spendCost(spendAction("recoverStrain")!.option)).toBe(1);
    expect(spendCost(spendAction("freeManeuver")!.option)).toBe(2);
    expect(spendAction("setbackTarget")).toMatchObject({ subject: "target", effect: { kind: "dice", die: "setback" } });
    expect(spendCost(spendAction("setbackTarget")!.option)).toBe(2);
    expect(spendCost(spendAction("gainDefence")!.option)).toBe(3);
    expect(spendAction("disarmTarget")).toMatchObject({ subject: "target", effect: { kind: "disarm" } });
    expect(spendCost(spendAction("negateDefence")!.option)).toBe(3);
    expect(spendCost(spendAction("disableTarget")!.option)).toBe(3);
  });

  it("triumph-only and despair-only rows cost no advantage: only a triumph or despair pays", () => {
    expect(spendCost(spendAction("upgradeTargetDifficulty")!.option)).toBe(Number.POSITIVE_INFINITY);
    expect(spendCost(spendAction("gearDamaged")!.option)).toBe(Number.POSITIVE_INFINITY);
  });

  it("threat rows: 1 strain 1, prone 3, last initiative 3; narrative rows and out of ammunition do not act", () => {
    expect(spendAction("sufferStrain")).toMatchObject({ effect: { kind: "strain", amount: 1 } });
    expect(spendCost(spendAction("fallProne")!.option)).toBe(3);
    expect(spendCost(spendAction("lastInitiative")!.option)).toBe(3);
    for (const id of ["noticeDetail", "vitalAction", "enemyAdvantage", "outOfAmmo", "destroyEquipment", "loseSpeed", "nonsense"]) {
      expect(isActing(id)).toBe(false);
    }
  });
});

describe("spendRefusal", () => {
  it("a ranged-only row is refused on a melee card's despair, even by the GM", () => {
    expect(ask({ optionId: "hitEngagedAlly", roll: roll(-1, 0, 1), viewer: gm, attack: "ranged" })).toBeNull();
    expect(ask({ optionId: "hitEngagedAlly", roll: roll(-1, 0, 1), viewer: gm, attack: "melee" })).toBe(SPEND_REFUSALS.notActing);
  });

  it("the owner of the attacker spends advantage; a player who does not own it cannot; threat is the GM's", () => {
    expect(ask({ optionId: "recoverStrain" })).toBeNull();
    expect(ask({ optionId: "recoverStrain", viewer: stranger })).toBe(SPEND_REFUSALS.notAttacker);
    expect(ask({ optionId: "sufferStrain", roll: roll(-2), viewer: owner })).toBe(SPEND_REFUSALS.gmOnly);
    expect(ask({ optionId: "sufferStrain", roll: roll(-2), viewer: gm })).toBeNull();
  });

  it("3 advantage: +1 defence once; a second row once only; recover strain three times, not four", () => {
    expect(ask({ optionId: "gainDefence" })).toBeNull();
    expect(ask({ optionId: "gainDefence", spent: ["gainDefence"] })).toBe(SPEND_REFUSALS.once);
    expect(ask({ optionId: "recoverStrain", spent: ["recoverStrain", "recoverStrain"] })).toBeNull();
    expect(ask({ optionId: "recoverStrain", spent: ["recoverStrain", "recoverStrain", "recoverStrain"] })).toBe(SPEND_REFUSALS.budget);
  });

  it("shares the card's budget: a crit 2 already bought leaves 1 of 3 advantage, too little for a free maneuver", () => {
    expect(ask({ optionId: "freeManeuver", otherCosts: [2] })).toBe(SPEND_REFUSALS.budget);
    expect(ask({ optionId: "recoverStrain", otherCosts: [2] })).toBeNull();
  });

  it("a triumph pays any row: 0 advantage and a triumph upgrades the target's difficulty, then nothing more", () => {
    expect(ask({ optionId: "upgradeTargetDifficulty", roll: roll(3) })).toBe(SPEND_REFUSALS.budget);
    expect(ask({ optionId: "upgradeTargetDifficulty", roll: roll(0, 1) })).toBeNull();
    expect(ask({ optionId: "gainDefence", roll: roll(0, 1), spent: ["upgradeTargetDifficulty"] })).toBe(SPEND_REFUSALS.budget);
  });

  it("threat: 3 threat pays prone, then nothing; a despair pays weapon damage and then prone too", () => {
    const three = roll(-3);
    expect(ask({ optionId: "fallProne", roll: three, viewer: gm })).toBeNull();
    expect(ask({ optionId: "sufferStrain", roll: three, viewer: gm, spent: ["fallProne"] })).toBe(SPEND_REFUSALS.threatBudget);
    expect(ask({ optionId: "gearDamaged", roll: three, viewer: gm })).toBe(SPEND_REFUSALS.threatBudget);
    const despair = roll(0, 0, 1);
    expect(ask({ optionId: "gearDamaged", roll: despair, viewer: gm })).toBeNull();
    expect(ask({ optionId: "fallProne", roll: despair, viewer: gm, spent: ["gearDamaged"] })).toBe(SPEND_REFUSALS.threatBudget);
    // Advantage spent does not touch the threat side, nor the reverse.
    expect(ask({ optionId: "sufferStrain", roll: roll(-1), viewer: gm, otherCosts: [5] })).toBeNull();
  });

  it("threatLeft: 4 threat and a despair after prone and weapon damage leave 1 threat", () => {
    expect(sideBudget(roll(-4, 0, 1), "negative")).toEqual({ advantage: 4, triumph: 1 });
    expect(threatLeft(roll(-4, 0, 1), ["fallProne", "gearDamaged"])).toEqual({ advantage: 1, triumph: 0 });
    expect(threatLeft(roll(-4, 0, 1), ["recoverStrain"])).toEqual({ advantage: 4, triumph: 1 });
  });
});

describe("weapon condition (seed 002 REPAIRING GEAR)", () => {
  it("steps undamaged → minor → moderate → major, and no further", () => {
    expect(worsenCondition("undamaged")).toBe("minor");
    expect(worsenCondition("minor")).toBe("moderate");
    expect(worsenCondition("moderate")).toBe("major");
    expect(worsenCondition("major")).toBeNull();
    expect(improveCondition("moderate")).toBe("minor");
    expect(improveCondition("undamaged")).toBe("undamaged");
  });

  it("use penalty: minor +1 setback, moderate +1 difficulty, major unusable", () => {
    expect(conditionPenalty("minor")).toEqual({ setback: 1, difficulty: 0, unusable: false });
    expect(conditionPenalty("moderate")).toEqual({ setback: 0, difficulty: 1, unusable: false });
    expect(conditionPenalty("major")).toEqual({ setback: 0, difficulty: 0, unusable: true });
  });
});

describe("last initiative slot", () => {
  it("goes under the lowest other slot; unrolled slots are ignored", () => {
    expect(lastSlotInitiative([3, 1.5, null, 2])).toBe(0.5);
    expect(lastSlotInitiative([null])).toBe(0);
  });
});

describe("pending dice", () => {
  it("a boost, a setback and an upgraded difficulty land on the next pool with a note each", () => {
    const pool = { ...emptyPool(), ability: 2, difficulty: 2 };
    const { pool: out, notes } = applyPending(pool, [
      { die: "boost", from: "Kira", card: "m1" }, { die: "setback", from: "Trooper", card: "m2" }, { die: "upgradeDifficulty", from: "Trooper", card: "m2" },
    ]);
    expect(out).toMatchObject({ ability: 2, boost: 1, setback: 1, difficulty: 1, challenge: 1 });
    expect(notes.map((n) => n.key)).toEqual(["EOTE.Combat.Spend.Pending.boost", "EOTE.Combat.Spend.Pending.setback", "EOTE.Combat.Spend.Pending.upgradeDifficulty"]);
    expect(notes[0]!.data).toEqual({ from: "Kira" });
  });

  it("reads stored entries defensively", () => {
    expect(readPending({ a: { die: "boost", from: "X", card: "m1" }, b: { die: "bogus" }, c: null })).toEqual({ a: { die: "boost", from: "X", card: "m1" } });
    // A die stored before dice named their card names none.
    expect(readPending({ a: { die: "boost", from: "X" } })).toEqual({ a: { die: "boost", from: "X", card: "" } });
    expect(readPending("nope")).toEqual({});
  });

  it("pendingFromCard: only a die naming this card is this card's to take back", () => {
    const stored = { a: { die: "boost", from: "X", card: "m1" }, old: { die: "boost", from: "X" } };
    expect(pendingFromCard(stored, "a", "m1")).toBe(true);
    expect(pendingFromCard(stored, "a", "m2")).toBe(false);
    expect(pendingFromCard(stored, "old", "")).toBe(false);
    expect(pendingFromCard(stored, "toString", "m1")).toBe(false);
    expect(pendingFromCard(stored, "missing", "m1")).toBe(false);
  });
});

describe("subjectRefusal", () => {
  const effect = (id: string) => spendAction(id)!.effect;
  it("names what the subject forbids", () => {
    expect(subjectRefusal(effect("recoverStrain"), { strain: 0 })).toBe("EOTE.Combat.Spend.Refused.NoStrain");
    expect(subjectRefusal(effect("recoverStrain"), { strain: 2 })).toBeNull();
    expect(subjectRefusal(effect("sufferStrain"), { strain: 0 })).toBeNull();
    expect(subjectRefusal(effect("disarmTarget"), { hasWeapon: false })).toBe("EOTE.Combat.Spend.Refused.NoWeapon");
    expect(subjectRefusal(effect("disableTarget"), { damaged: true })).toBe("EOTE.Combat.Spend.Refused.AlreadyDamaged");
    expect(subjectRefusal(effect("gearDamaged"), { condition: "major" })).toBe("EOTE.Combat.Spend.Refused.Broken");
    expect(subjectRefusal(effect("gearDamaged"), { condition: "moderate" })).toBeNull();
    expect(subjectRefusal(effect("lastInitiative"), { inCombat: false })).toBe("EOTE.Combat.Spend.Refused.NotInCombat");
    expect(subjectRefusal(effect("fallProne"), { prone: true })).toBe("EOTE.Combat.Spend.Refused.AlreadyProne");
  });
});
