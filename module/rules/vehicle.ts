/**
 * Vehicle derived data (seed 002 STARSHIPS AND VEHICLES): defence zones fore/aft, plus port and
 * starboard from silhouette 5; hull trauma and system strain tracks (over threshold: disabled).
 */
import { trackState } from "./derived.ts";
import type { TrackState, VehicleDamageState, VehicleDerived } from "./derived-types.ts";
import { itemsOfType, type OwnedItem } from "./owned-items.ts";
import { effectiveZoneDefence } from "./starship-action-effects.ts";
import type { ActorType, FiringArc, VehicleData, WeaponData } from "./types.ts";

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

export type DisabledReason = "shutDown" | "strained";

/**
 * Why the vehicle cannot maneuver now (seed 002 DAMAGE), or null: shut down by hull trauma over its
 * threshold, or its system strain over threshold (speed 0, defence 0: no maneuver can move it or its shields).
 */
export function maneuverDisabled(state: Pick<VehicleDamageState, "shutDown" | "strained">): DisabledReason | null {
  return state.shutDown ? "shutDown" : state.strained ? "strained" : null;
}

/** The speed a vehicle moves at now: its current speed, 0 while its system strain is over threshold. */
export function effectiveSpeed(speed: number, state: Pick<VehicleDamageState, "speedZero">): number {
  return state.speedZero ? 0 : Math.max(0, speed);
}

/**
 * The vehicle's derived data. `data` is the prepared system data: `modifiers.zoneDefence` holds what the
 * active effects add to each defence zone (module/rules/starship-action-effects.ts zoneDefenceKey).
 */
export function vehicleDerived(data: VehicleData, items: readonly OwnedItem[]): VehicleDerived {
  const hullTrauma = trackState(data.hullTrauma);
  const systemStrain = trackState(data.systemStrain);
  const damage = vehicleDamageState(hullTrauma, systemStrain);
  const zoneModifiers = (data as { modifiers?: { zoneDefence?: Partial<Record<FiringArc, number>> } }).modifiers?.zoneDefence;
  return {
    hullTrauma,
    systemStrain,
    damage,
    defenceZones: defenceZones(data.silhouette),
    zoneDefence: effectiveZoneDefence(data.defence, zoneModifiers, damage.defenceZero),
    criticalHits: itemsOfType(items, "criticalHit").length,
  };
}
