/**
 * Emergency repairs (seed 002 EMERGENCY REPAIRS): the check, its card and the sheet's button live in
 * ./emergency-run.ts and load on first use; here are what stays eager: the card's registration (only a
 * roll carrying flags.eote.check.emergencyRepair, or a change to its record, loads the card) and the
 * vehicle-state test the sheet reads while it renders.
 */
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf } from "../cards/section.ts";
import { EMERGENCY_LOG } from "./flags.ts";
import type * as Run from "./emergency-run.ts";

/** Whether an effect is a vehicle state this system put on (emergency repairs, a damaged component). */
export function vehicleStateOf(effect: { flags?: unknown }): string | null {
  const state = (effect.flags as { eote?: { vehicleState?: unknown } } | undefined)?.eote?.vehicleState;
  return typeof state === "string" ? state : null;
}

/** Opens the dice dialog for `repairer`'s Mechanics check at Hard to bring `vehicle` back from shut down. */
export async function emergencyRepairCheck(...args: Parameters<typeof Run.emergencyRepairCheck>): ReturnType<typeof Run.emergencyRepairCheck> {
  return (await import("./emergency-run.ts")).emergencyRepairCheck(...args);
}

/** The sheet's Emergency repairs: by the engineer at the station (or the stand-in engineer.ts names). */
export async function emergencyRepairs(...args: Parameters<typeof Run.emergencyRepairs>): ReturnType<typeof Run.emergencyRepairs> {
  return (await import("./emergency-run.ts")).emergencyRepairs(...args);
}

export function registerEmergencyCard(): void {
  registerCard(
    (message) => checkFlagOf(message, "emergencyRepair") !== undefined, async () => (await import("./emergency-run.ts")).renderEmergency, EMERGENCY_LOG,
  );
}
