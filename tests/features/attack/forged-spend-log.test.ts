// The attack card's spend log sits on the attacker (flags.eote.spendLog.<card>), so the attacker's owner may
// rewrite it, while a line's Undo may be the GM's click. A player who adds a line to their own card's log,
// naming the GM's actors, cannot have the GM's Undo act on them: a line acts only on a subject its row could
// have named, only on an effect this card made, and only on the attacker's own initiative slot.
import { beforeEach, describe, expect, it } from "vitest";
import type { AttackWeapon } from "../../../module/features/attack/model.ts";
import { armed, attackFlag, attackMessage } from "../../doubles/attack.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import { asUser, FakeActor, flagRecord, itemOfType, noticeKeys, notices, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The combat this file sets, as the doubles read it. */
const g = globalThis as unknown as { game: { combat: unknown } };

const club: AttackWeapon = { skill: "melee", damage: 4, addBrawn: true, crit: 3, qualities: [] };
const PLAYER_OWNS = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { spend: load.attackSpend },
});

beforeEach(() => {
  notices.length = 0;
  g.game.combat = null;
});

let ids = 0;
const id16 = (prefix: string) => `${prefix}${(++ids).toString().padStart(16 - prefix.length, "0")}`;

/** The GM's nemesis, with an effect of its own (not from any card). */
async function nemesis(): Promise<{ vex: FakeActor; shield: string }> {
  const vex = register(new FakeActor("Vex", "character", character(), {
    ownership: { default: OWNERSHIP.NONE },
    items: [{ _id: id16("gun"), name: "Pistol", type: "weapon", system: blaster({ equipped: false }) }],
  }));
  const shield = id16("shield");
  await vex.createEmbeddedDocuments("ActiveEffect", [{ _id: shield, name: "Personal shield", changes: [] }], { keepId: true });
  return { vex, shield };
}

/** Kira's own attack (the player posted it) on `target`, with 3 advantage and 1 threat. */
function scene(target: FakeActor) {
  const arms = armed(club, { ownership: PLAYER_OWNS });
  const message = attackMessage(id16("msg"), attackFlag(arms, [target]), { netSuccess: 1, netAdvantage: 3 }, users.player);
  return { arms, message };
}

/** The player adds a line to their attacker's spend log for the card. */
async function forgeLine(attacker: FakeActor, messageId: string, line: Record<string, unknown>): Promise<string> {
  asUser(users.player);
  const entry = { id: id16("line"), subjectName: "x", ...line };
  await attacker.update({ [`flags.eote.spendLog.${messageId}`]: { change: { wounds: 0, strain: 0 }, entries: [entry] } });
  asUser(users.gm);
  return entry.id;
}

const undo = (message: ChatMessage.Implementation, spendId: string) =>
  shell.spend.runSpendAction(message, { action: "eoteUndoSpend", spend: "1", spendId });

