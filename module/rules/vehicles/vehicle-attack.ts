/**
 * A vehicle weapon's shot (seed 002 STARSHIPS AND VEHICLES, PLANETARY RANGE BANDS, VEHICLE COMBAT CHECK):
 * range in the planetary and space bands, the weapon's fire arcs against the side the target is in, and
 * the target's defence from the zone facing the shot. The difficulty itself comes from the silhouettes
 * (module/rules/combat/range.ts silhouetteDifficulty).
 */
import { EoteError } from "../../dice/errors.ts";
import { defenceZones } from "./vehicle.ts";
import type { FiringArc, RangeBand } from "../types.ts";

/** Planetary and space range bands, nearest first (seed 002 PLANETARY RANGE BANDS). */
export type VehicleRangeBand = "close" | "short" | "medium" | "long" | "extreme";
export const VEHICLE_RANGE_BANDS: readonly VehicleRangeBand[] = ["close", "short", "medium", "long", "extreme"];

export function isVehicleRangeBand(value: unknown): value is VehicleRangeBand {
  return (VEHICLE_RANGE_BANDS as readonly unknown[]).includes(value);
}

/**
 * A weapon's stored range read on the vehicle scale. A weapon keeps one five-step range field for both
 * scales; on a vehicle weapon its nearest step (engaged) is close range, and each further step the band
 * of the same rank (close range covers everything within extreme personal range, seed 002).
 */
export function vehicleRangeOf(range: RangeBand): VehicleRangeBand {
  const bands: Record<RangeBand, VehicleRangeBand> = { engaged: "close", short: "short", medium: "medium", long: "long", extreme: "extreme" };
  return bands[range];
}

/** The stored range step of a vehicle band (the inverse of vehicleRangeOf), for the attack card's flag. */
export function storedRangeOf(band: VehicleRangeBand): RangeBand {
  const bands: Record<VehicleRangeBand, RangeBand> = { close: "engaged", short: "short", medium: "medium", long: "long", extreme: "extreme" };
  return bands[band];
}

/** Refuses a target beyond the weapon's range (throws EoteError EOTE.Combat.Error.VehicleOutOfRange). */
export function checkVehicleRange(band: VehicleRangeBand, weaponRange: RangeBand): void {
  const reach = vehicleRangeOf(weaponRange);
  if (VEHICLE_RANGE_BANDS.indexOf(band) > VEHICLE_RANGE_BANDS.indexOf(reach)) {
    throw new EoteError("EOTE.Combat.Error.VehicleOutOfRange", `Target at ${band} range is beyond the weapon's ${reach} range`,
      { band: `EOTE.Sheet.VehicleRange.${band}`, range: `EOTE.Sheet.VehicleRange.${reach}` });
  }
}

/**
 * Refuses a shot at a target in an arc the weapon is not mounted on (seed 002 FIRE ARCS): the weapon
 * fires only into its own arcs. Throws EoteError EOTE.Combat.Error.ArcNotFacing. A weapon with no arcs
 * recorded (made before arcs were kept, or not filled in) is not checked: returns false, so the shell
 * says so, rather than leaving every such weapon unable to fire.
 */
export function checkFireArc(firingArcs: readonly FiringArc[], targetSide: FiringArc): boolean {
  if (firingArcs.length === 0) return false;
  if (!firingArcs.includes(targetSide)) {
    throw new EoteError("EOTE.Combat.Error.ArcNotFacing", `The weapon does not fire into the ${targetSide} arc`,
      { arc: `EOTE.Sheet.Arc.${targetSide}` });
  }
  return true;
}

/**
 * The defence the target meets the shot with: its zone facing the shot (seed 002 DEFENCE ZONES: fore and
 * aft; port and starboard from silhouette 5). A smaller vessel has no side zones, so a side zone is
 * refused for it (EOTE.Combat.Error.NoSuchZone): the shot meets its fore or aft zone. A vessel whose
 * system strain is over its threshold defends with 0 (seed 002 DAMAGE: defense = 0).
 */
export function zoneDefence(
  target: { silhouette: number; defence: Record<FiringArc, number> }, zone: FiringArc, strainOverThreshold = false,
): number {
  if (!defenceZones(target.silhouette).includes(zone)) {
    throw new EoteError("EOTE.Combat.Error.NoSuchZone", `A silhouette ${target.silhouette} vessel has no ${zone} defence zone`,
      { zone: `EOTE.Sheet.Arc.${zone}` });
  }
  return strainOverThreshold ? 0 : target.defence[zone];
}
