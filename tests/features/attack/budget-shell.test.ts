// The attack card's shell re-checks the roll's shared budget at click time, over the doubles: a stale
// card's button (drawn before another click spent the advantage) is refused with a notice, and undo frees.
import { beforeEach, describe, expect, it } from "vitest";
import type { AttackWeapon } from "../../../module/features/attack/model.ts";
import { armed, attackFlag, attackMessage as postAttack, rolledAt } from "../../doubles/attack.ts";
import { character } from "../../fixtures/actors.ts";
import { FakeActor, noticeKeys, notices, register } from "../../doubles/index.ts";
import { shownKey } from "../../doubles/keys.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { gmOutOfCombat } from "./scene.ts";

const NO_BUDGET = "EOTE.Combat.Notice.NoBudget";

const shell = shellSuite({
  keys: true,
  seed: 11,
  modules: { card: load.attackCard },
  each: gmOutOfCombat,
});

beforeEach(() => {
  shell.config.Dice.randomUniform = () => 0.5; // every d100 shows 50
});

/** A posted attack whose roll had these net results, by the GM, with a weapon the attacker owns. */
function attackMessage(id: string, targets: FakeActor[], netAdvantage: number, weapon: AttackWeapon, autoFire = false) {
  const arms = armed(weapon);
  // An Auto-fire roll holds Auto-fire's extra difficulty: here a Daunting pool, more than any engaged shot needs.
  return postAttack(id, attackFlag(arms, targets, { autoFire }), { netSuccess: 1, netAdvantage }, undefined, autoFire ? rolledAt(4) : []);
}

const trooper = (name = "Trooper") => register(new FakeActor(name, "character", character())); // soak 3, threshold 13

describe("the shell spends one budget", () => {
  it("3 advantage, crit 2, Disorient 2: after the crit, a stale Disorient click is refused; undo frees it", async () => {
    const club: AttackWeapon = { skill: "melee", damage: 8, addBrawn: false, crit: 2, qualities: [{ key: "disorient", rating: 2 }] };
    const target = trooper();
    const message = attackMessage("msgBudget00001", [target], 3, club);

    await shell.card.runCardAction(message, "eoteApplyDamage", target.uuid);
    expect(target.system.wounds.value).toBe(8 + 1 - 3);
    const stale = (await shell.card.attackSection(message))!;
    expect(stale).toContain('data-action="eoteApplyStatus" data-quality="disorient"');
    expect(stale).toContain('data-action="eoteApplyCritical"');
    expect(stale).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 3, triumph: 0 }));

    await shell.card.runCardAction(message, "eoteApplyCritical", target.uuid);
    expect(target.items.map((i) => i.name)).toHaveLength(1);
    // The crit was bought (no threshold passed): the record says so, for the budget.
    expect(target.getFlag("eote", "combatLog.msgBudget00001.crits")).toMatchObject([{ total: 50, threshold: false }]);

    // The button on the card drawn before the crit is clicked anyway: 1 advantage cannot pay for Disorient.
    await shell.card.runCardAction(message, "eoteApplyStatus", target.uuid, "disorient");
    expect(noticeKeys()).toEqual([NO_BUDGET]);
    expect(target.effects.size).toBe(0);
    const fresh = (await shell.card.attackSection(message))!;
    expect(fresh).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 1, triumph: 0 }));
    expect(fresh).not.toContain("eoteApplyStatus");

    // Undo takes back the hit and the crit: the whole budget is there again.
    await shell.card.runCardAction(message, "eoteUndo", target.uuid);
    notices.length = 0;
    await shell.card.runCardAction(message, "eoteApplyStatus", target.uuid, "disorient");
    expect(notices).toEqual([]);
    expect([...target.effects.values()].map((e) => [...e.statuses])).toEqual([["disoriented"]]);
  });

  it("two targets on Auto-fire, 5 advantage: an extra hit and one crit 3 in all; the second crit is refused until undo", async () => {
    const rifle: AttackWeapon = { skill: "rangedHeavy", damage: 6, addBrawn: false, crit: 3, qualities: [{ key: "autoFire", rating: null }] };
    const a = trooper("A");
    const b = trooper("B");
    const message = attackMessage("msgBudget00002", [a, b], 5, rifle, true);

    await shell.card.runCardAction(message, "eoteApplyDamage", a.uuid); // the attack's own hit
    await shell.card.runCardAction(message, "eoteApplyDamage", b.uuid); // an Auto-fire hit: 2 advantage
    expect([a.system.wounds.value, b.system.wounds.value]).toEqual([4, 4]);
    const stale = (await shell.card.attackSection(message))!;
    expect(stale).toContain(`data-action="eoteApplyCritical" data-target-uuid="${b.uuid}"`);

    await shell.card.runCardAction(message, "eoteApplyCritical", a.uuid); // 3 advantage: the budget is out
    await shell.card.runCardAction(message, "eoteApplyCritical", b.uuid);
    expect(noticeKeys()).toEqual([NO_BUDGET]);
    expect(b.items.size).toBe(0);
    // No third hit either: Auto-fire has nothing left to pay with.
    await shell.card.runCardAction(message, "eoteApplyDamage", a.uuid);
    expect(noticeKeys().at(-1)).toBe(NO_BUDGET);
    expect(a.system.wounds.value).toBe(4);

    // Undo on A frees its crit and makes B's hit the attack's own: B's crit can now be bought.
    await shell.card.runCardAction(message, "eoteUndo", a.uuid);
    notices.length = 0;
    await shell.card.runCardAction(message, "eoteApplyCritical", b.uuid);
    expect(notices).toEqual([]);
    expect(b.items.size).toBe(1);
    expect(await shell.card.attackSection(message)).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 2, triumph: 0 }));
  });
});
