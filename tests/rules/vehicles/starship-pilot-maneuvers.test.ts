// Seed 002 STARSHIP MANEUVERS: the pilot's maneuvers and their silhouette and speed limits.
import { describe, expect, it } from "vitest";
import {
  angleDeflectors, changedSpeed, flyManeuvers, maneuverLimit, maneuverUpgrades, pilotOnly, punchIt,
} from "../../../module/rules/vehicles/starship-maneuvers.ts";

const ship = (silhouette: number, speed: number, maxSpeed = 5) => ({ silhouette, speed, maxSpeed });

describe("accelerate and decelerate", () => {
  it("speed moves by 1 between 0 and the rating", () => {
    expect(changedSpeed(2, 5, 1)).toBe(3);
    expect(changedSpeed(5, 5, 1)).toBe(5);
    expect(changedSpeed(0, 5, -1)).toBe(0);
    expect(changedSpeed(3, 5, -1)).toBe(2);
  });
  it("refused at the rating or at 0", () => {
    expect(maneuverLimit("accelerate", ship(3, 5))).toEqual({ allowed: false, reason: "atMaxSpeed" });
    expect(maneuverLimit("decelerate", ship(3, 0))).toEqual({ allowed: false, reason: "atMinSpeed" });
    expect(maneuverLimit("accelerate", ship(3, 4))).toEqual({ allowed: true });
  });
});

describe("fly/drive", () => {
  it("speed 0 cannot fly", () => {
    expect(maneuverLimit("fly", ship(3, 0))).toEqual({ allowed: false, reason: "noSpeed" });
    expect(flyManeuvers(0, "close")).toBeNull();
  });
  it("speed 1: 1 within close, 2 to short", () => {
    expect(flyManeuvers(1, "close")).toBe(1);
    expect(flyManeuvers(1, "short")).toBe(2);
    expect(flyManeuvers(1, "medium")).toBeNull();
  });
  it("speed 2-4: 1 to short, 2 to medium", () => {
    for (const s of [2, 4]) {
      expect(flyManeuvers(s, "short")).toBe(1);
      expect(flyManeuvers(s, "medium")).toBe(2);
      expect(flyManeuvers(s, "long")).toBeNull();
    }
  });
  it("speed 5-6: 1 to medium, 2 to long", () => {
    expect(flyManeuvers(5, "medium")).toBe(1);
    expect(flyManeuvers(6, "long")).toBe(2);
  });
});

describe("evasive action and stay on target", () => {
  it("silhouette 1-4 and speed 3+ only", () => {
    for (const id of ["evasiveAction", "stayOnTarget"] as const) {
      expect(maneuverLimit(id, ship(4, 3))).toEqual({ allowed: true });
      expect(maneuverLimit(id, ship(5, 3))).toEqual({ allowed: false, reason: "tooLarge" });
      expect(maneuverLimit(id, ship(3, 2))).toEqual({ allowed: false, reason: "tooSlow" });
    }
  });
  it("evasive action upgrades difficulty both ways; stay on target upgrades ability both ways (the published rule)", () => {
    expect(maneuverUpgrades("evasiveAction")).toEqual({ ownDifficulty: 1, againstDifficulty: 1, ownAbility: 0, againstAbility: 0 });
    expect(maneuverUpgrades("stayOnTarget")).toEqual({ ownDifficulty: 0, againstDifficulty: 0, ownAbility: 1, againstAbility: 1 });
  });
});

describe("punch it", () => {
  it("goes to the rating for 1 system strain to the ship per point gained (published core rule)", () => {
    expect(punchIt(1, 5, true)).toEqual({ allowed: true, speed: 5, systemStrain: 4 });
    expect(punchIt(0, 2, true)).toEqual({ allowed: true, speed: 2, systemStrain: 2 });
  });
  it("refused while the ship may take no voluntary system strain (seed 000 POWER FLUCTUATIONS)", () => {
    expect(punchIt(0, 5, false)).toEqual({ allowed: false, reason: "noVoluntaryStrain" });
    // Already at the rating: nothing gained, no strain, nothing to refuse.
    expect(punchIt(5, 5, false)).toEqual({ allowed: true, speed: 5, systemStrain: 0 });
  });
  it("silhouette 1-4 only, and not at the rating", () => {
    expect(maneuverLimit("punchIt", ship(5, 1))).toEqual({ allowed: false, reason: "tooLarge" });
    expect(maneuverLimit("punchIt", ship(2, 5))).toEqual({ allowed: false, reason: "atMaxSpeed" });
  });
});

describe("angle deflector screens", () => {
  const defence = { fore: 1, aft: 1, port: 0, starboard: 0 };
  it("moves one point between zones", () => {
    expect(angleDeflectors(defence, 3, "aft", "fore")).toEqual({ allowed: true, defence: { fore: 2, aft: 0, port: 0, starboard: 0 } });
    expect(angleDeflectors(defence, 6, "fore", "port")).toEqual({ allowed: true, defence: { fore: 0, aft: 1, port: 1, starboard: 0 } });
  });
  it("refuses a zone the vessel lacks, the same zone, an empty zone", () => {
    expect(angleDeflectors(defence, 3, "fore", "port")).toEqual({ allowed: false, reason: "noZone" });
    expect(angleDeflectors(defence, 3, "fore", "fore")).toEqual({ allowed: false, reason: "sameZone" });
    expect(angleDeflectors(defence, 6, "port", "fore")).toEqual({ allowed: false, reason: "noDefence" });
  });
  it("is the only one not for the pilot alone", () => {
    expect(pilotOnly("angleDeflectors")).toBe(false);
    expect(pilotOnly("punchIt")).toBe(true);
  });
});
