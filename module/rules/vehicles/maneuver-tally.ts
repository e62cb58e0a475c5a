/**
 * The vessel's count of starship maneuvers in the current combat round (seed 002 STARSHIP BASICS: one
 * free starship maneuver per round, a second for 2 system strain to the ship; silhouette 5+: one at most). The count is
 * kept on the vessel, keyed by the combat and its round, so a new round (or another combat) starts again
 * at 0. Outside combat nothing is counted: rounds only exist in structured play.
 */
import { maxStarshipManeuvers, pilotOnly, starshipManeuverCost, type ManeuverCost, type PilotManeuverId } from "./starship-maneuvers.ts";

/** What the vessel stores: the combat and round of its last counted maneuver, and how many it took then. */
export interface ManeuverTally {
  combat: string;
  round: number;
  count: number;
}

/** The combat clock the count is keyed by. */
export interface ManeuverRoundClock {
  id: string;
  round: number;
}

/** Reads a stored tally defensively (flags are user data): null unless its fields are sound. */
export function readTally(value: unknown): ManeuverTally | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const whole = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;
  if (typeof v["combat"] !== "string" || !whole(v["round"]) || !whole(v["count"])) return null;
  return { combat: v["combat"], round: v["round"], count: v["count"] };
}

/** Starship maneuvers the vessel has taken this round: 0 outside combat, or when the tally is from another round. */
export function maneuversThisRound(tally: unknown, clock: ManeuverRoundClock | null): number {
  const t = readTally(tally);
  if (!clock || !t || t.combat !== clock.id || t.round !== clock.round) return 0;
  return t.count;
}

/** The tally after one more maneuver this round (null outside combat: nothing to store). */
export function countManeuver(tally: unknown, clock: ManeuverRoundClock | null): ManeuverTally | null {
  if (!clock) return null;
  return { combat: clock.id, round: clock.round, count: maneuversThisRound(tally, clock) + 1 };
}

/**
 * The cost of the next starship maneuver now: free outside combat (no rounds to count), otherwise
 * starshipManeuverCost for the maneuvers already taken this round (`mayStrainShip`: whether the ship may
 * take voluntary system strain now, see there).
 */
export function nextManeuverCost(silhouette: number, tally: unknown, clock: ManeuverRoundClock | null, mayStrainShip: boolean): ManeuverCost {
  if (!clock) return { allowed: true, systemStrain: 0 };
  return starshipManeuverCost(silhouette, maneuversThisRound(tally, clock), mayStrainShip);
}

export interface ManeuverCounter {
  taken: number;
  max: number;
  /** No further starship maneuver this round. */
  full: boolean;
}

/** "Maneuvers this round: n / max" for the sheet, null outside combat. */
export function maneuverCounter(silhouette: number, tally: unknown, clock: ManeuverRoundClock | null): ManeuverCounter | null {
  if (!clock) return null;
  const taken = maneuversThisRound(tally, clock);
  const max = maxStarshipManeuvers(silhouette);
  return { taken, max, full: taken >= max };
}

/** The vehicle spending rows' free maneuvers standing on the vessel (module/rules/vehicles/vehicle-spend-options.ts). */
export type FreeManeuverMarker = "freeManeuver" | "freePilotManeuver";

/**
 * Which of the free maneuvers an attack's advantage gave the vessel pays for maneuver `id` (seed 002
 * SUCCESSFUL ATTACK EFFECTS – VEHICLE COMBAT: "perform immediate free maneuver", "perform one free Pilot
 * Only maneuver"): such a maneuver costs nothing and does not count against the round's starship
 * maneuvers. The pilot-only one is used first for a pilot-only maneuver, keeping the wider one; Angle
 * Deflector Screens (any crew member) takes only the plain free maneuver. Null when none applies.
 */
export function freeManeuverFor(id: PilotManeuverId, standing: ReadonlySet<FreeManeuverMarker>): FreeManeuverMarker | null {
  if (pilotOnly(id) && standing.has("freePilotManeuver")) return "freePilotManeuver";
  return standing.has("freeManeuver") ? "freeManeuver" : null;
}
