// The pilot's maneuvers and the crew's starship actions over the v13 doubles (seed 002 STARSHIP
// MANEUVERS, STARSHIP ACTIONS), as the GM and as a player who owns the ship: speed written to the vehicle,
// Punch It's system strain to the ship (never the pilot's strain), Evasive Action as an effect with a one-round duration, the action's
// check at the seed's difficulty; every refusal a localised notice that writes and opens nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { effectSources, world } from "../world.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { character, vehicle } from "../../../fixtures/actors.ts";
import { criticalHit } from "../../../fixtures/items.ts";
import {
  asUser, FakeActor, notice, noticeKeys, notices, OWNERSHIP, register, users,
} from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";

const m = shellSuite({
  keys: true,
  seed: 3,
  modules: { maneuvers: load.crewManeuvers, actions: load.crewActionsStarship, crew: load.crewActions },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

function scene(options: { silhouette?: number; speed?: number; seatPilot?: boolean } = {}) {
  const sys = vehicle(options.silhouette ?? 3);
  sys.speed = { value: options.speed ?? 2, max: 4 };
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.skills.pilotingSpace = { rank: 2, career: true };
  kiraSys.skills.athletics = { rank: 1, career: false };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  return { ship, kira };
}

async function seat(s: ReturnType<typeof scene>, station: "pilot" | "engineer") {
  await m.crew.seatCrewMember(s.ship, station, s.kira);
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("accelerate and decelerate write the speed within 0 and the rating", async () => {
      const s = scene();
      await seat(s, "pilot");
      await m.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect(s.ship.system.speed.value).toBe(3);
      await m.maneuvers.pilotManeuver(s.ship, "decelerate");
      await m.maneuvers.pilotManeuver(s.ship, "decelerate");
      expect(s.ship.system.speed.value).toBe(1);
      expect(notices.filter((n) => n.key !== "EOTE.Maneuver.SpeedNow")).toEqual([]); // only the new speeds, no refusal or error
    });

    it("punch it: the rating at once, 1 system strain to the ship per point, none to the pilot (published core rule)", async () => {
      const s = scene({ speed: 0 });
      s.ship.system.speed.max = 5;
      await seat(s, "pilot");
      const before = s.kira.system.strain.value;
      await m.maneuvers.pilotManeuver(s.ship, "punchIt");
      expect(s.ship.system.speed.value).toBe(5);
      expect(s.ship.system.systemStrain.value).toBe(5);
      expect(s.kira.system.strain.value).toBe(before);
      expect(notices.at(-1)).toEqual(notice("EOTE.VehicleRules.PunchedIt", { vehicle: "Wayward Star", maneuver: "EOTE.Maneuver.punchIt.Name", speed: 5, strain: 5 }));
    });

    it("power fluctuations: no Punch It and no second maneuver while the hit stands; repaired, Punch It strains the ship again", async () => {
      const s = scene({ speed: 0 });
      s.ship.system.speed.max = 5;
      const hit = { _id: "powerHit00000001", name: "Power Fluctuations", type: "criticalHit", system: criticalHit({ key: "powerFluctuations", min: 73, max: 81, severity: 2 }) };
      await s.ship.createEmbeddedDocuments("Item", [hit], { keepId: true });
      await seat(s, "pilot");
      notices.length = 0;
      await m.maneuvers.pilotManeuver(s.ship, "punchIt");
      expect(s.ship.system.speed.value).toBe(0);
      expect(s.ship.system.systemStrain.value).toBe(0);
      expect(noticeKeys()).toEqual(["EOTE.VehicleRules.Refused.noVoluntaryStrain"]);
      await s.ship.deleteEmbeddedDocuments("Item", ["powerHit00000001"]);
      await m.maneuvers.pilotManeuver(s.ship, "punchIt");
      expect(s.ship.system.speed.value).toBe(5);
      expect(s.ship.system.systemStrain.value).toBe(5);
    });

    it("evasive action: an effect lasting one round", async () => {
      const s = scene({ speed: 3 });
      await seat(s, "pilot");
      await m.maneuvers.pilotManeuver(s.ship, "evasiveAction");
      const effect = effectSources(s.ship)[0]!;
      expect(effect.name).toBe("EOTE.Maneuver.evasiveAction.Name");
      expect(effect.flags.eote).toMatchObject({ maneuver: "evasiveAction", expires: true });
      expect(effect.duration.rounds).toBe(1);
    });

    it("angle deflector screens move one point of defence", async () => {
      const s = scene();
      await m.maneuvers.angleDeflectorScreens(s.ship, "aft", "fore");
      expect(s.ship.system.defence).toMatchObject({ fore: 2, aft: 0 });
    });

    it("an action rolls the station's skill at the seed's difficulty, stating the results", async () => {
      const s = scene({ speed: 4 });
      await seat(s, "pilot");
      await m.actions.starshipActionCheck(s.ship, "gainAdvantage");
      const request = requests.at(-1)!;
      expect(request.actor).toBe(s.kira);
      expect(request.skillId).toBe("pilotingSpace");
      expect(request.pool.difficulty).toBe(2);
      expect(request.notes).toContain('EOTE.StarshipAction.Note {"action":"EOTE.StarshipAction.gainAdvantage.Name","difficulty":"EOTE.Dice.Difficulty.average","name":"Kira","vehicle":"Wayward Star"}');
      expect(request.notes).toContain("EOTE.StarshipAction.gainAdvantage.Results");
    });

    it("manual repairs: once per encounter, on the damage control card", async () => {
      world.game.combat = { id: "combat0000000001" };
      const s = scene();
      await seat(s, "engineer");
      await m.actions.starshipActionCheck(s.ship, "manualRepairs");
      const request = requests.at(-1)!;
      expect(request.skillId).toBe("athletics");
      expect(request.pool.difficulty).toBe(3);
      expect(request.flags).toMatchObject({ repair: { vehicleUuid: s.ship.uuid, track: "hullTrauma", repairerUuid: s.kira.uuid } });
      await request.onRolled!();
      requests.length = 0;
      await m.actions.starshipActionCheck(s.ship, "manualRepairs");
      expect(requests).toEqual([]);
      expect(notices).toEqual([notice("EOTE.StarshipAction.Refused.usedThisEncounter", { action: "EOTE.StarshipAction.manualRepairs.Name", vehicle: "Wayward Star" })]);
      world.game.combat = null;
    });
  });
}

