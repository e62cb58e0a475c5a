// Checks against a critical injury in Foundry, over the doubles: the dialog each check opens (skill,
// severity as difficulty, +2 on oneself, notes), the week between checks (player refused, GM warned and
// let through), the card's Remove and Undo (same item id back), refusals, and who the healer is.
// The pure rules are in tests/rules/combat/critical-treatment.test.ts, the card model in model.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../module/applications/dice-dialog/index.ts";
import { character, skills } from "../../fixtures/actors.ts";
import { FakeActor, messages, notice, noticeKeys, notices, packItem, register } from "../../doubles/index.ts";
import { users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { rolledAt } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";
import { load } from "../../fixtures/modules.ts";
import { refusedRemove } from "./scene.ts";

/** The user, clock and canvas this file sets, as the doubles read them. */
const g = globalThis as unknown as {
  game: { user: { isGM: boolean; targets: Set<unknown>; character: unknown }; time: { worldTime: number } };
  canvas?: { tokens: { controlled: { actor: unknown }[] } };
};
const DAY = 86400;

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { card: load.criticalCard, check: load.criticalTreatment, healer: load.foundryHealer },
});

beforeEach(() => {
  g.game.user = { isGM: true, targets: new Set(), character: null };
  g.game.time = { worldTime: 100 * DAY };
  delete g.canvas;
});

function scene(options: { owner?: boolean; droid?: boolean } = {}) {
  const sys = character();
  sys.droid = options.droid ?? false;
  const kira = register(new FakeActor("Kira", "character", sys, {
    owner: options.owner ?? true,
    items: [packItem("critical-injuries", "Agonizing Wound"), packItem("critical-injuries", "Minor Nick"), packItem("critical-injuries", "Dead")],
  }));
  const medicSys = character();
  medicSys.skills = skills({ medicine: { rank: 2, career: true } }); // Intellect 2: two proficiency dice
  const medic = register(new FakeActor("Medic", "character", medicSys));
  const idOf = (name: string) => kira.items.filter((i) => i.name === name)[0]!.id;
  return { kira, medic, wound: idOf("Agonizing Wound"), nick: idOf("Minor Nick"), dead: idOf("Dead") };
}

/** The check's message as the dialog posts it (its flags), rolled with this success; by this client unless told. */
function messageOf(request: DicePoolRequest, id: string, succeeded: boolean, isAuthor = true) {
  return messageLike({ id, author: users.gm, isAuthor, isContentVisible: true, flags: { eote: { check: request.flags } }, rolls: [{ outcome: { succeeded, netSuccess: succeeded ? 1 : 0 }, actionableOutcome: { succeeded, netSuccess: succeeded ? 1 : 0 }, narrativeResults: rolledAt(request.pool.difficulty + request.pool.challenge, request.pool.challenge) }] });
}

const injuries = (a: FakeActor) => a.items.filter((i) => i.type === "criticalInjury").map((i) => i.name).sort();

/** The dice dialog's request for a treatment check (the first this test made). */
async function requested(...args: Parameters<typeof shell.check.criticalTreatmentCheck>) {
  await shell.check.criticalTreatmentCheck(...args);
  return requests[0]!;
}

