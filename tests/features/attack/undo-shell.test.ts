// Exact undo through the shell over the v13 doubles, run as a non-GM owner of the actor: each card's Undo
// (attack, minion crit, Medicine, damage control, critical treatment, critical repair) takes off what that
// card did, in any order, interleaved with other cards and sheet edits.
import { beforeEach, describe, expect, it } from "vitest";
import { character, minion, vehicle } from "../../fixtures/actors.ts";
import { asUser, FakeActor, flagRecord, itemOfType, OWNERSHIP, packItem, register, users, type FakeChatMessage } from "../../doubles/index.ts";
import { armed, attackFlag, attackMessage, rolledAt } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat global this file reads, as the doubles install it. */
const g = globalThis as unknown as { ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> } };

const shell = shellSuite({
  keys: true,
  seed: 9,
  modules: { attack: load.attackCard, medicine: load.medicineCard, repair: load.vehicleRepairCard, treatment: load.criticalCard },
});

beforeEach(() => {
  shell.config.Dice.randomUniform = () => 0.3; // every d100 shows 70
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;
const nextId = (kind: string) => `${kind}${(++ids).toString().padStart(14 - kind.length, "0")}xx`.slice(0, 16);

/** The player's Kira: soak 3, wound threshold 13. */
const kira = () => register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));

/** A GM's attack card on `target` dealing `dealt` past Kira's soak of 3 (damage dealt + 2, one net success). */
function gmAttack(target: FakeActor, dealt: number, crit = 3) {
  const arms = armed({ skill: "melee", damage: dealt + 2, addBrawn: false, crit, qualities: [] }, { ownership: { default: OWNERSHIP.NONE } });
  return attackMessage(nextId("msgA"), attackFlag(arms, [target]), { netSuccess: 1, netAdvantage: 4 });
}

async function click(message: FakeChatMessage, action: string, target: FakeActor): Promise<void> {
  await shell.attack.runCardAction(message, action, target.uuid);
}

