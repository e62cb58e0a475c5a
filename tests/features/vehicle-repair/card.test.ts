// Vehicle damage control in Foundry, over the doubles: the Mechanics check's dialog request (repairer,
// difficulty from seed 000 DAMAGE CONTROL DIFFICULTY, notes, flag), Repair, a stale second click,
// Undo relative to the current track, refusals for non-owners and a vehicle with no repairer. The
// pure model and the template are tested in model.test.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../module/applications/dice-dialog/index.ts";
import { character, skills, vehicle } from "../../fixtures/actors.ts";
import { FakeActor, noticeKeys, notices, register } from "../../doubles/index.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";
import { users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The user and the canvas this file sets, as the doubles read them. */
const g = globalThis as unknown as {
  game: { user: { isGM: boolean; targets: Set<unknown>; character?: unknown } };
  canvas?: { tokens: { controlled: { actor: unknown }[] } };
};

const shell = shellSuite({
  keys: true,
  seed: 17,
  modules: { card: load.vehicleRepairCard, repair: load.vehicleRepairActions },
});

beforeEach(() => {
  g.game.user = { isGM: true, targets: new Set() };
});
afterEach(() => { delete g.canvas; });

/** A freighter at 8 of 15 system strain and 23 of 22 hull trauma; a mechanic with Intellect 3, Mechanics 1. */
function scene(owner = true) {
  const sys = vehicle();
  sys.systemStrain.value = 8;
  sys.hullTrauma.value = 23;
  const ship = register(new FakeActor("Wayfarer", "vehicle", sys, { owner }));
  const crew = character();
  crew.characteristics.intellect = 3;
  crew.skills = skills({ mechanics: { rank: 1, career: true } });
  const mechanic = register(new FakeActor("Tekka", "character", crew));
  return { ship, mechanic };
}

const outcome = (netSuccess: number) => ({ netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: netSuccess > 0 });
function messageOf(request: DicePoolRequest, id: string, netSuccess: number) {
  return messageLike({ id, author: users.gm, flags: { eote: { check: request.flags } }, rolls: [{ outcome: outcome(netSuccess), actionableOutcome: outcome(netSuccess) }], isContentVisible: true });
}

describe("the damage control check", () => {
  it("system strain 8 of 15 is Average: Mechanics by the mechanic, two difficulty dice, notes and the flag", async () => {
    const { ship, mechanic } = scene();
    await shell.repair.repairCheck(mechanic, ship, "systemStrain");
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.title).toBe('EOTE.Combat.Repair.Title {"track":"EOTE.Combat.Repair.Track.systemStrain","vehicle":"Wayfarer"}');
    expect(request.actor).toBe(mechanic);
    expect(request.pool).toMatchObject({ proficiency: 1, ability: 2, difficulty: 2, challenge: 0 });
    expect(request.notes).toEqual([
      keyWithData("EOTE.Combat.Repair.Note", { difficulty: "EOTE.Dice.Difficulty.average", threshold: "15", track: "EOTE.Sheet.Track.systemStrain", value: "8" }),
      'EOTE.Combat.Repair.RepairerNote {"repairer":"Tekka","vehicle":"Wayfarer"}',
    ]);
    expect(request.flags).toEqual({ repair: { vehicleUuid: ship.uuid, track: "systemStrain", repairerUuid: request.actor!.uuid } });
  });

  it("hull trauma over its threshold (23 of 22) is Hard", async () => {
    const { ship, mechanic } = scene();
    await shell.repair.repairCheck(mechanic, ship, "hullTrauma");
    expect(requests[0]!.pool.difficulty).toBe(3);
    expect(requests[0]!.notes![0]).toBe(keyWithData("EOTE.Combat.Repair.Note", { difficulty: "EOTE.Dice.Difficulty.hard", threshold: "22", track: "EOTE.Sheet.Track.hullTrauma", value: "23" }));
  });

  it("the sheet's repairer: the player's character, or the GM's controlled token; else a notice and no dialog", async () => {
    const { ship, mechanic } = scene();
    await shell.repair.damageControl(ship, "hullTrauma"); // the GM, nothing controlled
    expect(requests).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Repair.NoRepairer"]);
    g.canvas = { tokens: { controlled: [{ actor: ship }] } }; // the vehicle's own token
    await shell.repair.damageControl(ship, "hullTrauma");
    expect(requests).toHaveLength(0);
    expect(notices).toHaveLength(2);
    g.canvas = { tokens: { controlled: [{ actor: mechanic }] } };
    await shell.repair.damageControl(ship, "systemStrain");
    expect(requests.at(-1)!.actor).toBe(mechanic);
    delete g.canvas;
    g.game.user = { isGM: false, targets: new Set(), character: mechanic };
    await shell.repair.damageControl(ship, "hullTrauma");
    expect(requests).toHaveLength(2);
    expect(requests.at(-1)!.actor).toBe(mechanic);
  });

  it("a vehicle as its own repairer is refused even when called directly", async () => {
    const { ship } = scene();
    await shell.repair.repairCheck(ship, ship, "systemStrain");
    expect(requests).toHaveLength(0);
    expect(notices).toHaveLength(1);
  });
});

