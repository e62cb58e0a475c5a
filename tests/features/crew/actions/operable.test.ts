// A disabled vehicle refuses its pilot's maneuvers (seed 002 DAMAGE): shut down by hull trauma over its
// threshold, or system strain over threshold (speed 0, defence 0). Each refusal is a localised notice that
// writes nothing, as the GM and as a player who owns the ship; an operational ship maneuvers as before.
import { beforeEach, describe, expect, it } from "vitest";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { character, vehicle } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, notice, noticeKeys, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";

const m = shellSuite({
  keys: true,
  seed: 31,
  modules: { operable: load.crewOperable, crew: load.crewActions },
});

beforeEach(() => { notices.length = 0; });

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

async function ship(damage: { hull?: number; strain?: number } = {}) {
  const sys = vehicle();
  sys.speed = { value: 3, max: 4 };
  sys.hullTrauma.value = damage.hull ?? 0;
  sys.systemStrain.value = damage.strain ?? 0;
  const s = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.skills.pilotingSpace = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  await m.crew.seatCrewMember(s, "pilot", kira);
  return s;
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("shut down (hull trauma 23 of 22): every maneuver refused, nothing written", async () => {
      const s = await ship({ hull: 23 });
      const updates = s.updates.length;
      await m.operable.operableManeuver(s, "accelerate");
      await m.operable.operableManeuver(s, "evasiveAction");
      await m.operable.operableDeflectors(s, "aft", "fore");
      expect(notices).toEqual(Array(3).fill(notice("EOTE.StarshipAction.Disabled.shutDown", { vehicle: "Wayward Star" })));
      expect(s.updates.length).toBe(updates);
      expect(s.effects.size).toBe(0);
      expect(s.system.defence).toMatchObject({ fore: 1, aft: 1 });
    });

    it("systems overloaded (system strain 16 of 15): refused, speed stays", async () => {
      const s = await ship({ strain: 16 });
      await m.operable.operableManeuver(s, "punchIt");
      expect(notices).toEqual([notice("EOTE.StarshipAction.Disabled.strained", { vehicle: "Wayward Star" })]);
      expect(s.system.speed.value).toBe(3);
    });

    it("at its threshold the ship still maneuvers", async () => {
      const s = await ship({ hull: 22, strain: 15 });
      await m.operable.operableManeuver(s, "accelerate");
      expect(noticeKeys().filter((k) => k === "EOTE.StarshipAction.Disabled.shutDown" || k === "EOTE.StarshipAction.Disabled.strained")).toEqual([]);
      expect(s.system.speed.value).toBe(4);
    });
  });
}
