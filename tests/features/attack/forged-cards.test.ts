// Forged and edited cards over the v13 doubles: a player posts a message with a hand-written check flag
// (or edits a real one's flags after posting, which v13 lets a message's author do), and the GM renders
// and clicks it. A card acts only when its author is a GM or owns the acting actor, an attack only with a
// weapon that actor owns, its numbers read from that item now; a refused card says why and has no button.
import { describe, expect, it } from "vitest";
import { character, nemesis, vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import {
  asUser, type CombatantSystem, FakeActor, type FakeChatMessage, FakeUser, noticeKeys, notices, OWNERSHIP, packItem, register, users,
} from "../../doubles/index.ts";
import { shownKey } from "../../doubles/keys.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat global this file reads, as the doubles install it. */
const g = globalThis as unknown as { ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> } };

/** The refusals' keys: the card shows their text and the click's notice is theirs. */
const NOT_OWNER = "EOTE.Combat.Trust.NotOwner";
const NO_ACTOR = "EOTE.Combat.Trust.NoActor";
const WEAPON_GONE = "EOTE.Combat.Trust.WeaponMissing";
const NOT_HIS_WEAPON = "EOTE.Combat.Trust.WeaponNotOwned";

const shell = shellSuite({
  keys: true,
  seed: 3,
  modules: { attack: load.attackCard, medicine: load.medicineCard, repair: load.vehicleRepairCard, treatment: load.criticalCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };

/** The player's Kira (blaster, damage 6), the GM's villain (heavy repeater, damage 15) and nemesis (soak 3 here). */
function world() {
  const weapon = (name: string, damage: number) => ({ _id: `${name.slice(0, 6)}${Math.floor(damage)}`.padEnd(16, "0"), name, type: "weapon", system: blaster({ damage }) });
  const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER, items: [weapon("Blaster", 6)] }));
  const villain = register(new FakeActor("Villain", "nemesis", nemesis(), { ownership: GM_ONLY, items: [weapon("Repeater", 15)] }));
  const target = register(new FakeActor("Nemesis", "nemesis", nemesis(), { ownership: GM_ONLY }));
  const blasterOf = (a: FakeActor) => a.items.contents[0]!;
  return { kira, villain, target, blasterOf };
}

/** A message posted by `author` with this check flag and a roll of these net results, through ChatMessage.create. */
async function post(author: FakeUser, check: Record<string, unknown>, netSuccess = 1, netAdvantage = 0): Promise<FakeChatMessage> {
  asUser(author);
  const outcome = { netSuccess, netAdvantage, triumph: 0, despair: 0, succeeded: netSuccess > 0 };
  const message = await g.ChatMessage.create({ flags: { eote: { check } }, rolls: [{ outcome, actionableOutcome: outcome }] });
  asUser(users.gm);
  return message;
}

const flagFor = (attacker: FakeActor, weaponUuid: string, targets: FakeActor[], damage = 30) => ({
  weaponUuid, attackerUuid: attacker.uuid, targetUuids: targets.map((t) => t.uuid), rangeBand: "short",
  weapon: { skill: "rangedLight", damage, addBrawn: false, crit: 1, qualities: [] }, weaponName: "Doom", brawn: 9,
  scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1,
});

/** As the GM: the section shows the reason and no button, and clicking Apply damage changes nothing. */
async function refusedForGM(message: FakeChatMessage, target: FakeActor<CombatantSystem>, reason: string): Promise<void> {
  const html = (await shell.attack.attackSection(message))!;
  expect(html).toContain(reason);
  expect(html).not.toContain("<button");
  expect(html).not.toContain("Doom");
  await shell.attack.runCardAction(message, "eoteApplyDamage", target.uuid);
  expect(target.system.wounds.value).toBe(0);
  expect(target.getFlag("eote", "combatLog") ?? {}).toEqual({});
  expect(noticeKeys()).toEqual([reason]);
}

