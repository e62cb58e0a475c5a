// A vessel held by a tractor beam (seed 002 TRACTOR: "Target may not move") over the v13 doubles, as
// the GM and as a player who owns the ship: the pilot maneuvers that move it are refused with a
// localised notice that writes nothing; those that do not move it still work; freed, it moves again.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { character, vehicle } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, installFoundry, localized, notice, noticeKeys, notices, OWNERSHIP, register, resetShell, users,
} from "../../../doubles/index.ts";

let maneuvers: typeof import("../../../../module/features/crew/actions/maneuvers.ts");
let crew: typeof import("../../../../module/features/crew/actions.ts");
let effects: typeof import("../../../../module/foundry/effects.ts");

beforeAll(async () => {
  await installFoundry(3);
  maneuvers = await import("../../../../module/features/crew/actions/maneuvers.ts");
  crew = await import("../../../../module/features/crew/actions.ts");
  effects = await import("../../../../module/foundry/effects.ts");
});

beforeEach(() => {
  resetShell();
  asUser(users.gm);
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

async function heldShip() {
  const sys = vehicle(3);
  sys.speed = { value: 3, max: 4 };
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
  await crew.seatCrewMember(ship, "pilot", kira);
  // The status a tractor hit leaves on the vessel (module/features/attack/tractor.ts holdInTractor).
  const id = await effects.addStatusEffect(ship, "immobilized", { rounds: null });
  return { ship, kira, id: id! };
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("accelerate, fly, punch it and evasive action are refused; nothing is written", async () => {
      const { ship, kira } = await heldShip();
      const strain = (kira.system as any).strain.value;
      for (const id of ["accelerate", "fly", "punchIt", "evasiveAction"] as const) await maneuvers.pilotManeuver(ship, id);
      expect((ship.system as any).speed.value).toBe(3);
      expect((kira.system as any).strain.value).toBe(strain);
      expect(ship.effects.contents).toHaveLength(1);
      expect(notices).toEqual([
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: localized("EOTE.Maneuver.accelerate.Name"), vehicle: "Wayward Star" }),
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: localized("EOTE.Maneuver.fly.Name"), vehicle: "Wayward Star" }),
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: localized("EOTE.Maneuver.punchIt.Name"), vehicle: "Wayward Star" }),
        notice("EOTE.Maneuver.Refused.heldByTractor", { maneuver: localized("EOTE.Maneuver.evasiveAction.Name"), vehicle: "Wayward Star" }),
      ]);
    });

    it("decelerate and stay on target move nothing and are still taken", async () => {
      const { ship } = await heldShip();
      await maneuvers.pilotManeuver(ship, "stayOnTarget");
      await maneuvers.pilotManeuver(ship, "decelerate");
      expect((ship.system as any).speed.value).toBe(2);
      expect(ship.effects.contents.map((e: any) => e.toObject().flags?.eote?.maneuver).filter(Boolean)).toEqual(["stayOnTarget"]);
      expect(noticeKeys()).not.toContain("EOTE.Maneuver.Refused.heldByTractor");
    });

    it("once free of the beam, it accelerates again", async () => {
      const { ship, id } = await heldShip();
      await effects.removeEffects(ship, [id]);
      await maneuvers.pilotManeuver(ship, "accelerate");
      expect((ship.system as any).speed.value).toBe(4);
    });
  });
}
