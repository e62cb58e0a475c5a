// What a vehicle's critical hits do (seed 002 VEHICLE CRITICAL HITS; seed 000 VEHICLE CRITICAL HIT RESULTS).
import { describe, expect, it } from "vitest";
import {
  controlCheckDifficulty, criticalHitKeyOf, criticalHitState, damagedMaxSpeed, destabilizedThreshold, fireRounds, mayTakeVoluntarySystemStrain,
  shortTermEffect, struckZone, systemStrainOnHit, VEHICLE_CRIT_KEYS, VEHICLE_CRIT_RANGES, type CritHitInForce, type CritVehicle,
} from "../../../module/rules/vehicles/critical-hits.ts";
import { effectiveSpeed, maneuverDisabled, disabledReasonKey, vehicleDerived } from "../../../module/rules/vehicles/vehicle.ts";
import { baseModifiers, baseVehicleModifiers } from "../../../module/rules/checks/modifiers.ts";
import { vehicle } from "../../fixtures/actors.ts";
import { criticalHit, own } from "../../fixtures/items.ts";
import { pickOutWeapon, weaponSystemOut } from "../../../module/rules/vehicles/vehicle-components.ts";
import type { VehicleData } from "../../../module/rules/types.ts";

const SMALL: CritVehicle = { zones: ["fore", "aft"], defence: { fore: 2, aft: 1, port: 0, starboard: 0 }, silhouette: 3, hasHyperdrive: true };
const BARE: CritVehicle = { ...SMALL, defence: { fore: 0, aft: 0, port: 0, starboard: 0 } };
const hits = (...keys: CritHitInForce["key"][]): CritHitInForce[] => keys.map((key) => ({ key }));
const hitItem = (key: string, zone: "" | "aft" = "") => own.hit(criticalHit({ key, zone, ...VEHICLE_CRIT_RANGES[key as CritHitInForce["key"]] }));

describe("the table's rows (seed 002 VEHICLE CRITICAL HITS)", () => {
  it("has 19 rows whose ranges run from 1 without a gap to the open-ended 154+", () => {
    expect(VEHICLE_CRIT_KEYS).toHaveLength(19);
    let next = 1;
    for (const key of VEHICLE_CRIT_KEYS) {
      expect(VEHICLE_CRIT_RANGES[key].min).toBe(next);
      next = (VEHICLE_CRIT_RANGES[key].max ?? Infinity) + 1;
    }
    expect(VEHICLE_CRIT_RANGES.vaporized).toEqual({ min: 154, max: null });
  });

  it("knows an item by its key, else by the seed range it carries exactly; a GM's own row is none", () => {
    expect(criticalHitKeyOf({ key: "fire", min: 1, max: 2 })).toBe("fire");
    expect(criticalHitKeyOf({ key: "", min: 91, max: 99 })).toBe("engineDamaged");
    expect(criticalHitKeyOf({ min: 154, max: null })).toBe("vaporized");
    expect(criticalHitKeyOf({ key: "", min: 91, max: 98 })).toBeNull();
    expect(criticalHitKeyOf({ key: "Fire!", min: 5, max: 6 })).toBeNull();
  });
});

describe("system strain when the hit is applied", () => {
  it("Mechanical Stress 1, Shield Overload and Fire! 2 whatever the defence", () => {
    for (const defended of [true, false]) {
      expect(systemStrainOnHit("mechanicalStress", defended)).toBe(1);
      expect(systemStrainOnHit("shieldOverload", defended)).toBe(2);
      expect(systemStrainOnHit("fire", defended)).toBe(2);
    }
  });

  it("the shield rows' fallback only without defence: 1, 2 and 4", () => {
    expect([systemStrainOnHit("losingPowerToShields", true), systemStrainOnHit("shieldsFailing", true), systemStrainOnHit("shieldsDown", true)]).toEqual([0, 0, 0]);
    expect([systemStrainOnHit("losingPowerToShields", false), systemStrainOnHit("shieldsFailing", false), systemStrainOnHit("shieldsDown", false)]).toEqual([1, 2, 4]);
    expect(systemStrainOnHit("engineDamaged", false)).toBe(0);
  });
});

