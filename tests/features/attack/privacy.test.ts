// Privacy over the shared v13 doubles: what follows a blind, private or self roll (a status, a critical's
// d100, a treated injury, a recovery line) is seen by the same users as that roll, whoever clicks; a
// roll others may not see stores no names, notes or titles naming anyone in what every client receives;
// cards and messages print a renamed token's name, never its actor's.
import { describe, expect, it } from "vitest";
import { character, vehicle } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, messages, packItem, placeToken, register, rollModeSetting, users, viewedScene,
  type FakeChatMessage, type FakeUser, flagRecord, narrativeRollOf,
} from "../../doubles/index.ts";
import { keyWithData } from "../../doubles/keys.ts";
import { requests, shellSuite } from "../../doubles/suite.ts";
import { rollUntil } from "./scene.ts";
import { load } from "../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: {
    combat: load.attackActions, card: load.attackCard, recovery: load.medicineActions, medicine: load.medicineCard,
    treatment: load.criticalTreatment, treatmentCard: load.criticalCard, repair: load.vehicleRepairActions,
    repairCard: load.vehicleRepairCard, dialog: load.diceDialogDialog,
  },
});

const REAL_NAME = "Darth Secret";
const TOKEN_NAME = "Hooded Figure";
const INJURY = "Minor Nick";
const ALL_USERS: FakeUser[] = [users.gm, users.player, users.other];

function scene(options: { linked?: boolean } = {}) {
  const pistol = packItem("weapons", "Blaster Pistol");
  const system = pistol.system as { crit: number; qualities: unknown[] };
  system.crit = 1;
  system.qualities = [{ key: "disorient", rating: 1 }];
  const kiraSys = character();
  kiraSys.strain.value = 6;
  kiraSys.wounds.value = 6;
  kiraSys.skills.medicine = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { items: [pistol], ownership: { default: 0, [users.player.id]: 3 } }));
  const darthSys = character();
  darthSys.wounds.value = 5;
  const darth = register(new FakeActor(REAL_NAME, "character", darthSys, { items: [packItem("critical-injuries", INJURY)], ownership: { default: 0 } }));
  const token = placeToken(darth, { name: TOKEN_NAME, ...(options.linked ? { linked: true } : {}) });
  return { kira, weapon: kira.items.contents[0]!, token, target: token.actor };
}

/** The GM, with a public roll mode of their own, clicks: the first message the click posted. */
async function gmLine(click: () => Promise<unknown>): Promise<FakeChatMessage | undefined> {
  asUser(users.gm);
  rollModeSetting.value = "publicroll";
  const start = messages.length;
  await click();
  return messages[start];
}

/** The GM's three clicks on a target (damage, Disorient, critical): the follow-up messages they posted. */
async function clickAll(message: FakeChatMessage, targetUuid: string): Promise<FakeChatMessage[]> {
  const start = messages.length;
  await shell.card.runCardAction(message, "eoteApplyDamage", targetUuid);
  await shell.card.runCardAction(message, "eoteApplyStatus", targetUuid, "disorient");
  await shell.card.runCardAction(message, "eoteApplyCritical", targetUuid);
  return messages.slice(start);
}

/** Who may see the content of `message`, user by user (roll modes as v13 applies them). */
function viewers(message: FakeChatMessage): string[] {
  const seen = ALL_USERS.filter((user) => {
    asUser(user);
    return message.isContentVisible;
  }).map((user) => user.id);
  asUser(users.gm);
  return seen;
}

/** Everything a client receives for the messages, as one string. */
const received = (list: FakeChatMessage[]) => JSON.stringify(list.map((m) => m.toObject()));

/** `roller` attacks the renamed token with the user's roll mode set to `mode`: a hit with 3 advantage. */
async function attack(roller: FakeUser, mode: string, options: { linked?: boolean } = {}) {
  const s = scene(options);
  asUser(roller);
  rollModeSetting.value = mode;
  roller.targets.add(s.token);
  await shell.combat.attackWith(s.kira, s.weapon, { prompt: false });
  const message = await rollUntil(shell, (o) => o.succeeded && o.netAdvantage >= 3);
  return { ...s, message };
}

const MODES = ["gmroll", "blindroll", "selfroll"] as const;

