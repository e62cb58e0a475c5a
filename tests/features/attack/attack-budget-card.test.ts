// The attack card spends one advantage/triumph budget per roll, shared by every option and target
// (seed 000 SPENDING ADVANTAGE AND TRIUMPHS, seed 002 ITEM QUALITIES), rendered with real Handlebars.
import { describe, expect, it } from "vitest";
import {
  actionRefusal, buildAttackCard, emptyRecord, type AttackFlag, type AttackWeapon, type DamageRecord, type TargetInput,
} from "../../../module/features/attack/model.ts";
import { cardRender } from "../../fixtures/card-template.ts";
import { shownKey } from "../../doubles/keys.ts";

const roll = (netSuccess: number, netAdvantage: number, triumph = 0) =>
  ({ netSuccess, netAdvantage, triumph, despair: 0, succeeded: netSuccess > 0 });

/** A crit 2 club with Disorient 2 (each activation 2 advantage or a triumph). */
const CLUB: AttackWeapon = { skill: "melee", damage: 4, addBrawn: false, crit: 2, qualities: [{ key: "disorient", rating: 2 }] };
/** A crit 3 rifle on Auto-fire. */
const RIFLE: AttackWeapon = { skill: "rangedHeavy", damage: 9, addBrawn: false, crit: 3, qualities: [{ key: "autoFire", rating: null }] };

function flag(weapon: AttackWeapon, targets: number, over: Partial<AttackFlag> = {}): AttackFlag {
  return {
    weaponUuid: "Actor.a.Item.w", attackerUuid: "Actor.a", targetUuids: ["Actor.t", "Actor.u"].slice(0, targets), rangeBand: "engaged",
    weapon, weaponName: "Club", brawn: 2, scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1, ...over,
  };
}

const last = { dealt: 5, soak: 3, minionsDefeated: 0, incapacitated: false };
/** A target some hits of this card went past soak on. */
const hitRecord = (over: Partial<DamageRecord> = {}): DamageRecord =>
  ({ ...emptyRecord(), previous: { wounds: 0, strain: 0 }, hits: 1, penetrated: true, last, ...over });
const crit = (threshold?: boolean): DamageRecord["crits"][number] =>
  ({ itemId: "i1", name: "Winded", total: 47, severity: 1, ...(threshold === undefined ? {} : { threshold }) });
const disoriented = { id: "e1", status: "disoriented", source: "disorient", rounds: 2 };

const targets = (...records: (DamageRecord | null)[]): TargetInput[] =>
  records.map((record, i) => ({ uuid: ["Actor.t", "Actor.u"][i]!, name: ["Trooper", "Guard"][i]!, canAct: true, record }));

const render = cardRender("attack.hbs", { keys: true });

