/**
 * Full Throttle and its two follow-ups (published Edge of the Empire core rulebook, Pilot talent tree; our
 * talents pack: packs/_source/talents/full-throttle.yml, improved-full-throttle.yml, supreme-full-throttle.yml).
 * Pure.
 *   Full Throttle (Active, Action): the pilot makes a Hard Piloting check (Planetary or Space, by where the
 *     vessel flies); on a success the vessel's top speed (its speed rating) rises by 1 for a number of rounds
 *     equal to the pilot's Cunning.
 *   Improved Full Throttle (Active, Maneuver): the pilot may instead take Full Throttle as a maneuver,
 *     suffering 1 strain, and its check is Average.
 *   Supreme Full Throttle: the top speed rises by 2 instead of 1.
 * Where listings differ, the core rulebook's entries are followed, as the pack stores them: Improved Full
 * Throttle is a maneuver (some data sets list it as an incidental), Supreme Full Throttle passive (it changes
 * what Full Throttle does, never taken on its own). Every form needs Full Throttle itself: the follow-ups
 * change it and give nothing without it.
 *
 * The rise is a prepared modifier of the vessel (system.modifiers.vehicle.topSpeed, never stored, so the sheet
 * shows and edits the printed rating): two Full Throttles in force do not add up, the larger one counts (the
 * effect's change is an Upgrade). The current speed stored may then pass the printed rating; once the rise ends,
 * the vessel moves at its rating again (./vehicle.ts effectiveSpeed).
 */
import { AVERAGE, HARD, type DifficultyLevel } from "../combat/range.ts";

export const FULL_THROTTLE_TALENT = "fullThrottle";
export const IMPROVED_FULL_THROTTLE_TALENT = "improvedFullThrottle";
export const SUPREME_FULL_THROTTLE_TALENT = "supremeFullThrottle";

/** How the pilot takes it: the talent's action, or (Improved Full Throttle) a maneuver. */
export type FullThrottleForm = "action" | "maneuver";

/** The most Full Throttle raises a top speed (Supreme Full Throttle). */
export const MAX_FULL_THROTTLE_RISE = 2;

/** The strain the pilot suffers to take Full Throttle as a maneuver (Improved Full Throttle). */
export const FULL_THROTTLE_MANEUVER_STRAIN = 1;

/** The effect change key of the top speed's rise (prepared, never stored: vehicleDerived reads it). */
export const TOP_SPEED_KEY = "system.modifiers.vehicle.topSpeed";

/** The forms of Full Throttle a pilot with these talents (their keys) may take: none without Full Throttle. */
export function fullThrottleForms(talents: readonly string[]): FullThrottleForm[] {
  if (!talents.includes(FULL_THROTTLE_TALENT)) return [];
  return talents.includes(IMPROVED_FULL_THROTTLE_TALENT) ? ["action", "maneuver"] : ["action"];
}

/** The Piloting check's difficulty and the pilot's strain for a form: Hard and none; as a maneuver, Average and 1 strain. */
export function fullThrottleCheck(form: FullThrottleForm): { difficulty: DifficultyLevel; pilotStrain: number } {
  return form === "maneuver" ? { difficulty: AVERAGE, pilotStrain: FULL_THROTTLE_MANEUVER_STRAIN } : { difficulty: HARD, pilotStrain: 0 };
}

/** How far a success raises the top speed: 1, or 2 with Supreme Full Throttle. */
export function fullThrottleRise(talents: readonly string[]): number {
  return talents.includes(SUPREME_FULL_THROTTLE_TALENT) ? MAX_FULL_THROTTLE_RISE : 1;
}

/** The rounds the rise lasts: the pilot's Cunning (at least one round). */
export function fullThrottleRounds(cunning: number): number {
  return Math.max(1, Math.trunc(Number.isFinite(cunning) ? cunning : 1));
}

/**
 * The vessel's speed rating now: the printed one (`printed`, stored) plus the top speed's rise in force
 * (`rise`, the prepared modifier: between 0 and MAX_FULL_THROTTLE_RISE), within the data's speed cap (`cap`).
 */
export function speedRating(printed: number, rise: number, cap: number): number {
  const raised = Math.min(MAX_FULL_THROTTLE_RISE, Math.max(0, Math.trunc(Number.isFinite(rise) ? rise : 0)));
  return Math.min(Math.max(0, cap), Math.max(0, printed) + raised);
}
