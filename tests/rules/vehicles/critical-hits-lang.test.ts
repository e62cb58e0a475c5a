// Every line the vehicle critical hit rules compose has its text in lang/en.json, with each of its
// placeholders filled by the numbers the rules give it (module/rules/vehicles/critical-hits.ts, vehicle.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { criticalHitState, VEHICLE_CRIT_KEYS, type CritVehicle } from "../../../module/rules/vehicles/critical-hits.ts";
import { disabledReasonKey, vehicleDerived } from "../../../module/rules/vehicles/vehicle.ts";
import { baseModifiers, baseVehicleModifiers } from "../../../module/rules/checks/modifiers.ts";
import { vehicle } from "../../fixtures/actors.ts";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const text = (key: string): unknown => key.split(".").reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], lang);
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const SHIPS: CritVehicle[] = [
  { zones: ["fore", "aft"], defence: { fore: 1, aft: 1, port: 0, starboard: 0 }, silhouette: 3, hasHyperdrive: true },
  { zones: ["fore", "aft", "port", "starboard"], defence: { fore: 0, aft: 0, port: 0, starboard: 0 }, silhouette: 6, hasHyperdrive: false },
];

describe("lang/en.json covers the vehicle critical hits", () => {
  it("each row's name, card line, and every lasting line in both kinds of ship, placeholders filled", () => {
    for (const key of VEHICLE_CRIT_KEYS) {
      expect(typeof text(`EOTE.VehicleCrit.Key.${key}`), key).toBe("string");
      expect(typeof text(`EOTE.VehicleCrit.Card.Effect.${key}`), key).toBe("string");
      for (const ship of SHIPS) {
        for (const line of criticalHitState([{ key }], ship).lines) {
          const s = text(line.text);
          expect(typeof s, line.text).toBe("string");
          expect(placeholders(s as string), line.text).toEqual(Object.keys(line.data).sort());
        }
      }
    }
  });

  it("the short-term lines and the maneuver refusals", () => {
    const mods = { maneuversLocked: 1, controlCheck: 1, attackSetback: 2, crewImmobilised: 1, crewJostled: 1, breakingUp: 1 };
    const data = { ...vehicle(), modifiers: { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), ...mods } } };
    const lines = vehicleDerived(data, []).crits.lines;
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      const s = text(line.text);
      expect(typeof s, line.text).toBe("string");
      expect(placeholders(s as string), line.text).toEqual(Object.keys(line.data).sort());
    }
    for (const reason of ["enginesDown", "knockedOffCourse", "destroyed", "shutDown", "strained"] as const) {
      expect(typeof text(disabledReasonKey(reason, "Blocked")), reason).toBe("string");
      expect(typeof text(disabledReasonKey(reason, "Disabled")), reason).toBe("string");
    }
  });
});