describe("follow-ups are seen by the same users as the roll they follow", () => {
  for (const roller of [users.player, users.gm]) {
    for (const mode of MODES) {
      it(`attack card (${mode} by ${roller.isGM ? "the GM" : "a player"}): the status and the critical's d100`, async () => {
        const { message, target } = await attack(roller, mode);
        expect(message.whisper.length).toBeGreaterThan(0);
        // The GM clicks, with a public roll mode of their own: the follow-ups still keep to the roll's viewers.
        asUser(users.gm);
        rollModeSetting.value = "publicroll";
        const followUps = await clickAll(message, target.uuid);
        expect(followUps).toHaveLength(2);
        expect(followUps[1]!.rolls).toHaveLength(1); // the d100
        // The clicking GM authors the follow-ups, so sees them even after a player's self roll; nobody else is added.
        const expected = ALL_USERS.map((u) => u.id).filter((id) => id === users.gm.id || viewers(message).includes(id));
        for (const followUp of followUps) {
          expect(followUp.blind).toBe(message.blind);
          expect(followUp.whisper).toEqual(expect.arrayContaining(message.whisper));
          expect(viewers(followUp)).toEqual(expected);
        }
        // A blind or self roll's follow-ups name nobody in what other clients receive.
        if (mode !== "gmroll") expect(received(followUps.filter((m) => m.rolls.length))).not.toContain(TOKEN_NAME);
      });
    }
  }

  it("Medicine card: the treated injury's line follows a blind Medicine roll", async () => {
    const { kira, target } = scene();
    asUser(users.player);
    rollModeSetting.value = "blindroll";
    await shell.recovery.medicineCheck(kira, target);
    const message = await rollUntil(shell, (o) => o.triumph > 0);
    const line = await gmLine(() => shell.medicine.runMedicineAction(message, "eoteTreatCritical"));
    expect(line!.content).toContain(INJURY);
    expect({ whisper: line!.whisper, blind: line!.blind }).toEqual({ whisper: message.whisper, blind: true });
    expect(viewers(line!)).toEqual([users.gm.id]);
  });

  it("critical treatment card: the removal's line follows a private GM roll by a player (the roller sees it too)", async () => {
    const { kira, target } = scene();
    asUser(users.player);
    rollModeSetting.value = "gmroll";
    const injuryId = target.items.contents[0]!.id;
    await shell.treatment.criticalTreatmentCheck(kira, target, injuryId, "medicine");
    const message = await rollUntil(shell, (o) => o.succeeded);
    const line = await gmLine(() => shell.treatmentCard.runCriticalTreatmentAction(message, "eoteRemoveCritical"));
    expect(line!.content).toContain(INJURY);
    expect(line!.blind).toBe(false);
    expect(viewers(line!)).toEqual([users.gm.id, users.player.id]);
    expect(viewers(line!)).toEqual(viewers(message));
  });

  it("recovery: the strain line follows its blind Cool roll; a stimpack with no roll takes the user's roll mode", async () => {
    const { kira } = scene();
    asUser(users.player);
    rollModeSetting.value = "blindroll";
    await shell.recovery.recoverStrain(kira, "cool");
    const [roll, line] = messages.slice(-2);
    expect(roll!.rolls).toHaveLength(1);
    expect({ whisper: line!.whisper, blind: line!.blind }).toEqual({ whisper: roll!.whisper, blind: true });
    rollModeSetting.value = "selfroll";
    await shell.recovery.useStimpack(kira);
    expect(messages.at(-1)!.whisper).toEqual([users.player.id]);
    expect(viewers(messages.at(-1)!)).toEqual([users.player.id]);
  });
});

describe("a roll others may not see stores ids, not names", () => {
  it("a player's blind attack: no target name, token name or notes in what a client receives; the GM's card names the token", async () => {
    const { message } = await attack(users.player, "blindroll");
    const data = received([message]);
    expect(data).not.toContain(REAL_NAME);
    expect(data).not.toContain(TOKEN_NAME);
    expect(message.flags.eote?.notes).toBeUndefined();
    expect(narrativeRollOf(message).narrativeOptions.title).toBe("EOTE.Skill.rangedLight");
    expect(flagRecord(message, "eote", "check.attack")["targetUuids"]).toHaveLength(1);
    asUser(users.player);
    expect(await shell.card.attackSection(message)).toBeNull();
    asUser(users.gm);
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(TOKEN_NAME);
    expect(html).not.toContain(REAL_NAME);
  });

  it("the same attack rolled in public keeps its notes and title", async () => {
    const { message } = await attack(users.player, "publicroll");
    expect(message.whisper).toEqual([]);
    expect(message.flags.eote?.notes?.length).toBeGreaterThan(0);
    expect(narrativeRollOf(message).narrativeOptions.title).toBe('EOTE.Sheet.Attack.Title {"weapon":"Blaster Pistol"}');
  });

  it("blind Medicine and treatment rolls keep the patient's and the injury's names out of flags and title", async () => {
    const { kira, target } = scene();
    asUser(users.player);
    rollModeSetting.value = "blindroll";
    await shell.recovery.medicineCheck(kira, target);
    await rollUntil(shell, () => true);
    await shell.treatment.criticalTreatmentCheck(kira, target, target.items.contents[0]!.id, "medicine");
    await rollUntil(shell, () => true);
    const data = received(messages);
    for (const name of [REAL_NAME, TOKEN_NAME, INJURY]) expect(data).not.toContain(name);
  });
});

