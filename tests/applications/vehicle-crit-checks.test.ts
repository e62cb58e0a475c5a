// The checks the critical hits in force call for, on the vehicle sheet's Combat tab with the real
// templates (templates/actor/vehicle-crits.hbs): Knocked Off Course's control check at the speed while its
// short-term effect lasts, Fire!'s Cool and Vigilance while the fire burns; for who may use the sheet only.
import { describe, expect, it } from "vitest";
import { buildVehicleContext, type AnyPlainItem, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { baseModifiers, baseVehicleModifiers, type VehicleModifiers } from "../../module/rules/checks/modifiers.ts";
import { vehicleDerived } from "../../module/rules/vehicles/vehicle.ts";
import { VEHICLE_CRIT_RANGES } from "../../module/rules/vehicles/critical-hits.ts";
import { createEnvironment, knownKeys, renderVehicle } from "./handlebars-env.ts";
import { criticalHit, PLAY, READ_ONLY, VEHICLE } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const hit = (id: string, key: "fire" | "knockedOffCourse" | "engineDamaged"): AnyPlainItem =>
  ({ id, name: key, img: "", type: "criticalHit", system: criticalHit({ key, ...VEHICLE_CRIT_RANGES[key] }) });

function sheet(items: AnyPlainItem[], mods: Partial<VehicleModifiers>, flags: SheetFlags): string {
  const system = { ...VEHICLE, speed: { value: 3, max: 4 } };
  const withMods = { ...system, modifiers: { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), ...mods } } };
  return renderVehicle(hbs, buildVehicleContext({
    name: "Wayfarer", img: "", type: "vehicle", system: { ...system, derived: vehicleDerived(withMods, items) },
    items, flags, enriched: { biography: "", notes: "" },
  }));
}

const checksIn = (html: string) => [...html.matchAll(/data-action="vehicleCritCheck" data-check="([a-zA-Z]+)">([^<]*)</g)].map((m) => [m[1], m[2]]);

describe("the checks the hits in force call for", () => {
  it("Knocked Off Course lasting: the control check at speed 3; Fire!: Cool and Vigilance", () => {
    const out = knownKeys(() => sheet([hit("h1", "fire"), hit("h2", "knockedOffCourse")], { maneuversLocked: 1, controlCheck: 1 }, PLAY));
    expect(checksIn(out)).toEqual([
      ["fireCool", shownKey("EOTE.VehicleCrit.Act.FireCool", { difficulty: 0 })], ["fireVigilance", shownKey("EOTE.VehicleCrit.Act.FireVigilance", { difficulty: 0 })],
      ["control", shownKey("EOTE.VehicleCrit.Act.Control", { difficulty: 3 })],
    ]);
  });

  it("Knocked Off Course whose short-term effect has ended offers no check; a hit that calls for none offers none", () => {
    expect(checksIn(sheet([hit("h2", "knockedOffCourse"), hit("h3", "engineDamaged")], {}, PLAY))).toEqual([]);
  });

  it("none for a viewer who may not use the sheet", () => {
    const out = sheet([hit("h1", "fire")], {}, READ_ONLY);
    expect(out).toContain("EOTE.VehicleCrit.InForce.fire");
    expect(checksIn(out)).toEqual([]);
  });
});
