/**
 * Vehicle derived data (seed 002 STARSHIPS AND VEHICLES): defence zones fore/aft, plus port and
 * starboard from silhouette 5; hull trauma and system strain tracks (over threshold: disabled).
 */
import { trackState } from "./derived.ts";
import type { TrackState, VehicleDamageState, VehicleDerived } from "./derived-types.ts";
import { itemsOfType, type OwnedItem } from "./owned-items.ts";
import type { ActorType, FiringArc, VehicleData, WeaponData } from "./types.ts";
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
 * hit (module/rules/damage.ts) and shuts the vehicle down; system strain over its threshold brings speed
 * and defence to 0 and leaves its weapons inoperable. A shut-down vehicle fires nothing either.
 */
export function vehicleDamageState(hullTrauma: Pick<TrackState, "exceeded">, systemStrain: Pick<TrackState, "exceeded">): VehicleDamageState {
  const shutDown = hullTrauma.exceeded;
  const strained = systemStrain.exceeded;
  return { shutDown, strained, speedZero: strained, defenceZero: strained, weaponsInoperable: shutDown || strained };
}

/** The speed a vehicle moves at now: its current speed, 0 while its system strain is over threshold. */
export function effectiveSpeed(speed: number, state: Pick<VehicleDamageState, "speedZero">): number {
  return state.speedZero ? 0 : Math.max(0, speed);
}

export function vehicleDerived(data: VehicleData, items: readonly OwnedItem[]): VehicleDerived {
  // A group of ships (seed 002 VEHICLE MINIONS) takes hull trauma as a minion group takes wounds.
  const group = groupOf(data);
  const { standing, ...hullTrauma } = group > 1 ? groupHullState(data.hullTrauma, group) : { ...trackState(data.hullTrauma), standing: 1 };
  const systemStrain = trackState(data.systemStrain);
  return {
    ships: { group, standing: group > 1 ? standing : hullTrauma.exceeded ? 0 : 1 },
    hullTrauma,
    systemStrain,
    damage: vehicleDamageState(hullTrauma, systemStrain),
    defenceZones: defenceZones(data.silhouette),
    criticalHits: itemsOfType(items, "criticalHit").length,
  };
}
