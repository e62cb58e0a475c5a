// Adversaries' personal silhouettes (seed 002 PERSONAL SILHOUETTES) feed every silhouette the attack
// flow reads: the options' default, the personal modifier, a vehicle weapon's silhouette difficulty.
import { beforeEach, describe, expect, it } from "vitest";
import { character, rival, vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import { FakeActor, notices, register } from "../../doubles/index.ts";
import { silhouetteOf } from "../../../module/foundry/inputs.ts";
import { requests, resetShell } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 11,
  modules: { combat: load.attackActions, crew: load.crewActions },
});
beforeEach(() => { resetShell(); });

const rancor = () => {
  const sys = rival();
  sys.silhouette = 3;
  return register(new FakeActor("Rancor", "rival", sys));
};

describe("personal silhouettes on adversaries", () => {
  it("silhouetteOf reads an adversary's own; a character is 1", () => {
    expect(silhouetteOf({ type: "rival", system: { ...rival(), silhouette: 3 } })).toBe(3);
    expect(silhouetteOf({ type: "minion", system: { silhouette: 0 } })).toBe(0);
    expect(silhouetteOf({ type: "character", system: character() })).toBe(1);
    expect(silhouetteOf({ type: "vehicle", system: vehicle(5) })).toBe(5);
  });

  it("a blaster at a silhouette 3 rancor: two larger than the shooter, one difficulty less", async () => {
    const pistol = { _id: "pistol0000000001", name: "Blaster pistol", type: "weapon", system: { ...blaster({ range: "medium" }) } };
    const kira = register(new FakeActor("Kira", "character", character(), { items: [pistol] }));
    await shell.combat.attackWith(kira, kira.items.contents[0]!, { prompt: false, targets: [rancor()] });
    expect(notices).toEqual([]);
    // Medium range: Average (2), less one for the large target.
    expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 1 });
  });

  it("a silhouette 5 ship's weapon at the rancor: two larger than it, Hard (seed 002 VEHICLE COMBAT CHECK)", async () => {
    const cannon = { _id: "cannon0000000009", name: "Turbolaser", type: "weapon", system: { ...blaster({ skill: "gunnery", range: "long", firingArcs: ["fore"], qualities: [] }) } };
    const ship = register(new FakeActor("Frigate", "vehicle", vehicle(5), { items: [cannon] }));
    const kira = register(new FakeActor("Kira", "character", character()));
    await shell.crew.seatCrewMember(ship, "gunner", kira, ship.items.contents[0]!.id);
    await shell.combat.attackWith(ship, ship.items.contents[0]!, { prompt: false, targets: [rancor()], choices: { vehicleBand: "close", targetSide: "fore" } });
    expect(notices).toEqual([]);
    expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 3 });
  });
});
