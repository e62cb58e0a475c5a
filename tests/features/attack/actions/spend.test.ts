// The attack card's spending rows over the shared v13 doubles: bought from the card's one budget, refused
// with a notice when the budget, the side (threat is the GM's), ownership or the subject forbids it, and
// undone exactly; as the GM and as players who do and do not own the attacker.
import { beforeEach, describe, expect, it } from "vitest";
import type { AttackWeapon } from "../../../../module/features/attack/model.ts";
import { armed, attackFlag, attackMessage, type Armed } from "../../../doubles/attack.ts";
import { character } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import { asUser, FakeActor, itemOfType, noticeKeys, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { shownKey } from "../../../doubles/keys.ts";
import { emptyPool } from "../../../../module/dice/types.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

/** The combat this file sets, as the doubles read it. */
const g = globalThis as unknown as { game: { combat: unknown } };

const club: AttackWeapon = { skill: "melee", damage: 4, addBrawn: true, crit: 3, qualities: [] };
const PLAYER_OWNS = { [users.player.id]: OWNERSHIP.OWNER };

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { card: load.attackCard, spend: load.attackSpend, pending: load.foundryPendingDice },
});

beforeEach(() => {
  g.game.combat = null;
});

let ids = 0;
/** An attack on `target` by the attacker of `arms`, posted by the GM, with these net results. */
function attack(arms: Armed, target: FakeActor, netAdvantage: number, extra: { triumph?: number; despair?: number } = {}) {
  const id = `msgSpend${(++ids).toString().padStart(8, "0")}`;
  return attackMessage(id, attackFlag(arms, [target]), { netSuccess: 1, netAdvantage, ...extra });
}

const buy = (message: ChatMessage.Implementation, option: string, subjectUuid: string) =>
  shell.spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option, subjectUuid });
const logOf = (arms: Armed, message: ChatMessage.Implementation) => shell.spend.spendLogOf(arms.attacker, message.id ?? "");
const undoLast = (arms: Armed, message: ChatMessage.Implementation) =>
  shell.spend.runSpendAction(message, { action: "eoteUndoSpend", spend: "1", spendId: logOf(arms, message)!.entries.at(-1)!.id });
const enemy = (name = "Trooper", equipped = false) => register(new FakeActor(name, "character", character(), {
  owner: false, items: [{ _id: `gun${(++ids).toString().padStart(13, "0")}`, name: "Pistol", type: "weapon", system: blaster({ equipped }) }],
}));

