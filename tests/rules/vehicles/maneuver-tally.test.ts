// The vessel's starship maneuvers per round (seed 002 STARSHIP BASICS: one free, a second for 2 system strain,
// silhouette 5+ one at most), Fly/Drive's reach by speed (seed 002 FLY / DRIVE), and what Evasive Action
// and Stay on Target do to a combat check (the published rule where the seed's lines are garbled).
import { describe, expect, it } from "vitest";
import { countManeuver, freeManeuverFor, maneuverCounter, maneuversThisRound, nextManeuverCost, readTally } from "../../../module/rules/vehicles/maneuver-tally.ts";
import { maneuverCheckUpgrades } from "../../../module/rules/vehicles/maneuver-checks.ts";
import { flyReach } from "../../../module/rules/vehicles/starship-maneuvers.ts";

const round2 = { id: "combatA", round: 2 };

describe("the count of the round", () => {
  it("counts only this combat's current round; nothing outside combat", () => {
    expect(maneuversThisRound({ combat: "combatA", round: 2, count: 1 }, round2)).toBe(1);
    expect(maneuversThisRound({ combat: "combatA", round: 1, count: 2 }, round2)).toBe(0);
    expect(maneuversThisRound({ combat: "combatB", round: 2, count: 2 }, round2)).toBe(0);
    expect(maneuversThisRound({ combat: "combatA", round: 2, count: 1 }, null)).toBe(0);
    expect(maneuversThisRound(undefined, round2)).toBe(0);
  });

  it("a new round starts again at one; outside combat nothing is stored", () => {
    expect(countManeuver({ combat: "combatA", round: 1, count: 2 }, round2)).toEqual({ combat: "combatA", round: 2, count: 1 });
    expect(countManeuver({ combat: "combatA", round: 2, count: 1 }, round2)).toEqual({ combat: "combatA", round: 2, count: 2 });
    expect(countManeuver(null, null)).toBeNull();
  });

  it("a tally written by hand is read defensively", () => {
    expect(readTally({ combat: "combatA", round: 2, count: -1 })).toBeNull();
    expect(readTally({ combat: 3, round: 2, count: 1 })).toBeNull();
    expect(readTally("2")).toBeNull();
  });

  it("first free, second 2 system strain to the ship, no third; silhouette 5+: one", () => {
    const taken = (n: number) => ({ combat: "combatA", round: 2, count: n });
    expect(nextManeuverCost(3, taken(0), round2, true)).toEqual({ allowed: true, systemStrain: 0 });
    expect(nextManeuverCost(3, taken(1), round2, true)).toEqual({ allowed: true, systemStrain: 2 });
    expect(nextManeuverCost(3, taken(1), round2, false)).toEqual({ allowed: false, reason: "noVoluntaryStrain" });
    expect(nextManeuverCost(3, taken(2), round2, true)).toEqual({ allowed: false, reason: "roundLimit" });
    expect(nextManeuverCost(5, taken(1), round2, true)).toEqual({ allowed: false, reason: "largeShipLimit" });
    // Outside combat there are no rounds: never refused, never charged.
    expect(nextManeuverCost(5, taken(1), null, false)).toEqual({ allowed: true, systemStrain: 0 });
  });

  it("the sheet's counter: n / max, full at the limit, none outside combat", () => {
    expect(maneuverCounter(3, { combat: "combatA", round: 2, count: 1 }, round2)).toEqual({ taken: 1, max: 2, full: false });
    expect(maneuverCounter(6, { combat: "combatA", round: 2, count: 1 }, round2)).toEqual({ taken: 1, max: 1, full: true });
    expect(maneuverCounter(3, null, null)).toBeNull();
  });
});

describe("fly/drive reach by speed", () => {
  it("the seed's table", () => {
    expect(flyReach(0)).toBeNull();
    expect(flyReach(1)).toEqual({ one: "close", two: "short" });
    for (const speed of [2, 3, 4]) expect(flyReach(speed)).toEqual({ one: "short", two: "medium" });
    for (const speed of [5, 6]) expect(flyReach(speed)).toEqual({ one: "medium", two: "long" });
  });
});

describe("effect maneuvers on a combat check", () => {
  const ship = (...maneuvers: string[]) => ({ vessel: "Wayward Star", maneuvers });

  it("evasive action on the firing vessel upgrades the difficulty, noted with the maneuver's name", () => {
    expect(maneuverCheckUpgrades({ from: ship("evasiveAction"), target: null })).toEqual({
      ability: 0, difficulty: 1,
      notes: [{ key: "EOTE.Maneuver.Note.OwnDifficulty", data: { vessel: "Wayward Star", maneuver: "EOTE.Maneuver.evasiveAction.Name" } }],
    });
  });

  it("evasive action on the target upgrades the difficulty; both at once upgrade twice", () => {
    expect(maneuverCheckUpgrades({ from: null, target: ship("evasiveAction") }).difficulty).toBe(1);
    const both = maneuverCheckUpgrades({ from: ship("evasiveAction"), target: ship("evasiveAction") });
    expect(both.difficulty).toBe(2);
    expect(both.notes.map((n) => n.key)).toEqual(["EOTE.Maneuver.Note.OwnDifficulty", "EOTE.Maneuver.Note.TargetDifficulty"]);
  });

  it("stay on target upgrades the ability of every combat check from the vessel, and of those at it (published core rule)", () => {
    expect(maneuverCheckUpgrades({ from: ship("stayOnTarget"), target: null })).toEqual({
      ability: 1, difficulty: 0,
      notes: [{ key: "EOTE.Maneuver.Note.OwnAbility", data: { vessel: "Wayward Star", maneuver: "EOTE.Maneuver.stayOnTarget.Name" } }],
    });
    // The pilot flying steady is the easier target: a combat check at the vessel is upgraded in ability too.
    expect(maneuverCheckUpgrades({ from: null, target: ship("stayOnTarget") })).toEqual({
      ability: 1, difficulty: 0,
      notes: [{ key: "EOTE.Maneuver.Note.TargetAbility", data: { vessel: "Wayward Star", maneuver: "EOTE.Maneuver.stayOnTarget.Name" } }],
    });
    // Both vessels on Stay on Target: upgraded twice; with Evasive Action at the target, one of each.
    expect(maneuverCheckUpgrades({ from: ship("stayOnTarget"), target: ship("stayOnTarget") })).toMatchObject({ ability: 2, difficulty: 0 });
    expect(maneuverCheckUpgrades({ from: ship("stayOnTarget"), target: ship("evasiveAction") })).toMatchObject({ ability: 1, difficulty: 1 });
  });

  it("the same maneuver twice on one vessel counts once; unknown ids count nothing", () => {
    expect(maneuverCheckUpgrades({ from: ship("evasiveAction", "evasiveAction", "punchIt"), target: null }).difficulty).toBe(1);
  });
});

describe("a free maneuver from an attack (seed 002 vehicle advantage rows)", () => {
  it("the pilot-only one pays for a pilot maneuver first; Angle Deflector Screens takes only the plain one", () => {
    expect(freeManeuverFor("accelerate", new Set(["freeManeuver", "freePilotManeuver"]))).toBe("freePilotManeuver");
    expect(freeManeuverFor("fly", new Set(["freeManeuver"]))).toBe("freeManeuver");
    expect(freeManeuverFor("angleDeflectors", new Set(["freePilotManeuver"]))).toBeNull();
    expect(freeManeuverFor("angleDeflectors", new Set(["freeManeuver", "freePilotManeuver"]))).toBe("freeManeuver");
    expect(freeManeuverFor("punchIt", new Set())).toBeNull();
  });
});
