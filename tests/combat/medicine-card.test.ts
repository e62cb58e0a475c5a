// The Medicine card: its pure model and template with real Handlebars, then Heal / Treat / Undo over
// the doubles, refusals for non-owners, and droids (Mechanics, repair patches).
import { readFileSync } from "node:fs";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DicePoolRequest } from "../../module/applications/dice-dialog/index.ts";
import {
  buildMedicineCard, healUpdate, medicineUndo, readMedicineRecord, type MedicineRecord, type PatientInput,
} from "../../module/combat/medicine-model.ts";
import { symbolHelpers } from "../../module/roll/symbols.ts";
import { character, rival } from "../fixtures/actors.ts";
import { makeHandlebars, makeI18n } from "../roll/foundry-double.ts";
import { FakeActor, installCombatDouble, messages, notices, packItem, register } from "./doubles.ts";

const requests: DicePoolRequest[] = [];
vi.mock("../../module/applications/dice-dialog/index.ts", () => ({
  openDicePoolDialog: async (request: DicePoolRequest) => { requests.push(request); },
}));

const hb = makeHandlebars(symbolHelpers(makeI18n().localize, "sprite.svg"));
const template = hb.compile(readFileSync("templates/chat/medicine.hbs", "utf8"));
function render(ctx: object): string {
  const html = template({ ...ctx, messageId: "m1" });
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN|EOTE\./);
  return html;
}

const roll = (netSuccess: number, netAdvantage: number, triumph = 0) => ({ netSuccess, netAdvantage, triumph, succeeded: netSuccess > 0 });
const patient = (over: Partial<PatientInput> = {}): PatientInput => ({
  uuid: "Actor.p", name: "Kira", canAct: true, wounds: 7, strain: 4, thresholds: { wounds: 13, strain: 12 }, record: null,
  injuries: [{ id: "i2", name: "Agonizing Wound", severity: 2 }, { id: "i1", name: "Minor Nick", severity: 1 }], ...over,
});

