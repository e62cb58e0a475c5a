// A collision's critical hit acts once, as an attack's does (seed 002 VEHICLE CRITICAL HITS; collisions:
// published core rule), over the v13 doubles: the GM's collision button deals the row's system strain,
// its short-term effect and its crew's part, all on the collision's record; Undo takes back exactly
// those, whatever changed on the ship in between.
import { describe, expect, it } from "vitest";
import { messageLike } from "../../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../../module/applications/dice-dialog/index.ts";
import { character, skills, vehicle } from "../../../fixtures/actors.ts";
import { FakeActor, flagRecord, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import type { VehicleData } from "../../../../module/rules/types.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 37,
  modules: { collision: load.vehicleRepairCardCollision, crew: load.crewActions },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const nextFace = (face: number, faces: number) => { shell.config.Dice.randomUniform = () => 1 - (face - 0.5) / faces; };
const outcome = { netSuccess: 1, netAdvantage: 0, triumph: 0, despair: 1, succeeded: true };
let ids = 0;

/** The player's ship (no defence), Tekka the player's pilot; the pilot's check with despair: a minor shell.collision. */
async function collided() {
  const pilotSys = character();
  pilotSys.strain = { value: 0, threshold: 12 };
  pilotSys.skills = skills({ pilotingSpace: { rank: 1, career: true } });
  const pilot = register(new FakeActor("Tekka", "character", pilotSys, { ownership: PLAYER }));
  const sys = { ...vehicle(3), defence: { fore: 0, aft: 0, port: 0, starboard: 0 } };
  sys.stations = { ...sys.stations, pilot: pilot.uuid };
  const ship = register(new FakeActor("Wayfarer", "vehicle", sys, { ownership: PLAYER }));
  await shell.crew.crewCheck(ship, "pilot");
  const request: DicePoolRequest = requests.at(-1)!;
  const message = messageLike({ id: `msgCollOnce${(++ids).toString().padStart(5, "0")}`, author: users.gm, isContentVisible: true,
    flags: { eote: { check: request.flags } }, rolls: [{ outcome, actionableOutcome: outcome }] });
  return { ship, pilot, message };
}

const shipStrain = (ship: FakeActor<VehicleData>) => ship.system.systemStrain.value;
/** The ship's collision record for `message`. */
const collisionRecord = (ship: FakeActor<VehicleData>, id: string) => flagRecord(ship, "eote", `collisionLog.${id}`);

describe("a collision's critical hit acts once", () => {
  it("Mechanical Stress (5): 1 system strain on the record; Undo takes off only that after 3 more came in between", async () => {
    const { ship, message } = await collided();
    nextFace(5, 100);
    await shell.collision.runCollisionAction(message, "eoteCollision", "fore");
    expect(notices).toEqual([]);
    expect(shipStrain(ship)).toBe(1);
    expect(collisionRecord(ship, message.id!)["change"]).toEqual({ wounds: 0, strain: 1 });
    await ship.update({ "system.systemStrain.value": 4 });
    await shell.collision.runCollisionAction(message, "eoteCollisionUndo", "");
    expect(shipStrain(ship)).toBe(3);
    expect(ship.items.size).toBe(0);
  });

  it("Jostled (15): the pilot takes 1 strain and is disoriented; Undo takes both back", async () => {
    const { ship, pilot, message } = await collided();
    nextFace(15, 100);
    await shell.collision.runCollisionAction(message, "eoteCollision", "fore");
    expect(pilot.system.strain.value).toBe(1);
    expect(pilot.effects.contents.filter((e) => e.toObject().statuses!.includes("disoriented"))).toHaveLength(1);
    await shell.collision.runCollisionAction(message, "eoteCollisionUndo", "");
    expect(pilot.system.strain.value).toBe(0);
    expect(pilot.effects.size).toBe(0);
  });

  it("Tailspin (40): the ship's short-term effect, 2 setback on its attacks; Undo deletes it", async () => {
    const { ship, message } = await collided();
    nextFace(40, 100);
    await shell.collision.runCollisionAction(message, "eoteCollision", "fore");
    expect(ship.system.derived.damage.attackSetback).toBe(2);
    expect(collisionRecord(ship, message.id!)["effects"]).toHaveLength(1);
    await shell.collision.runCollisionAction(message, "eoteCollisionUndo", "");
    expect(ship.system.derived.damage.attackSetback).toBe(0);
    expect(ship.effects.size).toBe(0);
  });
});
