// Exact undo across cards and actor kinds, run as a non-GM owner where it matters. What "Undo is exact"
// promises, in sequences a table really plays.
import { describe, expect, it } from "vitest";
import { character, minion, rival, vehicle } from "../../fixtures/actors.ts";
import { actors, asUser, type CombatantSystem, FakeActor, OWNERSHIP, register, users, type FakeChatMessage } from "../../doubles/index.ts";
import { armed, attackFlag, attackMessage } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat global this file reads, as the doubles install it. */
const g = globalThis as unknown as { ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> } };

const shell = shellSuite({
  keys: true,
  seed: 11,
  install: (config) => {
    config.Dice.randomUniform = () => 0.3;
  },
  modules: { attack: load.attackCard, medicine: load.medicineCard, repair: load.vehicleRepairCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;
const nextId = () => `msgR${(++ids).toString().padStart(12, "0")}`;

/** A GM attack card on `target` whose hit is `damage` + 1 net success before soak. */
function gmAttack(target: FakeActor, damage: number, qualities: { key: string; rating: number }[] = []) {
  const arms = armed({ skill: "melee", damage, addBrawn: false, crit: 3, qualities }, { ownership: { default: OWNERSHIP.NONE } });
  return { arms, message: attackMessage(nextId(), attackFlag(arms, [target]), { netSuccess: 1, netAdvantage: 4 }) };
}
const click = (m: FakeChatMessage, action: string, t: FakeActor, q = "") => shell.attack.runCardAction(m, action, t.uuid, q);

async function playerMedicine(patient: FakeActor, healer: FakeActor, netSuccess: number): Promise<FakeChatMessage> {
  asUser(users.player);
  const outcome = { netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
  return g.ChatMessage.create({ flags: { eote: { check: { medicine: { patientUuid: patient.uuid, healerUuid: healer.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
}

describe("undo after the card's acting documents are gone", () => {
  it("the attacker's weapon deleted after the hit (the encounter is over): the target's owner still undoes the damage", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    const { arms, message } = gmAttack(pc, 8);
    await click(message, "eoteApplyDamage", pc);
    const dealt = pc.system.wounds.value;
    expect(dealt).toBeGreaterThan(0);
    await arms.attacker.deleteEmbeddedDocuments("Item", [arms.weapon.id]);
    asUser(users.player);
    await click(message, "eoteUndo", pc);
    // The record on Kira was written by a trusted click; undoing it reads no number from the weapon.
    expect(pc.system.wounds.value).toBe(0);
  });

  it("the healer named on a Medicine card deleted: the heal is still undone", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    const medic = register(new FakeActor("Medic", "character", character(), { ownership: PLAYER }));
    await pc.update({ "system.wounds.value": 8 });
    const heal = await playerMedicine(pc, medic, 3);
    await shell.medicine.runMedicineAction(heal, "eoteHeal");
    const healed = pc.system.wounds.value;
    expect(healed).toBeLessThan(8);
    asUser(users.gm);
    actors.delete(medic.uuid); // Actor#delete: fromUuid no longer finds it
    asUser(users.player);
    await shell.medicine.runMedicineAction(heal, "eoteMedicineUndo");
    expect(pc.system.wounds.value).toBe(8);
  });
});

describe("sequences that held", () => {
  it("undo twice takes off the hit once", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    const a = gmAttack(pc, 6).message;
    const b = gmAttack(pc, 5).message;
    await click(a, "eoteApplyDamage", pc);
    await click(b, "eoteApplyDamage", pc);
    const afterB = pc.system.wounds.value;
    asUser(users.player);
    await click(a, "eoteUndo", pc);
    const once = pc.system.wounds.value;
    await click(a, "eoteUndo", pc);
    expect(pc.system.wounds.value).toBe(once);
    expect(once).toBeLessThan(afterB);
    await click(b, "eoteUndo", pc);
    expect(pc.system.wounds.value).toBe(0);
  });

  it("a rival: attack A, attack B, Medicine, sheet edit, undo in every order ends where the sheet edit left it", async () => {
    const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    for (const order of orders) {
      asUser(users.gm);
      const npc = register(new FakeActor("Rival", "rival", rival(), { ownership: PLAYER }));
      const medic = register(new FakeActor("Medic", "character", character(), { ownership: PLAYER }));
      const a = gmAttack(npc, 7).message;
      const b = gmAttack(npc, 6).message;
      await click(a, "eoteApplyDamage", npc);
      await click(b, "eoteApplyDamage", npc);
      const heal = await playerMedicine(npc, medic, 2);
      await shell.medicine.runMedicineAction(heal, "eoteHeal");
      await npc.update({ "system.wounds.value": npc.system.wounds.value + 1 }); // a sheet edit: +1
      const undo = [() => click(a, "eoteUndo", npc), () => click(b, "eoteUndo", npc), () => shell.medicine.runMedicineAction(heal, "eoteMedicineUndo")];
      for (const i of order) await undo[i]!();
      expect(pc(npc), `order ${order.join("")}`).toBe(1);
    }
  });

  it("a minion group: two hits, the threshold raised between, undone in reverse: 0", async () => {
    const group = register(new FakeActor("Troopers", "minion", minion(), { ownership: PLAYER }));
    const a = gmAttack(group, 7).message;
    const b = gmAttack(group, 9).message;
    await click(a, "eoteApplyDamage", group);
    await group.update({ "system.groupSize": 5 });
    await click(b, "eoteApplyDamage", group);
    asUser(users.player);
    await click(b, "eoteUndo", group);
    await click(a, "eoteUndo", group);
    expect(group.system.wounds.value).toBe(0);
  });

  it("a character's wound threshold lowered between the hit and its undo: undo takes off exactly what the hit added", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    await pc.update({ "system.wounds.value": 10 });
    const { message } = gmAttack(pc, 20);
    await click(message, "eoteApplyDamage", pc);
    const after = pc.system.wounds.value;
    const added = after - 10;
    await pc.update({ "system.characteristics.brawn": 1 }); // threshold falls: the cap (twice the threshold) too
    asUser(users.player);
    await click(message, "eoteUndo", pc);
    expect(added).toBeGreaterThan(0);
    expect(pc.system.wounds.value).toBe(10);
  });

  it("a vehicle: hull hit, system strain repaired, both undone in either order", async () => {
    for (const reverse of [false, true]) {
      asUser(users.gm);
      const sys = vehicle();
      sys.systemStrain.value = 5;
      const ship = register(new FakeActor("Wayfarer", "vehicle", sys, { ownership: PLAYER }));
      const mechanic = register(new FakeActor("Mech", "character", character(), { ownership: PLAYER }));
      const arms = armed({ skill: "gunnery", damage: 6, addBrawn: false, crit: 3, qualities: [] }, { ownership: { default: OWNERSHIP.NONE } });
      const hit = attackMessage(nextId(), attackFlag(arms, [ship]), { netSuccess: 1, netAdvantage: 0 });
      await click(hit, "eoteApplyDamage", ship);
      asUser(users.player);
      const outcome = { netSuccess: 2, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
      const fix = await g.ChatMessage.create({ flags: { eote: { check: { repair: { vehicleUuid: ship.uuid, track: "systemStrain", repairerUuid: mechanic.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
      await shell.repair.runRepairAction(fix, "eoteRepair");
      const undo = [() => click(hit, "eoteUndo", ship), () => shell.repair.runRepairAction(fix, "eoteRepairUndo")];
      for (const f of reverse ? undo.reverse() : undo) await f();
      expect([ship.system.hullTrauma.value, ship.system.systemStrain.value]).toEqual([0, 5]);
    }
  });
});

function pc(actor: FakeActor<CombatantSystem>): number {
  return actor.system.wounds.value;
}
