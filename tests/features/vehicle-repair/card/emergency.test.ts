// Emergency repairs, temporary hull repairs, damaged components and collisions over the v13 doubles, as
// the GM and as a player who owns the ship and the mechanic: the dialog requests, the emergency card's
// Restore (an effect the derived state, the weapons and the critical roll read) and its exact Undo, a
// component as an effect, and a pilot's despair offering the GM a collision's critical hit with Undo.
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../../module/applications/dice-dialog/index.ts";
import { character, skills, vehicle } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, flagRecord, itemOfType, messages, noticeKeys, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import type { ActorView } from "../../../../module/foundry/inputs.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 31,
  modules: {
    emergency: load.vehicleRepairCardEmergency, repair: load.vehicleRepairActions, components: load.vehicleRepairComponents,
    collision: load.vehicleRepairCardCollision, critical: load.criticalActions, inputs: load.foundryInputs,
    damage: load.rulesCombatDamage, shot: load.attackVehicleShotModel,
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
/** A d100 (or any die) showing `face` of `faces` (the double's dice: ceil((1 − u) × faces)). */
const nextFace = (face: number, faces: number) => { shell.config.Dice.randomUniform = () => 1 - (face - 0.5) / faces; };

/** A freighter shut down at 23 of 22 hull trauma, its engineer Tekka (Intellect 3, Mechanics 1) seated. */
function scene(silhouette = 3) {
  const crew = character();
  crew.characteristics.intellect = 3;
  crew.skills = skills({ mechanics: { rank: 1, career: true }, pilotingSpace: { rank: 1, career: true } });
  const mechanic = register(new FakeActor("Tekka", "character", crew, { ownership: PLAYER }));
  const sys = vehicle(silhouette);
  sys.hullTrauma.value = 23;
  sys.stations = { ...sys.stations, engineer: mechanic.uuid, pilot: mechanic.uuid };
  const ship = register(new FakeActor("Wayfarer", "vehicle", sys, { ownership: PLAYER }));
  return { ship, mechanic };
}

const outcome = (succeeded: boolean, despair = 0) => ({ netSuccess: succeeded ? 1 : 0, netAdvantage: 0, triumph: 0, despair, succeeded });
function messageOf(request: DicePoolRequest, id: string, roll: ReturnType<typeof outcome>, author = users.gm) {
  return messageLike({ id, author, isContentVisible: true, flags: { eote: { check: request.flags } }, rolls: [{ outcome: roll, actionableOutcome: roll }] });
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("emergency repairs: Mechanics at Hard by the engineer; Restore brings the ship back on its terms; Undo removes exactly that", async () => {
      const { ship, mechanic } = scene();
      expect(ship.system.derived.damage.shutDown).toBe(true);
      await shell.emergency.emergencyRepairs(ship);
      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.actor).toBe(mechanic);
      expect(request.pool).toMatchObject({ proficiency: 1, ability: 2, difficulty: 3 });
      expect(request.title).toBe('EOTE.Combat.Repair.Emergency.Title {"vehicle":"Wayfarer"}');
      expect(request.flags).toEqual({ emergencyRepair: { vehicleUuid: ship.uuid, repairerUuid: mechanic.uuid } });

      const message = messageOf(request, "msgEmergency0001", outcome(true), users[who]);
      const before = (await shell.emergency.emergencySection(message))!;
      expect(before).toContain(">EOTE.Combat.Repair.Emergency.Restores<");
      expect(before).toContain('data-action="eoteEmergencyRestore"');

      // Some other effect on the ship, which Undo must leave alone.
      await ship.createEmbeddedDocuments("ActiveEffect", [{ name: "Someone else's", changes: [] }]);
      await shell.emergency.runEmergencyAction(message, "eoteEmergencyRestore");
      const record = flagRecord(ship, "eote", "emergencyRepairLog.msgEmergency0001");
      expect(ship.effects.has(String(record.effectId))).toBe(true);
      const damageState = ship.system.derived.damage;
      expect(damageState).toMatchObject({ shutDown: false, emergencyRepairs: true, weaponsInoperable: true, traumaCritical: 30, speedModifier: -1, handlingModifier: -3 });
      expect(await shell.emergency.emergencySection(message)).toContain('data-action="eoteEmergencyUndo"');

      // A second click finds nothing to do.
      await shell.emergency.runEmergencyAction(message, "eoteEmergencyRestore");
      expect(ship.effects.size).toBe(2);
      expect(noticeKeys()).toEqual(["EOTE.Combat.Repair.Emergency.NotNeeded"]);

      await shell.emergency.runEmergencyAction(message, "eoteEmergencyUndo");
      expect(ship.effects.map((e) => e.name)).toEqual(["Someone else's"]);
      expect(ship.getFlag("eote", "emergencyRepairLog")).toEqual({});
      expect(ship.system.derived.damage.shutDown).toBe(true);
    });

    it("a failed emergency repair offers nothing; a ship that is not shut down is told so", async () => {
      const { ship } = scene();
      await shell.emergency.emergencyRepairs(ship);
      const failed = messageOf(requests[0]!, "msgEmergency0002", outcome(false), users[who]);
      const html = (await shell.emergency.emergencySection(failed))!;
      expect(html).toContain(">EOTE.Combat.Repair.Emergency.Failed<");
      expect(html).not.toContain("<button");
      await ship.update({ "system.hullTrauma.value": 10 });
      const fine = messageOf(requests[0]!, "msgEmergency0003", outcome(true), users[who]);
      expect(await shell.emergency.emergencySection(fine)).toContain(">EOTE.Combat.Repair.Emergency.NotNeeded<");
      await shell.emergency.runEmergencyAction(fine, "eoteEmergencyRestore");
      expect(ship.effects.size).toBe(0);
    });

    it("temporary hull repairs: Hard within the threshold, Daunting past it, on the damage control card", async () => {
      const { ship } = scene();
      await shell.repair.damageControl(ship, "hullTrauma", { temporary: true });
      expect(requests[0]!.pool.difficulty).toBe(4);
      expect(requests[0]!.title).toBe('EOTE.Combat.Repair.Temporary.Title {"track":"EOTE.Combat.Repair.Track.hullTrauma","vehicle":"Wayfarer"}');
      expect(requests[0]!.flags).toMatchObject({ repair: { track: "hullTrauma", temporary: true } });
      await ship.update({ "system.hullTrauma.value": 8 });
      await shell.repair.damageControl(ship, "hullTrauma", { temporary: true });
      expect(requests[1]!.pool.difficulty).toBe(3);
    });

    it("a damaged component is an effect on the ship (shields: -1 defence) until Repaired", async () => {
      const { ship } = scene();
      expect(await shell.components.damageComponent(ship, "shields")).toBe("shields");
      const effect = [...ship.effects.values()][0]!;
      expect(effect.name).toBe('EOTE.Combat.Repair.Component.EffectName {"component":"EOTE.Combat.Repair.Component.shields.Name"}');
      expect(ship.system.derived.damage.defenceModifier).toBe(-1);
      const view: ActorView = { type: "vehicle", system: ship.system, derived: ship.system.derived, items: [], statuses: new Set() };
      expect(shell.inputs.targetInputs(view).defence.ranged).toBe(0);
      // A vehicle weapon's shot at its fore zone (defence 1) meets 0.
      const shooter: { name: string; view: ActorView } = { name: "Gunboat", view: { type: "vehicle", system: vehicle(3), derived: {}, items: [], statuses: new Set() } };
      expect(shell.shot.planVehicleShot(shooter, { range: "short" }, view, { targetZone: "fore" }).zoneDefence).toBe(0);
      // Random: a d8 on a small ship's table; 6 is the sublight engines.
      nextFace(6, 8);
      expect(await shell.components.damageComponent(ship, "random")).toBe("sublightEngines");
      expect(messages.at(-1)!.flavor).toBe('EOTE.Combat.Repair.Component.Rolled {"component":"EOTE.Combat.Repair.Component.sublightEngines.Name","vehicle":"Wayfarer"}');
      expect(ship.system.derived.damage.speedModifier).toBe(-1);
      // Not on a small ship's table.
      expect(await shell.components.damageComponent(ship, "bridge")).toBeNull();
      await shell.components.clearVehicleState(ship, effect.id);
      expect(ship.effects.size).toBe(1);
      expect(ship.system.derived.damage.defenceModifier).toBe(0);
    });
  });
}

