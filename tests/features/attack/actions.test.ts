// A whole attack over the doubles: a GM targets a token, attacks with a Blaster Pistol from the
// pack, rolls the prefilled pool, applies damage and a critical injury from the card, then undoes both.
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import { character } from "../../fixtures/actors.ts";
import { Roll } from "../../doubles/roll.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";
import { FakeActor, messages, noticeKeys, notices, packItem, register } from "../../doubles/index.ts";
import { users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { postedRollUntil } from "./scene.ts";
import { load } from "../../fixtures/modules.ts";

/** The user this file sets, as the doubles read it. */
const g = globalThis as unknown as { game: { user: { isGM: boolean; targets: Set<unknown> } } };

const shell = shellSuite({
  keys: true,
  seed: 3,
  modules: { combat: load.attackActions, card: load.attackCard, dialog: load.diceDialogDialog },
});

beforeEach(() => {
  Roll.posted.length = 0;
  g.game.user = { isGM: true, targets: new Set() };
});

function scene() {
  // The pistol carries a Vicious 1 modification, so the crit roll has both bonuses to add.
  const pistol = packItem("weapons", "Blaster Pistol");
  (pistol.system.qualities as unknown[]).push({ key: "vicious", rating: 1 });
  const kira = register(new FakeActor("Kira", "character", character(), { items: [pistol] }));
  // Brawn 3 and no armour: soak 3; wound threshold 12; already suffering one critical injury.
  const target = character();
  target.wounds.threshold = 12;
  const trooper = register(new FakeActor("Trooper", "character", target, { items: [packItem("critical-injuries", "Minor Nick")] }));
  return { kira, trooper, pistol: [...kira.items.values()][0]! };
}

describe("attack → card → apply → critical → undo", () => {
  it("runs the whole flow with the right numbers", async () => {
    const { kira, trooper, pistol } = scene();
    expect(trooper.system.derived.soak).toBe(3);
    expect(trooper.system.derived.criticalInjuries).toBe(1);
    g.game.user.targets = new Set([{ actor: trooper }]);

    await shell.combat.attackWith(kira, pistol, { prompt: false });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    // Agility 3, Ranged (Light) 2: two proficiency, one ability; medium range (the pistol's own band): Average.
    expect(request.pool).toMatchObject({ proficiency: 2, ability: 1, difficulty: 2, boost: 0, setback: 0 });
    expect(request.notes).toEqual([
      keyWithData("EOTE.Combat.Note.Skill", { characteristic: "EOTE.Characteristic.agility", rank: "2", skill: "EOTE.Skill.rangedLight", value: "3" }),
      "EOTE.Combat.Note.Range.medium",
    ]);
    const flag = request.flags!["attack"];
    expect(flag).toMatchObject({ weaponUuid: pistol.uuid, attackerUuid: kira.uuid, targetUuids: [trooper.uuid], rangeBand: "medium" });

    // Roll as the dialog's Roll button does, with the first seed that hits and can buy the crit (3 advantage or a triumph).
    const { roll, flags, outcome } = await postedRollUntil(shell, (o) => o.succeeded && (o.netAdvantage >= 3 || o.triumph > 0));
    expect(outcome.succeeded).toBe(true);
    const message = messageLike({ id: "msg00000000001", author: users.gm, flags, rolls: [roll], isContentVisible: true });

    // Seed 001: damage = weapon damage 6 + net successes.
    const damage = 6 + outcome.netSuccess;
    const html = (await shell.card.attackSection(message))!;
    expect(html).not.toContain("eote-attack__headline"); // the roll card above says Success
    expect(html).toContain(`<span class="eote-attack__badge">${shownKey("EOTE.Combat.Card.Damage", { damage })}`);
    expect(html).toContain(`>${shownKey("EOTE.Combat.Glance.Crit", { cost: 3 })}</span>`);
    expect(html).toContain('data-action="eoteApplyDamage"');
    expect(html).not.toContain('data-action="eoteApplyCritical"'); // not before damage gets past soak

    await shell.card.runCardAction(message, "eoteApplyDamage", trooper.uuid);
    expect(trooper.system.wounds.value).toBe(damage - 3);
    expect(trooper.system.strain.value).toBe(0);
    const applied = (await shell.card.attackSection(message))!;
    expect(applied).toContain(shownKey("EOTE.Combat.Card.Soaked.other", { count: String(damage - 3), soak: "3" }));
    // What the GM asks next: the target's wounds now against its threshold (12).
    expect(applied).toContain(`>${shownKey("EOTE.Combat.Glance.Wounds", { threshold: 12, value: damage - 3 })}</span>`);
    expect(applied).toContain('data-action="eoteApplyCritical"');

    // d100 50 + 10 for the one existing injury + 10 for Vicious 1 = 70: Scattered Senses (seed 002: 66-70, Average).
    shell.config.Dice.randomUniform = () => 0.5;
    Roll.posted.length = 0;
    await shell.card.runCardAction(message, "eoteApplyCritical", trooper.uuid);
    const names = trooper.items.map((i) => i.name).sort();
    expect(names).toEqual(["Minor Nick", "Scattered Senses"]);
    // The d100 is posted as a follow-up of the attack's message (the same viewers), with its roll.
    const d100 = messages.at(-1)!;
    expect(d100.rolls[0]!.total).toBe(50);
    expect(d100.flavor).toBe(keyWithData("EOTE.Combat.Card.CriticalAnnounce", { actor: "Trooper", name: "Scattered Senses", severity: "EOTE.Combat.Severity.average", total: "70" }));
    const after = (await shell.card.attackSection(message))!;
    expect(after).toContain(shownKey("EOTE.Combat.Card.CriticalResult", { name: "Scattered Senses", severity: "EOTE.Combat.Severity.average", total: 70 }));
    // What it does, from the system's own table; the copy on the target is its owner's to rewrite, and never shown.
    expect(after).toContain('<span class="eote-attack__effect">Boost dice are removed from skill checks for the encounter.</span>');
    const copy = trooper.items.find((i) => i.name === "Scattered Senses")!;
    await copy.update({ "system.description": "<p>Ignore this injury <img src=x onerror=alert(1)></p>" });
    const again = (await shell.card.attackSection(message))!;
    expect(again).toContain("Boost dice are removed from skill checks for the encounter.");
    expect(again).not.toContain("Ignore this injury");
    expect(after).not.toContain('data-action="eoteApplyCritical"'); // the roll bought one crit at most
    expect(after).toContain('data-action="eoteUndo"');

    await shell.card.runCardAction(message, "eoteUndo", trooper.uuid);
    expect(trooper.system.wounds.value).toBe(0);
    expect(trooper.items.map((i) => i.name)).toEqual(["Minor Nick"]);
    expect(trooper.getFlag("eote", "combatLog")).toEqual({});
    expect(await shell.card.attackSection(message)).not.toContain("EOTE.Combat.Card.Soaked");
  });

  it("a player who does not own the target sees no buttons and is refused", async () => {
    const { kira, trooper, pistol } = scene();
    trooper.isOwner = false;
    g.game.user.targets = new Set([{ actor: trooper }]);
    await shell.combat.attackWith(kira, pistol, { prompt: false });
    await shell.dialog.rollPool(requests[0]!.pool, requests[0]!);
    const [roll, data] = Roll.posted[0]! as [any, any];
    const message = messageLike({ id: "msg00000000002", author: users.gm, flags: data.flags, rolls: [roll], isContentVisible: true });
    g.game.user = { isGM: false, targets: new Set() };
    expect(await shell.card.attackSection(message)).not.toContain("data-action");
    await shell.card.runCardAction(message, "eoteApplyDamage", trooper.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
    expect(trooper.updates).toEqual([]);
  });

  it("no target still opens the dialog, without target modifiers; errors become notices", async () => {
    const { kira, pistol } = scene();
    await shell.combat.attackWith(kira, pistol, { prompt: false });
    expect(requests[0]!.notes).toContain("EOTE.Combat.Note.NoTarget");
    expect((requests[0]!.flags!["attack"] as { targetUuids: unknown }).targetUuids).toEqual([]);
    await shell.combat.attackWith(kira, pistol, { prompt: false, choices: { rangeBand: "long" } });
    expect(requests).toHaveLength(1);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Error.OutOfRange"]);
  });

  it("a roll the viewer may not see, or a roll that is no attack, shows no attack section", async () => {
    const { kira, pistol } = scene();
    await shell.combat.attackWith(kira, pistol, { prompt: false });
    await shell.dialog.rollPool(requests[0]!.pool, requests[0]!);
    const [roll, data] = Roll.posted[0]! as [any, any];
    expect(await shell.card.attackSection(messageLike({ id: "m3", flags: data.flags, rolls: [roll], isContentVisible: false }))).toBeNull();
    expect(await shell.card.attackSection(messageLike({ id: "m4", flags: { eote: { check: {} } }, rolls: [roll], isContentVisible: true }))).toBeNull();
  });

  it("the Medicine check opens the dialog with the difficulty from the patient's wounds (seed 000), harder on oneself", async () => {
    const recovery = await import("../../../module/features/medicine/actions.ts");
    const { kira, trooper } = scene();
    trooper.system.wounds.value = 7; // more than half of 12: Average
    await recovery.medicineCheck(kira, trooper);
    expect(requests[0]!.pool).toMatchObject({ ability: 2, difficulty: 2 });
    expect(requests[0]!.notes).toEqual([
      keyWithData("EOTE.Combat.Recovery.MedicineNote", { difficulty: "EOTE.Dice.Difficulty.average", threshold: "12", wounds: "7" }),
      'EOTE.Combat.Recovery.HealerNote {"healer":"Kira","patient":"Trooper"}',
    ]);
    expect(requests[0]!.flags).toEqual({ medicine: { patientUuid: trooper.uuid, healerUuid: requests[0]!.actor!.uuid } });
    trooper.system.wounds.value = 13; // past the threshold: Hard, +2 treating oneself
    await recovery.medicineCheck(trooper);
    expect(requests[1]!.pool.difficulty).toBe(3 + 2);
    expect(requests[1]!.notes).toEqual([
      keyWithData("EOTE.Combat.Recovery.MedicineNote", { difficulty: "EOTE.Dice.Difficulty.hard", threshold: "12", wounds: "13" }),
      'EOTE.Combat.Recovery.SelfHealerNote {"patient":"Trooper"}',
      'EOTE.Combat.Recovery.SelfNote {"modifier":"2"}',
    ]);
  });
});
