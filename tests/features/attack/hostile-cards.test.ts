// A hostile player's cards against a careful GM, over the shared v13 doubles. What the README promises
// ("Cards act only on trusted data"), tried the way a hostile player would.
import { describe, expect, it } from "vitest";
import { character, nemesis } from "../../fixtures/actors.ts";
import { blaster, critical } from "../../fixtures/items.ts";
import { asUser, FakeActor, type FakeChatMessage, type FakeUser, OWNERSHIP, placeToken, register, users, flagRecord } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat global this file reads, as the doubles install it. */
const g = globalThis as unknown as { ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> } };

const shell = shellSuite({
  keys: true,
  seed: 3,
  modules: { attack: load.attackCard, treatment: load.criticalCard, medicine: load.medicineCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };
let n = 0;
const wid = () => `weapon${(++n).toString().padStart(10, "0")}`;

/** Kira (the player's) with a blaster of damage 6 (Auto-fire 1 when asked), and the GM's nemesis (soak 4). */
function world(qualities: { key: string; rating: number }[] = []) {
  const kira = register(new FakeActor("Kira", "character", character(), {
    ownership: PLAYER, items: [{ _id: wid(), name: "Blaster", type: "weapon", system: blaster({ damage: 6, crit: 3, qualities }) }],
  }));
  const target = register(new FakeActor("Nemesis", "nemesis", nemesis(), { ownership: GM_ONLY }));
  return { kira, target, weapon: kira.items.contents[0]! };
}

const flagFor = (attacker: FakeActor, weaponUuid: string, targetUuids: string[], over: Record<string, unknown> = {}) => ({
  weaponUuid, attackerUuid: attacker.uuid, targetUuids, rangeBand: "short",
  weapon: { skill: "rangedLight", damage: 6, addBrawn: false, crit: 3, qualities: [] }, weaponName: "Blaster", brawn: 2,
  scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1, ...over,
});

async function post(author: FakeUser, check: Record<string, unknown>, outcome: Record<string, number> = {}): Promise<FakeChatMessage> {
  asUser(author);
  const o = { netSuccess: 1, netAdvantage: 0, triumph: 0, despair: 0, ...outcome };
  const message = await g.ChatMessage.create({ flags: { eote: { check } }, rolls: [{ outcome: { ...o, succeeded: o.netSuccess > 0 }, actionableOutcome: { ...o, succeeded: o.netSuccess > 0 } }] });
  asUser(users.gm);
  return message;
}

const hit = (message: FakeChatMessage, uuid: string) => shell.attack.runCardAction(message, "eoteApplyDamage", uuid);

describe("edited after posting", () => {
  it("a player who rolled without Auto-fire (no +1 difficulty) and switches it on in the flag gets no extra hit", async () => {
    // The roll was made without Auto-fire's extra difficulty; the edited flag then buys hits with advantage.
    const { kira, target, weapon } = world([{ key: "autoFire", rating: 1 }]);
    const message = await post(users.player, { attack: flagFor(kira, weapon.uuid, [target.uuid]) }, { netSuccess: 1, netAdvantage: 6 });
    asUser(users.player);
    await message.update({ "flags.eote.check.attack.autoFire": true });
    asUser(users.gm);
    for (let i = 0; i < 4; i++) await hit(message, target.uuid);
    const perHit = 7 - target.system.derived.soak;
    // Only the one hit the roll was made for.
    expect(target.system.wounds.value).toBe(perHit);
  });

  it("a treatment rolled against an Easy (severity 1) injury, its injuryId then pointed at a Daunting (severity 4) one, removes nothing", async () => {
    const { kira } = world();
    const ally = register(new FakeActor("Tam", "character", character(), {
      ownership: GM_ONLY,
      items: [
        { _id: "injuryEasy000001", name: "Minor Nick", type: "criticalInjury", system: critical({ severity: 1 }) },
        { _id: "injuryHard000001", name: "Crippled", type: "criticalInjury", system: critical({ severity: 4 }) },
      ],
    }));
    const flag = { patientUuid: ally.uuid, injuryId: "injuryEasy000001", kind: "medicine", name: "Minor Nick", severity: 1, healerUuid: kira.uuid };
    const message = await post(users.player, { criticalTreatment: flag });
    asUser(users.player);
    await message.update({ "flags.eote.check.criticalTreatment.injuryId": "injuryHard000001" });
    asUser(users.gm);
    await shell.treatment.runCriticalTreatmentAction(message, "eoteRemoveCritical");
    // The roll was made against severity 1; the card must not remove an injury of another severity.
    expect(ally.items.has("injuryHard000001")).toBe(true);
  });
});

describe("forged ids", () => {
  it("the same target twice: one success hits once", async () => {
    const { kira, target, weapon } = world();
    const message = await post(users.player, { attack: flagFor(kira, weapon.uuid, [target.uuid, target.uuid]) }, { netSuccess: 1, netAdvantage: 10 });
    await hit(message, target.uuid);
    await hit(message, target.uuid);
    expect(target.system.wounds.value).toBe(7 - target.system.derived.soak);
  });

  it("a token uuid where an actor uuid goes: nothing applied, no throw", async () => {
    const { kira, weapon } = world();
    const base = register(new FakeActor("Villain", "nemesis", nemesis(), { ownership: GM_ONLY }));
    const token = placeToken(base, { name: "Hooded Figure" });
    const message = await post(users.player, { attack: flagFor(kira, weapon.uuid, [token.uuid]) });
    await hit(message, token.uuid);
    expect(token.actor.system.wounds.value).toBe(0);
    expect(base.system.wounds.value).toBe(0);
  });

  it("a card whose author no longer exists: refused, nothing applied", async () => {
    const { kira, target, weapon } = world();
    const message = await post(users.player, { attack: flagFor(kira, weapon.uuid, [target.uuid]) });
    Object.assign(message, { author: null }); // v13: ChatMessage#author is game.users.get(source.author), undefined once deleted
    expect(await shell.attack.attackSection(message)).not.toContain("<button");
    await hit(message, target.uuid);
    expect(target.system.wounds.value).toBe(0);
  });

  it("a GM card's flags copied into a player's own message: refused", async () => {
    const { target } = world();
    const villain = register(new FakeActor("Villain", "nemesis", nemesis(), {
      ownership: GM_ONLY, items: [{ _id: wid(), name: "Repeater", type: "weapon", system: blaster({ damage: 15 }) }],
    }));
    const gmCard = await post(users.gm, { attack: flagFor(villain, villain.items.contents[0]!.uuid, [target.uuid]) });
    const copy = await post(users.player, structuredClone(flagRecord(gmCard, "eote", "check")), { netSuccess: 5 });
    await hit(copy, target.uuid);
    expect(target.system.wounds.value).toBe(0);
  });

  it("Medicine naming a token's synthetic actor the player does not own as healer: refused", async () => {
    const { target } = world();
    const base = register(new FakeActor("Medic", "nemesis", nemesis(), { ownership: GM_ONLY }));
    const token = placeToken(base, { name: "Medic" });
    await target.update({ "system.wounds.value": 8 });
    const message = await post(users.player, { medicine: { patientUuid: target.uuid, healerUuid: token.actor.uuid } }, { netSuccess: 3 });
    await shell.medicine.runMedicineAction(message, "eoteHeal");
    expect(target.system.wounds.value).toBe(8);
  });
});