describe("Medicine card model and template", () => {
  it("a success: Heal for net successes and net advantage; a triumph offers the least severe injury", () => {
    const ctx = buildMedicineCard(roll(3, 2, 1), patient());
    expect(ctx).toMatchObject({ succeeded: true, heal: { wounds: 3, strain: 2 }, healed: false, criticals: 1, canHeal: true, canUndo: false });
    expect(ctx.next).toEqual({ name: "Minor Nick", severityKey: "EOTE.Combat.Severity.easy" });
    const html = render(ctx);
    expect(html).toContain("Patient: Kira");
    expect(html).toContain("Heals 3 wounds and 2 strain");
    expect(html).toContain('data-action="eoteHeal"');
    expect(html).toContain('data-action="eoteTreatCritical">Treat Minor Nick (severity Easy)</button>');
    expect(html).not.toContain("eoteMedicineUndo");
  });

  it("no triumph, no Treat; a failed check offers nothing", () => {
    expect(buildMedicineCard(roll(2, 0), patient()).next).toBeNull();
    const failed = buildMedicineCard({ netSuccess: 0, netAdvantage: 2, triumph: 1, succeeded: false }, patient());
    expect(failed).toMatchObject({ canHeal: false, next: null, criticals: 0 });
    const html = render(failed);
    expect(html).toContain("The check failed: no healing.");
    expect(html).not.toContain("<button");
  });

  it("after Heal and Treat: what was done, Undo, and no more of either", () => {
    const record: MedicineRecord = {
      healed: { wounds: 3, strain: 2 },
      criticals: [{ itemId: "i1", name: "Minor Nick", severity: 1, data: {} }], woke: [],
    };
    // The treated injury's item may still be listed while its deletion is under way: it is never offered again.
    const ctx = buildMedicineCard(roll(3, 2, 2), patient({ wounds: 4, strain: 2, record }));
    expect(ctx).toMatchObject({ healed: true, heal: { wounds: 3, strain: 2 }, canHeal: false, canUndo: true });
    expect(ctx.next).toEqual({ name: "Agonizing Wound", severityKey: "EOTE.Combat.Severity.average" });
    const html = render(ctx);
    expect(html).toContain("Healed 3 wounds and 2 strain");
    expect(html).toContain("Treated: Minor Nick (severity Easy)");
    expect(html).toContain('data-action="eoteMedicineUndo"');
    expect(html).not.toContain('data-action="eoteHeal"');
  });

  it("a viewer who is neither GM nor owner sees the result but no button", () => {
    const html = render(buildMedicineCard(roll(3, 2, 1), patient({ canAct: false })));
    expect(html).toContain("Heals 3 wounds and 2 strain");
    expect(html).not.toContain("<button");
  });

  it("a patient with nothing to heal gets no Heal button", () => {
    expect(buildMedicineCard(roll(3, 2), patient({ wounds: 0, strain: 0 })).canHeal).toBe(false);
  });

  it("updates: heal lowers the tracks (wounds only without strain); undo gives back what was healed", () => {
    const heal = healUpdate("rival", roll(2, 5), patient({ wounds: 5, strain: null, thresholds: { wounds: 12, strain: null } }), "m")!;
    expect(heal.update).toEqual({ "system.wounds.value": 3, "flags.eote.medicineLog.m": { healed: { wounds: 2, strain: 0 }, criticals: [], woke: [] } });
    expect(heal.conscious).toBe(true);
    expect(healUpdate("rival", roll(2, 5), patient({ wounds: 5, strain: null, record: heal.record }), "m")).toBeNull();
    // 15 wounds of 13 − 2 = 13: at the threshold, conscious; − 1 = 14: still out. Strain over its threshold keeps one out too.
    expect(healUpdate("character", roll(2, 0), patient({ wounds: 15 }), "m")!.conscious).toBe(true);
    expect(healUpdate("character", roll(1, 0), patient({ wounds: 15 }), "m")!.conscious).toBe(false);
    expect(healUpdate("character", roll(3, 1), patient({ wounds: 15, strain: 14 }), "m")!.conscious).toBe(false);
    expect(healUpdate("character", roll(3, 2), patient({ wounds: 15, strain: 14 }), "m")!.conscious).toBe(true);
    // Wounds taken since the heal (3 → 6) are kept: undo adds the 2 healed back.
    const record: MedicineRecord = {
      healed: { wounds: 2, strain: 1 }, criticals: [{ itemId: "i1", name: "N", severity: 1, data: { _id: "i1" } }], woke: [{ _id: "e1" }],
    };
    expect(medicineUndo("character", { wounds: 6, strain: 0 }, "m", record)).toEqual({
      update: { "flags.eote.medicineLog.-=m": null, "system.wounds.value": 8, "system.strain.value": 1 },
      recreate: [{ _id: "i1" }], restoreEffects: [{ _id: "e1" }],
    });
    expect(readMedicineRecord({ criticals: [] })).toEqual({ healed: null, criticals: [], woke: [] });
    expect(readMedicineRecord({ healed: { wounds: "x" }, criticals: [] })).toEqual({ healed: null, criticals: [], woke: [] });
    expect(readMedicineRecord("x")).toBeNull();
  });
});

let card: typeof import("../../module/combat/medicine-card.ts");
let recovery: typeof import("../../module/combat/recovery.ts");
let rollPool: typeof import("../../module/applications/dice-dialog/dialog.ts").rollPool;
const g = globalThis as any;

beforeAll(async () => {
  await installCombatDouble(11);
  card = await import("../../module/combat/medicine-card.ts");
  recovery = await import("../../module/combat/recovery.ts");
  ({ rollPool } = await import("../../module/applications/dice-dialog/dialog.ts"));
});