describe("advantage rows, as the GM", () => {
  it("3 advantage: recover 1 strain (2 → 1) leaves 2, too little for +1 defence; undo gives both back exactly", async () => {
    const arms = armed(club);
    arms.attacker.system.strain.value = 2;
    const target = enemy();
    const message = attack(arms, target, 3);
    const before = (await shell.card.attackSection(message))!;
    expect(before).toContain(`data-option="recoverStrain" data-subject-uuid="${arms.attacker.uuid}"`);
    expect(before).toContain(`data-option="gainDefence" data-subject-uuid="${arms.attacker.uuid}"`);

    await buy(message, "recoverStrain", arms.attacker.uuid);
    expect(arms.attacker.system.strain.value).toBe(1);
    const after = (await shell.card.attackSection(message))!;
    expect(after).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 2, triumph: 0 }));
    expect(after).not.toContain('data-option="gainDefence" data-subject-uuid');
    // What the row bought shows on the row, with its Undo.
    expect(optionItem(after, "recoverStrain")).toMatch(/<span class="eote-attack__bought-line" data-spend-id="[^"]+"><span>EOTE\.Combat\.Glance\.BoughtFor {&quot;name&quot;:&quot;Attacker&quot;}<\/span> <button type="button" data-action="eoteUndoSpend"/);

    await buy(message, "gainDefence", arms.attacker.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.Budget"]);
    expect(arms.attacker.effects.size).toBe(0);

    await undoLast(arms, message);
    expect(arms.attacker.system.strain.value).toBe(2);
    expect(logOf(arms, message)).toBeNull();
    expect((await shell.card.attackSection(message))!).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 3, triumph: 0 }));
  });

  it("the spends share the budget with the card's crit: after +1 defence (3 of 4 advantage) the crit 3 is refused", async () => {
    const arms = armed(club);
    const target = enemy();
    const message = attack(arms, target, 4);
    await shell.card.runCardAction(message, "eoteApplyDamage", target.uuid);
    await buy(message, "gainDefence", arms.attacker.uuid);
    const effect = [...arms.attacker.effects.values()][0]!;
    expect(effect.data.changes).toEqual([{ key: "system.defenceBonus.melee", mode: 2, value: "1" }]);
    await shell.card.runCardAction(message, "eoteApplyCritical", target.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NoBudget"]);
    await undoLast(arms, message);
    expect(arms.attacker.effects.size).toBe(0);
  });

  it("a setback on the target's next check: its next dice dialog adds it with a note, and rolling uses it up", async () => {
    const arms = armed(club);
    const target = enemy();
    const message = attack(arms, target, 2);
    await buy(message, "setbackTarget", target.uuid);
    const request = shell.pending.withPendingDice({ title: "Cool", pool: { ...emptyPool(), ability: 2 }, actor: target });
    expect(request.pool).toMatchObject({ ability: 2, setback: 1 });
    expect(request.notes).toEqual(['EOTE.Combat.Spend.Pending.setback {"from":"Attacker"}']);
    // A check of someone else is untouched.
    expect(shell.pending.withPendingDice({ title: "Cool", pool: emptyPool(), actor: arms.attacker }).notes).toBeUndefined();
    await request.onRolled!();
    expect(target.getFlag("eote", "pendingDice")).toEqual({});
    // Undo after the die was used takes back the purchase only.
    await undoLast(arms, message);
    expect(logOf(arms, message)).toBeNull();
  });

  it("the target drops its equipped weapon; undo puts it back in hand; a target with none refuses", async () => {
    const arms = armed(club);
    const target = enemy("Armed", true);
    const message = attack(arms, target, 3);
    await buy(message, "disarmTarget", target.uuid);
    expect(itemOfType(target.items.contents[0], "weapon").system.equipped).toBe(false);
    await undoLast(arms, message);
    expect(itemOfType(target.items.contents[0], "weapon").system.equipped).toBe(true);

    const bare = enemy("Bare");
    await buy(attack(arms, bare, 3), "disarmTarget", bare.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.NoWeapon"]);
  });

  it("disabled instead of damaged: the card then refuses to apply damage to that target", async () => {
    const arms = armed(club);
    const target = enemy();
    const message = attack(arms, target, 3);
    await buy(message, "disableTarget", target.uuid);
    await shell.card.runCardAction(message, "eoteApplyDamage", target.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.Disabled"]);
    expect(target.system.wounds.value).toBe(0);
  });
});

describe("threat and despair rows, the GM's", () => {
  it("3 threat and a despair: prone, weapon damaged one step, then nothing left; undo each", async () => {
    const arms = armed(club);
    const target = enemy();
    const message = attack(arms, target, -3, { despair: 1 });
    expect((await shell.card.attackSection(message))!).toContain(shownKey("EOTE.Combat.Spend.ThreatLeft", { despair: 1, threat: 3 }));
    await buy(message, "fallProne", arms.attacker.uuid);
    expect(arms.attacker.statuses.has("prone")).toBe(true);
    await buy(message, "gearDamaged", arms.attacker.uuid);
    expect(arms.weapon.system.condition).toBe("minor");
    await buy(message, "sufferStrain", arms.attacker.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.ThreatBudget"]);
    await undoLast(arms, message);
    expect(arms.weapon.system.condition).toBe("undamaged");
    await undoLast(arms, message);
    expect(arms.attacker.statuses.has("prone")).toBe(false);
  });

  it("one despair pays once: out of ammunition (the weapon button) and weapon damaged (a spending row) share it", async () => {
    const ranged: AttackWeapon = { skill: "rangedLight", damage: 6, addBrawn: false, crit: 3, qualities: [] };
    const arms = armed(ranged);
    const target = enemy();
    const message = attack(arms, target, 0, { despair: 1 });
    await shell.card.runCardAction(message, "eoteOutOfAmmo", "");
    expect(arms.weapon.getFlag("eote", "weaponUse.outOfAmmo")).toBe(message.id);
    expect((await shell.card.attackSection(message))!).toContain(shownKey("EOTE.Combat.Spend.ThreatLeft", { despair: 0, threat: 0 }));
    await buy(message, "gearDamaged", arms.attacker.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.ThreatBudget"]);
    expect(arms.weapon.system.condition).toBe("undamaged");
    // The other way round: the despair spent on weapon damage leaves none for out of ammunition.
    notices.length = 0;
    const other = armed(ranged);
    const second = attack(other, target, 0, { despair: 1 });
    await buy(second, "gearDamaged", other.attacker.uuid);
    expect(other.weapon.system.condition).toBe("minor");
    await shell.card.runCardAction(second, "eoteOutOfAmmo", "");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.ThreatBudget"]);
    expect(other.weapon.getFlag("eote", "weaponUse.outOfAmmo") ?? null).toBeNull();
  });

  it("a melee attack cannot run out of ammunition: a forged click on the card's button changes nothing, for the GM or the attacker's owner", async () => {
    const arms = armed(club, { ownership: PLAYER_OWNS });
    const target = enemy();
    const message = attack(arms, target, 0, { despair: 1 });
    expect((await shell.card.attackSection(message))!).not.toContain("eoteOutOfAmmo");
    const said = { [users.gm.id]: "EOTE.Combat.Act.Notice.NotOffered", [users.player.id]: "EOTE.Combat.Act.Notice.GMOnly" };
    for (const user of [users.gm, users.player]) {
      asUser(user);
      notices.length = 0;
      await shell.card.runCardAction(message, "eoteOutOfAmmo", "");
      expect(noticeKeys(), user.id).toEqual([said[user.id]]);
      expect(arms.weapon.getFlag("eote", "weaponUse.outOfAmmo") ?? null, user.id).toBeNull();
    }
    // The despair is still there for a row that fits a melee attack.
    asUser(users.gm);
    await buy(message, "gearDamaged", arms.attacker.uuid);
    expect(arms.weapon.system.condition).toBe("minor");
  });

  it("the initiative slot moves under the lowest one; undo puts it back while it is still there", async () => {
    const arms = armed(club);
    const target = enemy();
    const slot = (actor: FakeActor, initiative: number, id: string) => ({
      id, actor, initiative, async update(d: { initiative: number }) { this.initiative = d.initiative; return this; },
    });
    const mine = slot(arms.attacker, 3.5, "cbtA");
    const other = slot(target, 1.25, "cbtB");
    g.game.combat = { id: "combat1", round: 1, turn: 0, combatants: [mine, other] };
    const message = attack(arms, target, -3);
    await buy(message, "lastInitiative", arms.attacker.uuid);
    expect(mine.initiative).toBe(0.25);
    await undoLast(arms, message);
    expect(mine.initiative).toBe(3.5);
  });
});

/** The player's club-armed attacker at 1 strain, an enemy, and an attack on it with 3 advantage. */
function strainedAttack() {
  const arms = armed(club, { ownership: PLAYER_OWNS });
  arms.attacker.system.strain.value = 1;
  const target = enemy();
  return { arms, target, message: attack(arms, target, 3) };
}

/** The one list item of the option `id` in a rendered card (its buttons must sit inside it). */
const optionItem = (html: string, id: string) => html.match(new RegExp(`<li data-option="${id}">(?:(?!<li ).)*?</li>`, "s"))?.[0] ?? "";

describe("how the rows read", () => {
  it("each acting row holds its own buttons; the narrative rows sit in one 'the GM says what happens' fold, for the GM and for the owner", async () => {
    const { arms, target, message } = strainedAttack();
    for (const user of [users.gm, users.player]) {
      asUser(user);
      const html = (await shell.card.attackSection(message))!;
      const strain = optionItem(html, "recoverStrain");
      expect(strain).toContain(`<span class="eote-attack__spend-buttons"><button type="button" class="eote-attack__spend" data-action="eoteSpend" data-spend="1" data-option="recoverStrain" data-subject-uuid="${arms.attacker.uuid}">`);
      expect(strain).not.toContain("EOTE.Combat.Spend.Tag.Adjudicated");
      // The narrative rows the roll pays for sit together in one fold that says the GM tells what happens.
      const notice = optionItem(html, "noticeDetail");
      expect(notice).not.toContain("eoteSpend");
      const calls = html.match(/<details class="eote-attack__calls"><summary>([^<]*)<\/summary>(.*?)<\/details>/s);
      const told = calls?.[2]?.match(/<li /g)?.length ?? 0;
      expect(told).toBeGreaterThanOrEqual(1);
      expect(calls?.[1]).toBe(shownKey("EOTE.CardGlance.SpendCalls", { count: told }));
      expect(calls?.[2]).toContain(notice);
      expect(calls?.[2]).not.toContain("eoteSpend");
      // The target's row: the GM buys it for the target; its owner's player, who does not own the target, is told who can.
      const setback = optionItem(html, "setbackTarget");
      if (user === users.gm) expect(setback).toContain(`data-subject-uuid="${target.uuid}"`);
      else expect(setback).toContain('<span class="eote-attack__tag">EOTE.Combat.Spend.Tag.OthersOnly</span>');
    }
    // After +1 defence (3 of 3 advantage): bought once, and the rest too dear.
    asUser(users.gm);
    await buy(message, "gainDefence", arms.attacker.uuid);
    const after = (await shell.card.attackSection(message))!;
    expect(optionItem(after, "gainDefence")).toContain('<span class="eote-attack__tag">EOTE.Combat.Spend.Tag.Bought</span>');
    expect(optionItem(after, "recoverStrain")).toContain('<span class="eote-attack__tag">EOTE.Combat.Spend.Tag.TooLittle</span>');
    expect(optionItem(after, "recoverStrain")).not.toContain("eoteSpend");
  });
});

describe("as players", () => {
  it("the attacker's owner spends advantage on the attacker, not on a target it does not own, and no threat", async () => {
    const { arms, target, message } = strainedAttack();
    asUser(users.player);
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(`data-option="recoverStrain" data-subject-uuid="${arms.attacker.uuid}"`);
    expect(html).not.toContain(`data-subject-uuid="${target.uuid}"`);
    await buy(message, "recoverStrain", arms.attacker.uuid);
    expect(arms.attacker.system.strain.value).toBe(0);
    await buy(message, "setbackTarget", target.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.NotSubjectOwner"]);
    await undoLast(arms, message);
    expect(arms.attacker.system.strain.value).toBe(1);

    notices.length = 0;
    const threat = attack(arms, target, -2);
    expect((await shell.card.attackSection(threat))!).not.toContain('data-action="eoteSpend"');
    await buy(threat, "sufferStrain", arms.attacker.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.GmOnly"]);
    expect(arms.attacker.system.strain.value).toBe(1);
  });

  it("a player who does not own the attacker sees no spend button and is refused", async () => {
    const arms = armed(club, { ownership: { [users.other.id]: OWNERSHIP.OWNER } });
    arms.attacker.system.strain.value = 2;
    const target = enemy();
    const message = attack(arms, target, 3);
    asUser(users.player);
    expect((await shell.card.attackSection(message))!).not.toContain('data-action="eoteSpend"');
    await buy(message, "recoverStrain", arms.attacker.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.NotAttacker"]);
    expect(arms.attacker.system.strain.value).toBe(2);
  });

  it("a GM's threat spend cannot be undone by the attacker's owner", async () => {
    const arms = armed(club, { ownership: PLAYER_OWNS });
    const target = enemy();
    const message = attack(arms, target, -1);
    await buy(message, "sufferStrain", arms.attacker.uuid);
    expect(arms.attacker.system.strain.value).toBe(1);
    asUser(users.player);
    expect((await shell.card.attackSection(message))!).not.toContain("eoteUndoSpend");
    await undoLast(arms, message);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.GmOnly"]);
    expect(arms.attacker.system.strain.value).toBe(1);
  });
});
