// The vehicle sheet shows a disabled vehicle's state on its maneuvers (seed 002 DAMAGE): shut down or
// systems overloaded, every maneuver button and the deflector button marked with why, a line saying so.
import { describe, expect, it } from "vitest";
import { buildVehicleContext, maneuverButtons } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, knownKeys, missingKeys, render, renderVehicle } from "./handlebars-env.ts";
import { PLAY, VEHICLE, VEHICLE_ITEMS } from "./fixtures.ts";

const hbs = createEnvironment({ keys: true });
const damaged = (over: Partial<typeof VEHICLE.derived.damage>) => ({ ...VEHICLE, derived: { ...VEHICLE.derived, damage: { ...VEHICLE.derived.damage, ...over } } });

describe("a disabled vehicle's maneuvers", () => {
  it("shut down: every maneuver marked", () => {
    expect(new Set(maneuverButtons(damaged({ shutDown: true, weaponsInoperable: true })).map((b) => b.blockedKey))).toEqual(new Set(["EOTE.StarshipAction.Blocked.shutDown"]));
    expect(maneuverButtons(VEHICLE).find((b) => b.id === "accelerate")!.blockedKey).toBe("");
  });

  it("systems overloaded: the sheet says so, deflectors marked too", () => {
    missingKeys.clear();
    const system = damaged({ strained: true, speedZero: true, defenceZero: true, weaponsInoperable: true });
    const out = renderVehicle(hbs, buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system, items: VEHICLE_ITEMS, flags: PLAY, enriched: { notes: "" } }, {}, false));
    expect([...missingKeys]).toEqual([]);
    expect(out).toContain('<p class="eote-hint eote-maneuvers__disabled">EOTE.StarshipAction.Blocked.strained</p>');
    expect(out).toMatch(/data-action="angleDeflectors" aria-disabled="true" class="eote-blocked"/);
    expect(out.match(/data-action="pilotManeuver"[^>]*aria-disabled="true"/g)).toHaveLength(6);
  });
});

describe("a disabled vehicle's speed and defence in play mode", () => {
  it("systems overloaded: the speed and the zones show 0 in effect, each naming the stored value; edit mode edits the stored ones", async () => {
    const { vehicleDerived } = await import("../../module/rules/vehicles/vehicle.ts");
    const base = { ...VEHICLE, speed: { value: 2, max: 4 }, defence: { fore: 1, aft: 1, port: 0, starboard: 0 }, systemStrain: { value: 16, threshold: 15 } };
    // Without the fixture's critical hit, which would lower a zone by itself (Losing Power to Shields).
    const items = VEHICLE_ITEMS.filter((i) => i.type !== "criticalHit");
    const system = { ...base, derived: vehicleDerived(base, items) };
    const input = { name: "Freighter", img: "", type: "vehicle" as const, system, items, flags: PLAY, enriched: { notes: "" } };
    const context = buildVehicleContext(input, {}, false);
    expect(context.speedNow).toEqual({ value: 0, overridden: true });
    expect(context.zones.find((z) => z.arc === "fore")).toMatchObject({ value: 1, effective: 0, overridden: true });
    const out = knownKeys(() => renderVehicle(hbs, context));
    expect(out).toContain('<strong class="eote-vehicle-effective">0</strong> <span class="eote-hint">EOTE.Sheet.Vehicle.InEffectSet</span>');
    expect(out).toMatch(/eote-zone-fore[^]*?<span class="eote-zone-value">0<\/span>\s*<span class="eote-hint eote-zone-stored">EOTE\.Sheet\.Vehicle\.ZoneStored {&quot;value&quot;:1}<\/span>/);
    // Undamaged: the stored values, no note.
    const fine = buildVehicleContext({ ...input, system: { ...base, systemStrain: { value: 0, threshold: 15 }, derived: vehicleDerived({ ...base, systemStrain: { value: 0, threshold: 15 } }, items) } }, {}, false);
    expect(fine.speedNow).toEqual({ value: 2, overridden: false });
    const fineOut = renderVehicle(hbs, fine);
    expect(fineOut).not.toContain("eote-vehicle-effective");
    expect(fineOut).not.toContain("eote-zone-stored");
  });
});
