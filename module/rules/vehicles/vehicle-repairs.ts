/**
 * Repairs beyond damage control (seed 002 EMERGENCY REPAIRS, REPAIRING HULL TRAUMA):
 *
 * - Emergency repairs restore a shut-down ship: a Mechanics check at Hard (ddd). On a success the ship
 *   runs again at −1 speed and −3 handling, its weapons inoperable, and any further hull trauma is a
 *   critical hit at +30. The shell keeps that state as an ActiveEffect on the vehicle whose changes use
 *   the vehicle modifier keys below (module/rules/checks/modifiers.ts), so the derived data, the sheet, the
 *   fire buttons and the attack's critical roll all read one thing.
 * - Temporary repairs of hull trauma: a Mechanics check at Hard or Daunting (ddd or dddd). The seed
 *   gives both levels without saying when; we read the harder one as for a hull past its threshold,
 *   as damage control steps its difficulty up there (seed 000 DAMAGE CONTROL DIFFICULTY). Each net
 *   success removes one point, as damage control's (./repair.ts damageRepaired).
 * - Slip or drydock: 500 credits per point of hull trauma. The seed prices nothing else: system strain
 *   is not bought back with credits.
 */
import { DAUNTING, HARD, type DifficultyLevel } from "../combat/range.ts";

/** Mechanics difficulty of emergency repairs (seed 002 EMERGENCY REPAIRS: ddd). */
export const EMERGENCY_REPAIR_DIFFICULTY: DifficultyLevel = HARD;

/** What emergency repairs leave on the ship (seed 002 EMERGENCY REPAIRS). */
export const EMERGENCY_REPAIR_EFFECT = { speed: -1, handling: -3, weaponsInoperable: 1, traumaCritical: 30 } as const;

/** Credits per point of hull trauma repaired in a slip or drydock (seed 002 REPAIRING HULL TRAUMA). */
export const DRYDOCK_CREDITS_PER_TRAUMA = 500;

/**
 * Mechanics difficulty of temporary hull repairs: Hard (ddd) while the hull trauma is within its
 * threshold, Daunting (dddd) past it (module comment).
 */
export function temporaryRepairDifficulty(hullTrauma: number, threshold: number): DifficultyLevel {
  return hullTrauma > threshold ? DAUNTING : HARD;
}

/** Whether emergency repairs are possible: only a shut-down ship needs them (seed 002: "to restore ship in shut down"). */
export function emergencyRepairsNeeded(state: { shutDown: boolean }, underEmergencyRepairs: boolean): boolean {
  return state.shutDown && !underEmergencyRepairs;
}

/** Credits to repair `hullTrauma` points in a slip or drydock (seed 002: 500 per trauma). */
export function drydockCost(hullTrauma: number): number {
  return Math.max(0, Math.trunc(hullTrauma)) * DRYDOCK_CREDITS_PER_TRAUMA;
}

/**
 * Whether a hit owes a critical hit because the ship runs on emergency repairs: any hull trauma
 * (seed 002 EMERGENCY REPAIRS: "any hull trauma = critical hit at +30"); Ion damage, which goes to
 * system strain, is no hull trauma.
 */
export function emergencyCriticalOwed(traumaCritical: number, hullTraumaDealt: number): boolean {
  return traumaCritical > 0 && hullTraumaDealt > 0;
}