describe("forged attack cards", () => {
  it("a player's hand-written flag for the GM's villain and weapon: refused, nothing applied", async () => {
    const { villain, target, blasterOf } = world();
    const message = await post(users.player, { attack: flagFor(villain, blasterOf(villain).uuid, [target]) });
    await refusedForGM(message, target, NOT_OWNER);
  });

  it("ids that resolve to nothing: refused", async () => {
    const { target } = world();
    const message = await post(users.player, { attack: flagFor({ uuid: "Actor.nobody000000001" } as FakeActor, "Actor.nobody000000001.Item.x", [target]) });
    await refusedForGM(message, target, NO_ACTOR);
  });

  it("the player's own character with a weapon it does not own: refused", async () => {
    const { kira, villain, target, blasterOf } = world();
    const message = await post(users.player, { attack: flagFor(kira, blasterOf(villain).uuid, [target]) });
    await refusedForGM(message, target, NOT_HIS_WEAPON);
  });

  it("a weapon deleted since: the card says so and offers nothing, even for a GM's card", async () => {
    const { villain, target, blasterOf } = world();
    const message = await post(users.gm, { attack: flagFor(villain, blasterOf(villain).uuid, [target]) });
    await villain.deleteEmbeddedDocuments("Item", [blasterOf(villain).id]);
    await refusedForGM(message, target, WEAPON_GONE);
  });

  it("the player's own attack with a flag claiming 30 damage and Brawn 9: the blaster's 6 is applied", async () => {
    const { kira, target, blasterOf } = world();
    const message = await post(users.player, { attack: flagFor(kira, blasterOf(kira).uuid, [target]) });
    const html = (await shell.attack.attackSection(message))!;
    // The blaster's 6 + 1 net success, not the flag's 30.
    expect(html).toContain(shownKey("EOTE.Combat.Card.Damage", { damage: 7 }));
    expect(html).toContain('data-action="eoteApplyDamage"');
    await shell.attack.runCardAction(message, "eoteApplyDamage", target.uuid);
    // 6 + 1 net success − soak (nemesis fixture: Brawn 4 → soak 4 with no armour).
    expect(target.system.wounds.value).toBe(7 - target.system.derived.soak);
  });

  it("flags edited after posting: a new attacker is judged again, a new damage is ignored", async () => {
    const { kira, villain, target, blasterOf } = world();
    const message = await post(users.player, { attack: flagFor(kira, blasterOf(kira).uuid, [target]) });
    asUser(users.player);
    await message.update({ "flags.eote.check.attack.weapon.damage": 30 });
    asUser(users.gm);
    await shell.attack.runCardAction(message, "eoteApplyDamage", target.uuid);
    const dealt = target.system.wounds.value;
    expect(dealt).toBe(7 - target.system.derived.soak);
    await shell.attack.runCardAction(message, "eoteUndo", target.uuid);

    asUser(users.player);
    await message.update({ "flags.eote.check.attack.attackerUuid": villain.uuid, "flags.eote.check.attack.weaponUuid": blasterOf(villain).uuid });
    asUser(users.gm);
    notices.length = 0;
    await refusedForGM(message, target, NOT_OWNER);
  });

  it("each card shows who posted it, escaped", async () => {
    const { kira, target, blasterOf } = world();
    const message = await post(users.player, { attack: flagFor(kira, blasterOf(kira).uuid, [target]) });
    expect(await shell.attack.attackSection(message)).toContain(shownKey("EOTE.Combat.Card.PostedBy", { name: "Kira's player" }));
    const evil = new FakeUser("playerUser000009", "<img src=x onerror=alert(1)>", false);
    const forged = await post(evil, { attack: flagFor(kira, blasterOf(kira).uuid, [target]) });
    const html = (await shell.attack.attackSection(forged))!;
    expect(html).toContain(shownKey("EOTE.Combat.Card.PostedBy", { name: "<img src=x onerror=alert(1)>" }));
    expect(html).not.toContain("<img");
    expect(html).toContain(NOT_OWNER);
  });
});

describe("forged Medicine, repair and treatment cards", () => {
  it("Medicine naming the GM's villain as healer (or no healer) heals nothing for the GM", async () => {
    const { villain, target } = world();
    await target.update({ "system.wounds.value": 8 });
    for (const [flag, reason] of [[{ patientUuid: target.uuid, healerUuid: villain.uuid }, NOT_OWNER], [{ patientUuid: target.uuid }, NO_ACTOR]] as const) {
      notices.length = 0;
      const message = await post(users.player, { medicine: flag }, 3, 2);
      const html = (await shell.medicine.medicineSection(message))!;
      expect(html).toContain(reason);
      expect(html).not.toContain("<button");
      await shell.medicine.runMedicineAction(message, "eoteHeal");
      expect(target.system.wounds.value).toBe(8);
      expect(noticeKeys()).toEqual([reason]);
    }
  });

  it("Medicine by the player's own healer is a card the GM may apply", async () => {
    const { kira, target } = world();
    await target.update({ "system.wounds.value": 8 });
    const message = await post(users.player, { medicine: { patientUuid: target.uuid, healerUuid: kira.uuid } }, 3, 0);
    expect(await shell.medicine.medicineSection(message)).toContain('data-action="eoteHeal"');
    await shell.medicine.runMedicineAction(message, "eoteHeal");
    expect(target.system.wounds.value).toBe(5);
  });

  it("damage control naming a repairer the player does not own repairs nothing", async () => {
    const { villain } = world();
    const sys = vehicle();
    sys.systemStrain.value = 6;
    const ship = register(new FakeActor("Star Destroyer", "vehicle", sys, { ownership: GM_ONLY }));
    const message = await post(users.player, { repair: { vehicleUuid: ship.uuid, track: "systemStrain", repairerUuid: villain.uuid } }, 3);
    const html = (await shell.repair.repairSection(message))!;
    expect(html).toContain(NOT_OWNER);
    expect(html).not.toContain("<button");
    await shell.repair.runRepairAction(message, "eoteRepair");
    expect(ship.system.systemStrain.value).toBe(6);
  });

  it("a treatment naming a healer the player does not own removes no injury", async () => {
    const { villain } = world();
    const patient = register(new FakeActor("Boss", "nemesis", nemesis(), { ownership: GM_ONLY, items: [packItem("critical-injuries", "Agonizing Wound")] }));
    const injury = patient.items.contents[0]!;
    const flag = { patientUuid: patient.uuid, injuryId: injury.id, kind: "medicine", name: injury.name, severity: 2, healerUuid: villain.uuid };
    const message = await post(users.player, { criticalTreatment: flag });
    const html = (await shell.treatment.criticalTreatmentSection(message))!;
    expect(html).toContain(NOT_OWNER);
    expect(html).not.toContain("<button");
    await shell.treatment.runCriticalTreatmentAction(message, "eoteRemoveCritical");
    expect(patient.items.has(injury.id)).toBe(true);
  });
});
