/**
 * The critical feature, as startup and other areas reach it. `register()` draws the critical treatment
 * card (card.ts) when a message carrying a treatment or repair check is shown or a patient's treatment
 * record changes, runs the check's bookkeeping (actions/treatment.ts) when such a check is posted, and
 * watches the rounds for a ship breaking up (actions/breaking-up.ts).
 * `api`: critical injuries and hits (roll, create, announce, apply; the crew a vehicle hit reaches), the
 * vehicle's critical-hit checks, treatment and repair checks, and the tables' effect lines for the cards.
 */
import { registerCriticalTreatmentCard } from "./card.ts";
import { criticalTreatmentCheck, registerTreatmentChecks, repairCriticalHit } from "./actions/treatment.ts";
import { registerBreakingUp } from "./actions/breaking-up.ts";
import { announceCritical, applyCritical, createCritical, criticalRows, rollCritical, rollMinionCritical } from "./actions.ts";
import { planVehicleHitOnce } from "./actions/vehicle-hit.ts";
import { applyCrewOnHit, crewOutOfReach, undoCrewOnHit } from "./actions/vehicle-crew.ts";
import { isVehicleCritCheck, vehicleCritCheck } from "./actions/vehicle-checks.ts";
import { critEffectsOf } from "./card/effects.ts";

export type { CriticalRow, CriticalSource } from "./actions.ts";

export function register(): void {
  registerCriticalTreatmentCard();
  registerTreatmentChecks();
  registerBreakingUp();
}

/** What other areas call of this feature. */
export const api = {
  announceCritical, applyCritical, createCritical, criticalRows, rollCritical, rollMinionCritical, planVehicleHitOnce, applyCrewOnHit, crewOutOfReach,
  undoCrewOnHit, isVehicleCritCheck, vehicleCritCheck, criticalTreatmentCheck, repairCriticalHit, critEffectsOf,
};
