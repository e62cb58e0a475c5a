/**
 * The vessel's starship maneuvers this combat round, Foundry side (rules in module/rules/vehicles/maneuver-tally.ts,
 * seed 002 STARSHIP BASICS): the count kept in the vehicle's flags keyed by combat and round, the refusal
 * beyond the limit, the 2 strain of a second maneuver. Outside combat nothing is counted or charged. A
 * free maneuver an attack's advantage left on the vessel (vehicle spending tables) pays for the next one
 * instead: not counted, no strain, its marker used up. What the sheet reads is
 * here (the round's refresh: module/features/crew/actions/maneuver-round.ts); counting and charging a maneuver (module/features/crew/actions/maneuver-charge.ts) load with the maneuvers.
 */
import { maneuverCounter, type FreeManeuverMarker, type ManeuverCounter, type ManeuverRoundClock } from "../rules/vehicles/maneuver-tally.ts";
import { spendMarkerId } from "./spend-markers.ts";

/** Where the vehicle keeps its count (flags.eote.maneuverTally). */
export const TALLY_FLAG = "maneuverTally";

/** The current combat's id and round; null outside a started combat (no rounds to count). */
export function roundClock(): ManeuverRoundClock | null {
  const combat = game.combat as unknown as { id: string | null; round: number | null } | null | undefined;
  return combat?.id && (combat.round ?? 0) > 0 ? { id: combat.id, round: combat.round ?? 0 } : null;
}

/** The count the vehicle keeps, unread (the rules validate it). */
export function storedTally(vehicle: Actor.Implementation): unknown {
  return vehicle.getFlag("eote" as never, TALLY_FLAG as never) as unknown;
}

/** "n / max" for the maneuvers panel; null outside combat. */
export function maneuverCount(vehicle: Actor.Implementation, silhouette: number): ManeuverCounter | null {
  return maneuverCounter(silhouette, storedTally(vehicle), roundClock());
}

const FREE_MARKERS: readonly FreeManeuverMarker[] = ["freeManeuver", "freePilotManeuver"];

/** The free maneuvers standing on the vessel (the vehicle spending rows' markers). */
export function freeManeuvers(vehicle: Actor.Implementation): Set<FreeManeuverMarker> {
  return new Set(FREE_MARKERS.filter((m) => spendMarkerId(vehicle, m) !== null));
}
