/**
 * Starship actions on a vehicle (seed 002 STARSHIP ACTIONS; rules in module/rules/starship-actions.ts):
 * the crew member at the action's station rolls its check at the seed's difficulty, and the roll's card
 * states what successes, advantage and triumph do. Manual Repairs rides the damage control card (its
 * Repair and Undo buttons remove hull trauma per success) and is refused a second time in an encounter.
 */
import { encounterActionUsed } from "./encounter-use.ts";
import type * as Run from "./actions-run.ts";

/** Whether Manual Repairs was already made for the vehicle in this encounter (module/combat/crew/encounter-use.ts). */
export function manualRepairsUsed(vehicle: Actor.Implementation): boolean {
  return encounterActionUsed(vehicle, "manualRepairs");
}

// The action's check loads on first use: only the vehicle sheet's action buttons and macros open it.
/** The crew member at the action's station opens its check (./actions-run.ts). */
export async function starshipActionCheck(...args: Parameters<typeof Run.starshipActionCheck>): ReturnType<typeof Run.starshipActionCheck> {
  return (await import("./actions-run.ts")).starshipActionCheck(...args);
}