/** A Medicine card posted by the player, Kira treating herself, with these net successes. */
async function playerMedicine(patient: FakeActor, netSuccess: number): Promise<FakeChatMessage> {
  asUser(users.player);
  const outcome = { netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
  const message = await g.ChatMessage.create({ flags: { eote: { check: { medicine: { patientUuid: patient.uuid, healerUuid: patient.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
  return message;
}

describe("attack cards undone by the target's owner", () => {
  it("hits of 5 and 4: undo A then B, or B then A, as the player, leave 0", async () => {
    for (const order of [[0, 1], [1, 0]]) {
      const pc = kira();
      const cards = [gmAttack(pc, 5), gmAttack(pc, 4)];
      for (const c of cards) await click(c, "eoteApplyDamage", pc);
      expect(pc.system.wounds.value).toBe(9);
      asUser(users.player);
      await click(cards[order[0]!]!, "eoteUndo", pc);
      expect(pc.system.wounds.value).toBe(order[0] === 0 ? 4 : 5);
      await click(cards[order[1]!]!, "eoteUndo", pc);
      expect(pc.system.wounds.value).toBe(0);
      expect(pc.getFlag("eote", "combatLog")).toEqual({});
      asUser(users.gm);
    }
  });

  it("hit 8, the player's Medicine heals 3, the player undoes the hit then the heal: 0", async () => {
    const pc = kira();
    const hit = gmAttack(pc, 8);
    await click(hit, "eoteApplyDamage", pc);
    const heal = await playerMedicine(pc, 3);
    await shell.medicine.runMedicineAction(heal, "eoteHeal");
    expect(pc.system.wounds.value).toBe(5);
    await click(hit, "eoteUndo", pc);
    expect(pc.system.wounds.value).toBe(0);
    await shell.medicine.runMedicineAction(heal, "eoteMedicineUndo");
    expect(pc.system.wounds.value).toBe(0);
    expect(pc.getFlag("eote", "medicineLog")).toEqual({});
  });

  it("a sheet edit between the hit and its undo is kept", async () => {
    const pc = kira();
    const hit = gmAttack(pc, 5);
    await click(hit, "eoteApplyDamage", pc);
    asUser(users.player);
    await pc.update({ "system.wounds.value": 7 });
    await click(hit, "eoteUndo", pc);
    expect(pc.system.wounds.value).toBe(2);
  });

  it("a critical injury the GM applied: the owner's undo removes the item the record names", async () => {
    const pc = kira();
    const hit = gmAttack(pc, 5, 1);
    await click(hit, "eoteApplyDamage", pc);
    await click(hit, "eoteApplyCritical", pc);
    const critItemId = String(flagRecord(pc, "eote", `combatLog.${hit.id}.crits.0`)["itemId"]);
    expect(pc.items.has(critItemId)).toBe(true);
    asUser(users.player);
    await click(hit, "eoteUndo", pc);
    expect(pc.items.has(critItemId)).toBe(false);
    expect(pc.system.wounds.value).toBe(0);
  });

  it("a critical whose item creation fails: the record already names it, no untracked item, undo still clean", async () => {
    const pc = kira();
    const hit = gmAttack(pc, 5, 1);
    await click(hit, "eoteApplyDamage", pc);
    const create = pc.createEmbeddedDocuments.bind(pc);
    pc.createEmbeddedDocuments = async () => { throw new Error("server refused"); };
    await click(hit, "eoteApplyCritical", pc);
    pc.createEmbeddedDocuments = create;
    const crits = pc.getFlag("eote", `combatLog.${hit.id}.crits`);
    expect(crits).toHaveLength(1);
    expect(pc.items.filter((i) => i.type === "criticalInjury")).toEqual([]);
    asUser(users.player);
    await click(hit, "eoteUndo", pc);
    expect(pc.system.wounds.value).toBe(0);
    expect(pc.getFlag("eote", "combatLog")).toEqual({});
  });

  it("a minion crit: the owner's undo gives the group back its minion, a later hit kept", async () => {
    const sys = minion();
    const group = register(new FakeActor("Troopers", "minion", sys, { ownership: PLAYER }));
    const soak = group.system.derived.soak;
    const arms = armed({ skill: "melee", damage: soak + 1, addBrawn: false, crit: 1, qualities: [] });
    const first = attackMessage(nextId("msgA"), attackFlag(arms, [group]), { netSuccess: 1, netAdvantage: 4 });
    await click(first, "eoteApplyDamage", group);
    await click(first, "eoteApplyCritical", group);
    const afterCrit = group.system.wounds.value;
    const second = attackMessage(nextId("msgA"), attackFlag(arms, [group]), { netSuccess: 1, netAdvantage: 0 });
    await click(second, "eoteApplyDamage", group);
    asUser(users.player);
    await click(first, "eoteUndo", group);
    expect(afterCrit).toBeGreaterThan(2);
    expect(group.system.wounds.value).toBe(2); // only the second card's 2 wounds remain
    await click(second, "eoteUndo", group);
    expect(group.system.wounds.value).toBe(0);
  });
});

describe("the other cards undone by a non-GM owner", () => {
  it("damage control: the player repairs and undoes, a hit in between kept", async () => {
    const sys = vehicle();
    sys.systemStrain.value = 6;
    const ship = register(new FakeActor("Wayfarer", "vehicle", sys, { ownership: PLAYER }));
    const mechanic = kira();
    asUser(users.player);
    const outcome = { netSuccess: 2, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
    const message = await g.ChatMessage.create({ flags: { eote: { check: { repair: { vehicleUuid: ship.uuid, track: "systemStrain", repairerUuid: mechanic.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
    await shell.repair.runRepairAction(message, "eoteRepair");
    expect(ship.system.systemStrain.value).toBe(4);
    await ship.update({ "system.systemStrain.value": 5 });
    await shell.repair.runRepairAction(message, "eoteRepairUndo");
    expect(ship.system.systemStrain.value).toBe(7);
  });

  it("critical treatment and critical repair: the player removes the injury (hit) and undo brings the same item back", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER, items: [packItem("critical-injuries", "Minor Nick")] }));
    const ship = register(new FakeActor("Wayfarer", "vehicle", vehicle(), { ownership: PLAYER, items: [packItem("vehicle-critical-hits", "Shields Failing")] }));
    const mechanic = kira();
    for (const [patient, kind, healer] of [[pc, "medicine", pc], [ship, "repair", mechanic]] as const) {
      const item = patient.items.contents[0]!;
      asUser(users.player);
      const flag = { patientUuid: patient.uuid, injuryId: item.id, kind, name: item.name, severity: 1, healerUuid: healer.uuid };
      const outcome = { netSuccess: 1, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
      const rolled = rolledAt(itemOfType(item, kind === "medicine" ? "criticalInjury" : "criticalHit").system.severity + (healer === patient ? 2 : 0)); // the severity, +2 when treating oneself
      const message = await g.ChatMessage.create({ flags: { eote: { check: { criticalTreatment: flag } } }, rolls: [{ outcome, actionableOutcome: outcome, narrativeResults: rolled }] });
      await shell.treatment.runCriticalTreatmentAction(message, "eoteRemoveCritical");
      expect(patient.items.has(item.id)).toBe(false);
      await shell.treatment.runCriticalTreatmentAction(message, "eoteCriticalTreatmentUndo");
      expect(patient.items.get(item.id)?.name).toBe(item.name);
    }
  });
});