describe("opening a check against a critical injury", () => {
  it("a healer's Medicine check: severity as difficulty, who treats whom in the notes, the injury in the flag", async () => {
    const { kira, medic, wound } = scene();
    const request = await requested(medic, kira, wound, "medicine");
    expect(request.title).toBe('EOTE.Combat.CriticalTreatment.MedicineTitle {"injury":"Agonizing Wound","patient":"Kira"}');
    expect(request.actor).toBe(medic);
    expect(request.pool).toMatchObject({ proficiency: 2, ability: 0, difficulty: 2 });
    expect(request.notes).toEqual([
      keyWithData("EOTE.Combat.CriticalTreatment.SeverityNote", { dice: keyWithData("EOTE.Count.difficultyDie.other", { count: "2" }), injury: "Agonizing Wound", severity: "2" }),
      'EOTE.Combat.Recovery.HealerNote {"healer":"Medic","patient":"Kira"}',
    ]);
    expect(request.flags).toEqual({ criticalTreatment: { patientUuid: kira.uuid, injuryId: wound, kind: "medicine", name: "Agonizing Wound", severity: 2, healerUuid: request.actor!.uuid } });
  });

  it("on oneself: two more difficulty, said in the notes", async () => {
    const { kira, nick } = scene();
    await shell.check.criticalTreatmentCheck(kira, kira, nick, "medicine");
    expect(requests[0]!.pool).toMatchObject({ ability: 2, difficulty: 1 + 2 });
    expect(requests[0]!.notes).toEqual([
      keyWithData("EOTE.Combat.CriticalTreatment.SeverityNote", { dice: keyWithData("EOTE.Count.difficultyDie.one", { count: "1" }), injury: "Minor Nick", severity: "1" }),
      'EOTE.Combat.Recovery.SelfHealerNote {"patient":"Kira"}',
      'EOTE.Combat.Recovery.SelfNote {"modifier":"2"}',
    ]);
  });

  it("a droid patient is repaired with Mechanics", async () => {
    const { kira, medic, wound } = scene({ droid: true });
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "medicine");
    expect(requests[0]!.title).toBe('EOTE.Combat.CriticalTreatment.MechanicsTitle {"injury":"Agonizing Wound","patient":"Kira"}');
    expect(requests[0]!.pool).toMatchObject({ proficiency: 0, ability: 2, difficulty: 2 }); // the medic has no Mechanics
  });

  it("Resilience at rest: the patient rolls its own Brawn check, no self penalty, whoever asked", async () => {
    const { kira, medic, wound } = scene();
    const request = await requested(medic, kira, wound, "resilience");
    expect(request.title).toBe('EOTE.Combat.CriticalTreatment.ResilienceTitle {"injury":"Agonizing Wound","patient":"Kira"}');
    expect(request.actor).toBe(kira);
    expect(request.pool).toMatchObject({ ability: 3, difficulty: 2 });
    expect(request.notes?.[1]).toBe('EOTE.Combat.CriticalTreatment.RestNote {"patient":"Kira"}');
    expect(request.flags).toMatchObject({ criticalTreatment: { kind: "resilience" } });
  });

  it("refuses a severity-0 injury and an item that is not a critical injury of the patient", async () => {
    const { kira, medic, dead } = scene();
    await shell.check.criticalTreatmentCheck(medic, kira, dead, "medicine");
    await shell.check.criticalTreatmentCheck(medic, kira, "nope", "medicine");
    expect(requests).toEqual([]);
    expect(notices).toEqual([notice("EOTE.Combat.CriticalTreatment.Untreatable", { severity: 0 }), notice("EOTE.Combat.CriticalTreatment.NotCritical")]);
  });
});

describe("one check a week per injury", () => {
  it("the author's client records the world time when the roll is posted; another client does not", async () => {
    const { kira, medic, wound } = scene();
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "medicine");
    await shell.check.recordTreatmentCheck(messageOf(requests[0]!, "msgOther", true, false));
    expect(kira.items.get(wound)!.flags).toEqual({});
    await shell.check.recordTreatmentCheck(messageOf(requests[0]!, "msgMine", true));
    expect(kira.items.get(wound)!.flags).toEqual({ eote: { lastTreatmentCheck: 100 * DAY } });
  });

  it("within the week a player is refused; the GM is warned and the check opens; a week later it opens quietly", async () => {
    const { kira, medic, wound, nick } = scene();
    await kira.items.get(wound)!.update({ "flags.eote.lastTreatmentCheck": 100 * DAY });
    g.game.time.worldTime = 102 * DAY + 1; // 2 days and a second later: 5 days left, rounded up
    g.game.user = { isGM: false, targets: new Set(), character: null };
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "medicine");
    expect(requests).toHaveLength(0);
    expect(notices).toEqual([notice("EOTE.Combat.CriticalTreatment.TooSoon", { days: keyWithData("EOTE.Count.day.other", { count: "5" }), injury: "Agonizing Wound" })]);
    // The limit is per injury: the other one is free.
    await shell.check.criticalTreatmentCheck(medic, kira, nick, "resilience");
    expect(requests).toHaveLength(1);

    g.game.user = { isGM: true, targets: new Set(), character: null };
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "resilience");
    expect(requests).toHaveLength(2);
    expect(notices.at(-1)).toEqual(notice("EOTE.Combat.CriticalTreatment.TooSoonGM", { days: keyWithData("EOTE.Count.day.other", { count: "5" }), injury: "Agonizing Wound" }));

    notices.length = 0;
    g.game.user = { isGM: false, targets: new Set(), character: null };
    g.game.time.worldTime = 107 * DAY;
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "medicine");
    expect(requests).toHaveLength(3);
    expect(notices).toEqual([]);
  });
});

