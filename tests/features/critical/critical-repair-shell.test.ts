// Repairing a vehicle's critical hit through the critical treatment flow (kind "repair"), over the
// doubles: the dialog request (the crew member's Mechanics, the hit's severity as difficulty, the flag),
// no weekly limit, the card's Remove and Undo on the vehicle's critical hit (same id back), and the
// refusals: no repairer but the vehicle, a non-owner, an injury with kind repair, a hit with kind medicine.
// The pure rule is in tests/rules/combat/critical-treatment.test.ts, the card's wording in model.test.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../module/applications/dice-dialog/index.ts";
import { character, skills, vehicle } from "../../fixtures/actors.ts";
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
const NO_REPAIRER = "EOTE.Combat.Repair.NoRepairer";

const shell = shellSuite({
  keys: true,
  seed: 23,
  modules: { card: load.criticalCard, check: load.criticalTreatment },
});

beforeEach(() => {
  g.game.user = { isGM: true, targets: new Set(), character: null };
  g.game.time = { worldTime: 100 * DAY };
});
afterEach(() => { delete g.canvas; });

/** A freighter with two critical hits (Shields Failing, severity 2; Vaporized, 0); a mechanic with Intellect 3, Mechanics 1; Kira with an injury. */
function scene(owner = true) {
  const ship = register(new FakeActor("Wayfarer", "vehicle", vehicle(), {
    owner, items: [packItem("vehicle-critical-hits", "Shields Failing"), packItem("vehicle-critical-hits", "Vaporized")],
  }));
  const crew = character();
  crew.characteristics.intellect = 3;
  crew.skills = skills({ mechanics: { rank: 1, career: true } });
  const mechanic = register(new FakeActor("Tekka", "character", crew));
  const kira = register(new FakeActor("Kira", "character", character(), { items: [packItem("critical-injuries", "Agonizing Wound")] }));
  const idOf = (a: FakeActor, name: string) => a.items.filter((i) => i.name === name)[0]!.id;
  return {
    ship, mechanic, kira, shields: idOf(ship, "Shields Failing"), vaporized: idOf(ship, "Vaporized"), wound: idOf(kira, "Agonizing Wound"),
  };
}

const controlling = (...actors: FakeActor[]) => { g.canvas = { tokens: { controlled: actors.map((actor) => ({ actor })) } }; };
function messageOf(request: DicePoolRequest, id: string, succeeded: boolean) {
  return messageLike({ id, author: users.gm, isAuthor: true, isContentVisible: true, flags: { eote: { check: request.flags } }, rolls: [{ outcome: { succeeded, netSuccess: succeeded ? 1 : 0 }, actionableOutcome: { succeeded, netSuccess: succeeded ? 1 : 0 }, narrativeResults: rolledAt(request.pool.difficulty + request.pool.challenge, request.pool.challenge) }] });
}
const hits = (a: FakeActor) => a.items.filter((i) => i.type === "criticalHit").map((i) => i.name).sort();