describe("refusals", () => {
  it("a card posted by a player who does not own the repairer cannot Restore; a player who does not own the ship sees no button", async () => {
    const { ship, mechanic } = scene();
    await shell.emergency.emergencyRepairCheck(mechanic, ship);
    mechanic.ownership = { default: OWNERSHIP.NONE };
    const forged = messageOf(requests[0]!, "msgEmergency0005", outcome(true), users.player);
    expect(await shell.emergency.emergencySection(forged)).toContain(">EOTE.Combat.Trust.NotOwner<");
    await shell.emergency.runEmergencyAction(forged, "eoteEmergencyRestore");
    expect(ship.effects.size).toBe(0);

    ship.ownership = { default: OWNERSHIP.NONE };
    asUser(users.player);
    const gmCard = messageOf(requests[0]!, "msgEmergency0006", outcome(true));
    expect(await shell.emergency.emergencySection(gmCard)).not.toContain("<button");
    await shell.emergency.runEmergencyAction(gmCard, "eoteEmergencyRestore");
    expect(ship.effects.size).toBe(0);
    expect(noticeKeys().at(-1)).toBe("EOTE.Combat.Notice.NotAllowed");
  });
});

describe("what emergency repairs do to the next hit", () => {
  it("any hull trauma owes a critical hit, rolled at +30", async () => {
    const { ship, mechanic } = scene();
    await shell.emergency.emergencyRepairCheck(mechanic, ship);
    await shell.emergency.runEmergencyAction(messageOf(requests[0]!, "msgEmergency0004", outcome(true)), "eoteEmergencyRestore");
    const view: ActorView = { type: "vehicle", system: ship.system, derived: ship.system.derived, items: [], statuses: new Set() };
    const hit = shell.damage.applyDamage(shell.inputs.damageTargetOf(view), { damage: 4, scale: "vehicle" });
    expect(hit.thresholdCritical).toBe(true);
    nextFace(55, 100); // 55 + 30 = 85: Shields Down, not Shields Failing (55)
    const rolled = await shell.critical.rollCritical(ship);
    expect(rolled.total).toBe(85);
    expect(rolled.row.item.name).toBe("Shields Down");
  });
});

