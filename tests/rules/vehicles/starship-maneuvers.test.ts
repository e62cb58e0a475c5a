// Seed 002 STARSHIP BASICS: 1 free starship maneuver per round, 2 strain for a second; silhouette 5+: max. 1.
import { describe, expect, it } from "vitest";
import { maxStarshipManeuvers, starshipManeuverCost } from "../../../module/rules/vehicles/starship-maneuvers.ts";

describe("starship maneuvers per round", () => {
  it("the first is free at any silhouette", () => {
    for (const s of [1, 4, 5, 10]) expect(starshipManeuverCost(s, 0)).toEqual({ allowed: true, strain: 0 });
  });

  it("a second costs 2 strain below silhouette 5; a third is refused", () => {
    expect(starshipManeuverCost(4, 1)).toEqual({ allowed: true, strain: 2 });
    expect(starshipManeuverCost(1, 2)).toEqual({ allowed: false, reason: "roundLimit" });
    expect(maxStarshipManeuvers(4)).toBe(2);
  });

  it("silhouette 5 and up: one at most", () => {
    expect(starshipManeuverCost(5, 1)).toEqual({ allowed: false, reason: "largeShipLimit" });
    expect(starshipManeuverCost(8, 1)).toEqual({ allowed: false, reason: "largeShipLimit" });
    expect(maxStarshipManeuvers(5)).toBe(1);
  });
});
