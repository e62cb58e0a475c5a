// Travel (module/rules/vehicles/travel.ts) with the numbers of seed 002 HYPERSPACE CALCULATION, HYPERSPACE TRAVEL
// TIME, SUBLIGHT TRAVEL and NAVIGATION HAZARDS.
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  HAZARD_SETBACK, HYPERSPACE_TIME, JUMP_BASE_DIFFICULTY, SUBLIGHT_TIME, hazardFailure, hazardPool, hyperdriveFor,
  hyperspaceTime, jumpDifficulty, jumpEffects, type JumpCircumstances,
} from "../../../module/rules/vehicles/travel.ts";

const plain: JumpCircumstances = { base: JUMP_BASE_DIFFICULTY, noNavicomputer: false, underPressure: false, damage: "none", badCharts: false };
const roll = { succeeded: true, netSuccess: 1, advantage: 0, threat: 0, triumph: 0, despair: 0 };

describe("jumpDifficulty", () => {
  it("a well-established route to a nearby system is Easy", () => {
    expect(JUMP_BASE_DIFFICULTY).toBe(1);
    expect(jumpDifficulty(plain)).toBe(1);
  });
  it("each modifier adds the seed's dice", () => {
    expect(jumpDifficulty({ ...plain, noNavicomputer: true })).toBe(4);
    // Added dice, never capped at Formidable (the one cap policy).
    expect(jumpDifficulty({ ...plain, base: 5, noNavicomputer: true })).toBe(8);
    expect(jumpDifficulty({ ...plain, underPressure: true })).toBe(2);
    expect(jumpDifficulty({ ...plain, damage: "light" })).toBe(2);
    expect(jumpDifficulty({ ...plain, damage: "heavy" })).toBe(3);
    expect(jumpDifficulty({ ...plain, badCharts: true })).toBe(2);
  });
  it("modifiers add up on the chosen base", () => {
    expect(jumpDifficulty({ base: 2, noNavicomputer: true, underPressure: true, damage: "heavy", badCharts: true })).toBe(9);
  });
  it("a base outside Easy to Formidable is refused", () => {
    expect(() => jumpDifficulty({ ...plain, base: 0 })).toThrow(EoteError);
    expect(() => jumpDifficulty({ ...plain, base: 6 })).toThrow(EoteError);
  });
});

describe("jumpEffects", () => {
  it("a bare success plots the jump", () => {
    expect(jumpEffects(roll)).toEqual([{ id: "plotted", count: 1 }]);
  });
  it("successes beyond the first buy a better exit point", () => {
    expect(jumpEffects({ ...roll, netSuccess: 3 })).toEqual([{ id: "plotted", count: 1 }, { id: "betterExit", count: 2 }]);
  });
  it("advantage, triumph, threat and despair each say what they do", () => {
    expect(jumpEffects({ ...roll, advantage: 2, triumph: 1 }).map((e) => [e.id, e.count]))
      .toEqual([["plotted", 1], ["reduceTime", 2], ["triumph", 1]]);
    expect(jumpEffects({ succeeded: false, netSuccess: -1, advantage: 0, threat: 2, triumph: 0, despair: 1 }).map((e) => [e.id, e.count]))
      .toEqual([["failed", 1], ["threat", 2], ["despair", 1]]);
  });
});

describe("hyperspaceTime", () => {
  it("the seed's class 1 table", () => {
    expect(HYPERSPACE_TIME.sector).toEqual({ min: 10, max: 24, unit: "hours" });
    expect(HYPERSPACE_TIME.region).toEqual({ min: 10, max: 72, unit: "hours" });
    expect(HYPERSPACE_TIME.betweenRegions).toEqual({ min: 3, max: 7, unit: "days" });
    expect(HYPERSPACE_TIME.galaxy).toEqual({ min: 1, max: 3, unit: "weeks" });
    expect(hyperspaceTime("sector", 1)).toEqual({ min: 10, max: 24, unit: "hours" });
  });
  it("multiplied by the hyperdrive class", () => {
    expect(hyperspaceTime("sector", 2)).toEqual({ min: 20, max: 48, unit: "hours" });
    expect(hyperspaceTime("galaxy", 0.5)).toEqual({ min: 0.5, max: 1.5, unit: "weeks" });
    expect(hyperspaceTime("betweenRegions", 12)).toEqual({ min: 36, max: 84, unit: "days" });
  });
  it("no drive, no trip", () => {
    expect(() => hyperspaceTime("sector", 0)).toThrow(EoteError);
  });
});

describe("hyperdriveFor", () => {
  it("the primary drive, or the backup when asked", () => {
    expect(hyperdriveFor({ primary: 2, backup: 12 }, false)).toBe(2);
    expect(hyperdriveFor({ primary: 2, backup: 12 }, true)).toBe(12);
  });
  it("refuses a ship without the drive", () => {
    expect(() => hyperdriveFor({ primary: null, backup: null }, false)).toThrow(/no hyperdrive/);
    expect(() => hyperdriveFor({ primary: 1, backup: null }, true)).toThrow(/no backup/);
    try {
      hyperdriveFor({ primary: null, backup: null }, false);
    } catch (err) {
      expect((err as EoteError).key).toBe("EOTE.Travel.Error.NoHyperdrive");
    }
  });
});

describe("sublight travel", () => {
  it("the seed's trip times", () => {
    expect(SUBLIGHT_TIME).toEqual({
      orbitToJump: { min: 5, max: 15, unit: "minutes" },
      surfaceToMoon: { min: 30, max: 90, unit: "minutes" },
      planetToPlanet: { min: 6, max: 12, unit: "hours" },
      acrossSystem: { min: 12, max: 72, unit: "hours" },
    });
  });
});

describe("navigation hazards", () => {
  it("difficulty from the higher of half silhouette and speed, the lower upgraded", () => {
    // silhouette 4 (half 2), speed 5: five dice, two of them challenge.
    expect(hazardPool(4, 5, "light")).toEqual({ difficulty: 3, challenge: 2, setback: 0 });
    // silhouette 6 (half 3), speed 1: three dice, one challenge.
    expect(hazardPool(6, 1, "light")).toEqual({ difficulty: 2, challenge: 1, setback: 0 });
  });
  it("half an odd silhouette rounds up", () => {
    expect(hazardPool(3, 0, "light")).toEqual({ difficulty: 2, challenge: 0, setback: 0 });
  });
  it("setback by hazard level", () => {
    expect(HAZARD_SETBACK).toEqual({ light: 0, medium: 1, dangerous: 2, veryRisky: 3 });
    expect(hazardPool(2, 2, "dangerous").setback).toBe(2);
  });
  it("a failure costs one speed and the destination", () => {
    expect(hazardFailure(3)).toEqual({ speed: 2, reached: false });
    expect(hazardFailure(0)).toEqual({ speed: 0, reached: false });
  });
  it("bad numbers are refused", () => {
    expect(() => hazardPool(-1, 2, "light")).toThrow(EoteError);
    expect(() => hazardPool(2, 1.5, "light")).toThrow(EoteError);
  });
});