describe("one budget per attack", () => {
  it("3 advantage, crit 2 and Disorient 2: either, not both", () => {
    const before = buildAttackCard(roll(1, 3), flag(CLUB, 1), targets(hitRecord()));
    expect(before.budget).toEqual({ advantage: 3, triumph: 0 });
    expect(before.critical).toEqual({ cost: 2, times: 1, repeat: false, spent: false });
    expect(before.qualities[0]).toMatchObject({ key: "disorient", times: 1, spent: false });
    expect(before.targets[0]).toMatchObject({ canCrit: true });
    expect(before.qualities[0]!.targets[0]!.canApply).toBe(true);
    expect(render(before)).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 3, triumph: 0 }));

    // After the crit (2), 1 advantage is left: Disorient is no longer offered.
    const afterCrit = buildAttackCard(roll(1, 3), flag(CLUB, 1), targets(hitRecord({ crits: [crit(false)] })));
    expect(afterCrit.budget).toEqual({ advantage: 1, triumph: 0 });
    expect(afterCrit.critical).toMatchObject({ times: 0, spent: true });
    expect(afterCrit.qualities[0]).toMatchObject({ times: 0, spent: true });
    expect(afterCrit.qualities[0]!.targets[0]!.canApply).toBe(false);
    expect(afterCrit.targets[0]!.canCrit).toBe(false);
    const html = render(afterCrit);
    expect(html).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 1, triumph: 0 }));
    expect(html).toContain(`${shownKey("EOTE.Combat.Card.Trigger", { cost: 2, quality: "EOTE.Quality.disorient" })} EOTE.Combat.Card.NoneLeft`);
    expect(html).not.toContain("eoteApplyStatus");
    expect(html).not.toContain("eoteApplyCritical");

    // The other way round: Disorient first leaves no crit.
    const afterStatus = buildAttackCard(roll(1, 3), flag(CLUB, 1), targets(hitRecord({ effects: [disoriented] })));
    expect(afterStatus.targets[0]!.canCrit).toBe(false);
    expect(afterStatus.budget).toEqual({ advantage: 1, triumph: 0 });
  });

  it("a triumph pays for one activation; with only a triumph, the crit uses it up", () => {
    const ctx = buildAttackCard(roll(1, 0, 1), flag(CLUB, 1), targets(hitRecord({ crits: [crit(false)] })));
    expect(ctx.budget).toEqual({ advantage: 0, triumph: 0 });
    expect(ctx.qualities[0]!.targets[0]!.canApply).toBe(false);
    expect(render(buildAttackCard(roll(1, 1, 1), flag(CLUB, 1), targets(hitRecord())))).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 1, triumph: 1 }));
    // No advantage and no triumph: no budget line.
    expect(render(buildAttackCard(roll(1, 0), flag(CLUB, 1), targets(null)))).not.toContain("EOTE.Combat.Card.Budget");
  });

  it("two targets share it: a status on one is paid from what the other could have had", () => {
    // 2 advantage: Disorient for one target only.
    const ctx = buildAttackCard(roll(1, 2), flag(CLUB, 2), targets(hitRecord({ effects: [disoriented] }), null));
    expect(ctx.qualities[0]!.targets.map((t) => [t.applied, t.canApply])).toEqual([[true, false], [false, false]]);
    expect(ctx.budget).toEqual({ advantage: 0, triumph: 0 });
    // 4 advantage: the second target can still be disoriented.
    const more = buildAttackCard(roll(1, 4), flag(CLUB, 2), targets(hitRecord({ effects: [disoriented] }), null));
    expect(more.qualities[0]!.targets[1]!.canApply).toBe(true);
  });

  it("one hit in all without Auto-fire: once the first target took it, the second is offered none", () => {
    const ctx = buildAttackCard(roll(2, 3), flag(CLUB, 2), targets(hitRecord(), null));
    expect(ctx.targets.map((t) => t.canApply)).toEqual([false, false]);
    expect(actionRefusal(roll(2, 3), flag(CLUB, 2), [hitRecord(), null], 1, "hit")).toBe("EOTE.Combat.Notice.NoMoreHits");
    expect(buildAttackCard(roll(2, 3), flag(CLUB, 2), targets(null, null)).targets.map((t) => t.canApply)).toEqual([true, true]);
  });

  it("Auto-fire: extra hits go to either target, 2 advantage each, until the budget is out", () => {
    const af = flag(RIFLE, 2, { autoFire: true });
    // 4 advantage: the free hit plus two bought ones.
    const fresh = buildAttackCard(roll(1, 4), af, targets(null, null));
    expect(fresh.targets.map((t) => [t.canApply, t.maxHits])).toEqual([[true, 3], [true, 3]]);
    expect(fresh.qualities[0]).toMatchObject({ key: "autoFire", times: 2, repeat: true });
    // Two hits on the Trooper (one bought): one more hit is left, for either.
    const two = buildAttackCard(roll(1, 4), af, targets(hitRecord({ hits: 2 }), null));
    expect(two.targets.map((t) => [t.canApply, t.maxHits])).toEqual([[true, 3], [true, 1]]);
    expect(two.budget).toEqual({ advantage: 2, triumph: 0 });
    expect(render(two)).toContain(shownKey("EOTE.Combat.Card.ApplyAnother", { hits: 2, max: 3 }));
    // The Guard took it: nothing left for anyone, and the crit 3 cannot be paid either.
    const spent = buildAttackCard(roll(1, 4), af, targets(hitRecord({ hits: 2 }), hitRecord()));
    expect(spent.targets.map((t) => [t.canApply, t.canCrit])).toEqual([[false, false], [false, false]]);
    expect(spent.qualities[0]).toMatchObject({ times: 0, spent: true });
    expect(actionRefusal(roll(1, 4), af, [hitRecord({ hits: 2 }), hitRecord()], 0, "hit")).toBe("EOTE.Combat.Notice.NoBudget");
  });

  it("Auto-fire and the crit draw on the same advantage: 5 advantage buys an extra hit and one crit 3, not two crits", () => {
    const af = flag(RIFLE, 2, { autoFire: true });
    const records = [hitRecord({ crits: [crit(false)] }), hitRecord()];
    const ctx = buildAttackCard(roll(1, 5), af, targets(...records));
    expect(ctx.budget).toEqual({ advantage: 0, triumph: 0 });
    expect(ctx.targets[1]!.canCrit).toBe(false);
    expect(actionRefusal(roll(1, 5), af, records, 1, "crit")).toBe("EOTE.Combat.Notice.NoBudget");
    expect(actionRefusal(roll(1, 5), af, [hitRecord(), hitRecord()], 1, "crit")).toBeNull();
  });

  it("the critical owed for passing the threshold costs nothing, old records included", () => {
    // 2 advantage, crit 2: the owed crit applied, the bought one still open.
    const owed = hitRecord({ thresholdCritical: true, crits: [crit(true)] });
    const ctx = buildAttackCard(roll(1, 2), flag(CLUB, 1), targets(owed));
    expect(ctx.budget).toEqual({ advantage: 2, triumph: 0 });
    expect(ctx.targets[0]!.canCrit).toBe(true);
    // A record written before crits were marked reads the same.
    expect(buildAttackCard(roll(1, 2), flag(CLUB, 1), targets(hitRecord({ thresholdCritical: true, crits: [crit()] }))).budget)
      .toEqual({ advantage: 2, triumph: 0 });
    // Both applied: nothing left.
    const both = buildAttackCard(roll(1, 2), flag(CLUB, 1), targets({ ...owed, crits: [crit(true), crit(false)] }));
    expect(both.targets[0]!.canCrit).toBe(false);
    // A crit bought before the threshold was passed stays paid for; the owed one is still offered, budget or not.
    const boughtFirst = hitRecord({ thresholdCritical: true, crits: [crit(false)] });
    const later = buildAttackCard(roll(1, 2), flag(CLUB, 1), targets(boughtFirst));
    expect(later.budget).toEqual({ advantage: 0, triumph: 0 });
    expect(later.targets[0]!.canCrit).toBe(true);
  });

  it("undo on one target frees what it used", () => {
    const used = buildAttackCard(roll(1, 2), flag(CLUB, 2), targets(hitRecord({ effects: [disoriented] }), null));
    expect(used.qualities[0]!.targets[1]!.canApply).toBe(false);
    // Undo deletes the first target's record: the budget is whole again and the hit is free again.
    const undone = buildAttackCard(roll(1, 2), flag(CLUB, 2), targets(null, null));
    expect(undone.budget).toEqual({ advantage: 2, triumph: 0 });
    expect(undone.qualities[0]!.targets.map((t) => t.canApply)).toEqual([true, true]);
  });

  it("records from before the budget that hold more than the roll could pay: nothing more, no error", () => {
    // The old card let both targets take a hit and a crit 2 from 2 advantage.
    const records = [hitRecord({ crits: [crit()] }), hitRecord({ crits: [crit()] })];
    const ctx = buildAttackCard(roll(1, 2), flag(CLUB, 2), targets(...records));
    expect(ctx.budget).toEqual({ advantage: 0, triumph: 0 });
    expect(ctx.targets.map((t) => [t.canApply, t.canCrit])).toEqual([[false, false], [false, false]]);
    expect(render(ctx)).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 0, triumph: 0 }));
  });

  it("refusals name the reason: rules first, then the budget", () => {
    const f = flag(CLUB, 1);
    expect(actionRefusal(roll(1, 3), f, [hitRecord({ effects: [disoriented] })], 0, "status", "disorient")).toBe("EOTE.Combat.Notice.NoStatus");
    expect(actionRefusal(roll(1, 3), f, [hitRecord({ crits: [crit(false)] })], 0, "status", "disorient")).toBe("EOTE.Combat.Notice.NoBudget");
    expect(actionRefusal(roll(1, 3), f, [hitRecord()], 0, "status", "disorient")).toBeNull();
    expect(actionRefusal(roll(1, 3), f, [hitRecord({ crits: [crit(false)] })], 0, "crit")).toBe("EOTE.Combat.Notice.NoCritical");
    expect(actionRefusal(roll(1, 3), f, [hitRecord({ effects: [disoriented] })], 0, "crit")).toBe("EOTE.Combat.Notice.NoBudget");
    const stun: AttackWeapon = { ...CLUB, qualities: [{ key: "stun", rating: 3 }] };
    expect(actionRefusal(roll(1, 2), flag(stun, 1), [hitRecord({ crits: [crit(false)] })], 0, "stun")).toBe("EOTE.Combat.Notice.NoBudget");
    expect(actionRefusal(roll(1, 2), flag(stun, 1), [hitRecord({ stun: 3 })], 0, "stun")).toBe("EOTE.Combat.Notice.NoStun");
    expect(actionRefusal(roll(1, 2), flag(stun, 1), [hitRecord()], 0, "stun")).toBeNull();
  });
});