describe("defence lost to the shield rows", () => {
  it("Losing Power to Shields: -1 in the struck zone only", () => {
    const s = criticalHitState([{ key: "losingPowerToShields", zone: "aft" }], SMALL);
    expect(s.zoneDefence).toEqual({ fore: 0, aft: -1, port: 0, starboard: 0 });
    expect(s.lines[0]).toEqual({ key: "losingPowerToShields", text: "EOTE.VehicleCrit.InForce.losingPowerToShields", data: { zone: "EOTE.Sheet.Arc.aft" } });
  });

  it("a zone not named, or one the vehicle lacks, is the fore zone", () => {
    expect(struckZone("", SMALL.zones)).toBe("fore");
    expect(struckZone("port", SMALL.zones)).toBe("fore");
    expect(struckZone("port", ["fore", "aft", "port", "starboard"])).toBe("port");
  });

  it("Shields Failing: -1 in every zone the vehicle has", () => {
    expect(criticalHitState(hits("shieldsFailing"), SMALL).zoneDefence).toEqual({ fore: -1, aft: -1, port: 0, starboard: 0 });
  });

  it("Shields Down: the struck zone to 0, the others -1", () => {
    const s = criticalHitState([{ key: "shieldsDown", zone: "aft" }], SMALL);
    expect(s.zonesZero).toEqual(["aft"]);
    expect(s.zoneDefence.fore).toBe(-1);
  });

  it("Shield Overload: every zone 0; without defence -1 armour instead", () => {
    expect(criticalHitState(hits("shieldOverload"), SMALL)).toMatchObject({ zonesZero: ["fore", "aft"], armour: 0, repairAfterEncounter: true });
    expect(criticalHitState(hits("shieldOverload"), BARE)).toMatchObject({ zonesZero: [], armour: -1 });
  });

  it("without defence the shield rows change no zone and say so", () => {
    const s = criticalHitState(hits("losingPowerToShields", "shieldsFailing", "shieldsDown"), BARE);
    expect(s.zoneDefence).toEqual({ fore: 0, aft: 0, port: 0, starboard: 0 });
    expect(s.lines.map((l) => l.text)).toEqual([
      "EOTE.VehicleCrit.InForce.losingPowerToShieldsNoDefence", "EOTE.VehicleCrit.InForce.shieldsFailingNoDefence", "EOTE.VehicleCrit.InForce.shieldsDownNoDefence",
    ]);
  });
});

describe("engines, structure, systems", () => {
  it("Engine Damaged: -1 maximum speed per hit, never below 1, never raised", () => {
    expect(damagedMaxSpeed(4, 1)).toBe(3);
    expect(damagedMaxSpeed(4, 5)).toBe(1);
    expect(damagedMaxSpeed(0, 1)).toBe(0);
    expect(criticalHitState(hits("engineDamaged", "engineDamaged"), SMALL).engineHits).toBe(2);
  });

  it("Destabilized halves both thresholds, rounding up", () => {
    expect(destabilizedThreshold(22, true)).toBe(11);
    expect(destabilizedThreshold(15, true)).toBe(8);
    expect(destabilizedThreshold(15, false)).toBe(15);
  });

  it("Navicomputer Failure: no jump with a hyperdrive, flying blind without one", () => {
    expect(criticalHitState(hits("navicomputerFailure"), SMALL)).toMatchObject({ noHyperspace: true, flyingBlind: false });
    expect(criticalHitState(hits("navicomputerFailure"), { ...SMALL, hasHyperdrive: false })).toMatchObject({ noHyperspace: false, flyingBlind: true });
  });

  it("Power Fluctuations: no voluntary system strain while it stands", () => {
    expect(mayTakeVoluntarySystemStrain([])).toBe(true);
    expect(mayTakeVoluntarySystemStrain(["engineDamaged", "fire"])).toBe(true);
    expect(mayTakeVoluntarySystemStrain(["powerFluctuations"])).toBe(false);
    expect(criticalHitState(hits("powerFluctuations"), SMALL).voluntarySystemStrain).toBe(false);
  });

  it("Fire!: one round per two silhouette to put out; Major Hull Breach: rounds equal to the silhouette", () => {
    expect([fireRounds(1), fireRounds(2), fireRounds(3), fireRounds(5)]).toEqual([1, 1, 2, 3]);
    const s = criticalHitState(hits("fire", "majorHullBreach"), { ...SMALL, silhouette: 5 });
    expect(s.lines.map((l) => [l.text, l.data["rounds"]])).toEqual([["EOTE.VehicleCrit.InForce.fire", 3], ["EOTE.VehicleCrit.InForce.majorHullBreachLarge", 5]]);
  });

  it("Vaporized destroys the ship", () => {
    expect(criticalHitState(hits("vaporized"), SMALL).destroyed).toBe(true);
    expect(criticalHitState(hits("breakingUp"), SMALL).destroyed).toBe(false);
  });
});

describe("short-term effects (to the end of the next round)", () => {
  it("Knocked Off Course: no maneuver and a control check; Tailspin: 2 setback on attacks, crew immobilised", () => {
    expect(shortTermEffect("knockedOffCourse")).toEqual({ rounds: 1, changes: { maneuversLocked: 1, controlCheck: 1 } });
    expect(shortTermEffect("tailspin")).toEqual({ rounds: 1, changes: { attackSetback: 2, crewImmobilised: 1 } });
    expect(shortTermEffect("engineDamaged")).toBeNull();
  });

  it("the control check's difficulty is the speed, 0 to 5 dice", () => {
    expect([controlCheckDifficulty(0), controlCheckDifficulty(3), controlCheckDifficulty(7)]).toEqual([0, 3, 5]);
  });
});

