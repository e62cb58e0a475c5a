// A vessel held by a tractor beam (seed 002 TRACTOR: "Target may not move") over the v13 doubles, as
// the GM and as a player who owns the ship: the pilot maneuvers that move it are refused with a
// localised notice that writes nothing; those that do not move it still work; freed, it moves again.
import { beforeEach, describe, expect, it } from "vitest";
import { effectSources } from "../world.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { character, vehicle } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, notice, noticeKeys, notices, OWNERSHIP, register, users,
} from "../../../doubles/index.ts";

const m = shellSuite({
  keys: true,
  seed: 3,
  modules: { maneuvers: load.crewManeuvers, crew: load.crewActions, effects: load.foundryEffects },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

async function heldShip() {
  const sys = vehicle(3);
  sys.speed = { value: 3, max: 4 };
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
  await m.crew.seatCrewMember(ship, "pilot", kira);
  // The status a tractor hit leaves on the vessel (module/features/attack/tractor.ts holdInTractor).
  const id = await m.effects.addStatusEffect(ship, "immobilized", { rounds: null });
  return { ship, kira, id: id! };
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("accelerate, fly, punch it and evasive action are refused; nothing is written", async () => {
      const { ship, kira } = await heldShip();
      const strain = kira.system.strain.value;
      for (const id of ["accelerate", "fly", "punchIt", "evasiveAction"] as const) await m.maneuvers.pilotManeuver(ship, id);
      expect(ship.system.speed.value).toBe(3);
      expect(kira.system.strain.value).toBe(strain);
      expect(ship.effects.contents).toHaveLength(1);
      expect(notices).toEqual([
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: "EOTE.Maneuver.accelerate.Name", vehicle: "Wayward Star" }),
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: "EOTE.Maneuver.fly.Name", vehicle: "Wayward Star" }),
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: "EOTE.Maneuver.punchIt.Name", vehicle: "Wayward Star" }),
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: "EOTE.Maneuver.evasiveAction.Name", vehicle: "Wayward Star" }),
      ]);
    });

    it("decelerate and stay on target move nothing and are still taken", async () => {
      const { ship } = await heldShip();
      await m.maneuvers.pilotManeuver(ship, "stayOnTarget");
      await m.maneuvers.pilotManeuver(ship, "decelerate");
      expect(ship.system.speed.value).toBe(2);
      expect(effectSources(ship).map((e) => e.flags.eote?.maneuver).filter(Boolean)).toEqual(["stayOnTarget"]);
      expect(noticeKeys()).not.toContain("EOTE.Maneuver.Refused.heldByTractor");
    });

    it("once free of the beam, it accelerates again", async () => {
      const { ship, id } = await heldShip();
      await m.effects.removeEffects(ship, [id]);
      await m.maneuvers.pilotManeuver(ship, "accelerate");
      expect(ship.system.speed.value).toBe(4);
    });
  });
}