describe("the card: Remove and Undo", () => {
  it("a success removes the injury, announces it, and Undo brings back the same item", async () => {
    const { kira, medic, wound } = scene();
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "medicine");
    const message = messageOf(requests[0]!, "msgTreat0001", true);
    await shell.check.recordTreatmentCheck(message);
    expect(await shell.card.criticalTreatmentSection(message)).toContain(`data-action="eoteRemoveCritical">${shownKey("EOTE.Combat.CriticalTreatment.Remove", { name: "Agonizing Wound" })}</button>`);

    await shell.card.runCriticalTreatmentAction(message, "eoteRemoveCritical");
    expect(injuries(kira)).toEqual(["Dead", "Minor Nick"]);
    expect(kira.getFlag("eote", "criticalTreatmentLog.msgTreat0001.removed")).toMatchObject({ itemId: wound, name: "Agonizing Wound", severity: 2 });
    expect(messages.at(-1)!["content"]).toBe('<p class="eote-recovery">EOTE.Combat.Medicine.TreatedAnnounce {"actor":"Kira","name":"Agonizing Wound"}</p>');
    const removed = (await shell.card.criticalTreatmentSection(message))!;
    expect(removed).toContain(shownKey("EOTE.Combat.CriticalTreatment.Removed", { name: "Agonizing Wound" }));
    expect(removed).toContain('data-action="eoteCriticalTreatmentUndo"');
    expect(removed).not.toContain("eoteRemoveCritical");

    await shell.card.runCriticalTreatmentAction(message, "eoteRemoveCritical"); // a stale second click
    expect(noticeKeys()).toEqual(["EOTE.Combat.CriticalTreatment.NoInjuryToRemove"]);

    await shell.card.runCriticalTreatmentAction(message, "eoteCriticalTreatmentUndo");
    expect(injuries(kira)).toEqual(["Agonizing Wound", "Dead", "Minor Nick"]);
    expect(kira.items.has(wound)).toBe(true); // the same id
    // The week started by the check survives the round trip.
    expect(kira.items.get(wound)!.flags).toEqual({ eote: { lastTreatmentCheck: 100 * DAY } });
    expect(kira.getFlag("eote", "criticalTreatmentLog")).toEqual({});
    expect(await shell.card.criticalTreatmentSection(message)).toContain('data-action="eoteRemoveCritical"');
  });

  it("a failure: the card says the injury stays and Remove does nothing", async () => {
    const { kira, medic, wound } = scene();
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "medicine");
    const message = messageOf(requests[0]!, "msgTreat0002", false);
    const html = (await shell.card.criticalTreatmentSection(message))!;
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.Failed", { name: "Agonizing Wound" }));
    expect(html).not.toContain("<button");
    await shell.card.runCriticalTreatmentAction(message, "eoteRemoveCritical");
    expect(injuries(kira)).toContain("Agonizing Wound");
    expect(noticeKeys()).toEqual(["EOTE.Combat.CriticalTreatment.NoInjuryToRemove"]);
  });

  it("a player who does not own the patient sees no button and is refused by the handler", async () => {
    const { kira, medic, wound } = scene({ owner: false });
    await shell.check.criticalTreatmentCheck(medic, kira, wound, "medicine");
    const message = messageOf(requests[0]!, "msgTreat0003", true);
    g.game.user = { isGM: false, targets: new Set(), character: null };
    await refusedRemove(shell.card, message);
    expect(injuries(kira)).toContain("Agonizing Wound");
    // Nor does its client record the week on an injury it cannot update.
    await shell.check.recordTreatmentCheck(message);
    expect(kira.items.get(wound)!.flags).toEqual({});
  });
});

describe("who the healer is (healerFor)", () => {
  const tokens = (...actors: FakeActor[]) => { g.canvas = { tokens: { controlled: actors.map((actor) => ({ actor })) } }; };

  it("a player's own character treats another patient; on its own sheet it treats itself", () => {
    const { kira, medic } = scene();
    g.game.user = { isGM: false, targets: new Set(), character: medic };
    expect(shell.healer.healerFor(kira)).toEqual({ healer: medic, self: false });
    expect(shell.healer.healerFor(medic)).toEqual({ healer: medic, self: true });
  });

  it("the GM: the one controlled token's actor, else the patient itself", () => {
    const { kira, medic } = scene();
    expect(shell.healer.healerFor(kira)).toEqual({ healer: kira, self: true }); // no canvas
    tokens(medic);
    expect(shell.healer.healerFor(kira)).toEqual({ healer: medic, self: false });
    tokens(kira);
    expect(shell.healer.healerFor(kira)).toEqual({ healer: kira, self: true });
    tokens(medic, kira);
    expect(shell.healer.healerFor(kira)).toEqual({ healer: kira, self: true });
  });

  it("a player's controlled token does not make it the healer", () => {
    const { kira, medic } = scene();
    g.game.user = { isGM: false, targets: new Set(), character: null };
    tokens(medic);
    expect(shell.healer.healerFor(kira)).toEqual({ healer: kira, self: true });
  });
});
