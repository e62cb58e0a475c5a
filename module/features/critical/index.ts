/**
 * The critical treatment card's hooks, registered at startup: the card (card.ts) is drawn when a
 * message carrying a treatment or repair check is shown or a patient's treatment record changes, and the
 * check's bookkeeping (treatment.ts) runs when such a check is posted.
 */
import { notifyError } from "../../foundry/notify.ts";
import { CRITICAL_TREATMENT_LOG } from "../../chat/log-flags.ts";
import { registerCard } from "../../chat/register.ts";
import { checkFlagOf } from "../../chat/section.ts";
import { renderCriticalTreatment } from "./card.ts";
import { recordTreatmentCheck } from "./actions/treatment.ts";

type Message = ChatMessage.Implementation;

const isTreatment = (message: Message): boolean => checkFlagOf(message, "criticalTreatment") !== undefined;

export function registerCriticalTreatmentCard(): void {
  registerCard(isTreatment, renderCriticalTreatment, CRITICAL_TREATMENT_LOG);
}

/** A treatment check's new message starts the injury's week, on its author's client (treatment.ts recordTreatmentCheck). */
export function registerCriticalTreatment(): void {
  Hooks.on("createChatMessage", (message: Message) => {
    if (!message.isAuthor || !isTreatment(message)) return;
    void recordTreatmentCheck(message).catch(notifyError);
  });
}

// What other areas use of this feature.
export { announceCritical, applyCritical, createCritical, criticalRows, rollCritical, rollMinionCritical } from "./actions.ts";
export type { CriticalRow, CriticalSource } from "./actions.ts";
export { planVehicleHitOnce, vehicleHitOnce, type VehicleHitOnce, type VehicleHitPlan } from "./actions/vehicle-hit.ts";
export { applyCrewOnHit, crewOutOfReach, undoCrewOnHit, type CrewHitOutcome } from "./actions/vehicle-crew.ts";
export { breakingUpAtRound, breakingUpMarks, registerBreakingUp } from "./actions/breaking-up.ts";
export { isVehicleCritCheck, vehicleCritCheck, type VehicleCritCheck } from "./actions/vehicle-checks.ts";
export { criticalTreatmentCheck, repairCriticalHit } from "./actions/treatment.ts";
export { critEffectsOf } from "./card/effects.ts";