describe("refusals, each a notice that changes nothing", () => {
  it("no pilot", async () => {
    const s = scene();
    await m.maneuvers.pilotManeuver(s.ship, "accelerate");
    expect(s.ship.system.speed.value).toBe(2);
    expect(notices).toEqual([notice("EOTE.Crew.NoCrew", { station: "EOTE.Crew.Station.pilot", vehicle: "Wayward Star" })]);
  });

  it("speed limits", async () => {
    const s = scene({ speed: 4 });
    await seat(s, "pilot");
    await m.maneuvers.pilotManeuver(s.ship, "accelerate");
    await m.maneuvers.pilotManeuver(s.ship, "punchIt");
    const slow = scene({ speed: 0 });
    await seat(slow, "pilot");
    await m.maneuvers.pilotManeuver(slow.ship, "decelerate");
    await m.maneuvers.pilotManeuver(slow.ship, "fly");
    await m.maneuvers.pilotManeuver(slow.ship, "stayOnTarget");
    expect(notices).toEqual([
      notice("EOTE.Maneuver.Refused.atMaxSpeed", { maneuver: "EOTE.Maneuver.accelerate.Name", vehicle: "Wayward Star" }),
      notice("EOTE.Maneuver.Refused.atMaxSpeed", { maneuver: "EOTE.Maneuver.punchIt.Name", vehicle: "Wayward Star" }),
      notice("EOTE.Maneuver.Refused.atMinSpeed", { maneuver: "EOTE.Maneuver.decelerate.Name", vehicle: "Wayward Star" }),
      notice("EOTE.Maneuver.Refused.noSpeed", { vehicle: "Wayward Star" }),
      notice("EOTE.Maneuver.Refused.tooSlow", { maneuver: "EOTE.Maneuver.stayOnTarget.Name", vehicle: "Wayward Star" }),
    ]);
    expect(s.ship.system.speed.value).toBe(4);
    expect(s.ship.effects.size + slow.ship.effects.size).toBe(0);
  });

  it("silhouette limits", async () => {
    const s = scene({ silhouette: 5, speed: 4 });
    await seat(s, "pilot");
    await m.maneuvers.pilotManeuver(s.ship, "evasiveAction");
    await m.maneuvers.pilotManeuver(s.ship, "punchIt");
    await m.actions.starshipActionCheck(s.ship, "gainAdvantage");
    await m.maneuvers.angleDeflectorScreens(s.ship, "port", "fore");
    expect(notices).toEqual([
      notice("EOTE.Maneuver.Refused.tooLarge", { maneuver: "EOTE.Maneuver.evasiveAction.Name" }),
      notice("EOTE.Maneuver.Refused.tooLarge", { maneuver: "EOTE.Maneuver.punchIt.Name" }),
      notice("EOTE.StarshipAction.Refused.tooLarge", { action: "EOTE.StarshipAction.gainAdvantage.Name" }),
      notice("EOTE.Maneuver.Refused.noDefence", { vehicle: "Wayward Star" }),
    ]);
    expect(requests).toEqual([]);
  });

  it("a player who does not own the ship cannot change it", async () => {
    const s = scene();
    const ship = register(new FakeActor("Interceptor", "vehicle", { ...vehicle(3), stations: { ...vehicle(3).stations, pilot: s.kira.uuid } }, { ownership: { default: OWNERSHIP.NONE } }));
    asUser(users.player);
    await m.maneuvers.pilotManeuver(ship, "accelerate");
    expect(ship.system.speed.value).toBe(2);
    expect(notices).toHaveLength(1);
  });
});
