// Private rolls and token names, over the shared v13 doubles. "Cards ... print the token's name";
// "a blind, private or self roll keeps only ids in its message data".
import { describe, expect, it } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { asUser, FakeActor, type FakeChatMessage, messages, OWNERSHIP, packItem, placeToken, register, users } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat globals this file reads, as the doubles install them. */
const g = globalThis as unknown as {
  ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage>; getSpeaker(options: { actor: unknown }): object };
};

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { medicine: load.medicineCard, attack: load.attackCard },
});

const REAL = "Darth Secret";
const TOKEN = "Hooded Figure";

describe("token names on cards that keep no token uuid", () => {
  it("Medicine on a renamed linked token, drawn on a client viewing another scene: the card prints the token's name", async () => {
    const sys = character();
    sys.wounds.value = 6;
    const darth = register(new FakeActor(REAL, "character", sys, { ownership: { default: OWNERSHIP.NONE } }));
    const token = placeToken(darth, { name: TOKEN, linked: true });
    // v13 Actor#getActiveTokens looks only at the viewed scene (canvas.scene).
    darth.getActiveTokens = () => [];
    const healer = register(new FakeActor("Kira", "character", character(), { ownership: { default: 0, [users.player.id]: 3 } }));
    asUser(users.player);
    const outcome = { netSuccess: 2, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
    const message = await g.ChatMessage.create({ flags: { eote: { check: { medicine: { patientUuid: darth.uuid, healerUuid: healer.uuid, patientTokenUuid: token.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
    const html = (await shell.medicine.medicineSection(message))!;
    expect(html).not.toContain(REAL);
  });
});

describe("what every client receives", () => {
  it("a GM's blind attack from a renamed unlinked token: the critical's d100 and the status stay blind and name no actor", async () => {
    const pistol = packItem("weapons", "Blaster Pistol");
    pistol.system.crit = 1;
    pistol.system.qualities = [{ key: "disorient", rating: 1 }];
    const base = register(new FakeActor(REAL, "character", character(), { items: [pistol], ownership: { default: 0 } }));
    const shooter = placeToken(base, { name: TOKEN }).actor;
    const kira = register(new FakeActor("Kira", "character", character(), { ownership: { default: 0, [users.player.id]: 3 } }));
    const weapon = shooter.items.contents[0]!;
    const flag = {
      weaponUuid: weapon.uuid, attackerUuid: shooter.uuid, targetUuids: [kira.uuid], targetTokenUuids: [""], rangeBand: "short",
      weapon: {}, weaponName: "", brawn: 0, scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1,
    };
    const outcome = { netSuccess: 2, netAdvantage: 4, triumph: 0, despair: 0, succeeded: true };
    const message = await g.ChatMessage.create({ flags: { eote: { check: { attack: flag } } }, rolls: [{ outcome, actionableOutcome: outcome }], speaker: g.ChatMessage.getSpeaker({ actor: shooter }) }, { rollMode: "blindroll" });
    await shell.attack.runCardAction(message, "eoteApplyDamage", kira.uuid);
    await shell.attack.runCardAction(message, "eoteApplyStatus", kira.uuid, "disorient");
    await shell.attack.runCardAction(message, "eoteApplyCritical", kira.uuid);
    const followUps = messages.slice(1);
    expect(followUps.length).toBeGreaterThan(0);
    for (const m of followUps) expect([m.blind, m.whisper]).toEqual([true, [users.gm.id]]);
    expect(JSON.stringify(messages.map((m) => m.toObject()))).not.toContain(REAL);
  });
});
