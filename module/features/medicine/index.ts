/**
 * The medicine feature, as startup and other areas reach it. `register()` draws the Medicine card
 * (card.ts) when a message carrying a Medicine check is shown or a patient's Medicine record changes, and
 * the bacta tank's card (card/immersion.ts) with its clock.
 * `api`: recovery (strain after an encounter, natural rest, stimpacks, the Medicine check), the bacta
 * tank's start and end, and the reading of a patient's session the sheet shows.
 */
import { registerMedicineCard } from "./card.ts";
import { endImmersion, registerImmersion, startImmersion } from "./card/immersion.ts";
import { readSession } from "./immersion-model.ts";
import { medicineCheck, naturalRest, recoverStrain, useStimpack } from "./actions.ts";

export function register(): void {
  registerMedicineCard();
  registerImmersion();
}

/** What other areas call of this feature. */
export const api = { medicineCheck, naturalRest, recoverStrain, useStimpack, startImmersion, endImmersion, readSession };