describe("the damage control card", () => {
  it("Repair lowers the track and records it in one update; a second click warns; Undo gives it back", async () => {
    const { ship, mechanic } = scene();
    await shell.repair.repairCheck(mechanic, ship, "systemStrain");
    const message = messageOf(requests[0]!, "msgRepair0001", 3);
    const before = (await shell.card.repairSection(message))!;
    expect(before).toContain(shownKey("EOTE.Combat.Repair.Repairs", { count: 3, track: "EOTE.Combat.Repair.Track.systemStrain" }));
    expect(before).toContain('data-action="eoteRepair"');

    await shell.card.runRepairAction(message, "eoteRepair");
    expect(ship.updates).toHaveLength(1);
    expect(ship.system.systemStrain.value).toBe(5);
    expect(ship.system.hullTrauma.value).toBe(23);
    expect(ship.getFlag("eote", "repairLog.msgRepair0001")).toEqual({ track: "systemStrain", repaired: 3, change: { wounds: 0, strain: -3 } });
    const after = (await shell.card.repairSection(message))!;
    expect(after).toContain(shownKey("EOTE.Combat.Repair.Repaired", { count: 3, track: "EOTE.Combat.Repair.Track.systemStrain" }));
    expect(after).toContain('data-action="eoteRepairUndo"');

    await shell.card.runRepairAction(message, "eoteRepair"); // a stale second click
    expect(noticeKeys()).toEqual(["EOTE.Combat.Repair.NothingToRepair"]);
    expect(ship.system.systemStrain.value).toBe(5);

    ship.system.systemStrain.value = 7; // strained again since
    await shell.card.runRepairAction(message, "eoteRepairUndo");
    expect(ship.system.systemStrain.value).toBe(10);
    expect(ship.getFlag("eote", "repairLog")).toEqual({});
    expect(await shell.card.repairSection(message)).toContain('data-action="eoteRepair"');
  });

  it("hull trauma: capped at what the vehicle has", async () => {
    const { ship, mechanic } = scene();
    ship.system.hullTrauma.value = 2;
    await shell.repair.repairCheck(mechanic, ship, "hullTrauma");
    const message = messageOf(requests[0]!, "msgRepair0002", 4);
    await shell.card.runRepairAction(message, "eoteRepair");
    expect(ship.system.hullTrauma.value).toBe(0);
    expect(ship.system.systemStrain.value).toBe(8);
    await shell.card.runRepairAction(message, "eoteRepairUndo");
    expect(ship.system.hullTrauma.value).toBe(2);
  });

  it("a failure repairs nothing", async () => {
    const { ship, mechanic } = scene();
    await shell.repair.repairCheck(mechanic, ship, "systemStrain");
    const message = messageOf(requests[0]!, "msgRepair0003", 0);
    expect(await shell.card.repairSection(message)).toContain(">EOTE.Combat.Repair.Failed<");
    await shell.card.runRepairAction(message, "eoteRepair");
    expect(ship.system.systemStrain.value).toBe(8);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Repair.NothingToRepair"]);
  });

  it("a player who does not own the vehicle sees no button and is refused by the handler", async () => {
    const { ship, mechanic } = scene(false);
    await shell.repair.repairCheck(mechanic, ship, "systemStrain");
    const message = messageOf(requests[0]!, "msgRepair0004", 2);
    g.game.user = { isGM: false, targets: new Set(), character: mechanic };
    const html = (await shell.card.repairSection(message))!;
    expect(html).toContain(shownKey("EOTE.Combat.Repair.Repairs", { count: 2, track: "EOTE.Combat.Repair.Track.systemStrain" }));
    expect(html).not.toContain("<button");
    await shell.card.runRepairAction(message, "eoteRepair");
    expect(ship.system.systemStrain.value).toBe(8);
    expect(ship.updates).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
  });

  it("no section for a message without a valid repair flag", async () => {
    const bad = messageLike({ id: "x", flags: { eote: { check: { repair: { vehicleUuid: "Actor.nope", track: "wounds" } } } }, rolls: [{ outcome: outcome(2), actionableOutcome: outcome(2) }], isContentVisible: true });
    expect(await shell.card.repairSection(bad)).toBeNull();
  });
});
