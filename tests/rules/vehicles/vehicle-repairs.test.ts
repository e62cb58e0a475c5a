// Repairs beyond damage control, damaged components and collisions (seed 002 EMERGENCY REPAIRS,
// REPAIRING HULL TRAUMA, SMALL / LARGE VEHICLE COMPONENTS, vehicle despair: minor and major collision).
import { describe, expect, it } from "vitest";
import {
  drydockCost, DRYDOCK_CREDITS_PER_TRAUMA, emergencyCriticalOwed, emergencyRepairsNeeded, EMERGENCY_REPAIR_DIFFICULTY,
  EMERGENCY_REPAIR_EFFECT, temporaryRepairDifficulty,
} from "../../../module/rules/vehicles/vehicle-repairs.ts";
import { componentChanges, componentTable, isComponentHitRow, isComponentId, isMajorSystemFailureRow, LARGE_COMPONENTS, pickComponent, SMALL_COMPONENTS } from "../../../module/rules/vehicles/vehicle-components.ts";
import { collisionCritical, collisionCritModifier, collisionFromCheck } from "../../../module/rules/vehicles/collision.ts";
import { effectiveDefence, effectiveSpeed, vehicleDamageState, vehicleDerived } from "../../../module/rules/vehicles/vehicle.ts";
import { trackState } from "../../../module/rules/character/derived.ts";
import { applyDamage } from "../../../module/rules/combat/damage.ts";
import { baseModifiers, baseVehicleModifiers } from "../../../module/rules/checks/modifiers.ts";
import { EoteError } from "../../../module/dice/errors.ts";
import { vehicle } from "../../fixtures/actors.ts";

describe("emergency repairs (seed 002 EMERGENCY REPAIRS)", () => {
  it("a Mechanics check at Hard (ddd); success: -1 speed, -3 handling, weapons inoperable, hull trauma a critical at +30", () => {
    expect(EMERGENCY_REPAIR_DIFFICULTY).toBe(3);
    expect(EMERGENCY_REPAIR_EFFECT).toEqual({ speed: -1, handling: -3, weaponsInoperable: 1, traumaCritical: 30 });
  });

  it("only a shut-down ship not already on emergency repairs needs them", () => {
    expect(emergencyRepairsNeeded({ shutDown: true }, false)).toBe(true);
    expect(emergencyRepairsNeeded({ shutDown: false }, false)).toBe(false);
    expect(emergencyRepairsNeeded({ shutDown: true }, true)).toBe(false);
  });

  it("the repaired ship runs again: not shut down, speed -1, handling -3, weapons inoperable", () => {
    const hull = trackState({ value: 23, threshold: 22 });
    const strain = trackState({ value: 0, threshold: 15 });
    expect(vehicleDamageState(hull, strain).shutDown).toBe(true);
    const s = vehicleDamageState(hull, strain, { ...baseVehicleModifiers(), ...EMERGENCY_REPAIR_EFFECT, defence: 0 });
    expect(s).toMatchObject({ shutDown: false, emergencyRepairs: true, weaponsInoperable: true, traumaCritical: 30, handlingModifier: -3 });
    expect(effectiveSpeed(3, s)).toBe(2);
    expect(effectiveSpeed(0, s)).toBe(0);
  });

  it("vehicleDerived reads the effects' changes from the prepared modifiers", () => {
    const modifiers = { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), ...EMERGENCY_REPAIR_EFFECT, defence: 0 } };
    const prepared = { ...vehicle(), hullTrauma: { value: 25, threshold: 22 }, modifiers };
    const d = vehicleDerived(prepared, []);
    expect(d.damage.shutDown).toBe(false);
    expect(d.damage.emergencyRepairs).toBe(true);
    expect(vehicleDerived({ ...vehicle(), hullTrauma: { value: 25, threshold: 22 } }, []).damage.shutDown).toBe(true);
  });

  it("any hull trauma owes a critical hit; Ion (system strain) does not", () => {
    expect(emergencyCriticalOwed(30, 1)).toBe(true);
    expect(emergencyCriticalOwed(30, 0)).toBe(false);
    expect(emergencyCriticalOwed(0, 5)).toBe(false);
    const ship = { kind: "vehicle" as const, soak: 2, wounds: { value: 25, threshold: 22 }, strain: { value: 0, threshold: 15 } };
    // Already past the threshold: without emergency repairs more trauma owes no critical hit.
    expect(applyDamage(ship, { damage: 3, scale: "vehicle" }).thresholdCritical).toBe(false);
    expect(applyDamage({ ...ship, emergencyRepairs: true }, { damage: 3, scale: "vehicle" }).thresholdCritical).toBe(true);
    expect(applyDamage({ ...ship, wounds: { value: 5, threshold: 22 }, emergencyRepairs: true }, { damage: 3, scale: "vehicle" }).thresholdCritical).toBe(true);
    // Soaked entirely, or Ion to system strain: no hull trauma, no critical hit.
    expect(applyDamage({ ...ship, emergencyRepairs: true }, { damage: 2, scale: "vehicle" }).thresholdCritical).toBe(false);
    expect(applyDamage({ ...ship, emergencyRepairs: true }, { damage: 6, scale: "vehicle", ion: true }).thresholdCritical).toBe(false);
  });
});