describe("cards print the token's name", () => {
  for (const linked of [false, true]) {
    it(`a renamed ${linked ? "linked" : "unlinked"} token: its name on the card and the follow-ups, the actor's nowhere`, async () => {
      const { message, target } = await attack(users.gm, "publicroll", { linked });
      const html = (await shell.card.attackSection(message))!;
      expect(html).toContain(`<span class="eote-attack__target-name">${TOKEN_NAME}</span>`);
      const followUps = await clickAll(message, target.uuid);
      expect(followUps).toHaveLength(2);
      expect(followUps[0]!.content).toContain(`EOTE.Combat.Card.StatusAnnounce {"actor":"${TOKEN_NAME}"`);
      expect(followUps[0]!.content).toContain('"status":"EOTE.Combat.Status.disoriented"');
      expect(followUps[1]!.flavor).toContain(`EOTE.Combat.Card.CriticalAnnounce {"actor":"${TOKEN_NAME}"`);
      for (const m of followUps) expect(m.speaker["alias"]).toBe(TOKEN_NAME);
      expect(received(messages)).not.toContain(REAL_NAME);
      expect(await shell.card.attackSection(message)).not.toContain(REAL_NAME);
    });
  }

  it("checks on a renamed linked token keep its uuid: their cards name it on a client viewing another scene", async () => {
    const { kira, target, token } = scene({ linked: true });
    const ship = register(new FakeActor(REAL_NAME, "vehicle", vehicle(), { ownership: { default: 0 } }));
    const shipToken = placeToken(ship, { name: TOKEN_NAME, linked: true });
    await shell.recovery.medicineCheck(kira, target);
    const heal = await rollUntil(shell, () => true);
    await shell.treatment.criticalTreatmentCheck(kira, target, target.items.contents[0]!.id, "medicine");
    const treat = await rollUntil(shell, () => true);
    await shell.repair.repairCheck(kira, ship, "systemStrain");
    const fix = await rollUntil(shell, () => true);
    expect(flagRecord(heal, "eote", "check.medicine")["patientTokenUuid"]).toBe(token.uuid);
    expect(flagRecord(treat, "eote", "check.criticalTreatment")["patientTokenUuid"]).toBe(token.uuid);
    expect(flagRecord(fix, "eote", "check.repair")["vehicleTokenUuid"]).toBe(shipToken.uuid);
    viewedScene.id = "sceneElsewhere01"; // getActiveTokens finds nothing on this client
    try {
      const html = [await shell.medicine.medicineSection(heal), await shell.treatmentCard.criticalTreatmentSection(treat), await shell.repairCard.repairSection(fix)];
      for (const section of html) {
        expect(section).toContain(TOKEN_NAME);
        expect(section).not.toContain(REAL_NAME);
      }
    } finally {
      viewedScene.id = "scene0000000001";
    }
  });

  it("a card's token uuid naming another actor's token is ignored", async () => {
    const { kira, target } = scene();
    const other = register(new FakeActor("Bystander", "character", character()));
    const decoy = placeToken(other, { name: "Decoy Name", linked: true });
    asUser(users.player);
    const outcome = { netSuccess: 2, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
    const message = await (globalThis as unknown as { ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> } }).ChatMessage.create({
      flags: { eote: { check: { medicine: { patientUuid: target.uuid, healerUuid: kira.uuid, patientTokenUuid: decoy.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }],
    });
    const html = (await shell.medicine.medicineSection(message))!;
    expect(html).toContain(TOKEN_NAME);
    expect(html).not.toContain("Decoy Name");
  });

  it("Medicine on a renamed token: the title, notes, card and speaker use the token's name", async () => {
    const { kira, target } = scene();
    await shell.recovery.medicineCheck(kira, target);
    const request = requests.at(-1)!;
    expect(request.title).toBe(keyWithData("EOTE.Combat.Recovery.MedicineTitle", { patient: TOKEN_NAME }));
    expect(request.notes!.join(" ")).toContain(TOKEN_NAME);
    const message = await rollUntil(shell, (o) => o.triumph > 0);
    const html = (await shell.medicine.medicineSection(message))!;
    expect(html).toContain(TOKEN_NAME);
    await shell.medicine.runMedicineAction(message, "eoteTreatCritical");
    expect(messages.at(-1)!.speaker["alias"]).toBe(TOKEN_NAME);
    expect(received(messages)).not.toContain(REAL_NAME);
  });
});
