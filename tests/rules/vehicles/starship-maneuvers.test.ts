// Seed 002 STARSHIP BASICS: 1 free starship maneuver per round, 2 strain for a second; silhouette 5+: max. 1.
// Whose strain: the ship's system strain (published core rule; seed 000 POWER FLUCTUATIONS "cannot
// voluntarily inflict system strain on the ship (to gain an extra starship maneuver)").
import { describe, expect, it } from "vitest";
import { maxStarshipManeuvers, starshipManeuverCost } from "../../../module/rules/vehicles/starship-maneuvers.ts";

describe("starship maneuvers per round", () => {
  it("the first is free at any silhouette, even when the ship may take no voluntary system strain", () => {
    for (const s of [1, 4, 5, 10]) {
      expect(starshipManeuverCost(s, 0, true)).toEqual({ allowed: true, systemStrain: 0 });
      expect(starshipManeuverCost(s, 0, false)).toEqual({ allowed: true, systemStrain: 0 });
    }
  });

  it("a second costs the ship 2 system strain below silhouette 5; a third is refused", () => {
    expect(starshipManeuverCost(4, 1, true)).toEqual({ allowed: true, systemStrain: 2 });
    expect(starshipManeuverCost(1, 2, true)).toEqual({ allowed: false, reason: "roundLimit" });
    expect(maxStarshipManeuvers(4)).toBe(2);
  });

  it("under Power Fluctuations (no voluntary system strain) the second is refused", () => {
    expect(starshipManeuverCost(4, 1, false)).toEqual({ allowed: false, reason: "noVoluntaryStrain" });
  });

  it("silhouette 5 and up: one at most", () => {
    expect(starshipManeuverCost(5, 1, true)).toEqual({ allowed: false, reason: "largeShipLimit" });
    expect(starshipManeuverCost(8, 1, true)).toEqual({ allowed: false, reason: "largeShipLimit" });
    expect(maxStarshipManeuvers(5)).toBe(1);
  });
});