describe("a line the player wrote in their card's spend log", () => {
  it("naming the GM's nemesis (not a target) for an attacker's row: the GM's Undo leaves the nemesis alone", async () => {
    const { vex, shield } = await nemesis();
    const bystander = register(new FakeActor("Trooper", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
    const { arms, message } = scene(bystander);
    const line = await forgeLine(arms.attacker, message.id!, { option: "fallProne", subjectUuid: vex.uuid, effectId: shield });
    await undo(message, line);
    expect(vex.effects.has(shield)).toBe(true);
    expect(noticeKeys()).toEqual(["EOTE.CardBounds.SpendNotThisCard"]);
  });

  it("naming the target and an effect no card made: the effect stays", async () => {
    const { vex, shield } = await nemesis();
    const { arms, message } = scene(vex);
    const line = await forgeLine(arms.attacker, message.id!, { option: "negateDefence", subjectUuid: vex.uuid, effectId: shield });
    await undo(message, line);
    expect(vex.effects.has(shield)).toBe(true);
  });

  it("moving another combatant's initiative: the GM's Undo moves only the attacker's own slot", async () => {
    const { vex } = await nemesis();
    const { arms, message } = scene(vex);
    const slot = (actor: FakeActor, initiative: number, id: string) => ({
      id, actor, initiative, async update(d: { initiative: number }) { this.initiative = d.initiative; return this; },
    });
    const mine = slot(arms.attacker, 3.5, "cbtA");
    const theirs = slot(vex, 2, "cbtB");
    g.game.combat = { id: "combat1", round: 1, turn: 0, combatants: [mine, theirs] };
    const line = await forgeLine(arms.attacker, message.id!, {
      option: "lastInitiative", subjectUuid: arms.attacker.uuid, initiative: { combatantId: "cbtB", before: 99, after: 2 },
    });
    await undo(message, line);
    expect([mine.initiative, theirs.initiative]).toEqual([3.5, 2]);
  });

  it("an ally's row naming the GM's ship with a speed change: the GM's Undo leaves its speed (only a speed row, on the attacker, moves one)", async () => {
    const { vex } = await nemesis();
    const { arms, message } = scene(vex);
    const ship = register(new FakeActor("Interdictor", "vehicle", vehicle(5), { ownership: { default: OWNERSHIP.NONE } }));
    const speed = ship.system.speed.value;
    const line = await forgeLine(arms.attacker, message.id!, { option: "boostNextAlly", subjectUuid: ship.uuid, speed: { before: 0, after: speed } });
    await undo(message, line);
    expect(ship.system.speed.value).toBe(speed);
  });

  it("an ally's row naming the GM's nemesis and a die another card gave it: the GM's Undo leaves the die", async () => {
    const { vex } = await nemesis();
    const bystander = register(new FakeActor("Trooper", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
    // Another card (the GM's own attack) gave the nemesis a boost for its next check.
    const other = scene(bystander);
    const ally = armed(club);
    g.game.combat = { id: "combat1", round: 1, turn: 0, combatants: [{ id: "cbtV", actor: vex, initiative: 1 }] };
    const honest = attackMessage(id16("msg"), attackFlag(ally, [bystander]), { netSuccess: 1, netAdvantage: 3 });
    await shell.spend.runSpendAction(honest, { action: "eoteSpend", spend: "1", option: "boostNextAlly", subjectUuid: vex.uuid });
    const dieId = Object.keys(flagRecord(vex, "eote", "pendingDice"))[0]!;
    // The player names that die in a line of their own card.
    const line = await forgeLine(other.arms.attacker, other.message.id!, { option: "boostNextAlly", subjectUuid: vex.uuid, pendingId: dieId });
    await undo(other.message, line);
    expect(Object.keys(flagRecord(vex, "eote", "pendingDice"))).toEqual([dieId]);
  });

  it("a target's row naming another player's stowed weapon as disarmed: the GM's Undo leaves it stowed", async () => {
    const rival = register(new FakeActor("Rook", "character", character(), {
      ownership: { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER },
      items: [{ _id: id16("rifle"), name: "Rifle", type: "weapon", system: blaster({ equipped: false }) }],
    }));
    const rifle = itemOfType(rival.items.contents[0], "weapon");
    const { arms, message } = scene(rival);
    const line = await forgeLine(arms.attacker, message.id!, { option: "disarmTarget", subjectUuid: rival.uuid, itemId: rifle.id });
    await undo(message, line);
    expect(rifle.system.equipped).toBe(false);
  });

  it("an honest disarm and an honest die are still taken back by the GM's Undo", async () => {
    const { vex } = await nemesis();
    const pistol = itemOfType(vex.items.contents[0], "weapon");
    await pistol.update({ "system.equipped": true });
    const { arms, message } = scene(vex);
    await shell.spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option: "disarmTarget", subjectUuid: vex.uuid });
    expect(pistol.system.equipped).toBe(false);
    await undo(message, shell.spend.spendLogOf(arms.attacker, message.id!)!.entries.at(-1)!.id);
    expect(pistol.system.equipped).toBe(true);
    // Undone, the weapon carries no mark of the card any more.
    expect(pistol.getFlag("eote", "disarmedBy")).toBeUndefined();

    const ally = register(new FakeActor("Ally", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
    g.game.combat = { id: "combat1", round: 1, turn: 0, combatants: [{ id: "cbtA", actor: ally, initiative: 1 }] };
    await shell.spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option: "boostNextAlly", subjectUuid: ally.uuid });
    expect(Object.keys(flagRecord(ally, "eote", "pendingDice"))).toHaveLength(1);
    await undo(message, shell.spend.spendLogOf(arms.attacker, message.id!)!.entries.at(-1)!.id);
    expect(ally.getFlag("eote", "pendingDice")).toEqual({});
  });

  it("an honest line is still undone by the GM: the marker this card made on the target goes", async () => {
    const { vex } = await nemesis();
    const { arms, message } = scene(vex);
    await shell.spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option: "negateDefence", subjectUuid: vex.uuid });
    expect(vex.effects.size).toBe(2);
    const line = shell.spend.spendLogOf(arms.attacker, message.id!)!.entries.at(-1)!.id;
    await undo(message, line);
    expect(vex.effects.size).toBe(1);
    expect(shell.spend.spendLogOf(arms.attacker, message.id!)).toBeNull();
  });
});
