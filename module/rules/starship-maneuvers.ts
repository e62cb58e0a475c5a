/**
 * How many starship maneuvers a pilot may take in a round, and at what cost (seed 002 STARSHIPS AND
 * VEHICLES, STARSHIP BASICS): one free starship maneuver per round; a second costs 2 strain; a vessel of
 * silhouette 5 or more takes one at most.
 */
import { FOUR_ZONE_SILHOUETTE } from "./vehicle.ts";

/** Strain the pilot suffers for the second starship maneuver of a round. */
export const SECOND_MANEUVER_STRAIN = 2;

export type ManeuverCost = { allowed: true; strain: number } | { allowed: false; reason: "largeShipLimit" | "roundLimit" };

/**
 * The cost of one more starship maneuver for a vessel of `silhouette` that has already taken `taken`
 * this round: the first is free; the second costs 2 strain (below silhouette 5) or is refused; no third.
 */
export function starshipManeuverCost(silhouette: number, taken: number): ManeuverCost {
  if (taken <= 0) return { allowed: true, strain: 0 };
  if (silhouette >= FOUR_ZONE_SILHOUETTE) return { allowed: false, reason: "largeShipLimit" };
  if (taken === 1) return { allowed: true, strain: SECOND_MANEUVER_STRAIN };
  return { allowed: false, reason: "roundLimit" };
}

/** The most starship maneuvers a vessel of `silhouette` takes in a round: 2, or 1 from silhouette 5. */
export function maxStarshipManeuvers(silhouette: number): number {
  return silhouette >= FOUR_ZONE_SILHOUETTE ? 1 : 2;
}
