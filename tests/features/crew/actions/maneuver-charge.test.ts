// The vessel's starship maneuvers per combat round over the v13 doubles (seed 002 STARSHIP BASICS), as
// the GM and as the player who owns the ship: the first free, the second 2 system strain to the ship (never
// the pilot's strain: published core rule), no third
// (silhouette 5+: no second), a new round starting again, nothing counted outside combat; Angle Deflector
// Screens counted with the pilot's maneuvers; Fly/Drive's notice giving its reach by speed.
import { beforeEach, describe, expect, it } from "vitest";
import { world } from "../world.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { character, vehicle } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, notice, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { CombatDouble, HooksDouble, installCombat } from "../../../doubles/combat.ts";
import type { CharacterData, VehicleData } from "../../../../module/rules/types.ts";

let combat: CombatDouble;
let hooks: HooksDouble;
const g = world;

const m = shellSuite({
  keys: true,
  seed: 5,
  modules: { maneuvers: load.crewManeuvers, crew: load.crewActions, round: load.crewActionsManeuverRound, tally: load.foundryManeuverTally },
  each: () => {
    users.gm.character = null;
    users.player.character = null;
    ({ combat, hooks } = installCombat());
    combat.round = 1;
    combat.turn = 0;
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

async function scene(options: { silhouette?: number; speed?: number; pilot?: boolean } = {}) {
  const sys = vehicle(options.silhouette ?? 3);
  sys.speed = { value: options.speed ?? 1, max: 4 };
  sys.defence = { fore: 2, aft: 2, port: 1, starboard: 1 };
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.skills.pilotingSpace = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  if (options.pilot !== false) await m.crew.seatCrewMember(ship, "pilot", kira);
  return { ship, kira };
}

const speedOf = (s: { ship: FakeActor<VehicleData> }) => s.ship.system.speed.value;
const strainOf = (s: { kira: FakeActor<CharacterData> }) => s.kira.system.strain.value;
const shipStrainOf = (s: { ship: FakeActor<VehicleData> }) => s.ship.system.systemStrain.value;

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("first maneuver free, the second costs the ship 2 system strain, a third is refused and changes nothing", async () => {
      const s = await scene();
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect([speedOf(s), shipStrainOf(s), strainOf(s)]).toEqual([2, 0, 0]);
      expect(m.tally.maneuverCount(s.ship, 3)).toEqual({ taken: 1, max: 2, full: false });
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect([speedOf(s), shipStrainOf(s), strainOf(s)]).toEqual([3, 2, 0]);
      expect(notices.at(-1)).toEqual(notice("EOTE.VehicleRules.SecondManeuver", { strain: 2, vehicle: "Wayward Star" }));
      notices.length = 0;
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect([speedOf(s), shipStrainOf(s), strainOf(s)]).toEqual([3, 2, 0]);
      expect(notices).toEqual([notice("EOTE.Maneuver.Refused.roundLimit", { vehicle: "Wayward Star" })]);
      expect(m.tally.maneuverCount(s.ship, 3)).toEqual({ taken: 2, max: 2, full: true });
    });

    it("silhouette 5 or more: one maneuver a round, the second refused", async () => {
      const s = await scene({ silhouette: 5 });
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      notices.length = 0;
      await m.maneuvers.pilotManeuver(s.ship, "decelerate");
      expect([speedOf(s), shipStrainOf(s)]).toEqual([2, 0]);
      expect(notices).toEqual([notice("EOTE.Maneuver.Refused.largeShipLimit", { vehicle: "Wayward Star" })]);
    });

    it("a new round starts the count again", async () => {
      const s = await scene();
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      combat.round = 2;
      expect(m.tally.maneuverCount(s.ship, 3)).toEqual({ taken: 0, max: 2, full: false });
      await m.maneuvers.pilotManeuver(s.ship, "decelerate");
      expect([speedOf(s), shipStrainOf(s)]).toEqual([2, 2]);
    });

    it("Angle Deflector Screens count against the same limit; the second one's system strain goes to the ship", async () => {
      const s = await scene();
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      await m.maneuvers.angleDeflectorScreens(s.ship, "aft", "fore");
      expect(s.ship.system.defence).toMatchObject({ fore: 3, aft: 1 });
      expect([shipStrainOf(s), strainOf(s)]).toEqual([2, 0]);
      notices.length = 0;
      await m.maneuvers.angleDeflectorScreens(s.ship, "aft", "fore");
      expect(s.ship.system.defence).toMatchObject({ fore: 3, aft: 1 });
      expect(notices).toEqual([notice("EOTE.Maneuver.Refused.roundLimit", { vehicle: "Wayward Star" })]);
    });

    it("Angle Deflector Screens without a pilot: the second one still costs the ship, nobody's strain", async () => {
      const s = await scene({ pilot: false });
      await m.maneuvers.angleDeflectorScreens(s.ship, "aft", "fore");
      await m.maneuvers.angleDeflectorScreens(s.ship, "aft", "fore");
      expect(s.ship.system.defence).toMatchObject({ fore: 4, aft: 0 });
      expect([shipStrainOf(s), strainOf(s)]).toEqual([2, 0]);
    });

    it("system strain stops one past the threshold, like all strain", async () => {
      const s = await scene();
      s.ship.system.systemStrain.value = 15;
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect(shipStrainOf(s)).toBe(16);
      expect(notices.at(-1)).toEqual(notice("EOTE.VehicleRules.SecondManeuver", { strain: 1, vehicle: "Wayward Star" }));
    });
  });
}