describe("the vehicle's derived data reads the hits on it", () => {
  const prepared = (data: VehicleData, mods = {}) => ({ ...data, modifiers: { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), ...mods } } });

  it("with no hit nothing changes", () => {
    const d = vehicleDerived(vehicle(), []);
    expect(d.zoneDefence).toMatchObject({ fore: 1, aft: 1 });
    expect(d.hullTrauma.threshold).toBe(22);
    expect(d.damage.speedCap).toBeNull();
    expect(d.crits.lines).toEqual([]);
  });

  it("Destabilized halves the thresholds the tracks are read against", () => {
    const data = { ...vehicle(), hullTrauma: { value: 12, threshold: 22 } };
    const d = vehicleDerived(data, [hitItem("destabilized")]);
    expect([d.hullTrauma.threshold, d.systemStrain.threshold, d.hullTrauma.exceeded, d.damage.thresholdsHalved]).toEqual([11, 8, true, true]);
    expect(d.damage.shutDown).toBe(true);
  });

  it("an item from before keys acts by its seed range; a GM's own row does nothing", () => {
    const old = own.hit(criticalHit({ key: "", min: 55, max: 63 }));
    expect(vehicleDerived(vehicle(), [old]).zoneDefence).toMatchObject({ fore: 0, aft: 0 });
    const custom = own.hit(criticalHit({ key: "", min: 55, max: 60 }));
    expect(vehicleDerived(vehicle(), [custom]).zoneDefence).toMatchObject({ fore: 1, aft: 1 });
  });

  it("Engine Damaged caps the speed, Engines Down stops the ship and its maneuvers", () => {
    const data = { ...vehicle(), speed: { value: 4, max: 4 } };
    const damaged = vehicleDerived(data, [hitItem("engineDamaged")]);
    expect(effectiveSpeed(4, damaged.damage)).toBe(3);
    const down = vehicleDerived(data, [hitItem("enginesDown")]);
    expect(effectiveSpeed(4, down.damage)).toBe(0);
    expect(maneuverDisabled(down.damage)).toBe("enginesDown");
    expect(disabledReasonKey("enginesDown", "Blocked")).toBe("EOTE.VehicleCrit.Blocked.enginesDown");
    expect(disabledReasonKey("strained", "Disabled")).toBe("EOTE.StarshipAction.Disabled.strained");
  });

  it("the short-term effects come from the vehicle's modifiers: Knocked Off Course blocks maneuvers, Tailspin adds setback", () => {
    const data = prepared({ ...vehicle(), speed: { value: 3, max: 4 } }, { maneuversLocked: 1, controlCheck: 1, attackSetback: 2, crewImmobilised: 1 });
    const d = vehicleDerived(data, [hitItem("knockedOffCourse"), hitItem("tailspin")]);
    expect(maneuverDisabled(d.damage)).toBe("knockedOffCourse");
    expect(d.damage.attackSetback).toBe(2);
    expect(d.crits.lines.filter((l) => l.text.startsWith("EOTE.VehicleCrit.Short.")).map((l) => [l.key, l.data])).toEqual([
      ["knockedOffCourse", { difficulty: 3 }], ["tailspin", { setback: 2 }],
    ]);
    // Once the effect has ended, the hits stand with nothing short-term left.
    const after = vehicleDerived(vehicle(), [hitItem("knockedOffCourse"), hitItem("tailspin")]);
    expect(maneuverDisabled(after.damage)).toBeNull();
    expect(after.damage.attackSetback).toBe(0);
  });

  it("Vaporized: speed 0, weapons inoperable, no maneuver", () => {
    const d = vehicleDerived(vehicle(), [hitItem("vaporized")]);
    expect([d.damage.destroyed, d.damage.weaponsInoperable, effectiveSpeed(2, d.damage), maneuverDisabled(d.damage)]).toEqual([true, true, 0, "destroyed"]);
  });

  it("Shields Down on the struck zone, with Boost-like effects on the others still counted", () => {
    const data = { ...prepared(vehicle()), modifiers: { ...baseModifiers(), vehicle: baseVehicleModifiers(), zoneDefence: { fore: 1 } } };
    const d = vehicleDerived(data as VehicleData, [hitItem("shieldsDown", "aft")]);
    expect(d.zoneDefence).toMatchObject({ fore: 1, aft: 0 });
  });
});

describe("a damaged weapon system names one weapon (seed 002 VEHICLE COMPONENTS: one weapon system cannot be used)", () => {
  it("draws among the weapons still working, among all once every one is out, none without weapons", () => {
    expect(pickOutWeapon(["a", "b", "c"], [], 0)).toBe("a");
    expect(pickOutWeapon(["a", "b", "c"], [], 0.99)).toBe("c");
    expect(pickOutWeapon(["a", "b", "c"], ["a", "c"], 0.7)).toBe("b");
    expect(pickOutWeapon(["a", "b"], ["a", "b"], 0.6)).toBe("b");
    expect(pickOutWeapon([], [], 0.5)).toBeNull();
  });

  it("refuses only the weapon named", () => {
    expect(weaponSystemOut("b", ["b"])).toBe(true);
    expect(weaponSystemOut("a", ["b"])).toBe(false);
    expect(weaponSystemOut("", [""])).toBe(false);
  });
});
