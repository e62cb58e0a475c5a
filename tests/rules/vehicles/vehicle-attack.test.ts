// Vehicle shots (seed 002 PLANETARY RANGE BANDS, FIRE ARCS, DEFENCE ZONES) and damage states (seed 002 DAMAGE).
import { describe, expect, it } from "vitest";
import { checkFireArc, checkVehicleRange, storedRangeOf, vehicleRangeOf, VEHICLE_RANGE_BANDS, zoneDefence } from "../../../module/rules/vehicles/vehicle-attack.ts";
import { effectiveSpeed, vehicleDamageState } from "../../../module/rules/vehicles/vehicle.ts";
import { trackState } from "../../../module/rules/character/derived.ts";

const key = (fn: () => void) => { try { fn(); } catch (e) { return (e as { key: string }).key; } return null; };

describe("planetary and space range bands", () => {
  it("close, short, medium, long, extreme in order", () => {
    expect(VEHICLE_RANGE_BANDS).toEqual(["close", "short", "medium", "long", "extreme"]);
  });

  it("a weapon's stored range reads as the band of the same rank, and back", () => {
    expect(vehicleRangeOf("engaged")).toBe("close");
    expect(vehicleRangeOf("medium")).toBe("medium");
    for (const band of VEHICLE_RANGE_BANDS) expect(vehicleRangeOf(storedRangeOf(band))).toBe(band);
  });

  it("within the weapon's range is allowed; beyond it refused", () => {
    expect(key(() => checkVehicleRange("close", "short"))).toBeNull();
    expect(key(() => checkVehicleRange("short", "short"))).toBeNull();
    expect(key(() => checkVehicleRange("medium", "short"))).toBe("EOTE.Combat.Error.VehicleOutOfRange");
    expect(key(() => checkVehicleRange("short", "engaged"))).toBe("EOTE.Combat.Error.VehicleOutOfRange");
    expect(key(() => checkVehicleRange("extreme", "extreme"))).toBeNull();
  });
});

describe("fire arcs", () => {
  it("a weapon fires only into its own arcs", () => {
    expect(key(() => checkFireArc(["fore"], "fore"))).toBeNull();
    expect(key(() => checkFireArc(["fore", "port"], "port"))).toBeNull();
    expect(key(() => checkFireArc(["fore"], "aft"))).toBe("EOTE.Combat.Error.ArcNotFacing");
    expect(checkFireArc(["fore"], "fore")).toBe(true);
    // No arcs recorded on the weapon: not checked, and said so (false).
    expect(checkFireArc([], "aft")).toBe(false);
  });
});

describe("the defence zone facing the shot", () => {
  const defence = { fore: 2, aft: 1, port: 3, starboard: 0 };
  it("fore or aft below silhouette 5; side zones refused there", () => {
    expect(zoneDefence({ silhouette: 4, defence }, "fore")).toBe(2);
    expect(zoneDefence({ silhouette: 4, defence }, "aft")).toBe(1);
    expect(key(() => zoneDefence({ silhouette: 4, defence }, "port"))).toBe("EOTE.Combat.Error.NoSuchZone");
  });

  it("port and starboard too from silhouette 5", () => {
    expect(zoneDefence({ silhouette: 5, defence }, "port")).toBe(3);
    expect(zoneDefence({ silhouette: 5, defence }, "starboard")).toBe(0);
  });

  it("system strain over threshold: defence 0", () => {
    expect(zoneDefence({ silhouette: 5, defence }, "port", true)).toBe(0);
  });
});

describe("vehicle damage states (seed 002 DAMAGE)", () => {
  const state = (hull: number, strain: number) =>
    vehicleDamageState(trackState({ value: hull, threshold: 22 }), trackState({ value: strain, threshold: 15 }));

  it("at the thresholds: operational", () => {
    expect(state(22, 15)).toEqual({ shutDown: false, strained: false, speedZero: false, defenceZero: false, weaponsInoperable: false, emergencyRepairs: false, traumaCritical: 0, speedModifier: 0, handlingModifier: 0, defenceModifier: 0,
      speedCap: null, maneuversBlocked: null, attackSetback: 0, armourModifier: 0, thresholdsHalved: false, destroyed: false });
  });

  it("hull trauma over threshold: shut down, weapons inoperable", () => {
    const s = state(23, 0);
    expect(s.shutDown).toBe(true);
    expect(s.weaponsInoperable).toBe(true);
    expect(s.speedZero).toBe(false);
  });

  it("system strain over threshold: speed 0, defence 0, weapons inoperable", () => {
    const s = state(0, 16);
    expect(s).toEqual({ shutDown: false, strained: true, speedZero: true, defenceZero: true, weaponsInoperable: true, emergencyRepairs: false, traumaCritical: 0, speedModifier: 0, handlingModifier: 0, defenceModifier: 0,
      speedCap: null, maneuversBlocked: null, attackSetback: 0, armourModifier: 0, thresholdsHalved: false, destroyed: false });
    expect(effectiveSpeed(4, s)).toBe(0);
    expect(effectiveSpeed(4, state(0, 15))).toBe(4);
  });
});
