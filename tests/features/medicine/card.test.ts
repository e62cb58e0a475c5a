// The Medicine card in Foundry, over the doubles: Heal / Apply, +1 wound (Triumph), Treat and Undo,
// refusals for non-owners, waking and not waking, and droids (Mechanics, repair patches). The pure
// model and the template are tested in model.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../module/applications/dice-dialog/index.ts";
import { character, rival } from "../../fixtures/actors.ts";
import { FakeActor, messages, noticeKeys, packItem, register } from "../../doubles/index.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";
import { users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { armed, attackFlag, attackMessage as postAttack } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import type { CharacterData } from "../../../module/rules/types.ts";
import { load } from "../../fixtures/modules.ts";

const roll = (netSuccess: number, netAdvantage: number, triumph = 0, despair = 0) =>
  ({ netSuccess, netAdvantage, triumph, despair, succeeded: netSuccess > 0 });

let rollPool: typeof import("../../../module/applications/dice-dialog/dialog.ts").rollPool;
/** The user this file puts at the keyboard, as the doubles read it. */
const g = globalThis as unknown as { game: { user: { isGM: boolean; targets: Set<unknown>; character?: unknown } } };

const shell = shellSuite({
  keys: true,
  seed: 11,
  modules: { card: load.medicineCard, recovery: load.medicineActions },
  install: async () => {
    ({ rollPool } = await import("../../../module/applications/dice-dialog/dialog.ts"));
  },
});

beforeEach(() => {
  g.game.user = { isGM: true, targets: new Set() };
});

function scene(owner = true) {
  const sys = character();
  sys.wounds.value = 7;
  sys.strain.value = 4;
  const kira = register(new FakeActor("Kira", "character", sys, {
    owner, items: [packItem("critical-injuries", "Agonizing Wound"), packItem("critical-injuries", "Minor Nick")],
  }));
  const medic = register(new FakeActor("Medic", "character", character()));
  return { kira, medic };
}

/** The Medicine check's message as medicineCheck's flag makes it, with a roll of these net results. */
async function medicineMessage(id: string, healer: FakeActor, patientActor: FakeActor, outcome: ReturnType<typeof roll>) {
  await shell.recovery.medicineCheck(healer, patientActor);
  const request = requests.at(-1)!;
  return messageLike({ id, author: users.gm, flags: { eote: { check: request.flags } }, rolls: [{ outcome, actionableOutcome: outcome }], isContentVisible: true });
}

const injuries = (a: FakeActor) => a.items.filter((i) => i.type === "criticalInjury").map((i) => i.name).sort();

describe("Medicine card in Foundry (doubles)", () => {
  it("the Medicine roll carries the patient and gets the card; Heal, Treat, refusals, Undo", async () => {
    const { kira, medic } = scene();
    const message = await medicineMessage("msgMedicine001", medic, kira, roll(3, 2, 1));
    expect(await shell.card.medicineSection(message)).toContain('data-action="eoteHeal"');

    await shell.card.runMedicineAction(message, "eoteHeal");
    expect(kira.system.wounds.value).toBe(4);
    expect(kira.system.strain.value).toBe(2);
    await shell.card.runMedicineAction(message, "eoteHeal");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NothingToHeal"]);
    expect(kira.system.wounds.value).toBe(4);

    const minorNickId = kira.items.filter((i) => i.name === "Minor Nick")[0]!.id;
    await shell.card.runMedicineAction(message, "eoteTreatCritical");
    expect(injuries(kira)).toEqual(["Agonizing Wound"]); // the least severe went
    expect(messages.at(-1)!["content"]).toBe('<p class="eote-recovery">EOTE.Combat.Medicine.TreatedAnnounce {"actor":"Kira","name":"Minor Nick"}</p>');
    await shell.card.runMedicineAction(message, "eoteTreatCritical"); // one triumph: one injury
    expect(injuries(kira)).toEqual(["Agonizing Wound"]);
    expect(noticeKeys().at(-1)).toBe("EOTE.Combat.Notice.NoCriticalToTreat");
    await shell.card.runMedicineAction(message, "eoteTriumphWound"); // the one triumph went on the injury
    expect(noticeKeys().at(-1)).toBe("EOTE.Combat.Notice.NoTriumphWound");
    expect(kira.system.wounds.value).toBe(4);
    expect(kira.system.derived.criticalInjuries).toBe(1);

    kira.system.wounds.value = 6; // hurt again after the treatment
    await shell.card.runMedicineAction(message, "eoteMedicineUndo");
    expect(kira.system.wounds.value).toBe(9);
    expect(kira.system.strain.value).toBe(4);
    expect(injuries(kira)).toEqual(["Agonizing Wound", "Minor Nick"]);
    expect(kira.items.has(minorNickId)).toBe(true); // the same item back
    expect(kira.getFlag("eote", "medicineLog")).toEqual({});
    expect(await shell.card.medicineSection(message)).not.toContain("eoteMedicineUndo");
  });

  it("threat and despair: Apply heals and hurts in one update, +1 wound spends the triumph, Undo reverses all", async () => {
    const { kira, medic } = scene();
    // 2 net successes, 3 net threat, 1 triumph, 1 despair on Kira at 7 wounds and 4 strain.
    const message = await medicineMessage("msgMedicine010", medic, kira, roll(2, -3, 1, 1));
    const before = (await shell.card.medicineSection(message))!;
    expect(before).toContain(shownKey("EOTE.Combat.Medicine.Suffers", { strain: 3, wounds: 1 }));
    expect(before).toContain('data-action="eoteHeal">EOTE.Combat.Medicine.Apply</button>');
    expect(before).toContain('data-action="eoteTriumphWound"');

    await shell.card.runMedicineAction(message, "eoteHeal");
    expect(kira.updates).toHaveLength(1); // one update for healing and suffering
    expect(kira.system.wounds.value).toBe(6); // 7 − 2 + 1
    expect(kira.system.strain.value).toBe(7); // 4 + 3
    const after = (await shell.card.medicineSection(message))!;
    expect(after).toContain(shownKey("EOTE.Combat.Medicine.Healed", { strain: 0, wounds: keyWithData("EOTE.Count.wound.other", { count: "2" }) }));
    expect(after).toContain(shownKey("EOTE.Combat.Medicine.Suffered", { strain: 3, wounds: 1 }));
    expect(after).not.toContain('data-action="eoteHeal"');

    await shell.card.runMedicineAction(message, "eoteTriumphWound");
    expect(kira.system.wounds.value).toBe(5);
    const spent = (await shell.card.medicineSection(message))!;
    expect(spent).toContain(shownKey("EOTE.Combat.Medicine.TriumphHealed", { count: 1 }));
    expect(spent).not.toMatch(/eoteTriumphWound|eoteTreatCritical/);
    await shell.card.runMedicineAction(message, "eoteTreatCritical"); // the budget is shared: no injury treated
    await shell.card.runMedicineAction(message, "eoteTriumphWound");
    expect(noticeKeys()).toEqual([
      "EOTE.Combat.Notice.NoCriticalToTreat",
      "EOTE.Combat.Notice.NoTriumphWound",
    ]);
    expect(injuries(kira)).toEqual(["Agonizing Wound", "Minor Nick"]);
    expect(kira.system.wounds.value).toBe(5);

    kira.system.wounds.value = 8; // hurt again since
    await shell.card.runMedicineAction(message, "eoteMedicineUndo");
    expect(kira.system.wounds.value).toBe(10); // 8 + 2 healed + 1 triumph − 1 despair
    expect(kira.system.strain.value).toBe(4); // 7 − 3 threat
    expect(kira.getFlag("eote", "medicineLog")).toEqual({});
  });

  it("a failed check with threat: Apply adds the strain; without threat or despair it has no button", async () => {
    const { kira, medic } = scene();
    const threat = await medicineMessage("msgMedicine011", medic, kira, { netSuccess: -1, netAdvantage: -2, triumph: 1, despair: 0, succeeded: false });
    expect(await shell.card.medicineSection(threat)).toContain('data-action="eoteHeal">EOTE.Combat.Medicine.Apply</button>');
    await shell.card.runMedicineAction(threat, "eoteTriumphWound");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NoTriumphWound"]);
    await shell.card.runMedicineAction(threat, "eoteHeal");
    expect([kira.system.wounds.value, kira.system.strain.value]).toEqual([7, 6]);
    const plain = await medicineMessage("msgMedicine012", medic, kira, { netSuccess: 0, netAdvantage: 1, triumph: 0, despair: 0, succeeded: false });
    expect(await shell.card.medicineSection(plain)).not.toContain("<button");
  });

  it("a player who does not own the patient sees no button and is refused", async () => {
    const { kira, medic } = scene(false);
    const message = await medicineMessage("msgMedicine002", medic, kira, roll(3, 2, 1));
    g.game.user = { isGM: false, targets: new Set() };
    const html = (await shell.card.medicineSection(message))!;
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Heals", { strain: 2, wounds: keyWithData("EOTE.Count.wound.other", { count: "3" }) }));
    expect(html).not.toContain("<button");
    for (const action of ["eoteHeal", "eoteTriumphWound", "eoteTreatCritical", "eoteMedicineUndo"]) await shell.card.runMedicineAction(message, action);
    expect(noticeKeys()).toEqual(Array(4).fill("EOTE.Combat.Notice.NotAllowed"));
    expect(kira.updates).toEqual([]);
    expect(injuries(kira)).toEqual(["Agonizing Wound", "Minor Nick"]);
  });

  it("the patient's owner (not GM) may heal; a rival patient heals wounds only", async () => {
    const thug = register(new FakeActor("Thug", "rival", { ...rival(), wounds: { value: 5, threshold: 12 } }, { owner: true }));
    const { medic } = scene();
    const message = await medicineMessage("msgMedicine003", medic, thug, roll(2, 3));
    g.game.user = { isGM: false, targets: new Set() };
    await shell.card.runMedicineAction(message, "eoteHeal");
    expect(thug.system.wounds.value).toBe(3);
    expect(thug.updates[0]).not.toHaveProperty("system.strain.value");
    // Threat on a rival is suffered as wounds: 3 − 1 + 2 threat + 1 despair = 5.
    const hurt = await medicineMessage("msgMedicine013", medic, thug, roll(1, -2, 0, 1));
    expect(await shell.card.medicineSection(hurt)).toContain(">EOTE.Combat.Medicine.ThreatAsWounds<");
    await shell.card.runMedicineAction(hurt, "eoteHeal");
    expect(thug.system.wounds.value).toBe(5);
    expect(thug.updates[1]).not.toHaveProperty("system.strain.value");
  });

  it("no card on a message without the medicine flag, or one the viewer cannot see", async () => {
    const { kira, medic } = scene();
    const message = await medicineMessage("msgMedicine004", medic, kira, roll(1, 0));
    expect(await shell.card.medicineSection(messageLike({ ...message, isContentVisible: false }))).toBeNull();
    expect(await shell.card.medicineSection(messageLike({ ...message, flags: { eote: { check: {} } } }))).toBeNull();
    expect(await shell.card.medicineSection(messageLike({ ...message, flags: { eote: { check: { medicine: { patientUuid: "" } } } } }))).toBeNull();
  });

  it("a real rolled Medicine check posts the flag on its message", async () => {
    const { kira, medic } = scene();
    await shell.recovery.medicineCheck(medic, kira);
    const { Roll } = await import("../../doubles/roll.ts");
    Roll.posted.length = 0;
    await rollPool(requests[0]!.pool, requests[0]!);
    const [, data] = Roll.posted[0]!;
    expect((data as { flags: { eote: { check: unknown } } }).flags.eote.check).toEqual({ medicine: { patientUuid: kira.uuid, healerUuid: medic.uuid } });
  });
});

describe("droids", () => {
  it("a droid patient is treated with Mechanics, titled as a repair; the living with Medicine", async () => {
    const droidSys = character();
    droidSys.droid = true;
    droidSys.wounds.value = 2; // half or less of 13: Easy
    const droid = register(new FakeActor("C-3", "character", droidSys));
    const techSys = character();
    techSys.skills.mechanics = { rank: 3, career: true };
    techSys.skills.medicine = { rank: 0, career: false };
    const tech = register(new FakeActor("Tech", "character", techSys));
    await shell.recovery.medicineCheck(tech, droid);
    expect(requests[0]!.title).toBe('EOTE.Combat.Recovery.MechanicsTitle {"patient":"C-3"}');
    expect(requests[0]!.pool).toEqual({ ...tech.checkPool("mechanics"), difficulty: 1 });
    expect(requests[0]!.pool.proficiency).toBeGreaterThan(0); // rank 3 in Mechanics, none in Medicine
    const { kira } = scene();
    await shell.recovery.medicineCheck(tech, kira);
    expect(requests[1]!.title).toBe('EOTE.Combat.Recovery.MedicineTitle {"patient":"Kira"}');
    expect(requests[1]!.pool.proficiency).toBe(0);
  });

  it("a droid gets a repair patch (3 wounds) and no stimpack count; the living still get stimpacks", async () => {
    const droidSys = character();
    droidSys.droid = true;
    droidSys.wounds.value = 8;
    const droid = register(new FakeActor("R5", "character", droidSys));
    expect(await shell.recovery.useStimpack(droid)).toBe(3);
    expect(await shell.recovery.useStimpack(droid)).toBe(3);
    expect(droid.system.wounds.value).toBe(2);
    expect(droid.getFlag("eote", "stimpacks")).toBeUndefined();
    expect(messages.at(-1)!["content"]).toContain(keyWithData("EOTE.Combat.Recovery.RepairPatch", { actor: "R5", wounds: keyWithData("EOTE.Count.wound.other", { count: "3" }) }));
    const { kira } = scene();
    expect(await shell.recovery.useStimpack(kira)).toBe(5);
    expect(messages.at(-1)!["content"]).toContain(keyWithData("EOTE.Combat.Recovery.Stimpack", { actor: "Kira", wounds: keyWithData("EOTE.Count.wound.other", { count: "5" }) }));
  });
});

/** Clicks `action` on the card: the patient then has `wounds`, its knocked-out marker on or not. */
async function clickThen(message: Parameters<typeof shell.card.runMedicineAction>[0], action: string, patient: FakeActor<CharacterData>, marker: { id: string }, wounds: number, markerOn: boolean) {
  await shell.card.runMedicineAction(message, action);
  expect(patient.system.wounds.value).toBe(wounds);
  expect(patient.effects.has(marker.id)).toBe(markerOn);
}

/** Kira knocked out by an attack card: 10 wounds + 4 (club 4 + 3 net successes − soak 3) = 14 of 13, its unconscious marker on. */
async function knockedOut(attackId: string) {
  const attackCard = await import("../../../module/features/attack/card.ts");
  const sys = character();
  sys.wounds.value = 10; // threshold 13, soak 3
  const kira = register(new FakeActor("Kira", "character", sys));
  const arms = armed({ skill: "melee", damage: 4, addBrawn: false, crit: 3, qualities: [] });
  const attack = postAttack(attackId, attackFlag(arms, [kira]), { netSuccess: 3, netAdvantage: 0 });
  await attackCard.runCardAction(attack, "eoteApplyDamage", kira.uuid);
  expect(kira.system.wounds.value).toBe(14);
  const marker = [...kira.effects.values()].find((e) => e.statuses.has("unconscious"))!;
  return { kira, attack, marker, attackCard };
}

describe("healing past incapacitation", () => {
  it("Heal that brings the patient within its thresholds removes the card's unconscious marker; undo puts it back", async () => {
    const { kira, attack, marker, attackCard } = await knockedOut("msgAttack00001");
    const hand = await kira.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["disoriented"] }]);
    const { medic } = scene();
    // One net success: 14 → 13, at the threshold: awake.
    const message = await medicineMessage("msgMedicine005", medic, kira, roll(1, 0));
    await shell.card.runMedicineAction(message, "eoteHeal");
    expect(kira.system.wounds.value).toBe(13);
    expect(kira.statuses.has("unconscious")).toBe(false);
    expect(kira.effects.has(hand[0].id)).toBe(true); // effects the cards did not set stay

    await shell.card.runMedicineAction(message, "eoteMedicineUndo");
    expect(kira.system.wounds.value).toBe(14);
    expect(kira.effects.has(marker.id)).toBe(true); // the same marker, so the attack card can still undo it
    await attackCard.runCardAction(attack, "eoteUndo", kira.uuid);
    expect(kira.system.wounds.value).toBe(10);
    expect(kira.statuses.has("unconscious")).toBe(false);
  });

  it("Heal that leaves the patient over its threshold, or a marker set by hand, leaves the marker", async () => {
    const sys = character();
    sys.wounds.value = 20;
    const kira = register(new FakeActor("Kira", "character", sys));
    await kira.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["unconscious"] }]);
    const { medic } = scene();
    await shell.card.runMedicineAction(await medicineMessage("msgMedicine006", medic, kira, roll(2, 0)), "eoteHeal");
    expect(kira.system.wounds.value).toBe(18);
    expect(kira.statuses.has("unconscious")).toBe(true);
    await shell.card.runMedicineAction(await medicineMessage("msgMedicine007", medic, kira, roll(9, 0)), "eoteHeal");
    expect(kira.system.wounds.value).toBe(9);
    expect(kira.statuses.has("unconscious")).toBe(true); // not a card's marker: the GM decides
  });

  it("Apply that leaves the patient over its threshold keeps the marker; +1 wound that brings it back wakes it", async () => {
    const { kira, marker } = await knockedOut("msgAttack00002");
    const { medic } = scene();
    // A failed check with a despair: 14 → 15, still out; nothing added, nothing removed.
    const worse = await medicineMessage("msgMedicine008", medic, kira, { netSuccess: 0, netAdvantage: 0, triumph: 0, despair: 1, succeeded: false });
    await clickThen(worse, "eoteHeal", kira, marker, 15, true);
    expect(kira.effects.size).toBe(1);
    // 2 net successes and a triumph: +1 wound first (15 → 14, still out), then Heal (14 → 12: awake).
    const better = await medicineMessage("msgMedicine009", medic, kira, roll(2, 0, 1));
    await clickThen(better, "eoteTriumphWound", kira, marker, 14, true);
    await shell.card.runMedicineAction(better, "eoteHeal");
    expect(kira.system.wounds.value).toBe(12);
    expect(kira.statuses.has("unconscious")).toBe(false);
    await clickThen(better, "eoteMedicineUndo", kira, marker, 15, true);
  });

  it("+1 wound alone that brings the patient to its threshold wakes it", async () => {
    const { kira, marker } = await knockedOut("msgAttack00003");
    const { medic } = scene();
    // 1 net success and a triumph on 14: the triumph first, 14 → 13, at the threshold.
    const message = await medicineMessage("msgMedicine014", medic, kira, roll(1, 0, 1));
    await clickThen(message, "eoteTriumphWound", kira, marker, 13, false);
    await clickThen(message, "eoteMedicineUndo", kira, marker, 14, true);
  });
});