describe("collisions from a pilot's despair", () => {
  it("a pilot's check with despair offers the GM one button per zone; the critical hit loses defence x10; Undo deletes it", async () => {
    const { ship, mechanic } = scene();
    const crew = await import("../../../../module/features/crew/actions.ts");
    await crew.crewCheck(ship, "pilot");
    expect(requests[0]!.flags).toEqual({ crewStation: { vehicleUuid: ship.uuid, station: "pilot", actorUuid: mechanic.uuid } });
    const message = messageOf(requests[0]!, "msgCollision001", outcome(true, 1));
    const html = (await shell.collision.collisionSection(message))!;
    expect(html).toContain(">EOTE.Combat.Repair.Collision.minor<");
    expect(html).toContain('data-zone="fore"');
    expect(html).toContain('data-zone="aft"');
    expect(html).not.toContain('data-zone="port"');

    asUser(users.player);
    expect(await shell.collision.collisionSection(message)).toBeNull();
    await shell.collision.runCollisionAction(message, "eoteCollision", "fore");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Repair.Collision.GmOnly"]);
    expect(ship.items.size).toBe(0);

    asUser(users.gm);
    nextFace(30, 100); // 30 − fore defence 1 × 10 = 20: Losing Power to Shields (19–27)
    await shell.collision.runCollisionAction(message, "eoteCollision", "fore");
    const record = flagRecord(ship, "eote", "collisionLog.msgCollision001");
    expect(record).toMatchObject({ zone: "fore", total: 20, name: "Losing Power to Shields" });
    expect(ship.items.get(String(record.itemId))!.name).toBe("Losing Power to Shields");
    // The hit keeps the zone the collision struck, and takes its defence (module/rules/vehicles/critical-hits.ts).
    expect(itemOfType(ship.items.get(String(record.itemId)), "criticalHit").system.zone).toBe("fore");
    expect(ship.system.derived.zoneDefence.fore).toBe(0);
    expect(await shell.collision.collisionSection(message)).toContain('data-action="eoteCollisionUndo"');
    await shell.collision.runCollisionAction(message, "eoteCollision", "fore"); // stale second click
    expect(ship.items.size).toBe(1);
    await shell.collision.runCollisionAction(message, "eoteCollisionUndo", "");
    expect(ship.items.size).toBe(0);
    expect(ship.getFlag("eote", "collisionLog")).toEqual({});
  });

  it("major on a failed check (defence x5); absorbed at 0 or less; no section without despair", async () => {
    const { ship } = scene();
    await ship.update({ "system.defence.fore": 3 });
    const crew = await import("../../../../module/features/crew/actions.ts");
    await crew.crewCheck(ship, "pilot");
    expect(await shell.collision.collisionSection(messageOf(requests[0]!, "msgCollision002", outcome(true, 0)))).toBeNull();
    const major = messageOf(requests[0]!, "msgCollision003", outcome(false, 1));
    expect(await shell.collision.collisionSection(major)).toContain(">EOTE.Combat.Repair.Collision.major<");
    nextFace(12, 100); // 12 − 3 × 5 = −3: absorbed
    await shell.collision.runCollisionAction(major, "eoteCollision", "fore");
    expect(ship.getFlag("eote", "collisionLog.msgCollision003")).toMatchObject({ total: -3, itemId: null });
    expect(ship.items.size).toBe(0);
    expect(messages.at(-1)!.flavor).toBe('EOTE.Combat.Repair.Collision.Absorbed {"total":"-3","vehicle":"Wayfarer","zone":"EOTE.Sheet.Arc.fore"}');
  });
});
