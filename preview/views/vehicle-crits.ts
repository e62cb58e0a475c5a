/**
 * Vehicle critical hits in force (seed 002 VEHICLE CRITICAL HITS; rules module/rules/vehicles/critical-hits.ts):
 * the vehicle sheet of a freighter carrying pack hits that act (Losing Power to Shields on its aft zone,
 * Engine Damaged, Destabilized, Power Fluctuations, Fire!) while a Tailspin and a Knocked Off Course
 * still last (Fire! and Knocked Off Course each offering the check they call for), and of an unshielded
 * ship whose shield rows fell back to system strain and armour.
 * Pure builders, real templates.
 */
import { buildVehicleContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { vehicleRepairsView } from "../../module/applications/sheets/context/vehicle-repairs.ts";
import { baseModifiers, baseVehicleModifiers, type VehicleModifiers } from "../../module/rules/checks/modifiers.ts";
import { vehicleDerived } from "../../module/rules/vehicles/vehicle.ts";
import type { CriticalHitData, VehicleData } from "../../module/rules/types.ts";
import type { ActorInput, AnyPlainItem } from "../../module/applications/sheets/context/inputs.ts";
import { owned, PLAY, vehicleInput } from "../data/actors.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderSheet } from "./sheets.ts";

const sheetView = (id: string, title: string, html: string): View => ({
  id: `actor-${id}`, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor vehicle", html, size: SHEET_SIZES.VehicleSheet,
});

/** A pack hit on the vehicle, struck in `zone`. */
function hit(kit: Kit, name: string, zone: CriticalHitData["zone"] = ""): AnyPlainItem {
  return owned(packDoc(kit, "vehicle-critical-hits", name), zone ? { zone } : {});
}

function sheet(kit: Kit, base: ActorInput<"vehicle">, system: VehicleData, items: AnyPlainItem[], mods: Partial<VehicleModifiers> = {}): string {
  const withMods = { ...system, modifiers: { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), ...mods } } };
  const input: ActorInput<"vehicle"> = { ...base, items, system: { ...system, derived: vehicleDerived(withMods, items as never) } };
  const s = input.system;
  const repairs = vehicleRepairsView(s.silhouette, s.hullTrauma.value, s.derived.damage, []);
  return renderSheet(kit, "VehicleSheet", { ...buildVehicleContext(input), repairs });
}

export function vehicleCritViews(kit: Kit): View[] {
  const base = vehicleInput(kit, PLAY, 4);
  const others = base.items.filter((i) => i.type !== "criticalHit");
  const hits = ["Engine Damaged", "Destabilized", "Power Fluctuations", "Fire!", "Tailspin", "Knocked Off Course"].map((n) => hit(kit, n));
  const system = { ...base.system, speed: { value: 3, max: 4 }, hullTrauma: { value: 9, threshold: 22 }, systemStrain: { value: 6, threshold: 15 } };
  const bare = { ...system, defence: { fore: 0, aft: 0, port: 0, starboard: 0 } };
  return [
    sheetView("vehicle-crits", "Vehicle: critical hits in force (shields, engine, thresholds halved, fire) with a Tailspin and Knocked Off Course lasting",
      sheet(kit, base, system, [...others, hit(kit, "Losing Power to Shields", "aft"), ...hits], { maneuversLocked: 1, controlCheck: 1, attackSetback: 2, crewImmobilised: 1 })),
    sheetView("vehicle-crits-no-defence", "Vehicle without defence: the shield rows' fallbacks, Engines Down, Navicomputer Failure",
      sheet(kit, base, bare, [...others, ...["Shields Failing", "Shield Overload", "Engines Down", "Navicomputer Failure"].map((n) => hit(kit, n))])),
  ];
}
