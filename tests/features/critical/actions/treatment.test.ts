// Shield Overload (seed 002 VEHICLE CRITICAL HITS; seed 000: it cannot be repaired until the end of the
// encounter) over the doubles: during a started combat the repair is refused with a notice and no dialog;
// once the encounter is over the same repair opens. Other hits are repaired during combat as before.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { character, skills, vehicle } from "../../../fixtures/actors.ts";
import { FakeActor, noticeKeys, packItem, register } from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

/** The user, combat and canvas this file sets, as the doubles read them. */
const g = globalThis as unknown as {
  game: { user: { isGM: boolean; targets: Set<unknown>; character: unknown }; combat: { id: string; started: boolean; round: number; turn: number } | null };
  canvas?: { tokens: { controlled: { actor: unknown }[] } };
};

const shell = shellSuite({
  keys: true,
  seed: 23,
  modules: { check: load.criticalTreatment },
});

beforeEach(() => {
  g.game.user = { isGM: true, targets: new Set(), character: null };
});
afterEach(() => {
  delete g.canvas;
  g.game.combat = null;
});

function scene() {
  const ship = register(new FakeActor("Wayfarer", "vehicle", vehicle(), {
    items: [packItem("vehicle-critical-hits", "Shield Overload"), packItem("vehicle-critical-hits", "Shields Failing")],
  }));
  const crew = character();
  crew.skills = skills({ mechanics: { rank: 1, career: true } });
  const mechanic = register(new FakeActor("Tekka", "character", crew));
  g.canvas = { tokens: { controlled: [{ actor: mechanic }] } };
  const idOf = (name: string) => ship.items.filter((i) => i.name === name)[0]!.id;
  return { ship, overload: idOf("Shield Overload"), failing: idOf("Shields Failing") };
}

describe("repairing Shield Overload", () => {
  it("during a started combat: refused with a notice, no dialog; another hit opens", async () => {
    const s = scene();
    g.game.combat = { id: "combat0000000001", started: true, round: 1, turn: 0 };
    await shell.check.repairCriticalHit(s.ship, s.overload);
    expect(requests).toEqual([]);
    expect(noticeKeys()).toContain("EOTE.VehicleCrit.Error.RepairAfterEncounter");
    await shell.check.repairCriticalHit(s.ship, s.failing);
    expect(requests).toHaveLength(1);
  });

  it("after the encounter: the repair opens", async () => {
    const s = scene();
    await shell.check.repairCriticalHit(s.ship, s.overload);
    expect(noticeKeys()).not.toContain("EOTE.VehicleCrit.Error.RepairAfterEncounter");
    expect(requests).toHaveLength(1);
  });
});
