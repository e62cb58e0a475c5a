/**
 * The vehicle sheet's context: the pure builders fed with what the combat shell knows of the vessel
 * (its crew, this round's maneuvers, a tractor hold, sliced weapons, its vehicle states). Loaded with
 * the sheet's first render; the sheet class itself is registered at init.
 */
import { buildVehicleContext, seatedUuids, type CrewLookup } from "./context/index.ts";
import { roundLimitView, slicedWeaponsView, tractorHoldView } from "./context/maneuvers.ts";
import { vehicleRepairsView } from "./context/vehicle-repairs.ts";
import type { ActorInput } from "./context/inputs.ts";
import { slicedWeaponIds } from "../../foundry/vessel-effects.ts";
import { actorFromUuidSync, actorView } from "../../foundry/documents.ts";
import { itemsOfType } from "../../rules/character/owned-items.ts";
import { manualRepairsUsed } from "../../foundry/encounter-use.ts";
import { freeManeuvers, maneuverCount } from "../../foundry/maneuver-tally.ts";
import { isHeld } from "../../foundry/crew.ts";
import { api as vehicleRepairApi } from "../../features/vehicle-repair/index.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import type { VehicleData } from "../../rules/types.ts";

/** Everything the vehicle template shows beyond the sheet's base context. */
export function vehicleSheetContext(actor: Actor.Implementation, input: ActorInput<"vehicle">) {
  // The crew's names and portraits as this client finds them; a uuid that finds nothing shows as missing.
  const crew: Record<string, { name: string; img: string; talents: string[] } | null> = {};
  for (const uuid of seatedUuids((actor.system as unknown as VehicleData).stations)) {
    const found = actorFromUuidSync(uuid);
    // Its talents' keys too: the pilot's open Full Throttle on the actions table.
    crew[uuid] = found ? { name: found.name ?? "", img: found.img ?? "", talents: itemsOfType(actorView(found).items, "talent").map((t) => t.key) } : null;
  }
  const built = buildVehicleContext(input, crew as CrewLookup, manualRepairsUsed(actor));
  // The vessel's starship maneuvers this combat round (none outside combat).
  const counter = maneuverCount(actor, (actor.system as unknown as VehicleData).silhouette);
  // A vessel held by a tractor beam may not take the maneuvers that move it.
  const maneuvers = tractorHoldView(built.maneuvers, isHeld(actor));
  // A free maneuver an attack gave the vessel is still open when the round's are spent.
  // A weapon Slice Enemy's Systems disabled shows its Fire button disabled (the attack refuses it too).
  // So does one a damaged weapon system names (a component critical hit), with its own reason.
  const out = vehicleRepairApi.componentWeaponIds(actor);
  const weapons = slicedWeaponsView(built.weapons, slicedWeaponIds(actor)).map((w) => ({ ...w, out: out.includes(w.id) }));
  return { ...built, weapons, ...roundLimitView(maneuvers, counter, freeManeuvers(actor)), repairs: repairsOf(actor) };
}

/** The repairs section: drydock price, emergency repairs, and the vehicle state effects on it. */
function repairsOf(actor: Actor.Implementation) {
  const system = actor.system as unknown as VehicleData & { derived: VehicleDerived };
  const states = [...actor.effects].filter((e) => vehicleRepairApi.vehicleStateOf(e) !== null)
    .map((e) => ({ id: e.id ?? "", name: e.name ?? "", description: String((e as unknown as { description?: string }).description ?? "") }));
  return vehicleRepairsView(system.silhouette, system.hullTrauma.value, system.derived.damage, states);
}
