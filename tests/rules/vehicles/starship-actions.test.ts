// Seed 002 STARSHIP ACTIONS: checks, difficulties, limits and results.
import { describe, expect, it } from "vitest";
import { actionLimit, actionOutcomes, gainAdvantageDifficulty, manualRepairs, starshipAction } from "../../../module/rules/vehicles/starship-actions.ts";

const roll = (successes: number, advantage = 0, triumph = 0) => ({ success: successes > 0, successes, advantage, triumph });

describe("checks and difficulties", () => {
  it("takes the seed's skills and difficulties", () => {
    expect(starshipAction("boostShields").checks).toEqual([{ skill: "mechanics", difficulty: 3 }]);
    expect(starshipAction("copilot").checks).toEqual([{ skill: "piloting", difficulty: 2 }]);
    expect(starshipAction("fireDiscipline").checks).toEqual([{ skill: "leadership", difficulty: 3 }, { skill: "discipline", difficulty: 3 }]);
    expect(starshipAction("jamming").checks).toEqual([{ skill: "computers", difficulty: 2 }]);
    expect(starshipAction("manualRepairs").checks).toEqual([{ skill: "athletics", difficulty: 3 }]);
    expect(starshipAction("plotCourse").checks).toEqual([{ skill: "astrogation", difficulty: 2 }, { skill: "perception", difficulty: 3 }]);
    expect(starshipAction("scanEnemy").checks).toEqual([{ skill: "perception", difficulty: 3 }]);
    expect(starshipAction("sliceSystems").checks).toEqual([{ skill: "computers", difficulty: 3 }]);
    expect(starshipAction("spoofMissiles").checks).toEqual([{ skill: "computers", difficulty: 2 }, { skill: "vigilance", difficulty: 3 }]);
  });

  it("gain the advantage: by the difference in speed", () => {
    expect(gainAdvantageDifficulty(5, 4)).toBe(1);
    expect(gainAdvantageDifficulty(4, 4)).toBe(2);
    expect(gainAdvantageDifficulty(4, 5)).toBe(3);
    expect(gainAdvantageDifficulty(4, 6)).toBe(4);
    expect(gainAdvantageDifficulty(4, 4, 2)).toBe(4);
    // Seed 002 "+d for each time": added dice, not capped at Formidable (the one cap policy).
    expect(gainAdvantageDifficulty(4, 6, 3)).toBe(7);
    expect(gainAdvantageDifficulty(4, 5, -2)).toBe(3);
  });
});

describe("limits", () => {
  it("gain the advantage: silhouette 1-4, speed 4+", () => {
    expect(actionLimit("gainAdvantage", { silhouette: 3, speed: 4, maxSpeed: 5 }, false)).toEqual({ allowed: true });
    expect(actionLimit("gainAdvantage", { silhouette: 5, speed: 4, maxSpeed: 5 }, false)).toEqual({ allowed: false, reason: "tooLarge" });
    expect(actionLimit("gainAdvantage", { silhouette: 3, speed: 3, maxSpeed: 5 }, false)).toEqual({ allowed: false, reason: "tooSlow" });
  });
  it("manual repairs once per encounter", () => {
    const s = { silhouette: 3, speed: 0, maxSpeed: 5 };
    expect(actionLimit("manualRepairs", s, false)).toEqual({ allowed: true });
    expect(actionLimit("manualRepairs", s, true)).toEqual({ allowed: false, reason: "usedThisEncounter" });
    expect(actionLimit("jamming", s, true)).toEqual({ allowed: true });
  });
});

describe("results", () => {
  it("nothing on a failure", () => {
    expect(actionOutcomes("sliceSystems", { success: false, successes: 0, advantage: 3, triumph: 1 })).toEqual([]);
  });
  it("manual repairs: 1 hull trauma per success", () => {
    expect(manualRepairs(1)).toBe(1);
    expect(manualRepairs(2)).toBe(2);
    // More than two successes keep counting (published rule), not a one-off bonus at two.
    expect(manualRepairs(3)).toBe(3);
    expect(actionOutcomes("manualRepairs", roll(2))).toEqual([{ id: "hullTrauma", count: 2 }]);
  });
  it("fire discipline: ss more crew, aaa strain", () => {
    expect(actionOutcomes("fireDiscipline", roll(1, 2))).toEqual([{ id: "boost" }]);
    expect(actionOutcomes("fireDiscipline", roll(2, 3))).toEqual([{ id: "boost" }, { id: "moreCrew" }, { id: "strain" }]);
  });
  it("slice: aa strain, triumph disables a weapon system", () => {
    expect(actionOutcomes("sliceSystems", roll(1, 2, 1))).toEqual([{ id: "defence" }, { id: "strain" }, { id: "disable" }]);
  });
  it("jamming, scan, spoof", () => {
    expect(actionOutcomes("jamming", roll(2, 2))).toEqual([{ id: "jammed" }, { id: "setback" }, { id: "moreTargets", count: 2 }]);
    expect(actionOutcomes("scanEnemy", roll(1, 2))).toEqual([{ id: "learn" }, { id: "current" }]);
    expect(actionOutcomes("spoofMissiles", roll(1, 1))).toEqual([{ id: "guided" }]);
  });
});