describe("repairing hull trauma (seed 002 REPAIRING HULL TRAUMA)", () => {
  it("temporary repairs: Mechanics ddd within the threshold, dddd past it", () => {
    expect(temporaryRepairDifficulty(0, 22)).toBe(3);
    expect(temporaryRepairDifficulty(22, 22)).toBe(3);
    expect(temporaryRepairDifficulty(23, 22)).toBe(4);
  });

  it("slip or drydock: 500 credits per trauma", () => {
    expect(DRYDOCK_CREDITS_PER_TRAUMA).toBe(500);
    expect(drydockCost(0)).toBe(0);
    expect(drydockCost(1)).toBe(500);
    expect(drydockCost(13)).toBe(6500);
    expect(drydockCost(-2)).toBe(0);
  });
});

describe("vehicle components (seed 002 SMALL / LARGE VEHICLE COMPONENTS)", () => {
  it("small ships roll on the eight-row table, silhouette 5+ on the ten-row one, in the seed's order", () => {
    expect(componentTable(4)).toBe(SMALL_COMPONENTS);
    expect(componentTable(5)).toBe(LARGE_COMPONENTS);
    expect(SMALL_COMPONENTS).toEqual(["supportDroid", "ejectionSystem", "weaponSystem", "sensors", "comms", "sublightEngines", "hyperdrive", "shields"]);
    expect(LARGE_COMPONENTS).toEqual(["landingGear", "weaponSystem", "sensors", "comms", "sublightEngines", "hyperdrive", "shields", "landingBay", "cargoHold", "bridge"]);
  });

  it("pickComponent names the row a roll of 1…size picks", () => {
    expect(pickComponent(3, 1)).toBe("supportDroid");
    expect(pickComponent(3, 8)).toBe("shields");
    expect(pickComponent(6, 1)).toBe("landingGear");
    expect(pickComponent(6, 10)).toBe("bridge");
    expect(() => pickComponent(3, 9)).toThrow(EoteError);
    expect(() => pickComponent(6, 0)).toThrow(EoteError);
    expect(isComponentId("bridge")).toBe(true);
    expect(isComponentId("toString")).toBe(false);
  });

  it("sublight engines -1 speed, shields -1 defence in every zone; the rest are narrative", () => {
    expect(componentChanges("sublightEngines")).toEqual({ speed: -1 });
    expect(componentChanges("shields")).toEqual({ defence: -1 });
    expect(componentChanges("comms")).toEqual({});
    const s = vehicleDamageState(trackState({ value: 0, threshold: 10 }), trackState({ value: 0, threshold: 10 }), { ...baseVehicleModifiers(), defence: -1 });
    expect(effectiveDefence(2, s)).toBe(1);
    expect(effectiveDefence(0, s)).toBe(0);
  });
});

describe("collisions (seed 002 vehicle despair; published Collisions)", () => {
  const rows = [{ min: 1, max: 9, id: "stress" }, { min: 10, max: 18, id: "jostled" }, { min: 19, max: null, id: "worse" }];

  it("despair: a minor collision; despair with a failed check: a major one; none without despair", () => {
    expect(collisionFromCheck({ despair: 1, succeeded: true })).toBe("minor");
    expect(collisionFromCheck({ despair: 1, succeeded: false })).toBe("major");
    expect(collisionFromCheck({ despair: 0, succeeded: false })).toBeNull();
  });

  it("the critical roll loses the hit zone's defence x10 (minor) or x5 (major)", () => {
    expect(collisionCritModifier("minor", 2)).toBe(-20);
    expect(collisionCritModifier("major", 2)).toBe(-10);
    expect(collisionCritModifier("minor", 0)).toBe(0);
  });

  it("a roll brought to 0 or less is absorbed; otherwise looked up, +10 per existing critical hit", () => {
    expect(collisionCritical(rows, 15, 0, "minor", 2)).toEqual({ total: -5, cancelled: true, row: null });
    expect(collisionCritical(rows, 20, 0, "minor", 2)).toEqual({ total: 0, cancelled: true, row: null });
    expect(collisionCritical(rows, 15, 0, "major", 2)).toMatchObject({ total: 5, cancelled: false, row: { id: "stress" } });
    expect(collisionCritical(rows, 15, 1, "minor", 1)).toMatchObject({ total: 15, row: { id: "jostled" } });
    expect(() => collisionCritical(rows, 0, 0, "minor", 1)).toThrow(EoteError);
  });
});

describe("critical rows that damage a component (seed 000 VEHICLE CRITICAL HIT RESULTS)", () => {
  it("Component Hit is the 46-54 row, Major System Failure the 118-126 row, by place not name", () => {
    expect(isComponentHitRow({ min: 46, max: 54 })).toBe(true);
    expect(isMajorSystemFailureRow({ min: 118, max: 126 })).toBe(true);
    expect(isMajorSystemFailureRow({ min: 109, max: 117 })).toBe(false);
    expect(isMajorSystemFailureRow({ min: 127, max: 133 })).toBe(false);
    expect(isMajorSystemFailureRow({ min: 46, max: 54 })).toBe(false);
  });
});
