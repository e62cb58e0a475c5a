// Full Throttle, Improved and Supreme Full Throttle (published core rulebook, Pilot tree): which form a pilot may
// take, its check, the rise of the top speed and its rounds, the speed rating it gives (and that it does not add
// up), the card's application, and the speed a vessel moves at once the rise has ended.
import { describe, expect, it } from "vitest";
import {
  FULL_THROTTLE_MANEUVER_STRAIN, fullThrottleCheck, fullThrottleForms, fullThrottleRise, fullThrottleRounds, MAX_FULL_THROTTLE_RISE,
  speedRating, TOP_SPEED_KEY,
} from "../../../module/rules/vehicles/full-throttle.ts";
import { MODE_UPGRADE } from "../../../module/rules/checks/modifiers.ts";
import { actionApplication, readsPilot } from "../../../module/rules/vehicles/starship-action-effects.ts";
import { actionOutcomes, starshipAction } from "../../../module/rules/vehicles/starship-actions.ts";
import { effectiveSpeed, SPEED_CAP, vehicleDerived } from "../../../module/rules/vehicles/vehicle.ts";
import { maneuverLimit } from "../../../module/rules/vehicles/starship-maneuvers.ts";
import { baseModifiers, baseVehicleModifiers } from "../../../module/rules/checks/modifiers.ts";
import { vehicle } from "../../fixtures/actors.ts";
import { AVERAGE, HARD } from "../../../module/rules/combat/range.ts";

const roll = (success: boolean) => ({ success, successes: success ? 1 : 0, advantage: 0, triumph: 0 });

describe("which Full Throttle a pilot may take", () => {
  it("none without the talent; the action with it; the maneuver too with Improved Full Throttle", () => {
    expect(fullThrottleForms([])).toEqual([]);
    expect(fullThrottleForms(["improvedFullThrottle", "supremeFullThrottle"])).toEqual([]);
    expect(fullThrottleForms(["grit", "fullThrottle"])).toEqual(["action"]);
    expect(fullThrottleForms(["fullThrottle", "improvedFullThrottle"])).toEqual(["action", "maneuver"]);
  });

  it("the action is a Hard Piloting check; the maneuver Average, for 1 strain", () => {
    expect(fullThrottleCheck("action")).toEqual({ difficulty: HARD, pilotStrain: 0 });
    expect(fullThrottleCheck("maneuver")).toEqual({ difficulty: AVERAGE, pilotStrain: FULL_THROTTLE_MANEUVER_STRAIN });
    expect(FULL_THROTTLE_MANEUVER_STRAIN).toBe(1);
    expect(starshipAction("fullThrottle")).toEqual({
      station: "pilot", talent: "fullThrottle",
      checks: [{ skill: "piloting", difficulty: HARD }, { skill: "piloting", difficulty: AVERAGE, maneuver: true }],
    });
  });

  it("the rise is 1, or 2 with Supreme Full Throttle, for rounds equal to the pilot's Cunning (at least one)", () => {
    expect(fullThrottleRise(["fullThrottle"])).toBe(1);
    expect(fullThrottleRise(["fullThrottle", "supremeFullThrottle"])).toBe(MAX_FULL_THROTTLE_RISE);
    expect(fullThrottleRounds(3)).toBe(3);
    expect(fullThrottleRounds(0)).toBe(1);
    expect(fullThrottleRounds(Number.NaN)).toBe(1);
  });
});

describe("the speed rating", () => {
  it("the printed rating plus the rise in force, never more than Supreme's rise, within the data's cap", () => {
    expect(speedRating(4, 0, SPEED_CAP)).toBe(4);
    expect(speedRating(4, 1, SPEED_CAP)).toBe(5);
    expect(speedRating(4, 2, SPEED_CAP)).toBe(6);
    expect(speedRating(4, 5, SPEED_CAP)).toBe(6);
    expect(speedRating(4, -3, SPEED_CAP)).toBe(4);
    expect(speedRating(9, 2, SPEED_CAP)).toBe(10);
  });

  it("the vehicle's derived data: an Upgrade of the top speed raises the rating, and the limits read it", () => {
    const data = { ...vehicle(), speed: { value: 4, max: 4 } };
    expect(vehicleDerived(data, []).damage.speedRating).toBe(4);
    const raised = { ...data, modifiers: { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), topSpeed: 1 } } };
    const derived = vehicleDerived(raised, []);
    expect(derived.damage.speedRating).toBe(5);
    expect(maneuverLimit("accelerate", { silhouette: 3, speed: 4, maxSpeed: 4 })).toEqual({ allowed: false, reason: "atMaxSpeed" });
    expect(maneuverLimit("accelerate", { silhouette: 3, speed: 4, maxSpeed: derived.damage.speedRating! })).toEqual({ allowed: true });
  });

  it("a speed reached under Full Throttle falls back to the rating once the rise ends", () => {
    const state = { speedZero: false, speedModifier: 0, speedCap: null };
    expect(effectiveSpeed(5, { ...state, speedRating: 5 })).toBe(5);
    expect(effectiveSpeed(5, { ...state, speedRating: 4 })).toBe(4);
    expect(effectiveSpeed(5, state)).toBe(5);
  });
});

describe("the card's application", () => {
  it("on a success: an effect on the vehicle Upgrading its top speed by the rise, for the pilot's Cunning in rounds", () => {
    expect(readsPilot("fullThrottle")).toBe(true);
    expect(actionOutcomes("fullThrottle", roll(true))).toEqual([{ id: "topSpeed" }]);
    expect(actionApplication("fullThrottle", roll(true), undefined, "pilotingSpace", undefined, { cunning: 3, talents: ["fullThrottle"] })).toEqual({
      effects: [{ subject: "vehicle", rounds: 3, changes: [{ key: TOP_SPEED_KEY, mode: MODE_UPGRADE, value: "1" }] }],
      systemStrain: [],
    });
    const supreme = actionApplication("fullThrottle", roll(true), undefined, "pilotingSpace", undefined, { cunning: 2, talents: ["fullThrottle", "supremeFullThrottle"] });
    expect(supreme?.effects[0]).toMatchObject({ rounds: 2, changes: [{ value: "2" }] });
  });

  it("nothing on a failure, nor without a pilot to read", () => {
    expect(actionOutcomes("fullThrottle", roll(false))).toEqual([]);
    expect(actionApplication("fullThrottle", roll(false), undefined, "pilotingSpace", undefined, { cunning: 3, talents: ["fullThrottle"] })).toBeNull();
    expect(actionApplication("fullThrottle", roll(true))).toBeNull();
  });
});
