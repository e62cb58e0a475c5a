/**
 * The Medicine card's hooks, registered at startup. The card (card.ts) is drawn when a message carrying
 * a Medicine check is shown, or a patient's Medicine record changes.
 */
import { registerCard } from "../../chat/register.ts";
import { MEDICINE_LOG } from "../../chat/log-flags.ts";
import { checkFlagOf } from "../../chat/section.ts";
import { renderMedicine } from "./card.ts";

export function registerMedicineCard(): void {
  registerCard((message) => checkFlagOf(message, "medicine") !== undefined, renderMedicine, MEDICINE_LOG);
}

// What other areas use of this feature.
export { IMMERSION_API, endImmersion, registerImmersion, startImmersion } from "./immersion.ts";
export { SESSION_FLAG, readSession } from "./immersion-model.ts";
export { medicineCheck, naturalRest, recoverStrain, useStimpack } from "./actions.ts";