beforeEach(() => {
  notices.length = 0;
  messages.length = 0;
  requests.length = 0;
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
  await recovery.medicineCheck(healer as never, patientActor as never);
  const request = requests.at(-1)!;
  return { id, flags: { eote: { check: request.flags } }, rolls: [{ outcome: { despair: 0, ...outcome } }], isContentVisible: true } as never;
}

const injuries = (a: FakeActor) => a.items.filter((i) => i.type === "criticalInjury").map((i) => i.name).sort();

describe("Medicine card in Foundry (doubles)", () => {
  it("the Medicine roll carries the patient and gets the card; Heal, Treat, refusals, Undo", async () => {
    const { kira, medic } = scene();
    const message = await medicineMessage("msgMedicine001", medic, kira, roll(3, 2, 1));
    expect(await card.medicineSection(message)).toContain('data-action="eoteHeal"');

    await card.runMedicineAction(message, "eoteHeal");
    expect(kira.system.wounds.value).toBe(4);
    expect(kira.system.strain.value).toBe(2);
    await card.runMedicineAction(message, "eoteHeal");
    expect(notices).toEqual(["This check has nothing left to heal on that patient."]);
    expect(kira.system.wounds.value).toBe(4);

    const minorNickId = kira.items.filter((i) => i.name === "Minor Nick")[0]!.id;
    await card.runMedicineAction(message, "eoteTreatCritical");
    expect(injuries(kira)).toEqual(["Agonizing Wound"]); // the least severe went
    expect(messages.at(-1)!["content"]).toBe('<p class="eote-recovery">Kira recovers from Minor Nick.</p>');
    await card.runMedicineAction(message, "eoteTreatCritical"); // one triumph: one injury
    expect(injuries(kira)).toEqual(["Agonizing Wound"]);
    expect(notices.at(-1)).toBe("This check cannot treat another critical injury on that patient.");
    expect(kira.system.derived.criticalInjuries).toBe(1);

    kira.system.wounds.value = 6; // hurt again after the treatment
    await card.runMedicineAction(message, "eoteMedicineUndo");
    expect(kira.system.wounds.value).toBe(9);
    expect(kira.system.strain.value).toBe(4);
    expect(injuries(kira)).toEqual(["Agonizing Wound", "Minor Nick"]);
    expect(kira.items.has(minorNickId)).toBe(true); // the same item back
    expect(kira.flags.eote.medicineLog).toEqual({});
    expect(await card.medicineSection(message)).not.toContain("eoteMedicineUndo");
  });

  it("a player who does not own the patient sees no button and is refused", async () => {
    const { kira, medic } = scene(false);
    const message = await medicineMessage("msgMedicine002", medic, kira, roll(3, 2, 1));
    g.game.user = { isGM: false, targets: new Set() };
    const html = (await card.medicineSection(message))!;
    expect(html).toContain("Heals 3 wounds and 2 strain");
    expect(html).not.toContain("<button");
    for (const action of ["eoteHeal", "eoteTreatCritical", "eoteMedicineUndo"]) await card.runMedicineAction(message, action);
    expect(notices).toEqual(Array(3).fill("Only the GM or the target's owner can do that."));
    expect(kira.updates).toEqual([]);
    expect(injuries(kira)).toEqual(["Agonizing Wound", "Minor Nick"]);
  });

  it("the patient's owner (not GM) may heal; a rival patient heals wounds only", async () => {
    const thug = register(new FakeActor("Thug", "rival", { ...rival(), wounds: { value: 5, threshold: 12 } }, { owner: true }));
    const { medic } = scene();
    const message = await medicineMessage("msgMedicine003", medic, thug, roll(2, 3));
    g.game.user = { isGM: false, targets: new Set() };
    await card.runMedicineAction(message, "eoteHeal");
    expect(thug.system.wounds.value).toBe(3);
    expect(thug.updates[0]).not.toHaveProperty("system.strain.value");
  });

  it("no card on a message without the medicine flag, or one the viewer cannot see", async () => {
    const { kira, medic } = scene();
    const message = await medicineMessage("msgMedicine004", medic, kira, roll(1, 0)) as any;
    expect(await card.medicineSection({ ...message, isContentVisible: false })).toBeNull();
    expect(await card.medicineSection({ ...message, flags: { eote: { check: {} } } })).toBeNull();
    expect(await card.medicineSection({ ...message, flags: { eote: { check: { medicine: { patientUuid: "" } } } } })).toBeNull();
  });

  it("a real rolled Medicine check posts the flag on its message", async () => {
    const { kira, medic } = scene();
    await recovery.medicineCheck(medic as never, kira as never);
    const { Roll } = await import("../roll/foundry-double.ts");
    Roll.posted.length = 0;
    await rollPool(requests[0]!.pool, requests[0]!);
    const [, data] = Roll.posted[0]! as [unknown, any];
    expect(data.flags.eote.check).toEqual({ medicine: { patientUuid: kira.uuid } });
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
    await recovery.medicineCheck(tech as never, droid as never);
    expect(requests[0]!.title).toBe("Mechanics: repair C-3");
    expect(requests[0]!.pool).toEqual({ ...tech.checkPool("mechanics"), difficulty: 1 });
    expect(requests[0]!.pool.proficiency).toBeGreaterThan(0); // rank 3 in Mechanics, none in Medicine
    const { kira } = scene();
    await recovery.medicineCheck(tech as never, kira as never);
    expect(requests[1]!.title).toBe("Medicine: treat Kira");
    expect(requests[1]!.pool.proficiency).toBe(0);
  });

  it("a droid gets a repair patch (3 wounds) and no stimpack count; the living still get stimpacks", async () => {
    const droidSys = character();
    droidSys.droid = true;
    droidSys.wounds.value = 8;
    const droid = register(new FakeActor("R5", "character", droidSys));
    expect(await recovery.useStimpack(droid as never)).toBe(3);
    expect(await recovery.useStimpack(droid as never)).toBe(3);
    expect(droid.system.wounds.value).toBe(2);
    expect(droid.flags.eote?.stimpacks).toBeUndefined();
    expect(messages.at(-1)!["content"]).toContain("R5 uses an emergency repair patch: 3 wounds repaired.");
    const { kira } = scene();
    expect(await recovery.useStimpack(kira as never)).toBe(5);
    expect(messages.at(-1)!["content"]).toContain("Kira uses a stimpack: 5 wounds healed.");
  });
});

describe("healing past incapacitation", () => {
  it("Heal that brings the patient within its thresholds removes the card's unconscious marker; undo puts it back", async () => {
    const attackCard = await import("../../module/combat/card.ts");
    const sys = character();
    sys.wounds.value = 10; // threshold 13, soak 3
    const kira = register(new FakeActor("Kira", "character", sys));
    const hand = await kira.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["disoriented"] }]);
    const flag = {
      weaponUuid: "w", attackerUuid: "a", targetUuids: [kira.uuid], rangeBand: "engaged", weapon: { skill: "melee", damage: 4, addBrawn: false, crit: 3, qualities: [] },
      weaponName: "Club", brawn: 2, scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1,
    };
    const attack = { id: "msgAttack00001", flags: { eote: { check: { attack: flag } } }, rolls: [{ outcome: { ...roll(3, 0), despair: 0 } }], isContentVisible: true } as never;
    await attackCard.runCardAction(attack, "eoteApplyDamage", kira.uuid);
    expect(kira.system.wounds.value).toBe(14);
    const marker = [...kira.effects.values()].find((e) => e.statuses.has("unconscious"))!;

    const { medic } = scene();
    // One net success: 14 → 13, at the threshold: awake.
    const message = await medicineMessage("msgMedicine005", medic, kira, roll(1, 0));
    await card.runMedicineAction(message, "eoteHeal");
    expect(kira.system.wounds.value).toBe(13);
    expect(kira.statuses.has("unconscious")).toBe(false);
    expect(kira.effects.has(hand[0].id)).toBe(true); // effects the cards did not set stay

    await card.runMedicineAction(message, "eoteMedicineUndo");
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
    await card.runMedicineAction(await medicineMessage("msgMedicine006", medic, kira, roll(2, 0)), "eoteHeal");
    expect(kira.system.wounds.value).toBe(18);
    expect(kira.statuses.has("unconscious")).toBe(true);
    await card.runMedicineAction(await medicineMessage("msgMedicine007", medic, kira, roll(9, 0)), "eoteHeal");
    expect(kira.system.wounds.value).toBe(9);
    expect(kira.statuses.has("unconscious")).toBe(true); // not a card's marker: the GM decides
  });
});
