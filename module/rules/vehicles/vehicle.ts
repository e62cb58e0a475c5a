/**
 * Vehicle derived data (seed 002 STARSHIPS AND VEHICLES): defence zones fore/aft, plus port and
 * starboard from silhouette 5; hull trauma and system strain tracks (over threshold: disabled).
 */
import { trackState } from "../character/derived.ts";
import type { TrackState, VehicleDamageState, VehicleDerived } from "../character/derived-types.ts";
import { baseVehicleModifiers, type DerivedModifiers, type VehicleModifiers } from "../checks/modifiers.ts";
import { itemsOfType, type OwnedItem } from "../character/owned-items.ts";
import { effectiveZoneDefence } from "./starship-action-effects.ts";
import type { ActorType, FiringArc, VehicleData, WeaponData } from "../types.ts";
import { groupHullState, groupOf } from "./vehicle-minion.ts";

/** Silhouette from which a vehicle has port and starboard defence zones (seed 002 SILHOUETTE 5+). */
export const FOUR_ZONE_SILHOUETTE = 5;

export function defenceZones(silhouette: number): FiringArc[] {
  return silhouette >= FOUR_ZONE_SILHOUETTE ? ["fore", "aft", "port", "starboard"] : ["fore", "aft"];
}

/**
 * Whether a weapon is a vehicle's weapon (seed 002 STARSHIPS AND VEHICLES: vehicle weapons are fired
 * with Gunnery, into the firing arcs they are mounted on). The data model keeps one weapon type for
 * both: a weapon is the vehicle kind when its skill is Gunnery or a vehicle owns it. Only those have
 * firing arcs worth showing.
 */
export function isVehicleWeapon(weapon: Pick<WeaponData, "skill">, ownerType?: ActorType | null): boolean {
  return weapon.skill === "gunnery" || ownerType === "vehicle";
}

/**
 * What a vehicle's damage does to it (seed 002 DAMAGE): hull trauma over its threshold deals a critical
 * hit (module/rules/combat/damage.ts) and shuts the vehicle down; system strain over its threshold brings speed
 * and defence to 0 and leaves its weapons inoperable. A shut-down vehicle fires nothing either.
 * Emergency repairs (seed 002 EMERGENCY REPAIRS, module/rules/vehicles/vehicle-repairs.ts) bring a shut-down
 * ship back, its weapons inoperable; a damaged weapon system component leaves them inoperable too.
 */
export function vehicleDamageState(
  hullTrauma: Pick<TrackState, "exceeded">, systemStrain: Pick<TrackState, "exceeded">, mods: VehicleModifiers = baseVehicleModifiers(),
): VehicleDamageState {
  const emergencyRepairs = mods.traumaCritical > 0;
  const shutDown = hullTrauma.exceeded && !emergencyRepairs;
  const strained = systemStrain.exceeded;
  return {
    shutDown, strained, speedZero: strained, defenceZero: strained, weaponsInoperable: shutDown || strained || mods.weaponsInoperable > 0,
    emergencyRepairs, traumaCritical: Math.max(0, mods.traumaCritical),
    speedModifier: mods.speed, handlingModifier: mods.handling, defenceModifier: mods.defence,
  };
}

export type DisabledReason = "shutDown" | "strained";

/**
 * Why the vehicle cannot maneuver now (seed 002 DAMAGE), or null: shut down by hull trauma over its
 * threshold, or its system strain over threshold (speed 0, defence 0: no maneuver can move it or its shields).
 */
export function maneuverDisabled(state: Pick<VehicleDamageState, "shutDown" | "strained">): DisabledReason | null {
  return state.shutDown ? "shutDown" : state.strained ? "strained" : null;
}

/** The speed a vehicle moves at now: its current speed with repairs' and components' changes, 0 while its system strain is over threshold. */
export function effectiveSpeed(speed: number, state: Pick<VehicleDamageState, "speedZero" | "speedModifier">): number {
  return state.speedZero ? 0 : Math.max(0, speed + (state.speedModifier ?? 0));
}

/** A defence zone's value now: 0 while system strain is over threshold, else lowered by damaged shields (never below 0). */
export function effectiveDefence(defence: number, state: Pick<VehicleDamageState, "defenceZero" | "defenceModifier">): number {
  return state.defenceZero ? 0 : Math.max(0, defence + (state.defenceModifier ?? 0));
}

/**
 * The vehicle's derived data. `data` is the prepared system data: `modifiers.zoneDefence` holds what the
 * active effects add to each defence zone (module/rules/vehicles/starship-action-effects.ts zoneDefenceKey).
 */
export function vehicleDerived(data: VehicleData, items: readonly OwnedItem[]): VehicleDerived {
  // A group of ships (seed 002 VEHICLE MINIONS) takes hull trauma as a minion group takes wounds.
  const group = groupOf(data);
  const { standing, ...hullTrauma } = group > 1 ? groupHullState(data.hullTrauma, group) : { ...trackState(data.hullTrauma), standing: 1 };
  const systemStrain = trackState(data.systemStrain);
  // Prepared data: the effects' changes are on `modifiers` (module/rules/checks/modifiers.ts); absent on plain data.
  const mods = { ...baseVehicleModifiers(), ...(data as VehicleData & { modifiers?: Partial<DerivedModifiers> }).modifiers?.vehicle };
  const damage = vehicleDamageState(hullTrauma, systemStrain, mods);
  // Each zone: what effects add to it (Boost Shields, Slice Enemy's Systems) and damaged shields' -1 on all.
  const zoneModifiers = (data as { modifiers?: { zoneDefence?: Partial<Record<FiringArc, number>> } }).modifiers?.zoneDefence;
  const perZone = Object.fromEntries((["fore", "aft", "port", "starboard"] as const).map((arc) => [arc, (zoneModifiers?.[arc] ?? 0) + (damage.defenceModifier ?? 0)])) as Record<FiringArc, number>;
  return {
    ships: { group, standing: group > 1 ? standing : hullTrauma.exceeded ? 0 : 1 },
    hullTrauma,
    systemStrain,
    damage,
    defenceZones: defenceZones(data.silhouette),
    zoneDefence: effectiveZoneDefence(data.defence, perZone, damage.defenceZero),
    criticalHits: itemsOfType(items, "criticalHit").length,
  };
}