describe("outside combat", () => {
  it("nothing is counted, refused or charged", async () => {
    g.game.combat = null;
    const s = await scene({ silhouette: 5 });
    for (let i = 0; i < 3; i++) await m.maneuvers.pilotManeuver(s.ship, "accelerate");
    expect([speedOf(s), shipStrainOf(s), strainOf(s)]).toEqual([4, 0, 0]);
    expect(s.ship.getFlag("eote", "maneuverTally")).toBeUndefined();
    expect(m.tally.maneuverCount(s.ship, 5)).toBeNull();
  });
});

describe("refusals of Angle Deflector Screens, each a notice that changes nothing and counts nothing", () => {
  it("the same zone, a zone the vessel lacks, an empty zone", async () => {
    const s = await scene();
    s.ship.system.defence.aft = 0;
    await m.maneuvers.angleDeflectorScreens(s.ship, "fore", "fore");
    await m.maneuvers.angleDeflectorScreens(s.ship, "fore", "port");
    await m.maneuvers.angleDeflectorScreens(s.ship, "aft", "fore");
    expect(notices).toEqual([
      notice("EOTE.Maneuver.Refused.sameZone"),
      notice("EOTE.Maneuver.Refused.noZone", { vehicle: "Wayward Star" }),
      notice("EOTE.Maneuver.Refused.noDefence", { vehicle: "Wayward Star" }),
    ]);
    expect(s.ship.system.defence).toMatchObject({ fore: 2, aft: 0 });
    expect(m.tally.maneuverCount(s.ship, 3)).toMatchObject({ taken: 0 });
  });
});

describe("fly/drive", () => {
  it("the notice gives the range one and two maneuvers cover at the speed", async () => {
    const s = await scene({ speed: 1 });
    await m.maneuvers.pilotManeuver(s.ship, "fly");
    const fast = await scene({ speed: 4 });
    // Written as Foundry writes it, so the derived speed rating follows.
    await fast.ship.update({ "system.speed.max": 6, "system.speed.value": 5 });
    await m.maneuvers.pilotManeuver(fast.ship, "fly");
    expect(notices).toEqual([
      notice("EOTE.Maneuver.Flew", { one: "EOTE.Maneuver.FlyReach.close", speed: 1, two: "EOTE.Maneuver.FlyReach.short", vehicle: "Wayward Star" }),
      notice("EOTE.Maneuver.Flew", { one: "EOTE.Maneuver.FlyReach.medium", speed: 5, two: "EOTE.Maneuver.FlyReach.long", vehicle: "Wayward Star" }),
    ]);
  });
});

describe("open vehicle sheets", () => {
  it("render again when a new round starts or the combat ends, not on a mere turn", async () => {
    const renders: string[] = [];
    const app = (type: string, rendered = true) => ({ rendered, document: { type }, render: () => { renders.push(type); } });
    g.foundry.applications.instances = new Map([["a", app("vehicle")], ["b", app("character")], ["c", app("vehicle", false)]]);
    m.round.registerManeuverCounter();
    hooks.callAll("updateCombat", combat, { turn: 1 });
    expect(renders).toEqual([]);
    hooks.callAll("updateCombat", combat, { round: 2, turn: 0 });
    hooks.callAll("deleteCombat", combat);
    expect(renders).toEqual(["vehicle", "vehicle"]);
  });
});
