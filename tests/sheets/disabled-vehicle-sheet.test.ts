// The vehicle sheet shows a disabled vehicle's state on its maneuvers (seed 002 DAMAGE): shut down or
// systems overloaded, every maneuver button and the deflector button marked with why, a line saying so.
import { describe, expect, it } from "vitest";
import { buildVehicleContext, maneuverButtons } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { PLAY, VEHICLE, VEHICLE_ITEMS } from "./fixtures.ts";

const hbs = createEnvironment();
const damaged = (over: Partial<typeof VEHICLE.derived.damage>) => ({ ...VEHICLE, derived: { ...VEHICLE.derived, damage: { ...VEHICLE.derived.damage, ...over } } });

describe("a disabled vehicle's maneuvers", () => {
  it("shut down: every maneuver marked", () => {
    expect(new Set(maneuverButtons(damaged({ shutDown: true, weaponsInoperable: true })).map((b) => b.blockedKey))).toEqual(new Set(["EOTE.StarshipAction.Blocked.shutDown"]));
    expect(maneuverButtons(VEHICLE).find((b) => b.id === "accelerate")!.blockedKey).toBe("");
  });

  it("systems overloaded: the sheet says so, deflectors marked too", () => {
    missingKeys.clear();
    const system = damaged({ strained: true, speedZero: true, defenceZero: true, weaponsInoperable: true });
    const out = render(hbs, "actor/vehicle.hbs", buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system, items: VEHICLE_ITEMS, flags: PLAY, enriched: { notes: "" } }, {}, false));
    expect([...missingKeys]).toEqual([]);
    expect(out).toContain('<p class="eote-hint eote-maneuvers__disabled">Systems overloaded: no maneuvers while system strain is over its threshold</p>');
    expect(out).toMatch(/data-action="angleDeflectors" aria-disabled="true" class="eote-blocked"/);
    expect(out.match(/data-action="pilotManeuver"[^>]*aria-disabled="true"/g)).toHaveLength(6);
  });
});