describe("opening a repair of a critical hit", () => {
  it("the GM's controlled crew member rolls Mechanics against the hit's severity; the flag is kind repair", async () => {
    const { ship, mechanic, shields } = scene();
    controlling(mechanic);
    await shell.check.repairCriticalHit(ship, shields);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.title).toBe('EOTE.Combat.CriticalTreatment.MechanicsTitle {"injury":"Shields Failing","patient":"Wayfarer"}');
    expect(request.actor).toBe(mechanic);
    // Intellect 3, Mechanics 1: one proficiency, two ability; severity 2: two difficulty, no self penalty.
    expect(request.pool).toMatchObject({ proficiency: 1, ability: 2, difficulty: 2, challenge: 0 });
    expect(request.notes).toEqual([
      keyWithData("EOTE.Combat.CriticalTreatment.SeverityNote", { dice: keyWithData("EOTE.Count.difficultyDie.other", { count: "2" }), injury: "Shields Failing", severity: "2" }),
      'EOTE.Combat.Repair.RepairerNote {"repairer":"Tekka","vehicle":"Wayfarer"}',
    ]);
    expect(request.flags).toEqual({ criticalTreatment: { patientUuid: ship.uuid, injuryId: shields, kind: "repair", name: "Shields Failing", severity: 2, healerUuid: request.actor!.uuid } });
  });

  it("a player's own character repairs; no weekly limit, and nothing is recorded on the hit", async () => {
    const { ship, mechanic, shields } = scene();
    g.game.user = { isGM: false, targets: new Set(), character: mechanic };
    await ship.items.get(shields)!.update({ "flags.eote.lastTreatmentCheck": 100 * DAY }); // as if checked a moment ago
    await shell.check.repairCriticalHit(ship, shields);
    await shell.check.repairCriticalHit(ship, shields);
    expect(requests.map((r) => r.actor)).toEqual([mechanic, mechanic]);
    // No engineer is seated: the user's character stands in, and the user is told so (no weekly-limit notice).
    expect(notices).toEqual(Array(2).fill(notice("EOTE.Combat.Repair.EngineerFallback", { repairer: "Tekka" })));
    await ship.items.get(shields)!.update({ "flags.eote.lastTreatmentCheck": null });
    await shell.check.recordTreatmentCheck(messageOf(requests[0]!, "msgRep0000", true));
    expect(ship.items.get(shields)!.getFlag("eote", "lastTreatmentCheck")).toBeNull();
  });

  it("no repairer but the vehicle: the damage control notice and no dialog, from the sheet or called directly", async () => {
    const { ship, shields } = scene();
    await shell.check.repairCriticalHit(ship, shields); // GM, no canvas
    controlling(ship); // the vehicle's own token
    await shell.check.repairCriticalHit(ship, shields);
    await shell.check.criticalTreatmentCheck(ship, ship, shields, "repair");
    expect(requests).toEqual([]);
    expect(noticeKeys()).toEqual([NO_REPAIRER, NO_REPAIRER, NO_REPAIRER]);
  });

  it("severity 0, an injury with kind repair, a critical hit with kind medicine: refused", async () => {
    const { ship, mechanic, kira, vaporized, wound, shields } = scene();
    await shell.check.criticalTreatmentCheck(mechanic, ship, vaporized, "repair");
    await shell.check.criticalTreatmentCheck(mechanic, kira, wound, "repair");
    await shell.check.criticalTreatmentCheck(mechanic, ship, wound, "repair");
    await shell.check.criticalTreatmentCheck(mechanic, ship, shields, "medicine");
    await shell.check.criticalTreatmentCheck(mechanic, ship, shields, "resilience");
    expect(requests).toEqual([]);
    expect(notices).toEqual([
      notice("EOTE.Combat.CriticalTreatment.Untreatable", { severity: 0 }),
      notice("EOTE.Combat.CriticalTreatment.NotCriticalHit"),
      notice("EOTE.Combat.CriticalTreatment.NotCriticalHit"),
      notice("EOTE.Combat.CriticalTreatment.NotCritical"),
      notice("EOTE.Combat.CriticalTreatment.NotCritical"),
    ]);
  });
});

describe("the card: Repair and Undo on the vehicle", () => {
  it("a success repairs the hit, announces it, and Undo brings back the same item", async () => {
    const { ship, mechanic, shields } = scene();
    await shell.check.criticalTreatmentCheck(mechanic, ship, shields, "repair");
    const message = messageOf(requests[0]!, "msgRep0001", true);
    const section = (await shell.card.criticalTreatmentSection(message))!;
    expect(section).toContain(shownKey("EOTE.Combat.Repair.Vehicle", { name: "Wayfarer" }));
    expect(section).toContain(`data-action="eoteRemoveCritical">${shownKey("EOTE.Combat.CriticalTreatment.RepairHit", { name: "Shields Failing" })}</button>`);

    await shell.card.runCriticalTreatmentAction(message, "eoteRemoveCritical");
    expect(hits(ship)).toEqual(["Vaporized"]);
    expect(ship.getFlag("eote", "criticalTreatmentLog.msgRep0001.removed")).toMatchObject({ itemId: shields, name: "Shields Failing", severity: 2 });
    expect(messages.at(-1)!["content"]).toBe('<p class="eote-recovery">EOTE.Combat.CriticalTreatment.RepairedAnnounce {"actor":"Wayfarer","name":"Shields Failing"}</p>');
    const after = (await shell.card.criticalTreatmentSection(message))!;
    expect(after).toContain(shownKey("EOTE.Combat.CriticalTreatment.Repaired", { name: "Shields Failing" }));
    expect(after).not.toContain("eoteRemoveCritical");

    await shell.card.runCriticalTreatmentAction(message, "eoteRemoveCritical"); // a stale second click
    expect(noticeKeys()).toEqual(["EOTE.Combat.CriticalTreatment.NoHitToRepair"]);

    await shell.card.runCriticalTreatmentAction(message, "eoteCriticalTreatmentUndo");
    expect(hits(ship)).toEqual(["Shields Failing", "Vaporized"]);
    expect(ship.items.has(shields)).toBe(true); // the same id
    expect(ship.items.get(shields)!.type).toBe("criticalHit");
    expect(ship.getFlag("eote", "criticalTreatmentLog")).toEqual({});
  });

  it("a player who does not own the vehicle sees no button and is refused by the handler", async () => {
    const { ship, mechanic, shields } = scene(false);
    await shell.check.criticalTreatmentCheck(mechanic, ship, shields, "repair");
    const message = messageOf(requests[0]!, "msgRep0002", true);
    g.game.user = { isGM: false, targets: new Set(), character: mechanic };
    await refusedRemove(shell.card, message);
    expect(hits(ship)).toContain("Shields Failing");
  });
});
