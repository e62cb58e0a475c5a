/**
 * Vehicle derived data (seed 002 STARSHIPS AND VEHICLES): defence zones fore/aft, plus port and
 * starboard from silhouette 5; hull trauma and system strain tracks (over threshold: disabled).
 */
import { trackState } from "./derived.ts";
import type { VehicleDerived } from "./derived-types.ts";
import { itemsOfType, type OwnedItem } from "./owned-items.ts";
import type { FiringArc, VehicleData } from "./types.ts";

/** Silhouette from which a vehicle has port and starboard defence zones (seed 002 SILHOUETTE 5+). */
export const FOUR_ZONE_SILHOUETTE = 5;

export function defenceZones(silhouette: number): FiringArc[] {
  return silhouette >= FOUR_ZONE_SILHOUETTE ? ["fore", "aft", "port", "starboard"] : ["fore", "aft"];
}

export function vehicleDerived(data: VehicleData, items: readonly OwnedItem[]): VehicleDerived {
  return {
    hullTrauma: trackState(data.hullTrauma),
    systemStrain: trackState(data.systemStrain),
    defenceZones: defenceZones(data.silhouette),
    criticalHits: itemsOfType(items, "criticalHit").length,
  };
}
